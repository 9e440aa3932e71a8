import { describe, expect, it } from 'vitest';
import { buyOutPriceOf, buyOutQuote, buyOutTierForAge } from './buy-out.ts';
import { policyCategoryFigures } from './policy-category-figures.ts';
import { type BuyOutTiers, DEFAULT_STANDARD_BUY_OUT_TIERS, effectiveBuyOutTiers } from './policy-rules.ts';

const STANDARD = DEFAULT_STANDARD_BUY_OUT_TIERS; // 75 %, 50 %, 25 %, 0 %
const CUSTOM: BuyOutTiers = {
  buyOutT12: { type: 'amount', amount: 500_000 },
  buyOut12T24: { type: 'percent', percent: 40 },
  buyOut24T36: { type: 'amount', amount: 100_000 },
  buyOut36P: { type: 'percent', percent: 0 },
};

function quote(purchaseDate: string, asOf: string, costPrice = 1_000_000, tiers = STANDARD) {
  return buyOutQuote({ costPrice, purchaseDate, asOf, mode: 'standard', tiers });
}

describe('buy-out tier by age', () => {
  it('has four tiers: under 12, 12–24, 24–36, 36 and more months', () => {
    expect([0, 11, 12, 23, 24, 35, 36, 120].map(buyOutTierForAge)).toEqual([
      'buyOutT12',
      'buyOutT12',
      'buyOut12T24',
      'buyOut12T24',
      'buyOut24T36',
      'buyOut24T36',
      'buyOut36P',
      'buyOut36P',
    ]);
    expect(() => buyOutTierForAge(-1)).toThrow(RangeError);
  });

  it('moves to the next tier on the anniversary day, for a device bought 31 January', () => {
    // Cost 10 000 kr. 30 January 2026: 11 months → 75 % = 7 500 kr. 31 January 2026: 12 months → 50 % = 5 000 kr.
    const before = quote('2025-01-31', '2026-01-30');
    expect([before.ageMonths, before.tier, before.price]).toEqual([11, 'buyOutT12', 750_000]);
    const on = quote('2025-01-31', '2026-01-31');
    expect([on.ageMonths, on.tier, on.price]).toEqual([12, 'buyOut12T24', 500_000]);
    // 31 January 2028: 36 months → 0 %.
    expect(quote('2025-01-31', '2028-01-30').tier).toBe('buyOut24T36');
    expect(quote('2025-01-31', '2028-01-31').price).toBe(0);
  });

  it('for a device bought 29 February, is 12 months old on 28 February', () => {
    expect(quote('2024-02-29', '2025-02-27').tier).toBe('buyOutT12');
    expect(quote('2024-02-29', '2025-02-28').tier).toBe('buyOut12T24');
    // Bought 28 February 2023: 12 months on 28 February 2024, the day before the leap day.
    expect(quote('2023-02-28', '2024-02-27').tier).toBe('buyOutT12');
    expect(quote('2023-02-28', '2024-02-28').tier).toBe('buyOut12T24');
  });

  it('refuses a date before the purchase', () => {
    expect(() => quote('2025-01-31', '2025-01-30')).toThrow(RangeError);
  });
});

