import { describe, expect, it } from 'vitest';
import { policyCategoryFigures } from './policy-category-figures.ts';
import { DEFAULT_STANDARD_BUY_OUT_TIERS } from './policy-rules.ts';

// The worked example of docs/EQUIPMENT-POLICY-RULES.md: the table there is computed by hand.
describe('the worked example of the rules document', () => {
  const figures = (asOf: string) =>
    policyCategoryFigures({
      rules: {
        companyCovers: 800_000,
        timePeriod: 24,
        fullCoverage: 24,
        environmentalBonus: 100_000,
        envBonusTimePeriod: 12,
      },
      lastPurchaseDate: '2025-01-31',
      cycle: { start: '2025-01-31', startAmount: 0 },
      corrections: [{ date: '2025-02-15', amount: -50_000 }],
      buyOut: { mode: 'standard', tiers: DEFAULT_STANDARD_BUY_OUT_TIERS },
      currentDevice: { costPrice: 1_000_000, purchaseDate: '2025-01-31' },
      asOf,
    });

  it.each([
    // as of, months, built up, credit, reached %, bonus, buy-out price
    ['2025-02-28', 1, 33_333, -16_667, 0, 0, 750_000],
    ['2025-07-31', 6, 200_000, 150_000, 18, 0, 750_000],
    ['2026-01-31', 12, 400_000, 350_000, 43, 0, 500_000],
    ['2027-01-31', 24, 800_000, 750_000, 93, 0, 250_000],
    ['2027-07-31', 30, 800_000, 750_000, 93, 50_000, 250_000],
    ['2028-01-31', 36, 800_000, 750_000, 93, 100_000, 0],
  ])('as of %s', (asOf, months, builtUp, credit, reached, bonus, buyOut) => {
    const f = figures(asOf);
    expect([
      f.monthsElapsed,
      f.builtUpCredit,
      f.currentPolicyCategoryCredit,
      f.creditReachedPercentage,
      f.environmentalBonusAccrued,
      f.currentDeviceBuyOut?.price,
    ]).toEqual([months, builtUp, credit, reached, bonus, buyOut]);
  });

  it('has the dates and the maximum of the table', () => {
    const f = figures('2025-02-28');
    expect(f.currentPolicyCategoryCreditIncVat).toBe(-20_834);
    expect(f.newDeviceEligibilityStartDate).toBe('2027-01-31');
    expect(f.creditLimitFullyReachedDate).toBe('2027-01-31');
    expect(f.envBonusLimitReachDate).toBe('2028-01-31');
    expect([f.companyCoversWithEnvBonus, f.companyCoversWithEnvBonusIncVat]).toEqual([900_000, 1_125_000]);
  });
});
