import { beforeEach, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { call, data, viaEdge, makeStaff } from './accounts';
import { insertMaterial, quickUser } from './commerce-kit';
import { BROWSER, GOOGLEBOT, createEdge, forgetEdgeCaches } from './harness';
import { differenceInterval, wilsonInterval } from '../../src/origin/domain/experiments/statistics';
import type { ExperimentDetail, ExperimentList } from '../../src/shared/schemas/experiments';
import type { SearchResponse } from '../../src/shared/schemas/search';

beforeEach(forgetEdgeCaches);

const CONSENT = 'kreide_consent=1.s1.m0';
const REJECTED = 'kreide_consent=1.s0.m0';
let visitors = 0;
/** A visitor's A/B cookie with an experiment id and the given assignments. */
const abCookie = (tests: string) => `kreide_ab=id:visitor${String(++visitors).padStart(12, '0')}${tests ? `|${tests}` : ''}`;
const visitorOf = (cookie: string) => /id:([^|]+)/.exec(cookie)?.[1] ?? '';

const setCookies = (response: Response) => response.headers.getSetCookie().join('\n');
const abSet = (response: Response) => /kreide_ab=([^;]*)/.exec(setCookies(response))?.[1];

async function staff(): Promise<{ userId: number; token: string }> {
  const user = await quickUser('Experimente');
  await makeStaff(user.userId);
  return user;
}

function definition(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Simplified header',
    description: 'The header of the tour.',
    enabled: true,
    defaultVariant: 'A',
    activeVariants: ['C', 'D'],
    variants: ['A', 'B', 'C', 'D'].map((name) => ({ name, weight: 25, payload: null })),
    ...overrides,
  };
}

describe('assignment at the edge', () => {
  it('assigns and stores nothing without statistics consent, on pages and on the variant call', async () => {
    const edge = createEdge();
    for (const cookie of ['', REJECTED, `${REJECTED}; kreide_ab=NAV:C`]) {
      const page = await edge.request('/de', { headers: { 'user-agent': BROWSER, cookie } });
      expect(page.status).toBe(200);
      expect(abSet(page), cookie).toBeUndefined();
      expect(await page.text()).not.toContain('data-tour="header-extras"');
      const call = await edge.request('/api/v3/settings/variant/NAV', { headers: { 'user-agent': BROWSER, cookie } });
      expect(((await call.json()) as { data: { name: string } }).data.name).toBe('A');
      expect(abSet(call)).toBeUndefined();
    }
  });

  it('with consent stores an experiment id and the variant, and keeps both across visits', async () => {
    const edge = createEdge();
    const first = await edge.request('/de', { headers: { 'user-agent': BROWSER, cookie: CONSENT } });
    const stored = decodeURIComponent(abSet(first) ?? '');
    expect(stored).toMatch(/^id:[A-Za-z0-9_-]{16,32}\|NAV:[ABCD]$/);
    const variant = /NAV:([ABCD])/.exec(stored)?.[1];
    for (let visit = 0; visit < 3; visit++) {
      forgetEdgeCaches();
      const again = await edge.request('/api/v3/settings/variant/NAV', { headers: { 'user-agent': BROWSER, cookie: `${CONSENT}; kreide_ab=${stored}` } });
      expect(((await again.json()) as { data: { name: string } }).data.name).toBe(variant);
      expect(abSet(again)).toBeUndefined();
    }
  });

  it('draws variants by their weights', async () => {
    const edge = createEdge();
    const counts: Record<string, number> = {};
    for (let i = 0; i < 400; i++) {
      const response = await edge.request('/api/v3/settings/variant/NAV', { headers: { 'user-agent': BROWSER, cookie: CONSENT } });
      const name = ((await response.json()) as { data: { name: string } }).data.name;
      counts[name] = (counts[name] ?? 0) + 1;
    }
    // 25 % each: 100 expected, ±45 is beyond five standard deviations (8.7).
    for (const name of ['A', 'B', 'C', 'D']) expect(counts[name] ?? 0, JSON.stringify(counts)).toBeGreaterThan(55);
  });

  it('gives bots and UI-test agents the default variant, even with consent', async () => {
    const edge = createEdge();
    for (const agent of [GOOGLEBOT, 'Mozilla/5.0 kreide-ui-test']) {
      const page = await edge.request('/de', { headers: { 'user-agent': agent, cookie: `${CONSENT}; kreide_ab=NAV:C` } });
      expect(abSet(page)).toBeUndefined();
      expect(await page.text()).not.toContain('data-tour="header-extras"');
    }
  });
});

