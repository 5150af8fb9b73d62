import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createJwksCache } from '../../../src/origin/domain/identity/social/jwks';
import {
  APPLE_JWKS_URL,
  GOOGLE_JWKS_URL,
  MICROSOFT_JWKS_URL,
  socialSettingsFromEnv,
  type SocialSettings,
} from '../../../src/origin/domain/identity/social/providers';
import { createSocialVerifier } from '../../../src/origin/domain/identity/social/verifier';
import { base64Url, expectRejected, FakeNetwork, generateKey, rawToken, signToken, TestClock, type TestKey } from './support';

const GOOGLE_ID = '123-web.apps.googleusercontent.com';
const APPLE_ID = 'app.kreide.signin';
const MICROSOFT_ID = '6731de76-14a6-49ae-97bc-6eba6914391e';
const TENANT = '9188040d-6c67-4c5b-b112-36a304b66dad';
const OTHER_TENANT = '72f988bf-86f1-41af-91ab-2d7cd011db47';

const env = { GOOGLE_CLIENT_ID: GOOGLE_ID, APPLE_CLIENT_ID: APPLE_ID, MICROSOFT_CLIENT_ID: MICROSOFT_ID };

let rsa: TestKey;
let ec: TestKey;
let stranger: TestKey;

beforeAll(async () => {
  rsa = await generateKey('rsa-1', 'RS256');
  ec = await generateKey('ec-1', 'ES256');
  // Same kid as the published key, different private key: a forger's key.
  stranger = await generateKey('rsa-1', 'RS256');
});

let clock: TestClock;
let net: FakeNetwork;

beforeEach(() => {
  clock = new TestClock();
  net = new FakeNetwork()
    .jwks(GOOGLE_JWKS_URL, () => [rsa, ec])
    .jwks(APPLE_JWKS_URL, () => [rsa])
    .jwks(MICROSOFT_JWKS_URL, () => [rsa]);
});

function verifier(settings: SocialSettings = socialSettingsFromEnv(env)) {
  return createSocialVerifier(settings, { fetch: net.fetch, now: clock.now, jwksCache: createJwksCache() });
}

function googleClaims(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    iss: 'https://accounts.google.com',
    aud: GOOGLE_ID,
    azp: GOOGLE_ID,
    sub: '110169484474386276334',
    email: 'ada@example.org',
    email_verified: true,
    name: 'Ada Lovelace',
    nonce: 'n-0S6_WzA2Mj',
    iat: clock.seconds,
    exp: clock.seconds + 3600,
    ...overrides,
  };
}

async function googleToken(overrides: Record<string, unknown> = {}, key: TestKey = rsa, header: Record<string, unknown> = {}) {
  return signToken(key, googleClaims(overrides), header);
}

/** A Google credential; `nonce: null` sends none. */
const google = (token: string, nonce: string | null = 'n-0S6_WzA2Mj') => ({ provider: 'google' as const, token, nonce: nonce ?? undefined });

