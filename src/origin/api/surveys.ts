import { Hono, type Context } from 'hono';
import type { OriginEnv } from '../env';
import { npsAnswerSchema, npsResultsQuerySchema, ratingAnswerSchema, surveyLinkSchema, surveySendSchema } from '../../shared/schemas/surveys';
import type { NpsResults, SurveyKind, SurveyLinkView, SurveySendResult } from '../../shared/surveys';
import { isWorld, DEFAULT_WORLD } from '../../shared/worlds';
import { validJson, validQuery } from '../http/validate';
import { ApiError } from '../http/errors';
import { requireStaff } from '../http/staff';
import { publicUrl } from '../http/public-url';
import { newSecretToken, tokenHash } from '../domain/identity/tokens';
import { NPS_QUIET_DAYS, npsResult, responseRate, surveyLinkExpiry, surveyLinkState } from '../domain/surveys/nps';
import { npsEmail, ratingRequestEmail, surveyUrl } from '../domain/surveys/mails';
import { mailLinkUrl } from '../domain/community/mail-links';
import { rateRefusal } from '../domain/community/feedback';
import { hasBought, saveFeedback } from '../db/community';
import {
  answerNps,
  findSurveyLink,
  insertSurveyLinkStatement,
  npsRecipients,
  ratingMaterial,
  ratingRecipients,
  spendRatingLink,
  surveyCounts,
  unspendRatingLink,
  type SurveyLinkRow,
} from '../db/surveys';
import { queueMail } from '../providers/send-mail';
import { newMailLink } from './mail-links';

type Ctx = Context<{ Bindings: OriginEnv }>;

const DAY_MS = 86_400_000;
const LATEST_COMMENTS = 20;

const invalidLink = () => new ApiError(404, 'invalid_link', 'This link is not valid.');

/**
 * The link behind a token, of the kind the screen expects: unknown, forged or of the other kind →
 * 404; past its expiry and unanswered → 410. Reading never spends it (docs/surveys.md).
 */
async function surveyLink(c: Ctx, token: string, kind: SurveyKind): Promise<{ hash: string; link: SurveyLinkRow; state: 'open' | 'answered' }> {
  const hash = await tokenHash(token);
  const link = await findSurveyLink(c.env.DB, hash);
  if (!link || link.kind !== kind) throw invalidLink();
  const state = surveyLinkState(link, new Date());
  if (state === 'expired') throw new ApiError(410, 'link_expired', 'This link has expired.');
  return { hash, link, state };
}

const alreadyAnswered = () => new ApiError(409, 'already_answered', 'This link has already been answered.');

/** A rating link's material, when it is still live in the link's world (else the link has nothing left to rate: 410). */
async function linkMaterial(c: Ctx, link: SurveyLinkRow) {
  const material = link.material_id === null ? null : await ratingMaterial(c.env.DB, link.material_id, link.world);
  if (!material) throw new ApiError(410, 'material_gone', 'This material is no longer available.');
  return material;
}

/**
 * Sends survey mails through the outbox (docs/surveys.md): the NPS to teachers whose purchase is
 * `days` or more old and who were not asked in the last 90 days, or rating requests for purchases
 * that old. Each mail has its own link (only its hash is stored) and a stop-all-marketing link.
 */
async function sendSurveys(
  env: OriginEnv,
  waitUntil: (p: Promise<unknown>) => void,
  request: { kind: SurveyKind; world: string | null; days: number; limit: number },
  siteUrl: string,
  now: Date,
): Promise<number> {
  const bought = new Date(now.getTime() - request.days * DAY_MS).toISOString();
  const recipients =
    request.kind === 'nps'
      ? (await npsRecipients(env.DB, { world: request.world, bought, quietSince: new Date(now.getTime() - NPS_QUIET_DAYS * DAY_MS).toISOString(), limit: request.limit })).map((r) => ({ ...r, material_id: null, title: '' }))
      : await ratingRecipients(env.DB, { world: request.world, bought, limit: request.limit });
  let sent = 0;
  for (const recipient of recipients) {
    const world = isWorld(recipient.world) ? recipient.world : DEFAULT_WORLD;
    const token = newSecretToken();
    const stopAll = await newMailLink(env.DB, { userId: recipient.user_id, action: 'all_marketing', subjectId: null, world }, now);
    await env.DB.batch([
      insertSurveyLinkStatement(
        env.DB,
        { hash: await tokenHash(token), kind: request.kind, userId: recipient.user_id, world, materialId: recipient.material_id, expiresAt: surveyLinkExpiry(now) },
        now,
      ),
      stopAll.statement,
    ]);
    const links = { survey: surveyUrl(siteUrl, request.kind, world, token), unsubscribe: mailLinkUrl(siteUrl, 'all_marketing', world, stopAll.token) };
    await queueMail(env, waitUntil, request.kind === 'nps' ? npsEmail(recipient.email, world, links) : ratingRequestEmail(recipient.email, world, recipient.title, links));
    sent += 1;
  }
  return sent;
}

