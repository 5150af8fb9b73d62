/** The files, uploads and previews of a seller's materials (docs/seller-files.md). */

/** A material of `userId` that is not deleted, or null (someone else's material looks the same as none). */
export async function findOwnMaterial(db: D1Database, materialId: number, userId: number): Promise<{ id: number } | null> {
  return db.prepare('SELECT id FROM materials WHERE id = ? AND author_id = ? AND deleted_at IS NULL').bind(materialId, userId).first<{ id: number }>();
}

export async function isSeller(db: D1Database, userId: number): Promise<boolean> {
  const row = await db.prepare('SELECT is_seller FROM users WHERE id = ?').bind(userId).first<{ is_seller: number }>();
  return row?.is_seller === 1;
}

export interface UploadRow {
  id: string;
  material_id: number;
  user_id: number;
  name: string;
  size_bytes: number;
  last_modified: number | null;
  part_count: number;
  r2_key: string;
  r2_upload_id: string;
  kind: string | null;
  created_at: string;
  updated_at: string;
}

export async function insertUpload(db: D1Database, row: Omit<UploadRow, 'kind' | 'updated_at'>): Promise<void> {
  await db
    .prepare(
      `INSERT INTO material_uploads (id, material_id, user_id, name, size_bytes, last_modified, part_count, r2_key, r2_upload_id, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(row.id, row.material_id, row.user_id, row.name, row.size_bytes, row.last_modified, row.part_count, row.r2_key, row.r2_upload_id, row.created_at, row.created_at)
    .run();
}

/** Unfinished uploads a user has started. */
export async function countOpenUploads(db: D1Database, userId: number): Promise<number> {
  return (await db.prepare('SELECT COUNT(*) AS n FROM material_uploads WHERE user_id = ?').bind(userId).first<{ n: number }>())?.n ?? 0;
}

export async function findUpload(db: D1Database, materialId: number, uploadId: string): Promise<UploadRow | null> {
  return db.prepare('SELECT * FROM material_uploads WHERE id = ? AND material_id = ?').bind(uploadId, materialId).first<UploadRow>();
}

export interface PartRow {
  part: number;
  etag: string;
  size_bytes: number;
}

export async function uploadParts(db: D1Database, uploadId: string): Promise<PartRow[]> {
  const { results } = await db.prepare('SELECT part, etag, size_bytes FROM material_upload_parts WHERE upload_id = ? ORDER BY part').bind(uploadId).all<PartRow>();
  return results;
}

/** Records a part (a re-sent part replaces the earlier one) and, for part 1, the detected kind. */
export async function recordPart(db: D1Database, uploadId: string, part: PartRow, kind: string | null, now: Date): Promise<void> {
  await db.batch([
    db
      .prepare(
        `INSERT INTO material_upload_parts (upload_id, part, etag, size_bytes) VALUES (?, ?, ?, ?)
         ON CONFLICT (upload_id, part) DO UPDATE SET etag = excluded.etag, size_bytes = excluded.size_bytes`,
      )
      .bind(uploadId, part.part, part.etag, part.size_bytes),
    db.prepare('UPDATE material_uploads SET updated_at = ?, kind = COALESCE(?, kind) WHERE id = ?').bind(now.toISOString(), kind, uploadId),
  ]);
}

export async function deleteUpload(db: D1Database, uploadId: string): Promise<void> {
  await db.batch([
    db.prepare('DELETE FROM material_upload_parts WHERE upload_id = ?').bind(uploadId),
    db.prepare('DELETE FROM material_uploads WHERE id = ?').bind(uploadId),
  ]);
}

export interface NewFile {
  materialId: number;
  name: string;
  format: string;
  sizeBytes: number;
  r2Key: string;
  sha256: string;
  contentType: string;
}

/** The finished upload becomes a material file; the upload and its parts are forgotten. Returns the file id. */
export async function completeUploadAsFile(db: D1Database, uploadId: string, file: NewFile, now: Date): Promise<number> {
  const [inserted] = await db.batch([
    db
      .prepare(
        `INSERT INTO material_files (material_id, type, name, format, size_bytes, r2_key, sha256, content_type, created_at)
         VALUES (?, 'material_file', ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
      )
      .bind(file.materialId, file.name, file.format, file.sizeBytes, file.r2Key, file.sha256, file.contentType, now.toISOString()),
    db.prepare('DELETE FROM material_upload_parts WHERE upload_id = ?').bind(uploadId),
    db.prepare('DELETE FROM material_uploads WHERE id = ?').bind(uploadId),
  ]);
  const id = (inserted?.results as { id: number }[] | undefined)?.[0]?.id;
  if (id === undefined) throw new Error('material file not inserted');
  return id;
}

export interface SellerFileRow {
  id: number;
  name: string;
  format: string;
  size_bytes: number;
  sha256: string | null;
  content_type: string | null;
  created_at: string | null;
  has_text: number;
}

