import { beforeEach, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { insertTokenStatement } from '../../src/origin/db/identity';
import { newSecretToken, tokenHash } from '../../src/origin/domain/identity/tokens';
import { SELLER_TERMS_VERSION } from '../../src/shared/seller-rules';
import { FIXTURE } from './fixtures';
import { call, data, lastLink, post, publicToken, registerConfirmed, tokenOf } from './accounts';
import { createEdge, forgetEdgeCaches } from './harness';

/** Becoming a seller, the author profile, the /autor redirect and share links (docs/seller-profile.md). */

const auth = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});
const get = (path: string, token?: string) => call(path, { headers: auth(token) });
const put = (path: string, body: unknown, token?: string) =>
  call(path, { method: 'PUT', headers: { 'content-type': 'application/json', ...auth(token) }, body: JSON.stringify(body) });

async function errorCode(response: Response): Promise<string> {
  return ((await response.json()) as { error: { code: string } }).error.code;
}

async function sellerRow(userId: number) {
  return env.DB.prepare('SELECT is_seller, became_seller_at, seller_terms_version, seller_terms_accepted_at, slug, public_name FROM users WHERE id = ?')
    .bind(userId)
    .first<{ is_seller: number; became_seller_at: string | null; seller_terms_version: number | null; seller_terms_accepted_at: string | null; slug: string; public_name: string }>();
}

/** A session token for a fixture user (they have no password). */
async function sessionFor(userId: number): Promise<string> {
  const token = newSecretToken();
  await insertTokenStatement(env.DB, { hash: await tokenHash(token), userId, clientId: 'kreide-web', scope: 'full', platform: 'web', ttlSeconds: 3600 }, new Date()).run();
  return token;
}

let counter = 0;
/** A new signed-in user; a seller with the given public name when asked. */
async function newUser(options: { seller?: string } = {}): Promise<{ userId: number; token: string }> {
  counter += 1;
  const user = await registerConfirmed(`seller-${counter}-${Date.now()}@example.org`);
  if (options.seller) {
    expect((await post('v3/seller/terms', { version: SELLER_TERMS_VERSION }, user.token)).status).toBe(200);
    expect((await post('v3/seller/become', { publicName: options.seller }, user.token)).status).toBe(200);
  }
  return user;
}