describe('buy-out price', () => {
  it('charges a percent of the cost price, half-up to the øre', () => {
    // 999 × 12,5 % = 124,875 → 125.
    expect(buyOutPriceOf(999, { type: 'percent', percent: 12.5 })).toBe(125);
    // 3 × 50 % = 1,5 → 2; 1 × 50 % = 0,5 → 1.
    expect(buyOutPriceOf(3, { type: 'percent', percent: 50 })).toBe(2);
    expect(buyOutPriceOf(1, { type: 'percent', percent: 50 })).toBe(1);
    // 1 234 567 × 33,33 % = 411 481,18 → 411 481.
    expect(buyOutPriceOf(1_234_567, { type: 'percent', percent: 33.33 })).toBe(411_481);
    expect(buyOutPriceOf(1_234_567, { type: 'percent', percent: 100 })).toBe(1_234_567);
    expect(buyOutPriceOf(1_234_567, { type: 'percent', percent: 0 })).toBe(0);
  });

  it('charges an amount, never more than the cost price', () => {
    expect(buyOutPriceOf(1_000_000, { type: 'amount', amount: 150_000 })).toBe(150_000);
    expect(buyOutPriceOf(1_000_000, { type: 'amount', amount: 1_200_000 })).toBe(1_000_000);
    const capped = buyOutQuote({
      costPrice: 400_000,
      purchaseDate: '2025-03-15',
      asOf: '2025-04-15',
      mode: 'custom',
      tiers: CUSTOM,
    });
    // Tier under 12: 5 000 kr, above the 4 000 kr cost price → 4 000 kr.
    expect([capped.price, capped.cappedAtCostPrice]).toEqual([400_000, true]);
  });

  it('refuses a percent outside 0–100 or with more than two decimals, and a negative amount', () => {
    expect(() => buyOutPriceOf(1000, { type: 'percent', percent: 100.5 })).toThrow(RangeError);
    expect(() => buyOutPriceOf(1000, { type: 'percent', percent: -1 })).toThrow(RangeError);
    expect(() => buyOutPriceOf(1000, { type: 'percent', percent: 12.345 })).toThrow(RangeError);
    expect(() => buyOutPriceOf(1000, { type: 'amount', amount: -1 })).toThrow(RangeError);
    expect(() => buyOutPriceOf(-1, { type: 'amount', amount: 0 })).toThrow(RangeError);
  });
});

describe('standard and custom', () => {
  it('standard uses the account defaults, or 75/50/25/0 % when the account has none', () => {
    expect(effectiveBuyOutTiers('standard', CUSTOM, null)).toBe(DEFAULT_STANDARD_BUY_OUT_TIERS);
    expect(effectiveBuyOutTiers('standard', null, CUSTOM)).toBe(CUSTOM);
    expect(effectiveBuyOutTiers('custom', CUSTOM, STANDARD)).toBe(CUSTOM);
    expect(() => effectiveBuyOutTiers('custom', null, STANDARD)).toThrow(RangeError);
  });
});

describe('buy-out quote as of a date', () => {
  it('gives everything the PDF quote shows: age, tier, rule and price, for a leaving date ahead', () => {
    // A phone of 8 990 kr bought 15 March 2025, priced for 15 June 2026: 15 months → tier 12–24, 40 %:
    // 899 000 × 40 % = 359 600 (3 596 kr); incl. VAT 359 600 × 1,25 = 449 500; cost incl. VAT 1 123 750.
    const q = buyOutQuote({
      costPrice: 899_000,
      purchaseDate: '2025-03-15',
      asOf: '2026-06-15',
      mode: 'custom',
      tiers: CUSTOM,
    });
    expect(q).toEqual({
      asOf: '2026-06-15',
      purchaseDate: '2025-03-15',
      ageMonths: 15,
      tier: 'buyOut12T24',
      mode: 'custom',
      rule: { type: 'percent', percent: 40 },
      costPrice: 899_000,
      costPriceIncVat: 1_123_750,
      price: 359_600,
      priceIncVat: 449_500,
      cappedAtCostPrice: false,
    });
  });
});

describe('the figures of a user policy category', () => {
  const base = {
    rules: {
      companyCovers: 800_000,
      timePeriod: 24,
      fullCoverage: 24,
      environmentalBonus: 0,
      envBonusTimePeriod: 0,
    },
    lastPurchaseDate: '2025-03-15',
    cycle: { start: '2025-03-15', startAmount: 0 },
    corrections: [],
    buyOut: { mode: 'custom' as const, tiers: CUSTOM },
  };

  it('price the current device beside the credit', () => {
    const f = policyCategoryFigures({
      ...base,
      asOf: '2026-06-15',
      currentDevice: { costPrice: 899_000, purchaseDate: '2025-03-15' },
    });
    // 15 months: floor(800 000 × 15 / 24) = 500 000.
    expect(f.currentPolicyCategoryCredit).toBe(500_000);
    expect(f.currentDeviceBuyOut?.price).toBe(359_600);
  });

  it('have no buy-out without a device, or before the device was bought', () => {
    expect(
      policyCategoryFigures({ ...base, asOf: '2026-06-15', currentDevice: null }).currentDeviceBuyOut,
    ).toBeNull();
    const early = policyCategoryFigures({
      ...base,
      asOf: '2025-03-14',
      currentDevice: { costPrice: 899_000, purchaseDate: '2025-03-15' },
    });
    expect(early.currentDeviceBuyOut).toBeNull();
  });
});
