import { describe, expect, it } from 'vitest';
import { createRandom } from '../../../seed/random.ts';
import { AFTER_DUE, BEFORE_DUE, CATALOGUE, G, month, rule, rules, use } from './cost-engine.fixtures.ts';
import { type CategoryGroupMonth, computeMonth, dueDate, dueDatePassed } from './cost-engine.ts';
import { computeMonths, computePersonMonths, summarizeRange } from './cost-months.ts';
import { allocateProportionally, proportion } from './exact-sums.ts';

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
  it.each([
    ['small figures (exact in doubles)', 5_000_000],
    ['figures whose products pass 2^53 (BigInt)', 5_000_000_000],
  ])('splits an amount in proportion exactly, never giving a part more than its weight: %s', (_, most) => {
    const rnd = createRandom(7);
    for (let i = 0; i < 2000; i++) {
      const weights = Array.from({ length: rnd.int(1, 6) }, () => rnd.int(0, most));
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

  it('gives the øre left over to the largest fractions: ties to the larger weight, then the earlier position', () => {
    // 7 × (3, 3, 4) / 10 = 2.1, 2.1, 2.8: floors 2, 2, 2 and the one øre left to the largest fraction.
    expect(allocateProportionally(7, [3, 3, 4])).toEqual([2, 2, 3]);
    // 5 × (3, 5, 2) / 10 = 1.5, 2.5, 1: the two halves tie, the larger weight takes the øre.
    expect(allocateProportionally(5, [3, 5, 2])).toEqual([1, 3, 1]);
    // 2 × (2, 1, 1) / 4 = 1, 0.5, 0.5: the halves tie with equal weights, the earlier one takes it.
    expect(allocateProportionally(2, [2, 1, 1])).toEqual([1, 1, 0]);
    // 100 000 001 × (10^8, 10^8, 1) / 200 000 001 = 50 000 000.25, 50 000 000.25, 0.5 (the products pass 2^53).
    expect(allocateProportionally(100_000_001, [100_000_000, 100_000_000, 1])).toEqual([
      50_000_000, 50_000_000, 1,
    ]);
    expect(allocateProportionally(0, [2, 1])).toEqual([0, 0]);
    expect(allocateProportionally(3, [0, 0])).toEqual([0, 0]);
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

describe('cost months: a month keeps the rules it had', () => {
  it('computes a month with the rules it kept and the others with the rules that apply now', () => {
    const now = rules({ categoryGroups: [rule(G.calls, { covers: false })] });
    const kept = rules();
    const months = [
      month({ period: '2026-10', usage: [use(G.calls, 'Samtaler innland', 10_000)] }),
      month({ period: '2026-11', usage: [use(G.calls, 'Samtaler innland', 20_000)] }),
    ];
    const [result] = computePersonMonths(
      CATALOGUE,
      [{ rules: now, monthRules: new Map([['2026-10', kept]]), months }],
      BEFORE_DUE,
    );
    // October kept the rules it had (calls covered): nothing deducted. November follows the change: calls are no
    // longer covered, so all 200 kr are deducted.
    expect(result!.map((m) => m.totals.deductedOre)).toEqual([0, 20_000]);
  });
});
