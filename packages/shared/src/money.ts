/** Money is integer øre everywhere in the rules; these helpers are the only place it meets text or kroner. */
export const VAT_RATE_PERCENT = 25;

export function oreToKroner(ore: number): number {
  return ore / 100;
}

export function kronerToOre(kroner: number): number {
  return Math.round(kroner * 100);
}

/** incl = excl × 1.25, rounded to the øre. */
export function withVat(oreExclVat: number): number {
  return Math.round((oreExclVat * (100 + VAT_RATE_PERCENT)) / 100);
}

const NBSP = '\u00a0';

/** `1234567` → `1 234 567`: a loop rather than a regular expression, as a 100-row page formats 600 amounts. */
function groupThousands(digits: string, separator: string): string {
  const head = digits.length % 3 || 3;
  let text = digits.slice(0, head);
  for (let i = head; i < digits.length; i += 3) text += separator + digits.slice(i, i + 3);
  return text;
}

/** Norwegian amount text: `1 234,50` (space thousands, comma decimal); negative with a minus sign. */
export function formatAmount(ore: number, opts?: { decimals?: boolean }): string {
  const abs = Math.abs(Math.round(ore));
  const rest = abs % 100;
  let text = groupThousands(String((abs - rest) / 100), NBSP);
  if (opts?.decimals ?? true) text += rest < 10 ? `,0${rest}` : `,${rest}`;
  return ore < 0 ? `-${text}` : text;
}

/** `1 234,50 kr` */
export function formatNok(ore: number): string {
  return `${formatAmount(ore)}${NBSP}kr`;
}

/** 000 §5: digits only, or dot-separated thousands groups with a comma and two decimals. */
export const AMOUNT_PATTERN = /^(\d+|\d{1,3}(\.\d{3})*,\d{2})$/;

export function isValidAmountText(text: string): boolean {
  return AMOUNT_PATTERN.test(text.trim());
}

/** Parses amount text of AMOUNT_PATTERN (or a plain `1234,5`/`1234.5`) into øre; null when it is not an amount. */
export function parseAmountText(text: string): number | null {
  const t = text.trim().replace(/\s|\u00a0/g, '');
  if (t === '') return null;
  if (AMOUNT_PATTERN.test(t)) return kronerToOre(Number(t.replace(/\./g, '').replace(',', '.')));
  if (/^-?\d+([.,]\d{1,2})?$/.test(t)) return kronerToOre(Number(t.replace(',', '.')));
  return null;
}
