import { describe, expect, it } from 'vitest';
import { foldSearchText, hasStemmer, materialStems, queryStem, textStems, wordStem } from '../../../src/origin/domain/word-forms';
import { Binds, searchMatchSql, stemSql, textMatchSql } from '../../../src/origin/domain/search-query';
import { SEARCH_CANDIDATE_LIMIT, searchStatement } from '../../../src/origin/db/search';

/** The stem of a word in a world, folded first as texts and queries are. */
const stem = (world: string, word: string) => wordStem(world, foldSearchText(word));
/** The stem a typed word is also searched by. */
const typed = (world: string, word: string) => queryStem(world, foldSearchText(word));

describe('word forms: stems per main world', () => {
  it('de: Brüche and Bruch share a stem that begins Bruchrechnung and Bruchrechnen, which share theirs', () => {
    expect(stem('de', 'Brüche')).toBe('bruch');
    expect(stem('de', 'Bruch')).toBe('bruch');
    expect(typed('de', 'Brüche')).toBe('bruch');
    // A word that is its own stem is found by its prefix match already.
    expect(typed('de', 'Bruch')).toBeNull();
    expect(stem('de', 'Bruchrechnung')).toBe('bruchrechn');
    expect(stem('de', 'Bruchrechnen')).toBe('bruchrechn');
    expect(stem('de', 'Bruchrechnen')?.startsWith(stem('de', 'Brüche') ?? '-')).toBe(true);
    expect(stem('de', 'Arbeitsblätter')).toBe(stem('de', 'Arbeitsblatt'));
    expect(stem('de', 'Übungen')).toBe(stem('de', 'ubung'));
  });

  it('es: fracciones and fracción', () => {
    expect(stem('es', 'fracciones')).toBe('fraccion');
    expect(stem('es', 'fracción')).toBe('fraccion');
    expect(stem('es', 'fraccion')).toBe('fraccion');
  });

  it('fr: fractions and fraction', () => {
    expect(stem('fr', 'fractions')).toBe('fraction');
    expect(stem('fr', 'fraction')).toBe('fraction');
    expect(stem('fr', 'Mathématiques')).toBe(stem('fr', 'mathematiques'));
  });

  it('it: frazioni and frazione', () => {
    expect(stem('it', 'frazioni')).toBe('frazion');
    expect(stem('it', 'frazione')).toBe('frazion');
  });

  it('el (world gr): κλάσματα and κλάσμα, ασκήσεις and άσκηση, with or without tonos', () => {
    expect(stem('gr', 'κλάσματα')).toBe('κλασμ');
    expect(stem('gr', 'κλάσμα')).toBe('κλασμ');
    expect(typed('gr', 'κλάσματα')).toBe('κλασμ');
    expect(typed('gr', 'κλασμ')).toBeNull();
    expect(stem('gr', 'ΚΛΑΣΜΑΤΑ')).toBe('κλασμ');
    expect(stem('gr', 'ασκήσεις')).toBe(stem('gr', 'άσκηση'));
    expect(stem('gr', 'ασκησεις')).toBe(stem('gr', 'ασκήσεις'));
  });

  it('uses the stemmer of further worlds where there is one, and none elsewhere', () => {
    expect(hasStemmer('nl')).toBe(true);
    expect(stem('nl', 'breuken')).toBe(stem('nl', 'breuk'));
    expect(hasStemmer('pl')).toBe(false);
    expect(stem('pl', 'ułamki')).toBeNull();
    expect(typed('pl', 'ułamki')).toBeNull();
    expect(wordStem('jp', 'abc')).toBeNull();
    expect(materialStems('pl', 'Ułamki zwykłe', 'Karta pracy')).toEqual({ title: '', body: '' });
  });

  it('keeps a word the stemmer fails on as it is: the Bulgarian stemmer throws on "работен"', () => {
    expect(stem('bg', 'работен')).toBe('работен');
    expect(materialStems('bg', 'Работен лист: дроби', '').title).toContain('работен');
  });

  it('gives no stem to short typed words (they are prefixes already) and numbers', () => {
    expect(typed('de', 'Bau')).toBeNull();
    expect(typed('de', '2024')).toBeNull();
  });
});

describe('word forms of a material', () => {
  it('keeps each stem once, folded, and leaves the title’s stems out of the description’s', () => {
    const stems = materialStems('de', 'Bruchrechnen für Klasse 6: Brüche!', 'Brüche kürzen und erweitern, Bruchrechnung üben. 24 Seiten.');
    expect(stems.title.split(' ')).toEqual(['bruchrechn', 'klass', 'bruch']);
    expect(stems.body.split(' ')).toEqual(['kurz', 'erweit', 'uben', 'seit']);
    expect(textStems('de', 'Die Straße, die Strasse')).toEqual(['strass']);
  });

  it('turns every stem into one token of the index (letters and digits only)', () => {
    for (const world of ['de', 'es', 'fr', 'gr', 'it']) {
      const stems = materialStems(world, 'L’élève d’aujourd’hui – Ärger, niño, città, Άσκηση', 'ﬁche… 3D-Modell');
      for (const token of `${stems.title} ${stems.body}`.split(' ').filter(Boolean)) expect(token, world).toMatch(/^[\p{L}\p{N}]+$/u);
    }
  });
});

describe('word forms in the MATCH text', () => {
  it('matches a word as typed or by its stem in the stems columns of the same fields', () => {
    const binds = new Binds();
    const sql = textMatchSql(['bruche'], binds, false, 'de') ?? '';
    expect(sql).toContain('{search_title search_body}');
    expect(sql).toContain('{search_title_stems search_body_stems}');
    expect(sql).toContain('search_stem_terms');
    expect(binds.values).toContain('bruch');
    const title = textMatchSql(['bruche'], new Binds(), true, 'de') ?? '';
    expect(title).toContain('{search_title_stems}');
    expect(title).not.toContain('search_body');
  });

  it('matches a short stem only as itself, and leaves worlds without a stemmer as they were', () => {
    const binds = new Binds();
    expect(stemSql('λογ', binds)).toBe('?1');
    expect(binds.values).toEqual(['"λογ"']);
    expect(textMatchSql(['ulamki'], new Binds(), false, 'pl')).toBe(textMatchSql(['ulamki'], new Binds()));
    expect(searchMatchSql('ułamki', {}, new Binds(), 'pl', 'pl').match).not.toContain('stems');
  });
});

describe('word forms in the search statement', () => {
  it('matches all words by form, but counts a title hit only for the words as typed', () => {
    const { sql, binds } = searchStatement({ world: 'de', q: 'Brüche', page: 1, limit: 24 });
    expect(sql).toContain(`LIMIT ${SEARCH_CANDIDATE_LIMIT}`);
    expect(binds).toContain('bruch');
    const de = searchMatchSql('Brüche', {}, new Binds(), 'de', 'de');
    expect(de.match).toContain('{search_title_stems search_body_stems}');
    expect(de.titleMatch).not.toContain('stems');
    const plain = searchStatement({ world: 'pl', q: 'ułamki', page: 1, limit: 24 });
    expect(plain.sql).not.toContain('search_stem_terms');
    expect(plain.binds.join(' ')).not.toContain('stems');
  });
});
