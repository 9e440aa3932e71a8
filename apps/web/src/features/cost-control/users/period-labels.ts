import type { PeriodLabels } from './list-header.tsx';

/**
 * The Deducted columns' titles: the month the list's period ends in and that month's year (the server's
 * deductedMonth and deductedYear), e.g. "mars" and "2026".
 */
export function periodLabels(toDate: string, language: string): PeriodLabels {
  const month = new Intl.DateTimeFormat(language === 'no' ? 'nb-NO' : 'en-GB', {
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${toDate.slice(0, 7)}-01T00:00:00Z`));
  return { month, year: toDate.slice(0, 4) };
}
