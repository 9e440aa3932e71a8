/**
 * The leaving date the directory's word gives a person (YYYY-MM-DD, compared as text). Deactivated: today, unless
 * their leaving date is earlier already. Reactivated: the date they had before, if it is still ahead (a leaving the
 * administrator planned), else none.
 */
export function leavingDateOnDeactivation(current: string | null, today: string): string {
  return current !== null && current <= today ? current : today;
}

export function leavingDateOnReactivation(before: string | null, today: string): string | null {
  return before !== null && before >= today ? before : null;
}
