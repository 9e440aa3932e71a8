/** Exact integer arithmetic on øre for the cost engine: proportional shares and rounding, never floating point. */

/**
 * Splits `total` øre over `weights` in proportion, exactly (the parts add up to `total`): each part is the floor of
 * its exact share and the øre left over go one each to the largest fractions (ties: larger weight, then earlier
 * position). No part exceeds its weight when total ≤ sum(weights).
 */
export function allocateProportionally(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (total === 0 || sum === 0) return weights.map(() => 0);
  const T = BigInt(total);
  const S = BigInt(sum);
  const parts = weights.map((w) => {
    const num = T * BigInt(w);
    return { floor: num / S, rest: num % S, w };
  });
  let left = T - parts.reduce((a, p) => a + p.floor, 0n);
  const order = parts
    .map((p, i) => ({ ...p, i }))
    .sort((a, b) => (a.rest === b.rest ? (a.w === b.w ? a.i - b.i : b.w - a.w) : a.rest > b.rest ? -1 : 1));
  const extra = new Array<bigint>(weights.length).fill(0n);
  for (const p of order) {
    if (left === 0n) break;
    extra[p.i] = 1n;
    left--;
  }
  return parts.map((p, i) => Number(p.floor + extra[i]!));
}

/** round(value × numerator / denominator), half away from zero, in exact integer arithmetic. */
export function proportion(value: number, numerator: number, denominator: number): number {
  if (denominator === 0) return 0;
  const n = BigInt(value) * BigInt(numerator);
  const d = BigInt(denominator);
  const sign = n < 0n !== d < 0n ? -1n : 1n;
  const an = n < 0n ? -n : n;
  const ad = d < 0n ? -d : d;
  return Number(sign * ((2n * an + ad) / (2n * ad)));
}
