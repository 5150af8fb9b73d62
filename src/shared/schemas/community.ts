import { z } from 'zod';
import {
  COMMENT_BODY_MAX,
  FEEDBACK_TEXT_MAX,
  TAG_NAME_MAX,
  TAG_NAME_MIN,
  TAGS_PER_MATERIAL_MAX,
} from '../community-limits';

export * from '../community-limits';

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const page = z.coerce.number().int().min(1).max(1000).default(1);

export const feedbackQuerySchema = z.object({ page }).strict();
export const commentsQuerySchema = z.object({ page }).strict();
export const relatedQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(24).default(8) }).strict();
export const itemTagsQuerySchema = z.object({ material_id: id }).strict();
export const popularTagsQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(50).default(20) }).strict();

export const feedbackBodySchema = z
  .object({
    stars: z.number().int().min(1).max(5),
    text: z.string().trim().max(FEEDBACK_TEXT_MAX).default(''),
  })
  .strict();

export const commentBodySchema = z
  .object({
    body: z.string().trim().min(1).max(COMMENT_BODY_MAX),
    parent_id: id.nullable().optional(),
  })
  .strict();

const tagNameSchema = z.string().trim().min(TAG_NAME_MIN).max(TAG_NAME_MAX);

export const itemTagsBodySchema = z
  .object({
    material_id: id,
    tags: z.array(tagNameSchema).max(TAGS_PER_MATERIAL_MAX),
  })
  .strict();

export const personSchema = z.object({ id: z.number().int(), publicName: z.string().nullable() });
export type Person = z.infer<typeof personSchema>;

export const ratingSummarySchema = z.object({
  average: z.number(),
  count: z.number().int(),
  /** Number of ratings with 1, 2, 3, 4 and 5 stars. */
  histogram: z.object({ 1: z.number().int(), 2: z.number().int(), 3: z.number().int(), 4: z.number().int(), 5: z.number().int() }),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

export const feedbackItemSchema = z.object({
  author: personSchema,
  stars: z.number().int(),
  text: z.string(),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
});
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;

export const feedbackPageSchema = z.object({
  summary: ratingSummarySchema,
  items: z.array(feedbackItemSchema),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export type FeedbackPage = z.infer<typeof feedbackPageSchema>;

/** Why a caller cannot rate a material; null when they can. */
export const rateRefusalSchema = z.enum(['sign_in', 'own_material', 'not_buyer']).nullable();
export type RateRefusal = z.infer<typeof rateRefusalSchema>;

export const myFeedbackSchema = z.object({
  refusal: rateRefusalSchema,
  feedback: z.object({ stars: z.number().int(), text: z.string() }).nullable(),
});
export type MyFeedback = z.infer<typeof myFeedbackSchema>;

export interface CommentItem {
  id: number;
  parentId: number | null;
  body: string;
  deleted: boolean;
  createdAt: string;
  author: Person | null;
  byMaterialAuthor: boolean;
  replies: CommentItem[];
}

export interface CommentsPage {
  items: CommentItem[];
  page: number;
  limit: number;
  /** Threads shown (top-level comments). */
  total: number;
}

export const likeStateSchema = z.object({ liked: z.boolean(), count: z.number().int() });
export type LikeState = z.infer<typeof likeStateSchema>;

export const tagSchema = z.object({ slug: z.string(), name: z.string() });
export type Tag = z.infer<typeof tagSchema>;
export const popularTagSchema = tagSchema.extend({ count: z.number().int() });
export type PopularTag = z.infer<typeof popularTagSchema>;
