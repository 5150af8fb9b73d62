import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import type { OriginEnv } from '../env';
import { ApiError } from '../http/errors';
import { requireUser } from '../http/auth';
import { validJson, validParam, validQuery } from '../http/validate';
import { requestWorld } from '../http/world';
import { createTranslator } from '../../shared/i18n/translator';
import { isWorld, worldLanguage, type World } from '../../shared/worlds';
import { noQuerySchema } from '../../shared/schemas/common';
import { AI_DAILY_LIMITS, type AiKind, type AiQuizMaterial, type AiUsage } from '../../shared/ai-tools';
import {
  aiDescriptionRequestSchema,
  aiDocumentCreateSchema,
  aiDocumentIdParamSchema,
  aiDocumentUpdateSchema,
  aiQuizRequestSchema,
  descriptionOutputSchema,
  quizOutputSchema,
  worksheetContentSchema,
} from '../../shared/schemas/ai';
import { aiProvider } from '../ai/choose';
import { NotEnoughText, ProviderUnavailable, type AiAnswer } from '../ai/provider';
import { allUsage, dayStart, usageOf } from '../domain/ai/limits';
import { renderWorksheetPdf } from '../domain/ai/worksheet-pdf';
import { r2FontSource } from './pdf-font-source';
import {
  deleteDocument,
  findMaterialForAi,
  findOwnDocument,
  generationCounts,
  hasBought,
  insertDocument,
  listDocuments,
  listQuizMaterials,
  noteGenerationResult,
  recordGeneration,
  updateDocument,
  type AiMaterialRow,
} from '../db/ai-tools';
import { materialText } from '../db/seller-materials';
import { isSeller } from '../db/seller-files';
import { findSchoolMembership } from '../db/schools';
import { insertInteractive } from '../db/interactives';

/**
 * The AI tools (docs/ai-tools.md): a description draft for the seller's own material, a quiz from
 * a material the caller may use (made an interactive draft), and worksheets the caller keeps. Every
 * generation counts against a daily limit per kind and is stored with its inputs, provider and
 * cost; a provider's output that fails the schemas is a 422 and nothing is stored.
 */
type Ctx = Context<{ Bindings: OriginEnv }>;

/** The most of a material's text a provider reads. */
const MATERIAL_TEXT_MAX = 60_000;

const materialNotFound = () => new ApiError(404, 'not_found', 'This material does not exist.');
const documentNotFound = () => new ApiError(404, 'not_found', 'This document does not exist.');

function limitReached(kind: AiKind, used: number): ApiError {
  return new ApiError(429, 'ai_limit_reached', `You have used today's ${AI_DAILY_LIMITS[kind]} generations of this kind; try again tomorrow.`, { usage: usageOf(kind, used) });
}

/** Refuses early (before the provider works) when the limit is reached; answers the current count. */
async function checkLimit(c: Ctx, userId: number, kind: AiKind, now: Date): Promise<void> {
  const used = (await generationCounts(c.env.DB, userId, dayStart(now))).get(kind) ?? 0;
  if (used >= AI_DAILY_LIMITS[kind]) throw limitReached(kind, used);
}

/** Asks the provider; maps its failures to clear errors. */
async function generate(task: () => Promise<AiAnswer>): Promise<AiAnswer> {
  try {
    return await task();
  } catch (error) {
    if (error instanceof NotEnoughText) throw new ApiError(422, 'not_enough_text', 'There is not enough text to draft from.');
    if (error instanceof ProviderUnavailable) throw new ApiError(503, 'ai_unavailable', 'The AI tools are not available right now; try again later.');
    throw error;
  }
}

/** The provider's output through the kind's schema, or a 422: nothing is shown or stored. */
function checked<S extends z.ZodType>(schema: S, output: unknown): z.infer<S> {
  const parsed = schema.safeParse(output);
  if (!parsed.success) throw new ApiError(422, 'ai_output_invalid', 'The draft could not be used; nothing was saved. Try again.');
  return parsed.data;
}

