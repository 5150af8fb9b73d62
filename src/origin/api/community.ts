import { Hono, type Context } from 'hono';
import { notifyCommentReply } from '../notifications/notify';
import type { OriginEnv } from '../env';
import { idParamSchema } from '../../shared/schemas/materials';
import {
  commentBodySchema,
  commentsQuerySchema,
  feedbackBodySchema,
  feedbackQuerySchema,
  itemTagsBodySchema,
  itemTagsQuerySchema,
  popularTagsQuerySchema,
  relatedQuerySchema,
} from '../../shared/schemas/community';
import { noQuerySchema } from '../../shared/schemas/common';
import { validJson, validParam, validQuery } from '../http/validate';
import { requestWorld } from '../http/world';
import { ApiError, notFound } from '../http/errors';
import { bearerToken, requireCaller, requireUser } from '../http/auth';
import {
  findComment,
  findMaterialFacts,
  findOwnFeedback,
  hasBought,
  insertComment,
  likeState,
  loadComments,
  loadFeedbackPage,
  materialTags,
  popularTags,
  relatedMaterials,
  replaceMaterialTags,
  saveFeedback,
  setLike,
  softDeleteComment,
  type MaterialFacts,
} from '../db/community';
import { rateRefusal } from '../domain/community/feedback';
import { mayDeleteComment } from '../domain/community/comments';
import { normaliseTags } from '../domain/community/tags';

type Ctx = Context<{ Bindings: OriginEnv }>;

async function liveMaterial(c: Ctx, raw: string | undefined): Promise<MaterialFacts> {
  const id = validParam(raw, idParamSchema, 'material id');
  const material = await findMaterialFacts(c.env.DB, id);
  if (!material) throw notFound('Material');
  return material;
}

/** The signed-in user behind the call, or null without a token or with a public one (a bad token is still a 401). */
async function optionalUserId(c: Ctx): Promise<number | null> {
  if (bearerToken(c) === undefined) return null;
  const caller = await requireCaller(c, 'public');
  return caller.scope === 'full' ? caller.userId : null;
}

const REFUSALS = {
  sign_in: [403, 'insufficient_scope', 'This needs a signed-in account.'],
  own_material: [403, 'own_material', 'Authors cannot rate their own materials.'],
  not_buyer: [403, 'not_a_buyer', 'Only buyers of this material can rate it.'],
} as const;

/**
 * Feedback, comments, likes, tags and related materials (docs/community.md).
 * Reads are public; writes need a full-scope token and change nothing on bad input.
 */
