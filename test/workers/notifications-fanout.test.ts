import { describe, expect, it } from 'vitest';
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import edge from '../../src/edge/index';
import origin from '../../src/origin/index';
import { createEdge } from './harness';
import { FIXTURE } from './fixtures';
import { registerConfirmed, makeStaff } from './accounts';
import { insertTokenStatement } from '../../src/origin/db/identity';
import { newSecretToken, tokenHash } from '../../src/origin/domain/identity/tokens';
import { notify } from '../../src/origin/notifications/notify';

/**
 * The fan-out of one publication (docs/notifications.md, "Fan-out"): an author with 10,000 followers,
 * SOCKETS of them connected. `npm run bench` (bench/notifications.mjs) records the figures this
 * prints; the suite asserts that every follower got exactly one row and every socket its message.
 */
const FOLLOWERS = 10_000;
const SOCKETS = 100;
const BURST = 5;
const AUTHOR = FIXTURE.authorDe.id;
const FIRST_ID = 500_000;
const { env: edgeEnv } = createEdge();

async function seedFollowers(): Promise<void> {
  const now = new Date().toISOString();
  await env.DB.batch([
    env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < ?)
       INSERT INTO users (id, slug, email, world, public_name, created_at) SELECT ? + i, 'fan-' || i, 'fan-' || i || '@fanout.example', 'de', 'Fan ' || i, ? FROM n`,
    ).bind(FOLLOWERS, FIRST_ID, now),
    env.DB.prepare(
      `INSERT INTO subscriptions (user_id, subject_type, subject_id, world, created_at)
       SELECT id, 'author', ?, 'de', ? FROM users WHERE id >= ? AND id < ?`,
    ).bind(AUTHOR, now, FIRST_ID, FIRST_ID + FOLLOWERS),
  ]);
}

async function openSockets(count: number): Promise<{ received: () => number; perSocket: number[]; close: () => void }> {
  const perSocket = Array.from({ length: count }, () => 0);
  const sockets: WebSocket[] = [];
  const tokens = await Promise.all(Array.from({ length: count }, () => newSecretToken()));
  const now = new Date();
  await env.DB.batch(
    await Promise.all(
      tokens.map(async (token, i) =>
        insertTokenStatement(env.DB, { hash: await tokenHash(token), userId: FIRST_ID + i, clientId: 'kreide-app', scope: 'full', platform: 'ios', ttlSeconds: 3600 }, now),
      ),
    ),
  );
  for (const [i, token] of tokens.entries()) {
    const ctx = createExecutionContext();
    const response = await edge.fetch(new Request('https://kreide.test/notifications?world=de', { headers: { upgrade: 'websocket', authorization: `Bearer ${token}` } }), edgeEnv, ctx);
    await waitOnExecutionContext(ctx);
    const ws = response.webSocket;
    if (!ws) throw new Error(`socket ${i} refused: ${response.status}`);
    ws.accept();
    ws.addEventListener('message', (event) => {
      if ((JSON.parse(event.data as string) as { type: string }).type === 'notification') perSocket[i] = (perSocket[i] ?? 0) + 1;
    });
    sockets.push(ws);
  }
  return { received: () => perSocket.reduce((a, b) => a + b, 0), perSocket, close: () => sockets.forEach((ws) => ws.close(1000, 'done')) };
}

async function until(check: () => boolean, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 5));
  if (!check()) throw new Error('timed out');
}

describe('fan-out', () => {
  it(`stores a publication for ${FOLLOWERS} followers in the approval's batch and pushes it to the ${SOCKETS} connected`, { timeout: 120_000 }, async () => {
    await seedFollowers();
    const reviewer = await registerConfirmed('fanout-staff@live.example', { name: 'Staff' });
    await makeStaff(reviewer.userId);
    const sockets = await openSockets(SOCKETS);
    await env.DB.prepare("UPDATE materials SET state = 'review' WHERE id = ?").bind(FIXTURE.materialDe.id).run();

    // Until the answer: every row stored (it is written in the approval's batch); the push follows after the answer.
    const started = performance.now();
    // The origin itself, so the answer is timed without the push it leaves to waitUntil.
    const ctx = createExecutionContext();
    const answered = await origin.fetch(
      new Request(`https://origin.test/api/v3/staff/review/${FIXTURE.materialDe.id}/approve`, {
        method: 'POST',
        headers: { authorization: `Bearer ${reviewer.token}`, 'content-type': 'application/json' },
        body: '{}',
      }),
      env,
      ctx,
    );
    const storedMs = performance.now() - started;
    expect(answered.status).toBe(200);
    const stored = await env.DB.prepare("SELECT COUNT(*) AS n, COUNT(DISTINCT user_id) AS users FROM notifications WHERE event = ?").bind(`material:${FIXTURE.materialDe.id}`).first<{ n: number; users: number }>();
    expect(stored).toEqual({ n: FOLLOWERS, users: FOLLOWERS });
    await until(() => sockets.received() >= SOCKETS, 60_000);
    const deliveredMs = performance.now() - started;
    await waitOnExecutionContext(ctx);
    expect(sockets.perSocket.every((n) => n === 1)).toBe(true);

    // A burst: BURST notifications to each connected user, stored and pushed one event at a time.
    const burstStarted = performance.now();
    for (let b = 0; b < BURST; b++) {
      await notify(
        env,
        Array.from({ length: SOCKETS }, (_, i) => ({ userId: FIRST_ID + i, kind: 'sale' as const, event: `burst:${b}`, world: 'de', payload: { title: `Burst ${b}`, actor: null, href: null } })),
      );
    }
    await until(() => sockets.received() >= SOCKETS * (BURST + 1), 60_000);
    const burstMs = performance.now() - burstStarted;
    sockets.close();

    const figures = {
      followers: FOLLOWERS,
      sockets: SOCKETS,
      storedMs: Math.round(storedMs),
      deliveredMs: Math.round(deliveredMs),
      pushMs: Math.round(deliveredMs - storedMs),
      fanoutMessagesPerSecond: Math.round(SOCKETS / Math.max(0.001, (deliveredMs - storedMs) / 1000)),
      burst: BURST,
      burstMs: Math.round(burstMs),
      burstMessagesPerSecond: Math.round((SOCKETS * BURST) / (burstMs / 1000)),
    };
    console.log(`NOTIFICATIONS fanout ${JSON.stringify(figures)}`);
  });
});
