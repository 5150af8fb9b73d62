import type { Material, MaterialDetail } from '../../shared/schemas/materials';
import type { World } from '../../shared/worlds';
import { DEFAULT_AUTHOR_NAME } from '../../shared/constants';
import { LIVE_MATERIAL, MATERIAL_COLUMNS, MATERIAL_JOINS, previewUrl, toMaterial, uploadedPreviewUrl, type MaterialRow } from './material-row';

export interface MaterialListOptions {
  world: World;
  sort: 'popular' | 'newest';
  limit: number;
  schoolType?: string | undefined;
  onSale?: boolean;
  authorId?: number | undefined;
  /** 1-based page of `limit` rows (default 1). */
  page?: number;
}

const ORDER = { popular: 'm.popularity DESC, m.id DESC', newest: 'm.created_at DESC, m.id DESC' } as const;

export async function listMaterials(db: D1Database, options: MaterialListOptions): Promise<Material[]> {
  const where = ['m.world = ?', LIVE_MATERIAL];
  const binds: unknown[] = [options.world];
  if (options.schoolType) {
    where.push('m.school_type = ?');
    binds.push(options.schoolType);
  }
  if (options.onSale) where.push('m.sale_price IS NOT NULL');
  if (options.authorId) {
    where.push('m.author_id = ?');
    binds.push(options.authorId);
  }
  const sql = `SELECT ${MATERIAL_COLUMNS} FROM materials m ${MATERIAL_JOINS}
    WHERE ${where.join(' AND ')} ORDER BY ${ORDER[options.sort]} LIMIT ? OFFSET ?`;
  const { results } = await db
    .prepare(sql)
    .bind(...binds, options.limit, ((options.page ?? 1) - 1) * options.limit)
    .all<MaterialRow>();
  return results.map((row) => toMaterial(row, DEFAULT_AUTHOR_NAME));
}

/** The live materials of a world among `ids`, in the order of `ids` (the others are left out). */
export async function listMaterialsByIds(db: D1Database, world: World, ids: readonly number[]): Promise<Material[]> {
  if (ids.length === 0) return [];
  const { results } = await db
    .prepare(
      `SELECT ${MATERIAL_COLUMNS} FROM materials m ${MATERIAL_JOINS}
       WHERE m.world = ? AND ${LIVE_MATERIAL} AND m.id IN (SELECT value FROM json_each(?))`,
    )
    .bind(world, JSON.stringify(ids))
    .all<MaterialRow>();
  const byId = new Map(results.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toMaterial(row, DEFAULT_AUTHOR_NAME)] : [];
  });
}

interface FileRow {
  id: number;
  type: string;
  name: string;
  format: string;
  size_bytes: number;
  sources: string;
  cover: string | null;
}

function parseSources(json: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(json);
    if (!value || typeof value !== 'object') return {};
    return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}

/** One live material with its files, previews and bundle contents; null when it does not exist. */
export async function findMaterial(db: D1Database, id: number): Promise<MaterialDetail | null> {
  const [main, files, bundle, likes, uploaded] = await db.batch([
    db.prepare(`SELECT ${MATERIAL_COLUMNS} FROM materials m ${MATERIAL_JOINS} WHERE m.id = ? AND ${LIVE_MATERIAL}`).bind(id),
    db.prepare('SELECT id, type, name, format, size_bytes, sources, cover FROM material_files WHERE material_id = ? AND removed_at IS NULL ORDER BY id').bind(id),
    db
      .prepare(
        `SELECT m.id, m.slug, m.title, m.price, m.currency FROM bundle_items b
         JOIN materials m ON m.id = b.material_id WHERE b.bundle_id = ? AND ${LIVE_MATERIAL} ORDER BY m.id`,
      )
      .bind(id),
    db.prepare('SELECT COUNT(*) AS n FROM material_likes WHERE material_id = ?').bind(id),
    db.prepare('SELECT page, version FROM material_previews WHERE material_id = ? ORDER BY is_cover DESC, page').bind(id),
  ]);
  const row = (main?.results as MaterialRow[] | undefined)?.[0];
  if (!row) return null;
  const material = toMaterial(row, DEFAULT_AUTHOR_NAME);
  const previewPages = Math.min(3, Math.max(1, row.page_count));
  // The author's uploaded previews (cover first) replace the generated placeholders.
  const uploadedPreviews = ((uploaded?.results ?? []) as { page: number; version: number }[]).map((p) => uploadedPreviewUrl(id, p.page, p.version));
  return {
    ...material,
    materialFiles: ((files?.results ?? []) as FileRow[]).map((f) => ({
      id: f.id,
      type: 'material_file' as const,
      name: f.name,
      format: f.format,
      sizeBytes: f.size_bytes,
      sources: parseSources(f.sources),
      cover: f.cover,
    })),
    preview: uploadedPreviews.length > 0 ? uploadedPreviews : Array.from({ length: previewPages }, (_, i) => previewUrl(id, i + 1, true)),
    bundleItems: (bundle?.results ?? []) as MaterialDetail['bundleItems'],
    likeCount: ((likes?.results ?? []) as { n: number }[])[0]?.n ?? 0,
  };
}

export interface PreviewFacts {
  title: string;
  world: string;
  pageCount: number;
}

export async function findPreviewFacts(db: D1Database, id: number): Promise<PreviewFacts | null> {
  return db
    .prepare(`SELECT m.title, m.world, m.page_count AS pageCount FROM materials m WHERE m.id = ? AND ${LIVE_MATERIAL}`)
    .bind(id)
    .first<PreviewFacts>();
}

/** One live material's row, for a caller that needs its raw price. */
export async function findLiveMaterialRow(db: D1Database, id: number): Promise<MaterialRow | null> {
  return db.prepare(`SELECT ${MATERIAL_COLUMNS} FROM materials m ${MATERIAL_JOINS} WHERE m.id = ? AND ${LIVE_MATERIAL}`).bind(id).first<MaterialRow>();
}

export interface MaterialFileRow {
  id: number;
  name: string;
  format: string;
  size_bytes: number;
}

export async function materialFiles(db: D1Database, materialId: number): Promise<MaterialFileRow[]> {
  const { results } = await db
    .prepare('SELECT id, name, format, size_bytes FROM material_files WHERE material_id = ? AND removed_at IS NULL ORDER BY id')
    .bind(materialId)
    .all<MaterialFileRow>();
  return results;
}
