import type { SellerProfileInput } from '../../shared/schemas/seller-profile';
import type { SellerProfile, ShareLink } from '../../shared/seller-rules';

/** Becoming a seller, the author profile and share links (docs/seller-profile.md). */

export interface SellerState {
  id: number;
  world: string;
  slug: string;
  isSeller: boolean;
  becameSellerAt: string | null;
  sellerTermsVersion: number | null;
}

export async function loadSellerState(db: D1Database, userId: number): Promise<SellerState | null> {
  const row = await db
    .prepare('SELECT id, world, slug, is_seller, became_seller_at, seller_terms_version FROM users WHERE id = ? AND deleted_at IS NULL')
    .bind(userId)
    .first<{ id: number; world: string; slug: string; is_seller: number; became_seller_at: string | null; seller_terms_version: number | null }>();
  if (!row) return null;
  return {
    id: row.id,
    world: row.world,
    slug: row.slug,
    isSeller: row.is_seller === 1,
    becameSellerAt: row.became_seller_at,
    sellerTermsVersion: row.seller_terms_version,
  };
}

/** Records the accepted seller terms version and when; a repeat of the same version keeps the first date. */
export async function saveSellerTerms(db: D1Database, userId: number, version: number, now: Date): Promise<void> {
  await db
    .prepare(
      `UPDATE users SET seller_terms_accepted_at = CASE WHEN seller_terms_version IS ?1 THEN seller_terms_accepted_at ELSE ?2 END,
         seller_terms_version = ?1 WHERE id = ?3 AND deleted_at IS NULL`,
    )
    .bind(version, now.toISOString(), userId)
    .run();
}

/** Another seller of the world already goes by this slug. */
export async function slugTakenBySeller(db: D1Database, world: string, slug: string, userId: number): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 FROM users WHERE world = ? AND slug = ? AND is_seller = 1 AND id <> ? AND deleted_at IS NULL LIMIT 1')
    .bind(world, slug, userId)
    .first();
  return row !== null;
}

/**
 * Makes the user a seller with this public name, once: `became_seller_at` keeps its first value,
 * and only a user who accepted `termsVersion` qualifies (one statement, no race).
 */
