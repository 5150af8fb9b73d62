import { describe, expect, it } from 'vitest';
import { Binds, filterTokens, foldSearchText, searchMatchSql, searchTerms, splitFilters, textMatchSql, wordSql, MAX_QUERY_TERMS } from '../../../src/origin/domain/search-query';
import { searchStatement, searchWorldIndex, suggestStatement, parseFacets, distinctSuggestions } from '../../../src/origin/db/search';
import { searchQuerySchema, searchSuggestQuerySchema, SEARCH_FACETS } from '../../../src/shared/schemas/search';

/** Highest ?N placeholder in a statement. */
const maxParam = (sql: string) => Math.max(0, ...[...sql.matchAll(/\?(\d+)/g)].map((m) => Number(m[1])));

describe('search text folding', () => {
  it('folds case and diacritics of the main worlds like the index does', () => {
    expect(foldSearchText('Übungen GRÖSSE Straße')).toBe('ubungen grosse strasse');
    expect(foldSearchText('Élève à l’école')).toBe('eleve a l’ecole');
    expect(foldSearchText('ΑΣΚΉΣΕΙΣ ασκήσεις λύσεις')).toBe('ασκησεισ ασκησεισ λυσεισ');
    expect(foldSearchText('attività città')).toBe('attivita citta');
    expect(foldSearchText('niño NIÑO')).toBe('nino nino');
    expect(foldSearchText('ﬁche')).toBe('fiche');
  });

  it('splits words on anything but letters and digits and keeps at most eight', () => {
    expect(searchTerms('"AND OR NEAR( title:*')).toEqual(['and', 'or', 'near', 'title']);
    expect(searchTerms('Klasse 5–6: Brüche')).toEqual(['klasse', '5', '6', 'bruche']);
    expect(searchTerms('a b c d e f g h i j')).toHaveLength(MAX_QUERY_TERMS);
    expect(searchTerms('  ;;; ')).toEqual([]);
  });
});

describe('search MATCH expressions', () => {
  it('binds every word and never puts typed text into the SQL', () => {
    const binds = new Binds();
    const sql = textMatchSql(["x'); DROP TABLE materials; --", 'bruchrechnung'], binds) ?? '';
    expect(sql).not.toContain('DROP');
    expect(sql).not.toContain('bruchrechnung');
    expect(binds.values).toContain('bruchrechnung');
    expect(maxParam(sql)).toBe(binds.values.length);
  });

  it('uses the exact word for one letter, the prefix index for two and three, the dictionary from four', () => {
    const binds = new Binds();
    expect(wordSql('a', binds)).toBe('?1');
    expect(wordSql('ma', binds)).toBe('?2');
    expect(binds.values).toEqual(['"a"', '"ma"*']);
    const long = wordSql('mathe', binds);
    expect(long).toContain('search_terms');
    expect(binds.values.slice(2)).toEqual(['mathe', 'mathe\u{10FFFF}']);
  });

  it('turns filters into search_tags tokens', () => {
    expect(
      filterTokens({ school_type: 'sek1-gym', grade: 5, subject: 101, material_type: 'lesson-plan', price: 'on_sale', language: 'none', bundle: '1', interactive: '0' }),
    ).toEqual(['zssek1gym', 'zg5', 'zj101', 'ztlessonplan', 'zpsale', 'zlnone', 'zb1', 'zi0']);
    expect(filterTokens({})).toEqual([]);
  });

  it('checks broad filters on the row and keeps selective ones as tokens', () => {
    const binds = new Binds();
    const split = splitFilters({ price: 'paid', bundle: '0', interactive: '0', language: 'de', school_type: 'kita' }, 'de', binds);
    expect(split.tokens).toEqual(['zskita']);
    expect(split.conditions).toEqual(['m.price > 0', 'm.is_bundle = 0', 'm.interactive_id IS NULL', 'm.language = ?1']);
    expect(binds.values).toEqual(['de']);
    const narrow = splitFilters({ price: 'free', bundle: '1', interactive: '1', language: 'ca' }, 'es', new Binds());
    expect(narrow).toEqual({ tokens: ['zpfree', 'zlca', 'zb1', 'zi1'], conditions: [] });
  });

  it('matches every live material of the world without words or filters', () => {
    const binds = new Binds();
    const { match, titleMatch } = searchMatchSql('  ', {}, binds);
    expect(match).toBe('?1');
    expect(binds.values).toEqual(['search_tags : zall']);
    expect(titleMatch).toBeNull();
  });
});

