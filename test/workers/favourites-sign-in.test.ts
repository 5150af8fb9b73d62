import { beforeEach, describe, expect, it } from 'vitest';
import { createEdge, forgetEdgeCaches, BROWSER } from './harness';
import { data, post as originPost, registerConfirmed, TEST_PASSWORD } from './accounts';
import { insertMaterial } from './commerce-kit';
import type { WishlistPage } from '../../src/shared/schemas/favourites';

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json', 'user-agent': BROWSER };

/** The session cookie a response set. */
function sessionCookie(response: Response): string {
  const line = response.headers.getSetCookie().find((l) => l.startsWith('kreide_session='));
  return line?.split(';')[0] ?? '';
}

describe('favourites at sign-in, through the edge', () => {
  beforeEach(forgetEdgeCaches);
  const edge = createEdge();
  const post = (path: string, body: unknown, cookie?: string) =>
    edge.request(path, { method: 'POST', headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });

  async function visitorCookie(): Promise<string> {
    const response = await post('/api/v3/oauth2/authenticate', { client_id: 'kreide-web', grant_type: 'client_credentials' });
    expect(response.status).toBe(200);
    return sessionCookie(response);
  }

  async function wishlist(path: string, cookie: string): Promise<number[]> {
    const response = await post(`/api/${path}?world=de`, {}, cookie);
    expect(response.status).toBe(200);
    return (await data<WishlistPage>(response)).wishlist.map((item) => item.id);
  }

  it('moves the visitor’s favourites to the account the browser signs in to, and leaves the visitor token empty', async () => {
    const user = await registerConfirmed('merkzettel@sign-in.example');
    const kept = await insertMaterial();
    const both = await insertMaterial();
    await originPost('v3/wishlist/add', { materialId: both.id }, user.token);
    const visitor = await visitorCookie();
    for (const m of [kept, both]) expect((await post('/api/v3/wishlist/anonymous/add', { materialId: m.id }, visitor)).status).toBe(200);
    expect(await wishlist('v3/elastic-indexer/anonymous-wishlist/query', visitor)).toEqual([both.id, kept.id]);

    const signedIn = await post(
      '/api/v3/oauth2/authenticate',
      { client_id: 'kreide-web', grant_type: 'password', username: 'merkzettel@sign-in.example', password: TEST_PASSWORD, scopes: 'full' },
      visitor,
    );
    expect(signedIn.status).toBe(200);
    const account = sessionCookie(signedIn);
    expect(account).not.toBe(visitor);
    expect((await wishlist('v3/elastic-indexer/wishlist/query', account)).sort()).toEqual([kept.id, both.id].sort());
    expect(await wishlist('v3/elastic-indexer/anonymous-wishlist/query', visitor)).toEqual([]);
  });

  it('a sign-in without a visitor session, or from another account’s session, moves nothing and still signs in', async () => {
    const first = await registerConfirmed('erste@sign-in.example');
    const second = await registerConfirmed('zweite@sign-in.example');
    const m = await insertMaterial();
    await originPost('v3/wishlist/add', { materialId: m.id }, first.token);
    const signIn = (cookie?: string) =>
      post('/api/v3/oauth2/authenticate', { client_id: 'kreide-web', grant_type: 'password', username: 'zweite@sign-in.example', password: TEST_PASSWORD, scopes: 'full' }, cookie);
    expect((await signIn()).status).toBe(200);
    const fromFirst = await signIn(`kreide_session=${first.token}`);
    expect(fromFirst.status).toBe(200);
    expect(await wishlist('v3/elastic-indexer/wishlist/query', sessionCookie(fromFirst))).toEqual([]);
    expect(await wishlist('v3/elastic-indexer/wishlist/query', `kreide_session=${first.token}`)).toEqual([m.id]);
    expect(second.userId).toBeGreaterThan(0);
  });
});

describe('the folder screens', () => {
  const edge = createEdge();
  it('render their heading and the FolderBrowser island for each folder type, the same HTML for everyone', async () => {
    for (const [path, type, heading] of [
      ['/de/ordner/erworben', 'purchased', 'Ordner: gekaufte Materialien'],
      ['/de/ordner/eigene', 'own', 'Ordner: meine Materialien'],
      ['/de/ordner/merkzettel', 'favourite', 'Ordner: Favoriten'],
    ] as const) {
      forgetEdgeCaches();
      const response = await edge.request(path, { headers: { 'user-agent': BROWSER } });
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<h1>${heading}</h1>`);
      expect(html).toMatch(new RegExp(`data-island="FolderBrowser"[^>]*data-props="\\{&quot;type&quot;:&quot;${type}&quot;`));
    }
  });
});
