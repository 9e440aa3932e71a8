import { describe, expect, it } from 'vitest';
import { addMonths, formatDate, formatDateTime, isValidDate, monthRange, osloDate } from './dates.ts';

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
});
