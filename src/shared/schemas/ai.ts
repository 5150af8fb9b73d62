import { z } from 'zod';
import { contentProblems } from '../interactive';
import { interactiveContentSchema } from './interactive';
import { DESCRIPTION_MAX } from '../seller-materials';
import {
  AI_QUIZ_QUESTIONS_DEFAULT,
  AI_QUIZ_QUESTIONS_MAX,
  AI_QUIZ_QUESTIONS_MIN,
  AI_SUBJECT_MAX,
  AI_TOPIC_MAX,
  WORKSHEET_BODY_MAX,
  WORKSHEET_HEADING_MAX,
  WORKSHEET_SECTIONS_MAX,
  WORKSHEET_TITLE_MAX,
  type WorksheetContent,
} from '../ai-tools';

/**
 * What the AI tools take and what a provider must answer (docs/ai-tools.md). Both providers'
 * outputs pass these schemas before anything is shown or saved; a refused output is a 422
 * `ai_output_invalid` and nothing is stored.
 */

// ---- Provider outputs ----

/** A description draft: plain text the author edits in the metadata form. */
export const descriptionOutputSchema = z.object({ text: z.string().trim().min(20).max(DESCRIPTION_MAX) }).strict();

/**
 * A quiz: an interactive's content whose questions are complete (what publishing asks), so the
 * builder opens a draft the teacher only has to check.
 */
export const quizOutputSchema = interactiveContentSchema
  .refine((content) => content.questions.length >= 1 && content.questions.length <= AI_QUIZ_QUESTIONS_MAX, 'between 1 and 20 questions')
  .refine((content) => contentProblems(content).length === 0, 'every question complete');

const sectionSchema = z
  .object({ heading: z.string().trim().min(1).max(WORKSHEET_HEADING_MAX), body: z.string().max(WORKSHEET_BODY_MAX) })
  .strict();

export const worksheetContentSchema = z
  .object({
    title: z.string().trim().min(1).max(WORKSHEET_TITLE_MAX),
    sections: z.array(sectionSchema).min(1).max(WORKSHEET_SECTIONS_MAX),
  })
  .strict() satisfies z.ZodType<WorksheetContent, unknown>;

// ---- Requests of /v3/ai ----

const idSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const aiDescriptionRequestSchema = z.object({ materialId: idSchema }).strict();
export const aiQuizRequestSchema = z
  .object({
    materialId: idSchema,
    questions: z.number().int().min(AI_QUIZ_QUESTIONS_MIN).max(AI_QUIZ_QUESTIONS_MAX).default(AI_QUIZ_QUESTIONS_DEFAULT),
  })
  .strict();
export const aiDocumentCreateSchema = z
  .object({
    topic: z.string().trim().min(2).max(AI_TOPIC_MAX),
    grade: z.number().int().min(0).max(13),
    subject: z.string().trim().min(2).max(AI_SUBJECT_MAX),
  })
  .strict();
export const aiDocumentUpdateSchema = z.object({ content: worksheetContentSchema }).strict();
export const aiDocumentIdParamSchema = z.object({ id: idSchema }).strict();
