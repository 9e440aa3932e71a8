import { osloDate, PERIOD_PATTERN } from '@connect/shared';

/** The Oslo calendar month of an instant, 'YYYY-MM'. */
export function currentPeriod(now: Date = new Date()): string {
  return osloDate(now).slice(0, 7);
}

/** A month from the address bar, or the current one when it is missing, malformed or after the current month. */
export function periodFromParam(param: string | null, now: Date = new Date()): string {
  const current = currentPeriod(now);
  if (!param || !PERIOD_PATTERN.test(param) || param > current) return current;
  return param;
}

/** The month picker works on the month's first day ('YYYY-MM-DD'). */
export function periodToPickerValue(period: string): string {
  return `${period}-01`;
}

export function pickerValueToPeriod(value: string | null): string | null {
  return value ? value.slice(0, 7) : null;
}
