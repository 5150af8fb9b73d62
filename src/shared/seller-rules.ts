/**
 * The rules of becoming a seller, the author profile and sharing links, in one zod-free place
 * for the API schemas (src/shared/schemas/seller-profile.ts) and the islands
 * (docs/seller-profile.md).
 */

/** The seller terms in force: accepting an older version is refused, a newer one asks again. */
export const SELLER_TERMS_VERSION = 1;

/** The fields of the author profile a seller edits, beyond the public name. */
export const PROFILE_TEXT = {
  subtitle: { min: 0, max: 120, trim: true },
  description: { min: 0, max: 4000, trim: true },
} as const;

/** How long a share link lives, in days. */
export const SHARE_DAYS = [1, 7, 30] as const;

/** `GET|PUT v3/seller/profile` answer. */
export interface SellerProfile {
  id: number;
  slug: string;
  publicName: string;
  subtitle: string | null;
  description: string | null;
  imagePath: string | null;
  profileBackgroundPath: string | null;
  profileBackgroundData: string | null;
  facebookProfile: string | null;
  instagramProfile: string | null;
  pinterestProfile: string | null;
  privateProfile: boolean;
  totalMaterials: number;
  followersNumber: number;
  becameSellerAt: string | null;
}

/** `POST v3/seller/become` answer. */
export interface BecomeSellerAnswer {
  isSeller: true;
  becameSellerAt: string;
  slug: string;
  id: number;
}

/** One active share link as its seller sees it (the token itself only at creation). */
export interface ShareLink {
  id: number;
  materialId: number;
  materialTitle: string;
  createdAt: string;
  expiresAt: string;
  useCount: number;
}

export interface CreatedShareLink extends ShareLink {
  /** The address to hand out; it holds the token and is shown once. */
  url: string;
}
