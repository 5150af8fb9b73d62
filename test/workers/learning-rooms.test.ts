import { beforeAll, describe, expect, it } from 'vitest';
import { createExecutionContext, env, runDurableObjectAlarm, runInDurableObject, waitOnExecutionContext } from 'cloudflare:test';
import edge from '../../src/edge/index';
import { createEdge, forgetEdgeCaches } from './harness';
import { call, data, get, post, registerConfirmed } from './accounts';
import type { InteractiveContent } from '../../src/shared/interactive';
import type { RoomListItem, RoomResults, RoomStudentSnapshot, StudentMessage, TeacherMessage } from '../../src/shared/rooms';

type Account = { userId: number; token: string };
let teacher: Account;
let other: Account;
let interactiveId: number;
let draftId: number;

const { env: edgeEnv, request: edgeRequest } = createEdge();

const CONTENT: InteractiveContent = {
  title: 'Hauptstädte',
  description: 'Drei Fragen',
  feedback: 'each',
  questions: [
    { id: 'q1', kind: 'single', prompt: 'Hauptstadt von Frankreich?', points: 2, options: [{ id: 'a', text: 'Paris' }, { id: 'b', text: 'Lyon' }], correct: 'a' },
    { id: 'q2', kind: 'true_false', prompt: 'Berlin liegt an der Spree.', points: 1, correct: true },
    { id: 'q3', kind: 'short', prompt: 'Hauptstadt von Italien?', points: 1, accepted: ['Rom'], caseSensitive: false, accentSensitive: false },
  ],
};

async function insertInteractive(ownerId: number, published: boolean): Promise<number> {
  const now = new Date().toISOString();
  const json = JSON.stringify(CONTENT);
  const row = await env.DB.prepare(
    `INSERT INTO interactives (world, owner_id, title, description, feedback, state, draft_json, published_json, published_at, created_at, updated_at)
     VALUES ('de', ?, ?, '', 'each', ?, ?, ?, ?, ?, ?) RETURNING id`,
  )
    .bind(ownerId, CONTENT.title, published ? 'published' : 'draft', json, published ? json : null, published ? now : null, now, now)
    .first<{ id: number }>();
  return row!.id;
}

beforeAll(async () => {
  teacher = await registerConfirmed('raum-lehrerin@rooms.example', { name: 'Lehrerin' });
  other = await registerConfirmed('raum-andere@rooms.example', { name: 'Andere' });
  interactiveId = await insertInteractive(teacher.userId, true);
  draftId = await insertInteractive(teacher.userId, false);
});

async function openRoom(): Promise<string> {
  const response = await post('v3/rooms', { interactiveId }, teacher.token);
  expect(response.status).toBe(201);
  return (await data<RoomListItem>(response)).code;
}

async function join(code: string, nickname: string): Promise<string> {
  const response = await post(`v3/rooms/${code}/join`, { nickname });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await data<{ key: string }>(response)).key;
}

const answer = (code: string, key: string, questionId: string, given: unknown) => post(`v3/rooms/${code}/answer`, { key, questionId, answer: given });
const errorCode = async (response: Response) => ((await response.json()) as { error: { code: string } }).error.code;

describe('opening a room', () => {
  it('opens a room for an own published interactive, with a six-character code', async () => {
    const code = await openRoom();
    expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/);
    const view = await data<{ world: string; title: string; state: string }>(await get(`v3/rooms/${code}`));
    expect(view).toMatchObject({ world: 'de', title: 'Hauptstädte', state: 'open' });
    const mine = await data<{ items: RoomListItem[] }>(await get('v3/rooms/mine?world=de', teacher.token));
    expect(mine.items.map((room) => room.code)).toContain(code);
  });

  it('refuses an interactive the caller may not use, a draft, and a bad body', async () => {
    expect((await post('v3/rooms', { interactiveId }, other.token)).status).toBe(404);
    expect((await post('v3/rooms', { interactiveId: draftId }, teacher.token)).status).toBe(404);
    const bad = await post('v3/rooms', { interactiveId: 'eins' }, teacher.token);
    expect(bad.status).toBe(400);
    expect(await errorCode(bad)).toBe('invalid_body');
    expect((await post('v3/rooms', { interactiveId })).status).toBe(401);
  });
});

