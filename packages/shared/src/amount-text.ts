/**
 * An amount as a Norwegian types it (issue 28 §10), read into integer øre: `1234`, `1234,5`, `1 234,50` (the space
 * may be a non-breaking or narrow one), `1.234,50`, optionally ending in `kr`; a sign (`-` or `−`) only where the
 * field takes negative amounts. Dots group thousands only before a decimal comma: `1.234` alone could be either,
 * so it is refused, as is a decimal point (`12.50`). Every amount field of the web app and the server's amount
 * cells read text here.
 */
export type AmountTextRefusal = 'unreadable' | 'negative' | 'tooLarge';

export type AmountTextResult = { ok: true; ore: number | null } | { ok: false; reason: AmountTextRefusal };

/** The largest amount read: 999 999 999 999,99 kr stays an exact integer of øre. */
const MAX_WHOLE_DIGITS = 12;

const SPACES = /[ \u00a0\u202f]/;
const PLAIN = /^\d+(,\d{1,2})?$/;
const SPACE_GROUPED = /^\d{1,3}([ \u00a0\u202f]\d{3})+(,\d{1,2})?$/;
const DOT_GROUPED = /^\d{1,3}(\.\d{3})+,\d{1,2}$/;

export function parseAmount(text: string, opts: { negative?: boolean } = {}): AmountTextResult {
  let t = text.trim().replace(/[ \u00a0\u202f]*kr$/i, '');
  if (t === '') return { ok: true, ore: null };
  const negative = /^[-\u2212]/.test(t);
  if (negative) t = t.slice(1).trimStart();
  if (!(PLAIN.test(t) || SPACE_GROUPED.test(t) || DOT_GROUPED.test(t)))
    return { ok: false, reason: 'unreadable' };
  if (negative && !opts.negative) return { ok: false, reason: 'negative' };
  const [whole = '', fraction = ''] = t.split(',');
  const digits = whole
    .replace(new RegExp(SPACES.source, 'g'), '')
    .replace(/\./g, '')
    .replace(/^0+(?=\d)/, '');
  if (digits.length > MAX_WHOLE_DIGITS) return { ok: false, reason: 'tooLarge' };
  const ore = Number(digits) * 100 + Number(fraction.padEnd(2, '0'));
  return { ok: true, ore: negative && ore !== 0 ? -ore : ore };
}
