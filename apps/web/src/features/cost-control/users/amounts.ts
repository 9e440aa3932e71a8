import { formatNumber } from '@connect/shared';

/** The server's amount text (`1 234,50`, 000 §3 "also as string") as NOK: `1 234,50 kr`. */
export function kr(amount: string): string {
  return `${amount}\u00a0kr`;
}

/** Gigabytes with at most two decimals, Norwegian style. */
export function gigabytes(value: number): string {
  return formatNumber(value, 2);
}
