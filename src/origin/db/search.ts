import type { SearchResponse } from '../../shared/schemas/materials';
import type { World } from '../../shared/worlds';
import { DEFAULT_AUTHOR_NAME } from '../../shared/constants';
import { ftsQuery } from '../domain/search-query';
import { LIVE_MATERIAL, MATERIAL_COLUMNS, MATERIAL_JOINS, toMaterial, type MaterialRow } from './material-row';

/** Full-text hits are ranked by popularity within a bounded candidate set. */
export const SEARCH_CANDIDATE_LIMIT = 5000;

export interface SearchOptions {
  world: World;
  q: string;
  page: number;
  limit: number;
  school_type?: string | undefined;
  subject?: number | undefined;
}

export async function searchMaterials(db: D1Database, options: SearchOptions): Promise<SearchResponse> {
  const match = ftsQuery(options.q);
  const binds: unknown[] = [];
  const candidates = match
    ? `WITH hits AS (SELECT rowid AS id FROM materials_fts WHERE materials_fts MATCH ? LIMIT ${SEARCH_CANDIDATE_LIMIT})`
    : '';
  if (match) binds.push(match);
  const from = match ? 'hits JOIN materials m ON m.id = hits.id' : 'materials m';
  const where = ['m.world = ?', LIVE_MATERIAL];
  binds.push(options.world);
  if (options.school_type) {
    where.push('m.school_type = ?');
    binds.push(options.school_type);
  }
  if (options.subject) {
    where.push('m.subject_id = ?');
    binds.push(options.subject);
  }
  const filter = where.join(' AND ');
  const [page, count] = await db.batch([
    db
      .prepare(
        `${candidates} SELECT ${MATERIAL_COLUMNS} FROM ${from} ${MATERIAL_JOINS}
         WHERE ${filter} ORDER BY m.popularity DESC, m.id DESC LIMIT ? OFFSET ?`,
      )
      .bind(...binds, options.limit, (options.page - 1) * options.limit),
    db.prepare(`${candidates} SELECT COUNT(*) AS total FROM ${from} WHERE ${filter}`).bind(...binds),
  ]);
  const rows = (page?.results ?? []) as MaterialRow[];
  const total = ((count?.results ?? [])[0] as { total: number } | undefined)?.total ?? 0;
  return {
    items: rows.map((row) => toMaterial(row, DEFAULT_AUTHOR_NAME)),
    total,
    page: options.page,
    limit: options.limit,
  };
}
