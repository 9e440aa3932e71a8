/** Calendar facts in Europe/Oslo, with no library: the server and the web app both use these. */
export const TIME_ZONE = 'Europe/Oslo';

const dateParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

type OsloParts = { year: string; month: string; day: string; hour: string; minute: string };

/**
 * The last instant asked for and its parts: the cost engine asks for the same `now` once per month it computes,
 * and formatToParts is far slower than the arithmetic around it.
 */
let lastParts: { time: number; parts: OsloParts } | null = null;

function osloParts(instant: Date): OsloParts {
  const time = instant.getTime();
  if (lastParts?.time === time) return lastParts.parts;
  const parts = Object.fromEntries(dateParts.formatToParts(instant).map((p) => [p.type, p.value]));
  const out = {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
  };
  lastParts = { time, parts: out };
  return out;
}

/** The Oslo calendar date of an instant, as YYYY-MM-DD. */
export function osloDate(instant: Date = new Date()): string {
  const p = osloParts(instant);
  return `${p.year}-${p.month}-${p.day}`;
}

/** DD.MM.YYYY for a YYYY-MM-DD date or an instant (shown in Oslo time). */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const iso =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : osloDate(new Date(value));
  const [y, m, d] = iso.split('-');
  return `${d}.${m}.${y}`;
}

/** DD.MM.YYYY HH:mm in Oslo time. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const p = osloParts(new Date(value));
  return `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}`;
}

export const DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const PERIOD_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
export const COMPACT_PERIOD_PATTERN = /^\d{4}(0[1-9]|1[0-2])$/;

export function isValidDate(iso: string): boolean {
  if (!DATE_PATTERN.test(iso)) return false;
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return d <= daysInMonth(y, m);
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * The dates the portal accepts anywhere (GraphQL Date and Period, REST query strings and bodies). Outside these,
 * month arithmetic and the year's four digits stop meaning anything: "10000-01" sorts before "9999-12".
 */
export const FIRST_DATE = '2000-01-01';
export const LAST_DATE = '2100-12-31';
/** The most calendar months one date range may touch (from its first to its last month, both counted). */
export const MAX_RANGE_MONTHS = 120;

/** A valid YYYY-MM-DD date between FIRST_DATE and LAST_DATE. */
export function isDateInRange(iso: string): boolean {
  return isValidDate(iso) && iso >= FIRST_DATE && iso <= LAST_DATE;
}

/** A valid YYYY-MM month between FIRST_DATE's and LAST_DATE's months. */
export function isPeriodInRange(period: string): boolean {
  return PERIOD_PATTERN.test(period) && period >= FIRST_DATE.slice(0, 7) && period <= LAST_DATE.slice(0, 7);
}

/**
 * A month as one integer (year × 12 + month − 1) from a YYYY-MM period or a YYYY-MM-DD date. Month arithmetic
 * works on these integers, so a loop over months always ends, whatever the year.
 */
export function monthIndex(periodOrDate: string): number {
  const match = /^(\d{4})-(0[1-9]|1[0-2])/.exec(periodOrDate);
  if (!match) throw new RangeError(`Not a month: ${periodOrDate}`);
  return Number(match[1]) * 12 + Number(match[2]) - 1;
}

/** The YYYY-MM period of a month index; a year outside 0000–9999 has no such form. */
export function periodOfIndex(index: number): string {
  const year = Math.floor(index / 12);
  if (!Number.isInteger(index) || year < 0 || year > 9999)
    throw new RangeError(`No period for month ${index}`);
  return `${String(year).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The month `months` after (or before, when negative) a YYYY-MM period. */
export function shiftPeriod(period: string, months: number): string {
  return periodOfIndex(monthIndex(period) + months);
}

/** The months (YYYY-MM) from one period to another, both included; none when `to` is before `from`. */
export function periodsBetween(fromPeriod: string, toPeriod: string): string[] {
  const first = monthIndex(fromPeriod);
  const last = monthIndex(toPeriod);
  const out: string[] = [];
  for (let i = first; i <= last; i++) out.push(periodOfIndex(i));
  return out;
}

/** How many calendar months a date range touches, both ends counted (2026-01-31..2026-02-01 touches 2). */
export function monthsSpanned(fromDate: string, toDate: string): number {
  return monthIndex(toDate) - monthIndex(fromDate) + 1;
}

/**
 * What is wrong with a date range, in words for the caller, or null when it is good: both dates in range, `from`
 * not after `to`, and at most MAX_RANGE_MONTHS months touched.
 */
export function dateRangeProblem(fromDate: string, toDate: string): string | null {
  if (!isDateInRange(fromDate) || !isDateInRange(toDate))
    return `Dates must be between ${FIRST_DATE} and ${LAST_DATE}.`;
  if (fromDate > toDate) return 'fromDate must not be after toDate.';
  if (monthsSpanned(fromDate, toDate) > MAX_RANGE_MONTHS)
    return `A date range may span at most ${MAX_RANGE_MONTHS} months.`;
  return null;
}

/** Adds calendar months to a YYYY-MM-DD date, clamping the day to the month's last day. */
export function addMonths(iso: string, months: number): string {
  const d = Number(iso.slice(8, 10));
  const period = shiftPeriod(iso, months);
  const nd = Math.min(d, daysInMonth(Number(period.slice(0, 4)), Number(period.slice(5, 7))));
  return `${period}-${String(nd).padStart(2, '0')}`;
}

export function addDays(iso: string, days: number): string {
  const t = Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/** First and last date of the month a YYYY-MM period or YYYY-MM-DD date is in. */
export function monthRange(periodOrDate: string): { from: string; to: string } {
  const [y, m] = periodOrDate.split('-').map(Number) as [number, number];
  const mm = String(m).padStart(2, '0');
  return { from: `${y}-${mm}-01`, to: `${y}-${mm}-${String(daysInMonth(y, m)).padStart(2, '0')}` };
}

/** YYYYMM → YYYY-MM */
export function periodFromCompact(compact: string): string {
  return `${compact.slice(0, 4)}-${compact.slice(4, 6)}`;
}
