import { describe, expect, it } from 'vitest';
import { AFTER_DUE, BEFORE_DUE, CATALOGUE, cg, G, month, rule, rules, use } from './cost-engine.fixtures.ts';
import { computeMonth } from './cost-engine.ts';
import { NO_RULES } from './engine-rules.ts';

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
