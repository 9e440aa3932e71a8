import { describe, expect, it } from 'vitest';
import {
  addMonths,
  dateRangeProblem,
  daysInMonth,
  formatDate,
  formatDateTime,
  isDateInRange,
  isPeriodInRange,
  isValidDate,
  MAX_RANGE_MONTHS,
  monthIndex,
  monthRange,
  monthsSpanned,
  osloDate,
  periodsBetween,
  shiftPeriod,
} from './dates.ts';

describe('dates in Europe/Oslo', () => {
  it('formats DD.MM.YYYY', () => {
    expect(formatDate('2026-03-05')).toBe('05.03.2026');
    expect(formatDate(null)).toBe('');
  });

  it('takes the Oslo calendar day of an instant, across midnight and daylight saving', () => {
    expect(osloDate(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01'); // summer, UTC+2
    expect(osloDate(new Date('2026-12-31T22:59:00Z'))).toBe('2026-12-31'); // winter, UTC+1
    expect(osloDate(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
    expect(formatDateTime('2026-03-29T01:30:00Z')).toBe('29.03.2026 03:30'); // after the spring change
  });

  it('knows month ranges and adds months clamping the day', () => {
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-15', -12)).toBe('2025-11-15');
  });

  it('validates calendar dates', () => {
    expect(isValidDate('2026-02-29')).toBe(false);
    expect(isValidDate('2028-02-29')).toBe(true);
    expect(isValidDate('2026-13-01')).toBe(false);
  });

  it('knows leap years without the Date object (which reads years below 100 as 19xx)', () => {
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(0, 2)).toBe(29);
    expect(daysInMonth(2026, 4)).toBe(30);
    expect(daysInMonth(2026, 12)).toBe(31);
  });
});

describe('month arithmetic that cannot loop', () => {
  it('counts months as integers', () => {
    expect(monthIndex('2026-03')).toBe(2026 * 12 + 2);
    expect(monthIndex('2026-03-31')).toBe(2026 * 12 + 2);
    expect(() => monthIndex('26-03')).toThrow(RangeError);
    expect(shiftPeriod('2026-01', -1)).toBe('2025-12');
    expect(shiftPeriod('2025-12', 1)).toBe('2026-01');
  });

  it('keeps four-digit years, so periods still sort as text', () => {
    expect(addMonths('0999-12-15', 1)).toBe('1000-01-15');
    expect(shiftPeriod('1000-01', -1)).toBe('0999-12');
    // Past year 9999 there is no YYYY-MM: an error, not "10000-01" (which sorts before "9999-12").
    expect(() => addMonths('9999-12-31', 1)).toThrow(RangeError);
  });

  it('lists the months between two periods, ending whatever the years', () => {
    expect(periodsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(periodsBetween('2026-02', '2026-01')).toEqual([]);
    // Before the fix this loop never ended: addMonths past 9999 gave "10000-01", which compares below "9999-12".
    expect(periodsBetween('9999-11', '9999-12')).toEqual(['9999-11', '9999-12']);
    // …and a year below 1000 came out with three digits and ended the loop early.
    expect(periodsBetween('0999-11', '1000-02')).toHaveLength(4);
  });

  it('counts the months a range touches', () => {
    expect(monthsSpanned('2026-01-31', '2026-02-01')).toBe(2);
    expect(monthsSpanned('2016-01-01', '2025-12-31')).toBe(MAX_RANGE_MONTHS);
  });
});

describe('the dates the portal accepts', () => {
  it('bounds dates and periods to 2000–2100', () => {
    expect(isDateInRange('2000-01-01')).toBe(true);
    expect(isDateInRange('2100-12-31')).toBe(true);
    expect(isDateInRange('1999-12-31')).toBe(false);
    expect(isDateInRange('2101-01-01')).toBe(false);
    expect(isDateInRange('9999-12-31')).toBe(false);
    expect(isDateInRange('0001-01-01')).toBe(false);
    expect(isDateInRange('2026-02-30')).toBe(false);
    expect(isPeriodInRange('2000-01')).toBe(true);
    expect(isPeriodInRange('2100-12')).toBe(true);
    expect(isPeriodInRange('0999-12')).toBe(false);
    expect(isPeriodInRange('9999-12')).toBe(false);
  });

  it('says what is wrong with a range', () => {
    expect(dateRangeProblem('2016-01-01', '2025-12-31')).toBeNull();
    expect(dateRangeProblem('2015-12-31', '2025-12-31')).toBe('A date range may span at most 120 months.');
    expect(dateRangeProblem('2026-02-01', '2026-01-31')).toBe('fromDate must not be after toDate.');
    expect(dateRangeProblem('2026-01-01', '9999-12-31')).toBe(
      'Dates must be between 2000-01-01 and 2100-12-31.',
    );
  });
});
