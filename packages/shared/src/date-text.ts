import { FIRST_DATE, formatDate, isValidDate, LAST_DATE } from './dates.ts';

/**
 * A date as a Norwegian types it (issue 28 §9): DD.MM.YYYY, D.M.YYYY or DDMMYYYY, day first, always. Nothing else
 * is read: no month-first order, no two-digit year, no slashes (08/02/2026 means different days to different
 * people), so a date is never guessed. Every date field of the web app reads its text here.
 */
export type DateTextRefusal = 'unreadable' | 'noSuchDate' | 'outOfRange';

/** The typed text's date (YYYY-MM-DD), null for an empty text, or why it is refused. */
export type DateTextResult = { ok: true; date: string | null } | { ok: false; reason: DateTextRefusal };

const DOTTED = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;
const COMPACT = /^(\d{2})(\d{2})(\d{4})$/;

export function parseDateText(text: string): DateTextResult {
  const t = text.trim();
  if (t === '') return { ok: true, date: null };
  const match = DOTTED.exec(t) ?? COMPACT.exec(t);
  if (!match) return { ok: false, reason: 'unreadable' };
  const [, day, month, year] = match as unknown as [string, string, string, string];
  const date = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  if (!isValidDate(date)) return { ok: false, reason: 'noSuchDate' };
  if (date < FIRST_DATE || date > LAST_DATE) return { ok: false, reason: 'outOfRange' };
  return { ok: true, date };
}

/** The text a date field shows for a date: DD.MM.YYYY (empty for none). */
export function dateText(date: string | null | undefined): string {
  return date ? formatDate(date) : '';
}
