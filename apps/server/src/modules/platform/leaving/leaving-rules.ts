import { shiftPeriod } from '@connect/shared';
import { equipmentMonthLastOpenDay } from '../../cost-control/user-deductions/equipment-ledger.ts';

/**
 * The earliest leaving date an administrator may set on `today`: the first day of the earliest month still open
 * for the equipment ledger (until the 10th of the next month, equipment-ledger.ts), so the final payroll month
 * of a leaver is one whose deductions can still be booked. A later date is free; provisioning and the directory
 * are not held to it (they report what happened).
 */
export function earliestLeavingDate(today: string): string {
  const previous = `${shiftPeriod(today.slice(0, 7), -1)}-01`;
  return today <= equipmentMonthLastOpenDay(previous) ? previous : `${today.slice(0, 7)}-01`;
}

/** The first day of the leaver's last payroll month: the month of the leaving date. */
export function lastPayrollMonth(leavingDate: string): string {
  return `${leavingDate.slice(0, 7)}-01`;
}

/** How many days back the list of leavers reaches by default, and at most. */
export const LEAVERS_PAST_DAYS = 30;
export const LEAVERS_MAX_PAST_DAYS = 366;

/** A device returned this many days before the leaving date or later still shows in the offboarding view. */
export const RETURNED_SHOWN_DAYS = 60;
