import { z } from 'zod';
import { WORLDS } from '../worlds';
import {
  FEEDBACKS,
  INTERACTIVE_ACCEPTED_MAX,
  INTERACTIVE_BLANKS_MAX,
  INTERACTIVE_ID_PATTERN,
  INTERACTIVE_MEDIA_PREFIX,
  INTERACTIVE_OPTIONS_MAX,
  INTERACTIVE_POINTS_DEFAULT,
  INTERACTIVE_POINTS_MAX,
  INTERACTIVE_POINTS_MIN,
  INTERACTIVE_QUESTIONS_MAX,
  INTERACTIVE_TEXT_MAX,
  INTERACTIVE_TITLE_MAX,
  type Answer,
  type InteractiveContent,
} from '../interactive';

/**
 * Interactives as the API takes them (docs/interactives.md). A draft may be incomplete (empty
 * prompts, no correct option yet); its shape, limits and unique ids are checked here, what
 * publishing asks more is `contentProblems` in src/shared/interactive.ts.
 */

const idSchema = z.string().regex(INTERACTIVE_ID_PATTERN, 'letters, digits, _ or -, at most 40');
const textSchema = z.string().max(INTERACTIVE_TEXT_MAX);
/** No `..`, no leading slash, only below the interactive media prefix. */
const mediaKeySchema = z
  .string()
  .max(300)
  .regex(/^interactive\/[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)*$/, `an R2 key below ${INTERACTIVE_MEDIA_PREFIX}`)
  .refine((key) => !key.split('/').some((part) => part === '.' || part === '..'), 'no . or .. segments');
const mediaSchema = z.object({ key: mediaKeySchema, alt: z.string().max(300) }).strict();
const optionSchema = z.object({ id: idSchema, text: textSchema, media: mediaSchema.optional() }).strict();
const acceptedSchema = z.array(textSchema).max(INTERACTIVE_ACCEPTED_MAX);

const base = {
  id: idSchema,
  prompt: textSchema,
  media: mediaSchema.optional(),
  points: z.number().int().min(INTERACTIVE_POINTS_MIN).max(INTERACTIVE_POINTS_MAX).default(INTERACTIVE_POINTS_DEFAULT),
};

function uniqueIds(list: { id: string }[]): boolean {
  return new Set(list.map((item) => item.id)).size === list.length;
}
const uniqueMessage = 'each id once';

const questionSchema = z.discriminatedUnion('kind', [
  z
    .object({
      ...base,
      kind: z.literal('single'),
      options: z.array(optionSchema).max(INTERACTIVE_OPTIONS_MAX).refine(uniqueIds, uniqueMessage),
      correct: z.string().max(40),
    })
    .strict(),
  z
    .object({
      ...base,
      kind: z.literal('multiple'),
      options: z.array(optionSchema).max(INTERACTIVE_OPTIONS_MAX).refine(uniqueIds, uniqueMessage),
      correct: z
        .array(idSchema)
        .max(INTERACTIVE_OPTIONS_MAX)
        .refine((ids) => new Set(ids).size === ids.length, uniqueMessage),
    })
    .strict(),
  z.object({ ...base, kind: z.literal('true_false'), correct: z.boolean() }).strict(),
  z
    .object({
      ...base,
      kind: z.literal('blanks'),
      text: textSchema,
      blanks: z
        .array(
          z
            .object({ id: idSchema, accepted: acceptedSchema, caseSensitive: z.boolean().default(false), accentSensitive: z.boolean().default(false) })
            .strict(),
        )
        .max(INTERACTIVE_BLANKS_MAX)
        .refine(uniqueIds, uniqueMessage),
    })
    .strict(),
  z
    .object({
      ...base,
      kind: z.literal('matching'),
      pairs: z
        .array(z.object({ id: idSchema, left: textSchema, right: textSchema }).strict())
        .max(INTERACTIVE_OPTIONS_MAX)
        .refine(uniqueIds, uniqueMessage),
    })
    .strict(),
  z
    .object({
      ...base,
      kind: z.literal('ordering'),
      items: z
        .array(z.object({ id: idSchema, text: textSchema }).strict())
        .max(INTERACTIVE_OPTIONS_MAX)
        .refine(uniqueIds, uniqueMessage),
    })
    .strict(),
  z
    .object({
      ...base,
      kind: z.literal('short'),
      accepted: acceptedSchema,
      caseSensitive: z.boolean().default(false),
      accentSensitive: z.boolean().default(false),
    })
    .strict(),
  z
    .object({
      ...base,
      kind: z.literal('image'),
      options: z
        // The image may still be uploading in a draft; publishing asks for it (docs/interactives.md, "Publishing").
        .array(optionSchema)
        .max(INTERACTIVE_OPTIONS_MAX)
        .refine(uniqueIds, uniqueMessage),
      correct: z.string().max(40),
    })
    .strict(),
]);

