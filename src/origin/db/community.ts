import type { Material } from '../../shared/schemas/materials';
import type { CommentItem, CommentsPage, FeedbackItem, FeedbackPage, LikeState, PopularTag, Tag } from '../../shared/schemas/community';
import { COMMENT_PAGE_SIZE, FEEDBACK_PAGE_SIZE } from '../../shared/schemas/community';
import { DEFAULT_AUTHOR_NAME } from '../../shared/constants';
import { ratingSummary } from '../domain/community/rating-summary';
import { buildThreads, toCommentItem, type CommentRow } from '../domain/community/comments';
import type { NormalisedTag } from '../domain/community/tags';
import { LIVE_MATERIAL, MATERIAL_COLUMNS, MATERIAL_JOINS, toMaterial, type MaterialRow } from './material-row';

/** What the community calls need to know about a live material. */
export interface MaterialFacts {
  id: number;
  world: string;
  authorId: number;
  price: number;
  subjectId: number;
  schoolType: string;
}

export async function findMaterialFacts(db: D1Database, id: number): Promise<MaterialFacts | null> {
  return db
    .prepare(
      `SELECT m.id, m.world, m.author_id AS authorId, m.price, m.subject_id AS subjectId, m.school_type AS schoolType
       FROM materials m WHERE m.id = ? AND ${LIVE_MATERIAL}`,
    )
    .bind(id)
    .first<MaterialFacts>();
}

// ---------------------------------------------------------------- feedback

export async function hasBought(db: D1Database, userId: number, materialId: number): Promise<boolean> {
  const row = await db.prepare('SELECT 1 AS one FROM sales WHERE buyer_id = ? AND material_id = ? LIMIT 1').bind(userId, materialId).first();
  return row !== null;
}

interface FeedbackRow {
  user_id: number;
  public_name: string | null;
  stars: number;
  body: string;
  created_at: string;
  updated_at: string | null;
}

/** One page of a material's feedback, newest first, with the summary of all of it. */
export async function loadFeedbackPage(db: D1Database, materialId: number, page: number): Promise<FeedbackPage> {
  const limit = FEEDBACK_PAGE_SIZE;
  const [histogram, items] = await db.batch([
    db.prepare('SELECT stars, COUNT(*) AS count FROM ratings WHERE material_id = ? GROUP BY stars').bind(materialId),
    db
      .prepare(
        `SELECT r.user_id, u.public_name, r.stars, r.body, r.created_at, r.updated_at
         FROM ratings r JOIN users u ON u.id = r.user_id
         WHERE r.material_id = ? ORDER BY r.created_at DESC, r.user_id DESC LIMIT ? OFFSET ?`,
      )
      .bind(materialId, limit, (page - 1) * limit),
  ]);
  const summary = ratingSummary((histogram?.results ?? []) as { stars: number; count: number }[]);
  return {
    summary,
    items: ((items?.results ?? []) as FeedbackRow[]).map(
      (row): FeedbackItem => ({
        author: { id: row.user_id, publicName: row.public_name || null },
        stars: row.stars,
        text: row.body,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
      }),
    ),
    page,
    limit,
    total: summary.count,
  };
}

export async function findOwnFeedback(db: D1Database, materialId: number, userId: number): Promise<{ stars: number; text: string } | null> {
  return db.prepare('SELECT stars, body AS text FROM ratings WHERE material_id = ? AND user_id = ?').bind(materialId, userId).first();
}

/**
 * Creates or edits a user's feedback. The material's rating sum and count move by what the
 * stored row changes, computed inside the same transaction from the row as it is then, so
 * concurrent writes cannot make them drift.
 */
export async function saveFeedback(db: D1Database, materialId: number, userId: number, stars: number, text: string, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const [, upserted] = await db.batch([
    db
      .prepare(
        `UPDATE materials SET
           rating_sum = rating_sum + ?1 - COALESCE((SELECT stars FROM ratings WHERE material_id = ?2 AND user_id = ?3), 0),
           rating_count = rating_count + (NOT EXISTS (SELECT 1 FROM ratings WHERE material_id = ?2 AND user_id = ?3))
         WHERE id = ?2`,
      )
      .bind(stars, materialId, userId),
    db
      .prepare(
        `INSERT INTO ratings (material_id, user_id, stars, body, created_at) VALUES (?1, ?2, ?3, ?4, ?5)
         ON CONFLICT (material_id, user_id) DO UPDATE SET stars = excluded.stars, body = excluded.body, updated_at = ?5
         RETURNING updated_at`,
      )
      .bind(materialId, userId, stars, text, at),
  ]);
  const row = (upserted?.results as { updated_at: string | null }[] | undefined)?.[0];
  return row?.updated_at === null || row?.updated_at === undefined;
}

