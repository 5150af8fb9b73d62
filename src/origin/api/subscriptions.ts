import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { OriginEnv } from '../env';
import { WORLDS } from '../../shared/worlds';
import { validJson, validQuery } from '../http/validate';
import { ApiError, notFound } from '../http/errors';
import { requireCaller, requireUser } from '../http/auth';

type Ctx = Context<{ Bindings: OriginEnv }>;

const subjectType = z.enum(['author', 'material', 'school']);
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

const subscriptionBodySchema = z
  .object({ subjectId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER), subjectType, world: z.enum(WORLDS) })
  .strict();
type SubscriptionBody = z.infer<typeof subscriptionBodySchema>;

const listQuerySchema = z
  .object({
    type: subjectType.optional(),
    limit: z.coerce.number().int().min(1).max(100).default(20),
    page: z.coerce.number().int().min(1).max(1000).default(1),
  })
  .strict();

const statusQuerySchema = z.object({ subjectType, subjectId: id }).strict();

/** Who follows: a signed-in user, or an anonymous visitor by the hash of their public token. */
type Subscriber = { column: 'user_id'; value: number } | { column: 'anonymous_id'; value: string };

export interface SubscriptionState {
  subscribed: boolean;
  /** The followed author's follower count; null for materials and schools. */
  followersNumber: number | null;
}

/** The subject must exist: a seller for authors, a live material; schools have no table yet, any id is taken. */
async function checkSubject(db: D1Database, body: { subjectType: SubscriptionBody['subjectType']; subjectId: number }, userId: number | null): Promise<void> {
  if (body.subjectType === 'author') {
    const row = await db.prepare('SELECT id FROM users WHERE id = ? AND is_seller = 1').bind(body.subjectId).first();
    if (!row) throw notFound('Author');
    if (userId === body.subjectId) throw new ApiError(400, 'own_profile', 'Authors cannot follow themselves.', { field: 'subjectId' });
  } else if (body.subjectType === 'material') {
    const row = await db.prepare('SELECT id FROM materials WHERE id = ? AND deleted_at IS NULL').bind(body.subjectId).first();
    if (!row) throw notFound('Material');
  }
}

async function followers(db: D1Database, type: string, subjectId: number): Promise<number | null> {
  if (type !== 'author') return null;
  const row = await db.prepare('SELECT followers_number AS n FROM users WHERE id = ?').bind(subjectId).first<{ n: number }>();
  return row?.n ?? 0;
}

/**
 * Follow or unfollow in one batch (one transaction): the conditional insert (or delete) and the
 * author's follower count moved by exactly the rows it changed (`changes()`), so repeats and
 * concurrent calls cannot drift.
 */
async function setSubscription(db: D1Database, who: Subscriber, body: SubscriptionBody, on: boolean): Promise<SubscriptionState> {
  const change = on
    ? db
        .prepare(
          `INSERT INTO subscriptions (${who.column}, subject_type, subject_id, world, created_at) VALUES (?, ?, ?, ?, ?)
           ON CONFLICT DO NOTHING`,
        )
        .bind(who.value, body.subjectType, body.subjectId, body.world, new Date().toISOString())
    : db.prepare(`DELETE FROM subscriptions WHERE ${who.column} = ? AND subject_type = ? AND subject_id = ?`).bind(who.value, body.subjectType, body.subjectId);
  const statements = [change];
  if (body.subjectType === 'author') {
    statements.push(
      db
        .prepare(`UPDATE users SET followers_number = MAX(0, followers_number ${on ? '+' : '-'} changes()) WHERE id = ?`)
        .bind(body.subjectId),
    );
  }
  await db.batch(statements);
  return { subscribed: on, followersNumber: await followers(db, body.subjectType, body.subjectId) };
}

