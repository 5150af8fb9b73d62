import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { call, data, makeStaff, publicToken } from './accounts';
import { quickUser } from './commerce-kit';
import { createEdge, forgetEdgeCaches, BROWSER } from './harness';
import { insertTokenStatement } from '../../src/origin/db/identity';
import { tokenHash } from '../../src/origin/domain/identity/tokens';
import { FIXTURE } from './fixtures';
import type { EditorList, EditorPost, PostPage, PublicPost } from '../../src/shared/schemas/posts';

type User = { userId: number; token: string };

function send(method: string, path: string, token: string | undefined, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return call(path, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
}

async function expectError(response: Response, status: number, code?: string) {
  expect(response.status, await response.clone().text()).toBe(status);
  const body = (await response.json()) as { error: { code: string; message: string } };
  expect(typeof body.error.message).toBe('string');
  if (code) expect(body.error.code).toBe(code);
}

async function write(token: string, draft: { title: string; summary?: string; bodyMarkdown: string }, world = 'de'): Promise<EditorPost> {
  const response = await send('POST', `v3/post-editor/posts?world=${world}`, token, draft);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await data<{ post: EditorPost }>(response)).post;
}

async function publish(token: string, id: number, world = 'de'): Promise<EditorPost> {
  const response = await send('POST', `v3/post-editor/posts/${id}/publish?world=${world}`, token, {});
  expect(response.status, await response.clone().text()).toBe(200);
  return (await data<{ post: EditorPost }>(response)).post;
}

let author: User;
let otherAuthor: User;
let teacher: User;
let staff: User;

beforeAll(async () => {
  author = await quickUser('Autorin Blog');
  otherAuthor = await quickUser('Anderer Autor');
  teacher = await quickUser('Lehrerin Ohne Shop');
  staff = await quickUser('Redaktion');
  await env.DB.batch([
    env.DB.prepare('UPDATE users SET is_seller = 1 WHERE id IN (?, ?)').bind(author.userId, otherAuthor.userId),
  ]);
  await makeStaff(staff.userId, ['content']);
});