describe('joining', () => {
  it('answers 404 for an unknown room and 400 for a malformed code', async () => {
    const unknown = await post('v3/rooms/ZZZZZZ/join', { nickname: 'Mia' });
    expect(unknown.status).toBe(404);
    expect(await errorCode(unknown)).toBe('room_not_found');
    expect((await get('v3/rooms/ZZZZZZ')).status).toBe(404);
    expect((await post('v3/rooms/abc/join', { nickname: 'Mia' })).status).toBe(400);
  });

  it('takes a nickname of 1–24 characters, unique in the room regardless of case, and nothing else', async () => {
    const code = await openRoom();
    await join(code, 'Mia');
    const taken = await post(`v3/rooms/${code}/join`, { nickname: '  mia ' });
    expect(taken.status).toBe(409);
    expect(await errorCode(taken)).toBe('nickname_taken');
    expect((await post(`v3/rooms/${code}/join`, { nickname: '   ' })).status).toBe(400);
    expect((await post(`v3/rooms/${code}/join`, { nickname: 'x'.repeat(25) })).status).toBe(400);
    expect((await post(`v3/rooms/${code}/join`, { nickname: 'Tom', email: 'tom@example.com' })).status).toBe(400);
  });
});

describe('answers', () => {
  it('stores an answer once per student and question: a repeat changes nothing and returns the stored score', async () => {
    const code = await openRoom();
    const key = await join(code, 'Ada');
    const first = await answer(code, key, 'q1', { kind: 'single', choice: 'a' });
    expect(first.status).toBe(200);
    expect(await data(first)).toEqual({ score: { points: 2, max: 2, correct: true }, repeated: false });
    const again = await answer(code, key, 'q1', { kind: 'single', choice: 'b' });
    expect(await data(again)).toEqual({ score: { points: 2, max: 2, correct: true }, repeated: true });
    const me = await data<RoomStudentSnapshot>(await get(`v3/rooms/${code}/me?key=${key}`));
    expect(me.answers.q1?.answer).toEqual({ kind: 'single', choice: 'a' });
    const results = await data<RoomResults>(await get(`v3/rooms/${code}/results`, teacher.token));
    expect(results.students).toHaveLength(1);
    expect(results.students[0]?.points).toBe(2);
    expect(results.room.answers).toBe(1);
    const listed = (await data<{ items: RoomListItem[] }>(await get('v3/rooms/mine?world=de', teacher.token))).items.find((room) => room.code === code);
    expect(listed).toMatchObject({ state: 'open', students: 1, answers: 1 });
  });

  it('refuses bad input with a 400 and stores nothing', async () => {
    const code = await openRoom();
    const key = await join(code, 'Ben');
    const unknownQuestion = await answer(code, key, 'q9', { kind: 'single', choice: 'a' });
    expect(unknownQuestion.status).toBe(400);
    expect(await errorCode(unknownQuestion)).toBe('unknown_question');
    expect((await answer(code, key, 'q1', { kind: 'single' })).status).toBe(400);
    expect((await answer(code, 'not-a-key', 'q1', { kind: 'single', choice: 'a' })).status).toBe(400);
    expect((await answer(code, 'A'.repeat(32), 'q1', { kind: 'single', choice: 'a' })).status).toBe(404);
    const me = await data<RoomStudentSnapshot>(await get(`v3/rooms/${code}/me?key=${key}`));
    expect(me.answers).toEqual({});
  });

  it('a student sees their own answers only, and the questions without solutions', async () => {
    const code = await openRoom();
    const ada = await join(code, 'Ada');
    const ben = await join(code, 'Ben');
    await answer(code, ada, 'q3', { kind: 'short', value: 'Rom' });
    const benView = await data<RoomStudentSnapshot>(await get(`v3/rooms/${code}/me?key=${ben}`));
    expect(benView.nickname).toBe('Ben');
    expect(benView.answers).toEqual({});
    expect(JSON.stringify(benView)).not.toContain('Ada');
    expect(JSON.stringify(benView.questions)).not.toMatch(/"correct"|"accepted"/);
    expect(benView.solutions).toBeNull();
    // A student's key opens no results: those are the teacher's (no key parameter, no session).
    expect((await call(`v3/rooms/${code}/results?key=${ben}`)).status).toBe(400);
    expect((await call(`v3/rooms/${code}/results`)).status).toBe(401);
  });

  it('refuses new answers while locked and after close; a closed room takes nobody', async () => {
    const code = await openRoom();
    const key = await join(code, 'Cem');
    await answer(code, key, 'q1', { kind: 'single', choice: 'b' });
    expect((await post(`v3/rooms/${code}/lock`, {}, teacher.token)).status).toBe(200);
    const locked = await answer(code, key, 'q2', { kind: 'true_false', value: true });
    expect(locked.status).toBe(409);
    expect(await errorCode(locked)).toBe('room_locked');
    // Late join while locked is fine.
    await join(code, 'Spät');
    expect((await post(`v3/rooms/${code}/unlock`, {}, teacher.token)).status).toBe(200);
    expect((await answer(code, key, 'q2', { kind: 'true_false', value: true })).status).toBe(200);

    expect((await post(`v3/rooms/${code}/close`, {}, teacher.token)).status).toBe(200);
    const after = await answer(code, key, 'q3', { kind: 'short', value: 'Rom' });
    expect(after.status).toBe(410);
    expect(await errorCode(after)).toBe('room_closed');
    // The stored answer still answers with its score.
    expect(await data(await answer(code, key, 'q1', { kind: 'single', choice: 'a' }))).toMatchObject({ score: { points: 0 }, repeated: true });
    const closedJoin = await post(`v3/rooms/${code}/join`, { nickname: 'Neu' });
    expect(closedJoin.status).toBe(410);
    expect(await errorCode(closedJoin)).toBe('room_closed');
    expect((await post(`v3/rooms/${code}/lock`, {}, teacher.token)).status).toBe(409);

    // The results stay after close; the row says when the room's data goes.
    const results = await data<RoomResults>(await get(`v3/rooms/${code}/results`, teacher.token));
    expect(results.room.state).toBe('closed');
    expect(results.students.map((s) => s.nickname)).toEqual(['Cem', 'Spät']);
    const row = await env.DB.prepare('SELECT state, closed_at, delete_after, students, answers FROM learning_rooms WHERE code = ?').bind(code).first<{ state: string; closed_at: string; delete_after: string; students: number; answers: number }>();
    expect(row).toMatchObject({ state: 'closed', students: 2, answers: 2 });
    expect(Date.parse(row!.delete_after) - Date.parse(row!.closed_at)).toBe(30 * 86_400_000);
  });

  it('reveal gives students the solutions', async () => {
    const code = await openRoom();
    const key = await join(code, 'Dana');
    expect((await post(`v3/rooms/${code}/reveal`, {}, teacher.token)).status).toBe(200);
    const me = await data<RoomStudentSnapshot>(await get(`v3/rooms/${code}/me?key=${key}`));
    expect(me.solutions?.q1).toEqual({ kind: 'single', choice: 'a' });
    expect(me.revealed).toBe(true);
  });
});

