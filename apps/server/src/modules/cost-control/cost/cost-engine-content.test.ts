import { describe, expect, it } from 'vitest';
import { AFTER_DUE, CATALOGUE, cg, G, month, rule, rules, use } from './cost-engine.fixtures.ts';
import { computeMonth } from './cost-engine.ts';
import { computeMonths, computePersonMonths } from './cost-months.ts';

describe('cost engine: deduct filters', () => {
  it('exempts descriptions starting with a filter, in that category group only, ignoring case', () => {
    const r = computeMonth(
      CATALOGUE,
      rules({
        categoryGroups: [rule(G.other, { covers: false }), rule(G.calls, { covers: false })],
        deductFilters: [{ categoryGroupID: G.other, descriptionMatch: 'nummeropplysning' }],
      }),
      month({
        usage: [
          use(G.other, 'Nummeropplysning 1881', 2_990),
          use(G.other, 'Annet gebyr', 1_000),
          use(G.calls, 'Nummeropplysning via samtale', 700),
        ],
      }),
      AFTER_DUE,
    );
    expect(cg(r, G.other)).toMatchObject({ usedOre: 3_990, exemptOre: 2_990, deductedOre: 1_000 });
    expect(cg(r, G.calls).deductedOre).toBe(700);
  });

  it('keeps exempt usage out of the limit and out of the private deduction', () => {
    const r = computeMonth(
      CATALOGUE,
      rules({
        categoryGroups: [rule(G.calls, { limited: true, limitOre: 10_000, report: true })],
        deductFilters: [{ categoryGroupID: G.calls, descriptionMatch: 'Samtaler til 113' }],
      }),
      month({
        usage: [use(G.calls, 'Samtaler til 113', 50_000), use(G.calls, 'Samtaler innland', 15_000)],
        reports: [
          { categoryGroupId: G.calls, description: 'Samtaler til 113', usageType: 'private' },
          { categoryGroupId: G.calls, description: 'Samtaler innland', usageType: 'work' },
        ],
      }),
      AFTER_DUE,
    );
    // Only 150 kr count against the 100 kr limit; the exempt calls are never deducted, though reported private.
    expect(cg(r, G.calls)).toMatchObject({ deductedOre: 5_000, privateOre: 50_000, exemptOre: 50_000 });
  });
});

