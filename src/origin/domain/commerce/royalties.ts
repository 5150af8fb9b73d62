/**
 * Authors' royalties, eduki's public rule: an author receives a share of the net price (after
 * voucher, without VAT) of every material sold, by the number of materials the author has
 * active (published, for sale) at the time of the sale:
 *
 * - fewer than 25 active materials: 50 %
 * - 25 to 99 active materials: 60 %
 * - 100 or more active materials: 70 %
 *
 * The share is rounded down to the minor unit; the platform keeps the remainder. A refund
 * (negative net) mirrors the sale: rounded towards zero, so it takes back exactly what was paid.
 */

/** Royalty tiers, highest threshold first: from `minActiveMaterials` on, `rateBp` applies. */
const ROYALTY_TIERS = [
  { minActiveMaterials: 100, rateBp: 7000 },
  { minActiveMaterials: 25, rateBp: 6000 },
] as const;
/** The share below the first tier. */
const ROYALTY_BASE_RATE_BP = 5000;

export function royaltyRateBp(activeMaterials: number): number {
  for (const tier of ROYALTY_TIERS) {
    if (activeMaterials >= tier.minActiveMaterials) return tier.rateBp;
  }
  return ROYALTY_BASE_RATE_BP;
}

export function royaltyFor(net: number, activeMaterials: number): { rateBp: number; amount: number } {
  if (!Number.isSafeInteger(net)) throw new RangeError(`royaltyFor: net must be an integer, got ${net}`);
  const rateBp = royaltyRateBp(activeMaterials);
  // Towards zero, in integers: |net| × rate / 10000, floored, with net's sign.
  const share = Number((BigInt(Math.abs(net)) * BigInt(rateBp)) / 10000n);
  return { rateBp, amount: net < 0 ? -share : share };
}
