import { LIVE_MATERIAL } from './material-row';
import type { Recommendation } from '../../shared/surveys';

/** Colleague recommendations (docs/surveys.md, "Recommendations"). */

interface RecommendationRow {
  id: number;
  token: string;
  user_id: number;
  world: string;
  note: string;
  created_at: string;
  revoked_at: string | null;
  material_ids: string | null;
}

function toRecommendation(row: RecommendationRow): Recommendation {
  return {
    id: row.id,
    token: row.token,
    world: row.world,
    note: row.note,
    materialIds: row.material_ids ? row.material_ids.split(',').map(Number) : [],
    createdAt: row.created_at,
    revokedAt: row.revoked_at,
  };
}

const COLUMNS = `r.id, r.token, r.user_id, r.world, r.note, r.created_at, r.revoked_at,
  (SELECT group_concat(material_id, ',') FROM (SELECT material_id FROM colleague_recommendation_materials WHERE recommendation_id = r.id ORDER BY position)) AS material_ids`;

/** Which of these ids are live materials of the world (the others cannot be recommended). */
export async function liveMaterialIds(db: D1Database, world: string, ids: readonly number[]): Promise<Set<number>> {
  const { results } = await db
    .prepare(`SELECT m.id FROM materials m WHERE m.world = ? AND ${LIVE_MATERIAL} AND m.id IN (SELECT value FROM json_each(?))`)
    .bind(world, JSON.stringify(ids))
    .all<{ id: number }>();
  return new Set(results.map((row) => row.id));
}

export async function insertRecommendation(
  db: D1Database,
  r: { token: string; userId: number; world: string; note: string; materialIds: readonly number[] },
  now: Date,
): Promise<Recommendation> {
  const at = now.toISOString();
  const row = await db
    .prepare('INSERT INTO colleague_recommendations (token, user_id, world, note, created_at) VALUES (?, ?, ?, ?, ?) RETURNING id')
    .bind(r.token, r.userId, r.world, r.note, at)
    .first<{ id: number }>();
  if (!row) throw new Error('recommendation insert returned no id');
  const item = db.prepare('INSERT INTO colleague_recommendation_materials (recommendation_id, material_id, position) VALUES (?, ?, ?)');
  await db.batch(r.materialIds.map((id, position) => item.bind(row.id, id, position)));
  return { id: row.id, token: r.token, world: r.world, note: r.note, materialIds: [...r.materialIds], createdAt: at, revokedAt: null };
}

/** The caller's recommendations of a world, newest first; with a material, only those holding it. */
export async function recommendationsOf(db: D1Database, userId: number, world: string, materialId: number | null): Promise<Recommendation[]> {
  const { results } = await db
    .prepare(
      `SELECT ${COLUMNS} FROM colleague_recommendations r
       WHERE r.user_id = ?1 AND r.world = ?2
         AND (?3 IS NULL OR EXISTS (SELECT 1 FROM colleague_recommendation_materials x WHERE x.recommendation_id = r.id AND x.material_id = ?3))
       ORDER BY r.created_at DESC, r.id DESC LIMIT 50`,
    )
    .bind(userId, world, materialId)
    .all<RecommendationRow>();
  return results.map(toRecommendation);
}

/** Revokes the owner's recommendation; answers false when it is not theirs (or does not exist). */
export async function revokeRecommendation(db: D1Database, id: number, userId: number, now: Date): Promise<Recommendation | null> {
  await db.prepare('UPDATE colleague_recommendations SET revoked_at = COALESCE(revoked_at, ?) WHERE id = ? AND user_id = ?').bind(now.toISOString(), id, userId).run();
  const row = await db.prepare(`SELECT ${COLUMNS} FROM colleague_recommendations r WHERE r.id = ? AND r.user_id = ?`).bind(id, userId).first<RecommendationRow>();
  return row ? toRecommendation(row) : null;
}

/** A recommendation by its token with the recommender's shown name (null: unknown token or deleted account). */
export async function recommendationByToken(db: D1Database, token: string): Promise<(Recommendation & { recommender: string | null }) | null> {
  const row = await db
    .prepare(
      `SELECT ${COLUMNS}, u.public_name AS recommender FROM colleague_recommendations r
       JOIN users u ON u.id = r.user_id AND u.deleted_at IS NULL WHERE r.token = ?`,
    )
    .bind(token)
    .first<RecommendationRow & { recommender: string | null }>();
  return row ? { ...toRecommendation(row), recommender: row.recommender } : null;
}
