import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createJwksCache, freshnessSeconds, type JwksCache } from '../../../src/origin/domain/identity/social/jwks';
import { APPLE_JWKS_URL, GOOGLE_JWKS_URL, socialSettingsFromEnv } from '../../../src/origin/domain/identity/social/providers';
import { createSocialVerifier } from '../../../src/origin/domain/identity/social/verifier';
import { expectRejected, FakeNetwork, generateKey, signToken, TestClock, type TestKey } from './support';

const GOOGLE_ID = 'kreide.apps.googleusercontent.com';
const APPLE_ID = 'app.kreide.signin';

let oldKey: TestKey;
let newKey: TestKey;

beforeAll(async () => {
  oldKey = await generateKey('2026-old', 'RS256');
  newKey = await generateKey('2026-new', 'RS256');
});

let clock: TestClock;
let net: FakeNetwork;
let published: TestKey[];
let cache: JwksCache;

beforeEach(() => {
  clock = new TestClock();
  published = [oldKey];
  net = new FakeNetwork().jwks(GOOGLE_JWKS_URL, () => published).jwks(APPLE_JWKS_URL, () => published, {});
  cache = createJwksCache();
});

function verifier() {
  return createSocialVerifier(socialSettingsFromEnv({ GOOGLE_CLIENT_ID: GOOGLE_ID, APPLE_CLIENT_ID: APPLE_ID }), {
    fetch: net.fetch,
    now: clock.now,
    jwksCache: cache,
  });
}

async function googleToken(key: TestKey) {
  return signToken(key, { iss: 'https://accounts.google.com', aud: GOOGLE_ID, sub: 'u1', iat: clock.seconds, exp: clock.seconds + 3600 });
}

async function appleToken(key: TestKey) {
  return signToken(key, { iss: 'https://appleid.apple.com', aud: APPLE_ID, sub: 'a1', iat: clock.seconds, exp: clock.seconds + 600 });
}

describe('JWKS cache', () => {
  it('fetches the keys once and reuses them, across verifier instances sharing the cache', async () => {
    await verifier().verify({ provider: 'google', token: await googleToken(oldKey) });
    await verifier().verify({ provider: 'google', token: await googleToken(oldKey) });
    clock.advance(3599);
    await verifier().verify({ provider: 'google', token: await googleToken(oldKey) });
    expect(net.callsTo(GOOGLE_JWKS_URL)).toBe(1);
  });

  it('refetches when max-age has passed', async () => {
    await verifier().verify({ provider: 'google', token: await googleToken(oldKey) });
    clock.advance(3600);
    await verifier().verify({ provider: 'google', token: await googleToken(oldKey) });
    expect(net.callsTo(GOOGLE_JWKS_URL)).toBe(2);
  });

  it('honours a short max-age minus Age, and keeps keys an hour without Cache-Control', async () => {
    net.jwks(GOOGLE_JWKS_URL, () => published, { 'cache-control': 'public, max-age=600, must-revalidate, no-transform', age: '300' });
    await verifier().verify({ provider: 'google', token: await googleToken(oldKey) });
    clock.advance(299);
    await verifier().verify({ provider: 'google', token: await googleToken(oldKey) });
    expect(net.callsTo(GOOGLE_JWKS_URL)).toBe(1);
    clock.advance(1);
    await verifier().verify({ provider: 'google', token: await googleToken(oldKey) });
    expect(net.callsTo(GOOGLE_JWKS_URL)).toBe(2);

    await verifier().verify({ provider: 'apple_id', token: await appleToken(oldKey) });
    clock.advance(3599);
    await verifier().verify({ provider: 'apple_id', token: await appleToken(oldKey) });
    expect(net.callsTo(APPLE_JWKS_URL)).toBe(1);
    clock.advance(1);
    await verifier().verify({ provider: 'apple_id', token: await appleToken(oldKey) });
    expect(net.callsTo(APPLE_JWKS_URL)).toBe(2);
  });

  it('picks up a rotated key with one refetch', async () => {
    await verifier().verify({ provider: 'google', token: await googleToken(oldKey) });
    clock.advance(90);
    published = [oldKey, newKey];
    expect((await verifier().verify({ provider: 'google', token: await googleToken(newKey) })).subject).toBe('u1');
    expect(net.callsTo(GOOGLE_JWKS_URL)).toBe(2);
    await verifier().verify({ provider: 'google', token: await googleToken(newKey) });
    await verifier().verify({ provider: 'google', token: await googleToken(oldKey) });
    expect(net.callsTo(GOOGLE_JWKS_URL)).toBe(2);
  });

  it('refetches for unknown kids at most once a minute per provider', async () => {
    await verifier().verify({ provider: 'google', token: await googleToken(oldKey) });
    await verifier().verify({ provider: 'apple_id', token: await appleToken(oldKey) });
    clock.advance(90);
    for (let i = 0; i < 5; i++) {
      await expectRejected(verifier().verify({ provider: 'google', token: await googleToken(newKey) }), 'unknown_key');
      clock.advance(10);
    }
    expect(net.callsTo(GOOGLE_JWKS_URL)).toBe(2);
    // Another provider has its own budget.
    await expectRejected(verifier().verify({ provider: 'apple_id', token: await appleToken(newKey) }), 'unknown_key');
    expect(net.callsTo(APPLE_JWKS_URL)).toBe(2);
    // A minute after the last refetch, the rotated key is found.
    clock.advance(10);
    published = [oldKey, newKey];
    await verifier().verify({ provider: 'google', token: await googleToken(newKey) });
    expect(net.callsTo(GOOGLE_JWKS_URL)).toBe(3);
  });

  it('keeps its fresh keys when a rotation refetch fails', async () => {
    await verifier().verify({ provider: 'google', token: await googleToken(oldKey) });
    clock.advance(90);
    net.route(GOOGLE_JWKS_URL, () => new Response('busy', { status: 503 }));
    await expectRejected(verifier().verify({ provider: 'google', token: await googleToken(newKey) }), 'provider_unreachable');
    expect((await verifier().verify({ provider: 'google', token: await googleToken(oldKey) })).subject).toBe('u1');
  });

  it('tries again at once after a failed first fetch', async () => {
    net.route(GOOGLE_JWKS_URL, () => new Response('busy', { status: 503 }));
    await expectRejected(verifier().verify({ provider: 'google', token: await googleToken(oldKey) }), 'provider_unreachable');
    net.jwks(GOOGLE_JWKS_URL, () => published);
    expect((await verifier().verify({ provider: 'google', token: await googleToken(oldKey) })).subject).toBe('u1');
  });

  it('ignores keys that are not objects or have no kid', async () => {
    net.route(GOOGLE_JWKS_URL, () => Response.json({ keys: [null, 'x', { ...newKey.publicJwk, kid: undefined }, oldKey.publicJwk] }));
    expect((await verifier().verify({ provider: 'google', token: await googleToken(oldKey) })).subject).toBe('u1');
  });
});

describe('freshnessSeconds', () => {
  it('reads max-age, Age and no-store', () => {
    expect(freshnessSeconds('public, max-age=19856, must-revalidate, no-transform', null)).toBe(19856);
    expect(freshnessSeconds('max-age=600', '700')).toBe(0);
    expect(freshnessSeconds('max-age=600', '100')).toBe(500);
    expect(freshnessSeconds('no-store', null)).toBe(0);
    expect(freshnessSeconds('public', null)).toBeNull();
    expect(freshnessSeconds(null, '5')).toBeNull();
  });
});
