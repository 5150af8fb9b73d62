import { z } from 'zod';

/** Author profile fields (docs/product-rules.md, "Entities"). */
export const authorProfileSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  publicName: z.string(),
  subtitle: z.string().nullable(),
  description: z.string().nullable(),
  imagePath: z.string().nullable(),
  facebookProfile: z.string().nullable(),
  instagramProfile: z.string().nullable(),
  pinterestProfile: z.string().nullable(),
  privateProfile: z.boolean(),
  profileBackgroundPath: z.string().nullable(),
  profileBackgroundData: z.string().nullable(),
  teachableCertified: z.boolean(),
  totalMaterials: z.number().int(),
  followersNumber: z.number().int(),
  followingNumber: z.number().int(),
  following: z.boolean(),
  isSeller: z.boolean(),
  becameSellerAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AuthorProfile = z.infer<typeof authorProfileSchema>;

/**
 * What anyone may see of a user's profile, for the API and the profile pages alike
 * (docs/identity.md "Private profiles"): nothing of a private profile (erased accounts are
 * private), the whole public profile otherwise, seller or not. Author pages additionally
 * need a seller.
 */
export function publicProfile(profile: AuthorProfile | null): AuthorProfile | null {
  return profile && !profile.privateProfile ? profile : null;
}

/** `POST v3/user-details/query` for an author profile. */
export const authorQueryRequestSchema = z.object({ id: z.number().int().positive() }).strict();

export const partnerHostSchema = z.object({
  host: z.string(),
  world: z.string(),
  authorId: z.number().int().nullable(),
});
export type PartnerHost = z.infer<typeof partnerHostSchema>;
