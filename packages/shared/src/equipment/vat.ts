import { withVat } from '../money.ts';

/**
 * incl. VAT of a signed øre amount: `withVat` (× 1.25, half-up) on the size, the sign kept. A credit taken below 0
 * by a correction thus shows as the mirror of the same positive credit (−2 øre → −3 øre, as 2 øre → 3 øre), where
 * `Math.round` alone would round −2.5 up to −2.
 */
export function signedWithVat(ore: number): number {
  return ore < 0 ? -withVat(-ore) : withVat(ore);
}
