import { beforeAll, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { data, post, publicToken, registerConfirmed, TEST_PASSWORD } from './accounts';
import { insertMaterial, quickUser } from './commerce-kit';
import { WISHLIST_LIMIT } from '../../src/shared/favourites';
import type { WishlistPage } from '../../src/shared/schemas/favourites';

type User = { userId: number; token: string };

const QUERY = 'v3/elastic-indexer/wishlist/query?world=de';
const ANONYMOUS_QUERY = 'v3/elastic-indexer/anonymous-wishlist/query?world=de';

async function listOf(path: string, token: string, body: unknown = {}): Promise<WishlistPage> {
  const response = await post(path, body, token);
  expect(response.status, path).toBe(200);
  return data<WishlistPage>(response);
}

const ids = (page: WishlistPage) => page.wishlist.map((item) => item.id);

async function expectError(response: Response, status: number, code?: string) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { error: { code: string; message: string } };
  expect(typeof body.error.message).toBe('string');
  if (code) expect(body.error.code).toBe(code);
}

let alice: User;
let bob: User;

beforeAll(async () => {
  alice = await quickUser('Alice Merkzettel');
  bob = await quickUser('Bob Merkzettel');
});

describe('the account wishlist', () => {
  it('adds, lists newest first with the total, and removes; adding twice keeps one', async () => {
    const a = await insertMaterial();
    const b = await insertMaterial();
    expect(await data(await post('v3/wishlist/add', { materialId: a.id }, alice.token))).toEqual({ materialId: a.id, favourite: true, _total: 1 });
    await post('v3/wishlist/add', { materialId: b.id }, alice.token);
    await post('v3/wishlist/add', { materialId: b.id }, alice.token);
    const page = await listOf(QUERY, alice.token);
    expect(ids(page)).toEqual([b.id, a.id]);
    expect(page._total).toBe(2);
    expect(ids(await listOf(QUERY, alice.token, { limit: 1, offset: 1 }))).toEqual([a.id]);
    expect(await data(await post('v3/wishlist/remove', { materialId: b.id }, alice.token))).toEqual({ materialId: b.id, favourite: false, _total: 1 });
    expect(ids(await listOf(QUERY, alice.token))).toEqual([a.id]);
    await post('v3/wishlist/remove', { materialId: a.id }, alice.token);
  });

  it('lists only the request world’s materials that are active and not deleted', async () => {
    const user = await quickUser();
    const de = await insertMaterial();
    const gone = await insertMaterial();
    const hidden = await insertMaterial();
    const fr = await insertMaterial({ world: 'fr' });
    for (const m of [de, gone, hidden, fr]) expect((await post('v3/wishlist/add', { materialId: m.id }, user.token)).status).toBe(200);
    await env.DB.prepare('UPDATE materials SET deleted_at = ? WHERE id = ?').bind(new Date().toISOString(), gone.id).run();
    await env.DB.prepare('UPDATE materials SET is_active = 0 WHERE id = ?').bind(hidden.id).run();
    expect(await listOf(QUERY, user.token)).toEqual({ wishlist: [{ id: de.id }], _total: 1 });
    expect(await listOf('v3/elastic-indexer/wishlist/query?world=fr', user.token)).toEqual({ wishlist: [{ id: fr.id }], _total: 1 });
  });

  it('answers 404 for a material that is not live, and adds nothing', async () => {
    const user = await quickUser();
    const hidden = await insertMaterial();
    await env.DB.prepare('UPDATE materials SET is_active = 0 WHERE id = ?').bind(hidden.id).run();
    for (const materialId of [hidden.id, 999_999]) await expectError(await post('v3/wishlist/add', { materialId }, user.token), 404, 'not_found');
    expect((await listOf(QUERY, user.token))._total).toBe(0);
  });

  it(`keeps at most ${WISHLIST_LIMIT} favourites (409 past it, already kept ones still answer 200)`, async () => {
    const user = await quickUser();
    const kept = await insertMaterial();
    await post('v3/wishlist/add', { materialId: kept.id }, user.token);
    // Fill up to the limit with rows straight in D1 (the materials need not be live for the count).
    const filler = Array.from({ length: WISHLIST_LIMIT - 1 }, (_, i) =>
      env.DB.prepare("INSERT INTO wishlist (user_id, material_id, world, created_at) VALUES (?, ?, 'de', ?)").bind(user.userId, kept.id, new Date(i).toISOString()),
    );
    await env.DB.exec('DROP INDEX wishlist_user_material');
    try {
      await env.DB.batch(filler);
      const next = await insertMaterial();
      await expectError(await post('v3/wishlist/add', { materialId: next.id }, user.token), 409, 'wishlist_full');
      expect((await post('v3/wishlist/add', { materialId: kept.id }, user.token)).status).toBe(200);
      expect(await data(await post('v3/wishlist/import', { materialIds: [next.id] }, user.token))).toEqual({ added: 0, _total: WISHLIST_LIMIT });
    } finally {
      await env.DB.prepare('DELETE FROM wishlist WHERE user_id = ?').bind(user.userId).run();
      await env.DB.exec('CREATE UNIQUE INDEX wishlist_user_material ON wishlist (user_id, material_id) WHERE user_id IS NOT NULL');
    }
  });

  it('imports a browser’s stored ids once each, skipping ones that are not live', async () => {
    const user = await quickUser();
    const a = await insertMaterial();
    const b = await insertMaterial();
    expect(await data(await post('v3/wishlist/import', { materialIds: [a.id, b.id, a.id, 999_999] }, user.token))).toEqual({ added: 2, _total: 2 });
    expect(await data(await post('v3/wishlist/import', { materialIds: [a.id] }, user.token))).toEqual({ added: 0, _total: 2 });
  });

  it('refuses bad input with a 4xx JSON error and changes nothing', async () => {
    const user = await quickUser();
    const m = await insertMaterial();
    for (const body of [{}, { materialId: 0 }, { materialId: -1 }, { materialId: 1.5 }, { materialId: '1' }, { materialId: m.id, extra: 1 }]) {
      await expectError(await post('v3/wishlist/add', body, user.token), 400, 'invalid_body');
    }
    for (const body of [{ limit: 201 }, { limit: 0 }, { offset: -1 }, { world: 'de' }, []]) {
      await expectError(await post(QUERY, body, user.token), 400, 'invalid_body');
    }
    await expectError(await post('v3/elastic-indexer/wishlist/query?world=xx', {}, user.token), 400, 'unknown_world');
    await expectError(await post('v3/wishlist/import', { materialIds: [] }, user.token), 400, 'invalid_body');
    await expectError(await post('v3/wishlist/import', { materialIds: Array.from({ length: 201 }, (_, i) => i + 1) }, user.token), 400, 'invalid_body');
    expect((await listOf(QUERY, user.token))._total).toBe(0);
  });

  it('is each user’s own: another user neither reads nor removes it, a visitor token cannot call it', async () => {
    const m = await insertMaterial();
    await post('v3/wishlist/add', { materialId: m.id }, alice.token);
    expect(ids(await listOf(QUERY, bob.token))).toEqual([]);
    await post('v3/wishlist/remove', { materialId: m.id }, bob.token);
    expect(ids(await listOf(QUERY, alice.token))).toContain(m.id);
    const visitor = await publicToken();
    await expectError(await post(QUERY, {}, visitor), 403, 'insufficient_scope');
    await expectError(await post('v3/wishlist/add', { materialId: m.id }, visitor), 403, 'insufficient_scope');
    await expectError(await post(QUERY, {}), 401);
    // The visitor's own list does not show the account's favourites.
    expect(ids(await listOf(ANONYMOUS_QUERY, visitor))).toEqual([]);
    await post('v3/wishlist/remove', { materialId: m.id }, alice.token);
  });
});

