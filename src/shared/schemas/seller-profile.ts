import { z } from 'zod';
import { PUBLIC_NAME } from '../field-rules';
import { socialLink, SOCIAL_LINK_MAX, type SocialNetwork } from '../social-links';
import { textSchema } from './text';

/**
 * Becoming a seller, the author profile and material sharing links
 * (docs/seller-profile.md). Every call needs a signed-in user; the profile and sharing calls
 * a seller.
 */

/** The seller terms in force: accepting an older version is refused, a newer one asks again. */
export const SELLER_TERMS_VERSION = 1;

/** The fields of the author profile a seller edits. */
export const PROFILE_TEXT = {
  subtitle: { min: 0, max: 120, trim: true },
  description: { min: 0, max: 4000, trim: true },
} as const;

/** `POST v3/seller/terms`: accept the seller terms of this version. */
export const acceptSellerTermsSchema = z.object({ version: z.literal(SELLER_TERMS_VERSION) }).strict();

/** `POST v3/seller/become`: the public name the author page will carry. */
export const becomeSellerSchema = z.object({ publicName: textSchema(PUBLIC_NAME) }).strict();

/** Trimmed optional text; empty is stored as null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable();

/** A social link or handle, stored as the https address it means (src/shared/social-links.ts). */
const socialField = (network: SocialNetwork) =>
  z
    .string()
    .max(SOCIAL_LINK_MAX)
    .nullable()
    .transform((value, ctx) => {
      const check = socialLink(network, value ?? '');
      if (!check.ok) {
        ctx.addIssue({ code: 'custom', message: `Give an https address on ${network} or a ${network} name.` });
        return z.NEVER;
      }
      return check.url;
    });

/** `PUT v3/seller/profile`: the whole editable profile of the signed-in seller (never anyone else's). */
export const sellerProfileInputSchema = z
  .object({
    publicName: textSchema(PUBLIC_NAME),
    subtitle: optionalText(PROFILE_TEXT.subtitle.max),
    description: optionalText(PROFILE_TEXT.description.max),
    facebookProfile: socialField('facebook'),
    instagramProfile: socialField('instagram'),
    pinterestProfile: socialField('pinterest'),
    privateProfile: z.boolean(),
  })
  .strict();
export type SellerProfileInput = z.output<typeof sellerProfileInputSchema>;

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

/** How long a share link lives, in days. */
export const SHARE_DAYS = [1, 7, 30] as const;

/** `POST v3/seller/shares`. */
export const createShareSchema = z
  .object({
    materialId: z.number().int().positive(),
    days: z.union([z.literal(1), z.literal(7), z.literal(30)]),
  })
  .strict();

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
