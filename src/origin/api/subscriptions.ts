import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { OriginEnv } from '../env';
import { WORLDS } from '../../shared/worlds';
import { validJson, validQuery } from '../http/validate';
import { ApiError, notFound } from '../http/errors';
import { requireCaller, requireUser } from '../http/auth';
import { isPlausibleToken, tokenHash } from '../domain/identity/tokens';
import {
  followersNumber,
  isAnonymousHolder,
  isLiveMaterial,
  isSeller,
  isSubscribed,
  listSubscriptions,
  persistAnonymousFollows,
  setSubscription,
  type Subscriber,
  type SubjectType,
} from '../db/subscriptions';
import { schoolExists } from '../db/school-admin';
import { persistAnonymousWishlist } from '../db/wishlist';
import { WISHLIST_LIMIT } from '../../shared/favourites';

type Ctx = Context<{ Bindings: OriginEnv }>;

const subjectType = z.enum(['author', 'material', 'school']);
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const subscriptionBodySchema = z
  .object({ subjectId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER), subjectType, world: z.enum(WORLDS) })
  .strict();
type SubscriptionBody = z.infer<typeof subscriptionBodySchema>;

export const listQuerySchema = z
  .object({
    type: subjectType.optional(),
    limit: z.coerce.number().int().min(1).max(100).default(20),
    page: z.coerce.number().int().min(1).max(1000).default(1),
  })
  .strict();

export const statusQuerySchema = z.object({ subjectType, subjectId: id }).strict();

/** The anonymous token itself proves that the caller holds those follows (its hash is the key). */
export const persistBodySchema = z.object({ anonymousToken: z.string().min(1).max(200) }).strict();

export interface SubscriptionState {
  subscribed: boolean;
  /** The followed author's follower count (accounts only); null for materials and schools. */
  followersNumber: number | null;
}

/** The subject must exist: a seller for authors, a live material, a school (docs/schools.md, "Following a school"). */
async function checkSubject(db: D1Database, body: { subjectType: SubjectType; subjectId: number }, userId: number | null): Promise<void> {
  if (body.subjectType === 'author') {
    if (!(await isSeller(db, body.subjectId))) throw notFound('Author');
    if (userId === body.subjectId) throw new ApiError(400, 'own_profile', 'Authors cannot follow themselves.', { field: 'subjectId' });
  } else if (body.subjectType === 'material') {
    if (!(await isLiveMaterial(db, body.subjectId))) throw notFound('Material');
  } else if (!(await schoolExists(db, body.subjectId))) {
    throw notFound('School');
  }
}

async function followers(db: D1Database, type: string, subjectId: number): Promise<number | null> {
  return type === 'author' ? followersNumber(db, subjectId) : null;
}

async function userSubscriber(c: Ctx): Promise<Subscriber> {
  const { userId } = await requireUser(c);
  return { column: 'user_id', value: userId };
}

async function anonymousSubscriber(c: Ctx): Promise<Subscriber> {
  const caller = await requireCaller(c, 'public');
  return { column: 'anonymous_id', value: caller.tokenHash };
}

/** The school follow calls name only the school: `{ subjectId, world }`. */
export const schoolBodySchema = subscriptionBodySchema.omit({ subjectType: true });

async function subscribe(c: Ctx, who: Subscriber, on: boolean, only?: 'school') {
  const body: SubscriptionBody = only ? { ...(await validJson(c, schoolBodySchema)), subjectType: only } : await validJson(c, subscriptionBodySchema);
  await checkSubject(c.env.DB, body, who.column === 'user_id' ? who.value : null);
  await setSubscription(c.env.DB, who, body, on);
  return c.json({ data: { subscribed: on, followersNumber: await followers(c.env.DB, body.subjectType, body.subjectId) } satisfies SubscriptionState });
}

/**
 * Follow authors, materials and schools (docs/product-rules.md, "API calls"), signed in (full scope) or anonymously (public
 * token). Anonymous follows count for nobody until persisted to an account (docs/community.md).
 */
export const subscriptions = new Hono<{ Bindings: OriginEnv }>()
  .post('/v3/subscriptions/subscribe', async (c) => subscribe(c, await userSubscriber(c), true))
  .post('/v3/subscriptions/unsubscribe', async (c) => subscribe(c, await userSubscriber(c), false))
  .post('/v3/subscriptions/anonymous/subscribe', async (c) => subscribe(c, await anonymousSubscriber(c), true))
  .post('/v3/subscriptions/anonymous/unsubscribe', async (c) => subscribe(c, await anonymousSubscriber(c), false))
  /** The spec's school follow and unfollow: the same follows, for a school that exists. */
  .post('/v3/subscriptions/school/subscribe', async (c) => subscribe(c, await userSubscriber(c), true, 'school'))
  .post('/v3/subscriptions/school/unsubscribe', async (c) => subscribe(c, await userSubscriber(c), false, 'school'))
  /** After sign-in: the anonymous token's follows and favourites become the account's (and leave the token). */
  .post('/v3/subscriptions/anonymous/persist', async (c) => {
    const { userId } = await requireUser(c);
    const { anonymousToken } = await validJson(c, persistBodySchema);
    const anonymousId = isPlausibleToken(anonymousToken) ? await tokenHash(anonymousToken) : null;
    if (anonymousId === null || !(await isAnonymousHolder(c.env.DB, anonymousId))) {
      throw new ApiError(400, 'invalid_anonymous_token', 'This is not a visitor token.', { field: 'anonymousToken' });
    }
    const persisted = await persistAnonymousFollows(c.env.DB, anonymousId, userId);
    // The anonymous favourites move too (docs/favourites.md, "At sign-in").
    await persistAnonymousWishlist(c.env.DB, anonymousId, userId, WISHLIST_LIMIT);
    return c.json({ data: { persisted } });
  })
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
