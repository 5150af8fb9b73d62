import { z } from 'zod';
import { DESCRIPTION_MAX, TITLE_MAX } from '../seller-materials';

/**
 * The seller's material calls, `v3/seller/materials…`, and the staff review calls,
 * `v3/staff/review…` (docs/seller-materials.md). Money is integer minor units of the world's
 * currency; request bodies are strict (an unknown field is a 400).
 */

export const MATERIAL_STATES = ['draft', 'review', 'published', 'rejected', 'unpublished'] as const;
export type MaterialState = (typeof MATERIAL_STATES)[number];

export const LICENCES = ['single', 'school'] as const;
export type Licence = (typeof LICENCES)[number];

/** What a material needs before it can be sent to review; each is a `seller:editor.missing.<item>` text. */
export const SUBMIT_ITEMS = ['title', 'description', 'subject', 'schoolType', 'grades', 'materialType', 'price', 'file', 'preview', 'bundleItems'] as const;
export type SubmitItem = (typeof SUBMIT_ITEMS)[number];

/** Metadata fields a draft's author sets one by one (autosave). */
export const METADATA_FIELDS = ['title', 'description', 'language', 'schoolType', 'subject', 'grades', 'materialType', 'price', 'licence'] as const;
export type MetadataField = (typeof METADATA_FIELDS)[number];

const REJECTION_REASON_MAX = 1000;

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const sellerMaterialIdSchema = id;

const slugLike = z.string().regex(/^[a-z0-9-]{1,40}$/);

const gradesSchema = z
  .object({ from: z.number().int().min(0).max(13), to: z.number().int().min(0).max(13) })
  .strict()
  .refine((g) => g.from <= g.to, { message: 'grades.from must not be above grades.to' });

/** PATCH body: any subset of the metadata (autosave). An empty body changes nothing. */
export const materialPatchSchema = z
  .object({
    title: z.string().trim().max(TITLE_MAX),
    description: z.string().trim().max(DESCRIPTION_MAX),
    /** Text language: a language code of the world, or '' for a material without text. */
    language: z.string().regex(/^([a-z]{2,3})?$/),
    schoolType: slugLike,
    subjectId: id,
    materialType: slugLike,
    grades: gradesSchema,
    price: z.number().int().min(0).max(100_000_000),
    licence: z.enum(LICENCES),
  })
  .partial()
  .strict();
export type MaterialPatch = z.infer<typeof materialPatchSchema>;

export const bundleItemsSchema = z.object({ materialIds: z.array(id).min(0).max(50) }).strict();

/** The interactive a material carries: `standalone` (sold as the interactive) or `bundle` (comes with it); `null` unlinks. */
export const materialInteractiveSchema = z.object({ interactiveId: id.nullable(), as: z.enum(['standalone', 'bundle']).default('bundle') }).strict();

export const rejectSchema = z.object({ reason: z.string().trim().min(3).max(REJECTION_REASON_MAX) }).strict();

export const saleBodySchema = z
  .object({
    materialId: id,
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    salePrice: z.number().int().min(0).max(100_000_000).optional(),
    percent: z.number().int().min(1).max(90).optional(),
  })
  .strict()
  .refine((s) => (s.salePrice === undefined) !== (s.percent === undefined), { message: 'Give either salePrice or percent.' });

export const salesBulkDeleteSchema = z.object({ ids: z.array(id).min(1).max(200) }).strict();

export const recommendationQuerySchema = z.object({}).strict();

export interface SellerFile {
  id: number;
  name: string;
  format: string;
  sizeBytes: number;
}

export interface SellerMaterial {
  id: number;
  slug: string;
  world: string;
  state: MaterialState;
  rejectionReason: string | null;
  title: string;
  description: string;
  language: string;
  schoolType: string | null;
  subjectId: number | null;
  materialType: string | null;
  grades: { from: number; to: number } | null;
  price: number | null;
  sale: number | null;
  currency: string;
  licence: Licence;
  isBundle: boolean;
  bundleItems: number[];
  /** The interactive it carries (docs/interactives.md, "Materials"). */
  interactiveId: number | null;
  isStandaloneInteractive: boolean;
  isBundleInteractive: boolean;
  pageCount: number;
  revision: number;
  createdAt: string;
  updatedAt: string | null;
  submittedAt: string | null;
  publishedAt: string | null;
  files: SellerFile[];
  previewCount: number;
  /** What is still missing before the material can be sent to review. */
  missing: SubmitItem[];
}

export interface PriceRule {
  currency: string;
  /** The lowest price of a paid material; 0 is always allowed (free). */
  min: number;
  max: number;
  bundleMax: number;
}

export interface PriceRecommendation {
  currency: string;
  low: number;
  high: number;
  /** How many comparable published materials the range comes from (0: the fallback rule). */
  comparables: number;
  /** Which comparables: same subject and type ('subject'), same type only ('type'), or none ('fallback'). */
  basis: 'subject' | 'type' | 'fallback';
  pages: { from: number; to: number };
}

export interface TimedSale {
  id: number;
  materialId: number;
  materialTitle: string;
  startsAt: string;
  endsAt: string;
  salePrice: number | null;
  percent: number | null;
  currency: string;
  status: 'scheduled' | 'running' | 'ended';
}

export interface SimilarityMatch {
  materialId: number;
  title: string;
  authorId: number;
  world: string;
  kind: 'same_file' | 'similar_text';
  /** 1 for the same file; the estimated share of common word sequences (Jaccard) for text. */
  score: number;
}

export interface ReviewQueueItem {
  id: number;
  title: string;
  world: string;
  authorId: number;
  authorName: string | null;
  submittedAt: string;
  revision: number;
  topMatch: number | null;
}

export interface ReviewView {
  material: SellerMaterial;
  authorName: string | null;
  previews: { page: number; url: string }[];
  similarity: SimilarityMatch[];
  history: { decision: 'approved' | 'rejected'; reason: string | null; decidedAt: string; revision: number }[];
}
