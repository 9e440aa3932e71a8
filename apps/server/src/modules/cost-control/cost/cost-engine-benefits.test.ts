import { describe, expect, it } from 'vitest';
import { AFTER_DUE, CATALOGUE, G, month, rules, use } from './cost-engine.fixtures.ts';
import { computeMonths, computePersonMonths } from './cost-months.ts';

/** The taxable benefits (issue 32 §2): EK per person and month, content above NOK 1 000 in tax mode. */

const EK = rules({ settings: { ekBenefit: true } });
const fee = (period: string, ore: number) =>
  month({ period, usage: [use(G.subscription, 'Abonnement', ore)] });
const ekOf = (months: { totals: { ekBenefitOre: number } }[]) => months.map((m) => m.totals.ekBenefitOre);

describe('cost engine: EK benefit', () => {
  it('is 366 kr a month across a year boundary, and deductions do not reduce it', () => {
    const notCovered = rules({
      settings: { ekBenefit: true },
      categoryGroups: [
        { categoryGroupID: G.subscription, covers: false, limited: false, limitOre: 0, report: false },
      ],
    });
    const months = ['2025-11', '2025-12', '2026-01'].map((p) => fee(p, 39_900));
    const r = computeMonths(CATALOGUE, notCovered, months, AFTER_DUE);
    // The whole fee of 399 kr is deducted each month; the benefit stays 366 kr: 3 × 366 = 1 098 kr.
    expect(r.map((m) => m.totals.deductedOre)).toEqual([39_900, 39_900, 39_900]);
    expect(ekOf(r)).toEqual([36_600, 36_600, 36_600]);
  });

  it('counts a person with a phone and a data SIM once a month, on the first subscription', () => {
    const months = ['2025-12', '2026-01'];
    const [phone, sim] = computePersonMonths(
      CATALOGUE,
      [
        { rules: EK, months: months.map((p) => fee(p, 39_900)) },
        { rules: EK, months: months.map((p) => fee(p, 9_900)) },
      ],
      AFTER_DUE,
    );
    expect(ekOf(phone!)).toEqual([36_600, 36_600]);
    expect(ekOf(sim!)).toEqual([0, 0]);
  });

  it('counts a month the person joined in the middle of as a whole month', () => {
    // Joined 17 March: the fee is 14/31 of 399 kr = 180,19 kr, the benefit the whole 366 kr.
    const r = computeMonths(CATALOGUE, EK, [fee('2026-03', 18_019), fee('2026-04', 39_900)], AFTER_DUE);
    expect(ekOf(r)).toEqual([36_600, 36_600]);
  });

  it('counts only subscriptions of profiles that say so: a work-only phone has none', () => {
    const [work, privateUse] = computePersonMonths(
      CATALOGUE,
      [
        { rules: rules(), months: [fee('2026-02', 39_900)] },
        { rules: EK, months: [fee('2026-02', 9_900)] },
      ],
      AFTER_DUE,
    );
    expect(ekOf(work!)).toEqual([0]);
    expect(ekOf(privateUse!)).toEqual([36_600]);
  });

  it('follows the rules each month kept: a closed month under the old setting keeps none', () => {
    const [sub] = computePersonMonths(
      CATALOGUE,
      [
        {
          rules: EK,
          monthRules: new Map([['2025-12', rules()]]),
          months: [fee('2025-12', 100), fee('2026-01', 100)],
        },
      ],
      AFTER_DUE,
    );
    expect(ekOf(sub!)).toEqual([0, 36_600]);
  });
});

