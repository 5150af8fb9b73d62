import { beforeEach, describe, expect, it } from 'vitest';
import { createEdge, forgetEdgeCaches, BROWSER } from './harness';
import { FIXTURE } from './fixtures';

const host = FIXTURE.shopHost;
const headers = { 'user-agent': BROWSER };
const material = FIXTURE.materialDe;

function canonical(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1];
}

describe('an author’s own domain', () => {
  beforeEach(forgetEdgeCaches);
  const edge = createEdge();

  it('opens on the shop’s materials list', async () => {
    const response = await edge.request('/', { host, headers });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/materialien');
  });

  it('lists the author’s materials, newest first, with the main site’s author page as canonical', async () => {
    const response = await edge.request('/materialien', { host, headers });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="de');
    expect(html).toContain('Frau Müller');
    const titles = ['Übungen zur Bruchrechnung', 'Kostenlose Einmaleins-Karten', 'Mathe-Paket Klasse 6'].map((t) => html.indexOf(t));
    expect(titles.every((i) => i > 0)).toBe(true);
    expect(titles).toEqual([...titles].sort((a, b) => a - b));
    expect(html).not.toContain('Les fractions');
    expect(canonical(html)).toBe(`https://${host}/de/autor/${FIXTURE.authorDe.id}/${FIXTURE.authorDe.slug}/materialien`);
    expect(html).not.toContain('hreflang=');
  });

  it('pages the list: a page past the end is empty', async () => {
    const html = await (await edge.request('/materialien?page=2', { host, headers })).text();
    expect(html).not.toContain('Übungen zur Bruchrechnung');
    expect(html).toContain('rel="prev" href="/materialien"');
  });

  it('shows the author’s own material page with the main site’s material path as canonical', async () => {
    const response = await edge.request(`/material/${material.id}/${material.slug}`, { host, headers });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Übungen zur Bruchrechnung');
    expect(canonical(html)).toBe(`https://${host}/de/material/${material.id}/${material.slug}`);
  });

  it('redirects a wrong slug on the same host and refuses other authors’ materials', async () => {
    const wrong = await edge.request(`/material/${material.id}/falsch`, { host, headers });
    expect(wrong.status).toBe(301);
    expect(wrong.headers.get('location')).toBe(`/material/${material.id}/${material.slug}`);
    expect((await edge.request(`/material/${FIXTURE.materialFr.id}/${FIXTURE.materialFr.slug}`, { host, headers })).status).toBe(404);
    expect((await edge.request('/material/99999/nichts', { host, headers })).status).toBe(404);
    expect((await edge.request('/material/abc/x', { host, headers })).status).toBe(404);
  });

  it('shows the blog view', async () => {
    const response = await edge.request('/blog', { host, headers });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Frau Müller');
    expect(canonical(html)).toBe(`https://${host}/de/autor/${FIXTURE.authorDe.id}/${FIXTURE.authorDe.slug}/blog`);
  });

  it('leaves other hosts alone: the shop paths are nothing on the main host', async () => {
    expect((await edge.request('/materialien', { headers })).status).toBe(404);
    const world = await edge.request('/', { host: FIXTURE.worldHost, headers });
    expect(world.headers.get('location')).toMatch(/^\/fr/);
  });
});
