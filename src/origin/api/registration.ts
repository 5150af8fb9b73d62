import { Hono, type Context } from 'hono';
import type { OriginEnv } from '../env';
import { recordConversion } from './experiment-conversions';
import {
  changeEmailSchema,
  changePasswordSchema,
  acceptTermsSchema,
  finishRegistrationSchema,
  forgotPasswordSchema,
  recoverPasswordSchema,
  registerRequestSchema,
  tokenRequestSchema,
} from '../../shared/schemas/identity';
import { validJson } from '../http/validate';
import { requestWorld } from '../http/world';
import { ApiError, notFound } from '../http/errors';
import { clientIp, requireUser } from '../http/auth';
import {
  consumeOneTimeToken,
  currentTermsVersion,
  findCredentials,
  findCredentialsById,
  insertOneTimeTokenStatement,
  insertTokenStatement,
  reserveResetRequest,
  revokeUserTokensStatement,
  spendRecoveryLinksStatement,
  clearFailuresStatements,
} from '../db/identity';
import { checkPassword } from './password-check';
import {
  acceptTerms,
  changeEmail,
  confirmEmailStatement,
  finishRegistrationStatement,
  insertUser,
  recoverPasswordStatement,
  setPasswordHashStatement,
} from '../db/users';
import { hashPassword } from '../domain/identity/password-hash';
import { newSecretToken, tokenHash } from '../domain/identity/tokens';
import { ACCESS_TOKEN_TTL_SECONDS, ONE_TIME_TOKEN_TTL_SECONDS, type OneTimePurpose } from '../domain/identity/lifetimes';
import { accountEmail, type AccountEmail } from '../domain/identity/emails';
import { queueMail } from '../providers/send-mail';
import { publicUrl } from '../http/public-url';
import { referralOnConfirm, referralOnRegister, safely } from './referrals';

type Ctx = Context<{ Bindings: OriginEnv }>;

function mail(c: Ctx, email: AccountEmail, to: string, world: string): Promise<void> {
  return queueMail(c.env, (p) => c.executionCtx.waitUntil(p), accountEmail(email, to, world, publicUrl(c)));
}

async function oneTimeLink(c: Ctx, purpose: OneTimePurpose, userId: number, payload?: unknown): Promise<{ token: string; statement: D1PreparedStatement }> {
  const token = newSecretToken();
  const statement = insertOneTimeTokenStatement(
    c.env.DB,
    { hash: await tokenHash(token), purpose, userId, payload, ttlSeconds: ONE_TIME_TOKEN_TTL_SECONDS[purpose] },
    new Date(),
  );
  return { token, statement };
}

async function spend(c: Ctx, token: string, purpose: OneTimePurpose) {
  const row = await consumeOneTimeToken(c.env.DB, await tokenHash(token), purpose, new Date());
  if (!row) throw new ApiError(400, 'invalid_or_expired_link', 'This link is not valid any more. Request a new one.');
  return row;
}

/**
 * After the forgot-password answer: one slot of the per-address and per-IP limits, then the
 * lookup, the link and the mail. Throttled or unknown addresses get nothing.
 */
async function sendRecoveryLink(c: Ctx, email: string, ip: string, world: string): Promise<void> {
  try {
    if (!(await reserveResetRequest(c.env.DB, email, ip, new Date()))) return;
    const user = await findCredentials(c.env.DB, email);
    if (!user) return;
    const link = await oneTimeLink(c, 'password_recovery', user.id);
    await link.statement.run();
    await mail(c, { template: 'password_recovery', token: link.token }, user.email, world);
  } catch (error) {
    console.error('password recovery mail failed', error);
  }
}

/** The same answer whether or not the address has an account (no enumeration). */
const ACCEPTED = { data: { accepted: true } };

