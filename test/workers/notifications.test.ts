import { beforeAll, describe, expect, it } from 'vitest';
import { createExecutionContext, env, evictDurableObject, waitOnExecutionContext } from 'cloudflare:test';
import edge from '../../src/edge/index';
import { createEdge } from './harness';
import { FIXTURE } from './fixtures';
import { data, get, post, registerConfirmed, makeStaff } from './accounts';
import { notify, notifyPaidOrder } from '../../src/origin/notifications/notify';
import type { NotificationView, ServerMessage } from '../../src/shared/notifications';

const AUTHOR = FIXTURE.authorDe.id;
const { env: edgeEnv } = createEdge();

type Account = { userId: number; token: string };
let teacher: Account;
let other: Account;
let reviewer: Account;

beforeAll(async () => {
  teacher = await registerConfirmed('teacher@live.example', { name: 'Teacher' });
  other = await registerConfirmed('other@live.example', { name: 'Other' });
  reviewer = await registerConfirmed('staff@live.example', { name: 'Staff' });
  await makeStaff(reviewer.userId);
  expect((await post('v3/subscriptions/subscribe', { subjectId: AUTHOR, subjectType: 'author', world: 'de' }, teacher.token)).status).toBe(200);
});

/** Opens `/notifications` through the edge, as a browser tab (cookie) or an app (bearer header). */
async function openSocket(path: string, headers: Record<string, string>): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await edge.fetch(new Request(`https://kreide.test${path}`, { headers: { upgrade: 'websocket', ...headers } }), edgeEnv, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

interface Tab {
  ws: WebSocket;
  messages: ServerMessage[];
  closed: { code: number; reason: string } | null;
  notifications(): NotificationView[];
  waitFor(check: () => boolean, what: string): Promise<void>;
  ack(ids: number[]): void;
}

async function tab(token: string, world = 'de'): Promise<Tab> {
  const response = await openSocket(`/notifications?world=${world}`, { cookie: `kreide_session=${token}`, origin: 'https://kreide.test' });
  expect(response.status).toBe(101);
  const ws = response.webSocket;
  if (!ws) throw new Error('no socket');
  ws.accept();
  const t: Tab = {
    ws,
    messages: [],
    closed: null,
    notifications: () => t.messages.flatMap((m) => (m.type === 'notification' ? [m.notification] : [])),
    async waitFor(check, what) {
      for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
      if (!check()) throw new Error(`timed out waiting for ${what}; got ${JSON.stringify(t.messages)}`);
    },
    ack: (ids) => ws.send(JSON.stringify({ type: 'ack', ids })),
  };
  ws.addEventListener('message', (event) => {
    t.messages.push(JSON.parse(event.data as string) as ServerMessage);
  });
  ws.addEventListener('close', (event) => {
    t.closed = { code: event.code, reason: event.reason };
  });
  await t.waitFor(() => t.messages.some((m) => m.type === 'hello'), 'hello');
  return t;
}

const objectOf = (userId: number) => env.USER_NOTIFICATIONS.getByName(String(userId));

async function rowsOf(userId: number) {
  const rows = await env.DB.prepare('SELECT id, kind, event, delivered_at, acknowledged_at, read_at FROM notifications WHERE user_id = ? ORDER BY id').bind(userId).all();
  return rows.results as { id: number; kind: string; event: string; delivered_at: string | null; acknowledged_at: string | null; read_at: string | null }[];
}

let nextEvent = 1;
/** A notification for a user, made the way every event makes one. */
async function notifyUser(userId: number, title = 'Bruchrechnung') {
  const event = `test:${nextEvent++}`;
  await notify(env, [{ userId, kind: 'order_paid', event, world: 'de', payload: { title, actor: null, href: '/de/erworbene-materialien' } }]);
  return event;
}

async function idOf(userId: number, event: string): Promise<number> {
  const row = await env.DB.prepare('SELECT id FROM notifications WHERE user_id = ? AND event = ?').bind(userId, event).first<{ id: number }>();
  if (!row) throw new Error(`no notification ${event}`);
  return row.id;
}

async function closeAll(...tabs: Tab[]) {
  for (const t of tabs) if (!t.closed) t.ws.close(1000, 'done');
  await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('the /notifications handshake', () => {
  it('is refused without a session, with a bad token, from another site and without an upgrade', async () => {
    const none = await openSocket('/notifications?world=de', {});
    expect(none.status).toBe(401);
    expect(none.webSocket).toBeNull();
    expect(await none.json()).toMatchObject({ error: { code: 'missing_token' } });

    const bad = await openSocket('/notifications?world=de', { cookie: 'kreide_session=not-a-token' });
    expect(bad.status).toBe(401);
    expect(bad.webSocket).toBeNull();

    const crossSite = await openSocket('/notifications?world=de', { cookie: `kreide_session=${teacher.token}`, origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expect(crossSite.webSocket).toBeNull();

    const unknownWorld = await openSocket('/notifications?world=xx', { cookie: `kreide_session=${teacher.token}` });
    expect(unknownWorld.status).toBe(400);

    const ctx = createExecutionContext();
    const plain = await edge.fetch(new Request('https://kreide.test/notifications?world=de', { headers: { cookie: `kreide_session=${teacher.token}` } }), edgeEnv, ctx);
    await waitOnExecutionContext(ctx);
    expect(plain.status).toBe(426);
  });

  it('takes an app’s bearer header', async () => {
    const response = await openSocket('/notifications?world=de', { authorization: `Bearer ${other.token}` });
    expect(response.status).toBe(101);
    response.webSocket?.accept();
    response.webSocket?.close(1000, 'done');
  });
});

describe('delivery', () => {
  it('a followed author’s material approved by staff is stored for the follower and reaches all their tabs', async () => {
    const first = await tab(teacher.token);
    const second = await tab(teacher.token);
    await env.DB.prepare("UPDATE materials SET state = 'review' WHERE id = ?").bind(FIXTURE.materialDe.id).run();
    expect((await post(`v3/staff/review/${FIXTURE.materialDe.id}/approve`, {}, reviewer.token)).status).toBe(200);

    const stored = (await rowsOf(teacher.userId)).filter((r) => r.event === `material:${FIXTURE.materialDe.id}`);
    expect(stored).toHaveLength(1);
    for (const t of [first, second]) {
      await t.waitFor(() => t.notifications().some((n) => n.kind === 'material_published'), 'the publication');
      expect(t.notifications().find((n) => n.kind === 'material_published')).toMatchObject({
        id: stored[0]?.id,
        payload: { title: expect.any(String), href: `/de/material/${FIXTURE.materialDe.id}/${FIXTURE.materialDe.slug}` },
        read: false,
      });
    }
    first.ack([stored[0]?.id ?? 0]);
    for (let i = 0; i < 100 && (await rowsOf(teacher.userId)).find((r) => r.id === stored[0]?.id)?.acknowledged_at === null; i++) await new Promise((r) => setTimeout(r, 10));
    expect((await rowsOf(teacher.userId)).find((r) => r.id === stored[0]?.id)).toMatchObject({ delivered_at: expect.any(String), acknowledged_at: expect.any(String) });
    // Approving again (a retried request) tells nobody twice.
    await env.DB.prepare("UPDATE materials SET state = 'review' WHERE id = ?").bind(FIXTURE.materialDe.id).run();
    expect((await post(`v3/staff/review/${FIXTURE.materialDe.id}/approve`, {}, reviewer.token)).status).toBe(200);
    expect((await rowsOf(teacher.userId)).filter((r) => r.event === `material:${FIXTURE.materialDe.id}`)).toHaveLength(1);
    await closeAll(first, second);
  });

  it('a follower who switched followed authors off gets nothing', async () => {
    const quiet = await registerConfirmed('quiet@live.example', { name: 'Quiet' });
    await post('v3/subscriptions/subscribe', { subjectId: AUTHOR, subjectType: 'author', world: 'de' }, quiet.token);
    expect((await post('v3/user/notification-preferences', { email: { followed_authors: false } }, quiet.token)).status).toBe(200);
    await env.DB.prepare("UPDATE materials SET state = 'review' WHERE id = ?").bind(FIXTURE.freeDe.id).run();
    expect((await post(`v3/staff/review/${FIXTURE.freeDe.id}/approve`, {}, reviewer.token)).status).toBe(200);
    expect(await rowsOf(quiet.userId)).toEqual([]);
    expect((await rowsOf(teacher.userId)).some((r) => r.event === `material:${FIXTURE.freeDe.id}`)).toBe(true);
  });

  it('nothing is lost when the object is evicted between messages', async () => {
    const t = await tab(teacher.token);
    const before = await notifyUser(teacher.userId, 'before');
    await t.waitFor(() => t.notifications().some((n) => n.payload.title === 'before'), 'the first message');
    await evictDurableObject(objectOf(teacher.userId));
    const after = await notifyUser(teacher.userId, 'after');
    // The hibernated socket survived the eviction and gets the next message from a fresh instance.
    await t.waitFor(() => t.notifications().some((n) => n.payload.title === 'after'), 'the message after the eviction');
    t.ack([await idOf(teacher.userId, before), await idOf(teacher.userId, after)]);
    for (let i = 0; i < 100 && (await rowsOf(teacher.userId)).some((r) => r.acknowledged_at === null && r.event === after); i++) await new Promise((r) => setTimeout(r, 10));
    expect((await rowsOf(teacher.userId)).filter((r) => r.event === before || r.event === after).every((r) => r.acknowledged_at !== null)).toBe(true);

    // Evicted with its sockets closed: stored while nobody listens, delivered at the next open.
    await evictDurableObject(objectOf(teacher.userId), { webSockets: 'close' });
    const offline = await notifyUser(teacher.userId, 'offline');
    const next = await tab(teacher.token);
    await next.waitFor(() => next.notifications().some((n) => n.payload.title === 'offline'), 'the stored message');
    expect(next.messages[0]).toMatchObject({ type: 'hello', unread: expect.any(Number) });
    next.ack([await idOf(teacher.userId, offline)]);
    await closeAll(t, next);
  });

  it('unacknowledged messages are sent again on reconnect, acknowledged ones are not', async () => {
    const t = await tab(teacher.token);
    const event = await notifyUser(teacher.userId, 'unacknowledged');
    await t.waitFor(() => t.notifications().some((n) => n.payload.title === 'unacknowledged'), 'the message');
    await closeAll(t);

    const again = await tab(teacher.token);
    await again.waitFor(() => again.notifications().some((n) => n.payload.title === 'unacknowledged'), 'the redelivery');
    again.ack([await idOf(teacher.userId, event)]);
    for (let i = 0; i < 100 && (await rowsOf(teacher.userId)).find((r) => r.event === event)?.acknowledged_at === null; i++) await new Promise((r) => setTimeout(r, 10));
    await closeAll(again);

    const third = await tab(teacher.token);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(third.notifications().some((n) => n.payload.title === 'unacknowledged')).toBe(false);
    await closeAll(third);
  });

  it('a sale and a paid order reach the author and the buyer once', async () => {
    const order = { public_id: 'K-LIVE-1', user_id: other.userId, world: 'de' };
    const items = [{ material_id: FIXTURE.materialDe.id, author_id: AUTHOR, title: 'Bruchrechnung', slug: FIXTURE.materialDe.slug }];
    await notifyPaidOrder(env, order, items);
    await notifyPaidOrder(env, order, items);
    expect((await rowsOf(other.userId)).filter((r) => r.event === 'order:K-LIVE-1').map((r) => r.kind)).toEqual(['order_paid']);
    expect((await rowsOf(AUTHOR)).filter((r) => r.event.startsWith('sale:K-LIVE-1')).map((r) => r.kind)).toEqual(['sale']);
  });

  it('a reply to a comment reaches the comment’s writer, not the replier', async () => {
    const material = FIXTURE.materialDe.id;
    const asked = await data<{ comment: { id: number } }>(await post(`v3/materials/${material}/comments`, { body: 'Gibt es Lösungen?' }, teacher.token));
    await post(`v3/materials/${material}/comments`, { body: 'Ja, auf Seite 4.', parent_id: asked.comment.id }, other.token);
    await post(`v3/materials/${material}/comments`, { body: 'Danke!', parent_id: asked.comment.id }, teacher.token);
    expect((await rowsOf(teacher.userId)).filter((r) => r.kind === 'comment_reply')).toHaveLength(1);
    expect((await rowsOf(other.userId)).filter((r) => r.kind === 'comment_reply')).toHaveLength(0);
  });
});

describe('sign-out', () => {
  it('closes the session’s sockets with no_reconnect and leaves other sessions open', async () => {
    const session = await data<{ access_token: string }>(
      await post('v3/oauth2/authenticate', { client_id: 'kreide-web', grant_type: 'password', username: 'teacher@live.example', password: 'sicheres Passwort 1' }),
    );
    const leaving = await tab(session.access_token);
    const staying = await tab(teacher.token);
    expect((await post('v3/oauth2/logout', {}, session.access_token)).status).toBe(200);
    await leaving.waitFor(() => leaving.closed !== null, 'the close');
    expect(leaving.messages.at(-1)).toEqual({ type: 'no_reconnect' });
    expect(leaving.closed).toEqual({ code: 4001, reason: 'no_reconnect' });
    expect(staying.closed).toBeNull();
    // The revoked session cannot open a new one.
    expect((await openSocket('/notifications?world=de', { cookie: `kreide_session=${session.access_token}` })).status).toBe(401);
    await closeAll(staying);
  });
});

describe('intruders', () => {
  it('cannot list, read or acknowledge another user’s notifications, nor receive them', async () => {
    const intruder = await tab(other.token);
    const event = await notifyUser(teacher.userId, 'private');
    const id = await idOf(teacher.userId, event);

    const list = await data<{ items: NotificationView[] }>(await get('v3/notifications?world=de&limit=50', other.token));
    expect(list.items.some((n) => n.id === id)).toBe(false);
    const own = await data<{ items: NotificationView[]; unread: number }>(await get('v3/notifications?world=de&limit=50', teacher.token));
    expect(own.items.some((n) => n.id === id)).toBe(true);

    const refused = await post('v3/notifications/read?world=de', { ids: [id] }, other.token);
    expect(await data(refused)).toEqual({ read: [], unread: expect.any(Number) });
    intruder.ack([id]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await rowsOf(teacher.userId)).find((r) => r.id === id)).toMatchObject({ read_at: null, acknowledged_at: null });
    expect(intruder.notifications().some((n) => n.id === id)).toBe(false);

    // The owner can.
    expect(await data(await post('v3/notifications/read?world=de', { ids: [id] }, teacher.token))).toMatchObject({ read: [id] });
    expect((await rowsOf(teacher.userId)).find((r) => r.id === id)?.read_at).not.toBeNull();
    await closeAll(intruder);
  });

  it('needs a signed-in user and valid bodies for the list and mark-read calls', async () => {
    expect((await get('v3/notifications?world=de')).status).toBe(401);
    expect((await post('v3/notifications/read?world=de', { ids: [1] })).status).toBe(401);
    expect((await post('v3/notifications/read-all?world=de', {})).status).toBe(401);
    for (const body of [{ ids: [] }, { ids: ['1'] }, { ids: [0] }, {}, { ids: [1], extra: true }, { ids: Array.from({ length: 101 }, (_, i) => i + 1) }]) {
      const response = await post('v3/notifications/read?world=de', body, teacher.token);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: 'invalid_body' } });
    }
    expect((await get('v3/notifications?world=de&limit=500', teacher.token)).status).toBe(400);
  });

  it('mark all read clears the caller’s unread count and tells their other tabs', async () => {
    const t = await tab(teacher.token);
    await notifyUser(teacher.userId, 'to read');
    expect((await data<{ unread: number }>(await get('v3/notifications?world=de', teacher.token))).unread).toBeGreaterThan(0);
    const othersBefore = (await data<{ unread: number }>(await get('v3/notifications?world=de', other.token))).unread;
    await notifyUser(other.userId, 'not mine to read');
    expect(await data(await post('v3/notifications/read-all?world=de', {}, teacher.token))).toMatchObject({ unread: 0 });
    expect((await data<{ unread: number }>(await get('v3/notifications?world=de', teacher.token))).unread).toBe(0);
    expect((await data<{ unread: number }>(await get('v3/notifications?world=de', other.token))).unread).toBe(othersBefore + 1);
    await t.waitFor(() => t.messages.some((m) => m.type === 'read' && m.ids === 'all'), 'the read message');
    await closeAll(t);
  });
});