// ---------------------------------------------------------------- comments

const COMMENT_COLUMNS = 'c.id, c.parent_id, c.body, c.created_at, c.deleted_at, c.user_id, u.public_name AS author_name';
/** Threads shown: live top-level comments, and deleted ones that still have live replies. */
const SHOWN_THREAD = `c.parent_id IS NULL AND (c.deleted_at IS NULL OR EXISTS (
  SELECT 1 FROM comments r WHERE r.parent_id = c.id AND r.deleted_at IS NULL))`;

export async function loadComments(db: D1Database, material: MaterialFacts, page: number): Promise<CommentsPage> {
  const limit = COMMENT_PAGE_SIZE;
  const [top, total] = await db.batch([
    db
      .prepare(
        `SELECT ${COMMENT_COLUMNS} FROM comments c JOIN users u ON u.id = c.user_id
         WHERE c.material_id = ? AND ${SHOWN_THREAD} ORDER BY c.created_at DESC, c.id DESC LIMIT ? OFFSET ?`,
      )
      .bind(material.id, limit, (page - 1) * limit),
    db.prepare(`SELECT COUNT(*) AS n FROM comments c WHERE c.material_id = ? AND ${SHOWN_THREAD}`).bind(material.id),
  ]);
  const topLevel = ((top?.results ?? []) as CommentRow[]).map((row) => toCommentItem(row, material.authorId));
  let replies: CommentItem[] = [];
  if (topLevel.length > 0) {
    const { results } = await db
      .prepare(
        `SELECT ${COMMENT_COLUMNS} FROM comments c JOIN users u ON u.id = c.user_id
         WHERE c.parent_id IN (SELECT value FROM json_each(?)) AND c.deleted_at IS NULL ORDER BY c.created_at, c.id`,
      )
      .bind(JSON.stringify(topLevel.map((item) => item.id)))
      .all<CommentRow>();
    replies = results.map((row) => toCommentItem(row, material.authorId));
  }
  return {
    items: buildThreads(topLevel, replies),
    page,
    limit,
    total: ((total?.results ?? []) as { n: number }[])[0]?.n ?? 0,
  };
}

export interface StoredComment {
  id: number;
  materialId: number;
  userId: number;
  parentId: number | null;
  deletedAt: string | null;
  materialAuthorId: number;
}

export async function findComment(db: D1Database, id: number): Promise<StoredComment | null> {
  return db
    .prepare(
      `SELECT c.id, c.material_id AS materialId, c.user_id AS userId, c.parent_id AS parentId, c.deleted_at AS deletedAt,
         m.author_id AS materialAuthorId
       FROM comments c JOIN materials m ON m.id = c.material_id WHERE c.id = ?`,
    )
    .bind(id)
    .first<StoredComment>();
}

export async function insertComment(
  db: D1Database,
  material: MaterialFacts,
  userId: number,
  body: string,
  parentId: number | null,
  now: Date,
): Promise<CommentItem> {
  const row = await db
    .prepare(
      `INSERT INTO comments (material_id, user_id, parent_id, body, created_at) VALUES (?, ?, ?, ?, ?)
       RETURNING id, parent_id, body, created_at, deleted_at, user_id, (SELECT public_name FROM users WHERE id = user_id) AS author_name`,
    )
    .bind(material.id, userId, parentId, body, now.toISOString())
    .first<CommentRow>();
  if (!row) throw new Error('comment insert returned nothing');
  return toCommentItem(row, material.authorId);
}

/** Removes a comment's text; its row stays so that its replies keep their thread. */
export async function softDeleteComment(db: D1Database, id: number, now: Date): Promise<void> {
  await db.prepare('UPDATE comments SET deleted_at = ?, body = \'\' WHERE id = ? AND deleted_at IS NULL').bind(now.toISOString(), id).run();
}

// ---------------------------------------------------------------- likes

const LIKE_COUNT = 'SELECT COUNT(*) AS n FROM material_likes WHERE material_id = ?';

export async function likeState(db: D1Database, materialId: number, userId: number | null): Promise<LikeState> {
  const [count, mine] = await db.batch([
    db.prepare(LIKE_COUNT).bind(materialId),
    db.prepare('SELECT 1 AS one FROM material_likes WHERE user_id = ? AND material_id = ?').bind(userId ?? 0, materialId),
  ]);
  return {
    liked: userId !== null && (mine?.results.length ?? 0) > 0,
    count: ((count?.results ?? []) as { n: number }[])[0]?.n ?? 0,
  };
}

