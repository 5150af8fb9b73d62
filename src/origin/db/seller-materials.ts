/**
 * SQL of the seller's materials, their revisions, staff review and timed sales
 * (docs/seller-materials.md). State changes are guarded updates (`WHERE state = ?`), so two
 * racing requests cannot both move a material; is_active follows state by the triggers of
 * migration 0011.
 */
import type { Licence, MaterialState, MetadataField } from '../../shared/schemas/seller-materials';
import { METADATA_FIELDS } from '../../shared/schemas/seller-materials';
import type { MaterialDetail } from '../../shared/schemas/materials';
import { DEFAULT_AUTHOR_NAME } from '../../shared/constants';
import { LIVE_MATERIAL, MATERIAL_COLUMNS, MATERIAL_JOINS, previewUrl, toMaterial, type MaterialRow } from './material-row';
import { materialStems } from '../domain/word-forms';

export interface SellerMaterialRow {
  id: number;
  slug: string;
  world: string;
  author_id: number;
  state: MaterialState;
  rejection_reason: string | null;
  title: string;
  description: string;
  language: string;
  school_type: string;
  subject_id: number;
  material_type: string;
  grade_from: number;
  grade_to: number;
  price: number;
  sale_price: number | null;
  currency: string;
  licence: Licence;
  is_bundle: number;
  interactive_id: number | null;
  is_standalone_interactive: number;
  is_bundle_interactive: number;
  page_count: number;
  revision: number;
  created_at: string;
  updated_at: string | null;
  submitted_at: string | null;
  published_at: string | null;
  deleted_at: string | null;
  fields_set: string | null;
}

const COLUMNS = `m.id, m.slug, m.world, m.author_id, m.state, m.rejection_reason, m.title, m.description, m.language,
  m.school_type, m.subject_id, m.material_type, m.grade_from, m.grade_to, m.price, m.sale_price, m.currency, m.licence,
  m.is_bundle, m.interactive_id, m.is_standalone_interactive, m.is_bundle_interactive, m.page_count, m.revision, m.created_at, m.updated_at, m.submitted_at, m.published_at, m.deleted_at, m.fields_set`;

export function fieldsSetOf(row: Pick<SellerMaterialRow, 'fields_set'>): Set<MetadataField> {
  if (row.fields_set === null) return new Set(METADATA_FIELDS);
  try {
    const value: unknown = JSON.parse(row.fields_set);
    return new Set(Array.isArray(value) ? METADATA_FIELDS.filter((f) => value.includes(f)) : []);
  } catch {
    return new Set();
  }
}

export async function sellerFacts(db: D1Database, userId: number): Promise<{ isSeller: boolean; isStaff: boolean } | null> {
  const row = await db
    .prepare('SELECT is_seller, is_staff FROM users WHERE id = ? AND deleted_at IS NULL')
    .bind(userId)
    .first<{ is_seller: number; is_staff: number }>();
  return row ? { isSeller: row.is_seller === 1, isStaff: row.is_staff === 1 } : null;
}

/** A new draft with placeholders in the NOT NULL columns; `fields_set` says what the author chose. */
export async function insertDraft(
  db: D1Database,
  draft: {
    authorId: number;
    world: string;
    currency: string;
    slug: string;
    title: string;
    description: string;
    language: string;
    schoolType: string;
    subjectId: number | null;
    materialType: string;
    grades: { from: number; to: number };
    price: number;
    licence: Licence;
    fieldsSet: readonly MetadataField[];
  },
  now: Date,
): Promise<number | null> {
  const at = now.toISOString();
  const stems = materialStems(draft.world, draft.title, draft.description);
  const row = await db
    .prepare(
      `INSERT INTO materials (world, author_id, slug, title, description, language, school_type, subject_id, material_type,
         grade_from, grade_to, price, currency, is_active, state, licence, fields_set, created_at, updated_at, page_count, stems_title, stems_body)
       SELECT ?, ?, ?, ?, ?, ?, ?, COALESCE(?, (SELECT MIN(id) FROM subjects WHERE world = ?)), ?, ?, ?, ?, ?, 0, 'draft', ?, ?, ?, ?, 1, ?, ?
       WHERE COALESCE(?, (SELECT MIN(id) FROM subjects WHERE world = ?)) IS NOT NULL
       RETURNING id`,
    )
    .bind(
      draft.world, draft.authorId, draft.slug, draft.title, draft.description, draft.language, draft.schoolType,
      draft.subjectId, draft.world, draft.materialType, draft.grades.from, draft.grades.to, draft.price, draft.currency,
      draft.licence, JSON.stringify(draft.fieldsSet), at, at, stems.title, stems.body, draft.subjectId, draft.world,
    )
    .first<{ id: number }>();
  return row?.id ?? null;
}