describe('search statements', () => {
  it('puts worlds in the order of the search key', () => {
    expect(searchWorldIndex('de')).toBe(1);
    expect(searchWorldIndex('it')).toBe(5);
    expect(searchWorldIndex('ua')).toBe(27);
  });

  it('binds exactly the parameters it uses, for every option', () => {
    const statements = [
      searchStatement({ world: 'de', q: '', page: 1, limit: 24 }),
      searchStatement({ world: 'fr', q: 'élève fractions', page: 3, limit: 48, sort: 'price_desc', school_type: 'grundschule', price: 'free' }),
      searchStatement({ world: 'gr', q: 'α', page: 1, limit: 1, sort: 'newest', facets: [] }),
    ];
    for (const { sql, binds } of statements) {
      expect(maxParam(sql)).toBe(binds.length);
      expect(sql).not.toMatch(/UNION ALL/);
    }
    const paged = statements[1];
    expect(paged?.binds.slice(-2)).toEqual([48, 96]);
    expect(suggestStatement('de', '')).toBeNull();
    const suggest = suggestStatement('de', 'Bruch');
    expect(suggest && maxParam(suggest.sql)).toBe(suggest?.binds.length);
  });

  it('parses facet JSON, drops zero counts and orders values', () => {
    const facets = parseFacets(JSON.stringify({ grade: { '10': 2, '2': 2, '1': 5 }, price: { free: 0, paid: 3, on_sale: 1 } }), ['grade', 'price', 'bundle']);
    expect(facets).toEqual([
      { key: 'grade', values: [{ value: '1', count: 5 }, { value: '2', count: 2 }, { value: '10', count: 2 }] },
      { key: 'price', values: [{ value: 'paid', count: 3 }, { value: 'on_sale', count: 1 }] },
      { key: 'bundle', values: [] },
    ]);
  });

  it('suggests distinct titles', () => {
    const rows = [
      { id: 1, slug: 'a', title: 'Brüche' },
      { id: 2, slug: 'b', title: 'brüche ' },
      { id: 3, slug: 'c', title: 'Bruchrechnung' },
    ];
    expect(distinctSuggestions(rows, 8).map((s) => s.id)).toEqual([1, 3]);
    expect(distinctSuggestions(rows, 1).map((s) => s.id)).toEqual([1]);
  });
});

describe('search query schema', () => {
  it('has defaults and accepts every facet filter', () => {
    expect(searchQuerySchema.parse({})).toMatchObject({ q: '', page: 1, limit: 24, sort: 'relevance' });
    const parsed = searchQuerySchema.parse({ facets: 'price, grade,price', grade: '0', bundle: '1', language: 'none' });
    expect(parsed.facets).toEqual(['price', 'grade']);
    expect(parsed.grade).toBe(0);
    expect(searchQuerySchema.parse({ facets: '' }).facets).toEqual([]);
    expect(SEARCH_FACETS).toHaveLength(8);
  });

  it('rejects what the API answers with 400', () => {
    for (const bad of [
      { page: '-1' },
      { page: '0' },
      { limit: '49' },
      { q: 'x'.repeat(10_000) },
      { sort: 'cheapest' },
      { facets: 'grade,colour' },
      { colour: 'red' },
      { grade: '14' },
      { price: 'cheap' },
      { bundle: 'true' },
      { language: 'Deutsch' },
    ]) {
      expect(searchQuerySchema.safeParse(bad).success, JSON.stringify(bad).slice(0, 60)).toBe(false);
    }
    expect(searchSuggestQuerySchema.safeParse({ q: 'x', limit: '9' }).success).toBe(false);
  });
});
