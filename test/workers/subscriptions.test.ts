import { beforeAll, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { FIXTURE } from './fixtures';
import { data, get, post, publicToken, registerConfirmed } from './accounts';

async function followersOf(id: number): Promise<{ stored: number; exact: number }> {
  const row = await env.DB.prepare(
    `SELECT followers_number AS stored, (SELECT COUNT(*) FROM subscriptions WHERE subject_type = 'author' AND subject_id = ? AND user_id IS NOT NULL) AS exact FROM users WHERE id = ?`,
  )
    .bind(id, id)
    .first<{ stored: number; exact: number }>();
  return row ?? { stored: -1, exact: -1 };
}

const AUTHOR = FIXTURE.authorDe.id;
const follow = { subjectId: AUTHOR, subjectType: 'author', world: 'de' };

let alice: { userId: number; token: string };
let bob: { userId: number; token: string };
let anonymous: string;

beforeAll(async () => {
  alice = await registerConfirmed('alice@follow.example', { name: 'Alice' });
  bob = await registerConfirmed('bob@follow.example', { name: 'Bob' });
  anonymous = await publicToken();
});

async function anonymousFollowers(n: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < n; i++) {
    const token = await publicToken();
    expect((await post('v3/subscriptions/anonymous/subscribe', follow, token)).status).toBe(200);
    tokens.push(token);
  }
  return tokens;
}

describe('anonymous follows', () => {
  it('do not change followersNumber; persisting them to an account adds exactly one per account', async () => {
    const before = await followersOf(AUTHOR);
    const tokens = await anonymousFollowers(20);
    expect(await followersOf(AUTHOR)).toEqual(before);
    const status = await data<{ followersNumber: number }>(await get(`v3/subscriptions/status?subjectType=author&subjectId=${AUTHOR}`, tokens[0]));
    expect(status.followersNumber).toBe(before.stored);

    const carol = await registerConfirmed('carol@follow.example', { name: 'Carol' });
    const dave = await registerConfirmed('dave@follow.example', { name: 'Dave' });
    expect(await data(await post('v3/subscriptions/anonymous/persist', { anonymousToken: tokens[0] }, carol.token))).toEqual({ persisted: 1 });
    expect(await followersOf(AUTHOR)).toEqual({ stored: before.stored + 1, exact: before.exact + 1 });
    expect(await data(await post('v3/subscriptions/anonymous/persist', { anonymousToken: tokens[1] }, carol.token))).toEqual({ persisted: 0 });
    expect(await followersOf(AUTHOR)).toEqual({ stored: before.stored + 1, exact: before.exact + 1 });
    expect(await data(await post('v3/subscriptions/anonymous/persist', { anonymousToken: tokens[2] }, dave.token))).toEqual({ persisted: 1 });
    expect(await followersOf(AUTHOR)).toEqual({ stored: before.stored + 2, exact: before.exact + 2 });
    expect(await data(await get(`v3/subscriptions/status?subjectType=author&subjectId=${AUTHOR}`, carol.token))).toEqual({
      subscribed: true,
      followersNumber: before.stored + 2,
    });
    // The persisted holder's follows left it: persisting again adds nothing.
    expect((await data<{ items: unknown[] }>(await get('v3/subscriptions/anonymous/list', tokens[0]))).items).toEqual([]);
    expect(await data(await post('v3/subscriptions/anonymous/persist', { anonymousToken: tokens[0] }, dave.token))).toEqual({ persisted: 0 });
    for (const token of [carol.token, dave.token]) await post('v3/subscriptions/unsubscribe', follow, token);
    expect(await followersOf(AUTHOR)).toEqual(before);
  });

  it('persist with someone else\'s anonymous holder does nothing', async () => {
    const [victim = ''] = await anonymousFollowers(1);
    const mallory = await registerConfirmed('mallory@follow.example', { name: 'Mallory' });
    const before = await followersOf(AUTHOR);
    const rows = await env.DB.prepare('SELECT COUNT(*) AS n FROM subscriptions').first<{ n: number }>();
    // The holder's key (the stored hash) is not the token; a forged token, an account's token and none are refused.
    const { anonymous_id: victimKey } = (await env.DB.prepare('SELECT anonymous_id FROM subscriptions WHERE anonymous_id IS NOT NULL ORDER BY id DESC LIMIT 1').first<{
      anonymous_id: string;
    }>()) ?? { anonymous_id: '' };
    for (const anonymousToken of [victimKey, 'A'.repeat(43), alice.token, mallory.token]) {
      const answer = await post('v3/subscriptions/anonymous/persist', { anonymousToken }, mallory.token);
      expect(answer.status).toBe(400);
    }
    expect((await post('v3/subscriptions/anonymous/persist', {}, mallory.token)).status).toBe(400);
    expect((await post('v3/subscriptions/anonymous/persist', { anonymousToken: victim }, victim)).status).toBe(403);
    expect((await post('v3/subscriptions/anonymous/persist', { anonymousToken: victim })).status).toBe(401);
    expect(await followersOf(AUTHOR)).toEqual(before);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM subscriptions').first<{ n: number }>()).toEqual(rows);
    expect((await data<{ items: { subjectId: number }[] }>(await get('v3/subscriptions/anonymous/list', victim))).items.map((i) => i.subjectId)).toEqual([AUTHOR]);
  });
});

