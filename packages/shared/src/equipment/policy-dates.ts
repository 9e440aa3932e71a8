import { addMonths, isValidDate } from '../dates.ts';

/** Every date of the engine is a calendar date `YYYY-MM-DD` (Europe/Oslo); ISO text compares in date order. */
export function assertDate(iso: string, what: string): void {
  if (!isValidDate(iso)) throw new RangeError(`${what} must be a date YYYY-MM-DD, got "${iso}".`);
}

/** The date `months` whole months after `from`: the same day of the month, or that month's last day when it is shorter. */
export function monthsAfter(from: string, months: number): string {
  return addMonths(from, months);
}

/**
 * Whole months from `from` to `to` (`to` on or after `from`): the largest k with `monthsAfter(from, k) <= to`.
 * So a device bought 31 January is 1 month old on 28 February (29 in a leap year) and 12 months old on 31 January
 * the year after; a device bought 29 February 2024 is 12 months old on 28 February 2025. Computed, not counted, so
 * any span takes the same time.
 */
export function wholeMonthsBetween(from: string, to: string): number {
  assertDate(from, 'from');
  assertDate(to, 'to');
  if (to < from) throw new RangeError(`wholeMonthsBetween: ${to} is before ${from}.`);
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  const months = (ty - fy) * 12 + (tm - fm);
  // Same month number as `to`: one month fewer when that month's anniversary day is still ahead of `to`.
  return monthsAfter(from, months) > to ? months - 1 : months;
}
