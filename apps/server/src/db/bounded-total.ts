/**
 * A list's total counted only as far as the screen needs it (issue 31): exact up to 1 000 past the page's offset,
 * and past that the bound with `totalIsLowerBound` (the screen shows "more than 1 000"). Counting stops at the
 * bound, so a page never reads every row of a large scope to count it.
 */
export const COUNTED_PAST_OFFSET = 1000;

/** A list's total: exact, or (`totalIsLowerBound`) the bound the rows go past. */
export type BoundedTotal = { totalCount: number; totalIsLowerBound: boolean };

/** The bound a page's total is counted to. */
export function countBound(offset: number): number {
  return offset + COUNTED_PAST_OFFSET;
}

/** The total from the rows counted up to one past `bound` (a count under `limit bound + 1`). */
export function boundedTotal(counted: number, bound: number): BoundedTotal {
  return counted > bound
    ? { totalCount: bound, totalIsLowerBound: true }
    : { totalCount: counted, totalIsLowerBound: false };
}