describe('valid ID tokens', () => {
  it('accepts a Google token and maps its claims', async () => {
    const identity = await verifier().verify(google(await googleToken()));
    expect(identity).toEqual({
      provider: 'google',
      subject: '110169484474386276334',
      email: 'ada@example.org',
      emailVerified: true,
      name: 'Ada Lovelace',
    });
    expect(net.calls).toEqual([GOOGLE_JWKS_URL]);
  });

  it('accepts Google’s issuer without scheme and an unverified email as unverified', async () => {
    const identity = await verifier().verify(google(await googleToken({ iss: 'accounts.google.com', email_verified: false })));
    expect(identity.emailVerified).toBe(false);
    expect(identity.email).toBe('ada@example.org');
  });

  it('accepts an Apple token whose email_verified is the string "true"', async () => {
    const token = await signToken(rsa, {
      iss: 'https://appleid.apple.com',
      aud: APPLE_ID,
      sub: '001234.abcdef0123456789.1234',
      email: 'x7k2@privaterelay.appleid.com',
      email_verified: 'true',
      is_private_email: 'true',
      nonce: 'apple-nonce',
      nonce_supported: true,
      iat: clock.seconds,
      exp: clock.seconds + 600,
    });
    const identity = await verifier().verify({ provider: 'apple_id', token, nonce: 'apple-nonce' });
    expect(identity).toEqual({
      provider: 'apple_id',
      subject: '001234.abcdef0123456789.1234',
      email: 'x7k2@privaterelay.appleid.com',
      emailVerified: true,
      name: null,
    });
  });

  it('treats Apple’s email_verified "false" as unverified', async () => {
    const token = await signToken(rsa, {
      iss: 'https://appleid.apple.com',
      aud: APPLE_ID,
      sub: 'apple-sub',
      email: 'someone@example.org',
      email_verified: 'false',
      iat: clock.seconds,
      exp: clock.seconds + 600,
    });
    expect((await verifier().verify({ provider: 'apple_id', token })).emailVerified).toBe(false);
  });

  function microsoftClaims(overrides: Record<string, unknown> = {}): Record<string, unknown> {
    return {
      iss: `https://login.microsoftonline.com/${TENANT}/v2.0`,
      aud: MICROSOFT_ID,
      tid: TENANT,
      sub: 'AAAAAAAAAAAAAAAAAAAAAIkzqFVrSaSaFHy782bbtaQ',
      oid: '00000000-0000-0000-66f3-3332eca7ea81',
      preferred_username: 'grace@example.org',
      name: 'Grace Hopper',
      nonce: 'ms-nonce',
      iat: clock.seconds,
      nbf: clock.seconds,
      exp: clock.seconds + 3600,
      ...overrides,
    };
  }

  it('accepts a Microsoft token for any tenant, email from preferred_username, unverified', async () => {
    const token = await signToken(rsa, microsoftClaims());
    const identity = await verifier().verify({ provider: 'microsoft', token, nonce: 'ms-nonce' });
    expect(identity).toEqual({
      provider: 'microsoft',
      subject: 'AAAAAAAAAAAAAAAAAAAAAIkzqFVrSaSaFHy782bbtaQ',
      email: 'grace@example.org',
      emailVerified: false,
      name: 'Grace Hopper',
    });
    const other = await signToken(rsa, microsoftClaims({ iss: `https://login.microsoftonline.com/${OTHER_TENANT}/v2.0`, tid: OTHER_TENANT }));
    expect((await verifier().verify({ provider: 'microsoft', token: other, nonce: 'ms-nonce' })).subject).toBe(
      'AAAAAAAAAAAAAAAAAAAAAIkzqFVrSaSaFHy782bbtaQ',
    );
  });

  it('prefers Microsoft’s email claim, ignores a preferred_username that is no address, verifies only when told', async () => {
    const v = verifier();
    const withEmail = await signToken(rsa, microsoftClaims({ email: 'g.hopper@example.org', email_verified: true, preferred_username: '+49 170 000' }));
    expect(await v.verify({ provider: 'microsoft', token: withEmail, nonce: 'ms-nonce' })).toMatchObject({
      email: 'g.hopper@example.org',
      emailVerified: true,
    });
    const phoneOnly = await signToken(rsa, microsoftClaims({ preferred_username: '+49 170 000' }));
    expect(await v.verify({ provider: 'microsoft', token: phoneOnly, nonce: 'ms-nonce' })).toMatchObject({ email: null, emailVerified: false });
  });

  it('rejects a Microsoft token whose issuer names another tenant than its tid', async () => {
    const token = await signToken(rsa, microsoftClaims({ iss: `https://login.microsoftonline.com/${OTHER_TENANT}/v2.0` }));
    await expectRejected(verifier().verify({ provider: 'microsoft', token, nonce: 'ms-nonce' }), 'wrong_issuer');
    const noTid = await signToken(rsa, microsoftClaims({ tid: undefined }));
    await expectRejected(verifier().verify({ provider: 'microsoft', token: noTid, nonce: 'ms-nonce' }), 'wrong_issuer');
    const v1 = await signToken(rsa, microsoftClaims({ iss: `https://sts.windows.net/${TENANT}/` }));
    await expectRejected(verifier().verify({ provider: 'microsoft', token: v1, nonce: 'ms-nonce' }), 'wrong_issuer');
  });

  it('accepts ES256 when the provider allows it, and not otherwise', async () => {
    const defaults = socialSettingsFromEnv(env);
    const settings: SocialSettings = { ...defaults, google: { ...defaults.google!, algorithms: ['RS256', 'ES256'] } };
    const token = await googleToken({}, ec);
    expect((await verifier(settings).verify(google(token))).subject).toBe('110169484474386276334');
    await expectRejected(verifier().verify(google(token)), 'unsupported_alg');
  });
});