/** The author's material (any state, not deleted); null for anyone else's or an unknown id. */
export async function findOwnMaterial(db: D1Database, id: number, authorId: number): Promise<SellerMaterialRow | null> {
  return db
    .prepare(`SELECT ${COLUMNS} FROM materials m WHERE m.id = ? AND m.author_id = ? AND m.deleted_at IS NULL`)
    .bind(id, authorId)
    .first<SellerMaterialRow>();
}

/** Any material by id, deleted ones included (staff review). */
export async function findMaterialForStaff(db: D1Database, id: number): Promise<(SellerMaterialRow & { author_name: string | null }) | null> {
  return db
    .prepare(`SELECT ${COLUMNS}, u.public_name AS author_name FROM materials m JOIN users u ON u.id = m.author_id WHERE m.id = ?`)
    .bind(id)
    .first<SellerMaterialRow & { author_name: string | null }>();
}

export async function listOwnMaterials(db: D1Database, authorId: number, world: string): Promise<SellerMaterialRow[]> {
  const { results } = await db
    .prepare(`SELECT ${COLUMNS} FROM materials m WHERE m.author_id = ? AND m.world = ? AND m.deleted_at IS NULL ORDER BY COALESCE(m.updated_at, m.created_at) DESC, m.id DESC LIMIT 500`)
    .bind(authorId, world)
    .all<SellerMaterialRow>();
  return results;
}

export interface MaterialExtras {
  files: { id: number; name: string; format: string; size_bytes: number }[];
  previews: number;
  bundleItems: number[];
}

/** Files (not removed), preview count and bundle contents of materials. */
export async function materialExtras(db: D1Database, ids: readonly number[]): Promise<Map<number, MaterialExtras>> {
  const out = new Map<number, MaterialExtras>(ids.map((id) => [id, { files: [], previews: 0, bundleItems: [] }]));
  if (ids.length === 0) return out;
  const list = JSON.stringify(ids);
  const [files, previews, bundles] = await db.batch([
    db.prepare(
      `SELECT material_id, id, name, format, size_bytes FROM material_files
       WHERE material_id IN (SELECT value FROM json_each(?)) AND removed_at IS NULL ORDER BY id`,
    ).bind(list),
    db.prepare(`SELECT material_id, COUNT(*) AS n FROM material_previews WHERE material_id IN (SELECT value FROM json_each(?)) GROUP BY material_id`).bind(list),
    db.prepare(`SELECT bundle_id, material_id FROM bundle_items WHERE bundle_id IN (SELECT value FROM json_each(?)) ORDER BY material_id`).bind(list),
  ]);
  for (const f of (files?.results ?? []) as { material_id: number; id: number; name: string; format: string; size_bytes: number }[]) {
    out.get(f.material_id)?.files.push({ id: f.id, name: f.name, format: f.format, size_bytes: f.size_bytes });
  }
  for (const p of (previews?.results ?? []) as { material_id: number; n: number }[]) {
    const e = out.get(p.material_id);
    if (e) e.previews = p.n;
  }
  for (const b of (bundles?.results ?? []) as { bundle_id: number; material_id: number }[]) out.get(b.bundle_id)?.bundleItems.push(b.material_id);
  return out;
}

export async function subjectInWorld(db: D1Database, subjectId: number, world: string): Promise<boolean> {
  return (await db.prepare('SELECT 1 AS x FROM subjects WHERE id = ? AND world = ?').bind(subjectId, world).first()) !== null;
}

