import { describe, expect, it } from 'vitest';
import { createRandom } from '../../seed/random.ts';
import {
  type CategoryGroupInfo,
  type CategoryGroupMonth,
  computeMonth,
  type DraftRules,
  dueDate,
  dueDatePassed,
  type MonthInput,
  NO_RULES,
} from './cost-engine.ts';
import { computeMonths, computePersonMonths, summarizeRange } from './cost-months.ts';
import { allocateProportionally, proportion } from './exact-sums.ts';

const G = { subscription: 1, calls: 2, sms: 3, data: 4, roaming: 5, content: 6, other: 7 } as const;
const CATALOGUE: CategoryGroupInfo[] = [
  { id: G.subscription, key: 'subscription', description: 'Abonnement', groupable: false, reportable: false },
  { id: G.calls, key: 'calls', description: 'Samtaler', groupable: true, reportable: true },
  { id: G.sms, key: 'sms', description: 'SMS/MMS', groupable: true, reportable: true },
  { id: G.data, key: 'data', description: 'Data', groupable: true, reportable: true },
  { id: G.roaming, key: 'roaming', description: 'Roaming', groupable: true, reportable: true },
  { id: G.content, key: 'content', description: 'Innholdstjenester', groupable: false, reportable: true },
  { id: G.other, key: 'other', description: 'Annet', groupable: true, reportable: false },
];

/** Before the due day of October 2026 (15 November) and after it. */
const BEFORE_DUE = new Date('2026-11-10T12:00:00+01:00');
const AFTER_DUE = new Date('2026-11-20T12:00:00+01:00');

function rules(
  partial: Partial<Omit<DraftRules, 'settings'>> & { settings?: Partial<DraftRules['settings']> } = {},
): DraftRules {
  return {
    categoryGroups: partial.categoryGroups ?? [],
    groups: partial.groups ?? [],
    deductFilters: partial.deductFilters ?? [],
    settings: {
      defaultReportMode: 'private',
      reportingEnabled: true,
      dueDateDay: 15,
      smsPaymentMode: 'deduct',
      ...partial.settings,
    },
  };
}

const rule = (categoryGroupID: number, r: Partial<DraftRules['categoryGroups'][number]> = {}) => ({
  categoryGroupID,
  covers: true,
  limited: false,
  limitOre: 0,
  report: false,
  ...r,
});

function month(partial: Partial<MonthInput> = {}): MonthInput {
  return { period: '2026-10', usage: [], reports: [], contentServices: [], ...partial };
}

const use = (categoryGroupId: number, description: string, amountOre: number) => ({
  categoryGroupId,
  description,
  amountOre,
});

function cg(result: { categoryGroups: CategoryGroupMonth[] }, id: number): CategoryGroupMonth {
  return result.categoryGroups.find((c) => c.categoryGroupId === id)!;
}

