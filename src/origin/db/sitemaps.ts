import type { SitemapContentPage, SitemapRow, SitemapRowKind, SitemapStarts } from '../../shared/schemas/sitemaps';
import { SITEMAP_ROW_KINDS } from '../../shared/schemas/sitemaps';
import { LIVE_MATERIAL } from './material-row';

/*
 * What the sitemaps list (docs/search-engines.md): live materials, the authors selling them,
 * published posts, published help articles and published content pages. Every walk is by id
 * (keyset), each kind with the index that serves it (migrations/0026_sitemaps.sql).
 */

const LIVE_POST = "p.status = 'published' AND p.deleted_at IS NULL";
const LIVE_ARTICLE = "h.status = 'published'";

/** The ids that open every `size`-th row of a kind, per world: a sitemap file starts at each. */
const STARTS_SQL: Record<SitemapRowKind, string> = {
  materials: `SELECT world, id FROM (
      SELECT m.world, m.id, ROW_NUMBER() OVER (PARTITION BY m.world ORDER BY m.id) - 1 AS n FROM materials m WHERE ${LIVE_MATERIAL}
    ) WHERE n % ?1 = 0 ORDER BY world, id`,
  authors: `SELECT world, id FROM (
      SELECT world, id, ROW_NUMBER() OVER (PARTITION BY world ORDER BY id) - 1 AS n
      FROM (SELECT DISTINCT m.world, m.author_id AS id FROM materials m WHERE ${LIVE_MATERIAL})
    ) WHERE n % ?1 = 0 ORDER BY world, id`,
  posts: `SELECT world, id FROM (
      SELECT p.world, p.id, ROW_NUMBER() OVER (PARTITION BY p.world ORDER BY p.id) - 1 AS n FROM posts p WHERE ${LIVE_POST}
    ) WHERE n % ?1 = 0 ORDER BY world, id`,
  helpArticles: `SELECT world, id FROM (
      SELECT h.world, h.id, ROW_NUMBER() OVER (PARTITION BY h.world ORDER BY h.id) - 1 AS n FROM help_articles h WHERE ${LIVE_ARTICLE}
    ) WHERE n % ?1 = 0 ORDER BY world, id`,
};

/** One page of a kind's rows of a world with ids in [?2, ?3), in id order. */
const ROWS_SQL: Record<SitemapRowKind, string> = {
  materials: `SELECT m.id, m.slug, COALESCE(m.updated_at, m.published_at, m.created_at) AS lastmod FROM materials m
    WHERE m.world = ?1 AND ${LIVE_MATERIAL} AND m.id >= ?2 AND m.id < ?3 ORDER BY m.id LIMIT ?4`,
  // An author is listed while selling at least one live material in the world (the author page shows them).
  // `listed` = 0 for an author whose account is gone or no longer sells (their page is a 404).
  authors: `SELECT a.id, COALESCE(u.slug, '') AS slug, a.lastmod, u.id IS NOT NULL AS listed FROM (
      SELECT m.author_id AS id, MAX(m.published_at) AS lastmod FROM materials m
      WHERE m.world = ?1 AND ${LIVE_MATERIAL} AND m.author_id >= ?2 AND m.author_id < ?3
      GROUP BY m.author_id ORDER BY m.author_id LIMIT ?4
    ) a LEFT JOIN users u ON u.id = a.id AND u.deleted_at IS NULL AND u.is_seller = 1 ORDER BY a.id`,
  posts: `SELECT p.id, p.slug, COALESCE(p.updated_at, p.published_at) AS lastmod FROM posts p
    WHERE p.world = ?1 AND ${LIVE_POST} AND p.id >= ?2 AND p.id < ?3 ORDER BY p.id LIMIT ?4`,
  helpArticles: `SELECT h.id, h.slug, h.updated_at AS lastmod FROM help_articles h
    WHERE h.world = ?1 AND ${LIVE_ARTICLE} AND h.id >= ?2 AND h.id < ?3 ORDER BY h.id LIMIT ?4`,
};

/** Where each sitemap file of each kind starts, per world (one read of every listed row). */
export async function sitemapStarts(db: D1Database, size: number): Promise<Record<string, SitemapStarts>> {
  const results = await db.batch<{ world: string; id: number }>(SITEMAP_ROW_KINDS.map((kind) => db.prepare(STARTS_SQL[kind]).bind(size)));
  const worlds: Record<string, SitemapStarts> = {};
  SITEMAP_ROW_KINDS.forEach((kind, i) => {
    for (const row of results[i]?.results ?? []) {
      const starts = (worlds[row.world] ??= { materials: [], authors: [], posts: [], helpArticles: [] });
      starts[kind].push(row.id);
    }
  });
  return worlds;
}

/** Every published content page (a screen of the route table per world). */
export async function publishedContentPages(db: D1Database): Promise<SitemapContentPage[]> {
  const { results } = await db
    .prepare(
      `SELECT world, page_key AS pageKey, published_at AS lastmod FROM content_pages
       WHERE published_revision_id IS NOT NULL ORDER BY world, page_key`,
    )
    .all<SitemapContentPage>();
  return results;
}

/** One page of rows and where the next page starts (null: the range is done). */
export async function sitemapRows(
  db: D1Database,
  query: { world: string; kind: SitemapRowKind; from: number; to: number; limit: number },
): Promise<{ rows: SitemapRow[]; next: number | null }> {
  const { results } = await db
    .prepare(ROWS_SQL[query.kind])
    .bind(query.world, query.from, query.to, query.limit)
    .all<SitemapRow & { listed?: number }>();
  const last = results.at(-1);
  return {
    rows: results.filter((row) => row.listed !== 0).map(({ id, slug, lastmod }) => ({ id, slug, lastmod })),
    next: results.length === query.limit && last ? last.id + 1 : null,
  };
}