export async function materialTypeInWorld(db: D1Database, type: string, world: string): Promise<boolean> {
  return (await db.prepare('SELECT 1 AS x FROM material_types WHERE id = ? AND world = ?').bind(type, world).first()) !== null;
}

export async function schoolTypeExists(db: D1Database, schoolType: string): Promise<boolean> {
  return (await db.prepare('SELECT 1 AS x FROM school_types WHERE id = ?').bind(schoolType).first()) !== null;
}

export interface MetadataUpdate {
  title: string;
  slug: string;
  description: string;
  language: string;
  schoolType: string;
  subjectId: number;
  materialType: string;
  grades: { from: number; to: number };
  price: number;
  licence: Licence;
  fieldsSet: readonly MetadataField[];
}

/**
 * Writes the metadata, with the search stems of the new title and description (of the material's
 * world, docs/search.md "Word forms"), unless the material changed state meanwhile (guarded by the
 * state it was read in).
 */
export function updateMetadataStatement(
  db: D1Database,
  id: number,
  authorId: number,
  state: MaterialState,
  world: string,
  m: MetadataUpdate,
  now: Date,
): D1PreparedStatement {
  const stems = materialStems(world, m.title, m.description);
  return db
    .prepare(
      `UPDATE materials SET title = ?, slug = ?, description = ?, language = ?, school_type = ?, subject_id = ?, material_type = ?,
         grade_from = ?, grade_to = ?, price = ?, licence = ?, fields_set = ?, updated_at = ?, stems_title = ?, stems_body = ?
       WHERE id = ? AND author_id = ? AND state = ? AND deleted_at IS NULL`,
    )
    .bind(
      m.title, m.slug, m.description, m.language, m.schoolType, m.subjectId, m.materialType, m.grades.from, m.grades.to,
      m.price, m.licence, JSON.stringify(m.fieldsSet), now.toISOString(), stems.title, stems.body, id, authorId, state,
    );
}

/** The current files of a material (ids), for a revision's snapshot. */
function currentFileIdsJson(): string {
  return `(SELECT COALESCE(json_group_array(id), '[]') FROM (SELECT id FROM material_files WHERE material_id = ? AND removed_at IS NULL ORDER BY id))`;
}

/** A new revision of the material as it is now (run after the update in the same batch). */
export function insertRevisionStatement(db: D1Database, id: number, userId: number, now: Date): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO material_revisions (material_id, number, metadata, file_ids, created_by, created_at)
       SELECT m.id, m.revision + 1,
         json_object('title', m.title, 'description', m.description, 'language', m.language, 'schoolType', m.school_type,
           'subjectId', m.subject_id, 'materialType', m.material_type, 'gradeFrom', m.grade_from, 'gradeTo', m.grade_to,
           'price', m.price, 'licence', m.licence, 'isBundle', m.is_bundle,
           'bundleItems', (SELECT COALESCE(json_group_array(material_id), '[]') FROM bundle_items WHERE bundle_id = m.id)),
         ${currentFileIdsJson()}, ?, ?
       FROM materials m WHERE m.id = ?`,
    )
    .bind(id, userId, now.toISOString(), id);
}

export function bumpRevisionStatement(db: D1Database, id: number): D1PreparedStatement {
  return db.prepare('UPDATE materials SET revision = revision + 1 WHERE id = ?').bind(id);
}

/** Refreshes the newest revision's snapshot (autosaves folded into it). */
export function refreshRevisionStatement(db: D1Database, id: number): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE material_revisions SET
         metadata = (SELECT json_object('title', m.title, 'description', m.description, 'language', m.language, 'schoolType', m.school_type,
           'subjectId', m.subject_id, 'materialType', m.material_type, 'gradeFrom', m.grade_from, 'gradeTo', m.grade_to,
           'price', m.price, 'licence', m.licence, 'isBundle', m.is_bundle,
           'bundleItems', (SELECT COALESCE(json_group_array(material_id), '[]') FROM bundle_items WHERE bundle_id = m.id)) FROM materials m WHERE m.id = ?),
         file_ids = ${currentFileIdsJson()}
       WHERE material_id = ? AND number = (SELECT revision FROM materials WHERE id = ?)`,
    )
    .bind(id, id, id, id);
}

