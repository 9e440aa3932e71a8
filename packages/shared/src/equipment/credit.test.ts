import { describe, expect, it } from 'vitest';
import { type CreditCorrection, type CreditCycle, computeCredit, creditCycleOf } from './credit.ts';
import type { CreditRules } from './policy-rules.ts';

// Mobile: 8 000 kr over 24 months, a new device after 24 months, a bonus of 1 000 kr over 12 months after that.
const MOBILE: CreditRules = {
  companyCovers: 800_000,
  timePeriod: 24,
  fullCoverage: 24,
  environmentalBonus: 100_000,
  envBonusTimePeriod: 12,
};
// Bought on the last day of January.
const BOUGHT_31_JAN: CreditCycle = { start: '2025-01-31', startAmount: 0 };

function credit(
  asOf: string,
  opts: {
    rules?: CreditRules;
    cycle?: CreditCycle;
    lastPurchaseDate?: string | null;
    corrections?: CreditCorrection[];
  } = {},
) {
  const cycle = opts.cycle ?? BOUGHT_31_JAN;
  return computeCredit({
    rules: opts.rules ?? MOBILE,
    cycle,
    lastPurchaseDate: opts.lastPurchaseDate === undefined ? cycle.start : opts.lastPurchaseDate,
    corrections: opts.corrections ?? [],
    asOf,
  });
}

describe('credit growth', () => {
  it('starts at 0 on the purchase date', () => {
    const f = credit('2025-01-31');
    expect(f.monthsElapsed).toBe(0);
    expect(f.currentPolicyCategoryCredit).toBe(0);
    expect(f.creditReachedPercentage).toBe(0);
  });

  it('grows in whole-month steps of floor(covers × months / fullCoverage) from a purchase on 31 January', () => {
    // 27 February: not yet a month. 28 February (no 31st): 1 month → floor(800 000 × 1 / 24) = floor(33 333,33) = 33 333.
    expect(credit('2025-02-27').currentPolicyCategoryCredit).toBe(0);
    const feb = credit('2025-02-28');
    expect(feb.monthsElapsed).toBe(1);
    expect(feb.currentPolicyCategoryCredit).toBe(33_333);
    // incl. VAT 33 333 × 1,25 = 41 666,25 → 41 666.
    expect(feb.currentPolicyCategoryCreditIncVat).toBe(41_666);
    // floor(33 333 × 100 / 800 000) = floor(4,17) = 4 %.
    expect(feb.creditReachedPercentage).toBe(4);
    // 30 July is still 5 months (the 6th anniversary is 31 July): floor(800 000 × 5 / 24) = floor(166 666,67).
    expect(credit('2025-07-30').currentPolicyCategoryCredit).toBe(166_666);
    // 31 July: 6 months → 800 000 × 6 / 24 = 200 000 exactly, 25 %.
    expect(credit('2025-07-31').currentPolicyCategoryCredit).toBe(200_000);
    expect(credit('2025-07-31').creditReachedPercentage).toBe(25);
  });

  it('reaches exactly companyCovers after fullCoverage months, and no more', () => {
    // 30 January 2027: 23 months → floor(800 000 × 23 / 24) = floor(766 666,67) = 766 666.
    expect(credit('2027-01-30').currentPolicyCategoryCredit).toBe(766_666);
    // 31 January 2027: 24 months → 800 000, the limit; it stays there.
    const full = credit('2027-01-31');
    expect(full.currentPolicyCategoryCredit).toBe(800_000);
    expect(full.creditReachedPercentage).toBe(100);
    expect(full.creditLimitFullyReachedDate).toBe('2027-01-31');
    expect(credit('2030-06-01').currentPolicyCategoryCredit).toBe(800_000);
  });

  it('keeps the remainder so the months add up to the limit (1 000 kr over 3 months)', () => {
    const rules = { ...MOBILE, companyCovers: 100_000, fullCoverage: 3 };
    const cycle = { start: '2025-05-10', startAmount: 0 };
    // floor(100 000 × 1/3) = 33 333; floor(100 000 × 2/3) = 66 666; month 3: 100 000.
    expect(credit('2025-06-10', { rules, cycle }).currentPolicyCategoryCredit).toBe(33_333);
    expect(credit('2025-07-10', { rules, cycle }).currentPolicyCategoryCredit).toBe(66_666);
    expect(credit('2025-08-10', { rules, cycle }).currentPolicyCategoryCredit).toBe(100_000);
    // The monthly increase shown: 100 000 / 3 = 33 333,33 → 33 333.
    expect(credit('2025-06-10', { rules, cycle }).monthlyIncrease).toBe(33_333);
  });

  it('shows the monthly increase rounded half-up to the øre', () => {
    // 800 000 / 24 = 33 333,33 → 33 333; incl. VAT 41 666,25 → 41 666.
    expect(credit('2025-03-01').monthlyIncrease).toBe(33_333);
    expect(credit('2025-03-01').monthlyIncreaseIncVat).toBe(41_666);
    // 1 000 005 / 2 = 500 002,5 → 500 003 (half-up).
    const rules = { ...MOBILE, companyCovers: 1_000_005, fullCoverage: 2 };
    expect(credit('2025-03-01', { rules }).monthlyIncrease).toBe(500_003);
  });

  it('with a full coverage of 1 month, is full one month after the purchase', () => {
    const rules = { ...MOBILE, fullCoverage: 1 };
    expect(credit('2025-02-27', { rules }).currentPolicyCategoryCredit).toBe(0);
    expect(credit('2025-02-28', { rules }).currentPolicyCategoryCredit).toBe(800_000);
    expect(credit('2025-02-28', { rules }).creditLimitFullyReachedDate).toBe('2025-02-28');
    expect(credit('2025-02-28', { rules }).monthlyIncrease).toBe(800_000);
  });

  it('counts 29 February of a leap year', () => {
    const rules = { ...MOBILE, fullCoverage: 12 };
    const cycle = { start: '2024-02-29', startAmount: 0 };
    // 27 February 2025: 11 months → floor(800 000 × 11 / 12) = floor(733 333,33) = 733 333.
    expect(credit('2025-02-27', { rules, cycle }).currentPolicyCategoryCredit).toBe(733_333);
    // 28 February 2025 (no 29th): 12 months, full.
    expect(credit('2025-02-28', { rules, cycle }).currentPolicyCategoryCredit).toBe(800_000);
    expect(credit('2025-02-28', { rules, cycle }).creditLimitFullyReachedDate).toBe('2025-02-28');
    // From 31 January 2024 the first month ends on 29 February 2024: floor(800 000 / 12) = 66 666.
    const jan = { start: '2024-01-31', startAmount: 0 };
    expect(credit('2024-02-28', { rules, cycle: jan }).currentPolicyCategoryCredit).toBe(0);
    expect(credit('2024-02-29', { rules, cycle: jan }).currentPolicyCategoryCredit).toBe(66_666);
  });

  it('with companyCovers 0 is full from the start', () => {
    const f = credit('2025-01-31', { rules: { ...MOBILE, companyCovers: 0 } });
    expect(f.currentPolicyCategoryCredit).toBe(0);
    expect(f.creditReachedPercentage).toBe(100);
    expect(f.creditLimitFullyReachedDate).toBe('2025-01-31');
  });
});

