import { describe, expect, it } from 'vitest';
import { monthsAfter, wholeMonthsBetween } from './policy-dates.ts';

describe('whole months', () => {
  it('is 0 on the same day and counts each anniversary day', () => {
    expect(wholeMonthsBetween('2025-03-10', '2025-03-10')).toBe(0);
    expect(wholeMonthsBetween('2025-03-10', '2025-04-09')).toBe(0);
    expect(wholeMonthsBetween('2025-03-10', '2025-04-10')).toBe(1);
    expect(wholeMonthsBetween('2025-03-10', '2027-03-09')).toBe(23);
    expect(wholeMonthsBetween('2025-03-10', '2027-03-10')).toBe(24);
  });

  it('takes a month without the day as ending on its last day (31 January + 1 month)', () => {
    // 2025 is no leap year: February's last day stands in for the 31st.
    expect(monthsAfter('2025-01-31', 1)).toBe('2025-02-28');
    expect(wholeMonthsBetween('2025-01-31', '2025-02-27')).toBe(0);
    expect(wholeMonthsBetween('2025-01-31', '2025-02-28')).toBe(1);
    // The next anniversary is back on the 31st: 30 March is still 1 month, 31 March 2.
    expect(wholeMonthsBetween('2025-01-31', '2025-03-30')).toBe(1);
    expect(wholeMonthsBetween('2025-01-31', '2025-03-31')).toBe(2);
    // 30 April has no 31st: 3 months on 30 April.
    expect(wholeMonthsBetween('2025-01-31', '2025-04-29')).toBe(2);
    expect(wholeMonthsBetween('2025-01-31', '2025-04-30')).toBe(3);
    // A year: 12 months on 31 January, 11 the day before.
    expect(wholeMonthsBetween('2025-01-31', '2026-01-30')).toBe(11);
    expect(wholeMonthsBetween('2025-01-31', '2026-01-31')).toBe(12);
  });

  it('counts 29 February in a leap year', () => {
    expect(wholeMonthsBetween('2024-01-31', '2024-02-28')).toBe(0);
    expect(wholeMonthsBetween('2024-01-31', '2024-02-29')).toBe(1);
    // Bought 29 February 2024: 12 months on 28 February 2025 (no 29th), 48 on 29 February 2028.
    expect(wholeMonthsBetween('2024-02-29', '2025-02-27')).toBe(11);
    expect(wholeMonthsBetween('2024-02-29', '2025-02-28')).toBe(12);
    expect(wholeMonthsBetween('2024-02-29', '2028-02-28')).toBe(47);
    expect(wholeMonthsBetween('2024-02-29', '2028-02-29')).toBe(48);
    // Bought 31 January 2023: 13 months on 29 February 2024, the leap month's last day.
    expect(wholeMonthsBetween('2023-01-31', '2024-02-28')).toBe(12);
    expect(wholeMonthsBetween('2023-01-31', '2024-02-29')).toBe(13);
  });

  it('does not wait for a later day than the purchase day (bought on a short month end)', () => {
    // Bought 28 February: 1 month old on 28 March, not 31 March.
    expect(wholeMonthsBetween('2025-02-28', '2025-03-27')).toBe(0);
    expect(wholeMonthsBetween('2025-02-28', '2025-03-28')).toBe(1);
    // Bought 30 January: February has no 30th, so 28 February is 1 month.
    expect(wholeMonthsBetween('2025-01-30', '2025-02-27')).toBe(0);
    expect(wholeMonthsBetween('2025-01-30', '2025-02-28')).toBe(1);
    expect(wholeMonthsBetween('2025-01-30', '2025-03-29')).toBe(1);
    expect(wholeMonthsBetween('2025-01-30', '2025-03-30')).toBe(2);
  });

  it('crosses year ends and long spans in one step', () => {
    expect(wholeMonthsBetween('2025-12-15', '2026-01-14')).toBe(0);
    expect(wholeMonthsBetween('2025-12-15', '2026-01-15')).toBe(1);
    expect(wholeMonthsBetween('2000-01-01', '2100-01-01')).toBe(1200);
  });

  it('refuses a date before the start and text that is not a date', () => {
    expect(() => wholeMonthsBetween('2025-03-10', '2025-03-09')).toThrow(RangeError);
    expect(() => wholeMonthsBetween('2025-02-30', '2025-03-09')).toThrow(RangeError);
    expect(() => wholeMonthsBetween('2025-03-10', '10.03.2025')).toThrow(RangeError);
  });
});
