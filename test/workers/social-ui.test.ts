import { beforeEach, describe, expect, it } from 'vitest';
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import origin from '../../src/origin/index';
import { BROWSER, createEdge, forgetEdgeCaches } from './harness';

/** Origin settings with some providers configured (public ids, and a secret that must never show). */
const CONFIGURED = {
  GOOGLE_CLIENT_ID: 'kreide-google-client.apps.example',
  APPLE_CLIENT_ID: 'de.kreide.web',
  FACEBOOK_APP_ID: '123456789',
  FACEBOOK_APP_SECRET: 'facebook-app-secret-never-shown',
};
const NONE = { GOOGLE_CLIENT_ID: '', APPLE_CLIENT_ID: '', MICROSOFT_CLIENT_ID: '', FACEBOOK_APP_ID: '', FACEBOOK_APP_SECRET: '' };

async function callOrigin(path: string, settings: Record<string, string>): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await origin.fetch(new Request(`https://origin.test/api/${path}`), { ...env, ...NONE, ...settings }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** A KV namespace of its own, so each edge asks its origin for the providers afresh. */
function memoryKv(): KVNamespace {
  const store = new Map<string, string>();
  return {
    get: async (key: string, type?: string) => {
      const value = store.get(key);
      if (value === undefined) return null;
      return type === 'json' ? (JSON.parse(value) as unknown) : value;
    },
    put: async (key: string, value: string) => {
      store.set(key, value);
    },
  } as unknown as KVNamespace;
}

let edges = 0;

/** The edge wired to an origin with these provider settings; its own KV and page-cache key. */
function edgeWith(settings: Record<string, string>) {
  const originEnv = { ...env, ...NONE, ...settings };
  const binding = {
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const ctx = createExecutionContext();
      const response = await origin.fetch(new Request(input, init), originEnv, ctx);
      await waitOnExecutionContext(ctx);
      return response;
    },
    connect: () => {
      throw new Error('not supported');
    },
  } as unknown as Fetcher;
  edges += 1;
  return createEdge({ ORIGIN: binding, EDGE_CACHE: memoryKv(), BUILD_ID: `social-ui-${edges}` });
}