export async function becomeSeller(db: D1Database, userId: number, publicName: string, slug: string, termsVersion: number, now: Date): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE users SET public_name = ?1, slug = ?2, is_seller = 1, became_seller_at = COALESCE(became_seller_at, ?3)
       WHERE id = ?4 AND deleted_at IS NULL AND seller_terms_version = ?5`,
    )
    .bind(publicName, slug, now.toISOString(), userId, termsVersion)
    .run();
  return result.meta.changes === 1;
}

interface ProfileRow {
  id: number;
  slug: string;
  public_name: string | null;
  subtitle: string | null;
  description: string | null;
  image_path: string | null;
  profile_background_path: string | null;
  profile_background_data: string | null;
  facebook_profile: string | null;
  instagram_profile: string | null;
  pinterest_profile: string | null;
  private_profile: number;
  total_materials: number;
  followers_number: number;
  became_seller_at: string | null;
}

export async function loadSellerProfile(db: D1Database, userId: number): Promise<SellerProfile | null> {
  const row = await db
    .prepare(
      `SELECT id, slug, public_name, subtitle, description, image_path, profile_background_path, profile_background_data,
         facebook_profile, instagram_profile, pinterest_profile, private_profile, total_materials, followers_number, became_seller_at
       FROM users WHERE id = ? AND deleted_at IS NULL`,
    )
    .bind(userId)
    .first<ProfileRow>();
  if (!row) return null;
  return {
    id: row.id,
    slug: row.slug,
    publicName: row.public_name ?? '',
    subtitle: row.subtitle,
    description: row.description,
    imagePath: row.image_path,
    profileBackgroundPath: row.profile_background_path,
    profileBackgroundData: row.profile_background_data,
    facebookProfile: row.facebook_profile,
    instagramProfile: row.instagram_profile,
    pinterestProfile: row.pinterest_profile,
    privateProfile: row.private_profile === 1,
    totalMaterials: row.total_materials,
    followersNumber: row.followers_number,
    becameSellerAt: row.became_seller_at,
  };
}

/** Saves the signed-in seller's own profile; the slug follows the public name. */
export async function saveSellerProfile(db: D1Database, userId: number, p: SellerProfileInput, slug: string): Promise<void> {
  await db
    .prepare(
      `UPDATE users SET public_name = ?1, slug = ?2, subtitle = ?3, description = ?4, facebook_profile = ?5, instagram_profile = ?6,
         pinterest_profile = ?7, private_profile = ?8
       WHERE id = ?9 AND deleted_at IS NULL`,
    )
    .bind(p.publicName, slug, p.subtitle, p.description, p.facebookProfile, p.instagramProfile, p.pinterestProfile, p.privateProfile ? 1 : 0, userId)
    .run();
}

export async function insertShare(
  db: D1Database,
  share: { tokenHash: string; materialId: number; sellerId: number; expiresAt: Date },
  now: Date,
): Promise<number> {
  const row = await db
    .prepare('INSERT INTO material_shares (token_hash, material_id, seller_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?) RETURNING id')
    .bind(share.tokenHash, share.materialId, share.sellerId, now.toISOString(), share.expiresAt.toISOString())
    .first<{ id: number }>();
  if (!row) throw new Error('share not stored');
  return row.id;
}

interface ShareRow {
  id: number;
  material_id: number;
  title: string;
  created_at: string;
  expires_at: string;
  use_count: number;
}

const toShare = (r: ShareRow): ShareLink => ({
  id: r.id,
  materialId: r.material_id,
  materialTitle: r.title,
  createdAt: r.created_at,
  expiresAt: r.expires_at,
  useCount: r.use_count,
});

/** The seller's links that still work, newest first. */
export async function listActiveShares(db: D1Database, sellerId: number, now: Date): Promise<ShareLink[]> {
  const { results } = await db
    .prepare(
      `SELECT s.id, s.material_id, m.title, s.created_at, s.expires_at, s.use_count
       FROM material_shares s JOIN materials m ON m.id = s.material_id
       WHERE s.seller_id = ? AND s.revoked_at IS NULL AND s.expires_at > ? ORDER BY s.id DESC LIMIT 200`,
    )
    .bind(sellerId, now.toISOString())
    .all<ShareRow>();
  return results.map(toShare);
}

export async function findShare(db: D1Database, id: number): Promise<ShareLink | null> {
  const row = await db
    .prepare(
      `SELECT s.id, s.material_id, m.title, s.created_at, s.expires_at, s.use_count
       FROM material_shares s JOIN materials m ON m.id = s.material_id WHERE s.id = ?`,
    )
    .bind(id)
    .first<ShareRow>();
  return row ? toShare(row) : null;
}

/** Revokes one of the seller's own links; false when it is not theirs or already revoked. */
export async function revokeShare(db: D1Database, id: number, sellerId: number, now: Date): Promise<boolean> {
  const result = await db
    .prepare('UPDATE material_shares SET revoked_at = ? WHERE id = ? AND seller_id = ? AND revoked_at IS NULL')
    .bind(now.toISOString(), id, sellerId)
    .run();
  return result.meta.changes === 1;
}

export type ShareLookup = { kind: 'unknown' } | { kind: 'gone' } | { kind: 'ok'; id: number; materialId: number; sellerId: number };

/** A link by its token's hash: unknown, gone (expired or revoked), or usable. */
export async function findShareByHash(db: D1Database, tokenHash: string, now: Date): Promise<ShareLookup> {
  const row = await db
    .prepare('SELECT id, material_id, seller_id, expires_at, revoked_at FROM material_shares WHERE token_hash = ?')
    .bind(tokenHash)
    .first<{ id: number; material_id: number; seller_id: number; expires_at: string; revoked_at: string | null }>();
  if (!row) return { kind: 'unknown' };
  if (row.revoked_at !== null || row.expires_at <= now.toISOString()) return { kind: 'gone' };
  return { kind: 'ok', id: row.id, materialId: row.material_id, sellerId: row.seller_id };
}

export async function countShareUse(db: D1Database, id: number): Promise<void> {
  await db.prepare('UPDATE material_shares SET use_count = use_count + 1 WHERE id = ?').bind(id).run();
}
