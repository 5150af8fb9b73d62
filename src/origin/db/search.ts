/**
 * Search over materials_fts (migrations/0005_search.sql, ranking in docs/search.md).
 *
 * The statements are built by pure functions (no D1 here) so that bench/search.mjs runs exactly
 * the SQL the API runs, with node:sqlite.
 */
import type { World } from '../../shared/worlds';
import { WORLDS, worldLanguage } from '../../shared/worlds';
import type { SearchAuthor, SearchFacet, SearchFacetCounts, SearchResponse, SearchSort, SearchSuggestResponse } from '../../shared/schemas/search';
import { SEARCH_FACETS } from '../../shared/schemas/search';
import { DEFAULT_AUTHOR_NAME } from '../../shared/constants';
import { Binds, searchMatchSql, searchTerms, textMatchSql, type SearchFilters } from '../domain/search-query';
import { materialStems } from '../domain/word-forms';
import { MATERIAL_COLUMNS, toMaterial, type MaterialRow } from './material-row';
import type { SearchRanking } from '../../shared/schemas/experiments';

/**
 * How many matches, in popularity order, a search ranks, sorts, counts and pages through: the
 * first K of all matches plus the first K whose title matches (docs/search.md).
 */
export const SEARCH_CANDIDATE_LIMIT = 500;
/** How many title matches (in popularity order) join the candidates for the title-hit boost. */
const TITLE_CANDIDATE_LIMIT = 200;
/** Rows a suggestion query reads before titles are de-duplicated. */
const SUGGEST_SCAN_LIMIT = 40;

/** Position of a world in the search key (the CASE in 0005_search.sql: WORLDS order, from 1). */
export function searchWorldIndex(world: World): number {
  return WORLDS.indexOf(world) + 1;
}

/** rowid bounds of one world in materials_fts, as SQL over the bound world index. */
const WORLD_RANGE = (rowid: string, param?: string) =>
  param === undefined
    ? `rowid >= (${rowid} << 58) AND rowid < ((${rowid} + 1) << 58)`
    : `${rowid} >= (${param} << 58) AND ${rowid} < ((${param} + 1) << 58)`;
const ID_OF_KEY = (key: string) => `(${key} & 4294967295)`;

const ORDER_BY: Record<SearchSort, string> = {
  relevance: 'c.score DESC, c.k DESC',
  newest: 'c.created_at DESC, c.id DESC',
  price_asc: 'c.effective_price ASC, c.k DESC',
  price_desc: 'c.effective_price DESC, c.k DESC',
  rating: 'c.rating_avg DESC, c.rating_count DESC, c.k DESC',
  bestseller: 'c.sales_count DESC, c.k DESC',
};

const GRADE_LEVELS = `'[${Array.from({ length: 14 }, (_, level) => level).join(',')}]'`;

/** Counts of one value column over the candidates `c`, as a JSON object value → count. */
const countsBy = (value: string) => `(SELECT json_group_object(v, n) FROM (SELECT CAST(${value} AS TEXT) AS v, COUNT(*) AS n FROM c GROUP BY 1))`;

/**
 * One facet's counts over the candidate set `c`, as a JSON object value → count (zeros are
 * dropped when parsed). No compound SELECTs: D1 allows only a few terms in one.
 */
const FACET_SQL: Record<SearchFacet, string> = {
  school_type: countsBy('c.school_type'),
  grade: `(SELECT json_group_object(v, n) FROM (SELECT CAST(g.value AS TEXT) AS v, COUNT(*) AS n FROM c
    JOIN json_each(${GRADE_LEVELS}) g ON g.value BETWEEN c.grade_from AND c.grade_to GROUP BY g.value))`,
  subject: countsBy('c.subject_id'),
  material_type: countsBy('c.material_type'),
  price: `(SELECT json_object('free', COALESCE(SUM(c.price = 0), 0), 'paid', COALESCE(SUM(c.price > 0), 0),
    'on_sale', COALESCE(SUM(c.sale_price IS NOT NULL), 0)) FROM c)`,
  language: countsBy(`CASE WHEN c.language = '' THEN 'none' ELSE c.language END`),
  bundle: countsBy('c.is_bundle'),
  interactive: countsBy(`CASE WHEN c.interactive_id IS NULL THEN 0 ELSE 1 END`),
};

export interface SearchOptions extends SearchFilters {
  world: World;
  q: string;
  page: number;
  limit: number;
  sort?: SearchSort | undefined;
  /** Facets to count; default all. */
  facets?: readonly SearchFacet[] | undefined;
  /** How `relevance` scores (docs/search.md, "Ranking v3"); default v2. */
  ranking?: SearchRanking | undefined;
}

