import { shiftPeriod } from '@connect/shared';
import type { Executor } from '../../../db/client.ts';
import {
  type DeductionEntry,
  deleteDeduction,
  insertDeduction,
  insertReversal,
  listUnreversedDeductions,
} from './user-deductions.repository.ts';

/**
 * The equipment deductions ledger (`equipment_deductions`, docs/WEBSHOP.md "User deductions and closed months").
 * A month is open for equipment until the 10th of the next month has passed: the earliest due day a payment profile
 * can have, so whenever a payroll month is closed its equipment figure is already final. What happens later is
 * booked in the current month; nothing is recomputed.
 */

/** The last day (YYYY-MM-DD) on which things dated in the month of `day` are still booked in that month. */
export function equipmentMonthLastOpenDay(day: string): string {
  return `${shiftPeriod(day.slice(0, 7), 1)}-10`;
}

/** The month (first day) a thing dated `day` is booked in when it is recorded `today`. */
export function bookedPeriod(day: string, today: string): string {
  const own = `${day.slice(0, 7)}-01`;
  return today <= equipmentMonthLastOpenDay(day) ? own : `${today.slice(0, 7)}-01`;
}

/**
 * Books what an employee pays for and any taxable benefit of it (nothing when both are 0 øre), in the caller's
 * transaction.
 */
export async function bookDeduction(tx: Executor, e: DeductionEntry, today: string): Promise<void> {
  if (e.amount <= 0 && (e.taxableBenefit ?? 0) <= 0) return;
  await insertDeduction(tx, { ...e, period: bookedPeriod(e.day, today) });
}

/**
 * Takes back what was booked for a source (a returned webshop line): a row whose month is still open is removed,
 * one of a closed month stays as it was and gets a negative row booked today.
 */
export async function reverseDeductions(
  tx: Executor,
  source: DeductionEntry['source'],
  sourceId: number,
  today: string,
): Promise<void> {
  for (const row of await listUnreversedDeductions(tx, source, sourceId)) {
    if (today <= equipmentMonthLastOpenDay(row.period)) await deleteDeduction(tx, row.id);
    else await insertReversal(tx, row.id, today, `${today.slice(0, 7)}-01`);
  }
}
