// Demo favourites and folders of the demo teacher (docs/favourites.md), so the favourites and
// folder screens are not empty on `npm start`. Once: skipped when she has favourites already.

/** @param {import('node:sqlite').DatabaseSync} db */
export function ensureDemoFavourites(db, now, email) {
  if (!db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'folders'").get()) return;
  const teacher = db.prepare('SELECT id FROM users WHERE email = ?').get(email);
  if (!teacher) return;
  if (db.prepare('SELECT 1 FROM wishlist WHERE user_id = ? LIMIT 1').get(teacher.id)) return;
  const materials = db
    .prepare("SELECT id, world FROM materials WHERE world = 'de' AND is_active = 1 AND deleted_at IS NULL ORDER BY popularity DESC, id LIMIT 3 OFFSET 5")
    .all();
  if (materials.length === 0) return;
  const addFavourite = db.prepare('INSERT OR IGNORE INTO wishlist (user_id, material_id, world, created_at) VALUES (?, ?, ?, ?)');
  for (const m of materials) addFavourite.run(teacher.id, m.id, m.world, now);
  const folder = db
    .prepare("INSERT INTO folders (user_id, type, title, parent_id, is_archive, created_at) VALUES (?, 'favourite', 'Für die 3b', NULL, 0, ?) RETURNING id")
    .get(teacher.id, now);
  db.prepare("INSERT INTO folders (user_id, type, title, parent_id, is_archive, created_at) VALUES (?, 'favourite', 'Vertretungsstunden', ?, 0, ?)").run(teacher.id, folder.id, now);
  db.prepare('INSERT OR IGNORE INTO folder_materials (folder_id, material_id, created_at) VALUES (?, ?, ?)').run(folder.id, materials[0].id, now);
}
