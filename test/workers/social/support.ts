/**
 * Test kit for social sign-in: locally generated provider keys, locally signed tokens and a fake
 * network that serves JWKS and Graph API answers (nothing reaches the real network).
 */
import { expect } from 'vitest';
import { SocialVerificationError } from '../../../src/origin/domain/identity/social';

export type TestAlg = 'RS256' | 'ES256';

export interface TestKey {
  kid: string;
  alg: TestAlg;
  privateKey: CryptoKey;
  publicJwk: JsonWebKey & { kid: string };
  spki: ArrayBuffer;
}

const encoder = new TextEncoder();

export function base64Url(data: Uint8Array | ArrayBuffer | string): string {
  const bytes = typeof data === 'string' ? encoder.encode(data) : data instanceof Uint8Array ? data : new Uint8Array(data);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export async function generateKey(kid: string, alg: TestAlg): Promise<TestKey> {
  const params =
    alg === 'RS256'
      ? { name: 'RSASSA-PKCS1-v1_5', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }
      : { name: 'ECDSA', namedCurve: 'P-256' };
  const pair = (await crypto.subtle.generateKey(params, true, ['sign', 'verify'])) as CryptoKeyPair;
  const jwk = (await crypto.subtle.exportKey('jwk', pair.publicKey)) as JsonWebKey;
  const spki = (await crypto.subtle.exportKey('spki', pair.publicKey)) as ArrayBuffer;
  const publicJwk: JsonWebKey & { kid: string } = { kty: jwk.kty, kid, use: 'sig', alg };
  if (alg === 'RS256') Object.assign(publicJwk, { n: jwk.n, e: jwk.e });
  else Object.assign(publicJwk, { crv: jwk.crv, x: jwk.x, y: jwk.y });
  return { kid, alg, privateKey: pair.privateKey, publicJwk, spki };
}

/** Signs `payload` as a compact JWS with `key`; `header` overrides or adds header fields. */
export async function signToken(key: TestKey, payload: Record<string, unknown>, header: Record<string, unknown> = {}): Promise<string> {
  const signingInput = `${base64Url(JSON.stringify({ alg: key.alg, typ: 'JWT', kid: key.kid, ...header }))}.${base64Url(JSON.stringify(payload))}`;
  const algorithm = key.alg === 'RS256' ? { name: 'RSASSA-PKCS1-v1_5' } : { name: 'ECDSA', hash: 'SHA-256' };
  const signature = await crypto.subtle.sign(algorithm, key.privateKey, encoder.encode(signingInput));
  return `${signingInput}.${base64Url(signature)}`;
}

/** A token with any header, payload and signature, e.g. `alg: none`. */
export function rawToken(header: Record<string, unknown>, payload: Record<string, unknown>, signature = ''): string {
  return `${base64Url(JSON.stringify(header))}.${base64Url(JSON.stringify(payload))}.${signature}`;
}

type Handler = (url: URL) => Response | Promise<Response>;

/** A fake network: routes by URL without the query; anything else fails like a dead network. */
export class FakeNetwork {
  readonly calls: string[] = [];
  private readonly routes = new Map<string, Handler>();

  route(urlWithoutQuery: string, handler: Handler): this {
    this.routes.set(urlWithoutQuery, handler);
    return this;
  }

  /** Serves `keys()` as a JWKS at `url`, read at every call so tests can rotate keys. */
  jwks(url: string, keys: () => TestKey[], headers: Record<string, string> = { 'cache-control': 'public, max-age=3600' }): this {
    return this.route(url, () => Response.json({ keys: keys().map((key) => key.publicJwk) }, { headers }));
  }

  callsTo(urlWithoutQuery: string): number {
    return this.calls.filter((call) => call.split('?')[0] === urlWithoutQuery).length;
  }

  readonly fetch = async (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    this.calls.push(url.toString());
    const handler = this.routes.get(`${url.origin}${url.pathname}`);
    if (!handler) throw new TypeError(`fake network: no route to ${url.origin}${url.pathname}`);
    return handler(url);
  };
}

/** A clock the test moves by hand (milliseconds). */
export class TestClock {
  constructor(public ms: number = Date.UTC(2026, 10, 20, 12, 0, 0)) {}
  get seconds(): number {
    return Math.floor(this.ms / 1000);
  }
  advance(seconds: number): void {
    this.ms += seconds * 1000;
  }
  readonly now = (): number => this.ms;
}

/** Awaits `promise` and expects a SocialVerificationError with `reason`. */
export async function expectRejected(promise: Promise<unknown>, reason: string): Promise<void> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error, `expected rejection '${reason}'`).toBeInstanceOf(SocialVerificationError);
  expect((error as SocialVerificationError).reason).toBe(reason);
}
