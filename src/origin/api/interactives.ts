import { Hono, type Context } from 'hono';
import type { OriginEnv } from '../env';
import { ApiError } from '../http/errors';
import { bearerToken, checkToken, requireUser } from '../http/auth';
import { validJson, validParam, validQuery } from '../http/validate';
import { requestWorld } from '../http/world';
import {
  contentProblems,
  playableContent,
  type InteractiveAccess,
  type InteractiveCheckResult,
  type InteractiveContent,
  type InteractiveDraftView,
  type InteractivePlayView,
  type InteractiveSummary,
  type UsableInteractive,
} from '../../shared/interactive';
import {
  interactiveCheckSchema,
  interactiveCreateSchema,
  interactiveDiscoverQuerySchema,
  interactiveDraftSchema,
  interactiveIdParamSchema,
  interactivePlayQuerySchema,
  interactiveUsableQuerySchema,
} from '../../shared/schemas/interactive';
import { noQuerySchema } from '../../shared/schemas/common';
import { scoreAnswer, solution } from '../domain/interactive/scoring';
import { withUnguessableIds } from '../domain/interactive/publish';
import { toMaterial } from '../db/material-row';
import {
  canUseInteractive,
  discoverInteractives,
  findInteractive,
  findOwnInteractive,
  insertInteractive,
  listOwnInteractives,
  listUsableInteractives,
  publishInteractive,
  updateDraft,
  type InteractiveRow,
} from '../db/interactives';

/**
 * Interactives (docs/interactives.md): the owner creates, edits the draft and publishes; players
 * with the right to use load the published version without solutions and check one answer at a
 * time. Another user's interactive does not exist for the owner-only calls (404).
 */
type Ctx = Context<{ Bindings: OriginEnv }>;

const DISCOVER_PAGE_SIZE = 24;
const USABLE_PAGE_SIZE = 100;
const notFound = () => new ApiError(404, 'not_found', 'This interactive does not exist.');

function interactiveId(c: Ctx): number {
  return validParam(c.req.param('id'), interactiveIdParamSchema.shape.id, 'interactive id');
}

/** The caller's user id, or null for a visitor without a token; a bad token is a 401 as everywhere. */
async function optionalUserId(c: Ctx): Promise<number | null> {
  const token = bearerToken(c);
  if (token === undefined) return null;
  const check = await checkToken(c.env.DB, token, new Date());
  if ('problem' in check) throw new ApiError(401, check.problem, 'Sign in to continue.', { reason: check.problem });
  return check.caller.scope === 'full' ? check.caller.userId : null;
}

async function ownInteractive(c: Ctx, userId: number): Promise<InteractiveRow> {
  const row = await findOwnInteractive(c.env.DB, interactiveId(c), userId);
  if (!row) throw notFound();
  return row;
}

const parsed = (json: string) => JSON.parse(json) as InteractiveContent;
const changedSincePublished = (row: { state: string; published_at: string | null; updated_at: string }) =>
  row.state === 'published' && row.published_at !== null && row.updated_at > row.published_at;

function draftView(row: InteractiveRow): InteractiveDraftView {
  return {
    id: row.id,
    world: row.world,
    state: row.state,
    content: parsed(row.draft_json),
    publishedAt: row.published_at,
    updatedAt: row.updated_at,
    hasUnpublishedChanges: changedSincePublished(row),
  };
}

/**
 * The version a player uses: the published one for whoever has the right to use it; the draft
 * only for its owner (the builder's preview). Without the right: a draft-only interactive does
 * not exist (404), a published one is a 403.
 */
async function playableVersion(c: Ctx, draft: boolean): Promise<{ row: InteractiveRow; content: InteractiveContent; version: 'published' | 'draft' }> {
  const id = interactiveId(c);
  const userId = await optionalUserId(c);
  const row = await findInteractive(c.env.DB, id);
  if (!row) throw notFound();
  const isOwner = userId !== null && row.owner_id === userId;
  if (draft) {
    if (!isOwner) throw notFound();
    return { row, content: parsed(row.draft_json), version: 'draft' };
  }
  if (row.published_json === null) throw notFound();
  if (!isOwner && !(await canUseInteractive(c.env.DB, userId, id))) {
    throw new ApiError(userId === null ? 401 : 403, 'no_right_to_use', 'Buy the material that comes with this interactive to use it.');
  }
  return { row, content: parsed(row.published_json), version: 'published' };
}

