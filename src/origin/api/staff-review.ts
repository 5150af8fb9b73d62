import { Hono, type Context } from 'hono';
import type { OriginEnv } from '../env';
import { ApiError } from '../http/errors';
import { requireStaff } from '../http/staff';
import { validJson, validParam } from '../http/validate';
import { rejectSchema, sellerMaterialIdSchema, type ReviewQueueItem, type ReviewView } from '../../shared/schemas/seller-materials';
import { decide } from '../domain/seller/states';
import {
  findMaterialForStaff,
  insertReviewStatement,
  refreshAuthorCountStatement,
  materialExtras,
  reviewHistory,
  reviewQueue,
  setStateStatement,
  similarityReport,
  type SellerMaterialRow,
} from '../db/seller-materials';
import { previewUrl } from '../db/material-row';
import { sellerMaterialView } from './seller-materials';
import { runSimilarityCheck } from './similarity-check';
import { tellFollowersAboutMaterial } from './author-news';
import { publicUrl } from '../http/public-url';
import { materialPublishedEvent, materialPublishedStatement, schedulePush } from '../notifications/notify';

/**
 * Staff review of submitted materials (docs/seller-materials.md, "Review"): the queue, one
 * material with its files, previews and similarity report, approval and rejection with a reason.
 * For anyone but staff these calls do not exist (404).
 */
type Ctx = Context<{ Bindings: OriginEnv }>;

async function materialFor(c: Ctx): Promise<SellerMaterialRow & { author_name: string | null }> {
  const id = validParam(c.req.param('id'), sellerMaterialIdSchema, 'material id');
  const row = await findMaterialForStaff(c.env.DB, id);
  if (!row) throw new ApiError(404, 'not_found', 'This material does not exist.');
  return row;
}

async function reviewView(db: D1Database, row: SellerMaterialRow & { author_name: string | null }): Promise<ReviewView> {
  const [extras, similarity, history] = await Promise.all([materialExtras(db, [row.id]), similarityReport(db, row.id), reviewHistory(db, row.id)]);
  const material = sellerMaterialView(row, extras.get(row.id) ?? { files: [], previews: 0, bundleItems: [] });
  const pages = Math.max(material.previewCount, Math.min(3, Math.max(1, row.page_count)));
  return {
    material,
    authorName: row.author_name,
    previews: Array.from({ length: pages }, (_, i) => ({ page: i + 1, url: previewUrl(row.id, i + 1, false) })),
    similarity: similarity.map((s) => ({ materialId: s.other_id, title: s.title, authorId: s.author_id, world: s.world, kind: s.kind, score: s.score })),
    history: history.map((h) => ({ decision: h.decision, reason: h.reason, decidedAt: h.decided_at, revision: h.revision })),
  };
}

async function decideReview(c: Ctx, decision: 'approve' | 'reject'): Promise<Response> {
  const reviewerId = await requireStaff(c, 'content');
  const row = await materialFor(c);
  const reason = decision === 'reject' ? (await validJson(c, rejectSchema)).reason : null;
  const d = decide(row.state, row.deleted_at !== null, 'staff', decision);
  if (!d.ok) throw new ApiError(409, d.code === 'deleted' ? 'deleted' : 'invalid_state', `A material in state "${row.state}" cannot be ${decision === 'approve' ? 'approved' : 'rejected'}.`, { state: row.state });
  const now = new Date();
  const [moved] = await c.env.DB.batch([
    setStateStatement(c.env.DB, row.id, 'review', d.state, now, { reason, reviewerId }),
    insertReviewStatement(c.env.DB, { materialId: row.id, decision: decision === 'approve' ? 'approved' : 'rejected', reason, reviewerId }, now),
    refreshAuthorCountStatement(c.env.DB, row.id),
    // Followers hear of it in the same batch; the push to open sockets follows the response (docs/notifications.md).
    ...(d.state === 'published' ? [materialPublishedStatement(c.env.DB, row, now)] : []),
  ]);
  if (!moved?.meta.changes) throw new ApiError(409, 'state_changed', 'The material changed meanwhile. Reload the queue.');
  if (d.state === 'published') await schedulePush(c.env, [materialPublishedEvent(row.id)], (p) => c.executionCtx.waitUntil(p));
  const fresh = await findMaterialForStaff(c.env.DB, row.id);
  if (!fresh) throw new ApiError(404, 'not_found', 'This material does not exist.');
  if (fresh.state === 'published') {
    const waitUntil = (p: Promise<unknown>) => c.executionCtx.waitUntil(p);
    waitUntil(tellFollowersAboutMaterial(c.env, waitUntil, fresh.id, publicUrl(c)).catch((error: unknown) => console.error('author news failed', error)));
  }
  return c.json({ data: await reviewView(c.env.DB, fresh) });
}

export const staffReview = new Hono<{ Bindings: OriginEnv }>()
  .get('/v3/staff/review', async (c) => {
    await requireStaff(c, 'content');
    const rows = await reviewQueue(c.env.DB, 200);
    const items: ReviewQueueItem[] = rows.map((r) => ({
      id: r.id,
      title: r.title,
      world: r.world,
      authorId: r.author_id,
      authorName: r.author_name,
      submittedAt: r.submitted_at,
      revision: r.revision,
      topMatch: r.top_match,
    }));
    return c.json({ data: { items } });
  })
  .get('/v3/staff/review/:id', async (c) => {
    await requireStaff(c, 'content');
    return c.json({ data: await reviewView(c.env.DB, await materialFor(c)) });
  })
  .post('/v3/staff/review/:id/similarity', async (c) => {
    await requireStaff(c, 'content');
    const row = await materialFor(c);
    const result = await runSimilarityCheck(c.env.DB, row.id, row.world, new Date());
    return c.json({ data: { ...(await reviewView(c.env.DB, row)), candidates: result.candidates, fingerprinted: result.fingerprinted } });
  })
  .post('/v3/staff/review/:id/approve', (c) => decideReview(c, 'approve'))
  .post('/v3/staff/review/:id/reject', (c) => decideReview(c, 'reject'));
