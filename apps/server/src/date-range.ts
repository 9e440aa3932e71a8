import { dateRangeProblem } from '@connect/shared';
import { AppError } from './errors.ts';

/**
 * Refuses a date range whose ends are reversed or that spans more than MAX_RANGE_MONTHS months (docs/ARCHITECTURE.md,
 * "Dates"): every operation that takes a from and a to date checks it here before reading anything.
 */
export function requireDateRange(fromDate: string, toDate: string): void {
  const problem = dateRangeProblem(fromDate, toDate);
  if (problem) throw AppError.badInput(problem, { field: 'fromDate' });
}
