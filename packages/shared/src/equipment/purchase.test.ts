import { describe, expect, it } from 'vitest';
import { computeCredit } from './credit.ts';
import type { CreditRules } from './policy-rules.ts';
import { creditAvailableNow, purchaseShare } from './purchase.ts';

// Mobile: 6 000 kr over 24 months (250 kr a month), a new device at once (time period 0), no bonus.
const MOBILE: CreditRules = {
  companyCovers: 600_000,
  timePeriod: 0,
  fullCoverage: 24,
  environmentalBonus: 0,
  envBonusTimePeriod: 0,
};
// Computer: 10 000 kr over 12 months, then a bonus of 1 000 kr over 12 months; a new device after 24 months.
const COMPUTER: CreditRules = {
  companyCovers: 1_000_000,
  timePeriod: 24,
  fullCoverage: 12,
  environmentalBonus: 100_000,
  envBonusTimePeriod: 12,
};

const figures = (
  rules: CreditRules,
  lastPurchaseDate: string,
  asOf: string,
  corrections: { date: string; amount: number }[] = [],
) =>
  computeCredit({
    rules,
    lastPurchaseDate,
    cycle: { start: lastPurchaseDate, startAmount: 0 },
    corrections,
    asOf,
  });

describe('what a delivered purchase costs the employee', () => {
  it('charges a negative credit once, on top of the price', () => {
    // Bought 15.10.2026; on 15.11.2026 one month: 600 000 / 24 = 25 000 (250,00 kr); a −500,00 kr correction that
    // day: 25 000 − 50 000 = −25 000. A 3 250,00 kr phone: 325 000 − (−25 000) = 350 000 (3 500,00 kr).
    const f = figures(MOBILE, '2026-10-15', '2026-11-15', [{ date: '2026-11-15', amount: -50_000 }]);
    expect(f.currentPolicyCategoryCredit).toBe(-25_000);
    expect(purchaseShare(f, 325_000)).toEqual({ eligible: true, creditUsed: 0, employeeShare: 350_000 });
  });

  it('uses the credit up to the price, never more, and a share is never below 0', () => {
    // 250,00 kr credit against a 200,00 kr case: the company pays 200,00, the employee nothing.
    const f = figures(MOBILE, '2026-10-15', '2026-11-15');
    expect(purchaseShare(f, 20_000)).toEqual({ eligible: true, creditUsed: 20_000, employeeShare: 0 });
    // Against 3 250,00 kr: 325 000 − 25 000 = 300 000.
    expect(purchaseShare(f, 325_000)).toEqual({ eligible: true, creditUsed: 25_000, employeeShare: 300_000 });
  });

  it('lowers the price by the environmental bonus accrued so far', () => {
    // Eligible at once (time period 0). Bought 15.11.2023: full 10 000,00 kr on 15.11.2024, then 6 months of
    // bonus to 15.05.2025: floor(100 000 × 6 / 12) = 50 000. A 10 500,00 kr laptop: 1 050 000 − 1 050 000 = 0.
    const now = { ...COMPUTER, timePeriod: 0 };
    const half = figures(now, '2023-11-15', '2025-05-15');
    expect(half.environmentalBonusAccrued).toBe(50_000);
    expect(purchaseShare(half, 1_050_000)).toEqual({
      eligible: true,
      creditUsed: 1_050_000,
      employeeShare: 0,
    });
    // Bought 15.11.2024: full on 15.11.2025, the whole bonus (1 000,00 kr) on 15.11.2026. A 12 000,00 kr laptop:
    // 1 200 000 − 1 100 000 = 100 000 (1 000,00 kr).
    const full = figures(now, '2024-11-15', '2026-11-15');
    expect(full.environmentalBonusAccrued).toBe(100_000);
    expect(purchaseShare(full, 1_200_000)).toEqual({
      eligible: true,
      creditUsed: 1_100_000,
      employeeShare: 100_000,
    });
  });

  it('before the eligibility date the credit is not available: the employee pays the full price', () => {
    // Bought 15.05.2025, time period 24: a new device from 15.05.2027. On 15.11.2026 the credit is full (18 months
    // ≥ 12) with 6 months of bonus (50 000), yet none of it may be used: 1 200 000 stays the employee's.
    const f = figures(COMPUTER, '2025-05-15', '2026-11-15');
    expect(f.newDeviceEligibilityStartDate).toBe('2027-05-15');
    expect(f.creditWithBonus).toBe(1_050_000);
    expect(creditAvailableNow(f)).toBe(0);
    expect(purchaseShare(f, 1_200_000)).toEqual({ eligible: false, creditUsed: 0, employeeShare: 1_200_000 });
    // On the eligibility date itself: 24 months, full credit and the whole bonus, 1 100 000.
    const on = figures(COMPUTER, '2025-05-15', '2027-05-15');
    expect(creditAvailableNow(on)).toBe(1_100_000);
  });

  it('what is available now is the credit plus the bonus as they are, negative included', () => {
    const f = figures(MOBILE, '2026-10-15', '2026-11-15', [{ date: '2026-11-01', amount: -50_000 }]);
    expect(creditAvailableNow(f)).toBe(-25_000);
  });
});