export interface Statement {
  sql: string;
  binds: (string | number)[];
}

/**
 * Relevance v3 (docs/search.md, "Ranking v3"): text relevance blended with the material's own
 * signals instead of the one popularity number: 0.45 × title hit + 0.25 × rating (a Bayesian
 * average: five imagined ratings of 3.5 pull few ratings to the middle) + 0.2 × sales / (sales + 25)
 * + 0.1 × recency (1 / (1 + age in days / 180)). Every part is in [0, 1].
 */
function scoreV3(titleHit: string): string {
  return `0.45 * ${titleHit}
      + 0.25 * ((COALESCE(m.rating_sum, 0) + 17.5) / (COALESCE(m.rating_count, 0) + 5.0) / 5.0)
      + 0.2 * (MAX(m.sales_count, 0) / (MAX(m.sales_count, 0) + 25.0))
      + 0.1 * (1.0 / (1.0 + MAX(julianday('now') - julianday(m.created_at), 0) / 180.0))`;
}

/**
 * The one statement a search runs. Candidates: the first K matches of the whole query (words as
 * typed or by word form) in descending search_key (= popularity within the world) and, with typed
 * words, the first 200 whose title holds every word as typed. Relevance blends a title hit with
 * popularity: score = 0.5 × title hit + popularity / (popularity + 20), so a title with the words
 * as typed ranks above one that has them only by word form (docs/search.md, "Word forms"). The
 * candidates are sorted, counted (total, facets) and paged inside SQLite; the result has one row per item on the page, or one
 * row with NULL item columns when the page is empty, each carrying total, window and facets.
 */
export function searchStatement(options: SearchOptions): Statement {
  const binds = new Binds();
  const { match, titleMatch, conditions } = searchMatchSql(options.q, options, binds, worldLanguage(options.world), options.world);
  const world = binds.add(searchWorldIndex(options.world));
  const k = SEARCH_CANDIDATE_LIMIT;
  // Broad filters are checked on the row while FTS5 reads in key order, before the LIMIT.
  const window = (name: string, matchSql: string, limit: number) =>
    conditions.length === 0
      ? `${name} AS MATERIALIZED (SELECT rowid AS k FROM materials_fts WHERE materials_fts MATCH (SELECT ${matchSql} FROM qm) AND ${WORLD_RANGE(world)} ORDER BY rowid DESC LIMIT ${limit})`
      : `${name} AS MATERIALIZED (SELECT f.rowid AS k FROM materials_fts f JOIN materials m ON m.id = ${ID_OF_KEY('f.rowid')}
    WHERE f.materials_fts MATCH (SELECT ${matchSql} FROM qm) AND ${WORLD_RANGE('f.rowid', world)} AND ${conditions.join(' AND ')}
    ORDER BY f.rowid DESC LIMIT ${limit})`;
  let union = 'SELECT k FROM a';
  let titleHit = '0';
  let titleCte = '';
  if (titleMatch) {
    titleCte = `,\n${window('t', 'title_text', TITLE_CANDIDATE_LIMIT)}`;
    union = 'SELECT k FROM a UNION SELECT k FROM t';
    titleHit = '(u.k IN (SELECT k FROM t))';
  }
  const facets = options.facets ?? SEARCH_FACETS;
  const facetJson = facets.length > 0 ? `json_object(${facets.map((f) => `'${f}', json(${FACET_SQL[f]})`).join(',\n    ')})` : `'{}'`;
  const limit = binds.add(options.limit);
  const offset = binds.add((options.page - 1) * options.limit);
  const sql = `
WITH qm AS (SELECT ${match} AS match_text${titleMatch ? `, ${titleMatch} AS title_text` : ''}),
${window('a', 'match_text', k)}${titleCte},
c AS MATERIALIZED (
  SELECT u.k, m.id, m.school_type, m.subject_id, m.material_type, m.grade_from, m.grade_to, m.price, m.sale_price,
    m.language, m.is_bundle, m.interactive_id, m.created_at, m.rating_count, m.sales_count,
    COALESCE(m.sale_price, m.price) AS effective_price,
    CASE WHEN m.rating_count > 0 THEN CAST(m.rating_sum AS REAL) / m.rating_count ELSE 0 END AS rating_avg,
    ${options.ranking === 'v3' ? scoreV3(titleHit) : `0.5 * ${titleHit} + MAX(m.popularity, 0) / (MAX(m.popularity, 0) + 20.0)`} AS score
  FROM (${union}) u JOIN materials m ON m.id = ${ID_OF_KEY('u.k')}
),
head AS (
  SELECT (SELECT COUNT(*) FROM c) AS total, (SELECT COUNT(*) FROM a) AS window,
    ${facetJson} AS facets
),
page AS (
  SELECT c.id, ROW_NUMBER() OVER (ORDER BY ${ORDER_BY[options.sort ?? 'relevance']}) AS pos FROM c
  ORDER BY pos LIMIT ${limit} OFFSET ${offset}
)
SELECT head.total AS search_total, head.window AS search_window, head.facets AS search_facets, p.pos AS search_pos, ${MATERIAL_COLUMNS}
FROM head
LEFT JOIN page p ON 1
LEFT JOIN materials m ON m.id = p.id
LEFT JOIN subjects s ON s.id = m.subject_id
LEFT JOIN users u ON u.id = m.author_id
ORDER BY p.pos`;
  return { sql, binds: binds.values };
}