describe('who writes posts', () => {
  it('lets an author write, publish and unpublish a post of their own blog', async () => {
    const draft = await write(author.token, { title: 'Mein erster Beitrag', bodyMarkdown: 'Ein **kurzer** Text über Brüche.' });
    expect(draft).toMatchObject({ kind: 'author', status: 'draft', slug: 'mein-erster-beitrag', summary: 'Ein kurzer Text über Brüche.' });
    expect(draft.bodyHtml).toContain('<strong>kurzer</strong>');
    const list = await data<EditorList>(await send('GET', 'v3/post-editor/posts?world=de', author.token));
    expect(list.kind).toBe('author');
    expect(list.items.map((p) => p.id)).toContain(draft.id);
    expect((await publish(author.token, draft.id)).status).toBe('published');
    expect((await call(`v3/posts/${draft.id}?world=de`)).status).toBe(200);
    expect((await send('POST', `v3/post-editor/posts/${draft.id}/unpublish?world=de`, author.token, {})).status).toBe(200);
    await expectError(await call(`v3/posts/${draft.id}?world=de`), 404, 'not_found');
  });

  it('refuses visitors, public sessions and teachers who have no shop', async () => {
    const body = { title: 'Versuch', bodyMarkdown: 'Text' };
    await expectError(await send('POST', 'v3/post-editor/posts?world=de', undefined, body), 401);
    await expectError(await send('POST', 'v3/post-editor/posts?world=de', await publicToken(), body), 403, 'insufficient_scope');
    await expectError(await send('POST', 'v3/post-editor/posts?world=de', teacher.token, body), 403, 'cannot_write');
    await expectError(await send('GET', 'v3/post-editor/posts?world=de', teacher.token), 403, 'cannot_write');
    const { n } = (await env.DB.prepare('SELECT COUNT(*) AS n FROM posts WHERE author_id = ?').bind(teacher.userId).first<{ n: number }>()) ?? { n: -1 };
    expect(n).toBe(0);
  });

  it('never lets an author touch another author’s post: the same 404 as an unknown id, nothing changes', async () => {
    const mine = await write(author.token, { title: 'Nur meiner', bodyMarkdown: 'Original' });
    const t = otherAuthor.token;
    await expectError(await send('GET', `v3/post-editor/posts/${mine.id}?world=de`, t), 404, 'not_found');
    await expectError(await send('PUT', `v3/post-editor/posts/${mine.id}?world=de`, t, { title: 'Gekapert', bodyMarkdown: 'x' }), 404, 'not_found');
    await expectError(await send('POST', `v3/post-editor/posts/${mine.id}/publish?world=de`, t, {}), 404, 'not_found');
    await expectError(await send('DELETE', `v3/post-editor/posts/${mine.id}?world=de`, t), 404, 'not_found');
    const list = await data<EditorList>(await send('GET', 'v3/post-editor/posts?world=de', t));
    expect(list.items.map((p) => p.id)).not.toContain(mine.id);
    const row = await env.DB.prepare('SELECT title, status, deleted_at FROM posts WHERE id = ?').bind(mine.id).first();
    expect(row).toEqual({ title: 'Nur meiner', status: 'draft', deleted_at: null });
  });

  it('lets staff write magazine posts and edit any post; staff acting as a user are that user', async () => {
    const magazine = await write(staff.token, { title: 'Zehn Ideen für den Schulstart', bodyMarkdown: '## Ankommen\n\nIdeen.' });
    expect(magazine.kind).toBe('magazine');
    const authors = await write(author.token, { title: 'Vom Staff korrigiert', bodyMarkdown: 'Tippfeler' });
    const fixed = await send('PUT', `v3/post-editor/posts/${authors.id}?world=de`, staff.token, { title: 'Vom Staff korrigiert', bodyMarkdown: 'Tippfehler' });
    expect(fixed.status).toBe(200);
    expect((await data<{ post: EditorPost }>(fixed)).post).toMatchObject({ kind: 'author', bodyMarkdown: 'Tippfehler', author: { id: author.userId } });
    // A staff member signed in as the teacher is the teacher here.
    const acting = `acting-${crypto.randomUUID()}`;
    await insertTokenStatement(env.DB, { hash: await tokenHash(acting), userId: teacher.userId, clientId: 'kreide-web', scope: 'full', platform: 'web', impersonatorId: staff.userId, ttlSeconds: 3600 }, new Date()).run();
    await expectError(await send('POST', 'v3/post-editor/posts?world=de', acting, { title: 'x', bodyMarkdown: 'y' }), 403, 'cannot_write');
  });

  it('makes the summary from the body’s prose while the writer leaves it alone, and keeps their own', async () => {
    const first = await write(author.token, { title: 'Kurz', bodyMarkdown: '# Überschrift\n\nErster Absatz.' });
    expect(first.summary).toBe('Erster Absatz.');
    // The form sends the summary back unchanged: it follows the new body.
    const put = (fields: object) => send('PUT', `v3/post-editor/posts/${first.id}?world=de`, author.token, { title: 'Kurz', ...fields });
    const followed = (await data<{ post: EditorPost }>(await put({ summary: first.summary, bodyMarkdown: 'Neuer Anfang.' }))).post;
    expect(followed.summary).toBe('Neuer Anfang.');
    const own = (await data<{ post: EditorPost }>(await put({ summary: 'Meine eigene Zusammenfassung', bodyMarkdown: 'Anderer Text.' }))).post;
    expect(own.summary).toBe('Meine eigene Zusammenfassung');
    const kept = (await data<{ post: EditorPost }>(await put({ summary: own.summary, bodyMarkdown: 'Noch ein Text.' }))).post;
    expect(kept.summary).toBe('Meine eigene Zusammenfassung');
  });

  it('deletes a post: gone for readers and the editor', async () => {
    const gone = await publish(author.token, (await write(author.token, { title: 'Bald weg', bodyMarkdown: 'Text' })).id);
    expect((await send('DELETE', `v3/post-editor/posts/${gone.id}?world=de`, author.token)).status).toBe(200);
    await expectError(await call(`v3/posts/${gone.id}?world=de`), 404);
    await expectError(await send('GET', `v3/post-editor/posts/${gone.id}?world=de`, author.token), 404);
  });

  it('answers bad input with a 4xx and writes nothing', async () => {
    await expectError(await send('POST', 'v3/post-editor/posts?world=de', author.token, { title: '   ', bodyMarkdown: 'x' }), 400, 'invalid_body');
    await expectError(await send('POST', 'v3/post-editor/posts?world=de', author.token, { title: 'x', bodyMarkdown: 'y', kind: 'magazine' }), 400, 'invalid_body');
    await expectError(await send('POST', 'v3/post-editor/posts?world=de', author.token, { title: 'x', bodyMarkdown: 'y'.repeat(60_001) }), 400, 'invalid_body');
    await expectError(await send('GET', 'v3/post-editor/posts/abc?world=de', author.token), 400, 'invalid_parameter');
    // An author's blog lives in the world of their shop.
    await expectError(await send('POST', 'v3/post-editor/posts?world=fr', author.token, { title: 'x', bodyMarkdown: 'y' }), 403, 'other_world');
  });
});

