import { beforeAll, describe, expect, it } from 'vitest';
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import origin from '../../src/origin/index';
import { SEARCH_TERMS_REFRESH } from '../../src/origin/db/search';
import type { SearchResponse, SearchSuggestResponse } from '../../src/shared/schemas/search';
import { SEARCH_FACETS } from '../../src/shared/schemas/search';
import { FIXTURE } from './fixtures';
import { createEdge, forgetEdgeCaches } from './harness';

async function call(path: string): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await origin.fetch(new Request(`https://origin.test/api/${path}`), env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

async function search(params: Record<string, string | number>): Promise<SearchResponse> {
  const qs = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const response = await call(`v3/search?${qs}`);
  expect(response.status, `v3/search?${qs}`).toBe(200);
  return ((await response.json()) as { data: SearchResponse }).data;
}

async function expectBadRequest(path: string) {
  const response = await call(path);
  expect(response.status, path).toBe(400);
  expect(response.headers.get('content-type')).toContain('application/json');
  const body = (await response.json()) as { error: { code: string; message: string } };
  expect(typeof body.error.code).toBe('string');
  expect(typeof body.error.message).toBe('string');
}

const ids = (result: SearchResponse) => result.items.map((m) => m.id);

/** Test rows: every facet value varies; "Zebrafink" marks all de rows (in the title of some). */
const ROWS = [
  // id, world, title, description, language, school type, subject, type, grades, price, sale, bundle, interactive, popularity, days ago, rating sum/count, sales
  [8101, 'de', 'Zebrafink Größenvergleich', 'Übungsblätter zum Größenvergleich.', 'de', 'grundschule', FIXTURE.subjectDe, 'worksheet', 1, 2, 300, null, 0, null, 5, 10, 8, 2, 3],
  [8102, 'de', 'Straßenverkehr sicher erleben', 'Zebrafink und Zebrastreifen: Verkehrserziehung.', 'de', 'grundschule', FIXTURE.subjectDe, 'lesson-plan', 3, 4, 0, null, 0, null, 80, 2, 0, 0, 0],
  [8103, 'de', 'Zebrafink Paket', 'Alle Zebrafink-Materialien im Paket.', 'de', 'sek1-gym', FIXTURE.subjectDe, 'bundle', 5, 7, 1200, 900, 1, null, 30, 40, 14, 3, 20],
  [8104, 'de', 'Interaktive Zebrafink-Übung', 'Online üben mit Zebrafink.', '', 'sek1-mittel', 101, 'interactive', 5, 6, 200, null, 0, 77, 12, 100, 5, 1, 9],
  [8105, 'de', 'Vögel beobachten', 'Der Zebrafink im Klassenzimmer.', 'de', 'kita', 101, 'poster', 0, 0, 150, 100, 0, null, 1, 5, 0, 0, 1],
  [8106, 'fr', 'Élève à l’école : les accents', 'Fiche sur les accents français pour l’élève.', 'fr', 'grundschule', FIXTURE.subjectFr, 'worksheet', 3, 3, 0, null, 0, null, 5, 3, 0, 0, 0],
  [8107, 'gr', 'Ασκήσεις γραμματικής για το δημοτικό', 'Φύλλα εργασίας με ασκήσεις.', 'gr', 'grundschule', FIXTURE.subjectIt, 'worksheet', 2, 3, 200, null, 0, null, 5, 3, 0, 0, 0],
  [8108, 'it', 'Attività in città', 'Schede di attività per la scuola primaria.', 'it', 'grundschule', FIXTURE.subjectIt, 'worksheet', 2, 3, 200, null, 0, null, 5, 3, 0, 0, 0],
  [8109, 'es', 'El niño y la montaña', 'Ejercicios de español para primaria.', 'es', 'grundschule', FIXTURE.subjectFr, 'worksheet', 2, 3, 200, null, 0, null, 5, 3, 0, 0, 0],
  [8110, 'de', 'Zebrafink gelöscht', 'Gelöschtes Material.', 'de', 'grundschule', FIXTURE.subjectDe, 'worksheet', 1, 1, 100, null, 0, null, 99, 1, 0, 0, 0],
] as const;

beforeAll(async () => {
  const exists = await env.DB.prepare('SELECT 1 FROM materials WHERE id = 8101').first();
  if (exists) return;
  const insert = env.DB.prepare(
    `INSERT INTO materials (id, world, author_id, slug, title, description, language, school_type, subject_id, material_type,
       grade_from, grade_to, price, sale_price, currency, is_bundle, interactive_id, popularity, created_at, rating_sum, rating_count, sales_count)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'EUR', ?, ?, ?, ?, ?, ?, ?)`,
  );
  const now = Date.now();
  await env.DB.batch(
    ROWS.map((r) =>
      insert.bind(r[0], r[1], FIXTURE.authorDe.id, `test-${r[0]}`, r[2], r[3], r[4], r[5], r[6], r[7], r[8], r[9], r[10], r[11], r[12], r[13], r[14],
        new Date(now - r[15] * 86_400_000).toISOString(), r[16], r[17], r[18]),
    ),
  );
  // A deleted material is never found.
  await env.DB.prepare("UPDATE materials SET deleted_at = '2026-01-01T00:00:00Z' WHERE id = 8110").run();
});

interface Row {
  id: number;
  school_type: string;
  subject_id: number;
  material_type: string;
  grade_from: number;
  grade_to: number;
  price: number;
  sale_price: number | null;
  language: string;
  is_bundle: number;
  interactive_id: number | null;
}

/** Expected facet counts, computed from rows read with plain SQL. */
function expectedFacets(rows: Row[]): Record<string, Record<string, number>> {
  const out: Record<string, Record<string, number>> = Object.fromEntries(SEARCH_FACETS.map((f) => [f, {}]));
  const add = (facet: string, value: string) => {
    const bucket = out[facet] as Record<string, number>;
    bucket[value] = (bucket[value] ?? 0) + 1;
  };
  for (const r of rows) {
    add('school_type', r.school_type);
    for (let g = r.grade_from; g <= r.grade_to; g++) add('grade', String(g));
    add('subject', String(r.subject_id));
    add('material_type', r.material_type);
    add('price', r.price === 0 ? 'free' : 'paid');
    if (r.sale_price !== null) add('price', 'on_sale');
    add('language', r.language === '' ? 'none' : r.language);
    add('bundle', String(r.is_bundle));
    add('interactive', r.interactive_id === null ? '0' : '1');
  }
  return out;
}

function actualFacets(result: SearchResponse): Record<string, Record<string, number>> {
  return Object.fromEntries(result.facets.map((f) => [f.key, Object.fromEntries(f.values.map((v) => [v.value, v.count]))]));
}

const LIVE = 'is_active = 1 AND deleted_at IS NULL';
const FACET_COLUMNS = 'id, school_type, subject_id, material_type, grade_from, grade_to, price, sale_price, language, is_bundle, interactive_id';

describe('v3/search facets', () => {
  it('counts every facet exactly like SQL over the matching materials', async () => {
    const result = await search({ world: 'de', q: 'zebrafink', limit: 48 });
    const { results } = await env.DB.prepare(
      `SELECT ${FACET_COLUMNS} FROM materials WHERE world = 'de' AND ${LIVE} AND (title LIKE '%zebrafink%' OR description LIKE '%zebrafink%')`,
    ).all<Row>();
    expect(results.length).toBe(5);
    expect(result.total).toBe(results.length);
    expect(result.exact).toBe(true);
    expect(new Set(ids(result))).toEqual(new Set(results.map((r) => r.id)));
    expect(actualFacets(result)).toEqual(expectedFacets(results));
  });

  it('counts the whole world without a query, and narrows with each filter', async () => {
    const all = await env.DB.prepare(`SELECT ${FACET_COLUMNS} FROM materials WHERE world = 'de' AND ${LIVE}`).all<Row>();
    const browse = await search({ world: 'de', limit: 48 });
    expect(browse.total).toBe(all.results.length);
    expect(actualFacets(browse)).toEqual(expectedFacets(all.results));

    const filters: [Record<string, string | number>, (r: Row) => boolean][] = [
      [{ school_type: 'grundschule' }, (r) => r.school_type === 'grundschule'],
      [{ grade: 5 }, (r) => r.grade_from <= 5 && r.grade_to >= 5],
      [{ subject: FIXTURE.subjectDe }, (r) => r.subject_id === FIXTURE.subjectDe],
      [{ material_type: 'lesson-plan' }, (r) => r.material_type === 'lesson-plan'],
      [{ price: 'free' }, (r) => r.price === 0],
      [{ price: 'paid' }, (r) => r.price > 0],
      [{ price: 'on_sale' }, (r) => r.sale_price !== null],
      [{ language: 'none' }, (r) => r.language === ''],
      [{ language: 'de' }, (r) => r.language === 'de'],
      [{ bundle: 1 }, (r) => r.is_bundle === 1],
      [{ bundle: 0 }, (r) => r.is_bundle === 0],
      [{ interactive: 1 }, (r) => r.interactive_id !== null],
      [{ school_type: 'sek1-gym', price: 'on_sale', bundle: 1 }, (r) => r.school_type === 'sek1-gym' && r.sale_price !== null && r.is_bundle === 1],
    ];
    for (const [filter, keep] of filters) {
      const expected = all.results.filter(keep);
      const result = await search({ world: 'de', limit: 48, ...filter });
      expect(result.total, JSON.stringify(filter)).toBe(expected.length);
      expect(new Set(ids(result)), JSON.stringify(filter)).toEqual(new Set(expected.map((r) => r.id)));
      expect(actualFacets(result), JSON.stringify(filter)).toEqual(expectedFacets(expected));
    }
  });

  it('counts only the facets asked for', async () => {
    const result = await search({ world: 'de', q: 'zebrafink', facets: 'price,grade' });
    expect(result.facets.map((f) => f.key)).toEqual(['price', 'grade']);
    const none = await search({ world: 'de', q: 'zebrafink', facets: '' });
    expect(none.facets).toEqual([]);
  });
});

describe('v3/search sorting and pagination', () => {
  const sorts: [string, string][] = [
    ['newest', 'created_at DESC, id DESC'],
    ['price_asc', 'COALESCE(sale_price, price) ASC, popularity DESC'],
    ['price_desc', 'COALESCE(sale_price, price) DESC, popularity DESC'],
    ['rating', 'CASE WHEN rating_count > 0 THEN CAST(rating_sum AS REAL) / rating_count ELSE 0 END DESC, rating_count DESC, popularity DESC'],
    ['bestseller', 'sales_count DESC, popularity DESC'],
  ];
  for (const [sort, orderBy] of sorts) {
    it(`sorts by ${sort}`, async () => {
      const result = await search({ world: 'de', q: 'zebrafink', sort });
      expect(result.sort).toBe(sort);
      const { results } = await env.DB.prepare(
        `SELECT id FROM materials WHERE world = 'de' AND ${LIVE} AND (title LIKE '%zebrafink%' OR description LIKE '%zebrafink%') ORDER BY ${orderBy}`,
      ).all<{ id: number }>();
      expect(ids(result)).toEqual(results.map((r) => r.id));
    });
  }

  it('ranks by relevance: a title hit first, then popularity', async () => {
    const result = await search({ world: 'de', q: 'zebrafink' });
    expect(result.sort).toBe('relevance');
    // The blend 0.5 × title hit + p / (p + 20): 8103 1.10, 8104 0.875, 8102 (description, p 80) 0.8,
    // 8101 0.7, 8105 (description, p 1) 0.05.
    expect(ids(result)).toEqual([8103, 8104, 8102, 8101, 8105]);
  });

  it('pages through all results without overlap, and an empty page past the end', async () => {
    const seen: number[] = [];
    for (let page = 1; page <= 3; page++) {
      const result = await search({ world: 'de', q: 'zebrafink', limit: 2, page });
      expect(result.page).toBe(page);
      expect(result.limit).toBe(2);
      expect(result.total).toBe(5);
      seen.push(...ids(result));
    }
    expect(seen).toEqual([8103, 8104, 8102, 8101, 8105]);
    const past = await search({ world: 'de', q: 'zebrafink', limit: 2, page: 4 });
    expect(past.items).toEqual([]);
    expect(past.total).toBe(5);
    expect(past.facets.find((f) => f.key === 'bundle')?.values.length).toBeGreaterThan(0);
    const max = await search({ world: 'de', limit: 48, page: 1000 });
    expect(max.items).toEqual([]);
  });
});

describe('v3/search text', () => {
  const cases: [string, string, number][] = [
    ['de', 'Größenvergleich', 8101],
    ['de', 'grossenvergleich', 8101],
    ['de', 'GROESSEN', -1],
    ['de', 'übungsblätter', 8101],
    ['de', 'ubungsblatter', 8101],
    ['de', 'Straßenverkehr', 8102],
    ['de', 'strassenverkehr', 8102],
    ['de', 'zebraf', 8101],
    ['fr', 'élève', 8106],
    ['fr', 'eleve', 8106],
    ['fr', 'ECOLE', 8106],
    ['fr', 'francais', 8106],
    ['gr', 'ασκήσεις', 8107],
    ['gr', 'ασκησεις', 8107],
    ['gr', 'ΑΣΚΗΣΕΙΣ', 8107],
    ['gr', 'ΑΣΚΉΣΕΙΣ', 8107],
    ['gr', 'γραμματ', 8107],
    ['gr', 'δημοτικο', 8107],
    ['it', 'attività città', 8108],
    ['it', 'attivita citta', 8108],
    ['it', 'citt', 8108],
    ['es', 'niño', 8109],
    ['es', 'nino montana', 8109],
    ['es', 'español', 8109],
    ['es', 'espanol', 8109],
  ];
  it('folds diacritics, case and final sigma and matches prefixes in each main world', async () => {
    for (const [world, q, id] of cases) {
      const result = await search({ world, q });
      if (id > 0) expect(ids(result), `${world} ${q}`).toContain(id);
      else expect(ids(result), `${world} ${q}`).toEqual([]);
    }
  });

  it('searches one world only, and never finds deleted materials', async () => {
    expect(ids(await search({ world: 'fr', q: 'zebrafink' }))).toEqual([]);
    expect(ids(await search({ world: 'de', q: 'eleve' }))).toEqual([]);
    expect(ids(await search({ world: 'de', q: 'gelöscht' }))).toEqual([]);
  });

  it('treats operators, quotes and column names as text', async () => {
    for (const q of ['"AND OR NEAR( title:*', 'search_tags : zall', '{search_tags}: zall', 'zall', '*', 'NOT', "'; DROP TABLE materials; --"]) {
      const result = await search({ world: 'de', q });
      expect(result.items.filter((m) => m.world !== 'de'), q).toEqual([]);
      if (q.includes('zall')) expect(result.total, q).toBe(0);
    }
  });

  it('finds new and changed materials (triggers) and uses the prefix dictionary after a refresh', async () => {
    await env.DB.prepare("UPDATE materials SET title = 'Kolibri Größenvergleich' WHERE id = 8101").run();
    expect(ids(await search({ world: 'de', q: 'kolibri' }))).toEqual([8101]);
    expect(ids(await search({ world: 'de', q: 'grossenvergleich' }))).toEqual([8101]);
    // Popularity 500 (0.96) overtakes a title hit of popularity 12 (0.875), not one of 30 (1.1).
    await env.DB.prepare('UPDATE materials SET popularity = 500 WHERE id = 8105').run();
    expect(ids(await search({ world: 'de', q: 'zebrafink' })).slice(0, 3)).toEqual([8103, 8105, 8104]);
    await env.DB.prepare('UPDATE materials SET is_active = 0 WHERE id = 8105').run();
    expect(ids(await search({ world: 'de', q: 'zebrafink' }))).not.toContain(8105);
    await env.DB.batch(SEARCH_TERMS_REFRESH.map((sql) => env.DB.prepare(sql)));
    const terms = await env.DB.prepare("SELECT term FROM search_terms WHERE term LIKE 'zebra%' ORDER BY term").all<{ term: string }>();
    expect(terms.results.map((t) => t.term)).toContain('zebrafink');
    expect(ids(await search({ world: 'de', q: 'zebraf' }))).toContain(8103);
    expect(ids(await search({ world: 'de', q: 'kolib' }))).toEqual([8101]);
    // Restore what the other tests expect.
    await env.DB.batch([
      env.DB.prepare("UPDATE materials SET title = 'Zebrafink Größenvergleich' WHERE id = 8101"),
      env.DB.prepare('UPDATE materials SET popularity = 1, is_active = 1 WHERE id = 8105'),
    ]);
    expect(ids(await search({ world: 'de', q: 'zebrafink' }))).toEqual([8103, 8104, 8102, 8101, 8105]);
  });
});

describe('v3/search authors by name', () => {
  it('finds a public author of the world by every word of the name, in any case', async () => {
    for (const q of ['Frau Müller', 'frau müller', 'müller', 'Müller Frau']) {
      const result = await search({ world: 'de', q });
      expect(result.authors, q).toEqual([{ id: FIXTURE.authorDe.id, slug: FIXTURE.authorDe.slug, publicName: 'Frau Müller', imagePath: null, totalMaterials: 3 }]);
    }
  });

  it('leaves out other worlds, private profiles, partial names and wildcards', async () => {
    expect((await search({ world: 'fr', q: 'Müller' })).authors).toEqual([]);
    expect((await search({ world: 'de', q: 'Privat' })).authors).toEqual([]);
    expect((await search({ world: 'de', q: 'Frau Schmidt' })).authors).toEqual([]);
    expect((await search({ world: 'de', q: 'M' })).authors).toEqual([]);
    expect((await search({ world: 'de', q: '%%' })).authors).toEqual([]);
    expect((await search({ world: 'de', q: 'M_ller' })).authors).toEqual([]);
    expect((await search({ world: 'de', q: '' })).authors).toEqual([]);
  });

  it('shows the author on the first results page, linked to the author page', async () => {
    forgetEdgeCaches();
    const html = await (await createEdge().request('/de/suchergebnisse?q=Frau+M%C3%BCller')).text();
    expect(html).toContain(`<a href="/de/autor/${FIXTURE.authorDe.id}/${FIXTURE.authorDe.slug}">`);
    expect(html).toContain('<strong>Frau Müller</strong>');
  });
});

describe('v3/search/suggest', () => {
  it('suggests distinct popular titles of the world that start with what was typed', async () => {
    const response = await call('v3/search/suggest?world=de&q=Zebr');
    expect(response.status).toBe(200);
    const { suggestions } = ((await response.json()) as { data: SearchSuggestResponse }).data;
    expect(suggestions.map((s) => s.id)).toEqual([8103, 8104, 8101]);
    expect(suggestions.length).toBeLessThanOrEqual(8);
    const greek = ((await (await call(`v3/search/suggest?world=gr&q=${encodeURIComponent('ασκ')}`)).json()) as { data: SearchSuggestResponse }).data;
    expect(greek.suggestions.map((s) => s.id)).toContain(8107);
    const empty = ((await (await call('v3/search/suggest?world=de&q=')).json()) as { data: SearchSuggestResponse }).data;
    expect(empty.suggestions).toEqual([]);
  });
});

describe('v3/search bad parameters', () => {
  it('answers 400 JSON, never 500', async () => {
    for (const path of [
      'v3/search?world=de&page=-1',
      'v3/search?world=de&page=0',
      'v3/search?world=de&page=1001',
      'v3/search?world=de&page=abc',
      'v3/search?world=de&limit=0',
      'v3/search?world=de&limit=49',
      'v3/search?world=de&limit=100000',
      `v3/search?world=de&q=${'x'.repeat(10_000)}`,
      `v3/search?world=de&q=${'x'.repeat(201)}`,
      'v3/search?world=de&sort=cheapest',
      'v3/search?world=de&facets=school_type,colour',
      'v3/search?world=de&colour=red',
      'v3/search?world=de&grade=14',
      'v3/search?world=de&grade=-1',
      'v3/search?world=de&price=cheap',
      'v3/search?world=de&bundle=yes',
      'v3/search?world=de&interactive=2',
      'v3/search?world=de&school_type=Grund%20schule',
      'v3/search?world=de&language=deutsch',
      'v3/search?world=de&subject=-3',
      'v3/search?world=zz&q=x',
      'v3/search/suggest?world=de&limit=9',
      `v3/search/suggest?world=de&q=${'x'.repeat(10_000)}`,
      'v3/search/suggest?world=de&sort=newest',
    ]) {
      await expectBadRequest(path);
    }
  });
});

/** Rows enough for two result pages of the search page (24 a page), found by "Seitenwurm". */
const PAGER_IDS = Array.from({ length: 30 }, (_, i) => 8300 + i);

describe('search results page', () => {
  beforeAll(async () => {
    const exists = await env.DB.prepare('SELECT 1 FROM materials WHERE id = ?').bind(PAGER_IDS[0]).first();
    if (exists) return;
    const insert = env.DB.prepare(
      `INSERT INTO materials (id, world, author_id, slug, title, description, language, school_type, subject_id, material_type,
         grade_from, grade_to, price, sale_price, currency, is_bundle, popularity, created_at)
       VALUES (?, 'de', ?, ?, ?, 'Seitenwurm zum Blättern.', 'de', 'grundschule', ?, 'worksheet', ?, ?, 100, NULL, 'EUR', ?, ?, ?)`,
    );
    await env.DB.batch(
      PAGER_IDS.map((id, i) =>
        // Grade 10 for most rows, so counting order (10 first) differs from school order (2, 3, 10).
        insert.bind(id, FIXTURE.authorDe.id, `seitenwurm-${id}`, `Seitenwurm ${i + 1}`, FIXTURE.subjectDe, i < 3 ? 2 : i < 5 ? 3 : 10, i < 3 ? 2 : i < 5 ? 3 : 10, i % 2, i, new Date().toISOString()),
      ),
    );
  });

  async function page(path: string): Promise<string> {
    forgetEdgeCaches();
    const response = await createEdge().request(path);
    expect(response.status, path).toBe(200);
    return response.text();
  }

  function facet(html: string, key: string): string[] {
    const section = new RegExp(`<h3 id="facet-${key}">.*?</h3><ul>(.*?)</ul>`, 's').exec(html)?.[1] ?? '';
    return [...section.matchAll(/<a [^>]*>(.*?)<\/a>/gs)].map((m) => (m[1] ?? '').replace(/<[^>]+>/g, '').replace(/\s+/g, ' ').trim());
  }

  it('labels the bundle facet "Ja" for bundles and "Nein" for the rest', async () => {
    const html = await page('/de/suchergebnisse?q=seitenwurm');
    expect(facet(html, 'bundle').sort()).toEqual(['Ja (15)', 'Nein (15)']);
    const chip = await page('/de/suchergebnisse?q=seitenwurm&bundle=0');
    expect(chip).toContain('Pakete: Nein');
  });

  it('lists grades in school order, not by count', async () => {
    const grades = facet(await page('/de/suchergebnisse?q=seitenwurm'), 'grade');
    expect(grades).toEqual(['Klasse 2 (3)', 'Klasse 3 (2)', 'Klasse 10 (25)']);
  });

  it('links every result page by number, the current one marked', async () => {
    const first = await page('/de/suchergebnisse?q=seitenwurm');
    const pager = /<nav aria-label="[^"]*" class="pagination">(.*?)<\/nav>/s.exec(first)?.[1] ?? '';
    const current = (nav: string) => [...nav.matchAll(/<a href="([^"]+)"[^>]*aria-current="page"/g)].map((m) => m[1]);
    // Links on the results page name only the query: they stay on the page's path.
    expect(current(pager)).toEqual(['?q=seitenwurm']);
    expect(pager).toContain('<a href="?q=seitenwurm&amp;page=2" class="pager-page"');
    expect(pager).toContain('rel="next"');
    const second = await page('/de/suchergebnisse?q=seitenwurm&page=2');
    const secondPager = /<nav aria-label="[^"]*" class="pagination">(.*?)<\/nav>/s.exec(second)?.[1] ?? '';
    expect(current(secondPager)).toEqual(['?q=seitenwurm&amp;page=2']);
    expect(secondPager).toContain('<a href="?q=seitenwurm" class="pager-page"');
    expect(secondPager).toContain('rel="prev"');
    expect(secondPager).not.toContain('rel="next"');
  });
});
