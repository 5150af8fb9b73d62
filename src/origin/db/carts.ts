import type { PricedMaterial, VoucherRule } from '../domain/commerce/cart-totals';
import type { Material } from '../../shared/schemas/materials';
import { LIVE_MATERIAL, MATERIAL_COLUMNS, MATERIAL_JOINS, toMaterial, type MaterialRow } from './material-row';

/** A cart row: a visitor's (token) or a signed-in user's cart in one world. */
export interface CartRow {
  id: number;
  token_hash: string;
  world: string;
  user_id: number | null;
  voucher_code: string | null;
  use_credits: number;
  status: 'open' | 'merged' | 'ordered';
}

const CART_COLUMNS = 'id, token_hash, world, user_id, voucher_code, use_credits, status';

export async function findAnonymousCart(db: D1Database, tokenHash: string, world: string): Promise<CartRow | null> {
  return db
    .prepare(`SELECT ${CART_COLUMNS} FROM carts WHERE token_hash = ? AND world = ? AND user_id IS NULL AND status = 'open'`)
    .bind(tokenHash, world)
    .first<CartRow>();
}

export async function findUserCart(db: D1Database, userId: number, world: string): Promise<CartRow | null> {
  return db
    .prepare(`SELECT ${CART_COLUMNS} FROM carts WHERE user_id = ? AND world = ? AND status = 'open'`)
    .bind(userId, world)
    .first<CartRow>();
}

/** Creates an open cart; a concurrent twin (same user and world) makes this return null. */
export async function insertCart(db: D1Database, tokenHash: string, world: string, userId: number | null, now: Date): Promise<CartRow | null> {
  const stamp = now.toISOString();
  return db
    .prepare(
      `INSERT INTO carts (token_hash, world, user_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT DO NOTHING RETURNING ${CART_COLUMNS}`,
    )
    .bind(tokenHash, world, userId, stamp, stamp)
    .first<CartRow>();
}

/** A visitor signs in with an anonymous cart and has none of their own: the cart becomes theirs. */
export async function claimCart(db: D1Database, cartId: number, userId: number, now: Date): Promise<boolean> {
  const result = await db
    .prepare(`UPDATE carts SET user_id = ?, updated_at = ? WHERE id = ? AND user_id IS NULL AND status = 'open'`)
    .bind(userId, now.toISOString(), cartId)
    .run();
  return result.meta.changes === 1;
}

/**
 * Moves an anonymous cart's items into the user's cart in one batch: items the user owns, wrote
 * or already has are skipped; the voucher comes along when the user's cart has none.
 */
export async function mergeCarts(db: D1Database, from: CartRow, into: CartRow, userId: number, now: Date): Promise<void> {
  const stamp = now.toISOString();
  await db.batch([
    db
      .prepare(
        `INSERT INTO cart_items (cart_id, material_id, added_at)
         SELECT ?, ci.material_id, ci.added_at FROM cart_items ci JOIN materials m ON m.id = ci.material_id
         WHERE ci.cart_id = ? AND m.author_id <> ?
           AND NOT EXISTS (SELECT 1 FROM purchases p WHERE p.user_id = ? AND p.material_id = ci.material_id)
         ON CONFLICT DO NOTHING`,
      )
      .bind(into.id, from.id, userId, userId),
    db
      .prepare(`UPDATE carts SET voucher_code = COALESCE(voucher_code, ?), updated_at = ? WHERE id = ?`)
      .bind(from.voucher_code, stamp, into.id),
    db.prepare(`UPDATE carts SET status = 'merged', updated_at = ? WHERE id = ? AND status = 'open'`).bind(stamp, from.id),
  ]);
}

export async function addCartItem(db: D1Database, cartId: number, materialId: number, now: Date): Promise<void> {
  const stamp = now.toISOString();
  await db.batch([
    db.prepare('INSERT INTO cart_items (cart_id, material_id, added_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING').bind(cartId, materialId, stamp),
    db.prepare('UPDATE carts SET updated_at = ? WHERE id = ?').bind(stamp, cartId),
  ]);
}

export async function removeCartItem(db: D1Database, cartId: number, materialId: number, now: Date): Promise<void> {
  await db.batch([
    db.prepare('DELETE FROM cart_items WHERE cart_id = ? AND material_id = ?').bind(cartId, materialId),
    db.prepare('UPDATE carts SET updated_at = ? WHERE id = ?').bind(now.toISOString(), cartId),
  ]);
}

export async function setCartVoucher(db: D1Database, cartId: number, code: string | null, now: Date): Promise<void> {
  await db.prepare('UPDATE carts SET voucher_code = ?, updated_at = ? WHERE id = ?').bind(code, now.toISOString(), cartId).run();
}

export async function setCartCredits(db: D1Database, cartId: number, use: boolean, now: Date): Promise<void> {
  await db.prepare('UPDATE carts SET use_credits = ?, updated_at = ? WHERE id = ?').bind(use ? 1 : 0, now.toISOString(), cartId).run();
}

/** A cart item with what pricing needs. */
export interface CartMaterialRow {
  material: Material;
  priced: PricedMaterial;
}

