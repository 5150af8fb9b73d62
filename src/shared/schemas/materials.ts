import { z } from 'zod';
import { MAX_MATERIAL_IDS } from '../constants';

export const idParamSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

const materialFileSchema = z.object({
  id: z.number().int(),
  type: z.literal('material_file'),
  name: z.string(),
  format: z.string(),
  sizeBytes: z.number().int(),
  sources: z.record(z.string(), z.string()),
  cover: z.string().nullable(),
});

const authorSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  publicName: z.string(),
  imagePath: z.string().nullable(),
});

/** A material as cards and the material page see it (docs/product-rules.md, "Entities"). */
export const materialSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  world: z.string(),
  title: z.string(),
  description: z.string(),
  language: z.string(),
  price: z.number().int(),
  sale: z.number().int().nullable(),
  currency: z.string(),
  hasFixedPrice: z.boolean(),
  isBundle: z.boolean(),
  bestInCategories: z.array(z.string()),
  createdAt: z.string(),
  interactiveId: z.number().int().nullable(),
  isBundleInteractive: z.boolean(),
  isStandaloneInteractive: z.boolean(),
  schoolType: z.string(),
  subject: z.object({ id: z.number().int(), title: z.string(), slug: z.string() }),
  materialType: z.string(),
  grades: z.object({ from: z.number().int(), to: z.number().int() }),
  pageCount: z.number().int(),
  rating: z.object({ average: z.number(), count: z.number().int() }),
  salesCount: z.number().int(),
  firstPreviewImage: z.object({ plain: z.string(), watermarked: z.string() }),
  imgUrl: z.string(),
  author: authorSummarySchema,
});
export type Material = z.infer<typeof materialSchema>;

export const materialDetailSchema = materialSchema.extend({
  materialFiles: z.array(materialFileSchema),
  preview: z.array(z.string()),
  bundleItems: z.array(materialSchema.pick({ id: true, slug: true, title: true, price: true, currency: true })),
  /** How many users like it (`v3/materials/{id}/like`). */
  likeCount: z.number().int(),
});
export type MaterialDetail = z.infer<typeof materialDetailSchema>;

export const materialListQuerySchema = z
  .object({
    sort: z.enum(['popular', 'newest']).default('popular'),
    limit: z.coerce.number().int().min(1).max(48).default(12),
    school_type: z.string().max(32).optional(),
    on_sale: z.enum(['1']).optional(),
    author: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
    page: z.coerce.number().int().min(1).max(1000).default(1),
  })
  .strict();

// Here for the schema and its callers; the number lives in a zod-free module islands import.


/**
 * `GET v3/materials?ids=3,1,2`: the listed live materials of the request's world, in the order
 * given (unknown, deleted and other worlds' ids are simply absent; repeated ids count once). The
 * list selects on its own: `sort`, `limit`, `page` and the filters next to it are a 400, and the
 * answer holds every listed material found (at most MAX_MATERIAL_IDS).
 */
export const materialIdsQuerySchema = z
  .object({
    ids: z
      .string()
      .max(MAX_MATERIAL_IDS * 17)
      .regex(/^[1-9][0-9]{0,15}(,[1-9][0-9]{0,15})*$/, 'comma-separated positive integers')
      .transform((list) => [...new Set(list.split(',').map(Number))])
      .pipe(z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).min(1).max(MAX_MATERIAL_IDS)),
  })
  .strict();
