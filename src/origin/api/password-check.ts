import type { Context } from 'hono';
import type { OriginEnv } from '../env';
import { ApiError } from '../http/errors';
import { clientIp } from '../http/auth';
import { clearFailuresStatements, failureCounts, recordFailure } from '../db/identity';
import { burnPasswordCheck, verifyPassword } from '../domain/identity/password-hash';
import { throttleState, THROTTLE_WINDOW_MINUTES } from '../domain/identity/throttle';

export interface PasswordCheck {
  ok: boolean;
  /** The stored hash uses fewer iterations than today's: replace it. */
  needsUpgrade: boolean;
}

/**
 * Every check of a typed password (sign-in, password change, e-mail change, account deletion)
 * goes through here, so they share one throttle (docs/identity.md "Throttling"): refused with
 * 429 past the limits, failures recorded, and a success clears the account's failures.
 * `storedHash` null (unknown account, or one without a password) costs the same hashing work.
 */
export async function checkPassword(
  c: Context<{ Bindings: OriginEnv }>,
  account: { email: string; storedHash: string | null },
  password: string,
): Promise<PasswordCheck> {
  const now = new Date();
  const ip = clientIp(c);
  const state = throttleState(await failureCounts(c.env.DB, account.email, ip, now));
  if (state === 'reset_required') {
    throw new ApiError(429, 'too_many_attempts', 'Too many wrong passwords for this account. Set a new password with the "forgot password" link.', {
      reason: 'reset_required',
    });
  }
  if (state === 'slow_down') {
    throw new ApiError(429, 'too_many_attempts', `Too many attempts. Try again in ${THROTTLE_WINDOW_MINUTES} minutes or reset your password.`, {
      reason: 'slow_down',
    });
  }
  if (account.storedHash === null) {
    await burnPasswordCheck(password, c.env.PASSWORD_PEPPER);
    await recordFailure(c.env.DB, account.email, ip, now);
    return { ok: false, needsUpgrade: false };
  }
  const check = await verifyPassword(password, account.storedHash, c.env.PASSWORD_PEPPER);
  if (!check.ok) {
    await recordFailure(c.env.DB, account.email, ip, now);
    return { ok: false, needsUpgrade: false };
  }
  await c.env.DB.batch(clearFailuresStatements(c.env.DB, account.email, ip));
  return { ok: true, needsUpgrade: check.needsUpgrade };
}