describe('cost engine: coverage rules', () => {
  it('deducts the whole usage of a category the company does not cover', () => {
    const r = computeMonth(
      CATALOGUE,
      rules({ categoryGroups: [rule(G.other, { covers: false })] }),
      month({ usage: [use(G.other, 'Annet gebyr', 12_345), use(G.calls, 'Samtaler innland', 50_000)] }),
      AFTER_DUE,
    );
    expect(cg(r, G.other)).toMatchObject({ usedOre: 12_345, deductedOre: 12_345, coveredOre: 0 });
    expect(cg(r, G.calls)).toMatchObject({ usedOre: 50_000, deductedOre: 0, coveredOre: 50_000 });
    expect(r.totals.deductedOre).toBe(12_345);
  });

  it('deducts nothing of a covered category without a limit', () => {
    const r = computeMonth(
      CATALOGUE,
      rules({ categoryGroups: [rule(G.data)] }),
      month({ usage: [use(G.data, 'Data innland', 987_654)] }),
      AFTER_DUE,
    );
    expect(cg(r, G.data)).toMatchObject({ usedOre: 987_654, deductedOre: 0, coveredOre: 987_654 });
  });

  it('deducts what exceeds the limit of a covered, limited category, and nothing under it', () => {
    const limited = rules({ categoryGroups: [rule(G.data, { limited: true, limitOre: 30_000 })] });
    const over = computeMonth(
      CATALOGUE,
      limited,
      month({ usage: [use(G.data, 'Data innland', 45_055)] }),
      AFTER_DUE,
    );
    expect(cg(over, G.data)).toMatchObject({ deductedOre: 15_055, coveredOre: 30_000 });
    const under = computeMonth(
      CATALOGUE,
      limited,
      month({ usage: [use(G.data, 'Data innland', 29_999)] }),
      AFTER_DUE,
    );
    expect(cg(under, G.data).deductedOre).toBe(0);
  });

  it('applies a named group limit to the sum of its members and shares the excess exactly', () => {
    const r = computeMonth(
      CATALOGUE,
      rules({
        categoryGroups: [rule(G.calls), rule(G.sms)],
        groups: [
          {
            groupID: 9,
            groupName: 'Tale og SMS',
            categoryGroupIDs: [G.calls, G.sms],
            covers: true,
            limited: true,
            limitOre: 50_000,
          },
        ],
      }),
      // Each member alone is under the limit; together they are 100 kr over.
      month({ usage: [use(G.calls, 'Samtaler innland', 40_000), use(G.sms, 'SMS innland', 20_000)] }),
      AFTER_DUE,
    );
    // 100 kr split 2:1 is 66,666… and 33,333…: the øre left over goes to the larger fraction.
    expect(cg(r, G.calls).deductedOre).toBe(6_667);
    expect(cg(r, G.sms).deductedOre).toBe(3_333);
    expect(r.groups).toEqual([
      expect.objectContaining({
        groupName: 'Tale og SMS',
        usedOre: 60_000,
        deductedOre: 10_000,
        coveredOre: 50_000,
      }),
    ]);
  });

  it('takes coverage from the group, not from the member rows, when a category is grouped', () => {
    const r = computeMonth(
      CATALOGUE,
      rules({
        categoryGroups: [rule(G.calls, { covers: false }), rule(G.sms, { covers: false })],
        groups: [
          {
            groupID: 1,
            groupName: 'G',
            categoryGroupIDs: [G.calls, G.sms],
            covers: true,
            limited: false,
            limitOre: 0,
          },
        ],
      }),
      month({ usage: [use(G.calls, 'Samtaler innland', 40_000), use(G.sms, 'SMS innland', 20_000)] }),
      AFTER_DUE,
    );
    expect(r.totals.deductedOre).toBe(0);
  });

  it('covers a category that has no rule row (the rule defaults: covered, unlimited)', () => {
    const r = computeMonth(
      CATALOGUE,
      rules(),
      month({ usage: [use(G.roaming, 'Roaming EU/EØS', 70_000)] }),
      AFTER_DUE,
    );
    expect(r.totals.deductedOre).toBe(0);
  });

  it('deducts nothing without any profile', () => {
    const r = computeMonth(
      CATALOGUE,
      NO_RULES,
      month({ usage: [use(G.calls, 'Samtaler til utland', 70_000)] }),
      AFTER_DUE,
    );
    expect(r.totals).toMatchObject({ usedOre: 70_000, deductedOre: 0, coveredOre: 70_000 });
  });
});

