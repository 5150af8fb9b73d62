/**
 * What a visitor typed, turned into a safe FTS5 query over materials_fts (migrations/0005_search.sql).
 * Every word becomes a quoted term, all words must match; quotes, operators and column filters
 * typed by the visitor are plain text. Facet filters become tokens of the search_tags column,
 * which typed words never reach. With a world, each word also matches by its stem in the stems
 * columns (migrations/0017_search_stems.sql, docs/search.md "Word forms").
 */

import { foldedWords, queryStem } from './word-forms';

export { foldSearchText } from './word-forms';

/** At most this many words of a query are used. */
export const MAX_QUERY_TERMS = 8;

/** The words of a query, folded; at most MAX_QUERY_TERMS. */
export function searchTerms(input: string): string[] {
  return foldedWords(input).slice(0, MAX_QUERY_TERMS);
}

/** Most dictionary words one typed prefix expands to (the most frequent ones). */
const PREFIX_EXPANSION_LIMIT = 32;

/** Collects bound values and names them ?1, ?2 … in order. */
export class Binds {
  readonly values: (string | number)[] = [];
  add(value: string | number): string {
    this.values.push(value);
    return `?${this.values.length}`;
  }
}

/**
 * SQL (a string expression): `word` OR the dictionary words of `table` it begins (most frequent
 * first), so that FTS5 merges a few doclists lazily instead of collecting every doclist of the
 * prefix in full; when the dictionary knows no word with that prefix, the FTS5 prefix query.
 */
function expansionSql(word: string, binds: Binds, table: 'search_terms' | 'search_stem_terms'): string {
  const w = binds.add(word);
  const hi = binds.add(`${word}\u{10FFFF}`);
  return `(SELECT CASE WHEN COUNT(*) = 0 THEN '"' || ${w} || '"*'
    ELSE '("' || ${w} || '"' || COALESCE(' OR ' || group_concat(CASE WHEN term <> ${w} THEN '"' || term || '"' END, ' OR '), '') || ')' END
    FROM (SELECT term FROM ${table} WHERE term >= ${w} AND term < ${hi} ORDER BY docs DESC LIMIT ${PREFIX_EXPANSION_LIMIT}))`;
}

/**
 * SQL (a string expression) for one typed word as FTS5 query text. One or two letters: the
 * word exactly (one) or the prefix (two, three: served by the index's prefix indexes). Four
 * and more: the word itself OR the dictionary words it begins (search_terms, see expansionSql).
 */
export function wordSql(word: string, binds: Binds): string {
  if (word.length === 1) return binds.add(`"${word}"`);
  if (word.length <= 3) return binds.add(`"${word}"*`);
  return expansionSql(word, binds, 'search_terms');
}

/**
 * SQL (a string expression) for a stem as FTS5 query text over the stems columns: a stem of
 * four letters or more is a prefix (the stems it begins, from search_stem_terms), so that a
 * German word finds the compounds it starts ("bruch" → "bruchrechn"); a shorter stem only itself.
 */
export function stemSql(stem: string, binds: Binds): string {
  if (stem.length < 4) return binds.add(`"${stem}"`);
  return expansionSql(stem, binds, 'search_stem_terms');
}

/**
 * SQL for typed words against titles and descriptions (or titles only), all required; null for
 * none. With `world` (a world that has a stemmer), each word of four letters or more matches as
 * typed OR by its stem in the stems columns (of the title only, or of title and description).
 */
export function textMatchSql(words: readonly string[], binds: Binds, titleOnly = false, world = ''): string | null {
  if (words.length === 0) return null;
  const columns = titleOnly ? '{search_title}' : '{search_title search_body}';
  const stems = words.map((w) => (world ? queryStem(world, w) : null));
  if (stems.every((s) => s === null)) {
    return `'${columns} : (' || ${words.map((w) => wordSql(w, binds)).join(` || ' AND ' || `)} || ')'`;
  }
  const stemColumns = titleOnly ? '{search_title_stems}' : '{search_title_stems search_body_stems}';
  const parts = words.map((w, i) => {
    const exact = `'${columns} : (' || ${wordSql(w, binds)} || ')'`;
    const stem = stems[i];
    return stem ? `'(' || ${exact} || ' OR ${stemColumns} : (' || ${stemSql(stem, binds)} || '))'` : exact;
  });
  return parts.join(` || ' AND ' || `);
}

