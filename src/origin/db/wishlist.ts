import { LIVE_MATERIAL } from './material-row';

/**
 * Favourites kept on the server (docs/favourites.md). A holder is an account (`user_id`) or an
 * anonymous holder (`anonymous_id`, the hash of a public token).
 */
export type WishlistHolder = { column: 'user_id'; value: number } | { column: 'anonymous_id'; value: string };

/** The world of a live material (active, not deleted), or null. */
export async function liveMaterialWorld(db: D1Database, id: number): Promise<string | null> {
  const row = await db.prepare(`SELECT m.world FROM materials m WHERE m.id = ? AND ${LIVE_MATERIAL}`).bind(id).first<{ world: string }>();
  return row?.world ?? null;
}

export async function countWishlist(db: D1Database, who: WishlistHolder): Promise<number> {
  const row = await db.prepare(`SELECT COUNT(*) AS n FROM wishlist WHERE ${who.column} = ?`).bind(who.value).first<{ n: number }>();
  return row?.n ?? 0;
}

/**
 * Adds live materials to a holder's favourites in one statement, so that the holder keeps at most
 * `limit` in all even when calls race; ids that are not live, or already kept, are skipped.
 * Answers how many were added.
 */
export async function addToWishlist(db: D1Database, who: WishlistHolder, materialIds: readonly number[], limit: number): Promise<number> {
  if (materialIds.length === 0) return 0;
  const placeholders = materialIds.map(() => '?').join(', ');
  const result = await db
    .prepare(
      `INSERT INTO wishlist (${who.column}, material_id, world, created_at)
       SELECT ?, m.id, m.world, ? FROM materials m
       WHERE m.id IN (${placeholders}) AND ${LIVE_MATERIAL}
         AND NOT EXISTS (SELECT 1 FROM wishlist w WHERE w.${who.column} = ? AND w.material_id = m.id)
       LIMIT MAX(0, ? - (SELECT COUNT(*) FROM wishlist c WHERE c.${who.column} = ?))
       ON CONFLICT DO NOTHING`,
    )
    .bind(who.value, new Date().toISOString(), ...materialIds, who.value, limit, who.value)
    .run();
  return result.meta.changes ?? 0;
}

/** Removes a favourite; an account's material also leaves its favourite folders (docs/favourites.md). */
export async function removeFromWishlist(db: D1Database, who: WishlistHolder, materialId: number): Promise<void> {
  const statements = [db.prepare(`DELETE FROM wishlist WHERE ${who.column} = ? AND material_id = ?`).bind(who.value, materialId)];
  if (who.column === 'user_id') {
    statements.push(
      db
        .prepare("DELETE FROM folder_materials WHERE material_id = ? AND folder_id IN (SELECT id FROM folders WHERE user_id = ? AND type = 'favourite')")
        .bind(materialId, who.value),
    );
  }
  await db.batch(statements);
}

/**
 * A holder's favourites of one world that are live (active, not deleted), newest first, with the
 * total of that filter.
 */
export async function queryWishlist(db: D1Database, who: WishlistHolder, query: { world: string; limit: number; offset: number }) {
  const where = `w.${who.column} = ? AND w.world = ? AND ${LIVE_MATERIAL}`;
  const [items, total] = await db.batch([
    db
      .prepare(`SELECT w.material_id AS id FROM wishlist w JOIN materials m ON m.id = w.material_id WHERE ${where} ORDER BY w.created_at DESC, w.id DESC LIMIT ? OFFSET ?`)
      .bind(who.value, query.world, query.limit, query.offset),
    db.prepare(`SELECT COUNT(*) AS n FROM wishlist w JOIN materials m ON m.id = w.material_id WHERE ${where}`).bind(who.value, query.world),
  ]);
  return {
    ids: ((items?.results ?? []) as { id: number }[]).map((row) => row.id),
    total: ((total?.results ?? [])[0] as { n: number } | undefined)?.n ?? 0,
  };
}

/** Whether a holder keeps a material among their favourites. */
export async function isFavourite(db: D1Database, who: WishlistHolder, materialId: number): Promise<boolean> {
  return (await db.prepare(`SELECT 1 AS yes FROM wishlist WHERE ${who.column} = ? AND material_id = ?`).bind(who.value, materialId).first()) !== null;
}

/**
 * Moves an anonymous holder's favourites to an account in one batch (at sign-in, `anonymous/persist`):
 * ones the account already keeps are dropped, the account keeps at most `limit` in all, and the
 * anonymous rows are deleted. Answers how many were added.
 */
export async function persistAnonymousWishlist(db: D1Database, anonymousId: string, userId: number, limit: number): Promise<number> {
  const [moved] = await db.batch([
    db
      .prepare(
        `INSERT INTO wishlist (user_id, material_id, world, created_at)
         SELECT ?1, a.material_id, a.world, a.created_at FROM wishlist a
         WHERE a.anonymous_id = ?2
           AND NOT EXISTS (SELECT 1 FROM wishlist u WHERE u.user_id = ?1 AND u.material_id = a.material_id)
         ORDER BY a.created_at DESC
         LIMIT MAX(0, ?3 - (SELECT COUNT(*) FROM wishlist c WHERE c.user_id = ?1))
         ON CONFLICT DO NOTHING`,
      )
      .bind(userId, anonymousId, limit),
    db.prepare('DELETE FROM wishlist WHERE anonymous_id = ?').bind(anonymousId),
  ]);
  return moved?.meta.changes ?? 0;
}
