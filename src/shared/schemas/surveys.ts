import { z } from 'zod';
import { WORLDS } from '../worlds';
import { NPS_COMMENT_MAX, RECOMMENDATION_MATERIALS_MAX, RECOMMENDATION_NOTE_MAX, SURVEY_PERIODS, SURVEY_SEND_MAX } from '../surveys';
import { FEEDBACK_TEXT_MAX } from '../community-limits';

/** Requests of the survey and recommendation calls (docs/surveys.md). */

/** A survey link's token: only plausible ones reach the database. */
const surveyTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,128}$/, 'a link token');

export const surveyLinkSchema = z.object({ token: surveyTokenSchema, kind: z.enum(['nps', 'rating']) }).strict();

/** A whole number 0–10; "x", 11, −1 and 9.5 are refused. */
export const npsAnswerSchema = z
  .object({
    token: surveyTokenSchema,
    score: z.number().int().min(0).max(10),
    comment: z.string().trim().max(NPS_COMMENT_MAX).default(''),
  })
  .strict();

export const ratingAnswerSchema = z
  .object({
    token: surveyTokenSchema,
    stars: z.number().int().min(1).max(5),
    text: z.string().trim().max(FEEDBACK_TEXT_MAX).default(''),
  })
  .strict();

const periodDays = z.coerce
  .number()
  .int()
  .refine((days) => (SURVEY_PERIODS as readonly number[]).includes(days), `one of ${SURVEY_PERIODS.join(', ')}`);

export const npsResultsQuerySchema = z
  .object({
    filter_world: z.enum(WORLDS).optional(),
    days: periodDays.default(90),
  })
  .strict();

/** Staff sends: the NPS to teachers whose last purchase is `days` or more old, rating requests for purchases that old. */
export const surveySendSchema = z
  .object({
    kind: z.enum(['nps', 'rating']),
    world: z.enum(WORLDS).optional(),
    days: z.number().int().min(0).max(365).default(14),
    limit: z.number().int().min(1).max(SURVEY_SEND_MAX).default(50),
  })
  .strict();

const materialId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const recommendationCreateSchema = z
  .object({
    material_ids: z
      .array(materialId)
      .min(1)
      .max(RECOMMENDATION_MATERIALS_MAX)
      .refine((ids) => new Set(ids).size === ids.length, 'each material once'),
    note: z.string().trim().max(RECOMMENDATION_NOTE_MAX).default(''),
  })
  .strict();

export const recommendationMineQuerySchema = z.object({ material_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional() }).strict();

export const recommendationTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,128}$/);