describe('following an author', () => {
  it('subscribes once, repeats change nothing, and the follower count stays exact', async () => {
    const before = await followersOf(AUTHOR);
    const first = await data<{ subscribed: boolean; followersNumber: number }>(await post('v3/subscriptions/subscribe', follow, alice.token));
    expect(first).toEqual({ subscribed: true, followersNumber: before.stored + 1 });
    expect(await data(await post('v3/subscriptions/subscribe', follow, alice.token))).toEqual({ subscribed: true, followersNumber: before.stored + 1 });
    await Promise.all([post('v3/subscriptions/subscribe', follow, bob.token), post('v3/subscriptions/subscribe', follow, bob.token)]);
    expect(await followersOf(AUTHOR)).toEqual({ stored: before.stored + 2, exact: before.exact + 2 });

    expect(await data(await get(`v3/subscriptions/status?subjectType=author&subjectId=${AUTHOR}`, alice.token))).toEqual({
      subscribed: true,
      followersNumber: before.stored + 2,
    });
    const list = await data<{ items: { subjectType: string; subjectId: number; world: string }[]; total: number }>(
      await get('v1/subscriptions?type=author&limit=10&page=1', alice.token),
    );
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({ subjectType: 'author', subjectId: AUTHOR, world: 'de' });
    expect((await data<{ items: unknown[] }>(await get('v1/subscriptions?type=material', alice.token))).items).toEqual([]);

    expect(await data(await post('v3/subscriptions/unsubscribe', follow, alice.token))).toEqual({ subscribed: false, followersNumber: before.stored + 1 });
    expect(await data(await post('v3/subscriptions/unsubscribe', follow, alice.token))).toEqual({ subscribed: false, followersNumber: before.stored + 1 });
    expect(await followersOf(AUTHOR)).toEqual({ stored: before.stored + 1, exact: before.exact + 1 });
  });

  it('follows materials without touching follower counts', async () => {
    const before = await followersOf(AUTHOR);
    const body = { subjectId: FIXTURE.materialDe.id, subjectType: 'material', world: 'de' };
    expect(await data(await post('v3/subscriptions/subscribe', body, alice.token))).toEqual({ subscribed: true, followersNumber: null });
    expect(await followersOf(AUTHOR)).toEqual(before);
    const list = await data<{ items: unknown[]; total: number; limit: number }>(await get('v1/subscriptions?limit=1', alice.token));
    expect(list).toMatchObject({ total: 1, limit: 1 });
  });

  it('keeps anonymous follows per public token, listed for that token only, counted for nobody', async () => {
    const before = await followersOf(AUTHOR);
    const answer = await post('v3/subscriptions/anonymous/subscribe', follow, anonymous);
    expect(answer.status).toBe(200);
    expect(await data(answer)).toEqual({ subscribed: true, followersNumber: before.stored });
    const list = await data<{ items: { subjectId: number }[] }>(await get('v3/subscriptions/anonymous/list', anonymous));
    expect(list.items.map((i) => i.subjectId)).toEqual([AUTHOR]);
    const other = await publicToken();
    expect((await data<{ items: unknown[] }>(await get('v3/subscriptions/anonymous/list', other))).items).toEqual([]);
    expect(await data(await get(`v3/subscriptions/status?subjectType=author&subjectId=${AUTHOR}`, anonymous))).toMatchObject({ subscribed: true });
    await post('v3/subscriptions/anonymous/unsubscribe', follow, anonymous);
    expect(await followersOf(AUTHOR)).toEqual(before);
  });

  it('refuses bad input and missing scopes without changing anything', async () => {
    const before = await followersOf(AUTHOR);
    const rows = await env.DB.prepare('SELECT COUNT(*) AS n FROM subscriptions').first<{ n: number }>();
    const cases: [Promise<Response>, number][] = [
      [post('v3/subscriptions/subscribe', follow), 401],
      [post('v3/subscriptions/subscribe', follow, anonymous), 403],
      [get('v1/subscriptions', anonymous), 403],
      [post('v3/subscriptions/anonymous/subscribe', follow), 401],
      [post('v3/subscriptions/subscribe', { ...follow, subjectType: 'teacher' }, alice.token), 400],
      [post('v3/subscriptions/subscribe', { ...follow, subjectId: -1 }, alice.token), 400],
      [post('v3/subscriptions/subscribe', { ...follow, world: 'xx' }, alice.token), 400],
      [post('v3/subscriptions/subscribe', { ...follow, extra: 1 }, alice.token), 400],
      [post('v3/subscriptions/subscribe', { ...follow, subjectId: 999_999 }, alice.token), 404],
      [post('v3/subscriptions/subscribe', { ...follow, subjectId: FIXTURE.buyer.id }, alice.token), 404],
      [post('v3/subscriptions/subscribe', { ...follow, subjectId: alice.userId }, alice.token), 404],
      [post('v3/subscriptions/subscribe', { subjectId: 999_999, subjectType: 'material', world: 'de' }, alice.token), 404],
      [get('v1/subscriptions?limit=1000', alice.token), 400],
      [get('v1/subscriptions?page=0', alice.token), 400],
      [get('v1/subscriptions?type=teacher', alice.token), 400],
      [get('v3/subscriptions/status?subjectType=author', alice.token), 400],
    ];
    for (const [response, status] of cases) expect((await response).status).toBe(status);
    expect(await followersOf(AUTHOR)).toEqual(before);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM subscriptions').first<{ n: number }>()).toEqual(rows);
  });
});
