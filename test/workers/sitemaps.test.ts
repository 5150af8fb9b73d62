import { beforeEach, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { createEdge, forgetEdgeCaches, GOOGLEBOT } from './harness';
import { FIXTURE } from './fixtures';
import { routePath } from '../../src/shared/routes/match';
import { MAIN_WORLDS } from '../../src/shared/worlds';

/* Sitemaps and robots.txt (docs/search-engines.md). Each test asks on a host of its own: the Cache API keys by host. */

const now = new Date().toISOString();

/** The text of every `<tag>` in a document. */
function all(xml: string, tag: string): string[] {
  return [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g'))].map((m) => m[1] ?? '');
}

/** A small well-formedness check: one root, tags balanced and nested, entities only the five of XML. */
function expectWellFormed(xml: string, root: string): void {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const stack: string[] = [];
  for (const m of xml.replace(/^<\?xml[^>]*\?>/, '').matchAll(/<(\/?)([a-zA-Z:]+)[^>]*?(\/?)>/g)) {
    const [, close, name, selfClosing] = m;
    if (selfClosing) continue;
    if (close) expect(stack.pop()).toBe(name);
    else stack.push(name ?? '');
  }
  expect(stack).toEqual([]);
  expect(xml).toMatch(new RegExp(`<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"`));
  expect(xml.replace(/&(amp|lt|gt|quot|apos);/g, '')).not.toMatch(/&/);
}

async function insertContent(): Promise<void> {
  if (await env.DB.prepare('SELECT 1 FROM content_revisions WHERE id = 1').first()) return;
  const revision = env.DB.prepare('INSERT INTO content_revisions (id, world, page_key, title, blocks, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  const page = env.DB.prepare(
    'INSERT INTO content_pages (world, page_key, draft_title, draft_blocks, draft_updated_at, published_revision_id, published_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const post = env.DB.prepare(
    `INSERT INTO posts (id, world, kind, author_id, slug, title, body_markdown, body_html, status, published_at, created_at, updated_at, deleted_at)
     VALUES (?, ?, 'magazine', ?, ?, 'T', 'b', '<p>b</p>', ?, ?, ?, ?, ?)`,
  );
  const article = env.DB.prepare(
    `INSERT INTO help_articles (id, world, category_id, slug, title, body_markdown, body_html, body_text, status, updated_at)
     VALUES (?, ?, 1, ?, 'T', 'b', '<p>b</p>', 'b', ?, ?)`,
  );
  await env.DB.batch([
    revision.bind(1, 'de', 'terms', 'AGB', '[]', now),
    revision.bind(2, 'fr', 'terms', 'CGV', '[]', now),
    page.bind('de', 'terms', 'AGB', '[]', now, 1, now),
    page.bind('fr', 'terms', 'CGV', '[]', now, 2, now),
    // A draft that was never published: not listed.
    page.bind('de', 'imprint', 'Impressum', '[]', now, null, null),
    post.bind(501, 'de', FIXTURE.authorDe.id, 'live-post', 'published', now, now, now, null),
    post.bind(502, 'de', FIXTURE.authorDe.id, 'draft-post', 'draft', null, now, now, null),
    post.bind(503, 'de', FIXTURE.authorDe.id, 'deleted-post', 'published', now, now, now, now),
    post.bind(504, 'fr', FIXTURE.authorFr.id, 'billet', 'published', now, now, now, null),
    env.DB.prepare("INSERT INTO help_categories (id, world, slug, title) VALUES (1, 'de', 'konto', 'Konto')"),
    article.bind(601, 'de', 'passwort-vergessen', 'published', now),
    article.bind(602, 'de', 'entwurf', 'draft', now),
  ]);
}

describe('robots.txt', () => {
  beforeEach(forgetEdgeCaches);
  const edge = createEdge();

  it('names the sitemap of the host asked and closes the API and the staff screens', async () => {
    const response = await edge.request('/robots.txt', { host: 'robots.kreide.test' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text).toContain('User-agent: *\n');
    expect(text).toContain('Disallow: /api/\n');
    expect(text).toContain('Disallow: /staff/\n');
    expect(text).toContain('Sitemap: https://robots.kreide.test/sitemap.xml\n');
  });

  it('an author domain offers no sitemap', async () => {
    const text = await (await edge.request('/robots.txt', { host: FIXTURE.shopHost })).text();
    expect(text).toContain('Disallow: /api/');
    expect(text).not.toContain('Sitemap:');
    expect((await edge.request('/sitemap.xml', { host: FIXTURE.shopHost })).status).toBe(404);
  });
});

describe('the sitemap index and the files of each world', () => {
  beforeEach(forgetEdgeCaches);
  const edge = createEdge();

  it('lists one file per world, kind and part, with absolute URLs of the host asked', async () => {
    await insertContent();
    const response = await edge.request('/sitemap.xml', { host: 'index.kreide.test' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const xml = await response.text();
    expectWellFormed(xml, 'sitemapindex');
    const locs = all(xml, 'loc');
    const expected = [
      ...MAIN_WORLDS.flatMap((world) => [`${world}/landings-1`, ...(world === 'de' || world === 'fr' ? [`${world}/content-1`] : []), `${world}/materials-1`, `${world}/authors-1`, ...(world === 'de' || world === 'fr' ? [`${world}/posts-1`] : []), ...(world === 'de' ? ['de/help-1'] : [])]),
    ].map((file) => `https://index.kreide.test/sitemaps/${file}.xml`);
    expect(locs).toEqual(expected);
    // Kept at the edge: the second answer comes from the Cache API.
    expect((await edge.request('/sitemap.xml', { host: 'index.kreide.test' })).headers.get('x-kreide-cache')).toBe('HIT');
  });

  it('a materials file lists the live materials of its world only, with lastmod', async () => {
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO materials (id, world, author_id, slug, title, description, school_type, subject_id, material_type, grade_from, grade_to, price, currency, created_at, state, is_active, deleted_at)
         VALUES (8101, 'de', ?1, 'entwurf', 'E', 'E', 'sek1-gym', ?2, 'worksheet', 6, 6, 100, 'EUR', ?3, 'draft', 0, NULL),
                (8102, 'de', ?1, 'geloescht', 'G', 'G', 'sek1-gym', ?2, 'worksheet', 6, 6, 100, 'EUR', ?3, 'published', 0, ?3)`,
      ).bind(FIXTURE.authorDe.id, FIXTURE.subjectDe, now),
    ]);
    const xml = await (await edge.request('/sitemaps/de/materials-1.xml', { host: 'materials.kreide.test' })).text();
    expectWellFormed(xml, 'urlset');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const locs = all(xml, 'loc');
    expect(locs).toEqual(
      [FIXTURE.materialDe, FIXTURE.bundleDe, FIXTURE.freeDe].map((m) => `https://materials.kreide.test${routePath('materialPage', 'de', { id: String(m.id), slug: m.slug })}`),
    );
    expect(all(xml, 'lastmod')).toHaveLength(3);
    for (const lastmod of all(xml, 'lastmod')) expect(lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    // Every listed page is a real, indexable page.
    for (const loc of locs) {
      const page = await edge.request(new URL(loc).pathname, { host: 'materials.kreide.test', headers: { 'user-agent': GOOGLEBOT } });
      expect(page.status).toBe(200);
      expect(page.headers.get('x-robots-tag')).toBe('index, follow');
    }
  });

  it('landings: indexable screens with hreflang alternates, never a frame or a noindex screen', async () => {
    const xml = await (await edge.request('/sitemaps/de/landings-1.xml', { host: 'landings.kreide.test' })).text();
    expectWellFormed(xml, 'urlset');
    const locs = all(xml, 'loc').map((loc) => new URL(loc).pathname);
    expect(locs).toContain('/de');
    expect(locs).toContain(routePath('keywordLanding', 'de', { id: String(FIXTURE.subjectDe), slug: 'mathe-test' }));
    expect(locs).not.toContain(routePath('login', 'de'));
    // The AI tools' home is a page of its own now (docs/ai-tools.md): indexable, so listed.
    expect(locs).toContain(routePath('aiTools', 'de'));
    expect(locs).not.toContain(routePath('terms', 'de'));
    const home = /<url><loc>https:\/\/landings\.kreide\.test\/de<\/loc>(.*?)<\/url>/.exec(xml)?.[1] ?? '';
    const hreflangs = [...home.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => `${m[1]} ${m[2]}`);
    expect(hreflangs).toEqual([
      'de https://landings.kreide.test/de', 'es https://landings.kreide.test/es', 'fr https://landings.kreide.test/fr',
      'el https://landings.kreide.test/gr', 'it https://landings.kreide.test/it', 'x-default https://landings.kreide.test/de',
    ]);
    for (const path of locs) {
      const page = await edge.request(path, { host: 'landings.kreide.test', headers: { 'user-agent': GOOGLEBOT } });
      expect(page.status, path).toBe(200);
      expect(page.headers.get('x-robots-tag'), path).toBe('index, follow');
    }
  });

  it('authors, posts, help articles and content pages: only published rows', async () => {
    await insertContent();
    const get = async (file: string) => (await edge.request(`/sitemaps/${file}.xml`, { host: 'rows.kreide.test' })).text();
    const authors = all(await get('de/authors-1'), 'loc');
    expect(authors).toEqual([`https://rows.kreide.test${routePath('authorPage', 'de', { id: String(FIXTURE.authorDe.id), slug: FIXTURE.authorDe.slug })}`]);
    expect(all(await get('de/posts-1'), 'loc')).toEqual([`https://rows.kreide.test${routePath('blogPost', 'de', { id: '501' })}`]);
    expect(all(await get('fr/posts-1'), 'loc')).toEqual(['https://rows.kreide.test/fr/billet/504']);
    expect(all(await get('de/help-1'), 'loc')).toEqual(['https://rows.kreide.test/de/hilfe/601/passwort-vergessen']);
    const content = await get('de/content-1');
    expectWellFormed(content, 'urlset');
    expect(all(content, 'loc')).toEqual(['https://rows.kreide.test/de/info/agb']);
    // hreflang only to the worlds where the same page is published.
    expect([...content.matchAll(/hreflang="([^"]+)"/g)].map((m) => m[1])).toEqual(['de', 'fr', 'x-default']);
    expect((await edge.request('/sitemaps/es/posts-1.xml', { host: 'rows.kreide.test' })).status).toBe(404);
    expect((await edge.request('/sitemaps/xx/materials-1.xml', { host: 'rows.kreide.test' })).status).toBe(404);
    expect((await edge.request('/sitemaps/de/everything-1.xml', { host: 'rows.kreide.test' })).status).toBe(404);
  });
});

describe('the URL limit per file', () => {
  beforeEach(forgetEdgeCaches);
  const edge = createEdge({ SITEMAP_URL_LIMIT: '2' });

  it('splits a kind into files of at most the limit, each listed in the index', async () => {
    const index = await (await edge.request('/sitemap.xml', { host: 'split.kreide.test' })).text();
    const deMaterials = all(index, 'loc').filter((loc) => loc.includes('/sitemaps/de/materials-'));
    expect(deMaterials).toEqual(['https://split.kreide.test/sitemaps/de/materials-1.xml', 'https://split.kreide.test/sitemaps/de/materials-2.xml']);
    const first = all(await (await edge.request('/sitemaps/de/materials-1.xml', { host: 'split.kreide.test' })).text(), 'loc');
    const second = all(await (await edge.request('/sitemaps/de/materials-2.xml', { host: 'split.kreide.test' })).text(), 'loc');
    expect(first).toHaveLength(2);
    expect(second).toHaveLength(1);
    expect(new Set([...first, ...second]).size).toBe(3);
    expect((await edge.request('/sitemaps/de/materials-3.xml', { host: 'split.kreide.test' })).status).toBe(404);
    const landingFiles = all(index, 'loc').filter((loc) => loc.includes('/sitemaps/de/landings-'));
    expect(landingFiles.length).toBeGreaterThan(2);
    for (const file of landingFiles) {
      expect(all(await (await edge.request(new URL(file).pathname, { host: 'split.kreide.test' })).text(), 'loc').length).toBeLessThanOrEqual(2);
    }
  });

  it('the origin refuses a limit above 50,000 and a page above 10,000', async () => {
    expect((await edge.request('/api/v3/sitemaps/plan?size=50001')).status).toBe(400);
    expect((await edge.request('/api/v3/sitemaps/rows?world=de&kind=materials&from=1&limit=10001')).status).toBe(400);
    expect((await edge.request('/api/v3/sitemaps/rows?world=de&kind=users&from=1')).status).toBe(400);
  });
});