/** Facet filters of a search, as search_tags tokens (values are validated by the query schema). */
export interface SearchFilters {
  school_type?: string | undefined;
  grade?: number | undefined;
  subject?: number | undefined;
  material_type?: string | undefined;
  price?: 'free' | 'paid' | 'on_sale' | undefined;
  language?: string | undefined;
  bundle?: '0' | '1' | undefined;
  interactive?: '0' | '1' | undefined;
}

const token = (prefix: string, value: string | number) => `${prefix}${String(value).replace(/[^a-z0-9]/g, '')}`;
const PRICE_TOKEN = { free: 'zpfree', paid: 'zppaid', on_sale: 'zpsale' } as const;

export function filterTokens(filters: SearchFilters): string[] {
  const tokens: string[] = [];
  if (filters.school_type !== undefined) tokens.push(token('zs', filters.school_type));
  if (filters.grade !== undefined) tokens.push(token('zg', filters.grade));
  if (filters.subject !== undefined) tokens.push(token('zj', filters.subject));
  if (filters.material_type !== undefined) tokens.push(token('zt', filters.material_type));
  if (filters.price !== undefined) tokens.push(PRICE_TOKEN[filters.price]);
  if (filters.language !== undefined) tokens.push(token('zl', filters.language));
  if (filters.bundle !== undefined) tokens.push(`zb${filters.bundle}`);
  if (filters.interactive !== undefined) tokens.push(`zi${filters.interactive}`);
  return tokens;
}

/**
 * Filters that hold for most materials (paid, not a bundle, not interactive, the world's own
 * language) are checked on the materials row instead of intersecting with a doclist of nearly
 * every document: FTS5 would seek in that huge doclist for every match of the rest of the query.
 * Everything else stays a search_tags token. Returns the remaining filters and the SQL
 * conditions over `m` (values bound).
 */
export function splitFilters(filters: SearchFilters, worldLanguage: string, binds: Binds): { tokens: string[]; conditions: string[] } {
  const rest: SearchFilters = { ...filters };
  const conditions: string[] = [];
  if (rest.price === 'paid') {
    conditions.push('m.price > 0');
    delete rest.price;
  }
  if (rest.bundle === '0') {
    conditions.push('m.is_bundle = 0');
    delete rest.bundle;
  }
  if (rest.interactive === '0') {
    conditions.push('m.interactive_id IS NULL');
    delete rest.interactive;
  }
  if (rest.language !== undefined && rest.language === worldLanguage) {
    conditions.push(`m.language = ${binds.add(rest.language)}`);
    delete rest.language;
  }
  return { tokens: filterTokens(rest), conditions };
}

/**
 * SQL for the whole MATCH text: typed words (as typed or, with `world`, by their stems) AND the
 * selective filter tokens; with neither, every live material (`zall`). Also the typed words as
 * typed, restricted to titles (for the title-hit ranking), null without words; and the broad
 * filters as SQL conditions over `m` (see splitFilters).
 */
export function searchMatchSql(
  q: string,
  filters: SearchFilters,
  binds: Binds,
  worldLanguage = '',
  world = '',
): { match: string; titleMatch: string | null; conditions: string[] } {
  const words = searchTerms(q);
  const { tokens, conditions } = splitFilters(filters, worldLanguage, binds);
  const tags = tokens.length > 0 ? binds.add(`search_tags : (${tokens.join(' AND ')})`) : null;
  const text = textMatchSql(words, binds, false, world);
  if (!text) return { match: tags ?? binds.add('search_tags : zall'), titleMatch: null, conditions };
  // The title query repeats the word expressions; SQLite evaluates each once per statement. It
  // has no word forms: a title hit means the words as typed (docs/search.md, "Word forms").
  const title = textMatchSql(words, binds, true) as string;
  const join = (a: string) => (tags ? `'(' || ${a} || ') AND ' || ${tags}` : a);
  return { match: join(text), titleMatch: join(title), conditions };
}
