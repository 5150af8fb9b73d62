import { describe, expect, it } from 'vitest';
import { call, data, get, post } from './accounts';
import { cartCall, checkout, checkoutResult, insertMaterial, newKey, payDemo, quickUser } from './commerce-kit';
import type { InteractiveContent, UsableInteractive } from '../../src/shared/interactive';
import { env } from 'cloudflare:test';
import { BROWSER, createEdge } from './harness';
import type { RoomListItem, RoomResults, RoomStudentSnapshot } from '../../src/shared/rooms';
import type { Course } from '../../src/shared/courses';
import { courseProgress } from '../../src/shared/course-progress';

/** Rooms from bought interactives, and courses: sequences of interactives played in one room (docs/learning-rooms.md). */

type User = { userId: number; token: string };

const quiz = (title: string, feedback: 'each' | 'end' = 'each'): InteractiveContent => ({
  title,
  description: '',
  feedback,
  questions: [
    { id: 'q1', kind: 'single', prompt: `${title}: eins?`, points: 2, options: [{ id: 'a', text: 'Ja' }, { id: 'b', text: 'Nein' }], correct: 'a' },
    { id: 'q2', kind: 'true_false', prompt: `${title}: wahr?`, points: 1, correct: true },
  ],
});

async function published(owner: User, content: InteractiveContent): Promise<number> {
  const created = await post('v3/interactives?world=de', { world: 'de', content }, owner.token);
  expect(created.status).toBe(201);
  const { id } = await data<{ id: number }>(created);
  expect((await post(`v3/interactives/${id}/publish?world=de`, {}, owner.token)).status).toBe(200);
  return id;
}

async function sell(owner: User, interactiveId: number, price = 300): Promise<number> {
  const material = await insertMaterial({ authorId: owner.userId, price });
  const linked = await call(`v3/seller/materials/${material.id}/interactive?world=de`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
    body: JSON.stringify({ interactiveId, as: 'standalone' }),
  });
  expect(linked.status).toBe(200);
  return material.id;
}

async function buy(token: string, materialId: number): Promise<void> {
  expect((await cartCall('v1/cart/add', { token, body: { materialId } })).status).toBe(200);
  const started = await checkoutResult(await checkout(token, { idempotencyKey: newKey(), paymentMethod: 'demo', withdrawalConsent: true }));
  expect((await payDemo(token, started.order.id)).status).toBe('paid');
}

const usable = async (user: User) => (await data<{ items: UsableInteractive[]; total: number }>(await get('v3/interactives/usable?world=de', user.token))).items;