/** Likes or unlikes (both idempotent) and answers the state after it. */
export async function setLike(db: D1Database, materialId: number, userId: number, liked: boolean, now: Date): Promise<LikeState> {
  const change = liked
    ? db.prepare('INSERT INTO material_likes (user_id, material_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING').bind(userId, materialId, now.toISOString())
    : db.prepare('DELETE FROM material_likes WHERE user_id = ? AND material_id = ?').bind(userId, materialId);
  const [, count] = await db.batch([change, db.prepare(LIKE_COUNT).bind(materialId)]);
  return { liked, count: ((count?.results ?? []) as { n: number }[])[0]?.n ?? 0 };
}

// ---------------------------------------------------------------- tags

export async function materialTags(db: D1Database, materialId: number): Promise<Tag[]> {
  const { results } = await db
    .prepare('SELECT t.slug, t.name FROM material_tags mt JOIN tags t ON t.id = mt.tag_id WHERE mt.material_id = ? ORDER BY mt.position, t.slug')
    .bind(materialId)
    .all<Tag>();
  return results;
}

export async function popularTags(db: D1Database, world: string, limit: number): Promise<PopularTag[]> {
  const { results } = await db
    .prepare('SELECT slug, name, material_count AS count FROM tags WHERE world = ? AND material_count > 0 ORDER BY material_count DESC LIMIT ?')
    .bind(world, limit)
    .all<PopularTag>();
  return results;
}

/**
 * Replaces a material's tags in one transaction: the old tags' counts go down, new tags of the
 * world are created, and the counts of the new set go up, so `material_count` stays exact.
 */
export async function replaceMaterialTags(db: D1Database, material: MaterialFacts, tags: readonly NormalisedTag[]): Promise<void> {
  const json = JSON.stringify(tags);
  await db.batch([
    db.prepare('UPDATE tags SET material_count = material_count - 1 WHERE id IN (SELECT tag_id FROM material_tags WHERE material_id = ?)').bind(material.id),
    db.prepare('DELETE FROM material_tags WHERE material_id = ?').bind(material.id),
    db
      .prepare(
        `INSERT INTO tags (world, slug, name)
         SELECT ?, json_extract(value, '$.slug'), json_extract(value, '$.name') FROM json_each(?) WHERE true
         ON CONFLICT (world, slug) DO NOTHING`,
      )
      .bind(material.world, json),
    db
      .prepare(
        `INSERT INTO material_tags (material_id, tag_id, position)
         SELECT ?, t.id, j.key FROM json_each(?) j JOIN tags t ON t.world = ? AND t.slug = json_extract(j.value, '$.slug')`,
      )
      .bind(material.id, json, material.world),
    db.prepare('UPDATE tags SET material_count = material_count + 1 WHERE id IN (SELECT tag_id FROM material_tags WHERE material_id = ?)').bind(material.id),
  ]);
}

// ---------------------------------------------------------------- related materials

/**
 * Materials like this one: same subject and school type, then more by the same author, each
 * by popularity (both walk an index), never the material itself or the items of its bundle.
 */
export async function relatedMaterials(db: D1Database, material: MaterialFacts, limit: number): Promise<Material[]> {
  const exclude = `m.id != ?1 AND m.world = ?2 AND ${LIVE_MATERIAL}
    AND NOT EXISTS (SELECT 1 FROM bundle_items b WHERE b.bundle_id = ?1 AND b.material_id = m.id)`;
  const [similar, byAuthor] = await db.batch([
    db
      .prepare(
        `SELECT ${MATERIAL_COLUMNS} FROM materials m ${MATERIAL_JOINS}
         WHERE m.subject_id = ?3 AND m.school_type = ?4 AND ${exclude} ORDER BY m.popularity DESC LIMIT ?5`,
      )
      .bind(material.id, material.world, material.subjectId, material.schoolType, limit),
    db
      .prepare(`SELECT ${MATERIAL_COLUMNS} FROM materials m ${MATERIAL_JOINS} WHERE m.author_id = ?3 AND ${exclude} ORDER BY m.popularity DESC LIMIT ?4`)
      .bind(material.id, material.world, material.authorId, limit),
  ]);
  const seen = new Set<number>();
  const out: Material[] = [];
  for (const row of [...((similar?.results ?? []) as MaterialRow[]), ...((byAuthor?.results ?? []) as MaterialRow[])]) {
    if (out.length >= limit || seen.has(row.id)) continue;
    seen.add(row.id);
    out.push(toMaterial(row, DEFAULT_AUTHOR_NAME));
  }
  return out;
}