export async function latestRevision(db: D1Database, id: number): Promise<{ number: number; created_at: string; created_by: number } | null> {
  return db
    .prepare('SELECT number, created_at, created_by FROM material_revisions WHERE material_id = ? ORDER BY number DESC LIMIT 1')
    .bind(id)
    .first<{ number: number; created_at: string; created_by: number }>();
}

export async function revisions(db: D1Database, id: number): Promise<{ number: number; metadata: string; file_ids: string; created_by: number; created_at: string }[]> {
  const { results } = await db
    .prepare('SELECT number, metadata, file_ids, created_by, created_at FROM material_revisions WHERE material_id = ? ORDER BY number DESC LIMIT 50')
    .bind(id)
    .all<{ number: number; metadata: string; file_ids: string; created_by: number; created_at: string }>();
  return results;
}

/** Moves a material from `from` to `to`; the statement changes nothing when it is no longer in `from`. */
export function setStateStatement(
  db: D1Database,
  id: number,
  from: MaterialState,
  to: MaterialState,
  now: Date,
  extra: { reason?: string | null; reviewerId?: number } = {},
): D1PreparedStatement {
  const at = now.toISOString();
  return db
    .prepare(
      `UPDATE materials SET state = ?,
         rejection_reason = CASE WHEN ? = 'rejected' THEN ? WHEN ? = 'review' THEN NULL ELSE rejection_reason END,
         submitted_at = CASE WHEN ? = 'review' THEN ? ELSE submitted_at END,
         published_at = CASE WHEN ? = 'published' THEN ? ELSE published_at END,
         reviewed_at = CASE WHEN ? IN ('published', 'rejected') THEN ? ELSE reviewed_at END,
         reviewed_by = CASE WHEN ? IN ('published', 'rejected') THEN ? ELSE reviewed_by END,
         updated_at = ?
       WHERE id = ? AND state = ? AND deleted_at IS NULL`,
    )
    .bind(to, to, extra.reason ?? null, to, to, at, to, at, to, at, to, extra.reviewerId ?? null, at, id, from);
}

