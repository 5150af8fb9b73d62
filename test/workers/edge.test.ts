import { beforeEach, describe, expect, it } from 'vitest';
import { createEdge, forgetEdgeCaches, BROWSER, GOOGLEBOT } from './harness';
import { FIXTURE } from './fixtures';

beforeEach(forgetEdgeCaches);

describe('world resolution', () => {
  it('takes the world from the first path segment and remembers it in a cookie', async () => {
    const edge = createEdge();
    const response = await edge.request('/it', { headers: { 'user-agent': BROWSER } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<html lang="it">');
    expect(response.headers.get('set-cookie')).toContain('kreide_world=it');
  });

  it('uses a partner host when the path has no world', async () => {
    const edge = createEdge();
    const jobs = await edge.request('/jobs', { host: FIXTURE.worldHost, headers: { cookie: 'kreide_world=it' } });
    expect(await jobs.text()).toContain('<html lang="fr">');
    const root = await edge.request('/', { host: FIXTURE.worldHost });
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/fr');
  });

  it('falls back to the last visited world cookie, then to de', async () => {
    const edge = createEdge();
    expect(await (await edge.request('/jobs', { headers: { cookie: 'kreide_world=es' } })).text()).toContain('<html lang="es">');
    expect(await (await edge.request('/jobs', { headers: { cookie: 'kreide_world=xx' } })).text()).toContain('<html lang="de">');
    expect(await (await edge.request('/jobs')).text()).toContain('<html lang="de">');
  });

  it('the path segment wins over host and cookie', async () => {
    const edge = createEdge();
    const response = await edge.request('/gr', { host: FIXTURE.worldHost, headers: { cookie: 'kreide_world=it' } });
    expect(await response.text()).toContain('<html lang="el">');
  });
});

describe('entry point', () => {
  it('redirects to a stored landing target', async () => {
    const edge = createEdge();
    const response = await edge.request('/', { headers: { cookie: 'kreide_landing=%2Ffr%2Fconnexion' } });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/fr/connexion');
  });

  it('ignores targets that are not our screens and shows the landing view', async () => {
    const edge = createEdge();
    const response = await edge.request('/', { headers: { cookie: 'kreide_landing=%2F%2Fevil.example', 'accept-language': 'it-IT,it;q=0.9' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('href="/it"');
    expect(html).toContain('<html lang="it">');
  });

  it('does not follow the target while impersonating', async () => {
    const edge = createEdge();
    const response = await edge.request('/', { headers: { cookie: 'kreide_landing=%2Fde; kreide_impersonating=1' } });
    expect(response.status).toBe(200);
  });
});

describe('pages', () => {
  it('renders a material page with its head, JSON-LD and previews', async () => {
    const edge = createEdge();
    const response = await edge.request(`/de/material/${FIXTURE.materialDe.id}/${FIXTURE.materialDe.slug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Übungen zur Bruchrechnung | Kreide</title>');
    expect(html).toContain('"@type":"Product"');
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toContain(`/api/v3/materials/${FIXTURE.materialDe.id}/preview/1.svg?watermark=1`);
    expect(html).toContain('Frau Müller');
    const crumbs = /<nav[^>]*class="breadcrumbs"[^>]*>(.*?)<\/nav>/s.exec(html)?.[1] ?? '';
    expect(crumbs.indexOf('Gymnasium (Sek I)')).toBeGreaterThan(-1);
    expect(crumbs.indexOf('Gymnasium (Sek I)')).toBeLessThan(crumbs.indexOf('Mathe (Test)'));
  });

  it('redirects a wrong slug to the canonical one with 301', async () => {
    const edge = createEdge();
    const response = await edge.request(`/de/material/${FIXTURE.materialDe.id}/falsch`);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`/de/material/${FIXTURE.materialDe.id}/${FIXTURE.materialDe.slug}`);
  });

  it('redirects a material address without its slug to the full one with 301, in every main world', async () => {
    const edge = createEdge();
    const response = await edge.request(`/de/material/${FIXTURE.materialDe.id}`);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`/de/material/${FIXTURE.materialDe.id}/${FIXTURE.materialDe.slug}`);
    const italian = await edge.request(`/it/materiale/${FIXTURE.materialIt.id}`);
    expect(italian.status).toBe(301);
    expect(italian.headers.get('location')).toBe(`/it/materiale/${FIXTURE.materialIt.id}/${FIXTURE.materialIt.slug}`);
    expect((await edge.request('/de/material/999999')).status).toBe(404);
  });

  it('answers 404 with a real page for a missing material, author and unknown path', async () => {
    const edge = createEdge();
    for (const path of ['/de/material/999999/nichts', '/de/autor/999999/niemand', `/de/autor/${FIXTURE.privateAuthor.id}/privat`, '/de/gibt-es-nicht', '/fr/material/abc/x']) {
      const response = await edge.request(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('x-robots-tag')).toBe('noindex');
      const html = await response.text();
      expect(html).toContain('<main id="main"');
      expect(html).toContain('role="search"');
    }
  });

  it('redirects a trailing slash', async () => {
    const edge = createEdge();
    const response = await edge.request('/de/anmelden/?x=1');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/de/anmelden?x=1');
  });

  it('shows an author page with the materials in the author world', async () => {
    const edge = createEdge();
    const response = await edge.request(`/de/autor/${FIXTURE.authorDe.id}/${FIXTURE.authorDe.slug}`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('Frau Müller');
    expect(html).toContain('Mathe-Paket Klasse 6');
  });

  it('finds materials by search with and without diacritics', async () => {
    const edge = createEdge();
    for (const q of ['Übungen', 'ubungen', 'bruchrech']) {
      const html = await (await edge.request(`/de/suchergebnisse?q=${encodeURIComponent(q)}`)).text();
      expect(html, q).toContain('Übungen zur Bruchrechnung');
    }
  });

  it('renders islands with their own identifier prefixes and ships the page state', async () => {
    const edge = createEdge();
    const html = await (await edge.request('/de/anmelden')).text();
    const ids = [...html.matchAll(/data-island-id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThanOrEqual(5);
    expect(new Set(ids).size).toBe(ids.length);
    expect(html).toContain('<script type="application/json" id="kreide-state">');
  });
});

describe('caches', () => {
  it('serves bots the complete document from the edge cache with no origin call on a hit', async () => {
    const edge = createEdge();
    const first = await edge.request('/de', { headers: { 'user-agent': GOOGLEBOT } });
    expect(first.headers.get('x-kreide-cache')).toBe('MISS');
    const firstHtml = await first.text();
    expect(firstHtml.endsWith('</body></html>')).toBe(true);
    const callsBefore = edge.originCalls.length;
    const second = await edge.request('/de', { headers: { 'user-agent': GOOGLEBOT } });
    expect(second.headers.get('x-kreide-cache')).toBe('HIT');
    expect(edge.originCalls.length).toBe(callsBefore);
    expect(await second.text()).toContain('Kreide');
  });

  it('stamps a fresh nonce into every response, cached or not', async () => {
    const edge = createEdge();
    const nonces: string[] = [];
    for (let i = 0; i < 2; i++) {
      const response = await edge.request('/de/lehrermarktplatz');
      const csp = response.headers.get('content-security-policy') ?? '';
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? '';
      expect(nonce.length).toBeGreaterThan(16);
      expect(csp).not.toContain('unsafe-inline');
      const html = await response.text();
      expect(html).toContain(`nonce="${nonce}"`);
      expect(html).not.toContain('&kreide-csp-nonce;');
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('never writes the nonce into text a visitor supplied, cached or not', async () => {
    const edge = createEdge();
    for (let i = 0; i < 2; i++) {
      const response = await edge.request(`/de/suchergebnisse?q=${encodeURIComponent('&kreide-csp-nonce; __KREIDE_CSP_NONCE__')}`);
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? '';
      const html = await response.text();
      // Only the nonce attributes of our scripts hold it; the query shows as typed.
      expect(html.split(nonce).length - 1).toBe((html.match(/ nonce="/g) ?? []).length);
      expect(html).toContain('&amp;kreide-csp-nonce; __KREIDE_CSP_NONCE__');
    }
  });

  it('caches currency data in KV: the second request makes no origin call', async () => {
    const edge = createEdge();
    const first = await edge.request('/api/v3/currencies/current?world=de', { headers: { cookie: 'kreide_country=PL' } });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ data: { currency: { code: 'PLN' } } });
    const calls = edge.originCalls.length;
    forgetEdgeCaches();
    const second = await edge.request('/api/v3/currencies/current?world=de', { headers: { cookie: 'kreide_country=PL' } });
    expect(await second.json()).toMatchObject({ data: { currency: { code: 'PLN' } } });
    expect(edge.originCalls.length).toBe(calls);
  });

  it('caches the country lookup in KV', async () => {
    const edge = createEdge();
    await edge.request('/api/v3/location/get-country', { headers: { cookie: 'kreide_country=FR' } });
    const calls = edge.originCalls.length;
    const response = await edge.request('/api/v3/location/get-country', { headers: { cookie: 'kreide_country=FR' } });
    expect(await response.json()).toEqual({ data: { code: 'FR', currencyCode: 'EUR' } });
    expect(edge.originCalls.length).toBe(calls);
  });

  it('caches A/B test definitions in KV and keeps the assignment sticky', async () => {
    const edge = createEdge();
    const first = await edge.request('/api/v3/settings/variant/NAV', { headers: { 'user-agent': BROWSER, cookie: 'kreide_consent=1.s1.m0' } });
    const body = (await first.json()) as { data: { name: string; active: boolean } };
    expect(['A', 'B', 'C', 'D']).toContain(body.data.name);
    expect(body.data.active).toBe(['C', 'D'].includes(body.data.name));
    const cookie = /kreide_ab=[^;]+/.exec(first.headers.get('set-cookie') ?? '')?.[0] ?? '';
    expect(cookie).toContain(`NAV%3A${body.data.name}`);
    const calls = edge.originCalls.length;
    forgetEdgeCaches();
    const again = await edge.request('/api/v3/settings/variant/NAV', { headers: { cookie: `kreide_consent=1.s1.m0; ${decodeURIComponent(cookie)}` } });
    expect(((await again.json()) as { data: { name: string } }).data.name).toBe(body.data.name);
    expect(edge.originCalls.length).toBe(calls);
  });

  it('gives prerender and UI-test agents the default variant and stores nothing', async () => {
    const edge = createEdge();
    const response = await edge.request('/api/v3/settings/variant/NAV', { headers: { 'user-agent': 'Mozilla/5.0 kreide-ui-test' } });
    expect(((await response.json()) as { data: { name: string } }).data.name).toBe('A');
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});

describe('security headers', () => {
  it('are on pages, API answers and redirects', async () => {
    const edge = createEdge();
    for (const path of ['/de', '/api/v1/filters?world=de', '/de/warenkorb-anschauen', '/api/nothing']) {
      const response = await edge.request(path);
      expect(response.headers.get('strict-transport-security'), path).toContain('max-age=');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });
});

describe('materials of another world', () => {
  it('redirect to the material in its own world', async () => {
    const edge = createEdge();
    const response = await edge.request(`/de/material/${FIXTURE.materialIt.id}/${FIXTURE.materialIt.slug}`);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`/it/materiale/${FIXTURE.materialIt.id}/${FIXTURE.materialIt.slug}`);
  });
});

describe('one-time link screens', () => {
  it('are never cached, so the token in their URL stays out of every cache', async () => {
    const edge = createEdge();
    for (let i = 0; i < 2; i++) {
      const response = await edge.request('/de/passwort-wiederherstellen/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG');
      expect(response.headers.get('x-kreide-cache')).toBe('BYPASS');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-security-policy')).toMatch(/script-src 'nonce-[^']+'/);
    }
  });
});

describe('islands that wait for the visitor', () => {
  it('mark the search box so its code loads at the first focus, not with the page', async () => {
    const edge = createEdge();
    const html = await (await edge.request('/de')).text();
    const tag = /<div[^>]*data-island="SearchSuggest"[^>]*>/.exec(html)?.[0] ?? '';
    expect(tag).toContain('data-island-when="interaction"');
    expect(/<div[^>]*data-island="AccountMenu"[^>]*>/.exec(html)?.[0]).not.toContain('data-island-when');
  });
});
