import { LIVE_MATERIAL } from './material-row';
import type { SurveyKind } from '../../shared/surveys';

/** Survey links, NPS answers and the staff results (docs/surveys.md). */

export interface SurveyLinkRow {
  kind: SurveyKind;
  user_id: number;
  world: string;
  material_id: number | null;
  expires_at: string;
  used_at: string | null;
}

export function insertSurveyLinkStatement(
  db: D1Database,
  link: { hash: string; kind: SurveyKind; userId: number; world: string; materialId: number | null; expiresAt: string },
  now: Date,
): D1PreparedStatement {
  return db
    .prepare('INSERT INTO survey_links (token_hash, kind, user_id, world, material_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .bind(link.hash, link.kind, link.userId, link.world, link.materialId, now.toISOString(), link.expiresAt);
}

/** The link behind a token's hash, if its account still exists. */
export async function findSurveyLink(db: D1Database, hash: string): Promise<SurveyLinkRow | null> {
  return db
    .prepare(
      `SELECT l.kind, l.user_id, l.world, l.material_id, l.expires_at, l.used_at FROM survey_links l
       JOIN users u ON u.id = l.user_id AND u.deleted_at IS NULL WHERE l.token_hash = ?`,
    )
    .bind(hash)
    .first<SurveyLinkRow>();
}

/**
 * Spends an NPS link and stores its answer, in one batch. The answer is written only while the
 * link is unspent and unexpired, so a second answer (or a race of two) stores nothing; answers
 * whether this call stored it.
 */
export async function answerNps(db: D1Database, hash: string, answer: { score: number; comment: string }, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const [inserted] = await db.batch([
    db
      .prepare(
        `INSERT INTO nps_answers (token_hash, user_id, world, score, comment, created_at)
         SELECT token_hash, user_id, world, ?, ?, ? FROM survey_links
         WHERE token_hash = ? AND kind = 'nps' AND used_at IS NULL AND expires_at > ?
         ON CONFLICT (token_hash) DO NOTHING`,
      )
      .bind(answer.score, answer.comment, at, hash, at),
    db.prepare("UPDATE survey_links SET used_at = ? WHERE token_hash = ? AND kind = 'nps' AND used_at IS NULL AND expires_at > ?").bind(at, hash, at),
  ]);
  return (inserted?.meta.changes ?? 0) > 0;
}

/** Spends a rating link (only once, only before its expiry); answers whether this call spent it. */
export async function spendRatingLink(db: D1Database, hash: string, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const result = await db.prepare("UPDATE survey_links SET used_at = ? WHERE token_hash = ? AND kind = 'rating' AND used_at IS NULL AND expires_at > ?").bind(at, hash, at).run();
  return (result.meta.changes ?? 0) > 0;
}

/** Gives a rating link back when the rating could not be stored after all. */
export async function unspendRatingLink(db: D1Database, hash: string): Promise<void> {
  await db.prepare("UPDATE survey_links SET used_at = NULL WHERE token_hash = ? AND kind = 'rating'").bind(hash).run();
}

/** The material a rating link asks about, when it is still live in the link's world. */
export async function ratingMaterial(db: D1Database, materialId: number, world: string): Promise<{ id: number; title: string; slug: string; preview_path: string | null; author_id: number; price: number } | null> {
  return db
    .prepare(`SELECT m.id, m.title, m.slug, m.preview_path, m.author_id, m.price FROM materials m WHERE m.id = ? AND m.world = ? AND ${LIVE_MATERIAL}`)
    .bind(materialId, world)
    .first();
}

/** Accounts that turned recommendation e-mails off (also what "stop every marketing e-mail" does) are never asked. */
const WANTS_MAIL = `NOT EXISTS (SELECT 1 FROM notification_preferences p WHERE p.user_id = u.id AND p.topic = 'recommendations' AND p.email = 0)`;

export interface SurveyRecipient {
  user_id: number;
  email: string;
  world: string;
}

/**
 * Who gets the NPS mail: live accounts (not staff) that bought something `days` or more ago and
 * were not sent an NPS link in the last `quietDays`, oldest buyers first.
 */
export async function npsRecipients(db: D1Database, q: { world: string | null; bought: string; quietSince: string; limit: number }): Promise<SurveyRecipient[]> {
  const { results } = await db
    .prepare(
      `SELECT u.id AS user_id, u.email, u.world FROM users u
       WHERE u.deleted_at IS NULL AND u.is_staff = 0 AND (?1 IS NULL OR u.world = ?1)
         AND EXISTS (SELECT 1 FROM sales s WHERE s.buyer_id = u.id AND s.created_at <= ?2)
         AND NOT EXISTS (SELECT 1 FROM survey_links l WHERE l.user_id = u.id AND l.kind = 'nps' AND l.created_at > ?3)
         AND ${WANTS_MAIL}
       ORDER BY u.id LIMIT ?4`,
    )
    .bind(q.world, q.bought, q.quietSince, q.limit)
    .all<SurveyRecipient>();
  return results;
}

export interface RatingRecipient extends SurveyRecipient {
  material_id: number;
  title: string;
}

/**
 * Who gets a rating request: buyers of a live material (bought `days` or more ago, not its
 * author) who have neither rated it nor been asked about it; each buyer and material once.
 */
export async function ratingRecipients(db: D1Database, q: { world: string | null; bought: string; limit: number }): Promise<RatingRecipient[]> {
  const { results } = await db
    .prepare(
      `SELECT DISTINCT u.id AS user_id, u.email, m.world, m.id AS material_id, m.title FROM sales s
       JOIN users u ON u.id = s.buyer_id AND u.deleted_at IS NULL
       JOIN materials m ON m.id = s.material_id AND ${LIVE_MATERIAL}
       WHERE s.created_at <= ?2 AND (?1 IS NULL OR m.world = ?1) AND m.author_id <> u.id
         AND NOT EXISTS (SELECT 1 FROM ratings r WHERE r.material_id = m.id AND r.user_id = u.id)
         AND NOT EXISTS (SELECT 1 FROM survey_links l WHERE l.user_id = u.id AND l.kind = 'rating' AND l.material_id = m.id)
         AND ${WANTS_MAIL}
       ORDER BY s.created_at, u.id LIMIT ?3`,
    )
    .bind(q.world, q.bought, q.limit)
    .all<RatingRecipient>();
  return results;
}

export interface SurveyCounts {
  scores: { score: number; count: number }[];
  npsSent: number;
  npsAnswered: number;
  ratingSent: number;
  ratingAnswered: number;
  comments: { score: number; comment: string; world: string; created_at: string }[];
}

/** The raw figures of the staff results since a moment, of one world or all. */
export async function surveyCounts(db: D1Database, world: string | null, since: string, commentLimit: number): Promise<SurveyCounts> {
  const [scores, links, comments] = await db.batch([
    db.prepare('SELECT score, COUNT(*) AS count FROM nps_answers WHERE created_at >= ?1 AND (?2 IS NULL OR world = ?2) GROUP BY score').bind(since, world),
    db
      .prepare(
        `SELECT kind, COUNT(*) AS sent, SUM(used_at IS NOT NULL) AS answered FROM survey_links
         WHERE created_at >= ?1 AND (?2 IS NULL OR world = ?2) GROUP BY kind`,
      )
      .bind(since, world),
    db
      .prepare(
        `SELECT score, comment, world, created_at FROM nps_answers
         WHERE created_at >= ?1 AND (?2 IS NULL OR world = ?2) AND comment <> '' ORDER BY created_at DESC, id DESC LIMIT ?3`,
      )
      .bind(since, world, commentLimit),
  ]);
  const byKind = new Map(((links?.results ?? []) as { kind: string; sent: number; answered: number | null }[]).map((row) => [row.kind, row]));
  return {
    scores: (scores?.results ?? []) as { score: number; count: number }[],
    npsSent: byKind.get('nps')?.sent ?? 0,
    npsAnswered: byKind.get('nps')?.answered ?? 0,
    ratingSent: byKind.get('rating')?.sent ?? 0,
    ratingAnswered: byKind.get('rating')?.answered ?? 0,
    comments: (comments?.results ?? []) as SurveyCounts['comments'],
  };
}