/** The material's files that are not removed, oldest first. */
export async function listSellerFiles(db: D1Database, materialId: number): Promise<SellerFileRow[]> {
  const { results } = await db
    .prepare(
      `SELECT f.id, f.name, f.format, f.size_bytes, f.sha256, f.content_type, f.created_at,
         EXISTS (SELECT 1 FROM material_file_texts t WHERE t.file_id = f.id) AS has_text
       FROM material_files f WHERE f.material_id = ? AND f.removed_at IS NULL ORDER BY f.id`,
    )
    .bind(materialId)
    .all<SellerFileRow>();
  return results;
}

export async function findSellerFile(db: D1Database, materialId: number, fileId: number): Promise<{ id: number; format: string } | null> {
  return db
    .prepare('SELECT id, format FROM material_files WHERE id = ? AND material_id = ? AND removed_at IS NULL')
    .bind(fileId, materialId)
    .first<{ id: number; format: string }>();
}

/** Marks a file removed; its bytes stay (docs/seller-files.md, "Removing a file"). */
export async function markFileRemoved(db: D1Database, materialId: number, fileId: number, now: Date): Promise<boolean> {
  const result = await db
    .prepare('UPDATE material_files SET removed_at = ? WHERE id = ? AND material_id = ? AND removed_at IS NULL')
    .bind(now.toISOString(), fileId, materialId)
    .run();
  return result.meta.changes > 0;
}

export async function putFileText(db: D1Database, materialId: number, fileId: number, text: string): Promise<void> {
  await db
    .prepare(
      `INSERT INTO material_file_texts (file_id, material_id, text) VALUES (?, ?, ?)
       ON CONFLICT (file_id) DO UPDATE SET text = excluded.text`,
    )
    .bind(fileId, materialId, text)
    .run();
}

/** Uploads without a new part since `before`, oldest first. */
export async function idleUploads(db: D1Database, before: Date, limit: number): Promise<UploadRow[]> {
  const { results } = await db.prepare('SELECT * FROM material_uploads WHERE updated_at < ? ORDER BY updated_at LIMIT ?').bind(before.toISOString(), limit).all<UploadRow>();
  return results;
}

export interface PreviewRow {
  page: number;
  r2_key: string;
  width: number;
  height: number;
  is_cover: number;
  version: number;
}

export async function listPreviews(db: D1Database, materialId: number): Promise<PreviewRow[]> {
  const { results } = await db
    .prepare('SELECT page, r2_key, width, height, is_cover, version FROM material_previews WHERE material_id = ? ORDER BY page')
    .bind(materialId)
    .all<PreviewRow>();
  return results;
}

export async function findPreview(db: D1Database, materialId: number, page: number): Promise<PreviewRow | null> {
  return db
    .prepare('SELECT page, r2_key, width, height, is_cover, version FROM material_previews WHERE material_id = ? AND page = ?')
    .bind(materialId, page)
    .first<PreviewRow>();
}

/** The public preview image of a live material's page, or null. */
export async function findLivePreview(db: D1Database, materialId: number, page: number): Promise<PreviewRow | null> {
  return db
    .prepare(
      `SELECT p.page, p.r2_key, p.width, p.height, p.is_cover, p.version FROM material_previews p JOIN materials m ON m.id = p.material_id
       WHERE p.material_id = ? AND p.page = ? AND m.is_active = 1 AND m.deleted_at IS NULL`,
    )
    .bind(materialId, page)
    .first<PreviewRow>();
}

/** Stores a page's preview (replacing an earlier one); the first preview of a material becomes its cover. */
export async function putPreview(db: D1Database, materialId: number, row: Omit<PreviewRow, 'is_cover'>, now: Date): Promise<void> {
  await db
    .prepare(
      `INSERT INTO material_previews (material_id, page, r2_key, width, height, is_cover, version, created_at)
       VALUES (?, ?, ?, ?, ?, NOT EXISTS (SELECT 1 FROM material_previews WHERE material_id = ? AND is_cover = 1), ?, ?)
       ON CONFLICT (material_id, page) DO UPDATE SET r2_key = excluded.r2_key, width = excluded.width, height = excluded.height,
         version = excluded.version, created_at = excluded.created_at`,
    )
    .bind(materialId, row.page, row.r2_key, row.width, row.height, materialId, row.version, now.toISOString())
    .run();
}

export async function setCoverPreview(db: D1Database, materialId: number, page: number): Promise<void> {
  await db.batch([
    db.prepare('UPDATE material_previews SET is_cover = 0 WHERE material_id = ? AND is_cover = 1 AND page != ?').bind(materialId, page),
    db.prepare('UPDATE material_previews SET is_cover = 1 WHERE material_id = ? AND page = ?').bind(materialId, page),
  ]);
}

/** Deletes a page's preview; when it was the cover, the lowest remaining page becomes the cover. */
export async function deletePreview(db: D1Database, materialId: number, page: number): Promise<void> {
  await db.batch([
    db.prepare('DELETE FROM material_previews WHERE material_id = ? AND page = ?').bind(materialId, page),
    db
      .prepare(
        `UPDATE material_previews SET is_cover = 1 WHERE material_id = ? AND page = (SELECT MIN(page) FROM material_previews WHERE material_id = ?)
         AND NOT EXISTS (SELECT 1 FROM material_previews WHERE material_id = ? AND is_cover = 1)`,
      )
      .bind(materialId, materialId, materialId),
  ]);
}