/** The cart's materials (live ones only) with their bundles' contents, in the order they were added. */
export async function loadCartMaterials(db: D1Database, cartId: number, defaultAuthorName: string): Promise<CartMaterialRow[]> {
  const [items, bundles] = await db.batch([
    db.prepare(
      `SELECT ${MATERIAL_COLUMNS} FROM cart_items ci JOIN materials m ON m.id = ci.material_id ${MATERIAL_JOINS}
       WHERE ci.cart_id = ? AND ${LIVE_MATERIAL} ORDER BY ci.added_at, m.id`,
    ).bind(cartId),
    db.prepare(
      `SELECT bi.bundle_id, bi.material_id FROM bundle_items bi
       JOIN cart_items ci ON ci.material_id = bi.bundle_id AND ci.cart_id = ?`,
    ).bind(cartId),
  ]);
  const contents = new Map<number, number[]>();
  for (const row of (bundles?.results ?? []) as { bundle_id: number; material_id: number }[]) {
    const list = contents.get(row.bundle_id) ?? [];
    list.push(row.material_id);
    contents.set(row.bundle_id, list);
  }
  return ((items?.results ?? []) as MaterialRow[]).map((row) => ({
    material: toMaterial(row, defaultAuthorName),
    priced: {
      id: row.id,
      authorId: row.author_id,
      price: row.price,
      salePrice: row.sale_price,
      hasFixedPrice: row.has_fixed_price === 1,
      isBundle: row.is_bundle === 1,
      bundleItemIds: contents.get(row.id) ?? [],
    },
  }));
}

interface VoucherRow {
  id: number;
  code: string;
  world: string;
  kind: 'percent' | 'fixed';
  value: number;
  valid_from: string;
  valid_until: string;
  min_order: number;
  max_uses_total: number | null;
  max_uses_per_user: number | null;
  uses_count: number;
  author_ids: string;
  material_ids: string;
}

function idList(json: string): number[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v)) : [];
  } catch {
    return [];
  }
}

export async function findVoucher(db: D1Database, code: string): Promise<VoucherRule | null> {
  const row = await db.prepare('SELECT * FROM vouchers WHERE code = ?').bind(code).first<VoucherRow>();
  if (!row) return null;
  return {
    id: row.id,
    code: row.code,
    world: row.world,
    kind: row.kind,
    value: row.value,
    validFrom: row.valid_from,
    validUntil: row.valid_until,
    minOrder: row.min_order,
    maxUsesTotal: row.max_uses_total,
    maxUsesPerUser: row.max_uses_per_user,
    usesCount: row.uses_count,
    authorIds: idList(row.author_ids),
    materialIds: idList(row.material_ids),
  };
}

export async function voucherUsesByUser(db: D1Database, voucherId: number, userId: number | null): Promise<number> {
  if (userId === null) return 0;
  const row = await db.prepare('SELECT uses FROM voucher_user_uses WHERE voucher_id = ? AND user_id = ?').bind(voucherId, userId).first<{ uses: number }>();
  return row?.uses ?? 0;
}

/** Facts that decide whether a material may go into a cart. */
export interface CartCandidate {
  id: number;
  world: string;
  authorId: number;
  isLive: boolean;
  owned: boolean;
  inBundleInCart: boolean;
}

export async function findCartCandidate(db: D1Database, materialId: number, userId: number | null, schoolId: number | null, cartId: number | null): Promise<CartCandidate | null> {
  const row = await db
    .prepare(
      `SELECT m.id, m.world, m.author_id, (m.is_active = 1 AND m.deleted_at IS NULL) AS live,
         EXISTS (SELECT 1 FROM purchases p WHERE p.material_id = m.id AND (p.user_id = ? OR (p.school_id IS NOT NULL AND p.school_id = ?))) AS owned,
         EXISTS (SELECT 1 FROM bundle_items bi JOIN cart_items ci ON ci.material_id = bi.bundle_id AND ci.cart_id = ? WHERE bi.material_id = m.id) AS in_bundle
       FROM materials m WHERE m.id = ?`,
    )
    .bind(userId ?? -1, schoolId ?? -1, cartId ?? -1, materialId)
    .first<{ id: number; world: string; author_id: number; live: number; owned: number; in_bundle: number }>();
  if (!row) return null;
  return { id: row.id, world: row.world, authorId: row.author_id, isLive: row.live === 1, owned: row.owned === 1, inBundleInCart: row.in_bundle === 1 };
}

export async function cartMaterialIds(db: D1Database, cartId: number): Promise<number[]> {
  const { results } = await db.prepare('SELECT material_id FROM cart_items WHERE cart_id = ?').bind(cartId).all<{ material_id: number }>();
  return results.map((r) => r.material_id);
}

/** The materials among these the user (or their school) already owns. */
export async function ownedAmong(db: D1Database, materialIds: number[], userId: number, schoolId: number | null): Promise<Set<number>> {
  if (materialIds.length === 0) return new Set();
  const marks = materialIds.map(() => '?').join(',');
  const { results } = await db
    .prepare(`SELECT DISTINCT material_id FROM purchases WHERE material_id IN (${marks}) AND (user_id = ? OR (school_id IS NOT NULL AND school_id = ?))`)
    .bind(...materialIds, userId, schoolId ?? -1)
    .all<{ material_id: number }>();
  return new Set(results.map((r) => r.material_id));
}
