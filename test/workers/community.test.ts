import { beforeAll, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { FIXTURE } from './fixtures';
import { createEdge, forgetEdgeCaches, BROWSER } from './harness';
import { data, get, post, registerConfirmed } from './accounts';

async function errorCode(response: Response): Promise<string> {
  return ((await response.json()) as { error: { code: string } }).error.code;
}

/** Materials of this file: a paid one and a free one by a registered author, a bundle of the paid one. */
const PAID = 8101;
const FREE = 8102;
const BUNDLE = 8103;
const OTHER_SUBJECT = 8104;

let author: { userId: number; token: string };
let buyer: { userId: number; token: string };
let stranger: { userId: number; token: string };
let publicToken: string;

async function materialRatings(id: number) {
  return env.DB.prepare('SELECT rating_sum AS sum, rating_count AS count FROM materials WHERE id = ?').bind(id).first<{ sum: number; count: number }>();
}

async function exactRatings(id: number) {
  return env.DB.prepare('SELECT COALESCE(SUM(stars), 0) AS sum, COUNT(*) AS count FROM ratings WHERE material_id = ?').bind(id).first<{ sum: number; count: number }>();
}

beforeAll(async () => {
  author = await registerConfirmed('autorin@community.example', { name: 'Autorin' });
  buyer = await registerConfirmed('kaeuferin@community.example', { name: 'Käuferin' });
  stranger = await registerConfirmed('fremd@community.example', { name: 'Fremd' });
  const grant = await post('v3/oauth2/authenticate', { client_id: 'kreide-web', grant_type: 'client_credentials', scopes: 'public' });
  publicToken = (await data<{ access_token: string }>(grant)).access_token;
  const now = new Date().toISOString();
  const material = env.DB.prepare(
    `INSERT INTO materials (id, world, author_id, slug, title, description, language, school_type, subject_id, material_type,
       grade_from, grade_to, price, currency, is_bundle, popularity, created_at)
     VALUES (?, 'de', ?, ?, ?, 'Beschreibung', 'de', ?, ?, 'worksheet', 6, 6, ?, 'EUR', ?, ?, ?)`,
  );
  await env.DB.batch([
    material.bind(PAID, author.userId, 'bezahlt', 'Bezahltes Material', 'sek1-gym', FIXTURE.subjectDe, 500, 0, 45, now),
    material.bind(FREE, author.userId, 'kostenlos', 'Kostenloses Material', 'sek1-gym', FIXTURE.subjectDe, 0, 0, 5, now),
    material.bind(BUNDLE, author.userId, 'paket', 'Paket', 'sek1-gym', FIXTURE.subjectDe, 900, 1, 55, now),
    material.bind(OTHER_SUBJECT, author.userId, 'anderes-fach', 'Anderes Fach', 'grundschule', FIXTURE.subjectDe, 300, 0, 1, now),
    env.DB.prepare('INSERT INTO bundle_items (bundle_id, material_id) VALUES (?, ?)').bind(BUNDLE, PAID),
    env.DB.prepare("INSERT INTO sales (material_id, buyer_id, price, currency, created_at) VALUES (?, ?, 500, 'EUR', ?)").bind(PAID, buyer.userId, now),
  ]);
});

describe('material feedback', () => {
  it('lets a buyer rate once; a second POST edits it and the sums stay exact', async () => {
    const empty = await data<{ summary: { count: number; average: number }; items: unknown[] }>(await get(`v3/materials/${PAID}/feedback`));
    expect(empty.summary).toMatchObject({ count: 0, average: 0 });
    expect(empty.items).toEqual([]);

    const first = await post(`v3/materials/${PAID}/feedback`, { stars: 4, text: '  Sehr hilfreich  ' }, buyer.token);
    expect(first.status).toBe(201);
    expect(await data(first)).toMatchObject({ created: true, feedback: { stars: 4, text: 'Sehr hilfreich' }, summary: { count: 1, average: 4 } });
    expect(await materialRatings(PAID)).toEqual({ sum: 4, count: 1 });

    const second = await post(`v3/materials/${PAID}/feedback`, { stars: 2, text: 'Doch nicht so gut' }, buyer.token);
    expect(second.status).toBe(200);
    expect(await data(second)).toMatchObject({ created: false, summary: { count: 1, average: 2, histogram: { 1: 0, 2: 1, 3: 0, 4: 0, 5: 0 } } });
    expect(await materialRatings(PAID)).toEqual({ sum: 2, count: 1 });
    expect(await exactRatings(PAID)).toEqual({ sum: 2, count: 1 });

    const page = await data<{ items: { stars: number; text: string; author: { id: number; publicName: string }; updatedAt: string | null }[] }>(
      await get(`v3/materials/${PAID}/feedback?page=1`),
    );
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ stars: 2, text: 'Doch nicht so gut', author: { id: buyer.userId, publicName: 'Käuferin' } });
    expect(page.items[0]?.updatedAt).not.toBeNull();

    const detail = await data<{ material: { rating: { average: number; count: number } } }>(await get(`v3/materials/${PAID}`));
    expect(detail.material.rating).toEqual({ average: 2, count: 1 });

    const mine = await data<{ refusal: string | null; feedback: { stars: number } | null }>(await get(`v3/materials/${PAID}/feedback/mine`, buyer.token));
    expect(mine).toEqual({ refusal: null, feedback: { stars: 2, text: 'Doch nicht so gut' } });
  });

  it('keeps sums exact under concurrent writes', async () => {
    await Promise.all([
      post(`v3/materials/${FREE}/feedback`, { stars: 5 }, stranger.token),
      post(`v3/materials/${FREE}/feedback`, { stars: 3 }, stranger.token),
      post(`v3/materials/${FREE}/feedback`, { stars: 1 }, buyer.token),
      post(`v3/materials/${FREE}/feedback`, { stars: 4 }, buyer.token),
    ]);
    expect(await materialRatings(FREE)).toEqual(await exactRatings(FREE));
    expect((await materialRatings(FREE))?.count).toBe(2);
  });

  it('refuses non-buyers of paid materials, authors, public tokens and visitors without a token', async () => {
    const before = await materialRatings(PAID);
    const nonBuyer = await post(`v3/materials/${PAID}/feedback`, { stars: 5 }, stranger.token);
    expect(nonBuyer.status).toBe(403);
    expect(await errorCode(nonBuyer)).toBe('not_a_buyer');
    const own = await post(`v3/materials/${PAID}/feedback`, { stars: 5 }, author.token);
    expect(own.status).toBe(403);
    expect(await errorCode(own)).toBe('own_material');
    expect((await post(`v3/materials/${FREE}/feedback`, { stars: 5 }, author.token)).status).toBe(403);
    expect((await post(`v3/materials/${PAID}/feedback`, { stars: 5 }, publicToken)).status).toBe(403);
    expect((await post(`v3/materials/${PAID}/feedback`, { stars: 5 })).status).toBe(401);
    expect(await materialRatings(PAID)).toEqual(before);

    expect((await data<{ refusal: string }>(await get(`v3/materials/${PAID}/feedback/mine`, stranger.token))).refusal).toBe('not_buyer');
    expect((await data<{ refusal: string }>(await get(`v3/materials/${PAID}/feedback/mine`, author.token))).refusal).toBe('own_material');
    expect((await data<{ refusal: string }>(await get(`v3/materials/${PAID}/feedback/mine`, publicToken))).refusal).toBe('sign_in');
    expect((await data<{ refusal: string }>(await get(`v3/materials/${PAID}/feedback/mine`))).refusal).toBe('sign_in');
  });

  it('answers bad input with a 400 and changes nothing', async () => {
    const before = await env.DB.prepare('SELECT stars, body FROM ratings WHERE material_id = ? AND user_id = ?').bind(PAID, buyer.userId).first();
    const sums = await materialRatings(PAID);
    for (const body of [{ stars: 0 }, { stars: 6 }, { stars: 3.5 }, { stars: '4' }, {}, { stars: 4, text: 'x'.repeat(2001) }, { stars: 4, extra: 1 }]) {
      const response = await post(`v3/materials/${PAID}/feedback`, body, buyer.token);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await errorCode(response)).toBe('invalid_body');
    }
    expect(await env.DB.prepare('SELECT stars, body FROM ratings WHERE material_id = ? AND user_id = ?').bind(PAID, buyer.userId).first()).toEqual(before);
    expect(await materialRatings(PAID)).toEqual(sums);
    expect((await get(`v3/materials/${PAID}/feedback?page=0`)).status).toBe(400);
    expect((await get(`v3/materials/${PAID}/feedback?sort=x`)).status).toBe(400);
    expect((await get('v3/materials/999999/feedback')).status).toBe(404);
    expect((await get('v3/materials/abc/feedback')).status).toBe(400);
  });
});

