import { Hono, type Context } from 'hono';
import type { OriginEnv } from '../env';
import { authenticateRequestSchema, loginAsSchema, type AuthenticateResponse } from '../../shared/schemas/identity';
import { noQuerySchema } from '../../shared/schemas/common';
import { validJson, validQuery } from '../http/validate';
import { requestWorld } from '../http/world';
import { ApiError } from '../http/errors';
import { bearerToken, checkToken, requireUser } from '../http/auth';
import { currentTermsVersion, findCredentials, findToken, insertImpersonationStatement, insertTokenStatement, revokeToken } from '../db/identity';
import { endSessionSockets } from '../notifications/notify';
import { findLiveUser, isBlocked, setPasswordHashStatement } from '../db/users';
import { auditStatement, staffRolesOf } from '../db/staff';
import { hashPassword } from '../domain/identity/password-hash';
import { newSecretToken, tokenHash } from '../domain/identity/tokens';
import { checkPassword } from './password-check';
import { ACCESS_TOKEN_TTL_SECONDS } from '../domain/identity/lifetimes';
import { SocialVerificationError } from '../domain/identity/social';
import { signInWithSocial } from './social-sign-in';

const WRONG_CREDENTIALS = 'The e-mail address or the password is not right.';

function allowedClient(env: OriginEnv, clientId: string): boolean {
  return env.OAUTH_CLIENT_IDS.split(',').map((s) => s.trim()).includes(clientId);
}

async function issueToken(
  env: OriginEnv,
  grant: { userId: number | null; clientId: string; scope: 'public' | 'full'; platform: string; impersonatorId?: number },
): Promise<AuthenticateResponse> {
  // A blocked account signs in nowhere (docs/operations.md, "Blocked accounts"); asked after the credentials were checked.
  if (grant.userId !== null && (await isBlocked(env.DB, grant.userId))) throw new ApiError(403, 'account_blocked', 'This account is blocked. Please write to our support.');
  const token = newSecretToken();
  const ttl = ACCESS_TOKEN_TTL_SECONDS[grant.scope];
  await insertTokenStatement(env.DB, { hash: await tokenHash(token), ttlSeconds: ttl, ...grant }, new Date()).run();
  return { access_token: token, oauth_user_id: grant.userId, scope: grant.scope, expires_in: ttl };
}

async function passwordGrant(c: Context<{ Bindings: OriginEnv }>, username: string, password: string): Promise<number> {
  const user = await findCredentials(c.env.DB, username);
  const check = await checkPassword(c, { email: username, storedHash: user?.password_hash ?? null }, password);
  if (!user || !check.ok) throw new ApiError(401, 'invalid_credentials', WRONG_CREDENTIALS);
  if (!user.email_confirmed_at) throw new ApiError(403, 'email_not_confirmed', 'Please confirm your e-mail address first: we sent you a link.');
  if (check.needsUpgrade) {
    await setPasswordHashStatement(c.env.DB, user.id, await hashPassword(password, c.env.PASSWORD_PEPPER)).run();
  }
  return user.id;
}

/** The token a validate call carries: its own header (docs/product-rules.md, "API calls"), else bearer. */
function validatedToken(c: Context): string | undefined {
  return c.req.header('x-access-token') ?? c.req.header('oauth-access-token') ?? bearerToken(c);
}

