import { beforeEach, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { PhotonImage } from '@cf-wasm/photon';
import { call, data, get, post, makeStaff } from './accounts';
import { quickUser } from './commerce-kit';
import { FIXTURE } from './fixtures';
import { BROWSER, createEdge, forgetEdgeCaches } from './harness';
import { forgetCachedPages } from '../../src/edge/render/html-cache';
import { CONTENT_IMAGE_PATH, type ContentDraft, type ContentImage, type ContentPage, type ContentPageList, type ContentRevision } from '../../src/shared/schemas/content';

beforeEach(forgetEdgeCaches);

interface Answer<T> {
  status: number;
  headers: Headers;
  body: { data?: T; error?: { code: string; message: string; details?: unknown } };
}

async function api<T = unknown>(path: string, options: { token?: string; method?: string; body?: unknown; world?: string } = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const init: RequestInit = { method: options.method ?? (options.body === undefined ? 'GET' : 'POST'), headers };
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  const separator = path.includes('?') ? '&' : '?';
  const response = await call(`${path}${separator}world=${options.world ?? 'de'}`, init);
  return { status: response.status, headers: response.headers, body: (await response.json()) as Answer<T>['body'] };
}

async function staff(name = 'Redaktion'): Promise<{ userId: number; token: string }> {
  const user = await quickUser(name);
  await makeStaff(user.userId);
  return user;
}

async function author(): Promise<{ userId: number; token: string }> {
  const user = await quickUser('Autorin');
  await env.DB.prepare("UPDATE users SET is_seller = 1, became_seller_at = '2026-01-01T00:00:00Z' WHERE id = ?").bind(user.userId).run();
  return user;
}

const page = (world: string, key: string) => `v3/staff/content/pages/${world}/${key}`;

function draft(markdown: string, extra: Record<string, unknown>[] = [], note = '') {
  return { title: 'Stiftung für guten Unterricht', description: 'Was die Stiftung tut.', blocks: [{ type: 'markdown', markdown }, ...extra], note };
}

async function saveAndPublish(token: string, world: string, key: string, body: unknown, publish: Record<string, unknown> = {}): Promise<Answer<ContentDraft>> {
  const saved = await api<ContentDraft>(page(world, key), { token, method: 'PUT', body });
  expect(saved.status).toBe(200);
  return api<ContentDraft>(`${page(world, key)}/publish`, { token, body: publish });
}

function png(width: number, height: number): Uint8Array {
  const image = new PhotonImage(new Uint8Array(width * height * 4).fill(180), width, height);
  try {
    return image.get_bytes();
  } finally {
    image.free();
  }
}

function uploadImage(bytes: Uint8Array, token?: string): Promise<Response> {
  const form = new FormData();
  form.append('file', new File([bytes], 'bild.png', { type: 'image/png' }));
  return call('v3/staff/content/images?world=de', { method: 'POST', headers: token ? { authorization: `Bearer ${token}` } : {}, body: form });
}

describe('content pages: staff only', () => {
  it('answers every staff call with 404 for visitors, teachers, authors and staff acting as another user', async () => {
    const editor = await staff();
    const teacher = await quickUser('Lehrerin');
    const seller = await author();
    const target = await quickUser('Jemand');
    const actingAs = await data<{ access_token: string }>(await post('v3/oauth2/login-as', { user_id: target.userId, reason: 'Support-Ticket 4711' }, editor.token));
    expect((await saveAndPublish(editor.token, 'de', 'foundation', draft('Erste Fassung'))).status).toBe(200);
    const revisionId = (await api<{ items: ContentRevision[] }>(`${page('de', 'foundation')}/revisions`, { token: editor.token })).body.data?.items[0]?.id;
    expect(revisionId).toBeGreaterThan(0);

    const calls: { path: string; method?: string; body?: unknown }[] = [
      { path: 'v3/staff/content/pages' },
      { path: page('de', 'foundation') },
      { path: page('de', 'foundation'), method: 'PUT', body: draft('Übernommen') },
      { path: `${page('de', 'foundation')}/preview` },
      { path: `${page('de', 'foundation')}/publish`, body: {} },
      { path: `${page('de', 'foundation')}/revisions` },
      { path: `${page('de', 'foundation')}/revisions/${revisionId}/restore`, body: {} },
    ];
    for (const token of [undefined, teacher.token, seller.token, actingAs.access_token]) {
      for (const c of calls) {
        const answer = await api(c.path, { ...(token ? { token } : {}), ...(c.method ? { method: c.method } : {}), ...(c.body !== undefined ? { body: c.body } : {}) });
        expect(answer.status, `${c.method ?? 'GET'} ${c.path} as ${token ?? 'visitor'}`).toBe(404);
        expect(answer.body.error?.code).toBe('not_found');
      }
      expect((await uploadImage(png(20, 20), token)).status).toBe(404);
    }
    // Nothing changed: the draft is still the staff's, one revision.
    const still = await api<ContentDraft>(page('de', 'foundation'), { token: editor.token });
    expect(still.body.data?.blocks).toEqual([{ type: 'markdown', markdown: 'Erste Fassung' }]);
    expect((await api<{ items: ContentRevision[] }>(`${page('de', 'foundation')}/revisions`, { token: editor.token })).body.data?.items).toHaveLength(1);
    // Staff acting as themselves see every world's pages.
    const list = await api<ContentPageList>('v3/staff/content/pages', { token: editor.token });
    expect(list.status).toBe(200);
    const de = list.body.data?.worlds.find((w) => w.world === 'de')?.pages ?? [];
    expect(de.find((p) => p.pageKey === 'foundation')).toMatchObject({ state: 'published', path: '/de/stiftung-guter-unterricht', title: 'Stiftung für guten Unterricht' });
    expect(de.find((p) => p.pageKey === 'terms')).toMatchObject({ state: 'unpublished', title: null });
    // A page of the German world only is not listed in another world.
    expect(list.body.data?.worlds.find((w) => w.world === 'fr')?.pages.some((p) => p.pageKey === 'climateCampaign')).toBe(false);
  });

  it('knows only the content screens of the route table in worlds they exist in', async () => {
    const editor = await staff();
    for (const path of [page('de', 'home'), page('de', 'magazine'), page('de', 'nonsense'), page('fr', 'climateCampaign'), page('xx', 'foundation')]) {
      expect((await api(path, { token: editor.token })).status, path).toBe(404);
      expect((await api(path, { token: editor.token, method: 'PUT', body: draft('x') })).status, path).toBe(404);
    }
    expect((await api('v3/content/pages/home')).status).toBe(404);
    expect((await api('v3/content/pages/climateCampaign', { world: 'fr' })).status).toBe(404);
    expect((await api('v3/content/pages/foundation', { world: 'zz' })).status).toBe(400);
    // Known but never published: 404 at the origin and on the screen, which is not indexable.
    expect((await api('v3/content/pages/imprint')).status).toBe(404);
    const screen = await createEdge().request('/de/info/impressum', { headers: { 'user-agent': BROWSER } });
    expect(screen.status).toBe(404);
    expect(screen.headers.get('x-robots-tag')).toBe('noindex');
  });
});

describe('content pages: blocks are safe', () => {
  it('renders Markdown without script, event handlers or javascript: links, and keeps heading anchors', async () => {
    const editor = await staff();
    const markdown = [
      '## Datenschutz {#data_protection}',
      '<script>alert(1)</script>',
      '<img src=x onerror="alert(2)">',
      '[klick](javascript:alert(3)) [auch](JAVASCRIPT:alert(4)) [data](data:text/html;base64,PHNjcmlwdD4=) [gut](/de/info/agb#terms-of-use) [außen](https://example.org)',
      '## Nutzungsbedingungen {#terms-of-use}',
    ].join('\n\n');
    const faq = { type: 'faq', items: [{ question: 'Geht das?', answer: '<b onmouseover="alert(5)">x</b> [y](javascript:alert(6))' }] };
    const episode = { type: 'audio', title: 'Folge 1', date: '2026-03-01', src: 'https://audio.example/1.mp3', markdown: '<iframe src="https://evil.example"></iframe>' };
    expect((await saveAndPublish(editor.token, 'de', 'terms', { ...draft(markdown, [faq, episode]), title: 'AGB' })).status).toBe(200);
    const served = await api<ContentPage>('v3/content/pages/terms');
    expect(served.status).toBe(200);
    const html = JSON.stringify(served.body.data?.blocks);
    expect(html).not.toMatch(/<script|<img|<iframe|<b /i);
    expect(html).not.toMatch(/href=\\"(javascript|data):/i);
    expect(html).not.toMatch(/<[^>]+\son\w+=/i);
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('id=\\"data_protection\\"');
    expect(html).toContain('id=\\"terms-of-use\\"');
    expect(html).toContain('href=\\"/de/info/agb#terms-of-use\\"');
    expect(html).toContain('rel=\\"noopener nofollow ugc\\"');

    // On the screen the anchors work: each heading carries its id.
    const screen = await createEdge().request('/de/info/agb', { headers: { 'user-agent': BROWSER } });
    expect(screen.status).toBe(200);
    const text = await screen.text();
    // `## Title {#anchor}` is an h3 under the page's h1 (Markdown headings move one level down).
    expect(text).toMatch(/<h2 id="data_protection">Datenschutz<\/h2>/);
    expect(text).toMatch(/<h2 id="terms-of-use">Nutzungsbedingungen<\/h2>/);
    expect(text).not.toContain('<script>alert');
  });

  it('refuses javascript:, protocol-relative and foreign links in calls to action, and images or audio from elsewhere', async () => {
    const editor = await staff();
    const bad = [
      { type: 'cta', heading: 'Mach mit', label: 'Los', href: 'javascript:alert(1)' },
      { type: 'cta', heading: 'Mach mit', label: 'Los', href: ' JavaScript:alert(1)' },
      { type: 'cta', heading: 'Mach mit', label: 'Los', href: '//evil.example/' },
      { type: 'cta', heading: 'Mach mit', label: 'Los', href: '/\\evil.example/' },
      { type: 'cta', heading: 'Mach mit', label: 'Los', href: '/\t/evil.example/' },
      { type: 'cta', heading: 'Mach mit', label: 'Los', href: 'http://example.org/' },
      { type: 'cta', heading: 'Mach mit', label: 'Los', href: 'data:text/html,<script>alert(1)</script>' },
      { type: 'image', src: 'https://evil.example/x.jpg', alt: '' },
      { type: 'image', src: 'javascript:alert(1)', alt: '' },
      { type: 'audio', title: 'Folge', date: '2026-01-01', src: 'javascript:alert(1)' },
      { type: 'markdown', markdown: 'x', onclick: 'alert(1)' },
      { type: 'script', markdown: 'alert(1)' },
    ];
    for (const block of bad) {
      const answer = await api(page('de', 'impact'), { token: editor.token, method: 'PUT', body: { title: 'Impact', blocks: [block] } });
      expect(answer.status, JSON.stringify(block)).toBe(400);
      expect(answer.body.error?.code).toBe('invalid_body');
    }
    expect((await api<ContentDraft>(page('de', 'impact'), { token: editor.token })).body.data?.state).toBe('unpublished');
    expect((await api<{ items: ContentRevision[] }>(`${page('de', 'impact')}/revisions`, { token: editor.token })).body.data?.items).toEqual([]);
    const good = { type: 'cta', heading: 'Mach mit', label: 'Los', href: '/de/registrieren' };
    expect((await api(page('de', 'impact'), { token: editor.token, method: 'PUT', body: { title: 'Impact', blocks: [good] } })).status).toBe(200);
  });

  it('uploads an image to R2, re-encoded as JPEG, served back under /api for image blocks', async () => {
    const editor = await staff();
    const uploaded = await uploadImage(png(2000, 500), editor.token);
    expect(uploaded.status).toBe(201);
    const image = await data<ContentImage>(uploaded);
    expect(image.src).toMatch(CONTENT_IMAGE_PATH);
    expect(image).toMatchObject({ width: 1600, height: 400 });
    const served = await call(image.src.replace(/^\/api\//, ''));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect([...new Uint8Array(await served.arrayBuffer()).subarray(0, 2)]).toEqual([0xff, 0xd8]);
    const saved = await api(page('de', 'partners'), { token: editor.token, method: 'PUT', body: { title: 'Partner', blocks: [{ type: 'image', src: image.src, alt: 'Unsere Partner', caption: 'Beim Treffen' }] } });
    expect(saved.status).toBe(200);
    const notImage = await uploadImage(new TextEncoder().encode('<svg onload="alert(1)"></svg>'), editor.token);
    expect(notImage.status).toBe(415);
    expect((await call('v3/files/content/de/0000000000000000.jpg')).status).toBe(404);
  });
});

describe('content pages: drafts, revisions, publish', () => {
  it('keeps every save as a revision with who, when and the note; publishes the newest; restores an old one into the draft', async () => {
    const anna = await staff('Anna Redakteurin');
    const ben = await staff('Ben Redakteur');
    expect((await api(page('de', 'team'), { token: anna.token, method: 'PUT', body: { ...draft('Wir sind fünf.'), title: 'Team', note: 'Erste Fassung' } })).status).toBe(200);
    expect((await api('v3/content/pages/team')).status).toBe(404);
    expect((await api(`${page('de', 'team')}/publish`, { token: anna.token, body: {} })).status).toBe(200);
    const first = await data<ContentPage>(await get('v3/content/pages/team?world=de'));
    expect(first.blocks).toEqual([{ type: 'markdown', html: '<p>Wir sind fünf.</p>\n' }]);

    const second = { title: 'Unser Team', description: 'Wer wir sind.', blocks: [{ type: 'markdown', markdown: 'Wir sind sechs.' }, { type: 'cta', heading: 'Komm zu uns', label: 'Jobs', href: '/jobs' }], note: 'Neue Kollegin' };
    const saved = await api<ContentDraft>(page('de', 'team'), { token: ben.token, method: 'PUT', body: second });
    expect(saved.body.data).toMatchObject({ state: 'changed', title: 'Unser Team', updatedBy: 'Ben Redakteur' });
    // The public page stays the published one until the next publish.
    expect((await data<ContentPage>(await get('v3/content/pages/team?world=de'))).title).toBe('Team');

    const revisions = (await api<{ items: ContentRevision[] }>(`${page('de', 'team')}/revisions`, { token: anna.token })).body.data?.items ?? [];
    expect(revisions.map((r) => [r.createdBy, r.note, r.published])).toEqual([
      ['Ben Redakteur', 'Neue Kollegin', false],
      ['Anna Redakteurin', 'Erste Fassung', true],
    ]);
    expect(revisions[0]?.changes).toEqual({ title: true, description: true, blocksAdded: 1, blocksRemoved: 0, blocksChanged: 1 });

    const restored = await api<ContentDraft>(`${page('de', 'team')}/revisions/${revisions[1]!.id}/restore`, { token: ben.token, body: {} });
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({ title: 'Team', blocks: [{ type: 'markdown', markdown: 'Wir sind fünf.' }], state: 'changed' });
    const after = (await api<{ items: ContentRevision[] }>(`${page('de', 'team')}/revisions`, { token: anna.token })).body.data?.items ?? [];
    expect(after).toHaveLength(3);
    expect(after[0]).toMatchObject({ createdBy: 'Ben Redakteur', note: `↺ #${revisions[1]!.id}`, published: false });
    expect((await api(`${page('de', 'team')}/revisions/999999/restore`, { token: ben.token, body: {} })).status).toBe(404);
    expect((await api(`${page('de', 'team')}/revisions/abc/restore`, { token: ben.token, body: {} })).status).toBe(400);

    // The preview shows the draft; publishing makes it the page.
    const preview = await api<ContentPage>(`${page('de', 'team')}/preview`, { token: anna.token });
    expect(preview.headers.get('cache-control')).toBe('no-store');
    expect(preview.body.data?.blocks).toEqual([{ type: 'markdown', html: '<p>Wir sind fünf.</p>\n' }]);
    expect((await api(`${page('de', 'team')}/publish`, { token: anna.token, body: {} })).status).toBe(200);
    expect((await api<ContentDraft>(page('de', 'team'), { token: anna.token })).body.data?.state).toBe('published');
    // Nothing saved yet: nothing to publish; terms versions only for the terms page.
    expect((await api(`${page('de', 'podcast')}/publish`, { token: anna.token, body: {} })).status).toBe(409);
    expect((await api(`${page('de', 'team')}/publish`, { token: anna.token, body: { newTermsVersion: true } })).status).toBe(400);
    expect((await api(`${page('de', 'team')}/publish`, { token: anna.token, body: { other: 1 } })).status).toBe(400);
  });
});

describe('content pages: terms versions', () => {
  it('makes validate answer terms_not_accepted after a new terms version until the user accepts', async () => {
    const editor = await staff();
    const user = await quickUser('Lehrerin mit AGB');
    await env.DB.prepare('UPDATE users SET terms_version = (SELECT MAX(version) FROM terms_versions) WHERE id = ?').bind(user.userId).run();
    const validate = () => call('v3/oauth2/validate', { headers: { 'x-access-token': user.token } });
    expect((await validate()).status).toBe(200);
    const before = (await data<{ version: number }>(await get('v3/terms/current'))).version;

    // A publish without a new version changes nothing for users.
    expect((await saveAndPublish(editor.token, 'de', 'terms', { ...draft('## Datenschutz {#data_protection}'), title: 'AGB' })).status).toBe(200);
    expect((await validate()).status).toBe(200);

    const published = await saveAndPublish(editor.token, 'de', 'terms', { ...draft('## Datenschutz {#data_protection}\n\nNeu.'), title: 'AGB', note: 'Neue Fassung' }, { newTermsVersion: true });
    expect(published.status).toBe(200);
    expect(published.body.data?.termsVersion).toBe(before + 1);
    expect((await data<{ version: number }>(await get('v3/terms/current'))).version).toBe(before + 1);
    const revisions = (await api<{ items: ContentRevision[] }>(`${page('de', 'terms')}/revisions`, { token: editor.token })).body.data?.items ?? [];
    expect(revisions[0]).toMatchObject({ published: true, termsVersion: before + 1, note: 'Neue Fassung' });

    const refused = await validate();
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('terms_not_accepted');
    expect((await post('v3/terms/accept', { version: before + 1 }, user.token)).status).toBe(200);
    expect((await validate()).status).toBe(200);
  });
});

describe('content pages: screens', () => {
  it('renders every block type on the screen, with the page title, FAQ structured data and material cards', async () => {
    const editor = await staff();
    const blocks = [
      { type: 'markdown', markdown: '# Worum es geht\n\nGuter Unterricht für alle.' },
      { type: 'materials', heading: 'Von Hand gewählt', materialIds: [FIXTURE.materialDe.id] },
      { type: 'cta', heading: 'Mitmachen', body: 'Werde Teil der Stiftung.', label: 'Jetzt registrieren', href: '/de/registrieren' },
      { type: 'faq', heading: 'Fragen', items: [{ question: 'Was kostet das?', answer: 'Nichts **gar nichts**.' }] },
      { type: 'audio', title: 'Folge 1: Anfang', date: '2026-03-01', src: 'https://audio.example/1.mp3' },
    ];
    expect((await saveAndPublish(editor.token, 'de', 'podcast', { title: 'Der Kreide-Podcast', description: 'Gespräche über Unterricht.', blocks })).status).toBe(200);
    const response = await createEdge().request('/de/podcast', { headers: { 'user-agent': BROWSER } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Der Kreide-Podcast');
    expect(html).toContain('content="Gespräche über Unterricht."');
    expect(html).toContain('<h1>Der Kreide-Podcast</h1>');
    expect(html).toContain('<h2 id="worum-es-geht">Worum es geht</h2>');
    expect(html).toContain(`/material/${FIXTURE.materialDe.id}/`);
    expect(html).toMatch(/<a class="button" href="\/de\/registrieren">Jetzt registrieren<\/a>/);
    expect(html).toMatch(/<details><summary>Was kostet das\?<\/summary>/);
    expect(html).toContain('"@type":"FAQPage"');
    expect(html).toContain('"text":"Nichts gar nichts."');
    expect(html).toMatch(/<audio controls="" preload="none" src="https:\/\/audio.example\/1.mp3">/);
  });

  it('shows the staff screens to staff only; the preview shows the draft and is never cached', async () => {
    const editor = await staff();
    const teacher = await quickUser('Lehrerin');
    await saveAndPublish(editor.token, 'de', 'tools', { title: 'Werkzeuge', blocks: [{ type: 'markdown', markdown: 'Veröffentlicht.' }] });
    await api(page('de', 'tools'), { token: editor.token, method: 'PUT', body: { title: 'Werkzeuge', blocks: [{ type: 'markdown', markdown: 'Noch Entwurf.' }] } });
    const edge = createEdge();
    const as = (path: string, token: string | null) => edge.request(path, { headers: { 'user-agent': BROWSER, ...(token ? { cookie: `kreide_session=${token}` } : {}) } });
    for (const path of ['/staff/content', '/staff/content/de/tools', '/staff/content/de/tools/preview']) {
      expect((await as(path, null)).status, path).toBe(404);
      expect((await as(path, teacher.token)).status, path).toBe(404);
      const response = await as(path, editor.token);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('x-robots-tag')).toBe('noindex');
      expect(response.headers.get('cache-control')).toContain('no-store');
      expect((await as(path, null)).status, `${path} after staff`).toBe(404);
    }
    expect(await (await as('/staff/content/de/tools', editor.token)).text()).toContain('data-island="ContentEditor"');
    expect(await (await as('/staff/content', editor.token)).text()).toContain('href="/staff/content/de/tools"');
    expect(await (await as('/staff/content/de/tools/preview', editor.token)).text()).toContain('Noch Entwurf.');
    expect(await (await as('/de/werkzeuge', null)).text()).toContain('Veröffentlicht.');
    expect((await as('/staff/content/de/home', editor.token)).status).toBe(404);
    expect((await as('/staff/content/xx/tools', editor.token)).status).toBe(404);
  });

  it('serves the published page from the page cache and shows a publish through the edge at once', async () => {
    const editor = await staff();
    const edge = createEdge();
    // One visitor who keeps their cookies (their A/B variant is part of the cache key).
    const jar = new Map<string, string>();
    const visit = async () => {
      const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      const response = await edge.request('/de/standwithukraine', { headers: { 'user-agent': BROWSER, ...(cookie ? { cookie } : {}) } });
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const at = pair.indexOf('=');
        jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
      return { status: response.status, html: await response.text() };
    };
    // Before the first publish the screen is a cached 404.
    expect((await visit()).status).toBe(404);
    const staffCall = (path: string, method: string, body: unknown) =>
      edge.request(`/api/${path}?world=de`, {
        method,
        headers: { cookie: `kreide_session=${editor.token}`, origin: 'https://kreide.test', 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const key = 'standWithUkraine';
    expect((await staffCall(page('de', key), 'PUT', draft('Alte Fassung'))).status).toBe(200);
    const first = await staffCall(`${page('de', key)}/publish`, 'POST', {});
    expect(first.status).toBe(200);
    expect(first.headers.get('x-kreide-purge')).toBeNull();
    expect((await visit()).html).toContain('Alte Fassung');
    // Cached now: a second visit makes no call to the origin.
    const pageReads = () => edge.originCalls.filter((c) => c.includes('/v3/content/pages/')).length;
    const reads = pageReads();
    expect((await visit()).html).toContain('Alte Fassung');
    expect(pageReads()).toBe(reads);

    expect((await staffCall(page('de', key), 'PUT', draft('Neue Fassung'))).status).toBe(200);
    // Saving a draft changes nothing for visitors.
    expect((await visit()).html).toContain('Alte Fassung');
    expect((await staffCall(`${page('de', key)}/publish`, 'POST', {})).status).toBe(200);
    const next = await visit();
    expect(next.html).toContain('Neue Fassung');
    expect(next.html).not.toContain('Alte Fassung');

    // Another isolate of this data centre (no memory of its own) reads the Cache API: gone there too.
    expect((await staffCall(page('de', key), 'PUT', draft('Dritte Fassung'))).status).toBe(200);
    expect((await visit()).html).toContain('Neue Fassung');
    forgetCachedPages();
    expect((await visit()).html).toContain('Neue Fassung');
    expect((await staffCall(`${page('de', key)}/publish`, 'POST', {})).status).toBe(200);
    forgetCachedPages();
    expect((await visit()).html).toContain('Dritte Fassung');
  });
});
