import type { Context } from 'hono';
import type { OriginEnv } from '../env';
import { findToken } from '../db/identity';
import { isPlausibleToken, tokenHash } from '../domain/identity/tokens';
import { ApiError } from './errors';
import { edgeFact } from './edge-facts';

/** Who is calling: a public-scope visitor or a signed-in user (perhaps staff acting as them). */
export interface Caller {
  userId: number | null;
  scope: 'public' | 'full';
  clientId: string;
  impersonatorId: number | null;
  tokenHash: string;
}

export type TokenProblem = 'missing_token' | 'invalid_token' | 'expired_token' | 'revoked_token';

export type TokenCheck = { caller: Caller; termsVersion: number | null } | { problem: TokenProblem };

/** Looks a token up in D1: revocation takes effect at once, never through a cache. */
export async function checkToken(db: D1Database, token: unknown, now: Date): Promise<TokenCheck> {
  if (token === undefined || token === null || token === '') return { problem: 'missing_token' };
  if (!isPlausibleToken(token)) return { problem: 'invalid_token' };
  const hash = await tokenHash(token);
  const row = await findToken(db, hash);
  if (!row || row.deleted_at) return { problem: 'invalid_token' };
  // A blocked account's sessions stop at once, like revoked ones (docs/operations.md); staff acting as it too.
  if (row.revoked_at || row.blocked_at) return { problem: 'revoked_token' };
  if (row.expires_at <= now.toISOString()) return { problem: 'expired_token' };
  return {
    caller: { userId: row.user_id, scope: row.scope, clientId: row.client_id, impersonatorId: row.impersonator_id, tokenHash: hash },
    termsVersion: row.terms_version,
  };
}

export function bearerToken(c: Context): string | undefined {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

const CALLER_KEY = 'kreide.caller';

/**
 * The caller of a call that needs a token: 401 without a valid one, 403 when a public-scope
 * token is used for a call that needs a signed-in user.
 */
export async function requireCaller(c: Context<{ Bindings: OriginEnv }>, scope: 'public' | 'full'): Promise<Caller> {
  let caller = c.get(CALLER_KEY as never) as Caller | undefined;
  if (!caller) {
    const check = await checkToken(c.env.DB, bearerToken(c), new Date());
    if ('problem' in check) throw new ApiError(401, check.problem, 'Sign in to continue.', { reason: check.problem });
    caller = check.caller;
    c.set(CALLER_KEY as never, caller as never);
  }
  if (scope === 'full' && (caller.scope !== 'full' || caller.userId === null)) {
    throw new ApiError(403, 'insufficient_scope', 'This needs a signed-in account.');
  }
  return caller;
}

/** The signed-in user's id (full scope). */
export async function requireUser(c: Context<{ Bindings: OriginEnv }>): Promise<{ userId: number; caller: Caller }> {
  const caller = await requireCaller(c, 'full');
  return { userId: caller.userId as number, caller };
}

/**
 * The client's address, for throttling: what the edge saw. A call that did not pass the edge has
 * only Cloudflare's own header in production, and is `direct` elsewhere (docs/security.md).
 */
export function clientIp(c: Context<{ Bindings: OriginEnv }>): string {
  const seen = edgeFact(c, 'clientIp');
  if (seen) return seen;
  if (c.env.ENVIRONMENT === 'production') return c.req.header('cf-connecting-ip') ?? 'unknown';
  return 'direct';
}
