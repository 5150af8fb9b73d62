import type { InteractiveContent } from '../../shared/interactive';
import { LIVE_MATERIAL, MATERIAL_COLUMNS, MATERIAL_JOINS, type MaterialRow } from './material-row';

/** Interactives and the right to use them (docs/interactives.md). */

export interface InteractiveRow {
  id: number;
  world: string;
  owner_id: number;
  title: string;
  description: string;
  feedback: 'each' | 'end';
  state: 'draft' | 'published';
  draft_json: string;
  published_json: string | null;
  published_at: string | null;
  created_at: string;
  updated_at: string;
}

const COLUMNS = 'id, world, owner_id, title, description, feedback, state, draft_json, published_json, published_at, created_at, updated_at';

export async function insertInteractive(db: D1Database, input: { world: string; ownerId: number; content: InteractiveContent }, now: Date): Promise<number> {
  const at = now.toISOString();
  const row = await db
    .prepare(
      `INSERT INTO interactives (world, owner_id, title, description, feedback, state, draft_json, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, 'draft', ?, ?, ?) RETURNING id`,
    )
    .bind(input.world, input.ownerId, input.content.title, input.content.description, input.content.feedback, JSON.stringify(input.content), at, at)
    .first<{ id: number }>();
  if (!row) throw new Error('interactive not inserted');
  return row.id;
}

export async function findInteractive(db: D1Database, id: number): Promise<InteractiveRow | null> {
  return db.prepare(`SELECT ${COLUMNS} FROM interactives WHERE id = ?`).bind(id).first<InteractiveRow>();
}

/** The interactive when the user owns it; for anyone else null (the API answers 404). */
export async function findOwnInteractive(db: D1Database, id: number, ownerId: number): Promise<InteractiveRow | null> {
  return db.prepare(`SELECT ${COLUMNS} FROM interactives WHERE id = ? AND owner_id = ?`).bind(id, ownerId).first<InteractiveRow>();
}

export interface InteractiveSummaryRow {
  id: number;
  world: string;
  title: string;
  description: string;
  state: 'draft' | 'published';
  draft_json: string;
  published_at: string | null;
  created_at: string;
  updated_at: string;
  material_id: number | null;
}

/** The user's interactives, newest change first, with a material that carries each (if any). */
export async function listOwnInteractives(db: D1Database, ownerId: number, world: string | null): Promise<InteractiveSummaryRow[]> {
  const { results } = await db
    .prepare(
      `SELECT i.id, i.world, i.title, i.description, i.state, i.draft_json, i.published_at, i.created_at, i.updated_at,
         (SELECT m.id FROM materials m WHERE m.interactive_id = i.id AND m.author_id = i.owner_id AND m.deleted_at IS NULL ORDER BY m.id LIMIT 1) AS material_id
       FROM interactives i WHERE i.owner_id = ? AND (? IS NULL OR i.world = ?)
       ORDER BY i.updated_at DESC, i.id DESC LIMIT 500`,
    )
    .bind(ownerId, world, world)
    .all<InteractiveSummaryRow>();
  return results;
}

/** Replaces the owner's draft; answers whether a row changed (false: not theirs). */
export async function updateDraft(db: D1Database, id: number, ownerId: number, content: InteractiveContent, now: Date): Promise<boolean> {
  const result = await db
    .prepare('UPDATE interactives SET title = ?, description = ?, feedback = ?, draft_json = ?, updated_at = ? WHERE id = ? AND owner_id = ?')
    .bind(content.title, content.description, content.feedback, JSON.stringify(content), now.toISOString(), id, ownerId)
    .run();
  return result.meta.changes > 0;
}

/** Publishes the given version (the draft, complete, with its play-safe ids). */
export async function publishInteractive(db: D1Database, id: number, ownerId: number, published: InteractiveContent, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const result = await db
    .prepare(
      `UPDATE interactives SET state = 'published', published_json = ?, published_at = ?, title = ?, description = ?, feedback = ?, updated_at = ?
       WHERE id = ? AND owner_id = ?`,
    )
    .bind(JSON.stringify(published), at, published.title, published.description, published.feedback, at, id, ownerId)
    .run();
  return result.meta.changes > 0;
}

/**
 * Who may use an interactive in play and in rooms (docs/interactives.md, "Right to use"): its
 * owner; for a published one also whoever may download a material that carries it as standalone
 * or bundle interactive — a buyer or a member of the school it was bought for (the download right
 * of docs/commerce.md, docs/schools.md), or anyone while such a material is live and free.
 * `userId` null is a signed-out visitor.
 */
/** A purchase of material `m` that lets user ?2 download it: their own, or their school's (docs/commerce.md, docs/schools.md). */
const BOUGHT_BY_USER = `EXISTS (
  SELECT 1 FROM purchases p WHERE p.material_id = m.id AND (
    (p.user_id = ?2 AND p.school_id IS NULL)
    OR (p.school_id IS NOT NULL AND p.school_id IN (SELECT sm.school_id FROM school_members sm WHERE sm.user_id = ?2))
  )
)`;

/** A material of the interactive's owner that carries interactive `i` as standalone or bundle interactive. */
const CARRYING_MATERIAL = `m.interactive_id = i.id AND m.author_id = i.owner_id AND (m.is_standalone_interactive = 1 OR m.is_bundle_interactive = 1)`;

