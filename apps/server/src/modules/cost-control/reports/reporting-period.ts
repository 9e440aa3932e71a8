import { FIRST_DATE, isPeriodInRange, LAST_DATE, monthRange, osloDate } from '@connect/shared';
import type { Clock } from '../../../clock.ts';
import { AppError } from '../../../errors.ts';

/** A reporting month: 'YYYY-MM', the first day the month tables key on, and its first and last date. */
export type ReportingPeriod = { period: string; monthStart: string; from: string; to: string };

export function reportingPeriod(period: string): ReportingPeriod {
  const { from, to } = monthRange(period);
  return { period: period.slice(0, 7), monthStart: from, from, to };
}

/** The Oslo calendar month the clock stands in, as 'YYYY-MM'. */
export function currentPeriod(clock: Clock): string {
  return osloDate(clock.now()).slice(0, 7);
}

/** 000 §5: the reporting month is 'YYYY-MM' and cannot be after the current month. */
export function parseReportingPeriod(period: string, clock: Clock): ReportingPeriod {
  if (!isPeriodInRange(period))
    throw AppError.badInput(
      `The period must be a month as YYYY-MM between ${FIRST_DATE.slice(0, 7)} and ${LAST_DATE.slice(0, 7)}.`,
      { field: 'period' },
    );
  if (period > currentPeriod(clock))
    throw AppError.badInput('The reporting month cannot be after the current month.', { field: 'period' });
  return reportingPeriod(period);
}
