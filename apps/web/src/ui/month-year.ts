/** "november 2026" / "November 2026": a month of a date (YYYY-MM-DD) or period (YYYY-MM), in the screen's language. */
export function formatMonthYear(dateOrPeriod: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'no' ? 'nb-NO' : 'en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${dateOrPeriod.slice(0, 7)}-01T00:00:00Z`));
}
