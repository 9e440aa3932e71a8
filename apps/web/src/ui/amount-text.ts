import { type AmountTextRefusal, formatAmount, kronerToOre, oreToKroner, parseAmount } from '@connect/shared';

/**
 * Amounts as typed in every amount field (issue 28 §10): read by `parseAmount` of `@connect/shared`, shown as
 * `1 234,50`, which it reads back. Empty is no amount.
 */
export type AmountOptions = { negative?: boolean };

/** The text a field shows for an amount in kroner (the API's unit); empty for none. */
export function amountTextOf(kroner: number | null | undefined): string {
  return kroner === null || kroner === undefined ? '' : formatAmount(kronerToOre(kroner));
}

/** Why the text is refused, or null when it is empty or an amount. */
export function amountProblem(text: string, opts: AmountOptions = {}): AmountTextRefusal | null {
  const read = parseAmount(text, opts);
  return read.ok ? null : read.reason;
}

export function isAmountTextOk(text: string, opts: AmountOptions = {}): boolean {
  return amountProblem(text, opts) === null;
}

/** Øre of an amount text; null when empty or refused (check with isAmountTextOk first). */
export function oreOf(text: string, opts: AmountOptions = {}): number | null {
  const read = parseAmount(text, opts);
  return read.ok ? read.ore : null;
}

/** Kroner of an amount text, as the API takes them; null when empty or refused. */
export function kronerOf(text: string, opts: AmountOptions = {}): number | null {
  const ore = oreOf(text, opts);
  return ore === null ? null : oreToKroner(ore);
}
