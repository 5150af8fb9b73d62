import type { Material } from '../../shared/schemas/materials';
import { MATERIAL_COLUMNS, MATERIAL_JOINS, toMaterial, type MaterialRow } from './material-row';

/**
 * Who may download a material: the buyer of a personal purchase, or any member of the school a
 * purchase was for — its buyer too, only while a member (docs/schools.md, "Licences").
 */
const OWNS = '((p.user_id = ? AND p.school_id IS NULL) OR (p.school_id IS NOT NULL AND p.school_id = ?))';

export interface PurchaseListRow {
  material: Material;
  orderPublicId: string;
  licenceId: string;
  viaSchool: boolean;
  boughtAt: string;
  files: { id: number; name: string; format: string; sizeBytes: number }[];
}

export async function listPurchases(db: D1Database, userId: number, schoolId: number | null, page: number, limit: number): Promise<{ rows: PurchaseListRow[]; total: number }> {
  const [rows, total] = await db.batch([
    db
      .prepare(
        `SELECT ${MATERIAL_COLUMNS}, o.public_id AS order_public_id, p.licence_id, p.user_id AS buyer_id, p.created_at AS bought_at
         FROM purchases p JOIN orders o ON o.id = p.order_id JOIN materials m ON m.id = p.material_id ${MATERIAL_JOINS}
         WHERE ${OWNS}
         GROUP BY m.id ORDER BY MAX(p.created_at) DESC, m.id DESC LIMIT ? OFFSET ?`,
      )
      .bind(userId, schoolId ?? -1, limit, (page - 1) * limit),
    db.prepare(`SELECT COUNT(DISTINCT p.material_id) AS n FROM purchases p WHERE ${OWNS}`).bind(userId, schoolId ?? -1),
  ]);
  type Row = MaterialRow & { order_public_id: string; licence_id: string; buyer_id: number; bought_at: string };
  const found = (rows?.results ?? []) as Row[];
  const files = await filesOf(db, found.map((r) => r.id));
  return {
    rows: found.map((r) => ({
      material: toMaterial(r, 'Kreide'),
      orderPublicId: r.order_public_id,
      licenceId: r.licence_id,
      viaSchool: r.buyer_id !== userId,
      boughtAt: r.bought_at,
      files: files.get(r.id) ?? [],
    })),
    total: ((total?.results ?? [])[0] as { n: number } | undefined)?.n ?? 0,
  };
}

async function filesOf(db: D1Database, materialIds: number[]): Promise<Map<number, PurchaseListRow['files']>> {
  const map = new Map<number, PurchaseListRow['files']>();
  if (materialIds.length === 0) return map;
  const marks = materialIds.map(() => '?').join(',');
  const { results } = await db
    .prepare(`SELECT id, material_id, name, format, size_bytes FROM material_files WHERE material_id IN (${marks}) ORDER BY id`)
    .bind(...materialIds)
    .all<{ id: number; material_id: number; name: string; format: string; size_bytes: number }>();
  for (const f of results) {
    const list = map.get(f.material_id) ?? [];
    list.push({ id: f.id, name: f.name, format: f.format, sizeBytes: f.size_bytes });
    map.set(f.material_id, list);
  }
  return map;
}

export interface FileFacts {
  fileId: number;
  materialId: number;
  name: string;
  format: string;
  materialTitle: string;
  materialDescription: string;
  pageCount: number;
  authorName: string;
  price: number;
  salePrice: number | null;
  live: boolean;
  /** Where the author's uploaded bytes are; null for seeded demo materials (docs/seller-files.md). */
  r2Key: string | null;
  contentType: string | null;
}

export async function findFile(db: D1Database, fileId: number): Promise<FileFacts | null> {
  const row = await db
    .prepare(
      `SELECT f.id, f.material_id, f.name, f.format, m.title, m.description, m.page_count, COALESCE(u.public_name, u.user_name, 'Kreide') AS author_name,
         m.price, m.sale_price, (m.is_active = 1 AND m.deleted_at IS NULL) AS live, f.r2_key, f.content_type
       FROM material_files f JOIN materials m ON m.id = f.material_id JOIN users u ON u.id = m.author_id WHERE f.id = ?`,
    )
    .bind(fileId)
    .first<{ id: number; material_id: number; name: string; format: string; title: string; description: string; page_count: number; author_name: string; price: number; sale_price: number | null; live: number; r2_key: string | null; content_type: string | null }>();
  if (!row) return null;
  return {
    fileId: row.id,
    materialId: row.material_id,
    name: row.name,
    format: row.format,
    materialTitle: row.title,
    materialDescription: row.description,
    pageCount: row.page_count,
    authorName: row.author_name,
    price: row.price,
    salePrice: row.sale_price,
    live: row.live === 1,
    r2Key: row.r2_key,
    contentType: row.content_type,
  };
}

/** The licence under which the user may download the material, or null. */
export async function licenceFor(db: D1Database, userId: number, schoolId: number | null, materialId: number): Promise<{ licenceId: string; buyerName: string } | null> {
  const row = await db
    .prepare(
      `SELECT p.licence_id, COALESCE(NULLIF(u.user_name, ''), u.public_name, u.email) AS buyer_name, s.name AS school_name
       FROM purchases p JOIN users u ON u.id = ? LEFT JOIN schools s ON s.id = p.school_id
       WHERE p.material_id = ? AND ${OWNS} LIMIT 1`,
    )
    .bind(userId, materialId, userId, schoolId ?? -1)
    .first<{ licence_id: string; buyer_name: string; school_name: string | null }>();
  if (!row) return null;
  return { licenceId: row.licence_id, buyerName: row.school_name ? `${row.buyer_name} (${row.school_name})` : row.buyer_name };
}
