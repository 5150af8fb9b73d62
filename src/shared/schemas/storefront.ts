import { z } from 'zod';

/** An author the home page features: the world's best-selling public authors (docs/design-system.md, "Home"). */
export const featuredAuthorSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  publicName: z.string(),
  imagePath: z.string().nullable(),
  /** Live materials of the author in the world. */
  materials: z.number().int().nonnegative(),
  rating: z.object({ average: z.number(), count: z.number().int().nonnegative() }),
});
export type FeaturedAuthor = z.infer<typeof featuredAuthorSchema>;

/**
 * `GET v3/storefront`: what the home page shows of a world beyond its material lists — the
 * figures behind the trust line (live materials, their authors, their ratings) and the featured
 * authors. Public and cached like the mega menu.
 */
export const storefrontSchema = z.object({
  figures: z.object({
    materials: z.number().int().nonnegative(),
    authors: z.number().int().nonnegative(),
    ratings: z.number().int().nonnegative(),
  }),
  featuredAuthors: z.array(featuredAuthorSchema),
});
export type Storefront = z.infer<typeof storefrontSchema>;
