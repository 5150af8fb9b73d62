import { Hono, type Context } from 'hono';
import type { OriginEnv } from '../env';
import { validJson } from '../http/validate';
import { ApiError, notFound } from '../http/errors';
import { requireCaller, requireUser } from '../http/auth';
import { requestWorld } from '../http/world';
import { WISHLIST_LIMIT } from '../../shared/favourites';
import { wishlistImportSchema, wishlistMaterialSchema, wishlistQuerySchema, type WishlistPage } from '../../shared/schemas/favourites';
import { addToWishlist, countWishlist, isFavourite, liveMaterialWorld, queryWishlist, removeFromWishlist, type WishlistHolder } from '../db/wishlist';

type Ctx = Context<{ Bindings: OriginEnv }>;

async function userHolder(c: Ctx): Promise<WishlistHolder> {
  const { userId } = await requireUser(c);
  return { column: 'user_id', value: userId };
}

async function anonymousHolder(c: Ctx): Promise<WishlistHolder> {
  const caller = await requireCaller(c, 'public');
  // A signed-in caller keeps favourites on the account; the anonymous calls are for public tokens.
  if (caller.scope !== 'public') throw new ApiError(403, 'account_wishlist', 'Signed in, use the account’s wishlist calls.');
  return { column: 'anonymous_id', value: caller.tokenHash };
}

const limitReached = () =>
  new ApiError(409, 'wishlist_full', `At most ${WISHLIST_LIMIT} favourites can be kept.`, { limit: WISHLIST_LIMIT });

async function query(c: Ctx, who: WishlistHolder) {
  const world = requestWorld(c);
  const body = await validJson(c, wishlistQuerySchema);
  const page = await queryWishlist(c.env.DB, who, { world, ...body });
  return c.json({ data: { wishlist: page.ids.map((id) => ({ id })), _total: page.total } satisfies WishlistPage });
}

/** One material: it must be live (else 404); keeping it twice changes nothing; past the limit, 409. */
async function add(c: Ctx, who: WishlistHolder) {
  const { materialId } = await validJson(c, wishlistMaterialSchema);
  if ((await liveMaterialWorld(c.env.DB, materialId)) === null) throw notFound('Material');
  if (!(await isFavourite(c.env.DB, who, materialId)) && (await addToWishlist(c.env.DB, who, [materialId], WISHLIST_LIMIT)) === 0) {
    // Not kept before, and not added: the limit is reached (or a parallel call added it just now).
    if (!(await isFavourite(c.env.DB, who, materialId))) throw limitReached();
  }
  return c.json({ data: { materialId, favourite: true, _total: await countWishlist(c.env.DB, who) } });
}

async function remove(c: Ctx, who: WishlistHolder) {
  const { materialId } = await validJson(c, wishlistMaterialSchema);
  await removeFromWishlist(c.env.DB, who, materialId);
  return c.json({ data: { materialId, favourite: false, _total: await countWishlist(c.env.DB, who) } });
}

/** Favourites a browser kept before they were on the server: ids that are not live are skipped. */
async function importIds(c: Ctx, who: WishlistHolder) {
  const { materialIds } = await validJson(c, wishlistImportSchema);
  const added = await addToWishlist(c.env.DB, who, [...new Set(materialIds)], WISHLIST_LIMIT);
  return c.json({ data: { added, _total: await countWishlist(c.env.DB, who) } });
}

/**
 * Favourites on the server (docs/favourites.md): an account's (full scope) and an anonymous
 * visitor's (public token, keyed to its hash). At sign-in the anonymous ones move to the account
 * (`v3/subscriptions/anonymous/persist`).
 */
export const wishlist = new Hono<{ Bindings: OriginEnv }>()
  .post('/v3/elastic-indexer/wishlist/query', async (c) => query(c, await userHolder(c)))
  .post('/v3/elastic-indexer/anonymous-wishlist/query', async (c) => query(c, await anonymousHolder(c)))
  .post('/v3/wishlist/add', async (c) => add(c, await userHolder(c)))
  .post('/v3/wishlist/remove', async (c) => remove(c, await userHolder(c)))
  .post('/v3/wishlist/import', async (c) => importIds(c, await userHolder(c)))
  .post('/v3/wishlist/anonymous/add', async (c) => add(c, await anonymousHolder(c)))
  .post('/v3/wishlist/anonymous/remove', async (c) => remove(c, await anonymousHolder(c)))
  .post('/v3/wishlist/anonymous/import', async (c) => importIds(c, await anonymousHolder(c)));
