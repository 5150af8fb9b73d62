import { Hono, type Context } from 'hono';
import type { OriginEnv } from '../env';
import { ApiError } from '../http/errors';
import { validJson, validParam, validQuery } from '../http/validate';
import { requestWorld } from '../http/world';
import { publicUrl } from '../http/public-url';
import { noQuerySchema } from '../../shared/schemas/common';
import { mailLinkTokenSchema, unsubscribeLinkRequestSchema, type MailLinkAnswer } from '../../shared/schemas/personalisation';
import { newSecretToken, tokenHash } from '../domain/identity/tokens';
import { mailLinkExpiry, mailLinkUrl, partitionAction, unsubscribeLinkEmail, type MailLinkAction } from '../domain/community/mail-links';
import { applyMailLink, findAccountByEmail, findMailLink, insertMailLinkStatement, recentMailLinks, type MailLinkRow } from '../db/mail-links';
import { queueMail } from '../providers/send-mail';

type Ctx = Context<{ Bindings: OriginEnv }>;

/** A link may be asked for at most this often per address and hour (unsubscribe by link). */
const LINK_REQUESTS_PER_HOUR = 3;

/** Creates a stored link (its hash) for a user and answers the token, which only the e-mail carries. */
export async function newMailLink(
  db: D1Database,
  link: { userId: number; action: MailLinkAction; subjectId: number | null; world: string },
  now: Date,
): Promise<{ token: string; statement: D1PreparedStatement }> {
  const token = newSecretToken();
  return { token, statement: insertMailLinkStatement(db, { ...link, tokenHash: await tokenHash(token), expiresAt: mailLinkExpiry(now) }, now) };
}

/** The link behind `{partition}/{token}`: unknown, forged or of another partition → 404; expired → 410. */
async function linkFor(c: Ctx): Promise<{ hash: string; link: MailLinkRow }> {
  const action = partitionAction(c.req.param('partition') ?? '');
  if (!action) throw new ApiError(404, 'invalid_link', 'This link is not valid.');
  const token = validParam(c.req.param('token'), mailLinkTokenSchema, 'link');
  const hash = await tokenHash(token);
  const link = await findMailLink(c.env.DB, hash);
  if (!link || link.action !== action) throw new ApiError(404, 'invalid_link', 'This link is not valid.');
  if (link.expires_at <= new Date().toISOString()) throw new ApiError(410, 'link_expired', 'This link has expired.');
  return { hash, link };
}

function answer(link: MailLinkRow, state: MailLinkAnswer['state']): MailLinkAnswer {
  return {
    action: link.action,
    state,
    author: link.action === 'unfollow_author' && link.subject_id !== null ? { id: link.subject_id, name: link.author_name } : null,
  };
}

async function sendUnsubscribeLink(c: Ctx, email: string): Promise<void> {
  try {
    const account = await findAccountByEmail(c.env.DB, email);
    if (!account) return;
    const now = new Date();
    if ((await recentMailLinks(c.env.DB, account.id, 'all_marketing', now)) >= LINK_REQUESTS_PER_HOUR) return;
    const link = await newMailLink(c.env.DB, { userId: account.id, action: 'all_marketing', subjectId: null, world: account.world }, now);
    await link.statement.run();
    await queueMail(c.env, (p) => c.executionCtx.waitUntil(p), unsubscribeLinkEmail(account.email, account.world, mailLinkUrl(publicUrl(c), 'all_marketing', account.world, link.token)));
  } catch (error) {
    console.error('unsubscribe link mail failed', error);
  }
}

/**
 * Links in e-mails that act without sign-in (docs/unsubscribe.md): the token is the credential,
 * so these calls take no session. GET tells what a link would do (the confirm page); POST does it
 * and is what the one-click `List-Unsubscribe-Post` ends in.
 */
export const mailLinks = new Hono<{ Bindings: OriginEnv }>()
  .get('/v1/subscriptions/:partition/:token', async (c) => {
    validQuery(c, noQuerySchema);
    const { link } = await linkFor(c);
    return c.json({ data: answer(link, link.used_at ? 'already' : 'pending') });
  })
  .post('/v1/subscriptions/:partition/:token', async (c) => {
    validQuery(c, noQuerySchema);
    const { hash, link } = await linkFor(c);
    const changed = await applyMailLink(c.env.DB, hash, link, new Date());
    return c.json({ data: answer(link, changed ? 'done' : 'already') });
  })
  /** Unsubscribe by link: the same answer whether or not the address has an account (no enumeration). */
  .post('/v3/mailing/unsubscribe-link', async (c) => {
    requestWorld(c);
    const { email } = await validJson(c, unsubscribeLinkRequestSchema);
    c.executionCtx.waitUntil(sendUnsubscribeLink(c, email));
    return c.json({ data: { accepted: true } }, 202);
  });
