import type { Folder } from '../../shared/schemas/favourites';
import type { FolderType } from '../../shared/favourites';

/**
 * A user's folders of purchased, own and favourite materials (docs/favourites.md, "Folders").
 * Every statement here is scoped to the user: another user's folder is never read or changed.
 */
export interface FolderRow {
  id: number;
  type: FolderType;
  title: string;
  parent_id: number | null;
  is_archive: number;
}

/** The user's folders with these ids (others' and unknown ids are simply missing). */
export async function ownFolders(db: D1Database, userId: number, ids: readonly number[]): Promise<FolderRow[]> {
  if (ids.length === 0) return [];
  const { results } = await db
    .prepare(`SELECT id, type, title, parent_id, is_archive FROM folders WHERE user_id = ? AND id IN (${ids.map(() => '?').join(', ')})`)
    .bind(userId, ...ids)
    .all<FolderRow>();
  return results;
}

/** Parent of every folder of the user's type (for cycle checks and subtrees). */
export async function folderParents(db: D1Database, userId: number, type: FolderType): Promise<Map<number, number | null>> {
  const { results } = await db.prepare('SELECT id, parent_id FROM folders WHERE user_id = ? AND type = ?').bind(userId, type).all<{ id: number; parent_id: number | null }>();
  return new Map(results.map((row) => [row.id, row.parent_id]));
}

export async function countFolders(db: D1Database, userId: number, type: FolderType): Promise<number> {
  const row = await db.prepare('SELECT COUNT(*) AS n FROM folders WHERE user_id = ? AND type = ?').bind(userId, type).first<{ n: number }>();
  return row?.n ?? 0;
}

/** A page of the user's folders of one type, each with its material ids; the archive among them. */
export async function listFolders(db: D1Database, userId: number, query: { type: FolderType; limit: number; offset: number }): Promise<{ items: Folder[]; total: number }> {
  const [folders, materials, total] = await db.batch([
    db
      .prepare('SELECT id, type, title, parent_id, is_archive FROM folders WHERE user_id = ? AND type = ? ORDER BY is_archive, title COLLATE NOCASE, id LIMIT ? OFFSET ?')
      .bind(userId, query.type, query.limit, query.offset),
    db
      .prepare(
        `SELECT fm.folder_id, fm.material_id FROM folder_materials fm JOIN folders f ON f.id = fm.folder_id
         WHERE f.user_id = ? AND f.type = ? ORDER BY fm.created_at DESC, fm.material_id`,
      )
      .bind(userId, query.type),
    db.prepare('SELECT COUNT(*) AS n FROM folders WHERE user_id = ? AND type = ?').bind(userId, query.type),
  ]);
  const byFolder = new Map<number, number[]>();
  for (const row of (materials?.results ?? []) as { folder_id: number; material_id: number }[]) {
    const list = byFolder.get(row.folder_id) ?? [];
    list.push(row.material_id);
    byFolder.set(row.folder_id, list);
  }
  return {
    items: ((folders?.results ?? []) as FolderRow[]).map((row) => ({
      id: row.id,
      title: row.title,
      parent_id: row.parent_id,
      is_archive: row.is_archive === 1,
      folders_materials: byFolder.get(row.id) ?? [],
    })),
    total: ((total?.results ?? [])[0] as { n: number } | undefined)?.n ?? 0,
  };
}

/** A page of one folder's materials that are still live, newest filed first. */
export async function folderMaterials(db: D1Database, folderId: number, query: { limit: number; offset: number }): Promise<{ ids: number[]; total: number }> {
  const live = 'm.deleted_at IS NULL';
  const [items, total] = await db.batch([
    db
      .prepare(
        `SELECT fm.material_id AS id FROM folder_materials fm JOIN materials m ON m.id = fm.material_id
         WHERE fm.folder_id = ? AND ${live} ORDER BY fm.created_at DESC, fm.material_id LIMIT ? OFFSET ?`,
      )
      .bind(folderId, query.limit, query.offset),
    db.prepare(`SELECT COUNT(*) AS n FROM folder_materials fm JOIN materials m ON m.id = fm.material_id WHERE fm.folder_id = ? AND ${live}`).bind(folderId),
  ]);
  return {
    ids: ((items?.results ?? []) as { id: number }[]).map((row) => row.id),
    total: ((total?.results ?? [])[0] as { n: number } | undefined)?.n ?? 0,
  };
}

export async function createFolder(
  db: D1Database,
  userId: number,
  folder: { type: FolderType; title: string; parent_id: number | null; is_archive: boolean },
): Promise<number> {
  const row = await db
    .prepare('INSERT INTO folders (user_id, type, title, parent_id, is_archive, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id')
    .bind(userId, folder.type, folder.title, folder.parent_id, folder.is_archive ? 1 : 0, new Date().toISOString())
    .first<{ id: number }>();
  if (!row) throw new Error('folder insert returned no id');
  return row.id;
}

/** The user's archive folder of a type, or null. */
export async function archiveFolder(db: D1Database, userId: number, type: FolderType): Promise<number | null> {
  const row = await db.prepare('SELECT id FROM folders WHERE user_id = ? AND type = ? AND is_archive = 1').bind(userId, type).first<{ id: number }>();
  return row?.id ?? null;
}