describe('dates before the last purchase', () => {
  it('answers a date before the cycle as its first day', () => {
    const f = credit('2024-12-31');
    expect(f.monthsElapsed).toBe(0);
    expect(f.currentPolicyCategoryCredit).toBe(0);
    expect(f.environmentalBonusAccrued).toBe(0);
    expect(f.eligibleForNewDevice).toBe(false);
    // The dates are the cycle's, whatever the date asked for.
    expect(f.creditLimitFullyReachedDate).toBe('2027-01-31');
    expect(f.newDeviceEligibilityStartDate).toBe('2027-01-31');
  });
});

describe('new device eligibility', () => {
  it('starts timePeriod months after the last purchase', () => {
    // 31 January 2025 + 24 months = 31 January 2027.
    expect(credit('2027-01-30').eligibleForNewDevice).toBe(false);
    expect(credit('2027-01-31').eligibleForNewDevice).toBe(true);
    expect(credit('2027-01-31').newDeviceEligibilityStartDate).toBe('2027-01-31');
    // 31 January + 1 month = 28 February.
    expect(credit('2025-02-28', { rules: { ...MOBILE, timePeriod: 1 } }).newDeviceEligibilityStartDate).toBe(
      '2025-02-28',
    );
  });

  it('with a time period of 0, starts on the purchase day itself', () => {
    const rules = { ...MOBILE, timePeriod: 0 };
    expect(credit('2025-01-31', { rules }).newDeviceEligibilityStartDate).toBe('2025-01-31');
    expect(credit('2025-01-31', { rules }).eligibleForNewDevice).toBe(true);
    expect(credit('2025-01-30', { rules }).eligibleForNewDevice).toBe(false);
  });

  it('with nothing bought, starts when the credit cycle does', () => {
    const cycle = { start: '2025-03-10', startAmount: 0 };
    const f = credit('2025-03-10', { cycle, lastPurchaseDate: null });
    expect(f.newDeviceEligibilityStartDate).toBe('2025-03-10');
    expect(f.eligibleForNewDevice).toBe(true);
  });
});