/** The author's count of live materials (author pages), after a material went live or off. */
export function refreshAuthorCountStatement(db: D1Database, materialId: number): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE users SET total_materials = (SELECT COUNT(*) FROM materials m WHERE m.author_id = users.id AND ${LIVE_MATERIAL})
       WHERE id = (SELECT author_id FROM materials WHERE id = ?)`,
    )
    .bind(materialId);
}

export function softDeleteStatement(db: D1Database, id: number, authorId: number, now: Date): D1PreparedStatement {
  return db.prepare('UPDATE materials SET deleted_at = ?, updated_at = ? WHERE id = ? AND author_id = ? AND deleted_at IS NULL').bind(now.toISOString(), now.toISOString(), id, authorId);
}

export function insertReviewStatement(
  db: D1Database,
  review: { materialId: number; decision: 'approved' | 'rejected'; reason: string | null; reviewerId: number },
  now: Date,
): D1PreparedStatement {
  // Only when the state change of the same batch happened (reviewed_at is this moment).
  return db
    .prepare(
      `INSERT INTO material_reviews (material_id, revision, decision, reason, reviewer_id, decided_at)
       SELECT id, revision, ?, ?, ?, ? FROM materials WHERE id = ? AND reviewed_at = ? AND reviewed_by = ?`,
    )
    .bind(review.decision, review.reason, review.reviewerId, now.toISOString(), review.materialId, now.toISOString(), review.reviewerId);
}

export async function reviewHistory(db: D1Database, id: number): Promise<{ decision: 'approved' | 'rejected'; reason: string | null; decided_at: string; revision: number }[]> {
  const { results } = await db
    .prepare('SELECT decision, reason, decided_at, revision FROM material_reviews WHERE material_id = ? ORDER BY decided_at DESC, id DESC LIMIT 50')
    .bind(id)
    .all<{ decision: 'approved' | 'rejected'; reason: string | null; decided_at: string; revision: number }>();
  return results;
}

export async function reviewQueue(db: D1Database, limit: number): Promise<
  { id: number; title: string; world: string; author_id: number; author_name: string | null; submitted_at: string; revision: number; top_match: number | null }[]
> {
  const { results } = await db
    .prepare(
      `SELECT m.id, m.title, m.world, m.author_id, u.public_name AS author_name, m.submitted_at, m.revision,
         (SELECT MAX(score) FROM material_similarity s WHERE s.material_id = m.id) AS top_match
       FROM materials m JOIN users u ON u.id = m.author_id
       WHERE m.state = 'review' AND m.deleted_at IS NULL ORDER BY m.submitted_at, m.id LIMIT ?`,
    )
    .bind(limit)
    .all<{ id: number; title: string; world: string; author_id: number; author_name: string | null; submitted_at: string; revision: number; top_match: number | null }>();
  return results;
}

// Bundles

/** The author's own published, non-bundle materials of the world among `ids`. */
export async function ownPublishedItems(db: D1Database, authorId: number, world: string, ids: readonly number[]): Promise<{ id: number; price: number }[]> {
  const { results } = await db
    .prepare(
      `SELECT id, price FROM materials WHERE id IN (SELECT value FROM json_each(?)) AND author_id = ? AND world = ?
         AND state = 'published' AND deleted_at IS NULL AND is_bundle = 0`,
    )
    .bind(JSON.stringify(ids), authorId, world)
    .all<{ id: number; price: number }>();
  return results;
}

export function replaceBundleItemsStatements(db: D1Database, bundleId: number, ids: readonly number[], now: Date): D1PreparedStatement[] {
  return [
    db.prepare('DELETE FROM bundle_items WHERE bundle_id = ?').bind(bundleId),
    ...ids.map((id) => db.prepare('INSERT INTO bundle_items (bundle_id, material_id) VALUES (?, ?)').bind(bundleId, id)),
    db
      .prepare(
        `UPDATE materials SET is_bundle = ?, material_type = CASE WHEN ? = 1 THEN 'bundle' ELSE material_type END,
           fields_set = CASE WHEN ? = 1 AND fields_set IS NOT NULL AND NOT EXISTS (SELECT 1 FROM json_each(fields_set) WHERE value = 'materialType')
             THEN json_insert(fields_set, '$[#]', 'materialType') ELSE fields_set END,
           updated_at = ? WHERE id = ?`,
      )
      .bind(ids.length > 0 ? 1 : 0, ids.length > 0 ? 1 : 0, ids.length > 0 ? 1 : 0, now.toISOString(), bundleId),
  ];
}

// Price recommendation

/** List prices of comparable published materials: same world and type, pages in range (same subject, or any). */
export async function comparablePrices(
  db: D1Database,
  q: { world: string; subjectId: number | null; materialType: string; pagesFrom: number; pagesTo: number; excludeId: number },
): Promise<{ subject: number[]; type: number[] }> {
  const base = `SELECT price FROM materials WHERE world = ? AND material_type = ? AND is_active = 1 AND deleted_at IS NULL
    AND page_count BETWEEN ? AND ? AND price > 0 AND id <> ?`;
  const [subject, type] = await db.batch([
    db.prepare(`${base} AND subject_id = ? ORDER BY popularity DESC LIMIT 400`).bind(q.world, q.materialType, q.pagesFrom, q.pagesTo, q.excludeId, q.subjectId ?? -1),
    db.prepare(`${base} ORDER BY popularity DESC LIMIT 400`).bind(q.world, q.materialType, q.pagesFrom, q.pagesTo, q.excludeId),
  ]);
  const prices = (r: D1Result | undefined) => ((r?.results ?? []) as { price: number }[]).map((x) => x.price);
  return { subject: prices(subject), type: prices(type) };
}

// Similarity

/** Published materials (other than `id`) with a current file of the same SHA-256 as one of this material's. */
export async function sameFileMatches(db: D1Database, id: number): Promise<{ id: number }[]> {
  const { results } = await db
    .prepare(
      `SELECT DISTINCT o.material_id AS id FROM material_files f
       JOIN material_files o ON o.sha256 = f.sha256 AND o.material_id <> f.material_id AND o.removed_at IS NULL
       JOIN materials m ON m.id = o.material_id AND m.state = 'published' AND m.deleted_at IS NULL
       WHERE f.material_id = ? AND f.removed_at IS NULL AND f.sha256 IS NOT NULL LIMIT 50`,
    )
    .bind(id)
    .all<{ id: number }>();
  return results;
}

/** The text the author's browser extracted from the material's current files, joined. */
export async function materialText(db: D1Database, id: number): Promise<string> {
  const { results } = await db
    .prepare(
      `SELECT t.text FROM material_file_texts t JOIN material_files f ON f.id = t.file_id
       WHERE f.material_id = ? AND f.removed_at IS NULL ORDER BY f.id`,
    )
    .bind(id)
    .all<{ text: string }>();
  return results.map((r) => r.text).join('\n');
}

export function storeFingerprintStatements(
  db: D1Database,
  fp: { materialId: number; world: string; signatureHex: string; shingles: number; bandKeys: readonly number[] } | { materialId: number; none: true },
  now: Date,
): D1PreparedStatement[] {
  const clear = [
    db.prepare('DELETE FROM material_lsh_bands WHERE material_id = ?').bind(fp.materialId),
    db.prepare('DELETE FROM material_fingerprints WHERE material_id = ?').bind(fp.materialId),
  ];
  if ('none' in fp) return clear;
  return [
    ...clear,
    db
      .prepare('INSERT INTO material_fingerprints (material_id, world, signature, shingles, computed_at) VALUES (?, ?, ?, ?, ?)')
      .bind(fp.materialId, fp.world, fp.signatureHex, fp.shingles, now.toISOString()),
    db
      .prepare('INSERT OR IGNORE INTO material_lsh_bands (band_key, material_id) SELECT value, ? FROM json_each(?)')
      .bind(fp.materialId, JSON.stringify(fp.bandKeys)),
  ];
}

/** Published materials sharing at least one LSH band with these keys, with their signatures. */
export async function bandCandidates(db: D1Database, id: number, bandKeys: readonly number[]): Promise<{ id: number; signature: string }[]> {
  const { results } = await db
    .prepare(
      `SELECT f.material_id AS id, f.signature FROM material_fingerprints f
       JOIN materials m ON m.id = f.material_id AND m.state = 'published' AND m.deleted_at IS NULL
       WHERE f.material_id IN (SELECT DISTINCT b.material_id FROM material_lsh_bands b WHERE b.band_key IN (SELECT value FROM json_each(?)))
         AND f.material_id <> ? LIMIT 200`,
    )
    .bind(JSON.stringify(bandKeys), id)
    .all<{ id: number; signature: string }>();
  return results;
}

export function storeSimilarityStatements(
  db: D1Database,
  id: number,
  matches: readonly { otherId: number; kind: 'same_file' | 'similar_text'; score: number }[],
  now: Date,
): D1PreparedStatement[] {
  return [
    db.prepare('DELETE FROM material_similarity WHERE material_id = ?').bind(id),
    ...matches.map((m) =>
      db
        .prepare('INSERT OR REPLACE INTO material_similarity (material_id, other_id, kind, score, checked_at) VALUES (?, ?, ?, ?, ?)')
        .bind(id, m.otherId, m.kind, m.score, now.toISOString()),
    ),
  ];
}

export async function similarityReport(db: D1Database, id: number): Promise<
  { other_id: number; kind: 'same_file' | 'similar_text'; score: number; title: string; author_id: number; world: string }[]
> {
  const { results } = await db
    .prepare(
      `SELECT s.other_id, s.kind, s.score, m.title, m.author_id, m.world FROM material_similarity s JOIN materials m ON m.id = s.other_id
       WHERE s.material_id = ? ORDER BY s.score DESC, s.other_id LIMIT 50`,
    )
    .bind(id)
    .all<{ other_id: number; kind: 'same_file' | 'similar_text'; score: number; title: string; author_id: number; world: string }>();
  return results;
}

// Timed sales

export interface TimedSaleRow {
  id: number;
  material_id: number;
  title: string;
  starts_at: string;
  ends_at: string;
  sale_price: number | null;
  percent: number | null;
  currency: string;
}

export async function listSales(db: D1Database, authorId: number, world: string): Promise<TimedSaleRow[]> {
  const { results } = await db
    .prepare(
      `SELECT s.id, s.material_id, m.title, s.starts_at, s.ends_at, s.sale_price, s.percent, m.currency
       FROM timed_sales s JOIN materials m ON m.id = s.material_id WHERE s.author_id = ? AND s.world = ?
       ORDER BY s.starts_at DESC, s.id DESC LIMIT 500`,
    )
    .bind(authorId, world)
    .all<TimedSaleRow>();
  return results;
}

export async function openSalesOf(db: D1Database, materialId: number, now: Date): Promise<{ startsAt: string; endsAt: string }[]> {
  const { results } = await db
    .prepare('SELECT starts_at AS startsAt, ends_at AS endsAt FROM timed_sales WHERE material_id = ? AND ends_at > ?')
    .bind(materialId, now.toISOString())
    .all<{ startsAt: string; endsAt: string }>();
  return results;
}

export async function insertSale(
  db: D1Database,
  sale: { world: string; authorId: number; materialId: number; startsAt: string; endsAt: string; salePrice: number | null; percent: number | null },
  now: Date,
): Promise<number> {
  const row = await db
    .prepare(
      `INSERT INTO timed_sales (world, author_id, material_id, starts_at, ends_at, sale_price, percent, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    )
    .bind(sale.world, sale.authorId, sale.materialId, sale.startsAt, sale.endsAt, sale.salePrice, sale.percent, now.toISOString())
    .first<{ id: number }>();
  if (!row) throw new Error('timed sale not stored');
  return row.id;
}

