import { beforeAll, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { call, data, get, post, makeStaff } from './accounts';
import { quickUser } from './commerce-kit';
import { createEdge, forgetEdgeCaches } from './harness';
import { insertTokenStatement } from '../../src/origin/db/identity';
import { newSecretToken, tokenHash } from '../../src/origin/domain/identity/tokens';
import { helpMatchQuery } from '../../src/origin/domain/help/search-query';
import type { HelpArticleView, HelpFaq, HelpIndex, HelpSearchResult, StaffHelp } from '../../src/shared/schemas/help';

type User = { userId: number; token: string };

function send(method: 'PUT' | 'DELETE', path: string, token: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  return call(path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
}

async function codeOf(response: Response): Promise<string> {
  return ((await response.json()) as { error?: { code: string } }).error?.code ?? '';
}

let staff: User;
let teacher: User;
let author: User;
let acting: string;
let categoryDe: number;
let categoryFr: number;
let refundId: number;
let draftId: number;
let frId: number;

async function createCategory(world: string, slug: string, title: string): Promise<number> {
  const response = await post(`v3/staff/help/categories?world=${world}`, { slug, title, description: `${title} description` }, staff.token);
  expect(response.status).toBe(201);
  return (await data<{ id: number }>(response)).id;
}

async function createArticle(world: string, input: Record<string, unknown>): Promise<number> {
  const response = await post(`v3/staff/help/articles?world=${world}`, input, staff.token);
  expect(response.status).toBe(201);
  return (await data<{ id: number }>(response)).id;
}

beforeAll(async () => {
  staff = await quickUser('Redaktion Hilfe');
  await makeStaff(staff.userId);
  teacher = await quickUser('Lehrerin Hilfe');
  author = await quickUser('Autorin Hilfe');
  await env.DB.prepare('UPDATE users SET is_seller = 1 WHERE id = ?').bind(author.userId).run();
  acting = newSecretToken();
  await insertTokenStatement(
    env.DB,
    { hash: await tokenHash(acting), userId: teacher.userId, clientId: 'kreide-web', scope: 'full', platform: 'web', impersonatorId: staff.userId, ttlSeconds: 3600 },
    new Date(),
  ).run();

  categoryDe = await createCategory('de', 'kaufen-herunterladen', 'Kaufen und Herunterladen');
  categoryFr = await createCategory('fr', 'acheter', 'Acheter et télécharger');
  refundId = await createArticle('de', {
    categoryId: categoryDe,
    slug: 'rueckerstattung',
    title: 'Rückerstattung einer Bestellung',
    bodyMarkdown: '## Wann gibt es Geld zurück?\n\nEine **Rückerstattung** bekommst du, wenn die Datei fehlerhaft ist. Schreibe uns über das Kontaktformular.',
    inFaq: true,
    status: 'published',
  });
  await createArticle('de', {
    categoryId: categoryDe,
    slug: 'rechnung-herunterladen',
    title: 'Rechnung herunterladen',
    bodyMarkdown: 'Jede Rechnung liegt unter „Meine Rechnungen“ als PDF.',
    position: 1,
    status: 'published',
  });
  draftId = await createArticle('de', {
    categoryId: categoryDe,
    slug: 'geheimer-entwurf',
    title: 'Geheimer Entwurf zur Rückerstattung',
    bodyMarkdown: 'Noch nicht fertig.',
    inFaq: true,
    status: 'draft',
  });
  frId = await createArticle('fr', {
    categoryId: categoryFr,
    slug: 'remboursement',
    title: 'Remboursement d’une commande',
    bodyMarkdown: 'Un remboursement est possible si le fichier est défectueux.',
    status: 'published',
  });
});

describe('help centre: reading', () => {
  it('lists the categories of the world with their published articles only', async () => {
    const index = await data<HelpIndex>(await get('v3/help?world=de'));
    const category = index.categories.find((c) => c.id === categoryDe);
    expect(category?.articles.map((a) => a.slug)).toEqual(['rueckerstattung', 'rechnung-herunterladen']);
    expect(index.categories.some((c) => c.id === categoryFr)).toBe(false);
  });

  it('serves one published article with related ones, and 404 for unknown, draft or another world', async () => {
    const view = await data<HelpArticleView>(await get(`v3/help/articles/${refundId}?world=de`));
    expect(view.article.html).toContain('<h2 id="wann-gibt-es-geld-zuruck">');
    expect(view.article.category.slug).toBe('kaufen-herunterladen');
    expect(view.related.map((a) => a.slug)).toEqual(['rechnung-herunterladen']);
    for (const path of [`v3/help/articles/999999?world=de`, `v3/help/articles/${draftId}?world=de`, `v3/help/articles/${frId}?world=de`, `v3/help/articles/${refundId}?world=fr`]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await codeOf(response)).toBe('not_found');
    }
    expect((await get('v3/help/articles/abc?world=de')).status).toBe(400);
  });

  it('lists published FAQ articles only', async () => {
    const faq = await data<HelpFaq>(await get('v3/help/faq?world=de'));
    expect(faq.items.map((i) => i.id)).toEqual([refundId]);
    expect(faq.items[0]?.text).toContain('Rückerstattung bekommst du');
  });
});

describe('help centre: search', () => {
  const search = async (q: string, world = 'de') => {
    const response = await get(`v3/help/search?world=${world}&q=${encodeURIComponent(q)}`);
    expect(response.status, q).toBe(200);
    return data<HelpSearchResult>(response);
  };

  it('finds words with and without their diacritics, and the start of the last word', async () => {
    for (const q of ['Rückerstattung', 'ruckerstattung', 'RUCKERSTATTUNG', 'rückerst', 'fehlerhaft datei']) {
      const result = await search(q);
      expect(result.items.map((i) => i.id), q).toEqual([refundId]);
    }
    const grCategory = await createCategory('gr', 'pliromes', 'Πληρωμές');
    const grId = await createArticle('gr', { categoryId: grCategory, slug: 'timologio', title: 'Πού βρίσκω το τιμολόγιο;', bodyMarkdown: 'Στον λογαριασμό σας, στην ενότητα **Τιμολόγια**.', status: 'published' });
    for (const q of ['τιμολόγιο', 'τιμολογιο', 'ΤΙΜΟΛΟΓΙΟ', 'τιμολογ', 'ενοτητα']) {
      expect((await search(q, 'gr')).items.map((i) => i.id), q).toEqual([grId]);
    }
    const hit = (await search('fehlerhaft')).items[0];
    expect(hit?.snippet).toContain('\u0002fehlerhaft\u0003');
    expect(hit?.category.title).toBe('Kaufen und Herunterladen');
  });

  it('ranks a word in the title above the same word in the text', async () => {
    const result = await search('rechnung');
    expect(result.items[0]?.slug).toBe('rechnung-herunterladen');
  });

  it('never finds drafts or articles of another world', async () => {
    expect((await search('geheimer')).items).toEqual([]);
    expect((await search('remboursement')).items).toEqual([]);
    expect((await search('remboursement', 'fr')).items.map((i) => i.id)).toEqual([frId]);
    expect((await search('Rückerstattung', 'fr')).items).toEqual([]);
  });

  it('answers FTS5 syntax as plain words, never with a 5xx', async () => {
    for (const q of ['"', '""', '"rück', '*', 'rück*', 'NEAR(', 'NEAR(a b', '-', '-rechnung', 'a OR', 'AND', 'title:x', '^', '(', ')', "'", '\u0000', '   ', '🙂']) {
      await search(q);
    }
    expect((await search('"Rückerstattung')).items.map((i) => i.id)).toEqual([refundId]);
    expect((await search('NEAR(')).items).toEqual([]);
  });

  it('refuses a query longer than 200 characters or an unknown parameter with a 400', async () => {
    expect((await get(`v3/help/search?world=de&q=${'a'.repeat(201)}`)).status).toBe(400);
    expect((await get('v3/help/search?world=de&sort=x')).status).toBe(400);
  });

  it('quotes every word and marks only the last as a prefix', () => {
    expect(helpMatchQuery('NEAR("a" -b*')).toBe('"NEAR" "a" "b"*');
    expect(helpMatchQuery(' " * - ')).toBeNull();
  });
});

describe('help centre: staff editing', () => {
  const article = () => ({ categoryId: categoryDe, slug: 'neuer-artikel', title: 'Neuer Artikel', bodyMarkdown: 'Text', status: 'published' });

  it('does not exist for visitors, teachers, authors or staff acting as another user (404)', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', 'v3/staff/help?world=de'],
      ['POST', 'v3/staff/help/categories?world=de', { slug: 'x', title: 'X' }],
      ['PUT', `v3/staff/help/categories/${categoryDe}?world=de`, { slug: 'x', title: 'X' }],
      ['DELETE', `v3/staff/help/categories/${categoryDe}?world=de`],
      ['POST', 'v3/staff/help/articles?world=de', article()],
      ['PUT', `v3/staff/help/articles/${refundId}?world=de`, article()],
      ['DELETE', `v3/staff/help/articles/${refundId}?world=de`],
      ['POST', 'v3/staff/help/preview?world=de', { bodyMarkdown: 'x' }],
    ];
    for (const token of [undefined, teacher.token, author.token, acting]) {
      for (const [method, path, body] of calls) {
        const headers: Record<string, string> = {};
        if (token) headers.authorization = `Bearer ${token}`;
        if (body !== undefined) headers['content-type'] = 'application/json';
        const response = await call(path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
        expect(response.status, `${method} ${path} as ${token ? token.slice(0, 6) : 'visitor'}`).toBe(404);
      }
    }
    // Nothing changed.
    expect((await data<HelpArticleView>(await get(`v3/help/articles/${refundId}?world=de`))).article.title).toBe('Rückerstattung einer Bestellung');
  });

  it('stores Markdown rendered safely: no script, no event handlers, no javascript: links', async () => {
    const id = await createArticle('de', {
      categoryId: categoryDe,
      slug: 'unsicher',
      title: 'Unsicher',
      bodyMarkdown: [
        '<script>alert(1)</script>',
        '<img src=x onerror="alert(1)">',
        '<a href="#" onclick="alert(1)">klick</a>',
        '[Link](javascript:alert(1)) [Link2](JAVASCRIPT:alert(1)) [Link3](data:text/html,x)',
        '![Bild](javascript:alert(1))',
        '[Außen](https://example.org)',
      ].join('\n\n'),
      status: 'published',
    });
    const view = await data<HelpArticleView>(await get(`v3/help/articles/${id}?world=de`));
    const html = view.article.html;
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<[^>]+\son\w+=/i);
    expect(html).not.toMatch(/href="\s*(javascript|data):/i);
    expect(html).not.toMatch(/src="\s*javascript:/i);
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('rel="noopener nofollow ugc"');
    const preview = await data<{ html: string }>(await post('v3/staff/help/preview?world=de', { bodyMarkdown: '[x](javascript:alert(1)) <b onclick="x">' }, staff.token));
    expect(preview.html).not.toMatch(/href="javascript|<b /i);
    const staffView = await data<StaffHelp>(await get('v3/staff/help?world=de', staff.token));
    expect(staffView.articles.find((a) => a.id === id)?.updatedBy).toBe('Redaktion Hilfe');
  });

  it('updates an article: the new text is read and searched, and who changed it is kept', async () => {
    const id = await createArticle('de', { categoryId: categoryDe, slug: 'aenderbar', title: 'Änderbar', bodyMarkdown: 'Alter Text über Kreidetafeln.', status: 'published' });
    const response = await send('PUT', `v3/staff/help/articles/${id}?world=de`, staff.token, {
      categoryId: categoryDe,
      slug: 'aenderbar',
      title: 'Geändert',
      bodyMarkdown: 'Neuer Text über Whiteboards.',
      inFaq: true,
      status: 'published',
    });
    expect(response.status).toBe(200);
    const view = await data<HelpArticleView>(await get(`v3/help/articles/${id}?world=de`));
    expect(view.article.title).toBe('Geändert');
    expect((await data<HelpSearchResult>(await get('v3/help/search?world=de&q=whiteboards'))).items.map((i) => i.id)).toEqual([id]);
    expect((await data<HelpSearchResult>(await get('v3/help/search?world=de&q=kreidetafeln'))).items).toEqual([]);
    const row = await env.DB.prepare('SELECT updated_by FROM help_articles WHERE id = ?').bind(id).first<{ updated_by: number }>();
    expect(row?.updated_by).toBe(staff.userId);
  });

  it('keeps worlds apart: another world’s ids are 404 and its categories cannot be used', async () => {
    expect((await send('PUT', `v3/staff/help/articles/${frId}?world=de`, staff.token, article())).status).toBe(404);
    expect((await send('DELETE', `v3/staff/help/articles/${frId}?world=de`, staff.token)).status).toBe(404);
    expect((await send('PUT', `v3/staff/help/categories/${categoryFr}?world=de`, staff.token, { slug: 'y', title: 'Y' })).status).toBe(404);
    const foreign = await post('v3/staff/help/articles?world=de', { ...article(), categoryId: categoryFr }, staff.token);
    expect(foreign.status).toBe(400);
    expect(await codeOf(foreign)).toBe('unknown_category');
    expect((await send('PUT', `v3/staff/help/articles/999999?world=de`, staff.token, article())).status).toBe(404);
    const fr = await data<HelpArticleView>(await get(`v3/help/articles/${frId}?world=fr`));
    expect(fr.article.title).toBe('Remboursement d’une commande');
  });

  it('refuses bad input with a 4xx and changes nothing', async () => {
    const bad = [
      { ...article(), slug: 'Mit Leerzeichen' },
      { ...article(), title: '' },
      { ...article(), status: 'archived' },
      { ...article(), extra: 1 },
      { ...article(), bodyMarkdown: 'x'.repeat(40_001) },
    ];
    for (const body of bad) expect((await post('v3/staff/help/articles?world=de', body, staff.token)).status).toBe(400);
    const taken = await post('v3/staff/help/articles?world=de', { ...article(), slug: 'rueckerstattung' }, staff.token);
    expect(taken.status).toBe(409);
    expect(await codeOf(taken)).toBe('slug_taken');
    const notEmpty = await send('DELETE', `v3/staff/help/categories/${categoryDe}?world=de`, staff.token);
    expect(notEmpty.status).toBe(409);
    expect(await codeOf(notEmpty)).toBe('category_not_empty');
    const count = await env.DB.prepare("SELECT COUNT(*) AS n FROM help_articles WHERE slug = 'neuer-artikel'").first<{ n: number }>();
    expect(count?.n).toBe(0);
  });

  it('deletes an article and an empty category', async () => {
    const category = await createCategory('de', 'leer', 'Leer');
    const id = await createArticle('de', { categoryId: category, slug: 'weg', title: 'Weg damit', bodyMarkdown: 'Einmalig', status: 'published' });
    expect((await send('DELETE', `v3/staff/help/articles/${id}?world=de`, staff.token)).status).toBe(200);
    expect((await get(`v3/help/articles/${id}?world=de`)).status).toBe(404);
    expect((await data<HelpSearchResult>(await get('v3/help/search?world=de&q=einmalig'))).items).toEqual([]);
    expect((await send('DELETE', `v3/staff/help/categories/${category}?world=de`, staff.token)).status).toBe(200);
  });
});

describe('help centre: pages', () => {
  const edge = createEdge();
  const page = async (path: string, cookie?: string) => {
    forgetEdgeCaches();
    return edge.request(path, cookie ? { headers: { cookie } } : {});
  };

  it('shows the topics, and search results with the snippet or a clear nothing-found', async () => {
    const centre = await page('/de/hilfe');
    expect(centre.status).toBe(200);
    const html = await centre.text();
    expect(html).toContain('Kaufen und Herunterladen');
    expect(html).toContain(`/de/hilfe/${refundId}/rueckerstattung`);
    const found = await (await page('/de/hilfe?q=fehlerhaft')).text();
    expect(found).toContain('<mark>fehlerhaft</mark>');
    const none = await page('/de/hilfe?q=%22NEAR(%20xyzzy');
    expect(none.status).toBe(200);
    const noneHtml = await none.text();
    expect(noneHtml).toContain('Nichts gefunden');
    expect(noneHtml).toContain('/de/info/fragen');
  });

  it('shows an article with breadcrumbs, sends a wrong slug to the right one, 404 for unknown ids', async () => {
    const response = await page(`/de/hilfe/${refundId}/rueckerstattung`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Rückerstattung einer Bestellung');
    expect(html).toMatch(/class="breadcrumbs"[\s\S]*Hilfe-Center[\s\S]*Kaufen und Herunterladen[\s\S]*Rückerstattung einer Bestellung/);
    expect(html).toContain('Rechnung herunterladen');
    const moved = await page(`/de/hilfe/${refundId}/falsch`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(`/de/hilfe/${refundId}/rueckerstattung`);
    for (const path of ['/de/hilfe/999999/x', `/de/hilfe/${draftId}/geheimer-entwurf`, `/de/hilfe/${frId}/remboursement`, '/de/hilfe/abc/x']) {
      expect((await page(path)).status, path).toBe(404);
    }
  });

  it('shows a staff change through the edge at once: the cached article and FAQ are dropped', async () => {
    forgetEdgeCaches();
    const id = await createArticle('de', { categoryId: categoryDe, slug: 'zwischenspeicher', title: 'Alte Überschrift', bodyMarkdown: 'Alter Text.', inFaq: true, status: 'published' });
    const visit = async (path: string) => (await edge.request(path)).text();
    expect(await visit(`/de/hilfe/${id}/zwischenspeicher`)).toContain('Alter Text.');
    expect(await visit('/de/info/fragen')).toContain('Alte Überschrift');
    const changed = await edge.request(`/api/v3/staff/help/articles/${id}?world=de`, {
      method: 'PUT',
      headers: { cookie: `kreide_session=${staff.token}`, origin: 'https://kreide.test', 'content-type': 'application/json' },
      body: JSON.stringify({ categoryId: categoryDe, slug: 'zwischenspeicher', title: 'Neue Überschrift', bodyMarkdown: 'Neuer Text.', inFaq: true, status: 'published' }),
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('x-kreide-purge')).toBeNull();
    // No forgetEdgeCaches() here: the pages were cached, and the change must show anyway.
    expect(await visit(`/de/hilfe/${id}/zwischenspeicher`)).toContain('Neuer Text.');
    expect(await visit('/de/info/fragen')).toContain('Neue Überschrift');
  });

  it('puts the FAQ questions in <details> and FAQPage structured data in the head', async () => {
    const response = await page('/de/info/fragen');
    expect(response.status).toBe(200);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    const json = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(head)?.[1];
    expect(json).toBeDefined();
    const data = JSON.parse(json ?? '{}') as { '@type': string; mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity.map((q) => q.name)).toContain('Rückerstattung einer Bestellung');
    expect(html).toMatch(/<details[^>]*><summary>Rückerstattung einer Bestellung<\/summary>/);
    expect(html).not.toContain('Geheimer Entwurf');
  });

  it('shows the staff editor to staff only; everyone else gets the not-found page', async () => {
    const own = await page('/staff/help', `kreide_session=${staff.token}; kreide_world=de`);
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control') ?? '').not.toContain('public');
    expect(await own.text()).toContain('data-screen="staffHelp"');
    for (const cookie of [undefined, `kreide_session=${teacher.token}`, `kreide_session=${author.token}`, `kreide_session=${acting}`]) {
      expect((await page('/staff/help', cookie)).status, cookie ?? 'visitor').toBe(404);
    }
  });
});
