/**
 * What a visitor typed, turned into a safe FTS5 query over materials_fts (migrations/0005_search.sql).
 * Every word becomes a quoted term, all words must match; quotes, operators and column filters
 * typed by the visitor are plain text. Facet filters become tokens of the search_tags column,
 * which typed words never reach.
 */

/** At most this many words of a query are used. */
export const MAX_QUERY_TERMS = 8;

/**
 * Folds text the way the index does: lower case, diacritics removed (Latin accents, umlauts,
 * ñ, Greek tonos and dialytika), ß → ss, final sigma → σ. The index folds Latin diacritics in its
 * tokenizer and Greek tonos and ß in the generated columns; this does the same for the query.
 */
export function foldSearchText(input: string): string {
  return input
    .normalize('NFKC')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/ς/g, 'σ')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .normalize('NFC');
}

/** The words of a query, folded; at most MAX_QUERY_TERMS. */
export function searchTerms(input: string): string[] {
  return foldSearchText(input)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, MAX_QUERY_TERMS);
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
 * SQL (a string expression) for one typed word as FTS5 query text. One or two letters: the
 * word exactly (one) or the prefix (two, three: served by the index's prefix indexes). Four
 * and more: the word itself OR the dictionary words it begins (search_terms, most frequent
 * first), so that FTS5 merges a few doclists lazily instead of collecting every doclist of the
 * prefix in full; when the dictionary knows no word with that prefix, the FTS5 prefix query.
 */
export function wordSql(word: string, binds: Binds): string {
  if (word.length === 1) return binds.add(`"${word}"`);
  if (word.length <= 3) return binds.add(`"${word}"*`);
  const w = binds.add(word);
  const hi = binds.add(`${word}\u{10FFFF}`);
  return `(SELECT CASE WHEN COUNT(*) = 0 THEN '"' || ${w} || '"*'
    ELSE '("' || ${w} || '"' || COALESCE(' OR ' || group_concat(CASE WHEN term <> ${w} THEN '"' || term || '"' END, ' OR '), '') || ')' END
    FROM (SELECT term FROM search_terms WHERE term >= ${w} AND term < ${hi} ORDER BY docs DESC LIMIT ${PREFIX_EXPANSION_LIMIT}))`;
}

/** SQL for typed words against titles and descriptions (or titles only), all required; null for none. */
export function textMatchSql(words: readonly string[], binds: Binds, titleOnly = false): string | null {
  if (words.length === 0) return null;
  const columns = titleOnly ? '{search_title}' : '{search_title search_body}';
  return `'${columns} : (' || ${words.map((w) => wordSql(w, binds)).join(` || ' AND ' || `)} || ')'`;
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
 * SQL for the whole MATCH text: typed words AND the selective filter tokens; with neither, every
 * live material (`zall`). Also the same restricted to titles (for the title-hit ranking), null
 * without words; and the broad filters as SQL conditions over `m` (see splitFilters).
 */
export function searchMatchSql(
  q: string,
  filters: SearchFilters,
  binds: Binds,
  worldLanguage = '',
): { match: string; titleMatch: string | null; conditions: string[] } {
  const words = searchTerms(q);
  const { tokens, conditions } = splitFilters(filters, worldLanguage, binds);
  const tags = tokens.length > 0 ? binds.add(`search_tags : (${tokens.join(' AND ')})`) : null;
  const text = textMatchSql(words, binds);
  if (!text) return { match: tags ?? binds.add('search_tags : zall'), titleMatch: null, conditions };
  // The title query repeats the word expressions; SQLite evaluates each once per statement.
  const title = textMatchSql(words, binds, true) as string;
  const join = (a: string) => (tags ? `'(' || ${a} || ') AND ' || ${tags}` : a);
  return { match: join(text), titleMatch: join(title), conditions };
}