/** Registration with double opt-in, password recovery and change, e-mail change, terms. */
export const registration = new Hono<{ Bindings: OriginEnv }>()
  .post('/v3/registration/register', async (c) => {
    const world = requestWorld(c);
    const body = await validJson(c, registerRequestSchema);
    const now = new Date();
    const userId = await insertUser(
      c.env.DB,
      {
        email: body.email,
        world,
        publicName: body.public_name,
        passwordHash: await hashPassword(body.password, c.env.PASSWORD_PEPPER),
        emailConfirmed: false,
        termsVersion: await currentTermsVersion(c.env.DB),
        creationSource: 'web',
        doubleOptIn: body.newsletter,
      },
      now,
    );
    if (userId === null) {
      await mail(c, { template: 'already_registered' }, body.email, world);
      return c.json(ACCEPTED, 202);
    }
    await safely(referralOnRegister(c.env.DB, { userId, email: body.email, world }, body.referral_code, now));
    await recordConversion(c, 'sign_up');
    const link = await oneTimeLink(c, 'register_confirm', userId);
    await link.statement.run();
    await mail(c, { template: 'register_confirm', token: link.token }, body.email, world);
    return c.json(ACCEPTED, 202);
  })
  .post('/v3/registration/confirm', async (c) => {
    const { token } = await validJson(c, tokenRequestSchema);
    const { user_id: userId } = await spend(c, token, 'register_confirm');
    const finish = await oneTimeLink(c, 'finish_registration', userId);
    await c.env.DB.batch([
      confirmEmailStatement(c.env.DB, userId, new Date()),
      finish.statement,
    ]);
    await safely(referralOnConfirm(c.env.DB, userId));
    return c.json({ data: { confirmed: true, finish_token: finish.token } });
  })
  .post('/v3/registration/finish', async (c) => {
    const body = await validJson(c, finishRegistrationSchema);
    const { user_id: userId } = await spend(c, body.token, 'finish_registration');
    const session = newSecretToken();
    const now = new Date();
    await c.env.DB.batch([
      finishRegistrationStatement(c.env.DB, userId, { firstName: body.first_name, lastName: body.last_name }, now),
      insertTokenStatement(c.env.DB, { hash: await tokenHash(session), userId, clientId: 'kreide-web', scope: 'full', platform: 'web', ttlSeconds: ACCESS_TOKEN_TTL_SECONDS.full }, now),
    ]);
    return c.json({ data: { access_token: session, oauth_user_id: userId, scope: 'full', expires_in: ACCESS_TOKEN_TTL_SECONDS.full } });
  })
  .post('/v3/password/forgot', async (c) => {
    const world = requestWorld(c);
    const { email } = await validJson(c, forgotPasswordSchema);
    // The answer leaves before any lookup: same work and time with or without an account
    // (docs/identity.md "Forgot password").
    c.executionCtx.waitUntil(sendRecoveryLink(c, email, clientIp(c), world));
    return c.json(ACCEPTED, 202);
  })
  .post('/v3/password/recover', async (c) => {
    const world = requestWorld(c);
    const body = await validJson(c, recoverPasswordSchema);
    const { user_id: userId } = await spend(c, body.token, 'password_recovery');
    const user = await findCredentialsById(c.env.DB, userId);
    if (!user) throw new ApiError(400, 'invalid_or_expired_link', 'This link is not valid any more. Request a new one.');
    const now = new Date();
    // One batch: the new password, every session ended, every other reset link spent, and the
    // failure counts cleared (the reset is the owner's way back in: docs/identity.md).
    await c.env.DB.batch([
      recoverPasswordStatement(c.env.DB, userId, await hashPassword(body.password, c.env.PASSWORD_PEPPER), now),
      revokeUserTokensStatement(c.env.DB, userId, now),
      spendRecoveryLinksStatement(c.env.DB, userId, now),
      ...clearFailuresStatements(c.env.DB, user.email),
    ]);
    await mail(c, { template: 'password_changed' }, user.email, world);
    return c.json({ data: { changed: true } });
  })
  .post('/v3/password/change', async (c) => {
    const world = requestWorld(c);
    const { userId, caller } = await requireUser(c);
    const body = await validJson(c, changePasswordSchema);
    const user = await findCredentialsById(c.env.DB, userId);
    if (!user) throw notFound('User');
    if (!(await checkPassword(c, { email: user.email, storedHash: user.password_hash }, body.current_password)).ok) {
      throw new ApiError(400, 'wrong_password', 'The current password is not right.', { field: 'current_password' });
    }
    const now = new Date();
    await c.env.DB.batch([
      setPasswordHashStatement(c.env.DB, userId, await hashPassword(body.new_password, c.env.PASSWORD_PEPPER)),
      revokeUserTokensStatement(c.env.DB, userId, now, caller.tokenHash),
      spendRecoveryLinksStatement(c.env.DB, userId, now),
    ]);
    await mail(c, { template: 'password_changed' }, user.email, world);
    return c.json({ data: { changed: true } });
  })
  .post('/v3/user/change-email', async (c) => {
    const world = requestWorld(c);
    const { userId } = await requireUser(c);
    const body = await validJson(c, changeEmailSchema);
    const user = await findCredentialsById(c.env.DB, userId);
    if (!user) throw notFound('User');
    if (!(await checkPassword(c, { email: user.email, storedHash: user.password_hash }, body.password)).ok) {
      throw new ApiError(400, 'wrong_password', 'The password is not right.', { field: 'password' });
    }
    if (body.new_email === user.email) throw new ApiError(400, 'same_email', 'This is already your e-mail address.', { field: 'new_email' });
    const taken = await findCredentials(c.env.DB, body.new_email);
    if (taken) {
      await mail(c, { template: 'already_registered' }, body.new_email, world);
      return c.json(ACCEPTED, 202);
    }
    const link = await oneTimeLink(c, 'email_change', userId, { email: body.new_email });
    await link.statement.run();
    await mail(c, { template: 'email_change', token: link.token }, body.new_email, world);
    return c.json(ACCEPTED, 202);
  })
  .post('/v3/user/change-email/confirm', async (c) => {
    const world = requestWorld(c);
    const { token } = await validJson(c, tokenRequestSchema);
    const row = await spend(c, token, 'email_change');
    const { email } = JSON.parse(row.payload) as { email: string };
    const previous = await findCredentialsById(c.env.DB, row.user_id);
    const changed = await changeEmail(c.env.DB, row.user_id, email);
    // Reset links mailed to the old address must not outlive the change.
    if (changed) await spendRecoveryLinksStatement(c.env.DB, row.user_id, new Date()).run();
    if (!changed) throw new ApiError(409, 'email_taken', 'This e-mail address belongs to another account now.');
    if (previous) await mail(c, { template: 'email_changed_notice' }, previous.email, world);
    return c.json({ data: { email } });
  })
  .get('/v3/terms/current', async (c) => c.json({ data: { version: await currentTermsVersion(c.env.DB) } }))
  .post('/v3/terms/accept', async (c) => {
    const { userId } = await requireUser(c);
    const { version } = await validJson(c, acceptTermsSchema);
    if (version !== (await currentTermsVersion(c.env.DB))) throw new ApiError(409, 'outdated_terms', 'Please accept the current terms.');
    await acceptTerms(c.env.DB, userId, version);
    return c.json({ data: { accepted: version } });
  });
