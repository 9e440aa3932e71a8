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
