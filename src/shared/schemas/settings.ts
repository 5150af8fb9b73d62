import { z } from 'zod';

export const abTestKeySchema = z.string().regex(/^[A-Z0-9_]{1,32}$/, 'an A/B test key such as NAV');

const abVariantSchema = z.object({
  name: z.string(),
  weight: z.number().int().nonnegative(),
  payload: z.unknown(),
});

/** `GET v3/settings/variant/{key}`: the test definition the edge resolves and caches. */
export const abTestResponseSchema = z.object({
  key: z.string(),
  variants: z.array(abVariantSchema).min(1),
  defaultVariant: z.string(),
  activeVariants: z.array(z.string()),
  enabled: z.boolean(),
  /** Goes up on every edit; part of the page cache key (docs/experiments.md). */
  revision: z.number().int().positive(),
});
export type AbTest = z.infer<typeof abTestResponseSchema>;

/** What a page learns of one test: the visitor's variant name and its payload value. */
export const resolvedVariantSchema = z.object({
  name: z.string(),
  payload: z.unknown(),
  active: z.boolean(),
});
export type ResolvedVariant = z.infer<typeof resolvedVariantSchema>;
