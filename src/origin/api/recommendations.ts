import { Hono } from 'hono';
import type { OriginEnv } from '../env';
import { recommendationCreateSchema, recommendationMineQuerySchema, recommendationTokenSchema } from '../../shared/schemas/surveys';
import { idParamSchema } from '../../shared/schemas/materials';
import { noQuerySchema } from '../../shared/schemas/common';
import { validJson, validParam, validQuery } from '../http/validate';
import { requestWorld } from '../http/world';
import { ApiError } from '../http/errors';
import { requireUser } from '../http/auth';
import { newSecretToken } from '../domain/identity/tokens';
import { insertRecommendation, liveMaterialIds, recommendationByToken, recommendationsOf, revokeRecommendation } from '../db/recommendations';
import { listMaterialsByIds } from '../db/materials';

/**
 * Colleague recommendations (docs/surveys.md, "Recommendations"): a signed-in teacher picks 1–20
 * live materials of one world and a note; the link shows them to anyone until it is revoked.
 */
export const recommendations = new Hono<{ Bindings: OriginEnv }>()
  .post('/v3/recommendations', async (c) => {
    const { userId } = await requireUser(c);
    const world = requestWorld(c);
    const body = await validJson(c, recommendationCreateSchema);
    const live = await liveMaterialIds(c.env.DB, world, body.material_ids);
    const missing = body.material_ids.filter((id) => !live.has(id));
    if (missing.length > 0) {
      throw new ApiError(400, 'material_not_available', 'Only published materials of this world can be recommended.', { field: 'material_ids', material_ids: missing });
    }
    const recommendation = await insertRecommendation(c.env.DB, { token: newSecretToken(), userId, world, note: body.note, materialIds: body.material_ids }, new Date());
    return c.json({ data: { recommendation } }, 201);
  })
  .get('/v3/recommendations/mine', async (c) => {
    const { userId } = await requireUser(c);
    const world = requestWorld(c);
    const query = validQuery(c, recommendationMineQuerySchema);
    return c.json({ data: { items: await recommendationsOf(c.env.DB, userId, world, query.material_id ?? null) } });
  })
  .post('/v3/recommendations/:id/revoke', async (c) => {
    const { userId } = await requireUser(c);
    const id = validParam(c.req.param('id'), idParamSchema, 'recommendation id');
    const recommendation = await revokeRecommendation(c.env.DB, id, userId, new Date());
    // Somebody else's recommendation is as unknown as one that never existed.
    if (!recommendation) throw new ApiError(404, 'not_found', 'Recommendation not found.');
    return c.json({ data: { recommendation } });
  })
  .get('/v3/recommendations/by-token/:token', async (c) => {
    const world = requestWorld(c);
    validQuery(c, noQuerySchema);
    const token = c.req.param('token');
    const found = recommendationTokenSchema.safeParse(token).success ? await recommendationByToken(c.env.DB, token) : null;
    if (!found || found.world !== world) throw new ApiError(404, 'not_found', 'Recommendation not found.');
    if (found.revokedAt !== null) throw new ApiError(410, 'recommendation_revoked', 'This recommendation was withdrawn.');
    // Materials deleted or unpublished since are left out (listMaterialsByIds returns live ones only, in order).
    const materials = await listMaterialsByIds(c.env.DB, world, found.materialIds);
    return c.json({ data: { recommender: found.recommender, note: found.note, createdAt: found.createdAt, materials } });
  });
