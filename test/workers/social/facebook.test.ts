import { beforeEach, describe, expect, it } from 'vitest';
import { socialSettingsFromEnv } from '../../../src/origin/domain/identity/social/providers';
import { createSocialVerifier } from '../../../src/origin/domain/identity/social/verifier';
import { expectRejected, FakeNetwork, TestClock } from './support';

const GRAPH = 'https://graph.facebook.com';
const APP_ID = '1234567890';
const APP_SECRET = 'app-secret-value';
const USER_TOKEN = 'EAAGm0PX4ZCpsBAKtestusertoken0123456789';
const USER_ID = '10223344556677';

let clock: TestClock;
let net: FakeNetwork;
let debugData: Record<string, unknown>;
let me: Record<string, unknown>;

beforeEach(() => {
  clock = new TestClock();
  debugData = {
    app_id: APP_ID,
    type: 'USER',
    application: 'Kreide',
    data_access_expires_at: clock.seconds + 90 * 86_400,
    expires_at: clock.seconds + 5000,
    is_valid: true,
    scopes: ['email', 'public_profile'],
    user_id: USER_ID,
  };
  me = { id: USER_ID, name: 'Ada Lovelace', email: 'ada@example.org' };
  net = new FakeNetwork()
    .route(`${GRAPH}/debug_token`, () => Response.json({ data: debugData }))
    .route(`${GRAPH}/me`, () => Response.json(me));
});

function verify(token = USER_TOKEN) {
  const settings = socialSettingsFromEnv({ FACEBOOK_APP_ID: APP_ID, FACEBOOK_APP_SECRET: APP_SECRET });
  return createSocialVerifier(settings, { fetch: net.fetch, now: clock.now }).verify({ provider: 'facebook', token });
}

async function hmacHex(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(message));
  return [...new Uint8Array(mac)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

describe('Facebook access tokens', () => {
  it('accepts a valid token of our app and reads the profile', async () => {
    expect(await verify()).toEqual({ provider: 'facebook', subject: USER_ID, email: 'ada@example.org', emailVerified: true, name: 'Ada Lovelace' });
    expect(net.calls).toHaveLength(2);
    const debugUrl = new URL(net.calls[0]!);
    expect(`${debugUrl.origin}${debugUrl.pathname}`).toBe(`${GRAPH}/debug_token`);
    expect(debugUrl.searchParams.get('input_token')).toBe(USER_TOKEN);
    expect(debugUrl.searchParams.get('access_token')).toBe(`${APP_ID}|${APP_SECRET}`);
    const meUrl = new URL(net.calls[1]!);
    expect(`${meUrl.origin}${meUrl.pathname}`).toBe(`${GRAPH}/me`);
    expect(meUrl.searchParams.get('fields')).toBe('id,name,email');
    expect(meUrl.searchParams.get('access_token')).toBe(USER_TOKEN);
    expect(meUrl.searchParams.get('appsecret_proof')).toBe(await hmacHex(APP_SECRET, USER_TOKEN));
  });

  it('without an email: none, and not verified', async () => {
    me = { id: USER_ID, name: 'Ada Lovelace' };
    expect(await verify()).toMatchObject({ email: null, emailVerified: false });
  });

  it('accepts a token that never expires (expires_at 0)', async () => {
    debugData.expires_at = 0;
    expect((await verify()).subject).toBe(USER_ID);
  });

  it('rejects a token Facebook says is invalid', async () => {
    debugData = { app_id: APP_ID, is_valid: false, user_id: USER_ID, error: { code: 190, message: 'Session has expired' } };
    await expectRejected(verify(), 'facebook_token_invalid');
    expect(net.callsTo(`${GRAPH}/me`)).toBe(0);
  });

  it('rejects a token issued to another app', async () => {
    debugData.app_id = '999999999';
    await expectRejected(verify(), 'wrong_audience');
    expect(net.callsTo(`${GRAPH}/me`)).toBe(0);
  });

  it('rejects an expired token', async () => {
    debugData.expires_at = clock.seconds - 120;
    await expectRejected(verify(), 'expired');
  });

  it('rejects a profile whose id is not the token’s user', async () => {
    me = { id: '55555', name: 'Mallory', email: 'mallory@example.org' };
    await expectRejected(verify(), 'facebook_user_mismatch');
  });

  it('rejects page and app tokens', async () => {
    debugData.type = 'PAGE';
    await expectRejected(verify(), 'facebook_token_invalid');
  });

  it('rejects a Graph API error for the token, and odd token shapes without calling Facebook', async () => {
    net.route(`${GRAPH}/debug_token`, () =>
      Response.json({ error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } }, { status: 400 }),
    );
    await expectRejected(verify(), 'facebook_token_invalid');
    const before = net.calls.length;
    await expectRejected(verify('short'), 'malformed');
    await expectRejected(verify('has spaces and & ampersands in it'), 'malformed');
    expect(net.calls.length).toBe(before);
  });

  it('network failures and server errors are provider_unreachable', async () => {
    net.route(`${GRAPH}/debug_token`, () => new Response('oops', { status: 502 }));
    await expectRejected(verify(), 'provider_unreachable');
    net.route(`${GRAPH}/debug_token`, () => {
      throw new TypeError('connection reset');
    });
    await expectRejected(verify(), 'provider_unreachable');
    net.route(`${GRAPH}/debug_token`, () => Response.json({ data: debugData }));
    net.route(`${GRAPH}/me`, () => new Response('oops', { status: 500 }));
    await expectRejected(verify(), 'provider_unreachable');
  });

  it('uses the configured Graph URL', async () => {
    const staging = 'https://graph.staging.test/v21.0';
    const stagingNet = new FakeNetwork()
      .route(`${staging}/debug_token`, () => Response.json({ data: debugData }))
      .route(`${staging}/me`, () => Response.json(me));
    const settings = socialSettingsFromEnv({ FACEBOOK_APP_ID: APP_ID, FACEBOOK_APP_SECRET: APP_SECRET, FACEBOOK_GRAPH_URL: `${staging}/` });
    const identity = await createSocialVerifier(settings, { fetch: stagingNet.fetch, now: clock.now }).verify({ provider: 'facebook', token: USER_TOKEN });
    expect(identity.subject).toBe(USER_ID);
    expect(stagingNet.calls).toHaveLength(2);
  });
});