interface Thread {
  id: number;
  body: string;
  deleted: boolean;
  author: { id: number } | null;
  byMaterialAuthor: boolean;
  replies: Thread[];
}

describe('comments with replies', () => {
  it('threads newest first with replies oldest first, depth 1', async () => {
    const first = await data<{ comment: Thread }>(await post(`v3/materials/${PAID}/comments`, { body: 'Erste Frage' }, buyer.token));
    const second = await post(`v3/materials/${PAID}/comments`, { body: 'Zweite Frage' }, stranger.token);
    expect(second.status).toBe(201);
    const reply1 = await data<{ comment: Thread }>(await post(`v3/materials/${PAID}/comments`, { body: 'Antwort', parent_id: first.comment.id }, author.token));
    expect(reply1.comment.byMaterialAuthor).toBe(true);
    await post(`v3/materials/${PAID}/comments`, { body: 'Danke!', parent_id: first.comment.id }, buyer.token);

    const nested = await post(`v3/materials/${PAID}/comments`, { body: 'Zu tief', parent_id: reply1.comment.id }, buyer.token);
    expect(nested.status).toBe(400);
    expect(await errorCode(nested)).toBe('invalid_parent');
    const otherMaterial = await post(`v3/materials/${FREE}/comments`, { body: 'Falsches Material', parent_id: first.comment.id }, buyer.token);
    expect(otherMaterial.status).toBe(400);

    const page = await data<{ items: Thread[]; total: number }>(await get(`v3/materials/${PAID}/comments`));
    expect(page.total).toBe(2);
    expect(page.items.map((t) => t.body)).toEqual(['Zweite Frage', 'Erste Frage']);
    expect(page.items[1]?.replies.map((r) => r.body)).toEqual(['Antwort', 'Danke!']);
    expect(page.items[1]?.replies.every((r) => r.replies.length === 0)).toBe(true);
  });

  it('rejects bad bodies and public tokens without storing anything', async () => {
    const count = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM comments').first<{ n: number }>())?.n;
    const before = await count();
    for (const body of [{ body: '' }, { body: '   ' }, { body: 'x'.repeat(2001) }, { text: 'hallo' }, { body: 'ok', parent_id: 'x' }]) {
      expect((await post(`v3/materials/${PAID}/comments`, body, buyer.token)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await post(`v3/materials/${PAID}/comments`, { body: 'Hallo' }, publicToken)).status).toBe(403);
    expect((await post(`v3/materials/${PAID}/comments`, { body: 'Hallo' })).status).toBe(401);
    expect((await post('v3/materials/999999/comments', { body: 'Hallo' }, buyer.token)).status).toBe(404);
    expect(await count()).toBe(before);
  });

  it('deletes softly: the comment’s author or the material’s author only; replies stay', async () => {
    const top = await data<{ comment: Thread }>(await post(`v3/materials/${FREE}/comments`, { body: 'Gelöscht bald' }, stranger.token));
    const reply = await data<{ comment: Thread }>(await post(`v3/materials/${FREE}/comments`, { body: 'Eine Antwort', parent_id: top.comment.id }, buyer.token));
    const lonely = await data<{ comment: Thread }>(await post(`v3/materials/${FREE}/comments`, { body: 'Allein' }, buyer.token));

    const refused = await post(`v3/comments/${top.comment.id}/delete`, {}, buyer.token);
    expect(refused.status).toBe(403);
    expect((await post(`v3/comments/${top.comment.id}/delete`, {}, publicToken)).status).toBe(403);
    expect((await post('v3/comments/999999/delete', {}, buyer.token)).status).toBe(404);

    expect((await post(`v3/comments/${top.comment.id}/delete`, {}, stranger.token)).status).toBe(200);
    expect((await post(`v3/comments/${lonely.comment.id}/delete`, {}, author.token)).status).toBe(200);
    expect((await post(`v3/comments/${lonely.comment.id}/delete`, {}, author.token)).status).toBe(200);

    const page = await data<{ items: Thread[] }>(await get(`v3/materials/${FREE}/comments`));
    const thread = page.items.find((t) => t.id === top.comment.id);
    expect(thread).toMatchObject({ deleted: true, body: '', author: null });
    expect(thread?.replies.map((r) => r.id)).toEqual([reply.comment.id]);
    expect(page.items.some((t) => t.id === lonely.comment.id)).toBe(false);
    const stored = await env.DB.prepare('SELECT body, deleted_at FROM comments WHERE id = ?').bind(top.comment.id).first<{ body: string; deleted_at: string }>();
    expect(stored?.body).toBe('');
    expect(stored?.deleted_at).not.toBeNull();

    const toDeleted = await post(`v3/materials/${FREE}/comments`, { body: 'Noch eine', parent_id: top.comment.id }, buyer.token);
    expect(toDeleted.status).toBe(400);
  });
});

describe('likes', () => {
  it('likes and unlikes idempotently, with counts in the detail and the answers', async () => {
    expect(await data(await get(`v3/materials/${PAID}/like`))).toEqual({ liked: false, count: 0 });
    expect(await data(await post(`v3/materials/${PAID}/like`, {}, buyer.token))).toEqual({ liked: true, count: 1 });
    expect(await data(await post(`v3/materials/${PAID}/like`, {}, buyer.token))).toEqual({ liked: true, count: 1 });
    expect(await data(await post(`v3/materials/${PAID}/like`, {}, stranger.token))).toEqual({ liked: true, count: 2 });
    expect(await data(await get(`v3/materials/${PAID}/like`, buyer.token))).toEqual({ liked: true, count: 2 });
    expect(await data(await get(`v3/materials/${PAID}/like`, publicToken))).toEqual({ liked: false, count: 2 });
    expect(await data(await get(`v3/materials/${PAID}/like`))).toEqual({ liked: false, count: 2 });
    expect((await data<{ material: { likeCount: number } }>(await get(`v3/materials/${PAID}`))).material.likeCount).toBe(2);

    expect(await data(await post(`v3/materials/${PAID}/unlike`, {}, buyer.token))).toEqual({ liked: false, count: 1 });
    expect(await data(await post(`v3/materials/${PAID}/unlike`, {}, buyer.token))).toEqual({ liked: false, count: 1 });
    expect(await data(await get(`v3/materials/${PAID}/like`, buyer.token))).toEqual({ liked: false, count: 1 });

    expect((await post(`v3/materials/${PAID}/like`, {}, publicToken)).status).toBe(403);
    expect((await post(`v3/materials/${PAID}/unlike`, {})).status).toBe(401);
    expect((await post('v3/materials/999999/like', {}, buyer.token)).status).toBe(404);
    expect((await get(`v3/materials/${PAID}/like`, 'not-a-token')).status).toBe(401);
  });
});

describe('item tags', () => {
  it('lets the author tag a material; slugs per world; popular counts stay exact', async () => {
    const set = await post('v3/item-tags', { material_id: PAID, tags: ['Brüche', 'Klasse 6', 'brueche', 'BRÜCHE', 'Mathematik'] }, author.token);
    expect(set.status).toBe(200);
    expect((await data<{ items: { slug: string; name: string }[] }>(set)).items).toEqual([
      { slug: 'bruche', name: 'Brüche' },
      { slug: 'klasse-6', name: 'Klasse 6' },
      { slug: 'brueche', name: 'brueche' },
      { slug: 'mathematik', name: 'Mathematik' },
    ]);
    await post('v3/item-tags', { material_id: FREE, tags: ['Mathematik', 'Arbeitsblatt'] }, author.token);
    expect((await data<{ items: unknown[] }>(await get(`v3/item-tags?material_id=${FREE}`))).items).toEqual([
      { slug: 'mathematik', name: 'Mathematik' },
      { slug: 'arbeitsblatt', name: 'Arbeitsblatt' },
    ]);
    const popular = await data<{ items: { slug: string; count: number }[] }>(await get('v3/item-tags/popular?world=de&limit=10'));
    expect(popular.items[0]).toMatchObject({ slug: 'mathematik', count: 2 });
    expect((await data<{ items: unknown[] }>(await get('v3/item-tags/popular?world=fr'))).items).toEqual([]);

    await post('v3/item-tags', { material_id: PAID, tags: ['Arbeitsblatt'] }, author.token);
    const after = await data<{ items: { slug: string; count: number }[] }>(await get('v3/item-tags/popular?world=de'));
    expect(after.items.find((t) => t.slug === 'arbeitsblatt')?.count).toBe(2);
    expect(after.items.find((t) => t.slug === 'mathematik')?.count).toBe(1);
    expect(after.items.some((t) => t.slug === 'bruche')).toBe(false);
    const exact = await env.DB.prepare(
      `SELECT COUNT(*) AS n FROM tags t WHERE t.material_count != (SELECT COUNT(*) FROM material_tags mt WHERE mt.tag_id = t.id)`,
    ).first<{ n: number }>();
    expect(exact?.n).toBe(0);
  });

  it('validates tags and refuses anyone but the author, changing nothing', async () => {
    const tagsOf = async () => (await data<{ items: { slug: string }[] }>(await get(`v3/item-tags?material_id=${PAID}`))).items;
    const before = await tagsOf();
    const bad = [
      { material_id: PAID, tags: ['x'] },
      { material_id: PAID, tags: ['y'.repeat(31)] },
      { material_id: PAID, tags: ['--'] },
      { material_id: PAID, tags: Array.from({ length: 11 }, (_, i) => `tag ${i}`) },
      { material_id: PAID, tags: 'Brüche' },
      { material_id: 0, tags: [] },
    ];
    for (const body of bad) expect((await post('v3/item-tags', body, author.token)).status, JSON.stringify(body)).toBe(400);
    expect((await post('v3/item-tags', { material_id: PAID, tags: ['Fremd'] }, buyer.token)).status).toBe(403);
    expect((await post('v3/item-tags', { material_id: PAID, tags: ['Fremd'] }, publicToken)).status).toBe(403);
    expect((await post('v3/item-tags', { material_id: 999999, tags: ['Fremd'] }, author.token)).status).toBe(404);
    expect(await tagsOf()).toEqual(before);
    expect((await get('v3/item-tags')).status).toBe(400);
    expect((await get('v3/item-tags?material_id=999999')).status).toBe(404);
    expect((await get('v3/item-tags/popular?limit=500')).status).toBe(400);
  });
});

describe('related materials', () => {
  it('same subject and school type first, then the same author, never itself or its bundle’s items', async () => {
    const related = await data<{ items: { id: number }[] }>(await get(`v3/materials/${BUNDLE}/related?limit=10`));
    const ids = related.items.map((m) => m.id);
    expect(ids).not.toContain(BUNDLE);
    expect(ids).not.toContain(PAID);
    expect(new Set(ids).size).toBe(ids.length);
    // The same subject and school type, by popularity (as stored), come before the author's other materials.
    const { results: similar } = await env.DB.prepare(
      `SELECT id FROM materials WHERE subject_id = ? AND school_type = 'sek1-gym' AND world = 'de' AND id NOT IN (?, ?)
       AND is_active = 1 AND deleted_at IS NULL ORDER BY popularity DESC`,
    )
      .bind(FIXTURE.subjectDe, BUNDLE, PAID)
      .all<{ id: number }>();
    const expectedSimilar = similar.map((r) => r.id).slice(0, 10);
    expect(ids.slice(0, expectedSimilar.length)).toEqual(expectedSimilar);
    expect(ids.slice(0, 2)).toEqual([FIXTURE.bundleDe.id, FIXTURE.materialDe.id]);
    expect(ids).toContain(FREE);
    expect(ids).toContain(OTHER_SUBJECT);
    expect(ids.indexOf(OTHER_SUBJECT)).toBeGreaterThan(ids.indexOf(FREE));

    const forPaid = await data<{ items: { id: number }[] }>(await get(`v3/materials/${PAID}/related?limit=2`));
    expect(forPaid.items.map((m) => m.id)).toEqual([FIXTURE.bundleDe.id, BUNDLE]);
    expect((await get(`v3/materials/${PAID}/related?limit=0`)).status).toBe(400);
    expect((await get(`v3/materials/${PAID}/related?limit=100`)).status).toBe(400);
    expect((await get('v3/materials/999999/related')).status).toBe(404);
  });
});

describe('material page sections', () => {
  it('renders rating summary, feedback, comments, like count, tags and related materials for everyone alike', async () => {
    forgetEdgeCaches();
    const edge = createEdge();
    const response = await edge.request(`/de/material/${PAID}/bezahlt`, { headers: { 'user-agent': BROWSER } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('id="feedback-heading"');
    expect(html).toContain('Doch nicht so gut');
    expect(html).toContain('aria-label="2 von 5 Sternen"');
    expect(html).toContain('id="comments-heading"');
    expect(html).toContain('Erste Frage');
    expect(html).toContain('Antwort');
    expect(html).toContain('Gefällt: 1');
    expect(html).toContain('href="/de/suchergebnisse?q=Arbeitsblatt"');
    expect(html).toContain('id="related-heading"');
    expect(html).toContain(`/de/material/${FIXTURE.bundleDe.id}/${FIXTURE.bundleDe.slug}`);
    for (const island of ['FeedbackForm', 'CommentThread', 'LikeButton']) expect(html).toContain(island);
    expect(html).not.toContain(' style=');
    expect(html).not.toContain('Käuferin@');
  });
});
