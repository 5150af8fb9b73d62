/**
 * Brute-force throttling of sign-ins: failures are counted per account and per IP address in a
 * sliding window; past the limit, sign-in is refused until the window has moved on.
 */
export const THROTTLE_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 30;

export interface FailureCounts {
  account: number;
  ip: number;
}

export function isThrottled(counts: FailureCounts): boolean {
  return counts.account >= MAX_FAILURES_PER_ACCOUNT || counts.ip >= MAX_FAILURES_PER_IP;
}

export function accountSubject(email: string): string {
  return `account:${email.trim().toLowerCase()}`;
}

export function ipSubject(ip: string): string {
  return `ip:${ip}`;
}

export function windowStart(now: Date): string {
  return new Date(now.getTime() - THROTTLE_WINDOW_MINUTES * 60_000).toISOString();
}
