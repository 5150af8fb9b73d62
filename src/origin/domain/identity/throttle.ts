/**
 * Throttling of password checks and of forgot-password mails (docs/identity.md "Throttling").
 *
 * Password failures count per (account, IP) and per IP in a sliding window, so an attacker at
 * one address cannot lock the owner out everywhere, and per account as a streak of consecutive
 * failures (NIST SP 800-63B: at most 100); past the streak limit only the reset link helps.
 */
export const THROTTLE_WINDOW_MINUTES = 15;
const MAX_FAILURES_PER_ACCOUNT_AND_IP = 5;
const MAX_FAILURES_PER_IP = 30;
const MAX_CONSECUTIVE_FAILURES_PER_ACCOUNT = 100;
/** A streak untouched this long is forgotten (rows for names nobody uses do not pile up). */
export const STREAK_MEMORY_DAYS = 30;

/** Forgot-password mails: per address and per IP within an hour. */
export const RESET_WINDOW_MINUTES = 60;
export const MAX_RESETS_PER_ACCOUNT = 3;
export const MAX_RESETS_PER_IP = 10;

export interface FailureCounts {
  /** Failures of this account from this IP in the window. */
  pair: number;
  /** Failures from this IP (any account) in the window. */
  ip: number;
  /** Consecutive failures of this account from anywhere. */
  streak: number;
}

export type Throttle = 'open' | 'slow_down' | 'reset_required';

export function throttleState(counts: FailureCounts): Throttle {
  if (counts.streak >= MAX_CONSECUTIVE_FAILURES_PER_ACCOUNT) return 'reset_required';
  if (counts.pair >= MAX_FAILURES_PER_ACCOUNT_AND_IP || counts.ip >= MAX_FAILURES_PER_IP) return 'slow_down';
  return 'open';
}

/** The account key: the address as typed (unknown addresses are counted alike). */
export function accountKey(email: string): string {
  return email.trim().toLowerCase();
}

export function windowStart(now: Date, minutes = THROTTLE_WINDOW_MINUTES): string {
  return new Date(now.getTime() - minutes * 60_000).toISOString();
}