describe('rooms from bought interactives', () => {
  it('a buyer lists and opens a room on a bought interactive; a stranger can neither list nor open it', async () => {
    const author = await quickUser('Autorin Kurs');
    const buyer = await quickUser('Käuferin Kurs');
    const stranger = await quickUser('Fremder Kurs');
    const sold = await published(author, quiz('Verkauft'));
    const own = await published(buyer, quiz('Eigenes'));
    const materialId = await sell(author, sold);

    expect((await usable(buyer)).map((item) => item.id)).toEqual([own]);
    expect((await post('v3/rooms?world=de', { interactiveId: sold }, buyer.token)).status).toBe(404);

    await buy(buyer.token, materialId);
    const items = await usable(buyer);
    // Own first, then bought.
    expect(items.map((item) => [item.id, item.own])).toEqual([
      [own, true],
      [sold, false],
    ]);
    expect(items[1]).toMatchObject({ title: 'Verkauft', questionCount: 2, world: 'de' });
    const opened = await post('v3/rooms?world=de', { interactiveId: sold }, buyer.token);
    expect(opened.status).toBe(201);
    expect(await data<RoomListItem>(opened)).toMatchObject({ interactiveId: sold, title: 'Verkauft' });

    expect((await usable(stranger)).map((item) => item.id)).not.toContain(sold);
    expect((await post('v3/rooms?world=de', { interactiveId: sold }, stranger.token)).status).toBe(404);
    // The author sees it as their own.
    expect((await usable(author)).map((item) => [item.id, item.own])).toEqual([[sold, true]]);
  });

  it('q keeps those whose title or description holds it (own and bought), with paging and the total of the match', async () => {
    const author = await quickUser('Autorin Suche');
    const teacher = await quickUser('Lehrerin Suche');
    const bought = await published(author, { ...quiz('Igel im Herbst'), description: 'Waldtiere' });
    await buy(teacher.token, await sell(author, bought));
    const own = await published(teacher, quiz('Mein Igel-Quiz'));
    await published(teacher, { ...quiz('Brüche'), description: 'Rechnen mit Igeln' });
    await published(teacher, quiz('Vulkane'));
    // 101 more of her own that match, written directly: the second page of a search.
    const content = JSON.stringify(quiz('Igel'));
    const now = new Date().toISOString();
    await env.DB.batch(
      Array.from({ length: 101 }, (_, n) =>
        env.DB.prepare(
          `INSERT INTO interactives (world, owner_id, title, description, feedback, state, draft_json, published_json, published_at, created_at, updated_at)
           VALUES ('de', ?, ?, '', 'each', 'published', ?, ?, ?, ?, ?)`,
        ).bind(teacher.userId, `Zzz Igel ${String(n).padStart(3, '0')}`, content, content, now, now, now),
      ),
    );
    const search = async (query: string) =>
      data<{ items: UsableInteractive[]; total: number; page: number; pageSize: number }>(await get(`v3/interactives/usable?world=de&${query}`, teacher.token));

    const first = await search('q=igel');
    expect(first).toMatchObject({ page: 1, pageSize: 100, total: 104 });
    expect(first.items.slice(0, 2).map((item) => item.title)).toEqual(['Brüche', 'Mein Igel-Quiz']);
    expect(first.items.some((item) => item.title === 'Vulkane')).toBe(false);
    const second = await search('q=igel&page=2');
    expect(second.items.map((item) => [item.id, item.own])).toEqual([
      [second.items[0]?.id, true],
      [second.items[1]?.id, true],
      [second.items[2]?.id, true],
      [bought, false],
    ]);
    expect((await search('q=vulkan')).items.map((item) => item.title)).toEqual(['Vulkane']);
    expect((await search(`q=${encodeURIComponent('Mein Igel')}`)).items.map((item) => item.id)).toEqual([own]);
    // Wildcards are plain characters; without q the list is unchanged.
    expect((await search('q=%25')).total).toBe(0);
    expect((await search('q=_')).total).toBe(0);
    expect((await search('')).total).toBe(105);
    expect((await get(`v3/interactives/usable?world=de&q=${'x'.repeat(101)}`, teacher.token)).status).toBe(400);
  });

  it('needs a session and refuses unknown query fields', async () => {
    expect((await get('v3/interactives/usable?world=de')).status).toBe(401);
    const user = await quickUser();
    expect((await get('v3/interactives/usable?world=de&all=1', user.token)).status).toBe(400);
    expect((await get('v3/interactives/usable?world=de&page=0', user.token)).status).toBe(400);
  });
});