function unescapeAttribute(value: string): string {
  return value.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

/** The props an island was rendered with, read from its wrapper's data-props. */
function islandProps<T = Record<string, unknown>>(html: string, name: string): T | null {
  const match = new RegExp(`data-island="${name}"[^>]*data-props="([^"]*)"`).exec(html);
  return match ? (JSON.parse(unescapeAttribute(match[1] ?? '')) as T) : null;
}

interface LinkProps {
  provider: string;
  endpoint: string;
  params: Record<string, string>;
}

const page = (edge: ReturnType<typeof createEdge>, path: string) => edge.request(path, { headers: { 'user-agent': BROWSER } });

beforeEach(() => forgetEdgeCaches());

describe('GET v3/oauth2/providers', () => {
  it('lists only the configured providers, with public ids and never a secret', async () => {
    const response = await callOrigin('v3/oauth2/providers', CONFIGURED);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain('facebook-app-secret-never-shown');
    expect(JSON.parse(text)).toEqual({
      data: {
        providers: [
          { provider: 'google', clientId: 'kreide-google-client.apps.example' },
          { provider: 'apple_id', clientId: 'de.kreide.web' },
          { provider: 'facebook', clientId: '123456789' },
        ],
      },
    });
  });

  it('lists none when none are configured, and Facebook only with its secret', async () => {
    expect(await (await callOrigin('v3/oauth2/providers', {})).json()).toEqual({ data: { providers: [] } });
    const halfFacebook = await callOrigin('v3/oauth2/providers', { FACEBOOK_APP_ID: '123456789', MICROSOFT_CLIENT_ID: 'ms-client' });
    expect(await halfFacebook.json()).toEqual({ data: { providers: [{ provider: 'microsoft', clientId: 'ms-client' }] } });
  });
});

describe('social sign-in on the login screens', () => {
  it('shows no social section when no provider is configured', async () => {
    const response = await page(edgeWith({}), '/de/anmelden');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(islandProps(html, 'LoginForm')).toMatchObject({ social: [] });
    expect(html).not.toContain('social-sign-in');
    expect(html).not.toContain('social-button');
    expect(html).not.toContain('disabled');
  });

  it('shows a Google button with the authorize endpoint, client id and redirect URI when Google is configured', async () => {
    const response = await page(edgeWith({ GOOGLE_CLIENT_ID: 'kreide-google-client.apps.example' }), '/de/anmelden?next=%2Fde%2Fmerkliste');
    const html = await response.text();
    expect(html).toMatch(/<button type="button" class="social-button social-google" data-provider="google">Weiter mit Google<\/button>/);
    expect(html).not.toContain('data-provider="facebook"');
    const props = islandProps<{ social: LinkProps[]; next: string }>(html, 'LoginForm');
    expect(props?.next).toBe('/de/merkliste');
    expect(props?.social).toEqual([
      {
        provider: 'google',
        endpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
        params: {
          client_id: 'kreide-google-client.apps.example',
          redirect_uri: 'https://kreide.test/de/microsoft-redirect-uri',
          response_type: 'id_token',
          scope: 'openid email profile',
          response_mode: 'fragment',
        },
      },
    ]);
    // nonce and state are made per attempt in the browser, never in cached HTML
    expect(html).not.toMatch(/[?&](nonce|state)=/);
  });

  it("uses each world's return screen, and offers the providers on the registration and authorize screens too", async () => {
    const edge = edgeWith(CONFIGURED);
    const french = islandProps<{ social: LinkProps[] }>(await (await page(edge, '/fr/connexion')).text(), 'LoginForm');
    expect(french?.social.map((l) => l.provider)).toEqual(['google', 'apple_id', 'facebook']);
    expect(french?.social.every((l) => l.params.redirect_uri === 'https://kreide.test/fr/microsoft-redirect-uri')).toBe(true);
    expect(french?.social.find((l) => l.provider === 'apple_id')?.params).toMatchObject({ response_mode: 'form_post', response_type: 'code id_token', scope: 'name email' });
    expect(french?.social.find((l) => l.provider === 'facebook')).toMatchObject({
      endpoint: 'https://www.facebook.com/v19.0/dialog/oauth',
      params: { client_id: '123456789', response_type: 'token', scope: 'email' },
    });

    const register = await (await page(edge, '/de/registrieren')).text();
    expect(islandProps<{ providers: LinkProps[] }>(register, 'SocialSignIn')?.providers).toHaveLength(3);
    expect(register).toContain('Weiter mit Apple');
    const authorize = await (await page(edge, '/de/autorisieren')).text();
    expect(islandProps<{ social: LinkProps[] }>(authorize, 'LoginForm')?.social).toHaveLength(3);

    forgetEdgeCaches(); // the provider list is remembered per isolate
    const withoutAny = await (await page(edgeWith({}), '/de/registrieren')).text();
    expect(withoutAny).not.toContain('data-island="SocialSignIn"');
  });
});

describe('the social sign-in return screen', () => {
  const ID_TOKEN = 'eyJhbGciOiJSUzI1NiIsImtpZCI6ImFwcGxlIn0.eyJzdWIiOiJhcHBsZS1zdWIifQ.c2lnbmF0dXJl';

  it('renders the return island for the fragment flows', async () => {
    const response = await page(edgeWith({}), '/de/microsoft-redirect-uri');
    expect(response.status).toBe(200);
    expect(islandProps(await response.text(), 'SocialReturn')).toEqual({ homeHref: '/de', loginHref: '/de/anmelden', posted: null });
  });

  it("renders Apple's form post into the return island, never cached", async () => {
    const edge = edgeWith({ APPLE_CLIENT_ID: 'de.kreide.web' });
    const user = JSON.stringify({ name: { firstName: 'Ada', lastName: 'Lovelace' }, email: 'ada@example.org' });
    const body = new URLSearchParams({ id_token: ID_TOKEN, state: 'state-0123456789abcdef', code: 'apple-code', user });
    // Apple posts from its own site: no cookies, no same-origin headers
    const response = await edge.request('/de/microsoft-redirect-uri', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site', origin: 'https://appleid.apple.com', 'user-agent': BROWSER },
      body: body.toString(),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'nonce-");
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(islandProps(html, 'SocialReturn')).toEqual({
      homeHref: '/de',
      loginHref: '/de/anmelden',
      posted: { id_token: ID_TOKEN, state: 'state-0123456789abcdef', user },
    });
    expect(html).not.toContain('apple-code');

    // The posted token stays out of the page cache: the same address by GET knows nothing of it
    const again = await (await page(edge, '/de/microsoft-redirect-uri')).text();
    expect(again).not.toContain(ID_TOKEN);
    expect(islandProps(again, 'SocialReturn')).toMatchObject({ posted: null });
  });

  it("passes Apple's error on and ignores what is not Apple's", async () => {
    const edge = edgeWith({});
    const cancelled = await edge.request('/de/microsoft-redirect-uri', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'error=user_cancelled_authorize&state=s',
    });
    expect(islandProps(await cancelled.text(), 'SocialReturn')).toMatchObject({ posted: { error: 'user_cancelled_authorize', state: 's' } });
    const json = await edge.request('/de/microsoft-redirect-uri', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"id_token":"x"}' });
    expect(islandProps(await json.text(), 'SocialReturn')).toMatchObject({ posted: {} });
  });

  it('leaves POSTs to other pages alone', async () => {
    const response = await edgeWith({}).request('/de/anmelden', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'id_token=x',
    });
    expect(response.status).toBe(404);
  });
});

describe('the settings overview', () => {
  it('links the data export and carries the account deletion form', async () => {
    const html = await (await page(edgeWith({}), '/de/einstellungen')).text();
    expect(html).toMatch(/<a class="button" href="\/api\/v3\/user\/export\?world=de" download="">Meine Daten herunterladen<\/a>/);
    expect(islandProps(html, 'DeleteAccountForm')).toEqual({ signInHref: '/de/anmelden?next=%2Fde%2Feinstellungen', homeHref: '/de' });
  });
});