describe('becoming a seller', () => {
  it('registration never makes a seller without the seller terms, even when asked to', async () => {
    const email = `finish-seller-${Date.now()}@example.org`;
    expect((await post('v3/registration/register?world=de', { email, password: 'sicheres Passwort 1', public_name: 'Frau Neu', accept_terms: true })).status).toBe(202);
    const { finish_token } = await data<{ finish_token: string }>(await post('v3/registration/confirm', { token: tokenOf(await lastLink(email)) }));
    const session = await data<{ oauth_user_id: number }>(await post('v3/registration/finish', { token: finish_token, first_name: 'Erika', last_name: 'Neu', is_seller: true }));
    const row = await sellerRow(session.oauth_user_id);
    expect(row?.is_seller).toBe(0);
    expect(row?.became_seller_at).toBeNull();
  });

  it('refuses to make a seller until the current seller terms are accepted', async () => {
    const { userId, token } = await newUser();
    const refused = await post('v3/seller/become', { publicName: 'Herr Ohne Vertrag' }, token);
    expect(refused.status).toBe(409);
    expect(await errorCode(refused)).toBe('seller_terms_required');
    expect((await post('v3/seller/terms', { version: SELLER_TERMS_VERSION - 1 }, token)).status).toBe(400);
    expect((await post('v3/seller/become', { publicName: 'Herr Ohne Vertrag' }, token)).status).toBe(409);
    expect((await sellerRow(userId))?.is_seller).toBe(0);
  });

  it('records the terms version and date, and sets became_seller_at once', async () => {
    const { userId, token } = await newUser();
    expect((await post('v3/seller/terms', { version: SELLER_TERMS_VERSION }, token)).status).toBe(200);
    const terms = await sellerRow(userId);
    expect(terms?.seller_terms_version).toBe(SELLER_TERMS_VERSION);
    expect(terms?.seller_terms_accepted_at).toMatch(/^\d{4}-\d\d-\d\dT/);

    const first = await data<{ isSeller: boolean; becameSellerAt: string; slug: string }>(await post('v3/seller/become', { publicName: 'Frau Ängström' }, token));
    expect(first.isSeller).toBe(true);
    expect(first.slug).toBe('frau-aengstroem');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const again = await post('v3/seller/become', { publicName: 'Frau Ängström' }, token);
    expect(again.status).toBe(200);
    expect((await data<{ becameSellerAt: string }>(again)).becameSellerAt).toBe(first.becameSellerAt);
    const row = await sellerRow(userId);
    expect(row).toMatchObject({ is_seller: 1, became_seller_at: first.becameSellerAt, public_name: 'Frau Ängström' });
    // Accepting the same terms again keeps the first date.
    await post('v3/seller/terms', { version: SELLER_TERMS_VERSION }, token);
    expect((await sellerRow(userId))?.seller_terms_accepted_at).toBe(terms?.seller_terms_accepted_at);
  });

  it('needs a signed-in user and a usable public name', async () => {
    expect((await post('v3/seller/become', { publicName: 'Jemand' })).status).toBe(401);
    expect((await post('v3/seller/become', { publicName: 'Jemand' }, await publicToken())).status).toBe(403);
    const { token } = await newUser();
    await post('v3/seller/terms', { version: SELLER_TERMS_VERSION }, token);
    expect((await post('v3/seller/become', { publicName: 'x' }, token)).status).toBe(400);
    expect(await errorCode(await post('v3/seller/become', { publicName: '!!!' }, token))).toBe('invalid_public_name');
    // Another seller of the world already has this slug (the fixture author "Frau Müller").
    const taken = await post('v3/seller/become', { publicName: 'Frau Mueller' }, token);
    expect(taken.status).toBe(409);
    expect(await errorCode(taken)).toBe('public_name_taken');
    expect((await post('v3/seller/become', { publicName: 'Frau Kreativ', isSeller: true }, token)).status).toBe(400);
  });
});

describe('the author profile', () => {
  const profile = {
    publicName: 'Herr Profil',
    subtitle: 'Deutsch und Geschichte',
    description: 'Ich unterrichte an einer Gesamtschule.',
    facebookProfile: null,
    instagramProfile: '@herr.profil',
    pinterestProfile: 'https://www.pinterest.de/herrprofil/',
    privateProfile: false,
  };

  it('is for sellers only', async () => {
    const { token } = await newUser();
    const refused = await get('v3/seller/profile', token);
    expect(refused.status).toBe(403);
    expect(await errorCode(refused)).toBe('not_seller');
    expect((await put('v3/seller/profile', profile, token)).status).toBe(403);
    expect((await get('v3/seller/profile')).status).toBe(401);
  });

  it('saves the signed-in seller’s own profile, turns handles into addresses, and the slug follows the name', async () => {
    const { userId, token } = await newUser({ seller: 'Herr Vorher' });
    const saved = await data<Record<string, unknown>>(await put('v3/seller/profile', profile, token));
    expect(saved).toMatchObject({
      id: userId,
      slug: 'herr-profil',
      publicName: 'Herr Profil',
      instagramProfile: 'https://www.instagram.com/herr.profil',
      pinterestProfile: 'https://www.pinterest.de/herrprofil/',
      facebookProfile: null,
    });
    expect(await data(await get('v3/seller/profile', token))).toEqual(saved);
  });

  it('edits only the caller’s own profile: naming another user is refused and changes nothing', async () => {
    const { token } = await newUser({ seller: 'Frau Eigen' });
    const before = await sellerRow(FIXTURE.authorDe.id);
    const refused = await put('v3/seller/profile', { ...profile, publicName: 'Gekapert', id: FIXTURE.authorDe.id }, token);
    expect(refused.status).toBe(400);
    expect(await sellerRow(FIXTURE.authorDe.id)).toEqual(before);
  });

  it.each([
    ['facebookProfile', 'http://www.facebook.com/kreide'],
    ['facebookProfile', 'https://facebook.com.evil.example/kreide'],
    ['facebookProfile', 'javascript:alert(1)'],
    ['instagramProfile', 'https://www.facebook.com/kreide'],
    ['instagramProfile', 'https://user:pw@instagram.com/kreide'],
    ['pinterestProfile', 'https://pinterest.com/'],
    ['instagramProfile', 'zwei worte'],
  ])('refuses %s = %s', async (field, value) => {
    const { token } = await newUser({ seller: `Frau Sozial ${counter}` });
    const response = await put('v3/seller/profile', { ...profile, publicName: `Frau Sozial ${counter}`, [field]: value }, token);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { details: { path: string[] }[] } };
    expect(body.error.details[0]?.path).toEqual([field]);
  });
});