export const interactiveContentSchema = z
  .object({
    title: z.string().trim().max(INTERACTIVE_TITLE_MAX),
    description: textSchema.default(''),
    feedback: z.enum(FEEDBACKS).default('each'),
    questions: z.array(questionSchema).max(INTERACTIVE_QUESTIONS_MAX).refine(uniqueIds, 'each question id once'),
  })
  .strict() satisfies z.ZodType<InteractiveContent, unknown>;

export const answerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('single'), choice: z.string().max(40) }).strict(),
  z.object({ kind: z.literal('image'), choice: z.string().max(40) }).strict(),
  z.object({ kind: z.literal('multiple'), choices: z.array(z.string().max(40)).max(INTERACTIVE_OPTIONS_MAX) }).strict(),
  z.object({ kind: z.literal('true_false'), value: z.boolean() }).strict(),
  z
    .object({
      kind: z.literal('blanks'),
      values: z
        .record(z.string().max(40), z.string().max(INTERACTIVE_TEXT_MAX))
        .refine((values) => Object.keys(values).length <= INTERACTIVE_BLANKS_MAX, `at most ${INTERACTIVE_BLANKS_MAX} blanks`),
    })
    .strict(),
  z
    .object({
      kind: z.literal('matching'),
      pairs: z
        .record(z.string().max(40), z.string().max(40))
        .refine((pairs) => Object.keys(pairs).length <= INTERACTIVE_OPTIONS_MAX, `at most ${INTERACTIVE_OPTIONS_MAX} pairs`),
    })
    .strict(),
  z.object({ kind: z.literal('ordering'), order: z.array(z.string().max(40)).max(INTERACTIVE_OPTIONS_MAX) }).strict(),
  z.object({ kind: z.literal('short'), value: z.string().max(INTERACTIVE_TEXT_MAX) }).strict(),
]) satisfies z.ZodType<Answer, unknown>;

const interactiveIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

// ---- Requests of /v3/interactives ----

export const interactiveIdParamSchema = z.object({ id: interactiveIdSchema }).strict();
export const interactiveCreateSchema = z.object({ world: z.enum(WORLDS), content: interactiveContentSchema }).strict();
export const interactiveDraftSchema = z.object({ content: interactiveContentSchema }).strict();
/** `draft: true` checks against the owner's draft (the builder's preview). */
export const interactiveCheckSchema = z.object({ questionId: idSchema, answer: answerSchema, draft: z.boolean().optional() }).strict();
/** `draft=1`: the owner's draft for the builder's preview. */
export const interactivePlayQuerySchema = z.object({ draft: z.enum(['0', '1']).optional() }).strict();
/** The world is the common world parameter of every call. */
/** The teacher's usable interactives, 100 a page. */
/** `q` narrows the usable interactives to those whose title or description holds it (the course editor's search). */
export const interactiveUsableQuerySchema = z
  .object({
    q: z.string().trim().max(100).optional(),
    page: z.coerce.number().int().min(1).max(100).default(1),
  })
  .strict();

export const interactiveDiscoverQuerySchema = z
  .object({
    q: z.string().trim().max(100).optional(),
    page: z.coerce.number().int().min(1).max(100).default(1),
  })
  .strict();