/** Stores the generation within the limit (one conditional insert); the race loser gets the 429. */
async function record(c: Ctx, userId: number, kind: AiKind, inputs: Record<string, unknown>, answer: AiAnswer, now: Date): Promise<{ id: number; usage: AiUsage }> {
  const since = dayStart(now);
  const world = requestWorld(c);
  const id = await recordGeneration(c.env.DB, { userId, world, kind, inputs, provider: answer.provider, model: answer.model, costNeurons: answer.costNeurons }, AI_DAILY_LIMITS[kind], since, now);
  const used = (await generationCounts(c.env.DB, userId, since)).get(kind) ?? 0;
  if (id === null) throw limitReached(kind, used);
  return { id, usage: usageOf(kind, used) };
}

/** The text a provider drafts from: the files' extracted text, else title and description. */
async function sourceText(c: Ctx, material: AiMaterialRow): Promise<string> {
  const text = (await materialText(c.env.DB, material.id)).slice(0, MATERIAL_TEXT_MAX);
  return text.trim().length >= 200 ? text : [text, material.description].filter((part) => part.trim()).join('\n');
}

/** The language the material's text is in: its text language, else its world's. */
function textLanguage(material: AiMaterialRow): string {
  return material.language && material.language !== 'none' ? material.language : isWorld(material.world) ? worldLanguage(material.world) : 'en';
}