describe('rejected ID tokens', () => {
  it('wrong audience', async () => {
    await expectRejected(verifier().verify(google(await googleToken({ aud: 'someone-else.apps.googleusercontent.com' }))), 'wrong_audience');
    await expectRejected(verifier().verify(google(await googleToken({ aud: undefined }))), 'wrong_audience');
  });

  it('audience lists: must contain our id, and azp must be ours when present', async () => {
    await expectRejected(verifier().verify(google(await googleToken({ aud: ['a', 'b'], azp: undefined }))), 'wrong_audience');
    await expectRejected(verifier().verify(google(await googleToken({ aud: [GOOGLE_ID, 'other'], azp: 'other' }))), 'wrong_audience');
    expect((await verifier().verify(google(await googleToken({ aud: [GOOGLE_ID, 'other'], azp: GOOGLE_ID })))).provider).toBe('google');
    expect((await verifier().verify(google(await googleToken({ aud: [GOOGLE_ID], azp: undefined })))).provider).toBe('google');
  });

  it('wrong issuer', async () => {
    await expectRejected(verifier().verify(google(await googleToken({ iss: 'https://accounts.google.com.evil.example' }))), 'wrong_issuer');
    await expectRejected(verifier().verify(google(await googleToken({ iss: 'https://appleid.apple.com' }))), 'wrong_issuer');
  });

  it('expired, with 60 s of clock skew allowed', async () => {
    await expectRejected(verifier().verify(google(await googleToken({ iat: clock.seconds - 3700, exp: clock.seconds - 61 }))), 'expired');
    expect((await verifier().verify(google(await googleToken({ iat: clock.seconds - 3600, exp: clock.seconds - 30 })))).provider).toBe('google');
  });

  it('issued or valid only in the future beyond the skew', async () => {
    await expectRejected(verifier().verify(google(await googleToken({ iat: clock.seconds + 120 }))), 'not_yet_valid');
    await expectRejected(verifier().verify(google(await googleToken({ nbf: clock.seconds + 120 }))), 'not_yet_valid');
    expect((await verifier().verify(google(await googleToken({ iat: clock.seconds + 30 })))).provider).toBe('google');
  });

  it('missing or non-numeric times are malformed', async () => {
    await expectRejected(verifier().verify(google(await googleToken({ exp: undefined }))), 'malformed');
    await expectRejected(verifier().verify(google(await googleToken({ iat: '1700000000' }))), 'malformed');
    await expectRejected(verifier().verify(google(await googleToken({ sub: '' }))), 'malformed');
  });

  it('nonce mismatch, missing in the token, or not expected', async () => {
    const token = await googleToken();
    await expectRejected(verifier().verify(google(token, 'another-nonce')), 'nonce_mismatch');
    await expectRejected(verifier().verify(google(token, null)), 'nonce_mismatch');
    await expectRejected(verifier().verify(google(await googleToken({ nonce: undefined }), 'n-0S6_WzA2Mj')), 'nonce_mismatch');
    expect((await verifier().verify(google(await googleToken({ nonce: undefined }), null))).provider).toBe('google');
  });

  it('alg none', async () => {
    const claims = googleClaims();
    await expectRejected(verifier().verify(google(rawToken({ alg: 'none', typ: 'JWT' }, claims))), 'unsupported_alg');
    await expectRejected(verifier().verify(google(rawToken({ alg: 'none', kid: rsa.kid }, claims, base64Url('x')))), 'unsupported_alg');
    await expectRejected(verifier().verify(google(rawToken({ alg: 'NONE', kid: rsa.kid }, claims))), 'unsupported_alg');
    await expectRejected(verifier().verify(google(rawToken({ alg: 'rs256', kid: rsa.kid }, claims))), 'unsupported_alg');
    expect(net.calls).toEqual([]);
  });

  it('HS256 signed with the provider’s public key (algorithm confusion)', async () => {
    const header = { alg: 'HS256', typ: 'JWT', kid: rsa.kid };
    const signingInput = `${base64Url(JSON.stringify(header))}.${base64Url(JSON.stringify(googleClaims()))}`;
    for (const secret of [new Uint8Array(rsa.spki), new TextEncoder().encode(JSON.stringify(rsa.publicJwk))]) {
      const hmac = await crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
      const signature = await crypto.subtle.sign('HMAC', hmac, new TextEncoder().encode(signingInput));
      await expectRejected(verifier().verify(google(`${signingInput}.${base64Url(signature)}`)), 'unsupported_alg');
    }
  });

  it('alg that does not fit the key type', async () => {
    const defaults = socialSettingsFromEnv(env);
    const settings: SocialSettings = { ...defaults, google: { ...defaults.google!, algorithms: ['RS256', 'ES256'] } };
    // Header says RS256 but names the EC key, and the other way round.
    await expectRejected(verifier(settings).verify(google(await googleToken({}, rsa, { kid: ec.kid }))), 'unsupported_alg');
    await expectRejected(verifier(settings).verify(google(await googleToken({}, ec, { kid: rsa.kid }))), 'unsupported_alg');
  });

  it('tampered payload, or signed by another key under the same kid', async () => {
    const [header, , signature] = (await googleToken()).split('.');
    const forgedPayload = base64Url(JSON.stringify(googleClaims({ sub: 'admin', email: 'boss@example.org' })));
    await expectRejected(verifier().verify(google(`${header}.${forgedPayload}.${signature}`)), 'bad_signature');
    await expectRejected(verifier().verify(google(await googleToken({}, stranger))), 'bad_signature');
    await expectRejected(verifier().verify(google(`${header}.${base64Url(JSON.stringify(googleClaims()))}.`)), 'bad_signature');
    const defaults = socialSettingsFromEnv(env);
    const es: SocialSettings = { ...defaults, google: { ...defaults.google!, algorithms: ['ES256'] } };
    const [ecHeader, ecPayload, ecSignature] = (await googleToken({}, ec)).split('.');
    await expectRejected(verifier(es).verify(google(`${ecHeader}.${ecPayload}.${ecSignature!.slice(0, -4)}`)), 'bad_signature');
  });

  it('unknown kid: one refetch of the keys, then unknown_key', async () => {
    const v = verifier();
    await v.verify(google(await googleToken()));
    expect(net.callsTo(GOOGLE_JWKS_URL)).toBe(1);
    clock.advance(120);
    await expectRejected(v.verify(google(await googleToken({}, rsa, { kid: 'not-published' }))), 'unknown_key');
    expect(net.callsTo(GOOGLE_JWKS_URL)).toBe(2);
    await expectRejected(v.verify(google(await googleToken({}, rsa, { kid: 'not-published-either' }))), 'unknown_key');
    expect(net.callsTo(GOOGLE_JWKS_URL)).toBe(2);
    await expectRejected(v.verify(google(await googleToken({}, rsa, { kid: undefined }))), 'unknown_key');
    expect(net.callsTo(GOOGLE_JWKS_URL)).toBe(2);
  });

  it('malformed tokens', async () => {
    const [header, payload] = (await googleToken()).split('.');
    for (const token of [
      '',
      'abc',
      'a.b',
      'a.b.c.d',
      `${header}..sig`,
      `${header}.${payload}.not base64!`,
      `${base64Url('not json')}.${payload}.c2ln`,
      `${base64Url('[1,2]')}.${payload}.c2ln`,
      `${header}.${base64Url('"a string"')}.c2ln`,
      `${base64Url(JSON.stringify({ kid: 'rsa-1' }))}.${payload}.c2ln`,
      `${header}.${payload}.${'A'.repeat(20_000)}`,
    ]) {
      await expectRejected(verifier().verify(google(token)), 'malformed');
    }
    await expectRejected(verifier().verify(google(await googleToken({}, rsa, { crit: ['exp'] }))), 'malformed');
  });

  it('provider keys unreachable', async () => {
    net = new FakeNetwork().route(GOOGLE_JWKS_URL, () => new Response('upstream down', { status: 503 }));
    await expectRejected(verifier().verify(google(await googleToken())), 'provider_unreachable');
    net = new FakeNetwork(); // every request fails
    await expectRejected(verifier().verify(google(await googleToken())), 'provider_unreachable');
    net = new FakeNetwork().route(GOOGLE_JWKS_URL, () => new Response('<html>', { status: 200 }));
    await expectRejected(verifier().verify(google(await googleToken())), 'provider_unreachable');
  });
});

