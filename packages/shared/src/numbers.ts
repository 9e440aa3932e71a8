/**
 * Numbers that are not money, in the one Norwegian format the amounts use (`1 234,5`), whatever the language of
 * the screen (issue 10 §9: English percentages with a decimal point stood next to Norwegian amounts).
 */
const NBSP = '\u00a0';

/** `1 234,56`: space thousands, comma decimal, at most `maxDecimals` decimals without trailing zeros. */
export function formatNumber(value: number, maxDecimals = 2): string {
  const factor = 10 ** maxDecimals;
  const rounded = Math.round(Math.abs(value) * factor);
  const whole = Math.floor(rounded / factor);
  const fraction = String(rounded % factor)
    .padStart(maxDecimals, '0')
    .replace(/0+$/, '');
  const text = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, NBSP) + (fraction ? `,${fraction}` : '');
  return value < 0 && rounded > 0 ? `-${text}` : text;
}

/** `12,5 %` (one decimal unless told). */
export function formatPercent(value: number, maxDecimals = 1): string {
  return `${formatNumber(value, maxDecimals)}${NBSP}%`;
}