/** Title suggestions: the most popular live titles of the world whose words start with what was typed. */
export function suggestStatement(world: World, q: string): Statement | null {
  const binds = new Binds();
  const match = textMatchSql(searchTerms(q), binds, true);
  if (!match) return null;
  const w = binds.add(searchWorldIndex(world));
  return {
    sql: `SELECT m.id, m.slug, m.title FROM (
  SELECT rowid AS k FROM materials_fts WHERE materials_fts MATCH (${match}) AND ${WORLD_RANGE(w)} ORDER BY rowid DESC LIMIT ${SUGGEST_SCAN_LIMIT}
) h JOIN materials m ON m.id = ${ID_OF_KEY('h.k')}
ORDER BY h.k DESC`,
    binds: binds.values,
  };
}

export type SearchRow = { search_total: number; search_window: number; search_facets: string | null; search_pos: number | null } & (
  | MaterialRow
  | { [K in keyof MaterialRow]: null }
);

/** Facet counts from the statement's JSON, each facet's values by count, then value; no zeros. */
export function parseFacets(json: string | null, facets: readonly SearchFacet[]): SearchFacetCounts[] {
  const counts = (json ? JSON.parse(json) : {}) as Partial<Record<SearchFacet, Record<string, number> | null>>;
  return facets.map((key) => ({
    key,
    values: Object.entries(counts[key] ?? {})
      .filter(([, count]) => count > 0)
      .map(([value, count]) => ({ value, count }))
      .sort((x, y) => y.count - x.count || x.value.localeCompare(y.value, 'en', { numeric: true })),
  }));
}

/** Turns the statement's rows into the API answer. */
function searchResult(rows: readonly SearchRow[], options: SearchOptions): Omit<SearchResponse, 'authors'> {
  const head = rows[0];
  const items = rows.filter((r): r is SearchRow & MaterialRow => r.search_pos !== null && r.id !== null);
  return {
    items: items.map((row) => toMaterial(row, DEFAULT_AUTHOR_NAME)),
    total: head?.search_total ?? 0,
    page: options.page,
    limit: options.limit,
    sort: options.sort ?? 'relevance',
    exact: (head?.search_window ?? 0) < SEARCH_CANDIDATE_LIMIT,
    facets: parseFacets(head?.search_facets ?? null, options.facets ?? SEARCH_FACETS),
  };
}

export async function searchMaterials(db: D1Database, options: SearchOptions): Promise<SearchResponse> {
  const { sql, binds } = searchStatement(options);
  const authors = authorNameStatement(db, options.world, options.q ?? '');
  const [materials, named] = await Promise.all([db.prepare(sql).bind(...binds).all<SearchRow>(), authors ? authors.all<AuthorRow>() : null]);
  return { ...searchResult(materials.results, options), authors: (named?.results ?? []).map(toSearchAuthor) };
}

interface AuthorRow {
  id: number;
  slug: string;
  public_name: string;
  image_path: string | null;
  total_materials: number;
}

function toSearchAuthor(row: AuthorRow): SearchAuthor {
  return { id: row.id, slug: row.slug, publicName: row.public_name, imagePath: row.image_path, totalMaterials: row.total_materials };
}

/** Words of an author name query: at most this many, each at least two characters. */
const AUTHOR_NAME_WORDS = 4;
const AUTHOR_MATCHES = 3;