/**
 * Deletes the author's sales among `ids` and clears the sale price of the materials whose sale
 * was running. Returns the statements; the caller runs them in one batch.
 */
export function deleteSalesStatements(db: D1Database, authorId: number, world: string, ids: readonly number[]): D1PreparedStatement[] {
  const list = JSON.stringify(ids);
  return [
    db
      .prepare(
        `UPDATE materials SET sale_price = NULL WHERE id IN (
           SELECT material_id FROM timed_sales WHERE id IN (SELECT value FROM json_each(?)) AND author_id = ? AND world = ?
             AND applied_at IS NOT NULL AND cleared_at IS NULL)`,
      )
      .bind(list, authorId, world),
    db.prepare('DELETE FROM timed_sales WHERE id IN (SELECT value FROM json_each(?)) AND author_id = ? AND world = ?').bind(list, authorId, world),
  ];
}

/** A deleted material's sales end: the ones not over are removed and its sale price cleared. */
export function endSalesOfStatements(db: D1Database, materialId: number, authorId: number, now: Date): D1PreparedStatement[] {
  return [
    db.prepare('DELETE FROM timed_sales WHERE material_id = ? AND author_id = ? AND ends_at > ?').bind(materialId, authorId, now.toISOString()),
    db.prepare('UPDATE materials SET sale_price = NULL WHERE id = ?').bind(materialId),
  ];
}

