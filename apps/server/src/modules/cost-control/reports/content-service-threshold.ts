import type { DeductStatus } from '@connect/shared';

/** A rejected item is deducted from salary; pending (work) and approved ones are covered by the company. */
export function isCovered(status: DeductStatus): boolean {
  return status !== 'rejected';
}

export type ThresholdInput = {
  amountOre: number;
  status: DeductStatus;
  /** Covered content services of the same person earlier this year (month, subscription, charge date, id). */
  priorCoveredOre: number;
  /** What the cost engine found above the yearly threshold in this item's month (subscription_month_costs). */
  monthOverThresholdOre: number;
  /** Covered content services of the same subscription later in the same month. */
  laterInMonthOre: number;
};

export type ThresholdShare = {
  /** What the company covers of the person's content services this year, up to and including this item. */
  yearToDateCoveredOre: number;
  /** The part of this item above the yearly threshold: deducted or taxed by the profile's smsPaymentMode. */
  amountOverThresholdOre: number;
};

/**
 * Domain rule: content services the company covers above NOK 1,000 a year must be deducted or taxed. The cost
 * engine decides how much of a month lies above the threshold; this places that amount on the month's items in
 * charge-date order, so the item that crosses the threshold carries the part above it and every later covered
 * item is over it in full. A rejected item is deducted anyway and is never over the threshold.
 */
export function thresholdShare(i: ThresholdInput): ThresholdShare {
  if (!isCovered(i.status)) return { yearToDateCoveredOre: i.priorCoveredOre, amountOverThresholdOre: 0 };
  const over = Math.min(Math.max(0, i.amountOre), Math.max(0, i.monthOverThresholdOre - i.laterInMonthOre));
  return { yearToDateCoveredOre: i.priorCoveredOre + i.amountOre, amountOverThresholdOre: over };
}