describe('the teacher alone', () => {
  it('reads results, exports CSV and acts on the room; anyone else gets a 404', async () => {
    const code = await openRoom();
    for (const path of [`v3/rooms/${code}/results`, `v3/rooms/${code}/results.csv`]) {
      expect((await get(path, other.token)).status, path).toBe(404);
      expect((await get(path)).status, path).toBe(401);
    }
    for (const action of ['lock', 'unlock', 'reveal', 'close']) {
      expect((await post(`v3/rooms/${code}/${action}`, {}, other.token)).status, action).toBe(404);
    }
    expect((await get('v3/rooms/ZZZZZZ/results', teacher.token)).status).toBe(404);
    expect((await get('v3/rooms/bad/results', teacher.token)).status).toBe(400);
    const view = await data<{ state: string }>(await get(`v3/rooms/${code}`));
    expect(view.state).toBe('open');
  });

  it('exports CSV with a filename, quoting and a guard against formulas', async () => {
    const code = await openRoom();
    const key = await join(code, '=HYPERLINK("x")');
    await join(code, 'Eva; "E"');
    await answer(code, key, 'q1', { kind: 'single', choice: 'a' });
    const response = await get(`v3/rooms/${code}/results.csv`, teacher.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="kreide-room-${code}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`));
    const text = await response.text();
    const lines = text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Spitzname;Beigetreten;1. Hauptstadt von Frankreich?;2. Berlin liegt an der Spree.;3. Hauptstadt von Italien?;Punkte;Höchstpunktzahl');
    expect(lines[1]).toMatch(/^"'=HYPERLINK\(""x""\)";/);
    expect(lines[1]).toMatch(/;2;;;2;4$/);
    expect(lines[2]).toMatch(/^"Eva; ""E""";/);
    expect((await get(`v3/rooms/${code}/results.csv?lang=xx`, teacher.token)).status).toBe(400);
  });
});

/** Opens a room socket through the edge, as a page would. */
async function socket(path: string, headers: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const response = await edge.fetch(new Request(`https://kreide.test${path}`, { headers: { upgrade: 'websocket', origin: 'https://kreide.test', ...headers } }), edgeEnv, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

async function live<T extends { type: string }>(response: Response) {
  expect(response.status).toBe(101);
  const ws = response.webSocket!;
  ws.accept();
  const messages: T[] = [];
  ws.addEventListener('message', (event) => {
    messages.push(JSON.parse(event.data as string) as T);
  });
  const waitFor = async (check: () => boolean, what: string) => {
    for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
    if (!check()) throw new Error(`timed out waiting for ${what}; got ${JSON.stringify(messages)}`);
  };
  await waitFor(() => messages.some((m) => m.type === 'hello'), 'hello');
  return { ws, messages, waitFor };
}

describe('sockets', () => {
  it('the teacher sees joins and answers live; a student never receives another student\'s answers', async () => {
    forgetEdgeCaches();
    const code = await openRoom();
    const teacherTab = await live<TeacherMessage>(await socket(`/rooms/${code}/socket?role=teacher`, { cookie: `kreide_session=${teacher.token}` }));
    const ada = await join(code, 'Ada');
    const ben = await join(code, 'Ben');
    const benTab = await live<StudentMessage>(await socket(`/rooms/${code}/socket?role=student&key=${ben}`));
    const adaTab = await live<StudentMessage>(await socket(`/rooms/${code}/socket?role=student&key=${ada}`));

    adaTab.ws.send(JSON.stringify({ type: 'answer', questionId: 'q2', answer: { kind: 'true_false', value: true } }));
    await adaTab.waitFor(() => adaTab.messages.some((m) => m.type === 'answered'), 'answered');
    await teacherTab.waitFor(() => teacherTab.messages.some((m) => m.type === 'answer'), 'the answer at the teacher');
    const seen = teacherTab.messages.find((m) => m.type === 'answer');
    expect(seen).toMatchObject({ questionId: 'q2', score: { points: 1, correct: true } });
    expect(teacherTab.messages.filter((m) => m.type === 'student').length).toBe(2);

    // Ben's socket got his hello, Ada's joining nothing, and none of Ada's answers.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(benTab.messages.map((m) => m.type)).toEqual(['hello']);
    const hello = benTab.messages[0] as Extract<StudentMessage, { type: 'hello' }>;
    expect(hello.room.answers).toEqual({});

    // A repeated answer over the socket is not sent to the teacher again.
    const before = teacherTab.messages.length;
    adaTab.ws.send(JSON.stringify({ type: 'answer', questionId: 'q2', answer: { kind: 'true_false', value: false } }));
    await adaTab.waitFor(() => adaTab.messages.filter((m) => m.type === 'answered').length === 2, 'second answered');
    expect(adaTab.messages.at(-1)).toMatchObject({ type: 'answered', repeated: true, score: { points: 1 } });
    expect(teacherTab.messages.length).toBe(before);

    expect((await post(`v3/rooms/${code}/close`, {}, teacher.token)).status).toBe(200);
    await benTab.waitFor(() => benTab.messages.some((m) => m.type === 'state'), 'state');
    for (const tab of [teacherTab, benTab, adaTab]) tab.ws.close();
  });

  it('refuses another user\'s teacher socket, an unknown key and a malformed code', async () => {
    const code = await openRoom();
    expect((await socket(`/rooms/${code}/socket?role=teacher`, { cookie: `kreide_session=${other.token}` })).status).toBe(404);
    expect((await socket(`/rooms/${code}/socket?role=teacher`)).status).toBe(401);
    expect((await socket(`/rooms/${code}/socket?role=student&key=${'B'.repeat(32)}`)).status).toBe(404);
    expect((await socket(`/rooms/${code}/socket?role=student&key=short`)).status).toBe(400);
    expect((await socket(`/rooms/${code}/socket?role=boss`)).status).toBe(400);
    expect((await socket('/rooms/abc/socket?role=teacher')).status).toBe(404);
    expect((await socket(`/rooms/${code}/socket?role=teacher`, { cookie: `kreide_session=${teacher.token}`, origin: 'https://evil.example' })).status).toBe(403);
  });
});

describe('retention', () => {
  it('deletes the room\'s data and its row once the retention after closing ended', async () => {
    const code = await openRoom();
    await join(code, 'Finn');
    expect((await post(`v3/rooms/${code}/close`, {}, teacher.token)).status).toBe(200);
    const stub = env.LEARNING_ROOMS.getByName(code);
    await runInDurableObject(stub, async (_instance, state) => {
      const meta = (await state.storage.get<{ deleteAfter: string }>('meta'))!;
      await state.storage.put('meta', { ...meta, deleteAfter: new Date(Date.now() - 1000).toISOString() });
    });
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect((await get(`v3/rooms/${code}`)).status).toBe(404);
    expect(await env.DB.prepare('SELECT 1 FROM learning_rooms WHERE code = ?').bind(code).first()).toBeNull();
    expect(await runInDurableObject(stub, async (_instance, state) => (await state.storage.list()).size)).toBe(0);
  });

  it('closes a room left open when its alarm rings', async () => {
    const code = await openRoom();
    const stub = env.LEARNING_ROOMS.getByName(code);
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect((await data<{ state: string }>(await get(`v3/rooms/${code}`))).state).toBe('closed');
  });
});

describe('screens', () => {
  it('the join page speaks the room\'s language, a closed room is a 410 and an unknown code a 404', async () => {
    forgetEdgeCaches();
    const code = await openRoom();
    const page = await edgeRequest(`/r/${code}`, { headers: { cookie: 'kreide_world=es' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<html lang="de/);
    expect(html).toContain('Hauptstädte');
    // A class on phones is not stopped by the cookie dialog: it opens from the footer only (docs/consent.md).
    expect(html.match(/<[^>]*data-island="ConsentDialog"[^>]*>/)?.[0]).toContain('auto&quot;:false');
    expect(page.headers.get('cache-control')).toMatch(/no-store/);
    expect((await edgeRequest(`/r/${code.toLowerCase()}`)).status).toBe(301);
    expect((await edgeRequest('/r/ZZZZZZ')).status).toBe(404);
    expect((await edgeRequest(`/r?code=${code.toLowerCase()}`)).headers.get('location')).toBe(`/r/${code}`);
    await post(`v3/rooms/${code}/close`, {}, teacher.token);
    expect((await edgeRequest(`/r/${code}`)).status).toBe(410);
  });

  it('the teacher\'s live page is the owner\'s alone and never cached', async () => {
    forgetEdgeCaches();
    const code = await openRoom();
    const own = await edgeRequest(`/de/interactive/raum/${code}`, { headers: { cookie: `kreide_session=${teacher.token}` } });
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toMatch(/no-store/);
    const live = await own.text();
    expect(live).toContain(`/r/${code}`);
    // The board's QR code of the join address, drawn at the edge (decision 022).
    expect(live).toMatch(/<svg class="room-qr"[^>]*viewBox="0 0 \d+ \d+"[^>]*><rect[^>]*><\/rect><path d="M\d/);
    expect((await edgeRequest(`/de/interactive/raum/${code}`, { headers: { cookie: `kreide_session=${other.token}` } })).status).toBe(404);
    expect((await edgeRequest(`/de/interactive/raum/${code}`)).status).toBe(302);
  });
});
