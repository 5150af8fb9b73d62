import { z } from 'zod';
import { PUBLIC_NAME } from '../field-rules';
import { socialLink, SOCIAL_LINK_MAX, type SocialNetwork } from '../social-links';
import { textSchema } from './text';
import { PROFILE_TEXT, SELLER_TERMS_VERSION } from '../seller-rules';

/**
 * Becoming a seller, the author profile and material sharing links
 * (docs/seller-profile.md). Every call needs a signed-in user; the profile and sharing calls
 * a seller.
 */

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

/** `POST v3/seller/shares`. */
export const createShareSchema = z
  .object({
    materialId: z.number().int().positive(),
    days: z.union([z.literal(1), z.literal(7), z.literal(30)]),
  })
  .strict();