/** Sign-in of every kind (docs/product-rules.md, "API calls"), validation, logout, and staff acting as a user. */
export const oauth = new Hono<{ Bindings: OriginEnv }>()
  .post('/v3/oauth2/authenticate', async (c) => {
    const body = await validJson(c, authenticateRequestSchema);
    if (!allowedClient(c.env, body.client_id)) throw new ApiError(400, 'invalid_client', 'Unknown client_id.');
    const grant = { clientId: body.client_id, platform: body.platform };
    switch (body.grant_type) {
      case 'client_credentials':
        return c.json({ data: await issueToken(c.env, { ...grant, userId: null, scope: 'public' }) });
      case 'password': {
        const userId = await passwordGrant(c, body.username, body.password);
        return c.json({ data: await issueToken(c.env, { ...grant, userId, scope: body.scopes }) });
      }
      default: {
        try {
          const userId = await signInWithSocial(c.env, body, requestWorld(c));
          return c.json({ data: await issueToken(c.env, { ...grant, userId, scope: body.scopes }) });
        } catch (error) {
          if (error instanceof SocialVerificationError) {
            if (error.reason === 'provider_not_configured') throw new ApiError(400, 'provider_not_configured', 'This sign-in method is not available.');
            if (error.reason === 'provider_unreachable') throw new ApiError(503, 'provider_unreachable', 'The sign-in provider cannot be reached. Try again.');
            throw new ApiError(401, 'invalid_grant', 'The sign-in could not be verified.', { reason: error.reason });
          }
          throw error;
        }
      }
    }
  })
  .get('/v3/oauth2/validate', async (c) => {
    validQuery(c, noQuerySchema);
    const check = await checkToken(c.env.DB, validatedToken(c), new Date());
    if ('problem' in check) {
      return c.json({ error: { code: check.problem, message: 'The session is not valid.' }, data: { reason: check.problem } }, 401);
    }
    const expectedUser = c.req.header('x-oauth-user-id');
    if (expectedUser && check.caller.userId !== null && String(check.caller.userId) !== expectedUser) {
      return c.json({ error: { code: 'user_mismatch', message: 'The session belongs to another user.' }, data: { reason: 'user_mismatch' } }, 401);
    }
    if (check.caller.userId !== null && check.caller.impersonatorId === null && (check.termsVersion ?? 0) < (await currentTermsVersion(c.env.DB))) {
      return c.json({ error: { code: 'terms_not_accepted', message: 'Please accept the current terms.' }, data: { reason: 'terms_not_accepted' } }, 401);
    }
    return c.json({
      data: { oauth_user_id: check.caller.userId, scope: check.caller.scope, impersonating: check.caller.impersonatorId !== null },
    });
  })
  // POST for browsers (through the edge, same-origin checked); GET for bearer API clients.
  .on(['GET', 'POST'], '/v3/oauth2/logout', async (c) => {
    validQuery(c, noQuerySchema);
    const token = bearerToken(c);
    if (token) {
      const hash = await tokenHash(token);
      const row = await findToken(c.env.DB, hash);
      await revokeToken(c.env.DB, hash, new Date());
      // The session's notification sockets close with no_reconnect (docs/notifications.md).
      if (row?.user_id) await endSessionSockets(c.env, row.user_id, hash);
    }
    return c.json({ data: { logged_out: true } });
  })
  .post('/v3/oauth2/login-as', async (c) => {
    const { userId: staffId, caller } = await requireUser(c);
    if (caller.impersonatorId !== null) throw new ApiError(403, 'already_impersonating', 'End the current session as another user first.');
    const body = await validJson(c, loginAsSchema);
    const roles = await staffRolesOf(c.env.DB, staffId);
    if (roles === null) throw new ApiError(403, 'staff_only', 'Only staff may act as another user.');
    // Acting as a user is support's work (docs/operations.md, "Roles").
    const role = roles.includes('support') ? 'support' : roles.includes('admin') ? 'admin' : null;
    if (role === null) throw new ApiError(403, 'staff_role_required', 'This needs the staff role support.', { role: 'support' });
    const target = await findLiveUser(c.env.DB, body.user_id);
    if (!target) throw new ApiError(404, 'not_found', 'User not found');
    if (target.isStaff) throw new ApiError(403, 'staff_target', 'Staff accounts cannot be impersonated.');
    const token = newSecretToken();
    const now = new Date();
    const ttl = 2 * 3600;
    await c.env.DB.batch([
      insertTokenStatement(c.env.DB, { hash: await tokenHash(token), userId: target.id, clientId: caller.clientId, scope: 'full', platform: 'web', impersonatorId: staffId, ttlSeconds: ttl }, now),
      insertImpersonationStatement(c.env.DB, staffId, target.id, body.reason, now),
      auditStatement(c.env.DB, { staffId, role, action: 'user.impersonate', objectType: 'user', objectId: target.id, reason: body.reason, changes: { ttlSeconds: ttl } }, now),
    ]);
    return c.json({ data: { access_token: token, oauth_user_id: target.id, scope: 'full', expires_in: ttl } satisfies AuthenticateResponse });
  });
