/**
 * Splits an amount of minor units over shares in proportion to their weights with the
 * largest-remainder method, so the shares add up to exactly the amount: each share first gets
 * the floor of its exact part, then the units left over go one each to the largest remainders
 * (ties: the earlier position). A zero weight never gets a unit, and no share exceeds the
 * ceiling of its exact part, so when `total <= sum(weights)` no share exceeds its weight.
 * Integer arithmetic throughout (BigInt), so large amounts never lose precision.
 */
export function allocate(total: number, weights: number[]): number[] {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError(`allocate: total must be a non-negative integer, got ${total}`);
  for (const weight of weights) {
    if (!Number.isSafeInteger(weight) || weight < 0) throw new RangeError(`allocate: weights must be non-negative integers, got ${weight}`);
  }
  const weightSum = weights.reduce((sum, weight) => sum + BigInt(weight), 0n);
  if (weightSum === 0n) {
    if (total === 0) return weights.map(() => 0);
    throw new RangeError('allocate: cannot split a positive total over zero weights');
  }

  const amount = BigInt(total);
  const shares = weights.map((weight) => (amount * BigInt(weight)) / weightSum);
  const remainders = weights.map((weight, index) => ({ index, remainder: (amount * BigInt(weight)) % weightSum }));
  let left = Number(amount - shares.reduce((sum, share) => sum + share, 0n));
  remainders.sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of remainders) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0n) + 1n;
    left -= 1;
  }
  return shares.map(Number);
}
