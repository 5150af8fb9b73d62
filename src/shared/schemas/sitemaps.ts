import { z } from 'zod';

/** The most URLs one sitemap file may hold (sitemaps.org); docs/search-engines.md. */
export const SITEMAP_URL_LIMIT = 50_000;

/** The most rows one `v3/sitemaps/rows` call answers: a sitemap file is several such pages. */
export const SITEMAP_PAGE_LIMIT = 10_000;

/** The kinds of rows the origin walks by id; landings and content pages need no paging. */
export const SITEMAP_ROW_KINDS = ['materials', 'authors', 'posts', 'helpArticles'] as const;
export type SitemapRowKind = (typeof SITEMAP_ROW_KINDS)[number];

const size = z.coerce.number().int().min(1).max(SITEMAP_URL_LIMIT);
const id = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** `GET v3/sitemaps/plan?size=`: where each sitemap file of each world starts. */
export const sitemapPlanQuerySchema = z.object({ size: size.default(SITEMAP_URL_LIMIT) }).strict();

/** `GET v3/sitemaps/rows`: one page of a kind's rows of a world, ids in [from, to). */
export const sitemapRowsQuerySchema = z
  .object({
    kind: z.enum(SITEMAP_ROW_KINDS),
    from: id,
    to: id.optional(),
    limit: z.coerce.number().int().min(1).max(SITEMAP_PAGE_LIMIT).default(SITEMAP_PAGE_LIMIT),
  })
  .strict();

/** A world's first id of every file, per kind (an empty list: nothing of that kind in the world). */
export type SitemapStarts = Record<SitemapRowKind, number[]>;

export interface SitemapContentPage {
  world: string;
  pageKey: string;
  lastmod: string | null;
}

export interface SitemapPlan {
  size: number;
  /** Only worlds with at least one row of some kind. */
  worlds: Record<string, SitemapStarts>;
  /** Every published content page of every world (a few per world: no paging). */
  contentPages: SitemapContentPage[];
}

export interface SitemapRow {
  id: number;
  slug: string;
  lastmod: string | null;
}
