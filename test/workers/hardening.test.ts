/**
 * The edge's findings of the independent probe (docs/security.md): each case failed before its fix.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { createEdge, forgetEdgeCaches, BROWSER } from './harness';
import { call, TEST_PASSWORD, registerConfirmed } from './accounts';
import { routeByName } from '../../src/shared/routes/match';
import { localeFor } from '../../src/shared/i18n/locale';
import { renderPage } from '../../src/edge/render/page-response';
import { OriginError } from '../../src/edge/origin-client';

beforeEach(forgetEdgeCaches);

const JSON_TYPE = { 'content-type': 'application/json' };
const SAME_ORIGIN = { ...JSON_TYPE, 'sec-fetch-site': 'same-origin', 'user-agent': BROWSER };

function sessionCookie(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

describe('state changes from other sites', () => {
  it('refuses set-country from another site, with or without cookies, and sets no cookie', async () => {
    const edge = createEdge();
    const body = JSON.stringify({ code: 'FR', name: 'France', expires_in: 31536000 });
    for (const headers of <Record<string, string>[]>[
      { 'content-type': 'text/plain', origin: 'http://evil.example' },
      { ...JSON_TYPE, 'sec-fetch-site': 'cross-site' },
      { ...JSON_TYPE, cookie: 'kreide_world=de' },
    ]) {
      const response = await edge.request('/api/v3/location/set-country', { method: 'POST', headers, body });
      expect(response.status).toBe(403);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('cross_site_request');
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    expect(edge.originCalls).toEqual([]);
    const own = await edge.request('/api/v3/location/set-country', { method: 'POST', headers: SAME_ORIGIN, body });
    expect(own.status).toBe(200);
    expect(own.headers.get('set-cookie')).toContain('kreide_country=FR');
  });

  it('lets the apps start a session through the edge: no cookies, no browser metadata', async () => {
    const edge = createEdge();
    const { userId } = await registerConfirmed('app-user@example.org');
    const response = await edge.request('/api/v3/oauth2/authenticate', {
      method: 'POST',
      headers: JSON_TYPE,
      body: JSON.stringify({ client_id: 'kreide-app', grant_type: 'password', username: 'app-user@example.org', password: TEST_PASSWORD, scopes: 'full', platform: 'ios' }),
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { access_token: string; oauth_user_id: number } };
    expect(data.oauth_user_id).toBe(userId);
    expect(data.access_token.length).toBeGreaterThan(20);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('still takes Stripe webhooks, which come from no page (and are checked by their signature)', async () => {
    const edge = createEdge();
    const response = await edge.request('/api/v3/payments/stripe/webhook', { method: 'POST', headers: { ...JSON_TYPE, 'sec-fetch-site': 'cross-site' }, body: '{}' });
    expect(response.status).not.toBe(403);
    expect(edge.originCalls).toEqual(['POST /api/v3/payments/stripe/webhook']);
  });
});

describe('signing out', () => {
  async function signedIn(edge: ReturnType<typeof createEdge>, email: string): Promise<string> {
    await registerConfirmed(email);
    const response = await edge.request('/api/v3/oauth2/authenticate', {
      method: 'POST',
      headers: SAME_ORIGIN,
      body: JSON.stringify({ client_id: 'kreide-web', grant_type: 'password', username: email, password: TEST_PASSWORD, scopes: 'full' }),
    });
    expect(response.status).toBe(200);
    return sessionCookie(response);
  }

  it('is a POST: a cross-site link or image (GET) signs nobody out', async () => {
    const edge = createEdge();
    const cookie = await signedIn(edge, 'logout-get@example.org');
    const link = await edge.request('/api/v3/oauth2/logout', { headers: { cookie, 'sec-fetch-site': 'cross-site' } });
    expect(link.status).toBe(405);
    expect(link.headers.getSetCookie()).toEqual([]);
    const crossPost = await edge.request('/api/v3/oauth2/logout', { method: 'POST', headers: { cookie, 'sec-fetch-site': 'cross-site' } });
    expect(crossPost.status).toBe(403);
    expect((await edge.request('/api/v1/user', { headers: { cookie } })).status).toBe(200);
    const own = await edge.request('/api/v3/oauth2/logout', { method: 'POST', headers: { cookie, 'sec-fetch-site': 'same-origin' } });
    expect(own.status).toBe(200);
    expect(own.headers.getSetCookie().some((line) => line.startsWith('kreide_session=;'))).toBe(true);
    expect((await edge.request('/api/v1/user', { headers: { cookie } })).status).toBe(401);
  });

  it('keeps GET for bearer API clients', async () => {
    const { token } = await registerConfirmed('logout-bearer@example.org');
    expect((await call('v3/oauth2/logout', { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    expect((await call('v1/user', { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
  });
});

describe('the client address', () => {
  it('comes from the edge, never from a header the visitor sends', async () => {
    const edge = createEdge();
    const attempt = (n: number) =>
      edge.request('/api/v3/oauth2/authenticate', {
        method: 'POST',
        headers: { ...SAME_ORIGIN, 'cf-connecting-ip': `198.51.100.${n}`, 'x-kreide-client-ip': `203.0.113.${n}` },
        body: JSON.stringify({ client_id: 'kreide-web', grant_type: 'password', username: `nobody-${n}@example.org`, password: 'falsches Passwort', scopes: 'full' }),
      });
    const statuses: number[] = [];
    for (let n = 1; n <= 31; n++) statuses.push((await attempt(n)).status);
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    // A new address per try does not reset the per-address limit: the edge counts them as one visitor.
    expect(statuses[30]).toBe(429);
  });

  it('is believed by the origin only next to the shared edge key', async () => {
    const failures = async (headers: Record<string, string>) => {
      await call('v3/oauth2/authenticate', {
        method: 'POST',
        headers: { ...JSON_TYPE, ...headers },
        body: JSON.stringify({ client_id: 'kreide-web', grant_type: 'password', username: 'key-check@example.org', password: 'falsch falsch', scopes: 'full' }),
      });
      return env.DB.prepare("SELECT ip FROM throttle_events WHERE kind = 'password_failure' ORDER BY rowid DESC LIMIT 1").first<{ ip: string }>();
    };
    expect((await failures({ 'x-kreide-client-ip': '203.0.113.77', 'cf-connecting-ip': '203.0.113.78' }))?.ip).toBe('direct');
    expect((await failures({ 'x-kreide-client-ip': '203.0.113.79', 'x-kreide-edge-key': 'a guessed key, long enough' }))?.ip).toBe('direct');
    expect((await failures({ 'x-kreide-client-ip': '203.0.113.80', 'x-kreide-edge-key': env.EDGE_ORIGIN_KEY }))?.ip).toBe('203.0.113.80');
  });
});

describe('redirects', () => {
  it('never lead to another host from a doubled or backslashed leading slash', async () => {
    const edge = createEdge();
    for (const path of ['//evil.example/', '/\\evil.example/', '//evil.example/de/', '/\\/evil.example/']) {
      const response = await edge.request(path);
      expect(response.status, path).toBe(301);
      const location = response.headers.get('location') ?? '';
      expect(location, path).toMatch(/^\/[^/\\]/);
      expect(new URL(location, 'https://kreide.test').host, path).toBe('kreide.test');
    }
  });
});

describe('ids in paths', () => {
  it('too large for an exact number are a 404 page, never a 500', async () => {
    const edge = createEdge();
    for (const path of [
      '/de/material/9007199254740993/x',
      '/de/material-rueckmeldung/9999999999999999',
      '/de/stiftung/unterrichtsmaterial/9999999999999999/x',
      '/de/materialkarte-vorschau/9007199254740992',
      '/de/autor/9999999999999999/x',
      '/de/material/0123/x',
    ]) {
      const response = await edge.request(path, { headers: { 'user-agent': BROWSER } });
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('<html lang="de">');
    }
    expect(edge.originCalls.filter((c) => /\/(materials|user-details)\//.test(c))).toEqual([]);
  });

  it('a page whose origin call is refused (4xx) shows the not-found page', async () => {
    const edge = createEdge();
    const route = routeByName('materialPage');
    const response = await renderPage({
      env: edge.env,
      waitUntil: () => undefined,
      url: new URL('https://kreide.test/de/material/1/x'),
      locale: localeFor('de'),
      route,
      params: { id: '1', slug: 'x' },
      bot: true,
      variantKey: 'NAV=none',
      setCookies: [],
      module: async () => {
        throw new OriginError(400, 'v3/materials/1');
      },
    });
    expect(response.status).toBe(404);
  });
});

describe('body sizes', () => {
  const big = JSON.stringify({ materialId: 1, padding: 'x'.repeat(20 * 1024 * 1024) });

  it('a 20 MB JSON body is refused with 413 by the edge before the origin sees it', async () => {
    const edge = createEdge();
    const response = await edge.request('/api/v1/cart/add', { method: 'POST', headers: SAME_ORIGIN, body: big });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('body_too_large');
    expect(edge.originCalls).toEqual([]);
  });

  it('a body without a declared length is stopped while it streams', async () => {
    const edge = createEdge();
    const chunk = new TextEncoder().encode('x'.repeat(1024 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 20) return controller.close();
        sent++;
        controller.enqueue(chunk);
      },
    });
    const response = await edge.request('/api/v1/cart/add', { method: 'POST', headers: SAME_ORIGIN, body: stream });
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(20);
    expect(edge.originCalls).toEqual([]);
  });

  it('the origin refuses a large body on its own too, by length and while reading', async () => {
    const declared = await call('v1/cart/add', { method: 'POST', headers: JSON_TYPE, body: big });
    expect(declared.status).toBe(413);
  });

  it('an image upload may be larger than a JSON call, up to its own cap', async () => {
    const edge = createEdge();
    const response = await edge.request('/api/v3/user-details/avatar', {
      method: 'POST',
      headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(2 * 1024 * 1024) },
      body: 'x'.repeat(2 * 1024 * 1024),
    });
    expect(response.status).not.toBe(413);
  });
});
