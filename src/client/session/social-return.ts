/**
 * Social sign-in in the browser, as pure functions: the authorization request a button starts
 * (the edge gives the static parts, the browser adds a fresh `nonce` and `state` per attempt),
 * and what the return screen makes of the provider's answer (URL fragment, query, or Apple's
 * form post) before it calls `POST v3/oauth2/authenticate`.
 */

import { WEB_CLIENT_ID } from './runner';

/** Provider names as the API knows them (the grant types of `v3/oauth2/authenticate`). */
export const SOCIAL_PROVIDERS = ['google', 'apple_id', 'microsoft', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export function isSocialProvider(value: unknown): value is SocialProvider {
  return typeof value === 'string' && (SOCIAL_PROVIDERS as readonly string[]).includes(value);
}

/** The static part of a provider's authorization request, built on the edge. */
export interface SocialProviderLink {
  provider: SocialProvider;
  /** The provider's authorization endpoint. */
  endpoint: string;
  /** client_id, redirect_uri, response_type, scope and (where used) response_mode. */
  params: Record<string, string>;
}

interface ProviderRequest {
  endpoint: string;
  params: Record<string, string>;
  /** Whether the provider signs an ID token that echoes our nonce. */
  usesNonce: boolean;
}

const PROVIDER_REQUESTS: Readonly<Record<SocialProvider, ProviderRequest>> = {
  google: {
    endpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
    params: { response_type: 'id_token', scope: 'openid email profile', response_mode: 'fragment' },
    usesNonce: true,
  },
  microsoft: {
    endpoint: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
    params: { response_type: 'id_token', scope: 'openid email profile', response_mode: 'fragment' },
    usesNonce: true,
  },
  // Apple posts id_token, state and (on the first sign-in only) the user's name to the redirect URI.
  apple_id: {
    endpoint: 'https://appleid.apple.com/auth/authorize',
    params: { response_type: 'code id_token', scope: 'name email', response_mode: 'form_post' },
    usesNonce: true,
  },
  facebook: {
    endpoint: 'https://www.facebook.com/v19.0/dialog/oauth',
    params: { response_type: 'token', scope: 'email' },
    usesNonce: false,
  },
};

/** The static part of the provider's authorization request for our client id and return screen. */
export function socialProviderLink(provider: SocialProvider, clientId: string, redirectUri: string): SocialProviderLink {
  const { endpoint, params } = PROVIDER_REQUESTS[provider];
  return { provider, endpoint, params: { client_id: clientId, redirect_uri: redirectUri, ...params } };
}

/** The text key of a provider's button (`login:social.<key>`). */
export function providerTextKey(provider: SocialProvider): string {
  return provider === 'apple_id' ? 'apple' : provider;
}

/** Session storage: the sign-in attempt a button started in this tab. */
export const SOCIAL_ATTEMPT_KEY = 'kreide.socialSignIn';

/** One sign-in attempt: random `nonce` and `state`, and where to go afterwards. */
export interface SocialAttempt {
  provider: SocialProvider;
  nonce: string;
  state: string;
  next: string | null;
}

/** 192 random bits, URL-safe base64. */
export function randomToken(bytes = 24): string {
  const data = crypto.getRandomValues(new Uint8Array(bytes));
  let binary = '';
  for (const byte of data) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function newSocialAttempt(provider: SocialProvider, next: string | null, random: () => string = randomToken): SocialAttempt {
  return { provider, nonce: random(), state: random(), next };
}

/** The full authorization URL of an attempt: the static parameters plus its `state` (and `nonce`). */
export function authorizeUrl(link: SocialProviderLink, attempt: SocialAttempt): string {
  const url = new URL(link.endpoint);
  for (const [name, value] of Object.entries(link.params)) url.searchParams.set(name, value);
  url.searchParams.set('state', attempt.state);
  if (PROVIDER_REQUESTS[link.provider].usesNonce) url.searchParams.set('nonce', attempt.nonce);
  return url.toString();
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/** The stored attempt, or null when there is none or it is not one of ours. */
export function parseStoredAttempt(raw: string | null): SocialAttempt | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { provider, nonce, state, next } = value as Record<string, unknown>;
  if (!isSocialProvider(provider)) return null;
  if (typeof nonce !== 'string' || !TOKEN_PATTERN.test(nonce)) return null;
  if (typeof state !== 'string' || !TOKEN_PATTERN.test(state)) return null;
  return { provider, nonce, state, next: typeof next === 'string' ? next : null };
}

/** What came back from the provider, from wherever it put it. */
export interface SocialReturnParams {
  idToken: string | null;
  accessToken: string | null;
  state: string | null;
  error: string | null;
  errorDescription: string | null;
  /** Apple's `user` JSON (first sign-in only). */
  user: string | null;
}

/** The fields of Apple's form post, as the edge read them. */
export interface PostedReturn {
  id_token?: string;
  state?: string;
  user?: string;
  error?: string;
}

const MAX_DESCRIPTION_LENGTH = 300;

function nonEmpty(value: string | null | undefined): string | null {
  return value ? value : null;
}

function paramsOf(text: string, prefix: string): URLSearchParams {
  return new URLSearchParams(text.startsWith(prefix) ? text.slice(1) : text);
}

/**
 * The answer of an implicit flow: `#id_token=…&state=…` (Google, Microsoft), `#access_token=…`
 * (Facebook), errors in the fragment or the query (`error`, `error_description`).
 */
export function parseReturnParams(fragment: string, query: string): SocialReturnParams {
  const inFragment = paramsOf(fragment, '#');
  const inQuery = paramsOf(query, '?');
  const read = (name: string) => nonEmpty(inFragment.get(name)) ?? nonEmpty(inQuery.get(name));
  return {
    idToken: nonEmpty(inFragment.get('id_token')),
    accessToken: nonEmpty(inFragment.get('access_token')),
    state: read('state'),
    error: read('error'),
    errorDescription: read('error_description')?.slice(0, MAX_DESCRIPTION_LENGTH) ?? null,
    user: null,
  };
}

/** Apple's form post as return parameters. */
export function postedReturnParams(posted: PostedReturn): SocialReturnParams {
  return {
    idToken: nonEmpty(posted.id_token),
    accessToken: null,
    state: nonEmpty(posted.state),
    error: nonEmpty(posted.error),
    errorDescription: null,
    user: nonEmpty(posted.user),
  };
}

/** The name in Apple's `user` JSON (`{"name":{"firstName":…,"lastName":…}}`), if any. */
export function appleUserName(user: string | null): string | undefined {
  if (!user) return undefined;
  try {
    const parsed = JSON.parse(user) as { name?: { firstName?: unknown; lastName?: unknown } };
    const parts = [parsed.name?.firstName, parsed.name?.lastName].filter((p): p is string => typeof p === 'string' && p.trim() !== '');
    const name = parts.map((p) => p.trim()).join(' ').slice(0, 100);
    return name || undefined;
  } catch {
    return undefined;
  }
}

/** Provider errors that mean the visitor stopped the sign-in themselves. */
const CANCELLED = new Set(['access_denied', 'user_cancelled_authorize', 'user_denied', 'consent_required']);

export type SocialReturnDecision =
  | { kind: 'providerError'; cancelled: boolean; error: string; description: string | null }
  | { kind: 'stateMismatch' }
  | { kind: 'missingCredential' }
  | { kind: 'authenticate'; provider: SocialProvider; body: Record<string, string>; next: string | null };

/**
 * What to do with a provider's answer: show its error; refuse it when its `state` is not the
 * one this tab stored (no call at all); else the `v3/oauth2/authenticate` body of its grant.
 */
export function decideSocialReturn(returned: SocialReturnParams, attempt: SocialAttempt | null): SocialReturnDecision {
  if (returned.error) {
    const error = returned.error.replace(/[^A-Za-z0-9_.-]/g, '').slice(0, 64);
    return { kind: 'providerError', cancelled: CANCELLED.has(error), error, description: returned.errorDescription };
  }
  if (!attempt || !returned.state || returned.state !== attempt.state) return { kind: 'stateMismatch' };
  const common = { client_id: WEB_CLIENT_ID, scopes: 'full' };
  if (attempt.provider === 'facebook') {
    if (!returned.accessToken) return { kind: 'missingCredential' };
    return {
      kind: 'authenticate',
      provider: attempt.provider,
      body: { ...common, grant_type: 'facebook', facebook_access_token: returned.accessToken },
      next: attempt.next,
    };
  }
  if (!returned.idToken) return { kind: 'missingCredential' };
  const body: Record<string, string> = { ...common, grant_type: attempt.provider, id_token: returned.idToken, nonce: attempt.nonce };
  const name = attempt.provider === 'apple_id' ? appleUserName(returned.user) : undefined;
  if (name) body.name = name;
  return { kind: 'authenticate', provider: attempt.provider, body, next: attempt.next };
}