describe('cost engine: reports', () => {
  const reporting = rules({ categoryGroups: [rule(G.calls, { report: true })] });
  const calls = [use(G.calls, 'Samtaler innland', 30_000), use(G.calls, 'Samtaler til utland', 12_550)];

  it('deducts usage the employee reported private and not what they reported work', () => {
    const r = computeMonth(
      CATALOGUE,
      reporting,
      month({
        usage: calls,
        reports: [
          { categoryGroupId: G.calls, description: 'Samtaler innland', usageType: 'work' },
          { categoryGroupId: G.calls, description: 'Samtaler til utland', usageType: 'private' },
        ],
      }),
      BEFORE_DUE,
    );
    expect(cg(r, G.calls)).toMatchObject({
      deductedOre: 12_550,
      privateOre: 12_550,
      workOre: 30_000,
      reportedOre: 42_550,
      unreportedOre: 0,
    });
  });

  it("deducts generic traffic reported work when the administrator rejected the month's aggregate split", () => {
    const reports = [
      { categoryGroupId: G.calls, description: 'Samtaler innland', usageType: 'work' as const },
      { categoryGroupId: G.calls, description: 'Samtaler til utland', usageType: 'private' as const },
    ];
    const rejected = computeMonth(
      CATALOGUE,
      reporting,
      month({ usage: calls, reports, workSplitRejected: true }),
      BEFORE_DUE,
    );
    expect(cg(rejected, G.calls)).toMatchObject({ deductedOre: 42_550, privateOre: 42_550, workOre: 0 });
    const kept = computeMonth(
      CATALOGUE,
      reporting,
      month({ usage: calls, reports, workSplitRejected: false }),
      BEFORE_DUE,
    );
    expect(cg(kept, G.calls)).toMatchObject({ deductedOre: 12_550, workOre: 30_000 });
  });

  it('deducts max(the excess over a limit, private), never both: the audit case limit 350, 300 work + 125,50 private', () => {
    const limited = rules({
      categoryGroups: [rule(G.calls, { report: true, limited: true, limitOre: 35_000 })],
    });
    // Usage 300,00 work + 125,50 private = 425,50 kr. Excess over the limit: 425,50 − 350,00 = 75,50 kr.
    // Private: 125,50 kr. Deducted = max(75,50, 125,50) = 125,50 kr (the product used to deduct 75,50 + 125,50 = 201,00).
    // The company pays the 300,00 kr of work usage, which is within the limit.
    const some = computeMonth(
      CATALOGUE,
      limited,
      month({
        usage: calls,
        reports: [{ categoryGroupId: G.calls, description: 'Samtaler til utland', usageType: 'private' }],
      }),
      BEFORE_DUE,
    );
    expect(cg(some, G.calls)).toMatchObject({
      usedOre: 42_550,
      deductedOre: 12_550,
      coveredOre: 30_000,
      privateOre: 12_550,
      workOre: 30_000,
    });
    // All private: max(75,50, 425,50) = 425,50 kr, never more than the usage.
    const all = computeMonth(
      CATALOGUE,
      limited,
      month({
        usage: calls,
        reports: [
          { categoryGroupId: G.calls, description: 'Samtaler innland', usageType: 'private' },
          { categoryGroupId: G.calls, description: 'Samtaler til utland', usageType: 'private' },
        ],
      }),
      BEFORE_DUE,
    );
    expect(cg(all, G.calls)).toMatchObject({ usedOre: 42_550, deductedOre: 42_550, coveredOre: 0 });
    // Little private usage: the excess wins. Limit 200 kr: excess 425,50 − 200 = 225,50 > private 125,50 → 225,50.
    const low = computeMonth(
      CATALOGUE,
      rules({ categoryGroups: [rule(G.calls, { report: true, limited: true, limitOre: 20_000 })] }),
      month({
        usage: calls,
        reports: [{ categoryGroupId: G.calls, description: 'Samtaler til utland', usageType: 'private' }],
      }),
      BEFORE_DUE,
    );
    expect(cg(low, G.calls).deductedOre).toBe(22_550);
  });

  it('takes max(excess, private) over a named group, deducting private usage where it is', () => {
    // Group "Tale og SMS" (calls + SMS), limit 100 kr. Calls 100 kr all private, SMS 100 kr work.
    // Excess 200 − 100 = 100 kr; private 100 kr; deducted max(100, 100) = 100 kr, all of it on the private calls:
    // the 100 kr of work SMS is within the limit.
    const r = computeMonth(
      CATALOGUE,
      rules({
        categoryGroups: [rule(G.calls, { report: true }), rule(G.sms, { report: true })],
        groups: [
          {
            groupID: 1,
            groupName: 'Tale og SMS',
            categoryGroupIDs: [G.calls, G.sms],
            covers: true,
            limited: true,
            limitOre: 10_000,
          },
        ],
      }),
      month({
        usage: [use(G.calls, 'Samtaler innland', 10_000), use(G.sms, 'SMS innland', 10_000)],
        reports: [
          { categoryGroupId: G.calls, description: 'Samtaler innland', usageType: 'private' },
          { categoryGroupId: G.sms, description: 'SMS innland', usageType: 'work' },
        ],
      }),
      BEFORE_DUE,
    );
    expect(cg(r, G.calls).deductedOre).toBe(10_000);
    expect(cg(r, G.sms).deductedOre).toBe(0);
    expect(r.groups[0]).toMatchObject({ usedOre: 20_000, deductedOre: 10_000, coveredOre: 10_000 });
  });

  it('leaves unreported usage alone before the due day', () => {
    const r = computeMonth(CATALOGUE, reporting, month({ usage: calls }), BEFORE_DUE);
    expect(cg(r, G.calls)).toMatchObject({ deductedOre: 0, unreportedOre: 42_550, privateOre: 0 });
  });

  it('after the due day counts unreported usage as the default report mode: private deducts', () => {
    const r = computeMonth(CATALOGUE, reporting, month({ usage: calls }), AFTER_DUE);
    expect(cg(r, G.calls)).toMatchObject({ deductedOre: 42_550, privateOre: 42_550, unreportedOre: 0 });
  });

  it('after the due day counts unreported usage as the default report mode: work does not deduct', () => {
    const workByDefault = rules({
      categoryGroups: [rule(G.calls, { report: true })],
      settings: { defaultReportMode: 'work' },
    });
    const r = computeMonth(CATALOGUE, workByDefault, month({ usage: calls }), AFTER_DUE);
    expect(cg(r, G.calls)).toMatchObject({ deductedOre: 0, privateOre: 0, workOre: 42_550 });
  });

  it('keeps what was reported even after the due day, and defaults only the rest', () => {
    const r = computeMonth(
      CATALOGUE,
      reporting,
      month({
        usage: calls,
        reports: [{ categoryGroupId: G.calls, description: 'Samtaler innland', usageType: 'work' }],
      }),
      AFTER_DUE,
    );
    expect(cg(r, G.calls).deductedOre).toBe(12_550);
  });

  it('ignores reports where reporting does not apply: SMS report off, rule not reported, category not reportable', () => {
    const privateReport = {
      categoryGroupId: G.calls,
      description: 'Samtaler innland',
      usageType: 'private' as const,
    };
    const smsOff = rules({
      categoryGroups: [rule(G.calls, { report: true })],
      settings: { reportingEnabled: false },
    });
    expect(
      computeMonth(CATALOGUE, smsOff, month({ usage: calls, reports: [privateReport] }), AFTER_DUE).totals
        .deductedOre,
    ).toBe(0);
    const ruleOff = rules({ categoryGroups: [rule(G.calls, { report: false })] });
    expect(
      computeMonth(CATALOGUE, ruleOff, month({ usage: calls, reports: [privateReport] }), AFTER_DUE).totals
        .deductedOre,
    ).toBe(0);
    const notReportable = rules({ categoryGroups: [rule(G.other, { report: true })] });
    const other = computeMonth(
      CATALOGUE,
      notReportable,
      month({
        usage: [use(G.other, 'Annet gebyr', 5_000)],
        reports: [{ categoryGroupId: G.other, description: 'Annet gebyr', usageType: 'private' }],
      }),
      AFTER_DUE,
    );
    expect(other.totals.deductedOre).toBe(0);
  });
});

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

