/**
 * The providers' signing keys (JWKS), kept in memory per isolate. Keys live as long as the
 * provider's `Cache-Control: max-age` says (1 h without one); a token signed with a key we do not
 * know triggers one refetch (key rotation), but at most once a minute per JWKS URL, so forged
 * `kid`s cannot make us hammer the provider.
 *
 * Only plain data and CryptoKeys are shared between requests, never promises or responses:
 * Workers ties I/O objects to the request that created them.
 */
import { SocialVerificationError } from '../social';
import { importVerificationKey, type Jwk, type JwsAlgorithm } from './jwt';

export interface JwksDeps {
  fetch: typeof fetch;
  /** Milliseconds since the epoch. */
  now: () => number;
}

export interface JwksCacheOptions {
  defaultMaxAgeSeconds?: number;
  minMaxAgeSeconds?: number;
  maxMaxAgeSeconds?: number;
  /** The least time between two fetches of one JWKS URL for an unknown `kid`. */
  refetchIntervalSeconds?: number;
  fetchTimeoutMs?: number;
}

export interface JwksCache {
  /** The provider's key `kid`, imported for `alg`; throws 'unknown_key' or 'provider_unreachable'. */
  verificationKey(jwksUrl: string, kid: string, alg: JwsAlgorithm, deps: JwksDeps): Promise<CryptoKey>;
  /** Drops every cached key (tests). */
  forget(): void;
}

interface JwksState {
  keys: Map<string, Jwk> | null;
  expiresAt: number;
  lastFetchAt: number;
  imported: Map<string, CryptoKey>;
}

const DEFAULTS = {
  defaultMaxAgeSeconds: 3600,
  minMaxAgeSeconds: 60,
  maxMaxAgeSeconds: 86_400,
  refetchIntervalSeconds: 60,
  fetchTimeoutMs: 5000,
} satisfies Required<JwksCacheOptions>;

/**
 * How long a JWKS response may be used, in seconds: `max-age` minus `Age`, or null when the
 * response says nothing (`no-store`/`no-cache` count as 0).
 */
export function freshnessSeconds(cacheControl: string | null, age: string | null): number | null {
  if (!cacheControl) return null;
  const directives = cacheControl.toLowerCase().split(',').map((part) => part.trim());
  if (directives.includes('no-store') || directives.includes('no-cache')) return 0;
  const maxAge = directives.map((part) => /^max-age="?(\d+)"?$/.exec(part)?.[1]).find((value) => value !== undefined);
  if (maxAge === undefined) return null;
  const ageSeconds = age !== null && /^\d+$/.test(age.trim()) ? Number(age.trim()) : 0;
  return Math.max(0, Number(maxAge) - ageSeconds);
}

function unreachable(): never {
  throw new SocialVerificationError('provider_unreachable');
}

function parseKeys(body: unknown): Map<string, Jwk> {
  if (typeof body !== 'object' || body === null || !Array.isArray((body as { keys?: unknown }).keys)) unreachable();
  const keys = new Map<string, Jwk>();
  for (const key of (body as { keys: unknown[] }).keys) {
    if (typeof key !== 'object' || key === null || Array.isArray(key)) continue;
    const kid = (key as Jwk).kid;
    if (typeof kid === 'string' && kid !== '' && !keys.has(kid)) keys.set(kid, key as Jwk);
  }
  return keys;
}

export function createJwksCache(options: JwksCacheOptions = {}): JwksCache {
  const settings = { ...DEFAULTS, ...options };
  const states = new Map<string, JwksState>();

  async function refresh(url: string, state: JwksState, deps: JwksDeps): Promise<void> {
    const { fetch: fetchFn, now } = deps; // never call fetch as a method: workerd rejects a foreign `this`
    state.lastFetchAt = now();
    let response: Response;
    let body: unknown;
    try {
      response = await fetchFn(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(settings.fetchTimeoutMs) });
      if (!response.ok) unreachable();
      body = await response.json();
    } catch {
      unreachable();
    }
    const keys = parseKeys(body);
    const freshness = freshnessSeconds(response.headers.get('cache-control'), response.headers.get('age')) ?? settings.defaultMaxAgeSeconds;
    const seconds = Math.min(settings.maxMaxAgeSeconds, Math.max(settings.minMaxAgeSeconds, freshness));
    state.keys = keys;
    state.imported = new Map();
    state.expiresAt = now() + seconds * 1000;
  }

  return {
    async verificationKey(url, kid, alg, deps) {
      let state = states.get(url);
      if (!state) {
        state = { keys: null, expiresAt: 0, lastFetchAt: Number.NEGATIVE_INFINITY, imported: new Map() };
        states.set(url, state);
      }
      if (state.keys === null || deps.now() >= state.expiresAt) await refresh(url, state, deps);
      let jwk = state.keys?.get(kid);
      if (jwk === undefined && deps.now() - state.lastFetchAt >= settings.refetchIntervalSeconds * 1000) {
        await refresh(url, state, deps);
        jwk = state.keys?.get(kid);
      }
      if (jwk === undefined) throw new SocialVerificationError('unknown_key');

      const importedKey = `${kid}\n${alg}`;
      const cached = state.imported.get(importedKey);
      if (cached) return cached;
      const imported = state.imported;
      const key = await importVerificationKey(jwk, alg);
      imported.set(importedKey, key);
      return key;
    },
    forget() {
      states.clear();
    },
  };
}

/** The cache shared by every verifier of this isolate. */
export const isolateJwksCache: JwksCache = createJwksCache();