/** Renames and/or moves folders of the user (the caller checked ownership and cycles). */
export async function updateFolders(db: D1Database, userId: number, ids: readonly number[], fields: { title?: string; parent_id?: number | null }): Promise<number> {
  const sets: string[] = [];
  const args: (string | number | null)[] = [];
  if (fields.title !== undefined) {
    sets.push('title = ?');
    args.push(fields.title);
  }
  if (fields.parent_id !== undefined) {
    sets.push('parent_id = ?');
    args.push(fields.parent_id);
  }
  const result = await db
    .prepare(`UPDATE folders SET ${sets.join(', ')} WHERE user_id = ? AND is_archive = 0 AND id IN (${ids.map(() => '?').join(', ')})`)
    .bind(...args, userId, ...ids)
    .run();
  return result.meta.changes ?? 0;
}

/** Deletes the user's folders (whole subtrees, given in full by the caller) and what they hold. */
export async function deleteFolders(db: D1Database, userId: number, ids: readonly number[]): Promise<number> {
  const list = ids.map(() => '?').join(', ');
  const [, , deleted] = await db.batch([
    db.prepare(`DELETE FROM folder_materials WHERE folder_id IN (SELECT id FROM folders WHERE user_id = ? AND id IN (${list}))`).bind(userId, ...ids),
    // Children before parents: the deepest rows go first through the parent reference.
    db.prepare(`UPDATE folders SET parent_id = NULL WHERE user_id = ? AND id IN (${list})`).bind(userId, ...ids),
    db.prepare(`DELETE FROM folders WHERE user_id = ? AND id IN (${list})`).bind(userId, ...ids),
  ]);
  return deleted?.meta.changes ?? 0;
}

const ELIGIBLE: Record<FolderType, string> = {
  purchased: 'EXISTS (SELECT 1 FROM purchases p WHERE p.user_id = ?1 AND p.material_id = m.id)',
  own: 'm.author_id = ?1',
  favourite: 'EXISTS (SELECT 1 FROM wishlist w WHERE w.user_id = ?1 AND w.material_id = m.id)',
};

/**
 * Of these materials, the ones the user may file in folders of the type: bought ones in
 * "purchased", their own in "own", their favourites in "favourite" (none deleted).
 */
export async function eligibleMaterials(db: D1Database, userId: number, type: FolderType, materialIds: readonly number[]): Promise<Set<number>> {
  const { results } = await db
    .prepare(`SELECT m.id FROM materials m WHERE m.deleted_at IS NULL AND ${ELIGIBLE[type]} AND m.id IN (${materialIds.map((_, i) => `?${i + 2}`).join(', ')})`)
    .bind(userId, ...materialIds)
    .all<{ id: number }>();
  return new Set(results.map((row) => row.id));
}

/** How many materials each of these folders holds. */
export async function folderSizes(db: D1Database, folderIds: readonly number[]): Promise<Map<number, number>> {
  if (folderIds.length === 0) return new Map();
  const { results } = await db
    .prepare(`SELECT folder_id, COUNT(*) AS n FROM folder_materials WHERE folder_id IN (${folderIds.map(() => '?').join(', ')}) GROUP BY folder_id`)
    .bind(...folderIds)
    .all<{ folder_id: number; n: number }>();
  return new Map(results.map((row) => [row.folder_id, row.n]));
}

/** Files every material in every folder (pairs already filed stay); answers how many were added. */
export async function fileMaterials(db: D1Database, folderIds: readonly number[], materialIds: readonly number[]): Promise<number> {
  if (folderIds.length === 0 || materialIds.length === 0) return 0;
  const now = new Date().toISOString();
  const statements = folderIds.flatMap((folderId) =>
    materialIds.map((materialId) =>
      db.prepare('INSERT INTO folder_materials (folder_id, material_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING').bind(folderId, materialId, now),
    ),
  );
  const results = await db.batch(statements);
  return results.reduce((sum, result) => sum + (result.meta.changes ?? 0), 0);
}

/** Takes materials out of one folder; answers how many were removed. */
export async function unfileMaterials(db: D1Database, folderId: number, materialIds: readonly number[]): Promise<number> {
  const result = await db
    .prepare(`DELETE FROM folder_materials WHERE folder_id = ? AND material_id IN (${materialIds.map(() => '?').join(', ')})`)
    .bind(folderId, ...materialIds)
    .run();
  return result.meta.changes ?? 0;
}

/**
 * One material's folders of a type become exactly `folderIds` (the user's, not the archive), in
 * one batch: it leaves the others of that type and joins the listed ones.
 */
export async function syncMaterialFolders(db: D1Database, userId: number, type: FolderType, materialId: number, folderIds: readonly number[]): Promise<void> {
  const now = new Date().toISOString();
  const keep = folderIds.length > 0 ? ` AND folder_id NOT IN (${folderIds.map(() => '?').join(', ')})` : '';
  await db.batch([
    db
      .prepare(
        `DELETE FROM folder_materials WHERE material_id = ? AND folder_id IN (SELECT id FROM folders WHERE user_id = ? AND type = ? AND is_archive = 0)${keep}`,
      )
      .bind(materialId, userId, type, ...folderIds),
    ...folderIds.map((folderId) =>
      db.prepare('INSERT INTO folder_materials (folder_id, material_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING').bind(folderId, materialId, now),
    ),
  ]);
}