describe('cost engine: the due day in Europe/Oslo', () => {
  it('is day dueDateDay of the next month, clamped to its length', () => {
    expect(dueDate('2026-10', 15)).toBe('2026-11-15');
    expect(dueDate('2026-01', 31)).toBe('2026-02-28');
    expect(dueDate('2026-12', 31)).toBe('2027-01-31');
  });

  it('passes at midnight Oslo time after the due day, in summer time (March crosses into CEST)', () => {
    // Summer time started 29 March 2026; the due day of March is 15 April, in CEST (UTC+2).
    expect(dueDatePassed('2026-03', 15, new Date('2026-04-15T21:59:59Z'))).toBe(false);
    expect(dueDatePassed('2026-03', 15, new Date('2026-04-15T22:00:00Z'))).toBe(true);
  });

  it('passes at midnight Oslo time after the due day, in winter time (October crosses into CET)', () => {
    // Summer time ended 25 October 2026; the due day of October is 15 November, in CET (UTC+1).
    expect(dueDatePassed('2026-10', 15, new Date('2026-11-15T22:59:59Z'))).toBe(false);
    expect(dueDatePassed('2026-10', 15, new Date('2026-11-15T23:00:00Z'))).toBe(true);
  });

  it('computes a DST month with the default report mode only after the Oslo midnight', () => {
    const r = (now: string) =>
      computeMonth(
        CATALOGUE,
        rules({ categoryGroups: [rule(G.calls, { report: true })] }),
        month({ period: '2026-03', usage: [use(G.calls, 'Samtaler innland', 10_001)] }),
        new Date(now),
      ).totals.deductedOre;
    expect(r('2026-04-15T21:59:59Z')).toBe(0);
    expect(r('2026-04-15T22:00:00Z')).toBe(10_001);
  });
});

