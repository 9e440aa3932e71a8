import { dateRangeProblem, FIRST_DATE, isDateInRange, LAST_DATE, MAX_RANGE_MONTHS } from '@connect/shared';
import { AppError } from './errors.ts';

/**
 * Refuses a date range whose ends are reversed or that spans more than MAX_RANGE_MONTHS months (docs/ARCHITECTURE.md,
 * "Dates"): every operation that takes a from and a to date checks it here before reading anything.
 */
export function requireDateRange(fromDate: string, toDate: string): void {
  const problem = dateRangeProblem(fromDate, toDate);
  if (!problem) return;
  // The reason lets the web app say it in the reader's language (issue 28 §12).
  const reason =
    !isDateInRange(fromDate) || !isDateInRange(toDate)
      ? 'dateOutOfRange'
      : fromDate > toDate
        ? 'dateRangeReversed'
        : 'dateRangeTooLong';
  throw AppError.badInput(problem, { field: 'fromDate', reason, maxMonths: MAX_RANGE_MONTHS });
}

/**
 * Refuses a date after today (Oslo) for what has already happened: a webshop delivery, a network sighting (issue 28
 * §7: a sighting dated 2099 sat at the top of "Newly discovered" for 73 years), and a date before FIRST_DATE.
 */
export function requireNotAfterToday(date: string, today: string, field: string): void {
  if (date > today)
    throw AppError.badInput(`${field} cannot be after today (${today}).`, { field, reason: 'futureDate' });
  if (!isDateInRange(date))
    throw AppError.badInput(`${field} must be between ${FIRST_DATE} and ${LAST_DATE}.`, { field });
}
