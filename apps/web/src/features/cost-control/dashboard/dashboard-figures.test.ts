import { describe, expect, it } from 'vitest';
import { chartData, percentChange, workShare } from './dashboard-figures.ts';

describe('dashboard figures', () => {
  it('gives the change from last month in percent', () => {
    expect(percentChange(1100, 1000)).toBe(10);
    expect(percentChange(750, 1000)).toBe(-25);
    expect(percentChange(1000, 0)).toBeNull();
  });

  it('gives the work share', () => {
    expect(workShare(300, 100)).toBe(75);
    expect(workShare(0, 0)).toBe(0);
  });

  it('makes one chart row per month with every category, missing ones as 0, each named by its key', () => {
    const { data, series } = chartData(
      {
        categoryGroups: [
          { categoryGroupID: 1, categoryGroupKey: 'subscription', name: 'Abonnement' },
          { categoryGroupID: 4, categoryGroupKey: 'data', name: 'Data' },
        ],
        months: [
          {
            period: '2026-10',
            total: 300,
            categories: [
              { categoryGroupID: 1, amount: 300 },
              { categoryGroupID: 4, amount: 0 },
            ],
          },
          { period: '2026-11', total: 50, categories: [{ categoryGroupID: 4, amount: 50 }] },
        ],
      },
      (p) => p.slice(5),
      (key, name) => `${key}: ${name}`,
    );
    expect(data).toEqual([
      { month: '10', c1: 300, c4: 0 },
      { month: '11', c1: 0, c4: 50 },
    ]);
    expect(series.map((s) => [s.name, s.label])).toEqual([
      ['c1', 'subscription: Abonnement'],
      ['c4', 'data: Data'],
    ]);
  });
});