/**
 * The scheduled job's two steps: clear the sale price of sales that ended, then apply the sales
 * that run now (percent off the current price, a fixed price only while it is below the price).
 */
export async function applyTimedSales(db: D1Database, now: Date): Promise<{ cleared: number; applied: number }> {
  const at = now.toISOString();
  const [clearPrices, cleared, applyPrices, applied] = await db.batch([
    db.prepare(
      `UPDATE materials SET sale_price = NULL WHERE id IN (
         SELECT material_id FROM timed_sales WHERE applied_at IS NOT NULL AND cleared_at IS NULL AND ends_at <= ?)`,
    ).bind(at),
    db.prepare('UPDATE timed_sales SET cleared_at = ? WHERE applied_at IS NOT NULL AND cleared_at IS NULL AND ends_at <= ?').bind(at, at),
    db.prepare(
      `UPDATE materials SET sale_price = (
         SELECT CASE WHEN s.sale_price IS NOT NULL THEN s.sale_price ELSE CAST(round(materials.price * (100 - s.percent) / 100.0) AS INTEGER) END
         FROM timed_sales s WHERE s.material_id = materials.id AND s.applied_at IS NULL AND s.starts_at <= ? AND s.ends_at > ? ORDER BY s.starts_at DESC LIMIT 1)
       WHERE id IN (SELECT material_id FROM timed_sales WHERE applied_at IS NULL AND starts_at <= ? AND ends_at > ?)
         AND price > (SELECT CASE WHEN s.sale_price IS NOT NULL THEN s.sale_price ELSE CAST(round(materials.price * (100 - s.percent) / 100.0) AS INTEGER) END
           FROM timed_sales s WHERE s.material_id = materials.id AND s.applied_at IS NULL AND s.starts_at <= ? AND s.ends_at > ? ORDER BY s.starts_at DESC LIMIT 1)`,
    ).bind(at, at, at, at, at, at),
    db.prepare('UPDATE timed_sales SET applied_at = ? WHERE applied_at IS NULL AND starts_at <= ? AND ends_at > ?').bind(at, at, at),
  ]);
  void clearPrices;
  void applyPrices;
  return { cleared: cleared?.meta.changes ?? 0, applied: applied?.meta.changes ?? 0 };
}