describe('the anonymous wishlist', () => {
  it('is kept per visitor token; an account token is sent to the account calls', async () => {
    const visitor = await publicToken();
    const other = await publicToken();
    const m = await insertMaterial();
    expect((await post('v3/wishlist/anonymous/add', { materialId: m.id }, visitor)).status).toBe(200);
    expect(await listOf(ANONYMOUS_QUERY, visitor)).toEqual({ wishlist: [{ id: m.id }], _total: 1 });
    expect(ids(await listOf(ANONYMOUS_QUERY, other))).toEqual([]);
    await post('v3/wishlist/anonymous/remove', { materialId: m.id }, other);
    expect(ids(await listOf(ANONYMOUS_QUERY, visitor))).toEqual([m.id]);
    await expectError(await post(ANONYMOUS_QUERY, {}, alice.token), 403, 'account_wishlist');
    await expectError(await post('v3/wishlist/anonymous/add', { materialId: 999_999 }, visitor), 404, 'not_found');
    expect(await data(await post('v3/wishlist/anonymous/remove', { materialId: m.id }, visitor))).toMatchObject({ _total: 0 });
  });

  it('moves to the account at sign-in (anonymous/persist) and leaves the visitor token', async () => {
    const visitor = await publicToken();
    const user = await quickUser();
    const [a, b, fr] = [await insertMaterial(), await insertMaterial(), await insertMaterial({ world: 'fr' })];
    await post('v3/wishlist/add', { materialId: a.id }, user.token);
    for (const m of [a, b, fr]) await post('v3/wishlist/anonymous/add', { materialId: m.id }, visitor);
    expect((await post('v3/subscriptions/anonymous/persist', { anonymousToken: visitor }, user.token)).status).toBe(200);
    expect(ids(await listOf(QUERY, user.token)).sort()).toEqual([a.id, b.id].sort());
    expect(ids(await listOf('v3/elastic-indexer/wishlist/query?world=fr', user.token))).toEqual([fr.id]);
    expect(ids(await listOf(ANONYMOUS_QUERY, visitor))).toEqual([]);
  });

  it('cannot be taken by another account without the visitor token itself', async () => {
    const visitor = await publicToken();
    const mallory = await quickUser('Mallory');
    const m = await insertMaterial();
    await post('v3/wishlist/anonymous/add', { materialId: m.id }, visitor);
    const key = await env.DB.prepare('SELECT anonymous_id FROM wishlist WHERE material_id = ?').bind(m.id).first<{ anonymous_id: string }>();
    await expectError(await post('v3/subscriptions/anonymous/persist', { anonymousToken: key?.anonymous_id ?? '' }, mallory.token), 400, 'invalid_anonymous_token');
    await expectError(await post('v3/subscriptions/anonymous/persist', { anonymousToken: alice.token }, mallory.token), 400, 'invalid_anonymous_token');
    expect(ids(await listOf(QUERY, mallory.token))).toEqual([]);
    expect(ids(await listOf(ANONYMOUS_QUERY, visitor))).toEqual([m.id]);
  });
});

describe('an erased account', () => {
  it('leaves no favourites and no folders behind', async () => {
    const user = await registerConfirmed('loeschen@merkzettel.example');
    const m = await insertMaterial();
    await post('v3/wishlist/add', { materialId: m.id }, user.token);
    const folder = await data<{ id: number }>(await post('v3/folders/create', { type: 'favourite', title: 'Weg damit' }, user.token));
    expect((await post('v3/folders/materials/add-by-query', { folder_ids: [folder.id], queryFilter: { material_ids: [m.id] } }, user.token)).status).toBe(200);
    expect((await post('v3/user/delete', { password: TEST_PASSWORD }, user.token)).status).toBe(200);
    const left = await env.DB.prepare(
      `SELECT (SELECT COUNT(*) FROM wishlist WHERE user_id = ?1) AS favourites, (SELECT COUNT(*) FROM folders WHERE user_id = ?1) AS folders,
         (SELECT COUNT(*) FROM folder_materials WHERE folder_id = ?2) AS filed`,
    )
      .bind(user.userId, folder.id)
      .first<{ favourites: number; folders: number; filed: number }>();
    expect(left).toEqual({ favourites: 0, folders: 0, filed: 0 });
  });
});