async function isSubscribed(db: D1Database, who: Subscriber, type: string, subjectId: number): Promise<boolean> {
  const row = await db
    .prepare(`SELECT 1 AS yes FROM subscriptions WHERE ${who.column} = ? AND subject_type = ? AND subject_id = ?`)
    .bind(who.value, type, subjectId)
    .first();
  return row !== null;
}

interface SubscriptionRow {
  subject_type: string;
  subject_id: number;
  world: string;
  created_at: string;
}

async function listSubscriptions(db: D1Database, who: Subscriber, query: z.infer<typeof listQuerySchema>) {
  const typeFilter = query.type ? ' AND subject_type = ?' : '';
  const args = query.type ? [who.value, query.type] : [who.value];
  const [items, total] = await db.batch([
    db
      .prepare(
        `SELECT subject_type, subject_id, world, created_at FROM subscriptions WHERE ${who.column} = ?${typeFilter}
         ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
      )
      .bind(...args, query.limit, (query.page - 1) * query.limit),
    db.prepare(`SELECT COUNT(*) AS n FROM subscriptions WHERE ${who.column} = ?${typeFilter}`).bind(...args),
  ]);
  return {
    items: ((items?.results ?? []) as SubscriptionRow[]).map((r) => ({ subjectType: r.subject_type, subjectId: r.subject_id, world: r.world, createdAt: r.created_at })),
    page: query.page,
    limit: query.limit,
    total: ((total?.results ?? [])[0] as { n: number } | undefined)?.n ?? 0,
  };
}

async function userSubscriber(c: Ctx): Promise<Subscriber> {
  const { userId } = await requireUser(c);
  return { column: 'user_id', value: userId };
}

async function anonymousSubscriber(c: Ctx): Promise<Subscriber> {
  const caller = await requireCaller(c, 'public');
  return { column: 'anonymous_id', value: caller.tokenHash };
}

async function subscribe(c: Ctx, who: Subscriber, on: boolean) {
  const body = await validJson(c, subscriptionBodySchema);
  await checkSubject(c.env.DB, body, who.column === 'user_id' ? who.value : null);
  return c.json({ data: await setSubscription(c.env.DB, who, body, on) });
}

/** Follow authors, materials and schools (spec §7), signed in (full scope) or anonymously (public token). */
export const subscriptions = new Hono<{ Bindings: OriginEnv }>()
  .post('/v3/subscriptions/subscribe', async (c) => subscribe(c, await userSubscriber(c), true))
  .post('/v3/subscriptions/unsubscribe', async (c) => subscribe(c, await userSubscriber(c), false))
  .post('/v3/subscriptions/anonymous/subscribe', async (c) => subscribe(c, await anonymousSubscriber(c), true))
  .post('/v3/subscriptions/anonymous/unsubscribe', async (c) => subscribe(c, await anonymousSubscriber(c), false))
  .get('/v1/subscriptions', async (c) => {
    const who = await userSubscriber(c);
    return c.json({ data: await listSubscriptions(c.env.DB, who, validQuery(c, listQuerySchema)) });
  })
  .get('/v3/subscriptions/anonymous/list', async (c) => {
    const who = await anonymousSubscriber(c);
    return c.json({ data: await listSubscriptions(c.env.DB, who, validQuery(c, listQuerySchema)) });
  })
  /** The caller's state for one subject (a signed-in user, else the public token's anonymous follows). */
  .get('/v3/subscriptions/status', async (c) => {
    const query = validQuery(c, statusQuerySchema);
    const caller = await requireCaller(c, 'public');
    const who: Subscriber =
      caller.scope === 'full' && caller.userId !== null ? { column: 'user_id', value: caller.userId } : { column: 'anonymous_id', value: caller.tokenHash };
    const [subscribed, followersNumber] = await Promise.all([
      isSubscribed(c.env.DB, who, query.subjectType, query.subjectId),
      followers(c.env.DB, query.subjectType, query.subjectId),
    ]);
    return c.json({ data: { subscribed, followersNumber } satisfies SubscriptionState });
  });
