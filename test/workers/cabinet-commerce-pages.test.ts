import { beforeEach, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { signDownload } from '../../src/origin/domain/commerce/download-token';
import { createEdge, forgetEdgeCaches, shippedAreas, BROWSER } from './harness';
import { FIXTURE } from './fixtures';

beforeEach(forgetEdgeCaches);


describe('cabinet commerce screens', () => {
  const screens = [
    { path: '/de/erworbene-materialien', island: 'BoughtMaterials', heading: 'Gekaufte Materialien', areas: ['cabinet-materials'] },
    { path: '/de/guthaben', island: 'CreditBalance', heading: 'Guthaben', areas: ['cabinet-settings', 'cabinet-materials'] },
    { path: '/de/rechnungen-steuerbelege', island: 'InvoiceList', heading: 'Rechnungen und Steuerunterlagen', areas: ['cabinet-settings', 'cabinet-materials'] },
  ];

  it.each(screens)('$path renders its island behind the sign-in gate, noindex', async ({ path, island, heading, areas }) => {
    const edge = createEdge();
    const response = await edge.request(path, { headers: { 'user-agent': BROWSER } });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain(`data-island="${island}"`);
    const marker = new RegExp(`<div[^>]*data-island="${island}"[^>]*data-props="([^"]*)"`).exec(html);
    const props = JSON.parse((marker?.[1] ?? '{}').replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as Record<string, unknown>;
    expect(props.signInHref).toBe(`/de/anmelden?next=${encodeURIComponent(path)}`);
    expect(html).toContain(`<h1>${heading}</h1>`);
    // Who is signed in is not known on the edge: the gate shows its note, never a user's data.
    expect(html).toContain('Deine Anmeldung wird geprüft');
    expect(shippedAreas(html)).toEqual(expect.arrayContaining(['common', 'header', ...areas]));
    // The screen makes no origin call for the user's data (the island loads it in the browser).
    expect(edge.originCalls.filter((call) => /purchases|credits|invoices/.test(call))).toEqual([]);
  });

  it('passes the list page and the screen path to the list islands', async () => {
    const edge = createEdge();
    const html = await (await edge.request('/de/rechnungen-steuerbelege?page=3')).text();
    expect(html).toMatch(/data-island="InvoiceList"[^>]*data-props="[^"]*&quot;page&quot;:3/);
    expect(html).toMatch(/&quot;basePath&quot;:&quot;\/de\/rechnungen-steuerbelege&quot;/);
    const bought = await (await edge.request('/es/materiales-comprados?page=abc')).text();
    expect(bought).toMatch(/data-island="BoughtMaterials"[^>]*data-props="[^"]*&quot;page&quot;:1/);
    expect(bought).toMatch(/&quot;searchHref&quot;:&quot;\/es\//);
    // Each world's page templates: a purchase links to the world it was bought in.
    const props = JSON.parse((/data-island="BoughtMaterials"[^>]*data-props="([^"]*)"/.exec(bought)?.[1] ?? '{}').replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as {
      hrefTemplates?: Record<string, { material: string | null; author: string | null }>;
    };
    expect(props.hrefTemplates?.de?.material).toBe('/de/material/__id__/__slug__');
    expect(props.hrefTemplates?.it?.material).toBe('/it/materiale/__id__/__slug__');
    expect(props.hrefTemplates?.de?.author).toMatch(/^\/de\/.*__id__/);
  });

  it('are localized in every main world', async () => {
    const edge = createEdge();
    for (const path of ['/fr/solde', '/it/fatture-documenti-fiscali', '/gr/agorasmena-ylika']) {
      const response = await edge.request(path);
      expect(response.status, path).toBe(200);
    }
  });
});

describe('free material download screen', () => {
  it('answers 404 for an unknown token and never caches it', async () => {
    const edge = createEdge();
    for (let i = 0; i < 2; i++) {
      const response = await edge.request('/de/gratis-material-download/unknown-token-0123456789abcdef', { headers: { 'user-agent': BROWSER } });
      expect(response.status).toBe(404);
      expect(response.headers.get('x-kreide-cache')).toBe('BYPASS');
      expect(response.headers.get('x-robots-tag')).toBe('noindex');
    }
  });

  it('answers 404 without asking the origin for a token that cannot be one', async () => {
    const edge = createEdge();
    const response = await edge.request(`/de/gratis-material-download/${'x'.repeat(300)}`);
    expect(response.status).toBe(404);
    expect(edge.originCalls.filter((call) => call.includes('free-downloads'))).toEqual([]);
  });
});

describe('free material download screen with a real link', () => {
  it('shows the material and plain links to its files, never cached', async () => {
    const existing = await env.DB.prepare('SELECT id FROM material_files WHERE material_id = ?').bind(FIXTURE.freeDe.id).first();
    if (!existing) {
      await env.DB.prepare("INSERT INTO material_files (material_id, name, format, size_bytes, sources) VALUES (?, 'Einmaleins-Karten.pdf', 'pdf', 1258291, '{}')")
        .bind(FIXTURE.freeDe.id)
        .run();
    }
    const edge = createEdge();
    const created = await edge.request('/api/v3/free-downloads?world=de', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ materialId: FIXTURE.freeDe.id }),
    });
    expect(created.status).toBe(200);
    const { data } = (await created.json()) as { data: { token: string; url: string } };
    expect(data.url).toBe(`/de/gratis-material-download/${data.token}`);
    for (let i = 0; i < 2; i++) {
      const response = await edge.request(data.url, { headers: { 'user-agent': BROWSER } });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-kreide-cache')).toBe('BYPASS');
      expect(response.headers.get('x-robots-tag')).toBe('noindex');
      const html = await response.text();
      expect(html).toContain('Kostenlose Einmaleins-Karten');
      expect(html).toContain(`href="/de/material/${FIXTURE.freeDe.id}/${FIXTURE.freeDe.slug}"`);
      expect(html).toContain('Einmaleins-Karten.pdf herunterladen');
      expect(html).toContain('PDF, 1,2 MB');
      const link = /<a class="button" href="([^"]+)" download="Einmaleins-Karten.pdf">/.exec(html)?.[1]?.replaceAll('&amp;', '&');
      expect(link).toMatch(/^\/api\/v3\/downloads\/file\?token=/);
      if (i === 0) {
        const file = await edge.request(link ?? '');
        expect(file.status).toBe(200);
        expect(file.headers.get('content-disposition')).toContain('attachment');
      }
    }
  });

  it('says so with a 410 when the link has expired', async () => {
    const token = await signDownload({ kind: 'free', materialId: FIXTURE.freeDe.id, expiresAt: Math.floor(Date.now() / 1000) - 60 }, env.PASSWORD_PEPPER);
    const edge = createEdge();
    const response = await edge.request(`/de/gratis-material-download/${token}`);
    expect(response.status).toBe(410);
    expect(response.headers.get('x-kreide-cache')).toBe('BYPASS');
    expect(await response.text()).toContain('Dieser Download-Link ist abgelaufen');
  });

  it('answers 404 for a link whose signature does not match', async () => {
    const token = await signDownload({ kind: 'free', materialId: FIXTURE.freeDe.id, expiresAt: Math.floor(Date.now() / 1000) + 600 }, 'another secret');
    const response = await createEdge().request(`/de/gratis-material-download/${token}`);
    expect(response.status).toBe(404);
  });
});
