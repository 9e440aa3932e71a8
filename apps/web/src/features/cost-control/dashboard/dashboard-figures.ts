/** Change from last month in percent (one decimal); null when last month had nothing to compare with. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
}

/** The work share of work + private in percent (0 when there is no usage). */
export function workShare(work: number, priv: number): number {
  const total = work + priv;
  return total <= 0 ? 0 : Math.round((work / total) * 1000) / 10;
}

export type CostSeries = {
  categoryGroups: { categoryGroupID: number; categoryGroupKey: string; name: string }[];
  months: { period: string; total: number; categories: { categoryGroupID: number; amount: number }[] }[];
};

export const seriesKey = (categoryGroupID: number) => `c${categoryGroupID}`;

const COLOURS = [
  'blue.6',
  'teal.6',
  'grape.6',
  'orange.6',
  'cyan.6',
  'pink.6',
  'lime.7',
  'indigo.6',
  'yellow.6',
  'red.6',
];

/**
 * The stacked bar chart's rows (one per month, one key per category) and series (one per category, labelled by
 * `categoryName` in the chosen language).
 */
export function chartData(
  series: CostSeries,
  monthLabel: (period: string) => string,
  categoryName: (key: string, catalogueName: string) => string,
) {
  return {
    data: series.months.map((m) => ({
      month: monthLabel(m.period),
      ...Object.fromEntries(series.categoryGroups.map((g) => [seriesKey(g.categoryGroupID), 0])),
      ...Object.fromEntries(m.categories.map((c) => [seriesKey(c.categoryGroupID), c.amount])),
    })),
    series: series.categoryGroups.map((g, i) => ({
      name: seriesKey(g.categoryGroupID),
      label: categoryName(g.categoryGroupKey, g.name),
      color: COLOURS[i % COLOURS.length]!,
    })),
  };
}
