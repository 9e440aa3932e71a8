import { describe, expect, it } from 'vitest';
import { BILL_SHOCK_RULE, isBillShock, median } from './bill-shock.ts';

describe('bill shock', () => {
  it('takes the median of odd and even counts', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([40, 10, 30, 20])).toBe(25);
    expect(median([])).toBe(0);
  });

  it('flags a month more than twice the usual and at least 500 kr above it', () => {
    const usual = [40_000, 42_000, 38_000, 41_000, 39_000, 40_000];
    expect(isBillShock(95_000, usual)).toBe(true);
  });

  it('does not flag twice the usual when the increase is under 500 kr', () => {
    // usual 200 kr; 450 kr is more than twice that but only 250 kr above.
    expect(isBillShock(45_000, [20_000, 20_000, 20_000, 20_000])).toBe(false);
  });

  it('does not flag 500 kr above the usual when it is not twice the usual', () => {
    expect(isBillShock(150_000, [100_000, 100_000, 100_000])).toBe(false);
  });

  it('needs exactly more than the multiplier and at least the minimum increase', () => {
    expect(isBillShock(100_000, [50_000, 50_000, 50_000])).toBe(false);
    expect(isBillShock(100_001, [50_000, 50_000, 50_000])).toBe(true);
  });

  it(`needs ${BILL_SHOCK_RULE.minHistoryMonths} months of history`, () => {
    expect(isBillShock(200_000, [10_000, 10_000])).toBe(false);
    expect(isBillShock(200_000, [10_000, 10_000, 10_000])).toBe(true);
  });
});
