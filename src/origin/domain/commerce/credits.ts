/**
 * Credits: a balance in minor units of one currency that pays for orders. A balance never goes
 * below zero (the `credit_balances` CHECK enforces the same in D1).
 */

export class CreditsOverdrawn extends Error {
  override readonly name = 'CreditsOverdrawn';
  constructor(
    readonly balance: number,
    readonly amount: number,
  ) {
    super(`Credit entry of ${amount} would overdraw a balance of ${balance}`);
  }
}

/** How many credits pay for an amount due: all that is available, at most the amount. */
export function creditsToUse(available: number, due: number): number {
  const have = Number.isFinite(available) && available > 0 ? Math.floor(available) : 0;
  const owed = Number.isFinite(due) && due > 0 ? Math.floor(due) : 0;
  return Math.min(have, owed);
}

/**
 * The balance after a ledger entry (positive: grant, release, refund; negative: spent on an
 * order). Throws `CreditsOverdrawn` when the balance would become negative.
 */
export function applyCreditEntry(balance: number, amount: number): number {
  if (!Number.isSafeInteger(balance) || !Number.isSafeInteger(amount)) throw new RangeError('applyCreditEntry: balance and amount must be integers');
  const next = balance + amount;
  if (next < 0) throw new CreditsOverdrawn(balance, amount);
  return next;
}
