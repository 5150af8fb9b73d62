import { Hono, type Context } from 'hono';
import type { OriginEnv } from '../env';
import { noQuerySchema } from '../../shared/schemas/common';
import {
  acceptSellerTermsSchema,
  becomeSellerSchema,
  createShareSchema,
  sellerProfileInputSchema,
} from '../../shared/schemas/seller-profile';
import { SELLER_TERMS_VERSION, type BecomeSellerAnswer, type CreatedShareLink } from '../../shared/seller-rules';
import { fileIdParamSchema } from '../../shared/schemas/commerce';
import { routePath } from '../../shared/routes/match';
import { isWorld, DEFAULT_WORLD } from '../../shared/worlds';
import { validJson, validParam, validQuery } from '../http/validate';
import { requireUser } from '../http/auth';
import { ApiError, notFound } from '../http/errors';
import { newSecretToken, isPlausibleToken, tokenHash } from '../domain/identity/tokens';
import { profileSlug } from '../domain/identity/slug';
import {
  becomeSeller,
  countShareUse,
  findShare,
  findShareByHash,
  insertShare,
  listActiveShares,
  loadSellerProfile,
  loadSellerState,
  revokeShare,
  saveSellerProfile,
  saveSellerTerms,
  slugTakenBySeller,
  type SellerState,
} from '../db/seller-profile';
import { findLiveMaterialRow, materialFiles } from '../db/materials';
import { findFile } from '../db/purchases';
import { toMaterial } from '../db/material-row';
import { cartMaterialOf } from './cart-session';
import { download, fileBytes, isPdfBody } from './downloads';

/**
 * Becoming a seller, the author profile and material sharing links (docs/seller-profile.md).
 * `v3/seller/*` needs a signed-in user and, except becoming one, a seller; `v3/shares/*` is
 * the public side of a share link and needs no account.
 */

type Ctx = Context<{ Bindings: OriginEnv }>;

const DAY_MS = 86_400_000;

async function sellerState(c: Ctx): Promise<SellerState> {
  const { userId } = await requireUser(c);
  const state = await loadSellerState(c.env.DB, userId);
  if (!state) throw notFound('User');
  return state;
}

async function requireSeller(c: Ctx): Promise<SellerState> {
  const state = await sellerState(c);
  if (!state.isSeller) throw new ApiError(403, 'not_seller', 'Become an author first.');
  return state;
}

/** The slug of a public name, refused when it has no letters or digits or another seller of the world has it. */
async function checkedSlug(c: Ctx, state: SellerState, publicName: string): Promise<string> {
  const slug = profileSlug(publicName);
  if (!/[a-z0-9]/.test(publicName.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, ''))) {
    throw new ApiError(400, 'invalid_public_name', 'The name needs letters or digits.', { field: 'publicName' });
  }
  if (await slugTakenBySeller(c.env.DB, state.world, slug, state.id)) {
    throw new ApiError(409, 'public_name_taken', 'Another author already goes by this name.', { field: 'publicName' });
  }
  return slug;
}

function shareGone(): ApiError {
  return new ApiError(410, 'link_gone', 'This link has expired or was withdrawn by its author.');
}

/** The usable share of a token from the address, or the error its state calls for. */
async function usableShare(c: Ctx, token: string) {
  if (!isPlausibleToken(token)) throw new ApiError(404, 'not_found', 'This link is not valid.');
  const share = await findShareByHash(c.env.DB, await tokenHash(token), new Date());
  if (share.kind === 'unknown') throw new ApiError(404, 'not_found', 'This link is not valid.');
  if (share.kind === 'gone') throw shareGone();
  // A material taken off the shelf takes its links along.
  const row = await findLiveMaterialRow(c.env.DB, share.materialId);
  if (!row) throw shareGone();
  return { share, row };
}

