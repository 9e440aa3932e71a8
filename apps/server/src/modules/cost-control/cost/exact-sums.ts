/** Exact integer arithmetic on øre for the cost engine: proportional shares and rounding, never floating point. */

/**
 * Splits `total` øre over `weights` in proportion, exactly (the parts add up to `total`): each part is the floor of
 * its exact share and the øre left over go one each to the largest fractions (ties: larger weight, then earlier
 * position). No part exceeds its weight when total ≤ sum(weights).
 */
export function allocateProportionally(total: number, weights: number[]): number[] {
  // Plain loops into arrays built by push: the engine's arrays then keep one elements kind in every tier, where
  // map/reduce chains had V8 drop its optimized engine again and again ("wrong map").
  let sum = 0;
  let negative = false;
  for (const w of weights) {
    sum += w;
    if (w < 0) negative = true;
  }
  const parts: number[] = [];
  if (total === 0 || sum === 0) {
    for (let i = 0; i < weights.length; i++) parts.push(0);
    return parts;
  }
  // total × weight stays an exact integer in a double up to 2^53: then the shares need no BigInt (one allocation per
  // figure); larger figures take the BigInt path, with the same result.
  if (total > 0 && !negative && total * sum <= Number.MAX_SAFE_INTEGER)
    return allocateExactly(total, weights, sum);
  const T = BigInt(total);
  const S = BigInt(sum);
  const floors: bigint[] = [];
  const rests: bigint[] = [];
  let left = T;
  for (let i = 0; i < weights.length; i++) {
    const num = T * BigInt(weights[i]!);
    const floor = num / S;
    floors.push(floor);
    rests.push(num % S);
    left -= floor;
  }
  for (const i of largestRestsFirst(rests, weights)) {
    if (left === 0n) break;
    floors[i]! += 1n;
    left--;
  }
  for (const f of floors) parts.push(Number(f));
  return parts;
}

/** allocateProportionally in doubles, when total × sum(weights) ≤ 2^53 and nothing is negative: every step exact. */
function allocateExactly(total: number, weights: number[], sum: number): number[] {
  const parts: number[] = [];
  const rests: number[] = [];
  let left = total;
  for (let i = 0; i < weights.length; i++) {
    const num = total * weights[i]!;
    const rest = num % sum;
    // num − rest is a multiple of sum, so the division is exact.
    const floor = (num - rest) / sum;
    parts.push(floor);
    rests.push(rest);
    left -= floor;
  }
  for (const i of largestRestsFirst(rests, weights)) {
    if (left === 0) break;
    parts[i]! += 1;
    left--;
  }
  return parts;
}

/** The positions by their rest, largest first; ties go to the larger weight, then the earlier position. */
function largestRestsFirst<R extends number | bigint>(rests: R[], weights: number[]): number[] {
  const order: number[] = [];
  for (let i = 0; i < rests.length; i++) order.push(i);
  return order.sort((a, b) => {
    const ra = rests[a]!;
    const rb = rests[b]!;
    if (ra !== rb) return ra > rb ? -1 : 1;
    const wa = weights[a]!;
    const wb = weights[b]!;
    return wa === wb ? a - b : wb - wa;
  });
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