describe('sanitising', () => {
  it('stores no script, no event handler and no javascript: link from the Markdown body', async () => {
    const body = [
      '<script>alert(1)</script>',
      '<img src=x onerror="alert(2)">',
      '[klick](javascript:alert(3))',
      '[auch](JaVaScRiPt:alert(4))',
      '<a href="javascript:alert(5)" onclick="alert(6)">roh</a>',
      '[gut](https://example.org/seite)',
    ].join('\n\n');
    const saved = await write(author.token, { title: 'Sicher', bodyMarkdown: body });
    for (const html of [saved.bodyHtml, (await data<{ html: string }>(await send('POST', 'v3/post-editor/preview?world=de', author.token, { bodyMarkdown: body }))).html]) {
      expect(html).not.toMatch(/<script/i);
      expect(html).not.toMatch(/<img/i);
      // Raw HTML stays text (escaped); no tag carries an event handler.
      expect(html).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
      expect(html).toContain('&lt;script&gt;');
      expect(html).not.toMatch(/href="javascript:/i);
      expect(html).toContain('href="https://example.org/seite"');
    }
    // The summary is plain text (the words of the body); pages escape it like any text.
    await publish(author.token, saved.id);
    forgetEdgeCaches();
    const page = await (await createEdge().request(`/de/post/${saved.id}`, { headers: { 'user-agent': BROWSER } })).text();
    expect(page).toContain('Sicher');
    expect(page).not.toMatch(/<script>alert/i);
    expect(page).not.toMatch(/<[^>]*\son[a-z]+\s*=\s*"alert/i);
    expect(page).not.toMatch(/href="javascript:/i);
  });
});

describe('reading posts', () => {
  let published: EditorPost;
  let draft: EditorPost;
  let magazine: EditorPost;
  let otherWorld: EditorPost;

  beforeAll(async () => {
    published = await publish(author.token, (await write(author.token, { title: 'Veröffentlicht', bodyMarkdown: 'Lesbar' })).id);
    draft = await write(author.token, { title: 'Noch ein Entwurf', bodyMarkdown: 'Geheim' });
    magazine = await publish(staff.token, (await write(staff.token, { title: 'Magazin der Woche', bodyMarkdown: 'Für alle' })).id);
    otherWorld = await publish(staff.token, (await write(staff.token, { title: 'Article du mois', bodyMarkdown: 'Bonjour' }, 'fr')).id, 'fr');
  });

  it('answers a published post and a 404 for unknown, draft, deleted and other worlds’ ids', async () => {
    const post = (await data<{ post: PublicPost }>(await call(`v3/posts/${published.id}?world=de`))).post;
    expect(post).toMatchObject({ title: 'Veröffentlicht', kind: 'author', author: { id: author.userId, isSeller: true } });
    expect(post).not.toHaveProperty('bodyMarkdown');
    await expectError(await call('v3/posts/999999?world=de'), 404, 'not_found');
    await expectError(await call(`v3/posts/${draft.id}?world=de`), 404, 'not_found');
    await expectError(await call(`v3/posts/${otherWorld.id}?world=de`), 404, 'not_found');
    expect((await call(`v3/posts/${otherWorld.id}?world=fr`)).status).toBe(200);
  });

  it('lists the world’s magazine, newest first, without authors’ posts', async () => {
    const page = await data<PostPage>(await call('v3/posts?world=de'));
    const ids = page.items.map((p) => p.id);
    expect(ids).toContain(magazine.id);
    expect(ids).not.toContain(published.id);
    expect(ids).not.toContain(otherWorld.id);
    expect(page.items.every((p) => p.kind === 'magazine' && p.world === 'de')).toBe(true);
    const dates = page.items.map((p) => p.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    await expectError(await call('v3/posts?world=de&page=0'), 400, 'invalid_query');
  });

  it('lists only the author’s published posts on their blog', async () => {
    const page = await data<PostPage>(await call(`v3/authors/${author.userId}/posts?world=de`));
    const ids = page.items.map((p) => p.id);
    expect(ids).toContain(published.id);
    expect(ids).not.toContain(draft.id);
    expect(ids).not.toContain(magazine.id);
    expect(page.items.every((p) => p.author.id === author.userId && p.kind === 'author')).toBe(true);
  });

  describe('pages', () => {
    beforeEach(forgetEdgeCaches);
    const edge = createEdge();
    const headers = { 'user-agent': BROWSER };

    it('shows a published post with its author, structured data and canonical', async () => {
      const response = await edge.request(`/de/post/${published.id}`, { headers });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<title>Veröffentlicht');
      expect(html).toContain('Lesbar');
      expect(html).toContain('"@type":"BlogPosting"');
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="https://kreide.test/de/post/${published.id}">`));
      expect(html).toContain(`/de/autor/${author.userId}/`);
    });

    it('answers real 404 pages for unknown, draft and other worlds’ posts', async () => {
      for (const path of ['/de/post/999999', `/de/post/${draft.id}`, `/de/post/${otherWorld.id}`, '/de/post/abc']) {
        const response = await edge.request(path, { headers });
        expect(response.status, path).toBe(404);
        const html = await response.text();
        expect(html).not.toContain('{{');
        expect(html).not.toContain('Geheim');
        expect(html).toMatch(/<title>[^<{]+<\/title>/);
        expect(html).toContain('noindex');
      }
    });

    it('lists the magazine with its posts', async () => {
      const html = await (await edge.request('/de/magazin', { headers })).text();
      expect(html).toContain('Magazin der Woche');
      expect(html).toContain(`/de/post/${magazine.id}`);
      expect(html).not.toContain('Veröffentlicht');
    });

    it('shows the author’s published posts on their author blog, and no drafts', async () => {
      const slug = (await env.DB.prepare('SELECT slug FROM users WHERE id = ?').bind(author.userId).first<{ slug: string }>())?.slug;
      const response = await edge.request(`/de/autor/${author.userId}/${slug}/blog`, { headers });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('Veröffentlicht');
      expect(html).toContain(`/de/post/${published.id}`);
      expect(html).not.toContain('Noch ein Entwurf');
    });
  });
});

describe('changes through the edge', () => {
  it('drops the cached post, magazine and author blog at once when a post is changed, published or unpublished', async () => {
    forgetEdgeCaches();
    const edge = createEdge();
    const headers = { 'user-agent': BROWSER };
    // An author of their own: the blog lists their posts only.
    const writer = await quickUser('Autorin Zwischenspeicher');
    await env.DB.prepare('UPDATE users SET is_seller = 1 WHERE id = ?').bind(writer.userId).run();
    const slug = (await env.DB.prepare('SELECT slug FROM users WHERE id = ?').bind(writer.userId).first<{ slug: string }>())?.slug;
    const blog = `/de/autor/${writer.userId}/${slug}/blog`;
    const post = await publish(writer.token, (await write(writer.token, { title: 'Erste Fassung', bodyMarkdown: 'Alter Inhalt.' })).id);
    const visit = async (path: string) => (await edge.request(path, { headers })).text();
    expect(await visit(`/de/post/${post.id}`)).toContain('Alter Inhalt.');
    expect(await visit(blog)).toContain('Erste Fassung');
    const editor = (method: string, path: string, body?: unknown) =>
      edge.request(`/api/v3/post-editor/posts/${post.id}${path}?world=de`, {
        method,
        headers: { cookie: `kreide_session=${writer.token}`, origin: 'https://kreide.test', 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const changed = await editor('PUT', '', { title: 'Zweite Fassung', bodyMarkdown: 'Neuer Inhalt.' });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('x-kreide-purge')).toBeNull();
    // No forgetEdgeCaches(): the cached pages must go by themselves.
    expect(await visit(`/de/post/${post.id}`)).toContain('Neuer Inhalt.');
    expect(await visit(blog)).toContain('Zweite Fassung');
    expect((await editor('POST', '/unpublish', {})).status).toBe(200);
    expect((await edge.request(`/de/post/${post.id}`, { headers })).status).toBe(404);
    expect(await visit(blog)).not.toContain('Zweite Fassung');
  });
});

describe('the blog on an author’s own domain', () => {
  beforeEach(forgetEdgeCaches);
  const edge = createEdge();

  it('lists the author’s published posts at /blog, linking to the post pages, and no drafts', async () => {
    const token = `shop-author-${crypto.randomUUID()}`;
    await insertTokenStatement(env.DB, { hash: await tokenHash(token), userId: FIXTURE.authorDe.id, clientId: 'kreide-web', scope: 'full', platform: 'web', ttlSeconds: 3600 }, new Date()).run();
    const live = await publish(token, (await write(token, { title: 'Neu in meinem Shop', bodyMarkdown: 'Drei neue Materialien zur Bruchrechnung.' })).id);
    await write(token, { title: 'Halbfertiger Gedanke', bodyMarkdown: 'Entwurf' });
    const response = await edge.request('/blog', { host: FIXTURE.shopHost, headers: { 'user-agent': BROWSER } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Neu in meinem Shop');
    expect(html).toContain(`href="/de/post/${live.id}"`);
    expect(html).not.toContain('Halbfertiger Gedanke');
    expect((await edge.request(`/de/post/${live.id}`, { host: FIXTURE.shopHost, headers: { 'user-agent': BROWSER } })).status).toBe(200);
  });
});
