import { formatAmount } from '@connect/shared';

/** øre → NOK for GraphQL Floats: exact to two decimals (integer øre / 100). */
export function nok(ore: number): number {
  return ore / 100;
}

/** The "also as string" form of an amount: `1 234,50`. */
export function nokString(ore: number): string {
  return formatAmount(ore);
}

/** Bytes → gigabytes (1024³) with two decimals, for the data columns. */
export function gigabytes(bytes: number): number {
  return Math.round((bytes / 1024 ** 3) * 100) / 100;
}

/** Share in percent with one decimal; null when there is nothing to share. */
export function percent(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.round((part / whole) * 1000) / 10;
}
