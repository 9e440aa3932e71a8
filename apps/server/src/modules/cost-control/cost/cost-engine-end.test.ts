import { describe, expect, it } from 'vitest';
import { AFTER_DUE, CATALOGUE, cg, G, month, rule, rules, use } from './cost-engine.fixtures.ts';
import { computePersonMonths, monthsUntilEnd } from './cost-months.ts';

/** Calls covered up to 300,00 kr a month; content covered (the NOK 1 000 threshold deducts above it). */
const limited = rules({ categoryGroups: [rule(G.calls, { limited: true, limitOre: 30_000 })] });
const approved = (amountOre: number) => ({
  description: 'Parkering',
  amountOre,
  deductStatus: 'approved' as const,
});

describe('cost engine: an ended subscription', () => {
  it('keeps its months up to and including the month of its last day', () => {
    const months = ['2026-08', '2026-09', '2026-10'].map((period) => month({ period }));
    expect(monthsUntilEnd(months, '2026-09-15').map((m) => m.period)).toEqual(['2026-08', '2026-09']);
    expect(monthsUntilEnd(months, '2026-09-30').map((m) => m.period)).toEqual(['2026-08', '2026-09']);
    expect(monthsUntilEnd(months, '2026-10-01').map((m) => m.period)).toEqual([
      '2026-08',
      '2026-09',
      '2026-10',
    ]);
    expect(monthsUntilEnd(months, null)).toBe(months);
  });

  it('has no costs after its end month, whose limit is a whole month; the content after it counts for no threshold', () => {
    // The phone ended 15 September 2026; usage still arrived for October. The data SIM goes on.
    const phone = {
      rules: limited,
      endedOn: '2026-09-15',
      months: [
        month({ period: '2026-08', usage: [use(G.calls, 'Samtaler', 40_000)] }),
        month({
          period: '2026-09',
          usage: [use(G.calls, 'Samtaler', 35_000)],
          contentServices: [approved(90_000)],
        }),
        month({
          period: '2026-10',
          usage: [use(G.calls, 'Samtaler', 50_000)],
          contentServices: [approved(50_000)],
        }),
      ],
    };
    const dataSim = {
      rules: limited,
      months: [month({ period: '2026-10', contentServices: [approved(20_000)] })],
    };
    const [phoneMonths, simMonths] = computePersonMonths(CATALOGUE, [phone, dataSim], AFTER_DUE);
    // August: 400,00 − 300,00 = 100,00 kr deducted. September, the last month, has the whole limit (no pro-rata):
    // 350,00 − 300,00 = 50,00 kr.
    expect(phoneMonths!.map((m) => [m.period, cg(m, G.calls).deductedOre])).toEqual([
      ['2026-08', 10_000],
      ['2026-09', 5_000],
    ]);
    // The year's covered content is the phone's 900,00 kr of September only (its October is not a month of it):
    // the SIM's 200,00 kr in October passes the 1 000,00 kr threshold by 100,00 kr, which is deducted (not 200,00).
    expect(simMonths![0]!.totals.contentOverThresholdOre).toBe(10_000);
    expect(cg(simMonths![0]!, G.content).deductedOre).toBe(10_000);
  });
});