describe('NAV, the simplified header', () => {
  it('shows the simplified header to C and D, not to A, and caches the variants apart', async () => {
    const edge = createEdge();
    const visit = (tests: string) => edge.request('/de/lehrermarktplatz', { headers: { 'user-agent': BROWSER, cookie: `${CONSENT}; ${abCookie(tests)}` } });
    const a = await visit('NAV:A');
    const aHtml = await a.text();
    expect(aHtml).not.toContain('data-tour="header-extras"');
    expect(aHtml).not.toContain('header-topbar');
    const c = await visit('NAV:C');
    const cHtml = await c.text();
    expect(c.headers.get('x-kreide-cache')).toBe('MISS');
    expect(cHtml).toContain('data-tour="header-extras"');
    expect(cHtml).toContain('class="header-topbar"');
    // The page state names the variant the page shows, for the exposure report.
    expect(cHtml).toMatch(/"experiments":\{"NAV":"C"/);
    const aAgain = await visit('NAV:A');
    expect(aAgain.headers.get('x-kreide-cache')).toBe('HIT');
    expect(await aAgain.text()).not.toContain('data-tour="header-extras"');
    const cAgain = await visit('NAV:C');
    expect(cAgain.headers.get('x-kreide-cache')).toBe('HIT');
    expect(await cAgain.text()).toContain('data-tour="header-extras"');
    const d = await visit('NAV:D');
    expect(await d.text()).toContain('data-tour="header-extras"');
  });
});

describe('RANK3, the search ranking', () => {
  async function twoMaterials(word: string): Promise<{ popular: number; loved: number }> {
    // Popular by the old number but poorly rated, rarely sold and old; the other the reverse.
    const popular = (await insertMaterial({ title: `${word} Bruchrechnung Klassiker` })).id;
    const loved = (await insertMaterial({ title: `${word} Bruchrechnung neu` })).id;
    await env.DB.batch([
      env.DB.prepare("UPDATE materials SET popularity = 200, rating_sum = 20, rating_count = 10, sales_count = 1, created_at = '2018-01-01T00:00:00.000Z' WHERE id = ?").bind(popular),
      env.DB.prepare('UPDATE materials SET popularity = 2, rating_sum = 98, rating_count = 20, sales_count = 60, created_at = ? WHERE id = ?').bind(new Date().toISOString(), loved),
    ]);
    return { popular, loved };
  }

  const order = (result: SearchResponse, ids: number[]) => result.items.map((m) => m.id).filter((id) => ids.includes(id));

  it('orders the same query differently for v2 and v3, through the edge and on the cached search page', async () => {
    const { popular, loved } = await twoMaterials('Quokkarank');
    const edge = createEdge();
    const search = async (cookie: string) => data<SearchResponse>(await edge.request('/api/v3/search?q=Quokkarank&world=de', { headers: { 'user-agent': BROWSER, cookie } }));
    expect(order(await search(`${CONSENT}; ${abCookie('RANK3:A')}`), [popular, loved])).toEqual([popular, loved]);
    expect(order(await search(`${CONSENT}; ${abCookie('RANK3:B')}`), [popular, loved])).toEqual([loved, popular]);
    // Without consent the cookie is not read: the default variant's ranking.
    expect(order(await search(`${REJECTED}; ${abCookie('RANK3:B')}`), [popular, loved])).toEqual([popular, loved]);

    // The material cards link `/…/{id}/{slug}`: whichever comes first in the HTML.
    const firstOf = (html: string, x: number, y: number) => {
      const at = (id: number) => html.indexOf(`/${id}/material-${id}`);
      expect(at(x)).toBeGreaterThan(0);
      expect(at(y)).toBeGreaterThan(0);
      return at(x) < at(y) ? x : y;
    };
    const page = async (tests: string) => {
      const response = await edge.request('/de/suchergebnisse?q=Quokkarank', { headers: { 'user-agent': BROWSER, cookie: `${CONSENT}; ${abCookie(tests)}` } });
      const html = await response.text();
      return { cache: response.headers.get('x-kreide-cache'), first: firstOf(html, popular, loved) };
    };
    expect(await page('NAV:A|RANK3:A')).toEqual({ cache: 'MISS', first: popular });
    expect(await page('NAV:A|RANK3:B')).toEqual({ cache: 'MISS', first: loved });
    expect(await page('NAV:A|RANK3:A')).toEqual({ cache: 'HIT', first: popular });
    expect(await page('NAV:A|RANK3:B')).toEqual({ cache: 'HIT', first: loved });
  });

  it('follows the payload, not the variant name, and believes only the edge', async () => {
    const { popular, loved } = await twoMaterials('Wombatrank');
    const search = async (headers: Record<string, string>) => data<SearchResponse>(await call('v3/search?q=Wombatrank&world=de', { headers }));
    expect(order(await search({ ...viaEdge(), 'x-kreide-experiments': 'RANK3:B' }), [popular, loved])).toEqual([loved, popular]);
    // A browser's own header without the edge key changes nothing.
    expect(order(await search({ 'x-kreide-experiments': 'RANK3:B' }), [popular, loved])).toEqual([popular, loved]);
    const before = await env.DB.prepare("SELECT variants FROM ab_tests WHERE key = 'RANK3'").first<{ variants: string }>();
    await env.DB.prepare("UPDATE ab_tests SET variants = ? WHERE key = 'RANK3'")
      .bind(JSON.stringify([{ name: 'A', weight: 50, payload: { ranking: 'v3' } }, { name: 'B', weight: 50, payload: { ranking: 'v2' } }]))
      .run();
    try {
      expect(order(await search({ ...viaEdge(), 'x-kreide-experiments': 'RANK3:B' }), [popular, loved])).toEqual([popular, loved]);
      expect(order(await search({ ...viaEdge(), 'x-kreide-experiments': 'RANK3:A' }), [popular, loved])).toEqual([loved, popular]);
    } finally {
      await env.DB.prepare("UPDATE ab_tests SET variants = ? WHERE key = 'RANK3'").bind(before?.variants ?? '[]').run();
    }
  });
});

describe('exposures and conversions', () => {
  it('records an exposure once, only for the assigned variant and only with consent', async () => {
    const edge = createEdge();
    const cookie = abCookie('NAV:C|PT:B');
    const report = async (cookies: string, exposures: { test: string; variant: string }[]) => {
      const response = await edge.request('/api/v3/experiments/exposures?world=de', {
        method: 'POST',
        headers: { 'user-agent': BROWSER, cookie: cookies, origin: 'https://kreide.test', 'content-type': 'application/json' },
        body: JSON.stringify({ exposures }),
      });
      expect(response.status).toBe(202);
      return data<{ recorded: number }>(response);
    };
    expect(await report(REJECTED + '; ' + cookie, [{ test: 'NAV', variant: 'C' }])).toEqual({ recorded: 0 });
    expect(await report(`${CONSENT}; ${cookie}`, [{ test: 'NAV', variant: 'D' }])).toEqual({ recorded: 0 });
    expect(await report(`${CONSENT}; ${cookie}`, [{ test: 'NAV', variant: 'C' }])).toEqual({ recorded: 1 });
    expect(await report(`${CONSENT}; ${cookie}`, [{ test: 'NAV', variant: 'C' }])).toEqual({ recorded: 0 });
    const rows = await env.DB.prepare('SELECT test_key, variant FROM experiment_exposures WHERE visitor_id = ?').bind(visitorOf(cookie)).all();
    expect(rows.results).toEqual([{ test_key: 'NAV', variant: 'C' }]);

    const bad = await edge.request('/api/v3/experiments/exposures?world=de', {
      method: 'POST',
      headers: { 'user-agent': BROWSER, cookie: `${CONSENT}; ${cookie}`, origin: 'https://kreide.test', 'content-type': 'application/json' },
      body: JSON.stringify({ exposures: [{ test: 'nav', variant: '<b>' }] }),
    });
    expect(bad.status).toBe(400);
  });

  it('records add to cart for exposed visitors in their variant, and nothing without an exposure or consent', async () => {
    const edge = createEdge();
    const exposed = abCookie('NAV:C|PT:B');
    await env.DB.prepare("INSERT INTO experiment_exposures (test_key, visitor_id, variant, exposed_at) VALUES ('NAV', ?, 'C', '2026-01-01T00:00:00Z')").bind(visitorOf(exposed)).run();
    const material = await insertMaterial({});
    const add = (cookie: string) =>
      edge.request('/api/v1/cart/add?world=de', {
        method: 'POST',
        headers: { 'user-agent': BROWSER, cookie, origin: 'https://kreide.test', 'content-type': 'application/json' },
        body: JSON.stringify({ materialId: material.id }),
      });
    expect((await add(`${CONSENT}; ${exposed}`)).status).toBe(200);
    const rows = await env.DB.prepare('SELECT test_key, kind, variant FROM experiment_conversions WHERE visitor_id = ?').bind(visitorOf(exposed)).all();
    // PT was never shown to this visitor: no conversion there.
    expect(rows.results).toEqual([{ test_key: 'NAV', kind: 'add_to_cart', variant: 'C' }]);

    const rejected = abCookie('NAV:C');
    await env.DB.prepare("INSERT INTO experiment_exposures (test_key, visitor_id, variant, exposed_at) VALUES ('NAV', ?, 'C', '2026-01-01T00:00:00Z')").bind(visitorOf(rejected)).run();
    expect((await add(`${REJECTED}; ${rejected}`)).status).toBe(200);
    const none = await env.DB.prepare('SELECT COUNT(*) AS n FROM experiment_conversions WHERE visitor_id = ?').bind(visitorOf(rejected)).first<{ n: number }>();
    expect(none?.n).toBe(0);
  });

  it('records a sign-up of an exposed visitor', async () => {
    const cookie = abCookie('NAV:B');
    const id = visitorOf(cookie);
    await env.DB.prepare("INSERT INTO experiment_exposures (test_key, visitor_id, variant, exposed_at) VALUES ('NAV', ?, 'B', '2026-01-01T00:00:00Z')").bind(id).run();
    const response = await call('v3/registration/register?world=de', {
      method: 'POST',
      headers: { ...viaEdge(), 'content-type': 'application/json', 'x-kreide-experiments': 'NAV:B', 'x-kreide-experiment-visitor': id },
      body: JSON.stringify({ email: `exp-${id}@example.test`, password: 'sicheres Passwort 1', public_name: 'Frau Exp', accept_terms: true }),
    });
    expect(response.status).toBe(202);
    const row = await env.DB.prepare("SELECT variant FROM experiment_conversions WHERE visitor_id = ? AND kind = 'sign_up'").bind(id).first();
    expect(row).toEqual({ variant: 'B' });
  });
});

describe('results for staff', () => {
  it('computes rates, intervals, the difference and the sample ratio check from the recorded rows', async () => {
    const editor = await staff();
    const insertExposure = env.DB.prepare("INSERT INTO experiment_exposures (test_key, visitor_id, variant, exposed_at) VALUES ('SAS', ?, ?, '2026-01-01T00:00:00Z')");
    const insertConversion = env.DB.prepare("INSERT INTO experiment_conversions (test_key, visitor_id, kind, order_id, variant, converted_at) VALUES ('SAS', ?, ?, ?, ?, '2026-01-01T00:00:00Z')");
    const statements = [];
    for (let i = 0; i < 200; i++) statements.push(insertExposure.bind(`sas-a-${i}`, 'A'));
    for (let i = 0; i < 300; i++) statements.push(insertExposure.bind(`sas-b-${i}`, 'B'));
    for (let i = 0; i < 20; i++) statements.push(insertConversion.bind(`sas-a-${i}`, 'add_to_cart', 0, 'A'));
    for (let i = 0; i < 60; i++) statements.push(insertConversion.bind(`sas-b-${i}`, 'add_to_cart', 0, 'B'));
    // A purchase counts only once its order is paid: an order that does not exist (or is unpaid) does not.
    statements.push(insertConversion.bind('sas-b-1', 'purchase', 999_999, 'B'));
    await env.DB.batch(statements);

    const response = await call('v3/staff/experiments/SAS', { headers: { authorization: `Bearer ${editor.token}` } });
    expect(response.status).toBe(200);
    const { results } = await data<ExperimentDetail>(response);
    expect(results.exposed).toBe(500);
    const [a, b] = results.variants;
    expect(a).toMatchObject({ name: 'A', control: true, exposed: 200 });
    expect(b).toMatchObject({ name: 'B', control: false, exposed: 300 });
    const cartA = a?.conversions.find((c) => c.kind === 'add_to_cart');
    const cartB = b?.conversions.find((c) => c.kind === 'add_to_cart');
    expect(cartA).toMatchObject({ converted: 20, rate: 0.1, difference: null });
    expect(cartA?.low).toBeCloseTo(wilsonInterval(20, 200).low, 12);
    expect(cartA?.low).toBeCloseTo(0.0657, 4);
    expect(cartA?.high).toBeCloseTo(0.1494, 4);
    expect(cartB).toMatchObject({ converted: 60, rate: 0.2 });
    const difference = differenceInterval({ successes: 20, trials: 200 }, { successes: 60, trials: 300 });
    expect(cartB?.difference?.difference).toBeCloseTo(0.1, 12);
    expect(cartB?.difference?.low).toBeCloseTo(difference.low, 12);
    expect(cartB?.difference?.low).toBeGreaterThan(0.03);
    expect(b?.conversions.find((c) => c.kind === 'purchase')?.converted).toBe(0);
    // 200 : 300 against 50 : 50 is χ² = 20 with one degree of freedom, p ≈ 7.7e-6.
    expect(results.sampleRatio.statistic).toBeCloseTo(20, 10);
    expect(results.sampleRatio.pValue).toBeCloseTo(7.74e-6, 7);
    expect(results.sampleRatio.mismatch).toBe(true);

    const list = await data<ExperimentList>(await call('v3/staff/experiments', { headers: { authorization: `Bearer ${editor.token}` } }));
    expect(list.items.map((item) => item.test.key)).toEqual(['PT', 'PG', 'PQ', 'SMB', 'NAV', 'RANK3', 'AF', 'SAS', 'SS25']);
    expect(list.items.find((item) => item.test.key === 'SAS')?.results.exposed).toBe(500);
    expect(list.items.find((item) => item.test.key === 'NAV')?.test.title).toBe('Simplified header');
  });
});

describe('staff only', () => {
  it('answers 404 to visitors and teachers for every staff call and screen', async () => {
    const teacher = await quickUser('Lehrerin');
    const edge = createEdge();
    for (const token of [null, teacher.token]) {
      const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
      expect((await call('v3/staff/experiments', { headers })).status).toBe(404);
      expect((await call('v3/staff/experiments/NAV', { headers })).status).toBe(404);
      const put = await call('v3/staff/experiments/NAV', { method: 'PUT', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(definition({ enabled: false })) });
      expect(put.status).toBe(404);
      for (const path of ['/staff/experiments', '/staff/experiments/NAV']) {
        const page = await edge.request(path, { headers: { 'user-agent': BROWSER, ...(token ? { cookie: `kreide_session=${token}` } : {}) } });
        expect(page.status, path).toBe(404);
      }
    }
    const nav = await env.DB.prepare("SELECT enabled FROM ab_tests WHERE key = 'NAV'").first<{ enabled: number }>();
    expect(nav?.enabled).toBe(1);
  });

  it('shows staff the screens, never cached and not indexed', async () => {
    const editor = await staff();
    const edge = createEdge();
    for (const path of ['/staff/experiments', '/staff/experiments/NAV']) {
      const page = await edge.request(path, { headers: { 'user-agent': BROWSER, cookie: `kreide_session=${editor.token}` } });
      expect(page.status, path).toBe(200);
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect(page.headers.get('x-robots-tag')).toContain('noindex');
      const html = await page.text();
      expect(html).toContain('NAV');
      if (path.endsWith('NAV')) expect(html).toContain('data-island="ExperimentEditor"');
    }
    const unknown = await edge.request('/staff/experiments/NOPE', { headers: { 'user-agent': BROWSER, cookie: `kreide_session=${editor.token}` } });
    expect(unknown.status).toBe(404);
  });
});

describe('editing a test', () => {
  it('validates the definition and the payloads a screen reads', async () => {
    const editor = await staff();
    const put = (key: string, body: unknown) =>
      call(`v3/staff/experiments/${key}`, { method: 'PUT', headers: { authorization: `Bearer ${editor.token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    for (const body of [
      definition({ defaultVariant: 'Z' }),
      definition({ activeVariants: ['X'] }),
      definition({ variants: [{ name: 'A', weight: 0, payload: null }, { name: 'B', weight: 0, payload: null }] }),
      definition({ variants: [{ name: 'A', weight: 50, payload: null }, { name: 'A', weight: 50, payload: null }] }),
      definition({ variants: [{ name: 'A', weight: 50, payload: 'x'.repeat(3000) }, { name: 'B', weight: 50, payload: null }] }),
      { ...definition(), extra: true },
    ]) {
      const response = await put('NAV', body);
      expect(response.status, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('invalid_body');
    }
    const rank = await put('RANK3', definition({ activeVariants: ['B'], variants: [{ name: 'A', weight: 50, payload: { ranking: 'v9' } }, { name: 'B', weight: 50, payload: { ranking: 'v3' } }] }));
    expect(rank.status).toBe(400);
    expect((await put('NOPE', definition())).status).toBe(404);
    const before = await env.DB.prepare("SELECT revision, variants FROM ab_tests WHERE key = 'RANK3'").first<{ revision: number; variants: string }>();
    expect(before?.variants).toContain('"v2"');
  });

  it('reaches the edge at once: the cached definition is dropped when staff save', async () => {
    const editor = await staff();
    const edge = createEdge();
    const cookie = `${CONSENT}; ${abCookie('NAV:C')}`;
    const variant = async () => ((await (await edge.request('/api/v3/settings/variant/NAV', { headers: { 'user-agent': BROWSER, cookie } })).json()) as { data: { name: string; active: boolean } }).data;
    expect(await variant()).toMatchObject({ name: 'C', active: true });
    const before = await env.DB.prepare("SELECT revision FROM ab_tests WHERE key = 'NAV'").first<{ revision: number }>();
    const save = (body: unknown) =>
      edge.request('/api/v3/staff/experiments/NAV?world=de', {
        method: 'PUT',
        headers: { 'user-agent': BROWSER, cookie: `kreide_session=${editor.token}`, origin: 'https://kreide.test', 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    try {
      const saved = await save(definition({ enabled: false }));
      expect(saved.status).toBe(200);
      expect((await data<ExperimentDetail>(saved)).test).toMatchObject({ enabled: false, revision: (before?.revision ?? 0) + 1 });
      // No wait for the 300 s of the KV copy: the edit dropped it.
      expect(await variant()).toMatchObject({ name: 'A', active: false });
      const page = await edge.request('/de', { headers: { 'user-agent': BROWSER, cookie } });
      expect(await page.text()).not.toContain('data-tour="header-extras"');
    } finally {
      expect((await save(definition())).status).toBe(200);
    }
    expect(await variant()).toMatchObject({ name: 'C', active: true });
  });
});
