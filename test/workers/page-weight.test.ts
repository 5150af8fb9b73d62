import { describe, expect, it } from 'vitest';
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import origin from '../../src/origin/index';
import type { SearchResponse } from '../../src/shared/schemas/search';
import { WORLDS, WORLD_NAMES } from '../../src/shared/worlds';
import type { HeaderMenu } from '../../src/client/hooks/useHeaderMenu';
import { BROWSER, createEdge, forgetEdgeCaches } from './harness';
import { FIXTURE } from './fixtures';

/**
 * The search page's budget (docs/architecture.md, "Render cost"). This page is heavier than the
 * demo catalogue's (24 cards with long titles, sale badges, six values in every facet): it weighed
 * about 90 KB before the menus, icons and cards were slimmed, 59.4 KB after, and 41.0 KB once
 * scripts, texts, stars and hearts left the page. The demo catalogue's `/de/suchergebnisse?q=mathe`
 * is within the goal of 35 / 5 KB (bench/results/lighthouse.md lists the figures).
 */
const SEARCH_PAGE_MAX_BYTES = 42 * 1024;
const CARDS = 24;

/**
 * The real origin, except that a search answers a full first page: 24 cards as heavy as the
 * catalogue's (long titles, a sale with its badge, a bestseller badge, a rating) and nine values
 * in every facet, so the page weighs what a production search page weighs.
 */
function fullSearchOrigin(): Fetcher {
  return {
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const ctx = createExecutionContext();
      const response = await origin.fetch(request, env, ctx);
      await waitOnExecutionContext(ctx);
      if (new URL(request.url).pathname !== '/api/v3/search' || !response.ok) return response;
      const { data } = (await response.json()) as { data: SearchResponse & { facets?: { key: string; values: { value: string; count: number }[] }[] } };
      const first = data.items[0];
      if (!first) throw new Error('the fixtures have no search hit to copy');
      // As the demo catalogue's cards: titles of some fifty characters, every third on sale, every other a bestseller.
      const items = Array.from({ length: CARDS }, (_, i) => ({
        ...first,
        id: 1_000 + i,
        slug: `arbeitsblatt-lineare-funktionen-fuer-die-berufsschule-${i + 1}`,
        title: `Arbeitsblatt ${i + 1}: Lineare Funktionen für die Berufsschule`,
        price: 450,
        sale: i % 3 === 0 ? 300 : null,
        bestInCategories: i % 2 === 0 ? ['mathematik'] : [],
        rating: { average: 4.6, count: 12 + i },
        imgUrl: `/api/v3/materials/${1_000 + i}/preview/1.svg?watermark=1`,
      }));
      // As the demo catalogue's facets for a common word: six values each.
      const facets = (data.facets ?? []).map((facet) => ({
        ...facet,
        values: Array.from({ length: 6 }, (_, i) => facet.values[i] ?? { value: `${facet.key}-${i + 1}`, count: 40 - i }),
      }));
      return Response.json({ data: { ...data, items, total: 240, facets } });
    },
    connect: () => {
      throw new Error('not supported');
    },
  } as unknown as Fetcher;
}