export const aiTools = new Hono<{ Bindings: OriginEnv }>()
  .get('/v3/ai/usage', async (c) => {
    const { userId } = await requireUser(c);
    validQuery(c, noQuerySchema);
    const counts = await generationCounts(c.env.DB, userId, dayStart(new Date()));
    c.header('cache-control', 'private, no-store');
    return c.json({ data: { provider: aiProvider(c.env).name, usage: allUsage(counts) } });
  })
  /** A description draft for the seller's own material: shown in the form, never saved here. */
  .post('/v3/ai/description', async (c) => {
    const { userId } = await requireUser(c);
    const { materialId } = await validJson(c, aiDescriptionRequestSchema);
    const material = await findMaterialForAi(c.env.DB, materialId);
    if (!material || material.author_id !== userId || !(await isSeller(c.env.DB, userId))) throw materialNotFound();
    const now = new Date();
    await checkLimit(c, userId, 'description', now);
    const provider = aiProvider(c.env);
    const answer = await generate(async () =>
      provider.description({
        language: textLanguage(material),
        world: material.world,
        title: material.title,
        text: await sourceText(c, material),
        subject: material.subject,
        grades: { from: material.grade_from, to: material.grade_to },
      }),
    );
    const draft = checked(descriptionOutputSchema, answer.output);
    const { usage } = await record(c, userId, 'description', { materialId }, answer, now);
    return c.json({ data: { text: draft.text, provider: answer.provider, usage } });
  })
  .get('/v3/ai/quiz-materials', async (c) => {
    const { userId } = await requireUser(c);
    validQuery(c, noQuerySchema);
    const school = await findSchoolMembership(c.env.DB, userId);
    const rows = await listQuizMaterials(c.env.DB, userId, school?.schoolId ?? null, requestWorld(c));
    const items: AiQuizMaterial[] = rows.map((r) => ({ id: r.id, title: r.title, own: r.own === 1, hasText: r.has_text === 1 }));
    c.header('cache-control', 'private, no-store');
    return c.json({ data: { items } });
  })
  /** A quiz from a material the caller may use, made the caller's interactive draft. */
  .post('/v3/ai/quiz', async (c) => {
    const { userId } = await requireUser(c);
    const { materialId, questions } = await validJson(c, aiQuizRequestSchema);
    const material = await findMaterialForAi(c.env.DB, materialId);
    const own = material !== null && material.author_id === userId;
    if (!material || (!own && material.live !== 1)) throw materialNotFound();
    if (!own) {
      const school = await findSchoolMembership(c.env.DB, userId);
      if (!(await hasBought(c.env.DB, userId, school?.schoolId ?? null, materialId))) {
        throw new ApiError(403, 'no_right_to_use', 'Only the author and buyers of this material can make a quiz from it.');
      }
    }
    const now = new Date();
    await checkLimit(c, userId, 'quiz', now);
    const provider = aiProvider(c.env);
    const answer = await generate(async () => provider.quiz({ language: textLanguage(material), title: material.title, text: await sourceText(c, material), questions }));
    const content = checked(quizOutputSchema, answer.output);
    const { id, usage } = await record(c, userId, 'quiz', { materialId, questions }, answer, now);
    const interactiveId = await insertInteractive(c.env.DB, { world: material.world, ownerId: userId, content }, now);
    await noteGenerationResult(c.env.DB, id, { materialId, questions, interactiveId });
    return c.json({ data: { interactiveId, world: material.world, questionCount: content.questions.length, provider: answer.provider, usage } }, 201);
  })
  .get('/v3/ai/documents', async (c) => {
    const { userId } = await requireUser(c);
    validQuery(c, noQuerySchema);
    c.header('cache-control', 'private, no-store');
    return c.json({ data: { items: await listDocuments(c.env.DB, userId, requestWorld(c)) } });
  })
  /** A worksheet from topic, grade and subject, kept as the caller's document. */
  .post('/v3/ai/documents', async (c) => {
    const { userId } = await requireUser(c);
    const input = await validJson(c, aiDocumentCreateSchema);
    const world: World = requestWorld(c);
    const now = new Date();
    await checkLimit(c, userId, 'worksheet', now);
    const provider = aiProvider(c.env);
    const answer = await generate(() => provider.worksheet({ ...input, language: worldLanguage(world), world }));
    const content = checked(worksheetContentSchema, answer.output);
    const { id, usage } = await record(c, userId, 'worksheet', { ...input }, answer, now);
    const documentId = await insertDocument(c.env.DB, { userId, world, ...input, content, provider: answer.provider }, now);
    await noteGenerationResult(c.env.DB, id, { ...input, documentId });
    return c.json({ data: { document: await findOwnDocument(c.env.DB, documentId, userId), usage } }, 201);
  })
  .get('/v3/ai/documents/:id', async (c) => {
    const { userId } = await requireUser(c);
    validQuery(c, noQuerySchema);
    const id = validParam(c.req.param('id'), aiDocumentIdParamSchema.shape.id, 'document id');
    const document = await findOwnDocument(c.env.DB, id, userId);
    if (!document) throw documentNotFound();
    c.header('cache-control', 'private, no-store');
    return c.json({ data: { document } });
  })
  .put('/v3/ai/documents/:id', async (c) => {
    const { userId } = await requireUser(c);
    const id = validParam(c.req.param('id'), aiDocumentIdParamSchema.shape.id, 'document id');
    if (!(await findOwnDocument(c.env.DB, id, userId))) throw documentNotFound();
    const { content } = await validJson(c, aiDocumentUpdateSchema);
    if (!(await updateDocument(c.env.DB, id, userId, content, new Date()))) throw documentNotFound();
    return c.json({ data: { document: await findOwnDocument(c.env.DB, id, userId) } });
  })
  .delete('/v3/ai/documents/:id', async (c) => {
    const { userId } = await requireUser(c);
    const id = validParam(c.req.param('id'), aiDocumentIdParamSchema.shape.id, 'document id');
    if (!(await deleteDocument(c.env.DB, id, userId))) throw documentNotFound();
    return c.json({ data: { deleted: true } });
  })
  .get('/v3/ai/documents/:id/pdf', async (c) => {
    const { userId } = await requireUser(c);
    validQuery(c, noQuerySchema);
    const id = validParam(c.req.param('id'), aiDocumentIdParamSchema.shape.id, 'document id');
    const document = await findOwnDocument(c.env.DB, id, userId);
    if (!document) throw documentNotFound();
    const language = isWorld(document.world) ? worldLanguage(document.world) : 'en';
    const i18n = createTranslator(language);
    const bytes = await renderWorksheetPdf(
      document.content,
      {
        nameLine: i18n.t('ai-tools:pdf.nameLine', { defaultValue: 'Name: ______________________   Date: ____________' }),
        footer: i18n.t('ai-tools:pdf.footer', { defaultValue: 'Made with the AI tools of Kreide' }),
      },
      new Date(document.updatedAt),
      language,
      { fonts: r2FontSource(c.env.FILES) },
    );
    const name = `${document.content.title.slice(0, 80)}.pdf`;
    const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\/]/g, '_');
    return new Response(bytes, {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name.replace(/[\\/]/g, '_'))}`,
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      },
    });
  });