describe('cost engine: content services', () => {
  const content = [
    { description: 'Innholdstjeneste: Parkering Oslo', amountOre: 4_500, deductStatus: 'approved' as const },
    { description: 'Innholdstjeneste: Vy billett', amountOre: 25_900, deductStatus: 'rejected' as const },
    { description: 'Innholdstjeneste: EasyPark', amountOre: 3_100, deductStatus: 'work' as const },
  ];

  it('covers approved, deducts rejected, and covers pending while it waits (counted as pending)', () => {
    const r = computeMonth(CATALOGUE, rules(), month({ contentServices: content }), AFTER_DUE);
    expect(cg(r, G.content)).toMatchObject({ usedOre: 33_500, deductedOre: 25_900, coveredOre: 7_600 });
    expect(r.totals).toMatchObject({ contentDeductedOre: 25_900, contentPendingOre: 3_100 });
  });

  it('deducts approved content too when the profile does not cover content at all', () => {
    const r = computeMonth(
      CATALOGUE,
      rules({ categoryGroups: [rule(G.content, { covers: false })] }),
      month({ contentServices: content }),
      AFTER_DUE,
    );
    expect(cg(r, G.content).deductedOre).toBe(33_500);
  });

  it('deducts covered content above NOK 1 000 a year in deduct mode, and only flags it in tax mode', () => {
    const months = ['2026-01', '2026-02', '2026-03'].map((period) =>
      month({
        period,
        contentServices: [
          { description: 'Innholdstjeneste: Vy billett', amountOre: 45_000, deductStatus: 'approved' },
        ],
      }),
    );
    const deduct = computeMonths(CATALOGUE, rules(), months, AFTER_DUE);
    expect(deduct.map((m) => m.totals.contentDeductedOre)).toEqual([0, 0, 35_000]);
    expect(deduct.map((m) => m.totals.contentOverThresholdOre)).toEqual([0, 0, 35_000]);
    const tax = computeMonths(CATALOGUE, rules({ settings: { smsPaymentMode: 'tax' } }), months, AFTER_DUE);
    expect(tax.map((m) => m.totals.contentDeductedOre)).toEqual([0, 0, 0]);
    expect(tax.map((m) => m.totals.contentOverThresholdOre)).toEqual([0, 0, 35_000]);
    // A new year starts from nothing.
    const nextYear = computeMonths(
      CATALOGUE,
      rules(),
      [...months, { ...months[0]!, period: '2027-01' }],
      AFTER_DUE,
    );
    expect(nextYear.at(-1)!.totals.contentDeductedOre).toBe(0);
  });

  it('after the threshold deducts the whole covered content of later months', () => {
    const r = computeMonths(
      CATALOGUE,
      rules(),
      ['2026-05', '2026-06'].map((period) =>
        month({
          period,
          contentServices: [
            { description: 'Innholdstjeneste: Vy billett', amountOre: 120_000, deductStatus: 'approved' },
          ],
        }),
      ),
      AFTER_DUE,
    );
    expect(r.map((m) => m.totals.contentDeductedOre)).toEqual([20_000, 120_000]);
  });

  it('counts the NOK 1 000 threshold per person over all their subscriptions (700 + 500 kr → 200 kr)', () => {
    // One person, a phone and a data SIM, both in deduct mode. Approved content: 700 kr on the phone in March,
    // 500 kr on the data SIM in May. Covered that year: 700 + 500 = 1 200 kr; above 1 000 kr: 200 kr, deducted in May
    // on the data SIM (each subscription alone stays below the threshold and would deduct nothing).
    const approved = (period: string, amountOre: number) =>
      month({
        period,
        contentServices: [
          { description: 'Innholdstjeneste: Vy billett', amountOre, deductStatus: 'approved' },
        ],
      });
    const [phone, dataSim] = computePersonMonths(
      CATALOGUE,
      [
        { rules: rules(), months: [approved('2026-03', 70_000)] },
        { rules: rules(), months: [approved('2026-05', 50_000)] },
      ],
      AFTER_DUE,
    );
    expect(phone!.map((m) => m.totals.contentDeductedOre)).toEqual([0]);
    expect(dataSim!.map((m) => m.totals)).toMatchObject([
      { contentDeductedOre: 20_000, contentOverThresholdOre: 20_000, deductedOre: 20_000 },
    ]);
    // Alone, the data SIM's 500 kr is below the threshold.
    expect(
      computeMonths(CATALOGUE, rules(), [approved('2026-05', 50_000)], AFTER_DUE)[0]!.totals,
    ).toMatchObject({
      contentDeductedOre: 0,
    });
  });
});

describe('cost engine: credit lines', () => {
  it('lowers the month by a credit line: a batch of 100 kr and −30 kr is 70 kr', () => {
    // Not covered: the whole usage is deducted, 100,00 − 30,00 = 70,00 kr.
    const r = computeMonth(
      CATALOGUE,
      rules({ categoryGroups: [rule(G.other, { covers: false })] }),
      month({ usage: [use(G.other, 'Annet gebyr', 10_000), use(G.other, 'Annet gebyr kreditert', -3_000)] }),
      AFTER_DUE,
    );
    expect(cg(r, G.other)).toMatchObject({ usedOre: 7_000, deductedOre: 7_000, coveredOre: 0 });
    expect(r.totals).toMatchObject({ usedOre: 7_000, deductedOre: 7_000 });
  });

  it('never deducts below 0 or more than the usage when credits exceed the charges', () => {
    // 20 kr charged, 50 kr credited: usage −30 kr; nothing is deducted, the company's cost is −30 kr.
    const r = computeMonth(
      CATALOGUE,
      rules({ categoryGroups: [rule(G.other, { covers: false })] }),
      month({ usage: [use(G.other, 'Annet gebyr', 2_000), use(G.other, 'Kreditnota', -5_000)] }),
      AFTER_DUE,
    );
    expect(cg(r, G.other)).toMatchObject({ usedOre: -3_000, deductedOre: 0, coveredOre: -3_000 });
    // A limit of 50 kr on 100 kr calls and a −30 kr credit: usage 70 kr, excess 20 kr.
    const limited = computeMonth(
      CATALOGUE,
      rules({ categoryGroups: [rule(G.calls, { limited: true, limitOre: 5_000 })] }),
      month({
        usage: [use(G.calls, 'Samtaler innland', 10_000), use(G.calls, 'Kreditnota samtaler', -3_000)],
      }),
      AFTER_DUE,
    );
    expect(cg(limited, G.calls)).toMatchObject({ usedOre: 7_000, deductedOre: 2_000, coveredOre: 5_000 });
  });
});

