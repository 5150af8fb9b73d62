import { REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH } from '../../../shared/referrals';

/**
 * The referral programme's rules (docs/referrals.md): who may be referred, which purchase earns
 * the inviter's credit, and when a referral is the inviter referring themselves.
 */

/** Providers that ignore dots in the local part and treat `googlemail.com` as `gmail.com`. */
const DOTLESS_DOMAINS: Readonly<Record<string, string>> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * One spelling per mailbox: lower case, no `+tag`, and for Gmail-like providers no dots and one
 * domain. Two addresses with the same spelling reach the same person.
 */
export function normaliseEmail(email: string): string {
  const trimmed = email.trim().toLowerCase();
  const at = trimmed.lastIndexOf('@');
  if (at <= 0) return trimmed;
  let local = trimmed.slice(0, at);
  let domain = trimmed.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) {
    local = local.replace(/\./g, '');
    domain = dotless;
  }
  return `${local}@${domain}`;
}

export interface Party {
  userId: number;
  email: string;
}

export type SelfReferral = 'same_account' | 'same_email' | null;

/** Why a sign-up through this inviter's code is the inviter themselves, or null when it is not. */
export function selfReferral(inviter: Party, invitee: Party): SelfReferral {
  if (inviter.userId === invitee.userId) return 'same_account';
  if (normaliseEmail(inviter.email) === normaliseEmail(invitee.email)) return 'same_email';
  return null;
}

export interface PaidOrder {
  status: string;
  paymentMethod: string;
  /** What was left to pay with money after voucher and credits, in minor units. */
  amountDue: number;
}

/** Payment methods where the buyer's own money moved through a provider. */
const MONEY_METHODS = new Set(['stripe', 'demo']);

/**
 * A purchase that earns the inviter's credit: paid, with money above zero through a payment
 * provider. Free orders, orders paid fully with credits and school purchases on invoice do not.
 */
export function qualifyingPurchase(order: PaidOrder): boolean {
  return order.status === 'paid' && order.amountDue > 0 && MONEY_METHODS.has(order.paymentMethod);
}

export type RewardDecision = 'credit' | 'not_qualifying' | 'same_payment_details';

/**
 * What the invitee's paid order means for the inviter: a credit, nothing yet (the order does not
 * qualify), or a refusal for good because inviter and invitee paid with the same details.
 */
export function rewardDecision(order: PaidOrder, inviterPayments: readonly string[], inviteePayments: readonly string[]): RewardDecision {
  if (!qualifyingPurchase(order)) return 'not_qualifying';
  const inviter = new Set(inviterPayments);
  if (inviteePayments.some((fingerprint) => inviter.has(fingerprint))) return 'same_payment_details';
  return 'credit';
}

/** A new referral code from random bytes (the alphabet has 32 letters: no bias from the modulo). */
export function newReferralCode(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const bytes = random(new Uint8Array(REFERRAL_CODE_LENGTH));
  return [...bytes].map((b) => REFERRAL_CODE_ALPHABET[b % REFERRAL_CODE_ALPHABET.length]).join('');
}

/** Payment details as typed (card number or IBAN), in one spelling before they are hashed. */
export function normalisePaymentDetails(details: string): string {
  return details.replace(/[\s-]/g, '').toUpperCase();
}
