import { formatAmount, isValidAmountText, kronerToOre, oreToKroner, parseAmountText } from '@connect/shared';

/**
 * Cost price and employee covered as typed (001 §5): empty, digits only, or dot-separated thousands with a comma
 * and two decimals (`1.234,50`). The API takes kroner.
 */
export function amountTextOf(kroner: number | null | undefined): string {
  return kroner === null || kroner === undefined
    ? ''
    : formatAmount(kronerToOre(kroner)).replace(/\u00a0/g, '.');
}

export function isAmountTextOk(text: string): boolean {
  return text.trim() === '' || isValidAmountText(text);
}

/** Kroner of an amount text; null when empty (the API's "no amount"). Only call with isAmountTextOk text. */
export function kronerOf(text: string): number | null {
  const ore = text.trim() === '' ? null : parseAmountText(text);
  return ore === null ? null : oreToKroner(ore);
}
