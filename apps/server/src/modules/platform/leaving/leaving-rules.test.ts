import { describe, expect, it } from 'vitest';
import { earliestLeavingDate, lastPayrollMonth } from './leaving-rules.ts';

describe('leaving rules', () => {
  it('allows the previous month up to its last open day (the 10th), then the current month', () => {
    expect(earliestLeavingDate('2026-12-06')).toBe('2026-11-01');
    expect(earliestLeavingDate('2026-12-10')).toBe('2026-11-01');
    expect(earliestLeavingDate('2026-12-11')).toBe('2026-12-01');
    expect(earliestLeavingDate('2027-01-03')).toBe('2026-12-01');
  });

  it('pays the last month of the leaving date', () => {
    expect(lastPayrollMonth('2026-12-31')).toBe('2026-12-01');
  });
});
