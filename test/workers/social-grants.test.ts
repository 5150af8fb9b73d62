import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import origin from '../../src/origin/index';
import { isolateJwksCache } from '../../src/origin/domain/identity/social/jwks';
import { FakeNetwork, generateKey, rawToken, signToken, type TestKey } from './social/support';

const JWKS = 'https://keys.kreide.test/google/jwks';
const GRAPH = 'https://graph.kreide.test';
const socialEnv = {
  ...env,
  GOOGLE_CLIENT_ID: 'kreide-google-client',
  GOOGLE_JWKS_URL: JWKS,
  FACEBOOK_APP_ID: 'kreide-fb-app',
  FACEBOOK_APP_SECRET: 'fb-secret',
  FACEBOOK_GRAPH_URL: GRAPH,
};

let key: TestKey;
const network = new FakeNetwork();

beforeAll(async () => {
  key = await generateKey('google-1', 'RS256');
  network.jwks(JWKS, () => [key]);
  network.route(`${GRAPH}/debug_token`, (url) =>
    Response.json({
      data:
        url.searchParams.get('input_token') === 'fb-user-token-valid-0123456789'
          ? { is_valid: true, app_id: 'kreide-fb-app', user_id: '4242', type: 'USER', expires_at: 0 }
          : { is_valid: false, app_id: 'kreide-fb-app' },
    }),
  );
  network.route(`${GRAPH}/me`, () => Response.json({ id: '4242', name: 'Fabienne Book', email: 'fabienne@example.org' }));
});

afterEach(() => vi.restoreAllMocks());

async function authenticate(body: Record<string, unknown>, withEnv: typeof env = socialEnv): Promise<Response> {
  vi.spyOn(globalThis, 'fetch').mockImplementation(network.fetch);
  const ctx = createExecutionContext();
  const response = await origin.fetch(
    new Request('https://origin.test/api/v3/oauth2/authenticate?world=fr', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_id: 'kreide-web', scopes: 'full', ...body }),
    }),
    withEnv,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

const now = () => Math.floor(Date.now() / 1000);
const googleClaims = (extra: Record<string, unknown> = {}) => ({
  iss: 'https://accounts.google.com',
  aud: 'kreide-google-client',
  sub: 'google-sub-1',
  email: 'gabriele@example.org',
  email_verified: true,
  name: 'Gabriele Google',
  iat: now(),
  exp: now() + 600,
  nonce: 'n-123',
  ...extra,
});

describe('social grants through v3/oauth2/authenticate', () => {
  it('signs in with a valid Google ID token, creating and then reusing the account', async () => {
    const first = await authenticate({ grant_type: 'google', id_token: await signToken(key, googleClaims()), nonce: 'n-123' });
    expect(first.status).toBe(200);
    const a = (await first.json()) as { data: { oauth_user_id: number; access_token: string } };
    const second = await authenticate({ grant_type: 'google', id_token: await signToken(key, googleClaims()), nonce: 'n-123' });
    const b = (await second.json()) as { data: { oauth_user_id: number } };
    expect(b.data.oauth_user_id).toBe(a.data.oauth_user_id);
    const user = await env.DB.prepare('SELECT email, world, email_confirmed_at FROM users WHERE id = ?').bind(a.data.oauth_user_id).first<{ email: string; world: string; email_confirmed_at: string | null }>();
    expect(user).toMatchObject({ email: 'gabriele@example.org', world: 'fr' });
    expect(user?.email_confirmed_at).not.toBeNull();
  });

  it.each([
    ['wrong audience', googleClaims({ aud: 'someone-else' }), {}, 'wrong_audience'],
    ['wrong issuer', googleClaims({ iss: 'https://evil.example' }), {}, 'wrong_issuer'],
    ['expired', googleClaims({ exp: now() - 3600, iat: now() - 7200 }), {}, 'expired'],
    ['nonce mismatch', googleClaims({ nonce: 'other' }), {}, 'nonce_mismatch'],
  ])('rejects a token with %s', async (_label, claims, header, reason) => {
    const response = await authenticate({ grant_type: 'google', id_token: await signToken(key, claims, header), nonce: 'n-123' });
    expect(response.status).toBe(401);
    const body = (await response.json()) as { error: { code: string; details: { reason: string } } };
    expect(body.error.code).toBe('invalid_grant');
    expect(body.error.details.reason).toBe(reason);
  });

  it('rejects alg none', async () => {
    const token = rawToken({ alg: 'none', kid: 'google-1' }, googleClaims());
    const response = await authenticate({ grant_type: 'google', id_token: token, nonce: 'n-123' });
    expect(response.status).toBe(401);
  });

  it('answers 400 when a provider is not configured', async () => {
    isolateJwksCache.forget();
    const response = await authenticate({ grant_type: 'microsoft', id_token: await signToken(key, googleClaims()) });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('provider_not_configured');
  });

  it('signs in with a Facebook token checked through the token-debug call', async () => {
    const ok = await authenticate({ grant_type: 'facebook', facebook_access_token: 'fb-user-token-valid-0123456789' });
    expect(ok.status).toBe(200);
    const bad = await authenticate({ grant_type: 'facebook', facebook_access_token: 'fb-user-token-forged-0123456789' });
    expect(bad.status).toBe(401);
  });
});