export const community = new Hono<{ Bindings: OriginEnv }>()
  // ------------------------------------------------------------ feedback
  .get('/v3/materials/:id/feedback', async (c) => {
    const query = validQuery(c, feedbackQuerySchema);
    const material = await liveMaterial(c, c.req.param('id'));
    return c.json({ data: await loadFeedbackPage(c.env.DB, material.id, query.page) });
  })
  .get('/v3/materials/:id/feedback/mine', async (c) => {
    validQuery(c, noQuerySchema);
    const material = await liveMaterial(c, c.req.param('id'));
    const userId = await optionalUserId(c);
    if (userId === null) return c.json({ data: { refusal: 'sign_in', feedback: null } });
    const [bought, feedback] = await Promise.all([hasBought(c.env.DB, userId, material.id), findOwnFeedback(c.env.DB, material.id, userId)]);
    return c.json({ data: { refusal: rateRefusal(userId, { authorId: material.authorId, price: material.price, bought }), feedback } });
  })
  .post('/v3/materials/:id/feedback', async (c) => {
    const { userId } = await requireUser(c);
    const material = await liveMaterial(c, c.req.param('id'));
    const body = await validJson(c, feedbackBodySchema);
    const bought = material.price === 0 || userId === material.authorId ? false : await hasBought(c.env.DB, userId, material.id);
    const refusal = rateRefusal(userId, { authorId: material.authorId, price: material.price, bought });
    if (refusal) {
      const [status, code, message] = REFUSALS[refusal];
      throw new ApiError(status, code, message);
    }
    const created = await saveFeedback(c.env.DB, material.id, userId, body.stars, body.text, new Date());
    const page = await loadFeedbackPage(c.env.DB, material.id, 1);
    return c.json({ data: { created, feedback: { stars: body.stars, text: body.text }, summary: page.summary } }, created ? 201 : 200);
  })
  // ------------------------------------------------------------ comments
  .get('/v3/materials/:id/comments', async (c) => {
    const query = validQuery(c, commentsQuerySchema);
    const material = await liveMaterial(c, c.req.param('id'));
    return c.json({ data: await loadComments(c.env.DB, material, query.page) });
  })
  .post('/v3/materials/:id/comments', async (c) => {
    const { userId } = await requireUser(c);
    const material = await liveMaterial(c, c.req.param('id'));
    const body = await validJson(c, commentBodySchema);
    const parentId = body.parent_id ?? null;
    if (parentId !== null) {
      const parent = await findComment(c.env.DB, parentId);
      if (!parent || parent.materialId !== material.id || parent.parentId !== null || parent.deletedAt !== null) {
        throw new ApiError(400, 'invalid_parent', 'Replies go to a comment on this material that is not itself a reply.', { field: 'parent_id' });
      }
    }
    const comment = await insertComment(c.env.DB, material, userId, body.body, parentId, new Date());
    if (parentId !== null) {
      // The bell of the comment's writer (docs/notifications.md); a failure never fails the reply.
      await notifyCommentReply(c.env, { id: comment.id, parentId, userId, authorName: comment.author?.publicName ?? null }, (p) => c.executionCtx.waitUntil(p)).catch(
        (error: unknown) => console.error('reply notification failed', error),
      );
    }
    return c.json({ data: { comment } }, 201);
  })
  .post('/v3/comments/:id/delete', async (c) => {
    const { userId } = await requireUser(c);
    const id = validParam(c.req.param('id'), idParamSchema, 'comment id');
    const comment = await findComment(c.env.DB, id);
    if (!comment) throw notFound('Comment');
    if (!mayDeleteComment(userId, comment.userId, comment.materialAuthorId)) {
      throw new ApiError(403, 'forbidden', 'Only the comment’s author or the material’s author can delete it.');
    }
    await softDeleteComment(c.env.DB, id, new Date());
    return c.json({ data: { id, deleted: true } });
  })
  // ------------------------------------------------------------ likes
  .get('/v3/materials/:id/like', async (c) => {
    validQuery(c, noQuerySchema);
    const material = await liveMaterial(c, c.req.param('id'));
    return c.json({ data: await likeState(c.env.DB, material.id, await optionalUserId(c)) });
  })
  .post('/v3/materials/:id/like', async (c) => {
    const { userId } = await requireUser(c);
    const material = await liveMaterial(c, c.req.param('id'));
    return c.json({ data: await setLike(c.env.DB, material.id, userId, true, new Date()) });
  })
  .post('/v3/materials/:id/unlike', async (c) => {
    const { userId } = await requireUser(c);
    const material = await liveMaterial(c, c.req.param('id'));
    return c.json({ data: await setLike(c.env.DB, material.id, userId, false, new Date()) });
  })
  // ------------------------------------------------------------ tags
  .get('/v3/item-tags', async (c) => {
    const query = validQuery(c, itemTagsQuerySchema);
    const material = await findMaterialFacts(c.env.DB, query.material_id);
    if (!material) throw notFound('Material');
    return c.json({ data: { items: await materialTags(c.env.DB, material.id) } });
  })
  .get('/v3/item-tags/popular', async (c) => {
    const world = requestWorld(c);
    const query = validQuery(c, popularTagsQuerySchema);
    return c.json({ data: { items: await popularTags(c.env.DB, world, query.limit) } });
  })
  .post('/v3/item-tags', async (c) => {
    const { userId } = await requireUser(c);
    const body = await validJson(c, itemTagsBodySchema);
    const { tags, problems } = normaliseTags(body.tags);
    if (problems.length > 0) {
      throw new ApiError(
        400,
        'invalid_body',
        'Some tags are not valid.',
        problems.map((p) => ({ code: 'custom', path: ['tags', p.index], message: p.reason })),
      );
    }
    const material = await findMaterialFacts(c.env.DB, body.material_id);
    if (!material) throw notFound('Material');
    if (material.authorId !== userId) throw new ApiError(403, 'forbidden', 'Only the material’s author can tag it.');
    await replaceMaterialTags(c.env.DB, material, tags);
    return c.json({ data: { items: await materialTags(c.env.DB, material.id) } });
  })
  // ------------------------------------------------------------ related
  .get('/v3/materials/:id/related', async (c) => {
    const query = validQuery(c, relatedQuerySchema);
    const material = await liveMaterial(c, c.req.param('id'));
    return c.json({ data: { items: await relatedMaterials(c.env.DB, material, query.limit) } });
  });