describe('corrections', () => {
  it('add a signed amount that may take the credit below 0, shown signed', () => {
    const corrections = [{ date: '2025-02-15', amount: -50_000 }];
    // 28 February: built up 33 333, corrected −50 000 → −16 667.
    const f = credit('2025-02-28', { corrections });
    expect(f.builtUpCredit).toBe(33_333);
    expect(f.correctionsTotal).toBe(-50_000);
    expect(f.currentPolicyCategoryCredit).toBe(-16_667);
    // incl. VAT mirrors the positive: 16 667 × 1,25 = 20 833,75 → 20 834, so −20 834.
    expect(f.currentPolicyCategoryCreditIncVat).toBe(-20_834);
    expect(f.creditReachedPercentage).toBe(0);
    // 31 March: 2 months → 66 666 − 50 000 = 16 666; floor(16 666 × 100 / 800 000) = floor(2,08) = 2 %.
    expect(credit('2025-03-31', { corrections }).currentPolicyCategoryCredit).toBe(16_666);
    expect(credit('2025-03-31', { corrections }).creditReachedPercentage).toBe(2);
  });

  it('stay after the credit is full and do not move its dates', () => {
    const corrections = [{ date: '2025-02-15', amount: -50_000 }];
    // 24 months: 800 000 − 50 000 = 750 000; floor(750 000 × 100 / 800 000) = 93 %.
    const f = credit('2027-01-31', { corrections });
    expect(f.currentPolicyCategoryCredit).toBe(750_000);
    expect(f.creditReachedPercentage).toBe(93);
    expect(f.creditLimitFullyReachedDate).toBe('2027-01-31');
  });

  it('may lift the credit above the limit; the percentage stops at 100', () => {
    const f = credit('2027-01-31', { corrections: [{ date: '2027-01-31', amount: 10_000 }] });
    expect(f.currentPolicyCategoryCredit).toBe(810_000);
    expect(f.creditReachedPercentage).toBe(100);
  });

  it('count only from the cycle start to the date asked for', () => {
    const corrections = [
      { date: '2025-01-30', amount: -1_000 }, // before the purchase: the old cycle's
      { date: '2025-01-31', amount: 200 }, // on the purchase day: this cycle's
      { date: '2025-02-28', amount: 300 }, // on the day asked for: counts
      { date: '2025-03-01', amount: 5_000 }, // after it: not yet
    ];
    // 33 333 + 200 + 300 = 33 833.
    const f = credit('2025-02-28', { corrections });
    expect(f.correctionsTotal).toBe(500);
    expect(f.currentPolicyCategoryCredit).toBe(33_833);
  });
});

describe('environmental bonus', () => {
  it('builds up over its period once the credit is full', () => {
    // Full on 31 January 2027 (24 months); the bonus is full 12 months later, 31 January 2028.
    const atFull = credit('2027-01-31');
    expect(atFull.environmentalBonusAccrued).toBe(0);
    expect(atFull.envBonusLimitReachDate).toBe('2028-01-31');
    // 31 July 2027: 30 months, 6 of them with full credit → 100 000 × 6 / 12 = 50 000.
    const half = credit('2027-07-31');
    expect(half.environmentalBonusAccrued).toBe(50_000);
    expect(half.environmentalBonusAccruedIncVat).toBe(62_500);
    expect(half.creditWithBonus).toBe(850_000);
    expect(half.creditWithBonusIncVat).toBe(1_062_500);
    // 30 August 2027: 30 months still (the 31st is the anniversary day), 31 August: 7 → floor(100 000 × 7/12) = 58 333.
    expect(credit('2027-08-30').environmentalBonusAccrued).toBe(50_000);
    expect(credit('2027-08-31').environmentalBonusAccrued).toBe(58_333);
    // 29 February 2028: 37 months, 13 with full credit → capped at 100 000.
    expect(credit('2028-02-29').environmentalBonusAccrued).toBe(100_000);
  });

  it('gives the maximum including the bonus', () => {
    const f = credit('2025-02-28');
    // 800 000 + 100 000 = 900 000; incl. VAT 1 125 000.
    expect(f.companyCoversWithEnvBonus).toBe(900_000);
    expect(f.companyCoversWithEnvBonusIncVat).toBe(1_125_000);
    expect(f.companyCoversIncVat).toBe(1_000_000);
  });

  it('with a bonus period of 0, gives the whole bonus the day the credit is full', () => {
    const rules = { ...MOBILE, fullCoverage: 1, envBonusTimePeriod: 0 };
    expect(credit('2025-02-27', { rules }).environmentalBonusAccrued).toBe(0);
    expect(credit('2025-02-28', { rules }).environmentalBonusAccrued).toBe(100_000);
    expect(credit('2025-02-28', { rules }).envBonusLimitReachDate).toBe('2025-02-28');
  });

  it('has no limit date when the category has no bonus', () => {
    const f = credit('2028-01-01', { rules: { ...MOBILE, environmentalBonus: 0 } });
    expect(f.environmentalBonusAccrued).toBe(0);
    expect(f.envBonusLimitReachDate).toBeNull();
    expect(f.companyCoversWithEnvBonus).toBe(800_000);
  });
});