describe('page weight', () => {
  it('a search page with 24 cards stays within its HTML budget and carries no menu data as island props', async () => {
    forgetEdgeCaches();
    const edge = createEdge({ ORIGIN: fullSearchOrigin() });
    const response = await edge.request('/de/suchergebnisse?q=Bruchrechnung', { headers: { 'user-agent': BROWSER } });
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const html = new TextDecoder().decode(bytes);
    expect(html.match(/<article /g)?.length).toBe(CARDS);
    expect(bytes.length, `search page HTML: ${bytes.length} bytes`).toBeLessThanOrEqual(SEARCH_PAGE_MAX_BYTES);
    // The world switcher's 27 worlds and the mega menu's school types load when a menu opens.
    for (const world of WORLDS.filter((w) => w !== 'de')) expect(html).not.toContain(WORLD_NAMES[world]);
    expect(html).not.toMatch(/data-props="[^"]*&quot;(?:links|entries|subjects|menuLinks)&quot;/);
    expect(html).toMatch(/<div data-island="WorldSwitcher" data-island-id="[^"]+" data-props="\{&quot;chooserHref&quot;:&quot;\/&quot;\}">/);
    expect(html).toMatch(/<div data-island="MegaMenu" data-island-id="[^"]+" data-props="\{&quot;searchPath&quot;:&quot;\/de\/suchergebnisse&quot;\}">/);
    // Icons are drawn from the page's one sprite, not as copies of their paths.
    expect(html.match(/<symbol id="i-heart"/g)?.length).toBe(1);
    // The heart's path is in the sprite twice (filled and outline, for the header's link), in no card:
    // a card's heart is an empty button the stylesheet draws.
    expect(html.split('<path d="M12 21s-7.5-4.6').length - 1).toBe(2);
    expect(html.match(/aria-label="[^"]*"><\/button>/g)?.length).toBeGreaterThanOrEqual(CARDS);
    // The hearts are plain buttons served by the page's one FavouriteHearts island, no island (and no props) per card.
    expect(html.match(/<button type="button" class="favourite-heart" data-material-id="\d+" aria-pressed="false"/g)?.length).toBe(CARDS);
    expect(html.match(/data-island="FavouriteHearts"/g)?.length).toBe(1);
    expect(html).not.toContain('data-island="FavouriteHeart"');
  });
});