export const sellerProfile = new Hono<{ Bindings: OriginEnv }>()
  .post('/v3/seller/terms', async (c) => {
    const { userId } = await requireUser(c);
    const { version } = await validJson(c, acceptSellerTermsSchema);
    await saveSellerTerms(c.env.DB, userId, version, new Date());
    return c.json({ data: { sellerTermsVersion: version } });
  })
  .post('/v3/seller/become', async (c) => {
    const state = await sellerState(c);
    const { publicName } = await validJson(c, becomeSellerSchema);
    if (state.sellerTermsVersion !== SELLER_TERMS_VERSION) {
      throw new ApiError(409, 'seller_terms_required', 'Accept the seller terms first.', { version: SELLER_TERMS_VERSION });
    }
    const slug = await checkedSlug(c, state, publicName);
    if (!(await becomeSeller(c.env.DB, state.id, publicName, slug, SELLER_TERMS_VERSION, new Date()))) throw notFound('User');
    const after = await loadSellerState(c.env.DB, state.id);
    if (!after?.becameSellerAt) throw notFound('User');
    const answer: BecomeSellerAnswer = { isSeller: true, becameSellerAt: after.becameSellerAt, slug: after.slug, id: after.id };
    return c.json({ data: answer });
  })
  .get('/v3/seller/profile', async (c) => {
    validQuery(c, noQuerySchema);
    const state = await requireSeller(c);
    return c.json({ data: await loadSellerProfile(c.env.DB, state.id) });
  })
  .put('/v3/seller/profile', async (c) => {
    const state = await requireSeller(c);
    const body = await validJson(c, sellerProfileInputSchema);
    const slug = await checkedSlug(c, state, body.publicName);
    await saveSellerProfile(c.env.DB, state.id, body, slug);
    return c.json({ data: await loadSellerProfile(c.env.DB, state.id) });
  })
  .get('/v3/seller/shares', async (c) => {
    validQuery(c, noQuerySchema);
    const state = await requireSeller(c);
    return c.json({ data: { items: await listActiveShares(c.env.DB, state.id, new Date()) } });
  })
  .post('/v3/seller/shares', async (c) => {
    const state = await requireSeller(c);
    const { materialId, days } = await validJson(c, createShareSchema);
    const row = await findLiveMaterialRow(c.env.DB, materialId);
    if (!row) throw new ApiError(404, 'not_found', 'This material is not available.');
    const free = (row.sale_price ?? row.price) === 0;
    if (row.author_id !== state.id && !free) {
      throw new ApiError(403, 'not_shareable', 'You can share your own materials and free materials.', { field: 'materialId' });
    }
    const now = new Date();
    const token = newSecretToken();
    const expiresAt = new Date(now.getTime() + days * DAY_MS);
    const id = await insertShare(c.env.DB, { tokenHash: await tokenHash(token), materialId, sellerId: state.id, expiresAt }, now);
    const world = isWorld(row.world) ? row.world : DEFAULT_WORLD;
    const answer: CreatedShareLink = {
      id,
      materialId,
      materialTitle: row.title,
      createdAt: now.toISOString(),
      expiresAt: expiresAt.toISOString(),
      useCount: 0,
      url: routePath('sharedMaterial', world, { token }) ?? `/${world}`,
    };
    return c.json({ data: answer }, 201);
  })
  .post('/v3/seller/shares/:id/revoke', async (c) => {
    const state = await requireSeller(c);
    const id = validParam(c.req.param('id'), fileIdParamSchema, 'share id');
    // Another seller's link answers like a missing one.
    const share = await findShare(c.env.DB, id);
    if (!share || !(await revokeShare(c.env.DB, id, state.id, new Date()))) throw new ApiError(404, 'not_found', 'This link does not exist.');
    return c.json({ data: { revoked: true } });
  })
  .get('/v3/shares/:token', async (c) => {
    const token = c.req.param('token');
    const { row } = await usableShare(c, token);
    const files = await materialFiles(c.env.DB, row.id);
    return c.json({
      data: {
        material: cartMaterialOf(toMaterial(row, 'Kreide')),
        files: files.map((f) => ({
          id: f.id,
          name: f.name,
          format: f.format,
          sizeBytes: f.size_bytes,
          url: `/api/v3/shares/${encodeURIComponent(token)}/files/${f.id}?world=${row.world}`,
        })),
      },
    });
  })
  .get('/v3/shares/:token/files/:fileId', async (c) => {
    const { share, row } = await usableShare(c, c.req.param('token'));
    const fileId = validParam(c.req.param('fileId'), fileIdParamSchema, 'file id');
    const file = await findFile(c.env.DB, fileId);
    if (!file || file.materialId !== row.id) throw new ApiError(404, 'not_found', 'File not found.');
    const bytes = await fileBytes(c.env, file);
    await countShareUse(c.env.DB, share.id);
    return download(bytes, file, isPdfBody(bytes));
  });
