import { timingSafeEqual } from 'node:crypto';

/** Whether a given secret or signature equals the expected one, in time that does not tell how much matched. */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