const put = (path: string, body: unknown, token?: string) =>
  call(path, { method: 'PUT', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
const del = (path: string, token?: string) => call(path, { method: 'DELETE', headers: token ? { authorization: `Bearer ${token}` } : {} });
const errorCode = async (response: Response) => ({ status: response.status, code: ((await response.json()) as { error: { code: string } }).error.code });

describe('the course API', () => {
  it('the owner creates, lists, reads, edits and deletes a course; anyone else gets a 404', async () => {
    const teacher = await quickUser('Kurslehrerin');
    const other = await quickUser('Andere Lehrerin');
    const a = await published(teacher, quiz('Teil A'));
    const b = await published(teacher, quiz('Teil B'));
    const c = await published(teacher, quiz('Teil C'));

    const created = await post('v3/courses?world=de', { world: 'de', title: ' Woche 1 ', interactiveIds: [b, a] }, teacher.token);
    expect(created.status).toBe(201);
    const course = await data<Course>(created);
    expect(course).toMatchObject({ world: 'de', title: 'Woche 1', interactives: [{ id: b, title: 'Teil B', questionCount: 2 }, { id: a, title: 'Teil A' }] });

    const mine = await data<{ items: Course[] }>(await get('v3/courses?world=de', teacher.token));
    expect(mine.items.map((item) => item.id)).toEqual([course.id]);
    expect((await data<{ items: Course[] }>(await get('v3/courses?world=de', other.token))).items).toEqual([]);

    const edited = await put(`v3/courses/${course.id}?world=de`, { title: 'Woche 2', interactiveIds: [c, a, b] }, teacher.token);
    expect(edited.status).toBe(200);
    expect((await data<Course>(await get(`v3/courses/${course.id}?world=de`, teacher.token))).interactives.map((item) => item.id)).toEqual([c, a, b]);

    for (const response of [
      await get(`v3/courses/${course.id}?world=de`, other.token),
      await put(`v3/courses/${course.id}?world=de`, { title: 'Meins', interactiveIds: [a, b] }, other.token),
      await del(`v3/courses/${course.id}?world=de`, other.token),
      await post('v3/rooms?world=de', { courseId: course.id }, other.token),
    ]) {
      expect(await errorCode(response)).toEqual({ status: 404, code: 'course_not_found' });
    }
    expect((await get(`v3/courses/${course.id}?world=de`)).status).toBe(401);
    expect((await data<Course>(await get(`v3/courses/${course.id}?world=de`, teacher.token))).title).toBe('Woche 2');

    expect(await data<{ deleted: number }>(await del(`v3/courses/${course.id}?world=de`, teacher.token))).toEqual({ deleted: course.id });
    expect((await get(`v3/courses/${course.id}?world=de`, teacher.token)).status).toBe(404);
    expect((await del(`v3/courses/${course.id}?world=de`, teacher.token)).status).toBe(404);
  });

  it('refuses bad courses with a 400 and stores nothing', async () => {
    const teacher = await quickUser();
    const stranger = await quickUser();
    const a = await published(teacher, quiz('A'));
    const b = await published(teacher, quiz('B'));
    const foreign = await published(stranger, quiz('Fremd'));
    const draft = await data<{ id: number }>(await post('v3/interactives?world=de', { world: 'de', content: quiz('Entwurf') }, teacher.token));
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    const bodies = [
      { world: 'de', title: 'Zu kurz', interactiveIds: [a] },
      { world: 'de', title: 'Doppelt', interactiveIds: [a, a] },
      { world: 'de', title: 'Zu lang', interactiveIds: ids(21) },
      { world: 'de', title: '', interactiveIds: [a, b] },
      { world: 'de', title: 'x'.repeat(201), interactiveIds: [a, b] },
      { world: 'xx', title: 'Welt', interactiveIds: [a, b] },
      { world: 'de', title: 'Extra', interactiveIds: [a, b], extra: 1 },
      { world: 'de', title: 'Text', interactiveIds: [a, 'b'] },
    ];
    for (const body of bodies) expect((await post('v3/courses?world=de', body, teacher.token)).status, JSON.stringify(body)).toBe(400);
    for (const interactiveIds of [[a, foreign], [a, draft.id], [a, 99_999_999]]) {
      expect(await errorCode(await post('v3/courses?world=de', { world: 'de', title: 'Nicht nutzbar', interactiveIds }, teacher.token))).toEqual({ status: 400, code: 'interactive_not_usable' });
    }
    // Another world's interactive does not fit a course of this world.
    expect(await errorCode(await post('v3/courses?world=es', { world: 'es', title: 'Andere Welt', interactiveIds: [a, b] }, teacher.token))).toEqual({ status: 400, code: 'interactive_not_usable' });
    expect((await data<{ items: Course[] }>(await get('v3/courses?world=de', teacher.token))).items).toEqual([]);
    expect((await post('v3/courses?world=de', { world: 'de', title: 'Ohne', interactiveIds: [a, b] })).status).toBe(401);
  });
});

describe('a course room', () => {
  it('plays the interactives one after another; answers across both, progress per part, rejoin with the key', async () => {
    const teacher = await quickUser('Kursraum');
    const author = await quickUser('Autor Kursraum');
    const first = await published(teacher, quiz('Erster Teil', 'each'));
    const bought = await published(author, quiz('Zweiter Teil', 'end'));
    await buy(teacher.token, await sell(author, bought));
    const course = await data<Course>(await post('v3/courses?world=de', { world: 'de', title: 'Kurs mit Kauf', interactiveIds: [first, bought] }, teacher.token));

    const opened = await post('v3/rooms?world=de', { courseId: course.id }, teacher.token);
    expect(opened.status).toBe(201);
    const room = await data<RoomListItem>(opened);
    expect(room).toMatchObject({ title: 'Kurs mit Kauf', courseId: course.id, interactiveId: first });

    const joined = await data<{ key: string }>(await post(`v3/rooms/${room.code}/join`, { nickname: 'Mia' }));
    const me = async () => data<RoomStudentSnapshot>(await get(`v3/rooms/${room.code}/me?key=${joined.key}`));
    const view = await me();
    expect(view.questions.map((q) => q.id)).toEqual(['1.q1', '1.q2', '2.q1', '2.q2']);
    expect(view.parts?.map((part) => [part.interactiveId, part.title, part.feedback, part.questionIds])).toEqual([
      [first, 'Erster Teil', 'each', ['1.q1', '1.q2']],
      [bought, 'Zweiter Teil', 'end', ['2.q1', '2.q2']],
    ]);
    expect(JSON.stringify(view)).not.toContain('"correct"');

    const answer = (questionId: string, given: unknown) => post(`v3/rooms/${room.code}/answer`, { key: joined.key, questionId, answer: given });
    // The first interactive gives feedback at once, the second only at the end.
    expect((await data<{ score: { points: number } | null }>(await answer('1.q1', { kind: 'single', choice: 'a' }))).score?.points).toBe(2);
    expect((await data<{ score: unknown }>(await answer('2.q1', { kind: 'single', choice: 'a' }))).score).toBeNull();
    // The unprefixed id is not a question of a course room.
    expect((await answer('q1', { kind: 'single', choice: 'a' })).status).toBe(400);
    // Stored once.
    expect((await data<{ repeated: boolean }>(await answer('1.q1', { kind: 'single', choice: 'b' }))).repeated).toBe(true);

    // Rejoin: the same key, later, finds every answer and goes on where the student stopped.
    const again = await me();
    expect(Object.keys(again.answers).sort()).toEqual(['1.q1', '2.q1']);
    expect(again.answers['1.q1']?.score?.points).toBe(2);
    expect(again.answers['2.q1']?.score).toBeNull();
    expect((await answer('1.q2', { kind: 'true_false', value: false })).status).toBe(200);

    const results = await data<RoomResults>(await get(`v3/rooms/${room.code}/results?world=de`, teacher.token));
    expect(results.parts?.map((part) => part.questionIds.length)).toEqual([2, 2]);
    const mia = results.students.find((s) => s.nickname === 'Mia')!;
    expect(Object.keys(mia.scores).sort()).toEqual(['1.q1', '1.q2', '2.q1']);
    expect(mia.points).toBe(4);
    expect(mia.max).toBe(6);
    expect(courseProgress(results.parts!, results.questions, [mia])).toEqual({ students: [{ id: mia.id, parts: [{ answered: 2, total: 2, points: 2, max: 3 }, { answered: 1, total: 2, points: 2, max: 3 }] }], finished: [1, 0] });

    // After a refund-like loss of the right, the course can no longer open a room; the open room keeps its snapshot.
    await env.DB.prepare('DELETE FROM purchases WHERE user_id = ?').bind(teacher.userId).run();
    expect(await errorCode(await post('v3/rooms?world=de', { courseId: course.id }, teacher.token))).toEqual({ status: 409, code: 'interactive_not_usable' });
    expect((await answer('2.q2', { kind: 'true_false', value: true })).status).toBe(200);
  });
});

describe('the courses screen', () => {
  it('renders the course island with the live page template in each main world, noindex', async () => {
    for (const [path, live] of [
      ['/de/interactive/kurse', '/de/interactive/raum/__code__'],
      ['/fr/interactive/cours', '/fr/interactive/salle/__code__'],
      ['/gr/interactive/mathimata', '/gr/interactive/aithousa/__code__'],
    ] as const) {
      const response = await createEdge().request(path, { headers: { 'user-agent': BROWSER } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('x-robots-tag')).toContain('noindex');
      const html = await response.text();
      expect(html).toContain('data-island="CourseEditor"');
      expect(html).toContain(live);
    }
  });
});