/** A running sale of the material (the price must not change under it). */
export async function hasRunningSale(db: D1Database, materialId: number, now: Date): Promise<boolean> {
  const at = now.toISOString();
  return (await db.prepare('SELECT 1 AS x FROM timed_sales WHERE material_id = ? AND starts_at <= ? AND ends_at > ? LIMIT 1').bind(materialId, at, at).first()) !== null;
}

// Builder preview

/** The author's material as buyers will see it, in any state (the builder preview). */
export async function findOwnMaterialDetail(db: D1Database, id: number, authorId: number): Promise<MaterialDetail | null> {
  const [main, files, bundle] = await db.batch([
    db.prepare(`SELECT ${MATERIAL_COLUMNS} FROM materials m ${MATERIAL_JOINS} WHERE m.id = ? AND m.author_id = ? AND m.deleted_at IS NULL`).bind(id, authorId),
    db.prepare('SELECT id, name, format, size_bytes FROM material_files WHERE material_id = ? AND removed_at IS NULL ORDER BY id').bind(id),
    db
      .prepare(
        `SELECT m.id, m.slug, m.title, m.price, m.currency FROM bundle_items b
         JOIN materials m ON m.id = b.material_id WHERE b.bundle_id = ? AND ${LIVE_MATERIAL} ORDER BY m.id`,
      )
      .bind(id),
  ]);
  const row = (main?.results as MaterialRow[] | undefined)?.[0];
  if (!row) return null;
  const material = toMaterial(row, DEFAULT_AUTHOR_NAME);
  return {
    ...material,
    materialFiles: ((files?.results ?? []) as { id: number; name: string; format: string; size_bytes: number }[]).map((f) => ({
      id: f.id,
      type: 'material_file' as const,
      name: f.name,
      format: f.format,
      sizeBytes: f.size_bytes,
      sources: {},
      cover: null,
    })),
    preview: Array.from({ length: Math.min(3, Math.max(1, row.page_count)) }, (_, i) => previewUrl(id, i + 1, true)),
    bundleItems: (bundle?.results ?? []) as MaterialDetail['bundleItems'],
    likeCount: 0,
  };
}

/**
 * Links an interactive to the author's material, as standalone interactive (sold as the
 * interactive itself) or as bundle interactive (it comes with the material), or unlinks it
 * (docs/interactives.md, "Materials").
 */
export function setMaterialInteractiveStatement(
  db: D1Database,
  id: number,
  authorId: number,
  link: { interactiveId: number | null; as: 'standalone' | 'bundle' },
  now: Date,
): D1PreparedStatement {
  const linked = link.interactiveId !== null;
  return db
    .prepare(
      `UPDATE materials SET interactive_id = ?, is_standalone_interactive = ?, is_bundle_interactive = ?, updated_at = ?
       WHERE id = ? AND author_id = ? AND deleted_at IS NULL`,
    )
    .bind(link.interactiveId, linked && link.as === 'standalone' ? 1 : 0, linked && link.as === 'bundle' ? 1 : 0, now.toISOString(), id, authorId);
}