describe('the /autor redirect and the seller screens', () => {
  beforeEach(() => forgetEdgeCaches());
  const edge = createEdge();
  const withSession = (token: string) => ({ headers: { cookie: `kreide_session=${token}; kreide_logged_in=1` } });

  it('sends signed-out visitors to the login page and back', async () => {
    const response = await edge.request('/de/autor');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`/de/anmelden?next=${encodeURIComponent('/de/autor')}`);
  });

  it('sends a signed-in non-seller to the sales cabinet, and to the wizard from my author profile', async () => {
    const { token } = await newUser();
    const author = await edge.request('/de/autor', withSession(token));
    expect(author.status).toBe(302);
    expect(author.headers.get('location')).toBe('/de/verkaeufe-downloads');
    const profile = await edge.request('/de/mein-autorenprofil', withSession(token));
    expect(profile.headers.get('location')).toBe('/de/erster-upload');
    const wizard = await edge.request('/de/erster-upload', withSession(token));
    expect(wizard.status).toBe(200);
    expect(wizard.headers.get('cache-control')).toBe('no-store');
    expect(await wizard.text()).toContain('data-island="SellerWizard"');
  });

  it('sends a signed-in seller to their own author page (not the login form)', async () => {
    const { userId, token } = await newUser({ seller: 'Frau Weiter' });
    const response = await edge.request('/de/autor', withSession(token));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`/de/autor/${userId}/frau-weiter`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const wizard = await edge.request('/de/erster-upload/42', withSession(token));
    expect(wizard.headers.get('location')).toBe('/de/hochladen-bearbeiten?id=42');
    const profile = await edge.request('/de/mein-autorenprofil', withSession(token));
    expect(profile.status).toBe(200);
    expect(profile.headers.get('cache-control')).toBe('no-store');
    const sharing = await edge.request('/de/material-teilen', withSession(token));
    expect(sharing.status).toBe(200);
    expect(await sharing.text()).toContain('data-island="MaterialSharing"');
    // The next visitor without a session is not served the seller's page from a cache.
    expect((await edge.request('/de/mein-autorenprofil')).status).toBe(302);
  });

  it('shows the new profile on the public author page', async () => {
    const { userId, token } = await newUser({ seller: 'Frau Sichtbar' });
    await put('v3/seller/profile', { publicName: 'Frau Sichtbar', subtitle: 'Kunst in der Grundschule', description: null, facebookProfile: 'kreide.kunst', instagramProfile: null, pinterestProfile: null, privateProfile: false }, token);
    const page = await edge.request(`/de/autor/${userId}/frau-sichtbar`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Kunst in der Grundschule');
    expect(html).toContain('href="https://www.facebook.com/kreide.kunst"');
  });
});

