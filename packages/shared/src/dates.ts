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

function osloParts(instant: Date) {
  const parts = Object.fromEntries(dateParts.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
  };
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
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Adds calendar months to a YYYY-MM-DD date, clamping the day to the month's last day. */
export function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const ny = Math.floor(total / 12);
  const nm = (total % 12) + 1;
  const nd = Math.min(d, daysInMonth(ny, nm));
  return `${ny}-${String(nm).padStart(2, '0')}-${String(nd).padStart(2, '0')}`;
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