describe('grant full credit on start', () => {
  it('gives full credit from the policy start when nothing was bought yet', () => {
    const cycle = creditCycleOf({
      lastPurchaseDate: null,
      memberSince: '2025-03-10',
      grantFullCreditOnStart: true,
      companyCovers: MOBILE.companyCovers,
    });
    expect(cycle).toEqual({ start: '2025-03-10', startAmount: 800_000 });
    const f = credit('2025-03-10', { cycle, lastPurchaseDate: null });
    expect(f.currentPolicyCategoryCredit).toBe(800_000);
    expect(f.creditReachedPercentage).toBe(100);
    expect(f.creditLimitFullyReachedDate).toBe('2025-03-10');
    // The bonus runs from that day: 10 September is 6 months → 50 000; full on 10 March 2026.
    expect(credit('2025-09-10', { cycle, lastPurchaseDate: null }).environmentalBonusAccrued).toBe(50_000);
    expect(f.envBonusLimitReachDate).toBe('2026-03-10');
  });

  it('starts at 0 on the policy start without it, and a purchase always starts at 0', () => {
    expect(
      creditCycleOf({
        lastPurchaseDate: null,
        memberSince: '2025-03-10',
        grantFullCreditOnStart: false,
        companyCovers: 800_000,
      }),
    ).toEqual({ start: '2025-03-10', startAmount: 0 });
    expect(
      creditCycleOf({
        lastPurchaseDate: '2024-11-30',
        memberSince: '2025-03-10',
        grantFullCreditOnStart: true,
        companyCovers: 800_000,
      }),
    ).toEqual({ start: '2024-11-30', startAmount: 0 });
  });
});

describe('a credit moved from another policy', () => {
  it('grows from the moved amount and is full sooner', () => {
    const cycle = { start: '2025-06-15', startAmount: 300_000 };
    // 1 month: 300 000 + floor(800 000 / 24) = 333 333.
    expect(credit('2025-07-15', { cycle, lastPurchaseDate: '2024-01-10' }).currentPolicyCategoryCredit).toBe(
      333_333,
    );
    // Full when 300 000 + floor(800 000 × k / 24) ≥ 800 000: k = ceil(500 000 × 24 / 800 000) = 15 → 15 September 2026.
    const f = credit('2026-09-15', { cycle, lastPurchaseDate: '2024-01-10' });
    expect(f.creditLimitFullyReachedDate).toBe('2026-09-15');
    expect(f.currentPolicyCategoryCredit).toBe(800_000);
    // 14 months: 300 000 + floor(800 000 × 14 / 24) = 300 000 + 466 666 = 766 666.
    expect(credit('2026-08-15', { cycle }).currentPolicyCategoryCredit).toBe(766_666);
    // Eligibility still counts from the last purchase: 10 January 2024 + 24 months.
    expect(f.newDeviceEligibilityStartDate).toBe('2026-01-10');
  });
});

describe('rules outside the bounds', () => {
  it('are refused rather than computed', () => {
    for (const bad of [
      { fullCoverage: 0 },
      { fullCoverage: 121 },
      { fullCoverage: 1.5 },
      { timePeriod: -1 },
      { timePeriod: 121 },
      { envBonusTimePeriod: 121 },
      { companyCovers: -1 },
      { companyCovers: 10.5 },
      { environmentalBonus: -100 },
    ])
      expect(() => credit('2025-03-01', { rules: { ...MOBILE, ...bad } }), JSON.stringify(bad)).toThrow(
        RangeError,
      );
    expect(() => credit('2025-03-01', { cycle: { start: '2025-01-31', startAmount: 800_001 } })).toThrow(
      RangeError,
    );
    expect(() => credit('2025-02-30')).toThrow(RangeError);
    expect(() => credit('2025-03-01', { corrections: [{ date: '2025-02-01', amount: 0.5 }] })).toThrow(
      RangeError,
    );
  });

  it('accept the edges of the bounds', () => {
    const rules = { ...MOBILE, timePeriod: 120, fullCoverage: 120, envBonusTimePeriod: 120 };
    // 31 January 2025 + 120 months = 31 January 2035.
    expect(credit('2035-01-31', { rules }).currentPolicyCategoryCredit).toBe(800_000);
    expect(credit('2035-01-31', { rules }).newDeviceEligibilityStartDate).toBe('2035-01-31');
    expect(credit('2035-01-31', { rules }).envBonusLimitReachDate).toBe('2045-01-31');
  });
});
