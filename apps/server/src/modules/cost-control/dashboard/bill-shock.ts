/**
 * Bill shock: a subscription whose month cost is far above its own usual. The rule is data so the dashboard can
 * show it next to the list: this month > multiplier × the median of the previous `months` months, and at least
 * `minIncreaseOre` above that median, for subscriptions with at least `minHistoryMonths` of those months on record
 * (a new subscription has no usual yet).
 */
export const BILL_SHOCK_RULE = {
  multiplier: 2,
  minIncreaseOre: 50_000,
  /** The usual cost's window: the dashboard roll-up (migration 0008_dashboard-triggers) keeps this many months. */
  months: 6,
  minHistoryMonths: 3,
} as const;

export type BillShockRule = typeof BILL_SHOCK_RULE;

/** How many bill-shock subscriptions the dashboard lists (the count covers them all). */
export const BILL_SHOCK_LIST_LIMIT = 20;

export function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The rule for one subscription in plain code; dashboard.repository.ts applies the same test in SQL. */
export function isBillShock(
  thisMonthOre: number,
  previousMonthsOre: number[],
  rule: BillShockRule = BILL_SHOCK_RULE,
) {
  if (previousMonthsOre.length < rule.minHistoryMonths) return false;
  const usual = median(previousMonthsOre);
  return thisMonthOre > rule.multiplier * usual && thisMonthOre - usual >= rule.minIncreaseOre;
}