/** Interactive `i` may be used by user ?2 (null: a visitor). */
const USABLE_BY_USER = `(
  (?2 IS NOT NULL AND i.owner_id = ?2)
  OR (i.state = 'published' AND EXISTS (
    SELECT 1 FROM materials m WHERE ${CARRYING_MATERIAL}
      AND ((${LIVE_MATERIAL} AND COALESCE(m.sale_price, m.price) = 0) OR (?2 IS NOT NULL AND ${BOUGHT_BY_USER}))
  ))
)`;

export async function canUseInteractive(db: D1Database, userId: number | null, interactiveId: number): Promise<boolean> {
  const row = await db
    .prepare(`SELECT 1 AS ok FROM interactives i WHERE i.id = ?1 AND ${USABLE_BY_USER}`)
    .bind(interactiveId, userId)
    .first<{ ok: number }>();
  return row !== null;
}

export interface UsableInteractiveRow {
  id: number;
  world: string;
  title: string;
  description: string;
  published_json: string;
  published_at: string;
  own: number;
}

/**
 * The published interactives of a world the user may open a room with and that they chose: their
 * own, and those of a material they (or their school) bought — the right to use above, without
 * the free ones of everybody (those open from their own screen). Own first, then by title; paged.
 */
export async function listUsableInteractives(
  db: D1Database,
  userId: number,
  world: string,
  page: number,
  pageSize: number,
  q: string | null = null,
): Promise<{ rows: UsableInteractiveRow[]; total: number }> {
  // `q`: title or description holds it, case-insensitive for ASCII (LIKE), wildcards taken literally.
  const like = q ? `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : null;
  const where = `i.world = ?1 AND i.state = 'published' AND (i.owner_id = ?2 OR EXISTS (SELECT 1 FROM materials m WHERE ${CARRYING_MATERIAL} AND ${BOUGHT_BY_USER}))
    AND (?5 IS NULL OR i.title LIKE ?5 ESCAPE '\\' OR i.description LIKE ?5 ESCAPE '\\')`;
  const [list, count] = await db.batch([
    db
      .prepare(
        `SELECT i.id, i.world, i.title, i.description, i.published_json, i.published_at, (i.owner_id = ?2) AS own
         FROM interactives i WHERE ${where} ORDER BY own DESC, i.title COLLATE NOCASE, i.id LIMIT ?3 OFFSET ?4`,
      )
      .bind(world, userId, pageSize, (page - 1) * pageSize, like),
    db.prepare(`SELECT COUNT(*) AS total FROM interactives i WHERE ${where}`).bind(world, userId, null, null, like),
  ]);
  return { rows: (list?.results ?? []) as UsableInteractiveRow[], total: (count?.results?.[0] as { total: number } | undefined)?.total ?? 0 };
}

/**
 * Of the given ids, the published interactives of the world the user may use (the rule of
 * `canUseInteractive`), with their published version: what a course may hold and what its room plays.
 */
export async function usablePublishedInteractives(db: D1Database, userId: number, world: string, ids: number[]): Promise<Map<number, { title: string; content: InteractiveContent }>> {
  const { results } = await db
    .prepare(
      `SELECT i.id, i.title, i.published_json FROM interactives i
       WHERE i.id IN (SELECT value FROM json_each(?1)) AND i.world = ?3 AND i.state = 'published' AND ${USABLE_BY_USER}`,
    )
    .bind(JSON.stringify(ids), userId, world)
    .all<{ id: number; title: string; published_json: string }>();
  return new Map(results.map((row) => [row.id, { title: row.title, content: JSON.parse(row.published_json) as InteractiveContent }]));
}

export interface DiscoverRow extends MaterialRow {
  interactive_title: string;
  interactive_description: string;
  published_json: string;
}

/**
 * Published interactives of a world that a live material sells as standalone interactive,
 * newest first; `q` matches title or description words.
 */
export async function discoverInteractives(db: D1Database, world: string, q: string | null, page: number, pageSize: number): Promise<{ rows: DiscoverRow[]; total: number }> {
  const like = q ? `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : null;
  const where = `i.world = ?1 AND i.state = 'published' AND m.world = i.world AND m.author_id = i.owner_id AND m.is_standalone_interactive = 1 AND ${LIVE_MATERIAL}
    AND (?2 IS NULL OR i.title LIKE ?2 ESCAPE '\\' OR i.description LIKE ?2 ESCAPE '\\')`;
  const [list, count] = await db.batch([
    db
      .prepare(
        `SELECT ${MATERIAL_COLUMNS}, i.title AS interactive_title, i.description AS interactive_description, i.published_json
         FROM interactives i JOIN materials m ON m.interactive_id = i.id ${MATERIAL_JOINS}
         WHERE ${where} ORDER BY i.published_at DESC, i.id DESC LIMIT ?3 OFFSET ?4`,
      )
      .bind(world, like, pageSize, (page - 1) * pageSize),
    db.prepare(`SELECT COUNT(*) AS total FROM interactives i JOIN materials m ON m.interactive_id = i.id WHERE ${where}`).bind(world, like),
  ]);
  return { rows: (list?.results ?? []) as DiscoverRow[], total: ((count?.results?.[0] as { total: number } | undefined)?.total ?? 0) };
}

/** A published interactive of this owner and world: what a material may carry (docs/interactives.md, "Materials"). */
export async function isOwnPublishedInteractive(db: D1Database, id: number, ownerId: number, world: string): Promise<boolean> {
  const row = await db
    .prepare("SELECT 1 AS ok FROM interactives WHERE id = ? AND owner_id = ? AND world = ? AND state = 'published'")
    .bind(id, ownerId, world)
    .first<{ ok: number }>();
  return row !== null;
}
