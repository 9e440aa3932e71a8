import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../../clock.ts';
import { AppError } from '../../../errors.ts';
import { currentPeriod, parseReportingPeriod } from './reporting-period.ts';

describe('reporting period', () => {
  // 23:30 UTC on 31 October is already 1 November in Oslo.
  const clock = fixedClock('2026-10-31T23:30:00Z');

  it('is the Oslo calendar month', () => {
    expect(currentPeriod(clock)).toBe('2026-11');
  });

  it('gives the month range for a valid month up to the current one', () => {
    expect(parseReportingPeriod('2026-11', clock)).toEqual({
      period: '2026-11',
      monthStart: '2026-11-01',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(parseReportingPeriod('2024-02', clock).to).toBe('2024-02-29');
  });

  it.each(['2026-12', '2027-01'])('refuses %s, after the current month', (period) => {
    expect(() => parseReportingPeriod(period, clock)).toThrowError(AppError);
    try {
      parseReportingPeriod(period, clock);
    } catch (e) {
      expect((e as AppError).code).toBe('BAD_USER_INPUT');
    }
  });

  it.each(['2026-13', '2026-1', '202611', 'november', ''])('refuses %j, not a YYYY-MM month', (period) => {
    expect(() => parseReportingPeriod(period, clock)).toThrowError(/YYYY-MM/);
  });

  it.each(['1999-12', '0999-01', '0001-01'])('refuses %s, before 2000', (period) => {
    expect(() => parseReportingPeriod(period, clock)).toThrowError(/between 2000-01 and 2100-12/);
  });
});