describe('share links', () => {
  beforeEach(() => forgetEdgeCaches());
  const edge = createEdge();

  async function share(token: string, materialId: number, days = 7) {
    return post('v3/seller/shares', { materialId, days }, token);
  }

  it('are made for the seller’s own materials and free materials only', async () => {
    const owner = await sessionFor(FIXTURE.authorDe.id);
    const own = await share(owner, FIXTURE.materialDe.id);
    expect(own.status).toBe(201);
    const created = await data<{ url: string; expiresAt: string }>(own);
    expect(created.url).toMatch(/^\/de\/geteilt\/[A-Za-z0-9_-]{43}$/);

    const { token: other } = await newUser({ seller: 'Herr Teiler' });
    expect((await share(other, FIXTURE.freeDe.id, 1)).status).toBe(201);
    const refused = await share(other, FIXTURE.materialDe.id);
    expect(refused.status).toBe(403);
    expect(await errorCode(refused)).toBe('not_shareable');
    expect((await share(other, FIXTURE.freeDe.id, 3)).status).toBe(400);
    expect((await share(other, 999_999)).status).toBe(404);

    const { token: buyer } = await newUser();
    const notSeller = await share(buyer, FIXTURE.freeDe.id);
    expect(notSeller.status).toBe(403);
    expect(await errorCode(notSeller)).toBe('not_seller');
  });

  it('store only the token’s hash and work without an account; downloads are counted', async () => {
    const owner = await sessionFor(FIXTURE.authorDe.id);
    const { id, url } = await data<{ id: number; url: string }>(await share(owner, FIXTURE.materialDe.id));
    const token = url.split('/').pop() ?? '';
    const row = await env.DB.prepare('SELECT token_hash FROM material_shares WHERE id = ?').bind(id).first<{ token_hash: string }>();
    expect(row?.token_hash).toBe(await tokenHash(token));
    expect(row?.token_hash).not.toContain(token);

    const page = await edge.request(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain('Übungen zur Bruchrechnung');
    const fileUrl = /href="(\/api\/v3\/shares\/[^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
    expect(fileUrl).toBeTruthy();
    const file = await edge.request(fileUrl ?? '');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('attachment');
    expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 5))).toBe('%PDF-');

    const list = await data<{ items: { id: number; useCount: number }[] }>(await get('v3/seller/shares', owner));
    expect(list.items.find((link) => link.id === id)?.useCount).toBe(1);
  });

  it('answer 410 once revoked or expired, and 404 for unknown tokens; only the owner revokes', async () => {
    const owner = await sessionFor(FIXTURE.authorDe.id);
    const revoked = await data<{ id: number; url: string }>(await share(owner, FIXTURE.freeDe.id));
    const expired = await data<{ id: number; url: string }>(await share(owner, FIXTURE.freeDe.id));
    const { token: other } = await newUser({ seller: 'Frau Fremd' });

    expect((await post(`v3/seller/shares/${revoked.id}/revoke`, {}, other)).status).toBe(404);
    expect((await get(`v3/shares/${revoked.url.split('/').pop()}`)).status).toBe(200);
    expect((await post(`v3/seller/shares/${revoked.id}/revoke`, {}, owner)).status).toBe(200);
    expect((await post(`v3/seller/shares/${revoked.id}/revoke`, {}, owner)).status).toBe(404);

    await env.DB.prepare('UPDATE material_shares SET expires_at = ? WHERE id = ?').bind(new Date(Date.now() - 1000).toISOString(), expired.id).run();

    for (const link of [revoked, expired]) {
      const token = link.url.split('/').pop() ?? '';
      const api = await get(`v3/shares/${token}`);
      expect(api.status).toBe(410);
      expect(await errorCode(api)).toBe('link_gone');
      const page = await edge.request(link.url);
      expect(page.status).toBe(410);
      expect(await page.text()).toContain('data-screen="sharedMaterial"');
    }
    const ids = (await data<{ items: { id: number }[] }>(await get('v3/seller/shares', owner))).items.map((link) => link.id);
    expect(ids).not.toContain(revoked.id);
    expect(ids).not.toContain(expired.id);

    expect((await get(`v3/shares/${newSecretToken()}`)).status).toBe(404);
    expect((await edge.request(`/de/geteilt/${newSecretToken()}`)).status).toBe(404);
  });
});
