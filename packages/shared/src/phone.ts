/** +47 numbers: the prefix and 8 digits (11 characters in all). */
export const NORWEGIAN_PREFIX = '+47';

export function normalizePhone(input: string): string {
  const compact = input.replace(/[\s\u00a0-]/g, '');
  if (/^\d{8}$/.test(compact)) return `${NORWEGIAN_PREFIX}${compact}`;
  if (/^0047\d{8}$/.test(compact)) return `+${compact.slice(2)}`;
  if (/^47\d{8}$/.test(compact)) return `+${compact}`;
  return compact;
}

export function isNorwegianNumber(phone: string): boolean {
  return /^\+47\d{8}$/.test(normalizePhone(phone));
}

/** Mobile numbers (4xx, 9xx) group 3-2-3, others 2-2-2-2: `+47 912 34 567`, `+47 22 33 44 55`. */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const n = normalizePhone(phone);
  if (!isNorwegianNumber(n)) return phone;
  const d = n.slice(3);
  if (d.startsWith('4') || d.startsWith('9')) return `+47 ${d.slice(0, 3)} ${d.slice(3, 5)} ${d.slice(5)}`;
  return `+47 ${d.slice(0, 2)} ${d.slice(2, 4)} ${d.slice(4, 6)} ${d.slice(6)}`;
}