describe('cost engine: content above NOK 1 000 as a taxable benefit', () => {
  const months = ['2025-11', '2025-12', '2026-01'].map((period) =>
    month({
      period,
      contentServices: [
        { description: 'Innholdstjeneste: Vy billett', amountOre: 60_000, deductStatus: 'approved' },
      ],
    }),
  );

  it('is the part above the threshold in tax mode, not deducted; the year starts again in January', () => {
    // 600 + 600 = 1 200 kr covered by December: 200 kr above; January starts from 0 with 600 kr.
    const tax = computeMonths(CATALOGUE, rules({ settings: { smsPaymentMode: 'tax' } }), months, AFTER_DUE);
    expect(tax.map((m) => m.totals.contentBenefitOre)).toEqual([0, 20_000, 0]);
    expect(tax.map((m) => m.totals.contentDeductedOre)).toEqual([0, 0, 0]);
  });

  it('is no benefit in deduct mode, where the same 200 kr is deducted', () => {
    const deduct = computeMonths(CATALOGUE, rules(), months, AFTER_DUE);
    expect(deduct.map((m) => m.totals.contentBenefitOre)).toEqual([0, 0, 0]);
    expect(deduct.map((m) => m.totals.contentDeductedOre)).toEqual([0, 20_000, 0]);
  });
});

describe('cost engine: the benefits of one person across a year boundary', () => {
  const TAX = rules({ settings: { ekBenefit: true, smsPaymentMode: 'tax' } });
  const withContent = (period: string, feeOre: number, contentOre: number) =>
    month({
      period,
      usage: [use(G.subscription, 'Abonnement', feeOre)],
      contentServices: contentOre
        ? [{ description: 'Innholdstjeneste: Parkering', amountOre: contentOre, deductStatus: 'approved' }]
        : [],
    });

  it('a phone and a data SIM joined on 20 December: EK once a month, the threshold per person, reset in January', () => {
    // Phone: 399 kr a month from November 2025; content 700 kr in November, 600 kr in January 2026.
    // Data SIM: joined 20.12.2025, the fee for 12 of 31 days (99 × 12 / 31 = 38,32 kr), content 500 kr in December;
    // January 99 kr and content 600 kr.
    // EK: 366 kr in November, December and January, on the phone only (the SIM's begun December adds nothing).
    // Content, 2025: 700 + 500 = 1 200 kr covered, 200 kr above the NOK 1 000, a benefit in December on the SIM.
    // Content, 2026 from 0: 600 (phone) + 600 (SIM) = 1 200 kr, 200 kr above, in January on the SIM.
    // So 2025: EK 2 × 366 = 732 kr, content 200 kr; 2026 (January): EK 366 kr, content 200 kr.
    const [phone, sim] = computePersonMonths(
      CATALOGUE,
      [
        {
          rules: TAX,
          months: [
            withContent('2025-11', 39_900, 70_000),
            withContent('2025-12', 39_900, 0),
            withContent('2026-01', 39_900, 60_000),
          ],
        },
        {
          rules: TAX,
          months: [withContent('2025-12', 3_832, 50_000), withContent('2026-01', 9_900, 60_000)],
        },
      ],
      AFTER_DUE,
    );
    expect(ekOf(phone!)).toEqual([36_600, 36_600, 36_600]);
    expect(ekOf(sim!)).toEqual([0, 0]);
    expect(phone!.map((m) => m.totals.contentBenefitOre)).toEqual([0, 0, 0]);
    expect(sim!.map((m) => m.totals.contentBenefitOre)).toEqual([20_000, 20_000]);
    // Tax mode: the part above the threshold is a benefit, never a deduction.
    expect([...phone!, ...sim!].map((m) => m.totals.contentDeductedOre)).toEqual([0, 0, 0, 0, 0]);
    const sumOf = (year: string, key: 'ekBenefitOre' | 'contentBenefitOre') =>
      [...phone!, ...sim!].filter((m) => m.period.startsWith(year)).reduce((a, m) => a + m.totals[key], 0);
    expect([sumOf('2025', 'ekBenefitOre'), sumOf('2025', 'contentBenefitOre')]).toEqual([73_200, 20_000]);
    expect([sumOf('2026', 'ekBenefitOre'), sumOf('2026', 'contentBenefitOre')]).toEqual([36_600, 20_000]);
  });

  it('a person whose only subscription began on 20 December: a whole month in December, again in January', () => {
    // 12 of 31 days of 399 kr = 154,45 kr in December; the benefit is 366 kr for each begun month.
    const r = computeMonths(
      CATALOGUE,
      TAX,
      [withContent('2025-12', 15_445, 0), fee('2026-01', 39_900)],
      AFTER_DUE,
    );
    expect(ekOf(r)).toEqual([36_600, 36_600]);
  });
});