describe('cost engine: exact sums', () => {
  it('splits an amount in proportion exactly, never giving a part more than its weight', () => {
    const rnd = createRandom(7);
    for (let i = 0; i < 2000; i++) {
      const weights = Array.from({ length: rnd.int(1, 6) }, () => rnd.int(0, 5_000_000));
      const sum = weights.reduce((a, b) => a + b, 0);
      const total = rnd.int(0, sum);
      const parts = allocateProportionally(total, weights);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(sum === 0 ? 0 : total);
      parts.forEach((p, j) => {
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(weights[j]!);
      });
    }
  });

  it('rounds proportions half away from zero in integer arithmetic', () => {
    expect(proportion(1, 1, 2)).toBe(1);
    expect(proportion(3, 1, 2)).toBe(2);
    expect(proportion(10, 1, 3)).toBe(3);
    expect(proportion(9_007_199_254_740, 999, 1000)).toBe(8_998_192_055_485);
    expect(proportion(9_007_199_254_741, 1, 2)).toBe(4_503_599_627_371);
  });

  it('keeps used = covered + deducted = work + private to the øre in every category and the totals', () => {
    const rnd = createRandom(42);
    for (let i = 0; i < 300; i++) {
      const r = computeMonth(
        CATALOGUE,
        rules({
          categoryGroups: CATALOGUE.map((c) =>
            rule(c.id, {
              covers: rnd.chance(0.8),
              limited: rnd.chance(0.5),
              limitOre: rnd.int(0, 60_000),
              report: rnd.chance(0.5),
            }),
          ),
          groups: rnd.chance(0.5)
            ? [
                {
                  groupID: 1,
                  groupName: 'G',
                  categoryGroupIDs: [G.calls, G.sms, G.data],
                  covers: true,
                  limited: true,
                  limitOre: rnd.int(0, 80_000),
                },
              ]
            : [],
          deductFilters: [{ categoryGroupID: G.calls, descriptionMatch: 'Samtaler til 1' }],
          settings: { defaultReportMode: rnd.chance(0.5) ? 'work' : 'private' },
        }),
        month({
          usage: Array.from({ length: rnd.int(1, 12) }, () =>
            use(
              rnd.pick([G.subscription, G.calls, G.sms, G.data, G.roaming, G.other]),
              rnd.pick(['Samtaler innland', 'Samtaler til 113', 'SMS innland', 'Data']),
              rnd.int(1, 99_999),
            ),
          ),
          reports: [{ categoryGroupId: G.calls, description: 'Samtaler innland', usageType: 'private' }],
          contentServices: Array.from({ length: rnd.int(0, 3) }, () => ({
            description: 'Innholdstjeneste: Vy billett',
            amountOre: rnd.int(1, 150_000),
            deductStatus: rnd.pick(['work', 'approved', 'rejected'] as const),
          })),
        }),
        rnd.chance(0.5) ? AFTER_DUE : BEFORE_DUE,
      );
      for (const c of r.categoryGroups) {
        expect(c.coveredOre + c.deductedOre).toBe(c.usedOre);
        expect(c.workOre + c.privateOre).toBe(c.usedOre);
        expect(c.deductedOre).toBeGreaterThanOrEqual(0);
        expect(c.coveredOre).toBeGreaterThanOrEqual(0);
      }
      const sum = (k: keyof CategoryGroupMonth) => r.categoryGroups.reduce((a, c) => a + (c[k] as number), 0);
      expect(r.totals.usedOre).toBe(sum('usedOre'));
      expect(r.totals.deductedOre).toBe(sum('deductedOre'));
      expect(r.totals.coveredOre + r.totals.deductedOre).toBe(r.totals.usedOre);
    }
  });

  it('sums a range of months, sharing a partly covered month in proportion to the usage of its days', () => {
    const results = computeMonths(
      CATALOGUE,
      rules({ categoryGroups: [rule(G.calls, { covers: false })] }),
      [
        month({ period: '2026-09', usage: [use(G.calls, 'Samtaler innland', 30_000)] }),
        month({ period: '2026-10', usage: [use(G.calls, 'Samtaler innland', 10_000)] }),
      ],
      AFTER_DUE,
    );
    const whole = summarizeRange(results, { from: '2026-09-01', to: '2026-10-31' }, new Map());
    expect(whole.get(G.calls)).toMatchObject({ usedOre: 40_000, deductedOre: 40_000 });
    const part = summarizeRange(
      results,
      { from: '2026-09-01', to: '2026-10-10' },
      new Map([['2026-10', new Map([[G.calls, 3_333]])]]),
    );
    expect(part.get(G.calls)).toMatchObject({ usedOre: 33_333, deductedOre: 33_333, coveredOre: 0 });
  });
});