/**
 * Public sellers of the world with live materials whose public name holds every typed word
 * (`LIKE`, so ASCII letters match in any case and other letters as typed), best followed first;
 * null when the query has no usable word (docs/search.md, "Authors by name").
 */
function authorNameStatement(db: D1Database, world: World, q: string): D1PreparedStatement | null {
  const words = q.split(/\s+/).filter((w) => w.length >= 2);
  if (words.length === 0 || words.length > AUTHOR_NAME_WORDS) return null;
  const likes = words.map((_, i) => `public_name LIKE ?${i + 3} ESCAPE '\\'`).join(' AND ');
  return db
    .prepare(
      `SELECT id, slug, public_name, image_path, total_materials FROM users
       WHERE world = ?1 AND is_seller = 1 AND private_profile = 0 AND total_materials > 0 AND ${likes}
       ORDER BY followers_number DESC, total_materials DESC, id LIMIT ?2`,
    )
    .bind(world, AUTHOR_MATCHES, ...words.map((w) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
}

/** Distinct titles of the suggestion rows, at most `limit`. */
export function distinctSuggestions(rows: readonly { id: number; slug: string; title: string }[], limit: number): SearchSuggestResponse['suggestions'] {
  const seen = new Set<string>();
  const out: SearchSuggestResponse['suggestions'] = [];
  for (const row of rows) {
    const key = row.title.trim().toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ id: row.id, slug: row.slug, title: row.title });
    if (out.length >= limit) break;
  }
  return out;
}

export async function suggestTitles(db: D1Database, world: World, q: string, limit: number): Promise<SearchSuggestResponse> {
  const statement = suggestStatement(world, q);
  if (!statement) return { suggestions: [] };
  const { results } = await db
    .prepare(statement.sql)
    .bind(...statement.binds)
    .all<{ id: number; slug: string; title: string }>();
  return { suggestions: distinctSuggestions(results, limit) };
}

/**
 * Rebuilds the prefix dictionaries (search_terms, search_stem_terms) from the index: run after
 * bulk loads such as the seed and on a schedule. Reads the whole index (twice: seconds at a
 * million materials).
 */
export const SEARCH_TERMS_REFRESH: readonly string[] = [
  'DELETE FROM search_terms',
  `INSERT INTO search_terms (term, docs)
  SELECT term, MAX(doc) FROM materials_fts_vocab WHERE col IN ('search_title', 'search_body') GROUP BY term`,
  'DELETE FROM search_stem_terms',
  `INSERT INTO search_stem_terms (term, docs)
  SELECT term, MAX(doc) FROM materials_fts_vocab WHERE col IN ('search_title_stems', 'search_body_stems') GROUP BY term`,
];

/**
 * Runs SEARCH_TERMS_REFRESH in one batch (one transaction, so searches never see an empty list)
 * and returns how many terms the list holds afterwards.
 */
export async function refreshSearchTerms(db: D1Database): Promise<number> {
  const statements = [...SEARCH_TERMS_REFRESH.map((sql) => db.prepare(sql)), db.prepare('SELECT COUNT(*) AS n FROM search_terms')];
  const results = await db.batch<{ n: number }>(statements);
  return results[results.length - 1]?.results[0]?.n ?? 0;
}

/** Rows one backfill batch reads and writes (one D1 batch of updates). */
const STEMS_BACKFILL_BATCH = 250;

/**
 * Writes the stems of materials that have none yet (stems_title IS NULL: rows from before
 * migration 0017), lowest id first, at most `limit` rows; returns how many were written
 * (docs/search.md, "Word forms"). An update only lands while the row still has no stems, so an
 * edit that wrote newer stems meanwhile is never overwritten.
 */
export async function backfillStems(db: D1Database, limit: number): Promise<number> {
  let written = 0;
  while (written < limit) {
    const { results } = await db
      .prepare('SELECT id, world, title, description FROM materials WHERE stems_title IS NULL ORDER BY id LIMIT ?')
      .bind(Math.min(STEMS_BACKFILL_BATCH, limit - written))
      .all<{ id: number; world: string; title: string; description: string }>();
    if (results.length === 0) break;
    const update = db.prepare('UPDATE materials SET stems_title = ?, stems_body = ? WHERE id = ? AND stems_title IS NULL');
    await db.batch(
      results.map((row) => {
        const stems = materialStems(row.world, row.title, row.description);
        return update.bind(stems.title, stems.body, row.id);
      }),
    );
    written += results.length;
    if (results.length < STEMS_BACKFILL_BATCH) break;
  }
  return written;
}
