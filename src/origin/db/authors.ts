import type { AuthorProfile } from '../../shared/schemas/authors';
import { DEFAULT_AUTHOR_NAME } from '../../shared/constants';

interface AuthorRow {
  id: number;
  slug: string;
  public_name: string | null;
  subtitle: string | null;
  description: string | null;
  image_path: string | null;
  facebook_profile: string | null;
  instagram_profile: string | null;
  pinterest_profile: string | null;
  private_profile: number;
  profile_background_path: string | null;
  profile_background_data: string | null;
  teachable_certified: number;
  total_materials: number;
  followers_number: number;
  following_number: number;
  is_seller: number;
  became_seller_at: string | null;
  created_at: string;
}

/** A user's profile, private or not (`publicProfile` decides what may be shown); null when no such user exists. */
export async function findAuthorProfile(db: D1Database, id: number): Promise<AuthorProfile | null> {
  const row = await db
    .prepare(
      `SELECT id, slug, public_name, subtitle, description, image_path, facebook_profile, instagram_profile,
        pinterest_profile, private_profile, profile_background_path, profile_background_data,
        teachable_certified, total_materials, followers_number, following_number, is_seller,
        became_seller_at, created_at FROM users WHERE id = ? AND deleted_at IS NULL`,
    )
    .bind(id)
    .first<AuthorRow>();
  if (!row) return null;
  return {
    id: row.id,
    slug: row.slug,
    publicName: row.public_name || DEFAULT_AUTHOR_NAME,
    subtitle: row.subtitle,
    description: row.description,
    imagePath: row.image_path,
    facebookProfile: row.facebook_profile,
    instagramProfile: row.instagram_profile,
    pinterestProfile: row.pinterest_profile,
    privateProfile: row.private_profile === 1,
    profileBackgroundPath: row.profile_background_path,
    profileBackgroundData: row.profile_background_data,
    teachableCertified: row.teachable_certified === 1,
    totalMaterials: row.total_materials,
    followersNumber: row.followers_number,
    followingNumber: row.following_number,
    following: false,
    isSeller: row.is_seller === 1,
    becameSellerAt: row.became_seller_at,
    createdAt: row.created_at,
  };
}
