import { isValidDate, parseDateText } from '@connect/shared';

/**
 * A date field's value: the date (YYYY-MM-DD), null when empty, or, while the typed text cannot be read as a
 * date, that text, which no date check passes (`isDateFieldOk`), so a form cannot save it and the server refuses it.
 */
export type DateFieldValue = string | null;

/** True when the value is empty or a date: the form may save it. */
export function isDateFieldOk(value: DateFieldValue): boolean {
  return value === null || isValidDate(value);
}

/** The value a typed text gives (parseDateText: day first, never guessed). */
export function dateFieldValueOf(text: string): DateFieldValue {
  const read = parseDateText(text);
  return read.ok ? read.date : text.trim();
}