describe('configuration', () => {
  it('a provider without its client id is not configured', async () => {
    const v = verifier(socialSettingsFromEnv({ GOOGLE_CLIENT_ID: '  ' }));
    await expectRejected(v.verify(google(await googleToken())), 'provider_not_configured');
    await expectRejected(v.verify({ provider: 'apple_id', token: 'x' }), 'provider_not_configured');
    await expectRejected(v.verify({ provider: 'microsoft', token: 'x' }), 'provider_not_configured');
    await expectRejected(v.verify({ provider: 'facebook', token: 'x' }), 'provider_not_configured');
    await expectRejected(v.verify({ provider: 'myspace' as never, token: 'x' }), 'provider_not_configured');
    expect(net.calls).toEqual([]);
  });

  it('reads client ids and URL overrides from the environment', () => {
    const settings = socialSettingsFromEnv({
      ...env,
      GOOGLE_JWKS_URL: 'http://localhost:9999/google/certs',
      FACEBOOK_APP_ID: '42',
      FACEBOOK_APP_SECRET: 's3cret',
      FACEBOOK_GRAPH_URL: 'https://graph.staging.test/v21.0/',
    });
    expect(settings.google).toMatchObject({ clientId: GOOGLE_ID, jwksUrl: 'http://localhost:9999/google/certs', issuers: ['https://accounts.google.com', 'accounts.google.com'] });
    expect(settings.apple_id).toMatchObject({ clientId: APPLE_ID, jwksUrl: APPLE_JWKS_URL, issuers: ['https://appleid.apple.com'] });
    expect(settings.microsoft).toMatchObject({ clientId: MICROSOFT_ID, jwksUrl: MICROSOFT_JWKS_URL });
    expect(settings.facebook).toEqual({ appId: '42', appSecret: 's3cret', graphUrl: 'https://graph.staging.test/v21.0' });
    expect(socialSettingsFromEnv({ FACEBOOK_APP_ID: '42' }).facebook).toBeNull();
  });

  it('refuses URL overrides that are no URL or plain http off this machine', () => {
    expect(() => socialSettingsFromEnv({ ...env, APPLE_JWKS_URL: 'not a url' })).toThrow('APPLE_JWKS_URL');
    expect(() => socialSettingsFromEnv({ ...env, MICROSOFT_JWKS_URL: 'http://keys.example.com/keys' })).toThrow('MICROSOFT_JWKS_URL');
  });
});
