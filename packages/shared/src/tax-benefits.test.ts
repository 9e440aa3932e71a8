import { describe, expect, it } from 'vitest';
import {
  buyOutBenefitIncVat,
  buyOutTaxValue,
  ekBenefitOfMonth,
  ekBenefitRate,
  usedEquipmentTaxValueIncVat,
} from './tax-benefits.ts';

describe('EK benefit figures', () => {
  it('is 4 392 kr a year and 366 kr a month, by hand: 4 392 / 12 = 366', () => {
    expect(ekBenefitRate(2026)).toEqual({ year: 2014, yearlyOre: 439_200, monthlyOre: 36_600 });
    expect(ekBenefitRate(2026).monthlyOre * 12).toBe(ekBenefitRate(2026).yearlyOre);
  });

  it('uses the last known year for a year without figures, on both sides of a year boundary', () => {
    expect(ekBenefitOfMonth('2025-12')).toBe(36_600);
    expect(ekBenefitOfMonth('2026-01')).toBe(36_600);
    expect(ekBenefitOfMonth('2031-06')).toBe(36_600);
    expect(ekBenefitOfMonth('2010-03')).toBe(36_600);
  });

  it('takes each year’s own figures when they change at a year boundary', () => {
    // A table where 2026 has new figures (4 800 kr a year, 400 kr a month): December 2025 still uses 2014's row.
    const rates = [
      { year: 2014, yearlyOre: 439_200, monthlyOre: 36_600 },
      { year: 2026, yearlyOre: 480_000, monthlyOre: 40_000 },
    ];
    expect(ekBenefitOfMonth('2025-12', rates)).toBe(36_600);
    expect(ekBenefitOfMonth('2026-01', rates)).toBe(40_000);
    // Twelve months make each year's yearly figure: 12 × 366 = 4 392 kr in 2025, 12 × 400 = 4 800 kr in 2026.
    const yearOf = (year: number) =>
      Array.from({ length: 12 }, (_, i) =>
        ekBenefitOfMonth(`${year}-${String(i + 1).padStart(2, '0')}`, rates),
      ).reduce((a, b) => a + b, 0);
    expect(yearOf(2025)).toBe(ekBenefitRate(2025, rates).yearlyOre);
    expect(yearOf(2025)).toBe(439_200);
    expect(yearOf(2026)).toBe(480_000);
  });
});

describe('used equipment tax value (takseringsregler § 1-2-16)', () => {
  // Cost price 8 000,00 kr excl. VAT = 10 000,00 kr incl. VAT.
  it('is 80 % of the cost incl. VAT under one year, 50 % to two, 20 % to three, then 500 kr', () => {
    expect(usedEquipmentTaxValueIncVat(800_000, 0)).toBe(800_000);
    expect(usedEquipmentTaxValueIncVat(800_000, 11)).toBe(800_000);
    expect(usedEquipmentTaxValueIncVat(800_000, 12)).toBe(500_000);
    expect(usedEquipmentTaxValueIncVat(800_000, 23)).toBe(500_000);
    expect(usedEquipmentTaxValueIncVat(800_000, 24)).toBe(200_000);
    expect(usedEquipmentTaxValueIncVat(800_000, 35)).toBe(200_000);
    expect(usedEquipmentTaxValueIncVat(800_000, 36)).toBe(50_000);
  });

  it('rounds half up to the øre: 1 234,57 kr excl. VAT is 1 543,21 incl., 80 % is 1 234,568 → 1 234,57', () => {
    expect(usedEquipmentTaxValueIncVat(123_457, 3)).toBe(123_457);
  });

  it('taxes a buy-out below the value by the difference incl. VAT, and nothing above it', () => {
    // 14 months old, cost 8 000 kr: value 5 000 kr; a 25 % buy-out is 2 000 kr excl. = 2 500 kr incl. → 2 500 kr.
    expect(buyOutBenefitIncVat(800_000, 14, 200_000)).toBe(250_000);
    // 40 months old, bought out for 0 kr: the fixed 500 kr.
    expect(buyOutBenefitIncVat(800_000, 40, 0)).toBe(50_000);
    // Bought out at 75 % under a year (6 000 excl. = 7 500 incl.) against 8 000 kr: 500 kr.
    expect(buyOutBenefitIncVat(800_000, 5, 600_000)).toBe(50_000);
    // Paying more than the value: no benefit.
    expect(buyOutBenefitIncVat(800_000, 30, 200_000)).toBe(0);
  });
});

describe('buy-out tax value of a device', () => {
  it('ages the device in whole months to the buy-out day, across a year boundary', () => {
    // Bought 15.01.2025 for 8 000 kr excl.; bought out 14.01.2026 (11 months) and 15.01.2026 (12 months) for 2 000 kr.
    const phone = { classId: 1, costPrice: 800_000, purchaseDate: '2025-01-15', priceExVat: 200_000 };
    expect(buyOutTaxValue({ ...phone, asOf: '2026-01-14' })).toEqual({
      ageMonths: 11,
      taxValueIncVat: 800_000,
      benefitIncVat: 550_000,
    });
    expect(buyOutTaxValue({ ...phone, asOf: '2026-01-15' })).toEqual({
      ageMonths: 12,
      taxValueIncVat: 500_000,
      benefitIncVat: 250_000,
    });
  });

  it('values phones, tablets and computers only, and needs a cost price', () => {
    const d = { costPrice: 800_000, purchaseDate: '2025-01-15', asOf: '2026-02-01', priceExVat: 0 };
    expect(buyOutTaxValue({ ...d, classId: 3 })?.benefitIncVat).toBe(500_000);
    expect(buyOutTaxValue({ ...d, classId: 4 })).toBeNull();
    expect(buyOutTaxValue({ ...d, classId: 1, costPrice: null })).toBeNull();
  });
});