/**
 * Surveys answered from an e-mail link without signing in (docs/surveys.md): the link's token is
 * the only credential, spent by the answer's POST and by nothing else. Staff read the results
 * and send the mails.
 */
export const surveys = new Hono<{ Bindings: OriginEnv }>()
  .post('/v3/surveys/link', async (c) => {
    const { token, kind } = await validJson(c, surveyLinkSchema);
    const { link, state } = await surveyLink(c, token, kind);
    let material: SurveyLinkView['material'] = null;
    if (kind === 'rating' && link.material_id !== null) {
      // A material deleted or unpublished since: `material` is null and the screen says so (410).
      const row = await ratingMaterial(c.env.DB, link.material_id, link.world);
      if (row) material = { id: row.id, title: row.title, slug: row.slug, previewPath: row.preview_path };
    }
    const view: SurveyLinkView = { kind, state, material };
    return c.json({ data: view });
  })
  .post('/v3/surveys/nps/answer', async (c) => {
    // The answer is checked before the link is looked at: a bad score spends and stores nothing.
    const body = await validJson(c, npsAnswerSchema);
    const { hash, state } = await surveyLink(c, body.token, 'nps');
    if (state === 'answered') throw alreadyAnswered();
    if (!(await answerNps(c.env.DB, hash, { score: body.score, comment: body.comment }, new Date()))) throw alreadyAnswered();
    return c.json({ data: { state: 'answered' } }, 201);
  })
  .post('/v3/surveys/rating/answer', async (c) => {
    const body = await validJson(c, ratingAnswerSchema);
    const { hash, link, state } = await surveyLink(c, body.token, 'rating');
    if (state === 'answered') throw alreadyAnswered();
    const material = await linkMaterial(c, link);
    // The community rules (docs/community.md): buyers, anyone for free materials, never the author.
    const bought = material.price === 0 || link.user_id === material.author_id ? false : await hasBought(c.env.DB, link.user_id, material.id);
    if (rateRefusal(link.user_id, { authorId: material.author_id, price: material.price, bought }) !== null) {
      throw new ApiError(403, 'not_a_buyer', 'This account cannot rate this material.');
    }
    if (!(await spendRatingLink(c.env.DB, hash, new Date()))) throw alreadyAnswered();
    let created: boolean;
    try {
      created = await saveFeedback(c.env.DB, material.id, link.user_id, body.stars, body.text, new Date());
    } catch (error) {
      await unspendRatingLink(c.env.DB, hash);
      throw error;
    }
    return c.json({ data: { state: 'answered', created, feedback: { stars: body.stars, text: body.text } } }, 201);
  })
  .get('/v3/staff/surveys/results', async (c) => {
    await requireStaff(c, 'content');
    const query = validQuery(c, npsResultsQuerySchema);
    const world = query.filter_world ?? null;
    const since = new Date(Date.now() - query.days * DAY_MS).toISOString();
    const counts = await surveyCounts(c.env.DB, world, since, LATEST_COMMENTS);
    const nps = npsResult(counts.scores);
    const results: NpsResults = {
      world,
      days: query.days,
      ...nps,
      sent: counts.npsSent,
      responseRate: responseRate(counts.npsAnswered, counts.npsSent),
      comments: counts.comments.map((row) => ({ score: row.score, comment: row.comment, world: row.world, createdAt: row.created_at })),
      ratings: { sent: counts.ratingSent, answered: counts.ratingAnswered, responseRate: responseRate(counts.ratingAnswered, counts.ratingSent) },
    };
    return c.json({ data: results });
  })
  .post('/v3/staff/surveys/send', async (c) => {
    await requireStaff(c, 'content');
    const body = await validJson(c, surveySendSchema);
    const sent = await sendSurveys(c.env, (p) => c.executionCtx.waitUntil(p), { kind: body.kind, world: body.world ?? null, days: body.days, limit: body.limit }, publicUrl(c), new Date());
    const result: SurveySendResult = { sent };
    return c.json({ data: result });
  });