describe('the islands\' texts file', () => {
  it('is named in the page, carries the header texts in the page language, and is kept for a year', async () => {
    forgetEdgeCaches();
    const edge = createEdge();
    const html = await (await edge.request('/fr/connexion', { headers: { 'user-agent': BROWSER } })).text();
    const state = JSON.parse(/<script type="application\/json" id="kreide-state">(.*?)<\/script>/.exec(html)?.[1] ?? '{}') as { world: string; language: string; texts: string; messages?: unknown };
    expect(state).toMatchObject({ world: 'fr', language: 'fr' });
    // The texts are no longer in the page itself.
    expect(state.messages).toBeUndefined();
    expect(state.texts).toMatch(/^\/texts\/fr\/common\+header(\+[a-z-]+)*\/[a-z0-9]+\.json$/);
    const response = await edge.request(state.texts);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const texts = (await response.json()) as Record<string, Record<string, unknown>>;
    expect(Object.keys(texts)).toEqual(expect.arrayContaining(['common', 'header']));
    expect(JSON.stringify(texts.header)).toContain('Notifications');
    // An older version (a page from before a deploy) gets today's texts, kept a minute only.
    const stale = await edge.request(state.texts.replace(/\/[a-z0-9]+\.json$/, '/old1.json'));
    expect(stale.status).toBe(200);
    expect(stale.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('answers a 404 JSON error for an unknown language, area or file name', async () => {
    const edge = createEdge();
    for (const path of ['/texts/xx/common/a1.json', '/texts/fr/common+nope/a1.json', '/texts/fr/common+common/a1.json', '/texts/fr/common/a1.js', '/texts/fr/common/..%2Fa.json']) {
      const response = await edge.request(path);
      expect(response.status, path).toBe(404);
      expect(((await response.json()) as { error: { code: string } }).error.code, path).toBe('not_found');
    }
  });
});

describe('the boot script file', () => {
  it('is named in every page\'s head, names the entry, and is kept for a year', async () => {
    forgetEdgeCaches();
    const edge = createEdge();
    const html = await (await edge.request('/de', { headers: { 'user-agent': BROWSER } })).text();
    const src = /<script src="(\/boot\/[a-z0-9]+\.js)" nonce="[^"]+" async><\/script>/.exec(html)?.[1] ?? '';
    expect(src).not.toBe('');
    const response = await edge.request(src);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toContain('"/assets/entry-test.js"');
    // An older version (a page from before a deploy) gets today's script, kept a minute only.
    const stale = await edge.request('/boot/old1.js');
    expect(stale.status).toBe(200);
    expect(stale.headers.get('cache-control')).toBe('public, max-age=60');
    for (const path of ['/boot/x.css', '/boot/..%2Fa.js', '/boot/ABC.js']) {
      const response = await edge.request(path);
      expect(response.status, path).toBe(404);
      expect(((await response.json()) as { error: { code: string } }).error.code, path).toBe('not_found');
    }
  });
});

describe('v3/header-menu', () => {
  async function headerMenu(query: string): Promise<{ response: Response; data: HeaderMenu }> {
    const response = await createEdge().request(`/api/v3/header-menu?${query}`);
    expect(response.status, query).toBe(200);
    return { response, data: ((await response.clone().json()) as { data: HeaderMenu }).data };
  }

  it("answers the world's school types, subjects, worlds and account links in its language, cacheable", async () => {
    forgetEdgeCaches();
    const { response, data } = await headerMenu('world=fr&path=/fr/connexion');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(data.searchPath).toBe('/fr/resultats-recherche');
    // School types named in French; the fixture's French subject under its school type.
    expect(data.schoolTypes.map((s) => s.name)).toContain('École élémentaire');
    const primary = data.schoolTypes.find((s) => s.schoolType === 'grundschule');
    expect(primary?.subjects).toContainEqual({ id: FIXTURE.subjectFr, title: 'Maths (test)', count: 1 });
    // Every world, the current one marked; the login screen is switchable, so each link keeps it.
    expect(data.worlds.map((w) => w.world)).toEqual([...WORLDS]);
    expect(data.worlds.filter((w) => w.current).map((w) => w.world)).toEqual(['fr']);
    expect(data.worlds.find((w) => w.world === 'de')).toMatchObject({ name: 'Deutschland', href: '/de/anmelden', hreflang: 'de' });
    expect(data.worlds.find((w) => w.world === 'fr')?.href).toBe('/fr/connexion');
    // The account menu lists every cabinet screen, in French, each named as its page's heading names it.
    expect(data.account.menuLinks.map((l) => l.name)).toEqual(['boughtMaterials', 'favourites', 'invoices', 'creditBalance', 'vouchers', 'mySubjects']);
    expect(data.account.settingsLinks.map((l) => l.name)).toEqual([
      'cabinetSettings', 'changePassword', 'changeEmail', 'changeCountry', 'billingAddress', 'bankDetails', 'notificationPreferences',
    ]);
    expect(data.account.menuLinks.find((l) => l.name === 'invoices')?.label).toBe('Factures et documents fiscaux');
    expect(data.account.settingsLinks[0]?.label).toBe('Paramètres');
    expect([...data.account.menuLinks, ...data.account.settingsLinks].every((l) => l.href.startsWith('/fr/'))).toBe(true);
    expect(data.account.becomeSellerHref).toMatch(/^\/fr\//);
  });

  it('leads to each world\'s home from a screen that is not switchable, and in German for de', async () => {
    const { data } = await headerMenu('world=de&path=/de/material/8001/uebungen-zur-bruchrechnung');
    expect(data.schoolTypes.map((s) => s.name)).toContain('Grundschule');
    expect(data.worlds.find((w) => w.world === 'fr')?.href).toBe('/fr');
    expect(data.worlds.find((w) => w.world === 'de')?.current).toBe(true);
  });

  it('refuses an unknown world and a path that is not one of ours with a 400', async () => {
    const edge = createEdge();
    for (const query of ['world=xx&path=/de', 'world=de&path=https://evil.example/', 'world=de&path=//evil.example/', `world=de&path=/${'a'.repeat(600)}`]) {
      const response = await edge.request(`/api/v3/header-menu?${query}`);
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(typeof body.error.code).toBe('string');
    }
  });
});