export const interactives = new Hono<{ Bindings: OriginEnv }>()
  .post('/v3/interactives', async (c) => {
    const { userId } = await requireUser(c);
    const { world, content } = await validJson(c, interactiveCreateSchema, 'text');
    const id = await insertInteractive(c.env.DB, { world, ownerId: userId, content }, new Date());
    return c.json({ data: { id } }, 201);
  })
  .get('/v3/interactives/mine', async (c) => {
    const { userId } = await requireUser(c);
    validQuery(c, noQuerySchema);
    const rows = await listOwnInteractives(c.env.DB, userId, requestWorld(c));
    const items: InteractiveSummary[] = rows.map((row) => ({
      id: row.id,
      world: row.world,
      title: row.title,
      description: row.description,
      state: row.state,
      questionCount: parsed(row.draft_json).questions.length,
      publishedAt: row.published_at,
      updatedAt: row.updated_at,
      hasUnpublishedChanges: changedSincePublished(row),
      materialId: row.material_id,
    }));
    return c.json({ data: { items } });
  })
  /** What the teacher may open a room or build a course with: own and bought published interactives of the world. */
  .get('/v3/interactives/usable', async (c) => {
    const { userId } = await requireUser(c);
    const { q, page } = validQuery(c, interactiveUsableQuerySchema);
    const { rows, total } = await listUsableInteractives(c.env.DB, userId, requestWorld(c), page, USABLE_PAGE_SIZE, q || null);
    const items: UsableInteractive[] = rows.map((row) => ({
      id: row.id,
      world: row.world,
      title: row.title,
      description: row.description,
      questionCount: parsed(row.published_json).questions.length,
      own: row.own === 1,
    }));
    c.header('cache-control', 'private, no-store');
    return c.json({ data: { items, page, pageSize: USABLE_PAGE_SIZE, total } });
  })
  .get('/v3/interactives/discover', async (c) => {
    const world = requestWorld(c);
    const { q, page } = validQuery(c, interactiveDiscoverQuerySchema);
    const { rows, total } = await discoverInteractives(c.env.DB, world, q || null, page, DISCOVER_PAGE_SIZE);
    const items = rows.map((row) => ({
      id: row.interactive_id as number,
      title: row.interactive_title,
      description: row.interactive_description,
      questionCount: parsed(row.published_json).questions.length,
      material: toMaterial(row, 'Kreide'),
    }));
    return c.json({ data: { items, page, pageSize: DISCOVER_PAGE_SIZE, total } });
  })
  /** The right to use, without the questions: the material page's play buttons or its locked teaser (docs/interactives.md, "Right to use"). */
  .get('/v3/interactives/:id/access', async (c) => {
    validQuery(c, noQuerySchema);
    const id = interactiveId(c);
    const userId = await optionalUserId(c);
    const row = await findInteractive(c.env.DB, id);
    if (!row || row.published_json === null) throw notFound();
    const canUse = (userId !== null && row.owner_id === userId) || (await canUseInteractive(c.env.DB, userId, id));
    const access: InteractiveAccess = { canUse, signedIn: userId !== null, questionCount: parsed(row.published_json).questions.length };
    c.header('cache-control', 'private, no-store');
    return c.json({ data: access });
  })
  .get('/v3/interactives/:id/draft', async (c) => {
    const { userId } = await requireUser(c);
    validQuery(c, noQuerySchema);
    return c.json({ data: draftView(await ownInteractive(c, userId)) });
  })
  .put('/v3/interactives/:id/draft', async (c) => {
    const { userId } = await requireUser(c);
    const row = await ownInteractive(c, userId);
    const { content } = await validJson(c, interactiveDraftSchema, 'text');
    if (!(await updateDraft(c.env.DB, row.id, userId, content, new Date()))) throw notFound();
    return c.json({ data: draftView((await findOwnInteractive(c.env.DB, row.id, userId)) as InteractiveRow) });
  })
  .post('/v3/interactives/:id/publish', async (c) => {
    const { userId } = await requireUser(c);
    const row = await ownInteractive(c, userId);
    const draft = interactiveDraftSchema.shape.content.safeParse(parsed(row.draft_json));
    if (!draft.success) throw new ApiError(409, 'invalid_draft', 'The draft is not valid; save it again.', draft.error.issues);
    const problems = contentProblems(draft.data);
    if (problems.length > 0) {
      throw new ApiError(400, 'incomplete', 'Some questions are not complete yet.', { questions: problems });
    }
    const published = await withUnguessableIds(draft.data, row.id, c.env.PASSWORD_PEPPER);
    if (!(await publishInteractive(c.env.DB, row.id, userId, published, new Date()))) throw notFound();
    return c.json({ data: draftView((await findOwnInteractive(c.env.DB, row.id, userId)) as InteractiveRow) });
  })
  .get('/v3/interactives/:id/play', async (c) => {
    const { draft } = validQuery(c, interactivePlayQuerySchema);
    const { row, content, version } = await playableVersion(c, draft === '1');
    // A fresh order on every load; play ids do not depend on it, so checks work whatever the order.
    const view: InteractivePlayView = { id: row.id, world: row.world, version, content: playableContent(content, crypto.randomUUID()) };
    c.header('cache-control', 'private, no-store');
    return c.json({ data: view });
  })
  .post('/v3/interactives/:id/check', async (c) => {
    const body = await validJson(c, interactiveCheckSchema);
    const { content } = await playableVersion(c, body.draft === true);
    const question = content.questions.find((q) => q.id === body.questionId);
    if (!question) throw new ApiError(404, 'question_not_found', 'This question is not part of the interactive.');
    const result: InteractiveCheckResult = { questionId: question.id, score: scoreAnswer(question, body.answer), solution: solution(question) };
    c.header('cache-control', 'private, no-store');
    return c.json({ data: result });
  });