describe('cost engine: a decision made late (issue 28 §4)', () => {
  const parking = { description: 'Innholdstjeneste: Parkering Oslo', amountOre: 12_000 };
  const late = (statusBefore: 'work' | 'approved' | 'rejected', statusAfter: 'approved' | 'rejected') => ({
    ...parking,
    statusBefore,
    statusAfter,
  });
  const calls = use(G.calls, 'Samtaler innland', 30_000);

  it('books a late rejection of a covered item as a deduction of its amount, without usage', () => {
    const r = computeMonth(
      CATALOGUE,
      rules(),
      month({ usage: [calls], lateDecisions: [late('work', 'rejected')] }),
      AFTER_DUE,
    );
    expect(cg(r, G.content)).toMatchObject({ usedOre: 0, deductedOre: 12_000, coveredOre: -12_000 });
    expect(r.totals).toMatchObject({ usedOre: 30_000, deductedOre: 12_000, contentDeductedOre: 12_000 });
  });

  it('gives a late approval of a rejected item back (money owed to the employee)', () => {
    const r = computeMonth(
      CATALOGUE,
      rules(),
      month({ lateDecisions: [late('rejected', 'approved')] }),
      AFTER_DUE,
    );
    expect(cg(r, G.content)).toMatchObject({ usedOre: 0, deductedOre: -12_000, coveredOre: 12_000 });
  });

  it('moves nothing when the rules deduct the item anyway, or between two covered statuses', () => {
    const notCovered = rules({ categoryGroups: [rule(G.content, { covers: false })] });
    const r = computeMonth(
      CATALOGUE,
      notCovered,
      month({ lateDecisions: [late('work', 'rejected')] }),
      AFTER_DUE,
    );
    expect(cg(r, G.content).deductedOre).toBe(0);
    const both = computeMonth(
      CATALOGUE,
      rules(),
      month({ lateDecisions: [late('work', 'approved')] }),
      AFTER_DUE,
    );
    expect(cg(both, G.content).deductedOre).toBe(0);
  });

  it('within a limit, moves what the limit did not already deduct: 120 kr item, 50 kr limit → 50 kr', () => {
    const limited = rules({ categoryGroups: [rule(G.content, { limited: true, limitOre: 5_000 })] });
    const r = computeMonth(
      CATALOGUE,
      limited,
      month({ lateDecisions: [late('approved', 'rejected')] }),
      AFTER_DUE,
    );
    expect(cg(r, G.content).deductedOre).toBe(5_000);
  });

  it('books a late rejection of a split as the work it reclassifies: 300 kr reported work → 300 kr deducted', () => {
    const reporting = rules({ categoryGroups: [rule(G.calls, { report: true })] });
    const split = {
      kind: 'aggregateSplit' as const,
      period: '2026-09',
      usage: [use(G.calls, 'Samtaler innland', 30_000), use(G.calls, 'Samtaler til Sverige', 8_000)],
      reports: [
        { categoryGroupId: G.calls, description: 'Samtaler innland', usageType: 'work' as const },
        { categoryGroupId: G.calls, description: 'Samtaler til Sverige', usageType: 'private' as const },
      ],
    };
    const rejected = computeMonth(
      CATALOGUE,
      reporting,
      month({ lateDecisions: [{ ...split, statusBefore: 'work', statusAfter: 'rejected' }] }),
      AFTER_DUE,
    );
    // The 80 kr private was deducted in its own month already; only the 300 kr of work moves, as money, not usage.
    expect(cg(rejected, G.calls)).toMatchObject({ usedOre: 0, deductedOre: 30_000, coveredOre: -30_000 });
    const approved = computeMonth(
      CATALOGUE,
      reporting,
      month({ lateDecisions: [{ ...split, statusBefore: 'rejected', statusAfter: 'approved' }] }),
      AFTER_DUE,
    );
    expect(cg(approved, G.calls).deductedOre).toBe(-30_000);
  });
});
