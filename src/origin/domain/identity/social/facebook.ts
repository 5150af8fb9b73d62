/**
 * Facebook Login: the client sends a user access token, which is opaque, so the Graph API's
 * token debugger is the authority on whether it is valid and was issued to our app. The
 * profile then comes from `/me`, called with `appsecret_proof` (required when the app enables
 * "Require App Secret").
 */
import { SocialVerificationError, type SocialIdentity } from '../social';
import { CLOCK_SKEW_SECONDS } from './jwt';
import type { FacebookSettings } from './providers';

export interface FacebookDeps {
  fetch: typeof fetch;
  /** Milliseconds since the epoch. */
  now: () => number;
}

const FETCH_TIMEOUT_MS = 5000;
/** Facebook access tokens are opaque but printable and at most a few hundred characters. */
const PLAUSIBLE_TOKEN = /^[A-Za-z0-9._|-]{16,4096}$/;

function reject(reason: string): never {
  throw new SocialVerificationError(reason);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function graphGet(fetchFn: typeof fetch, url: URL): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetchFn(url.toString(), { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  } catch {
    reject('provider_unreachable');
  }
  if (response.status >= 500 || response.status === 429) reject('provider_unreachable');
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  // The Graph API answers 4xx (OAuthException) for malformed, revoked or foreign tokens.
  if (!response.ok) reject('facebook_token_invalid');
  if (!isObject(body)) reject('provider_unreachable');
  return body;
}

async function appSecretProof(token: string, appSecret: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(appSecret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(token));
  return [...new Uint8Array(mac)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

function optionalString(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

export async function verifyFacebookToken(token: string, settings: FacebookSettings, deps: FacebookDeps): Promise<SocialIdentity> {
  const { fetch: fetchFn, now } = deps; // never call fetch as a method: workerd rejects a foreign `this`
  if (typeof token !== 'string' || !PLAUSIBLE_TOKEN.test(token)) reject('malformed');

  const debugUrl = new URL(`${settings.graphUrl}/debug_token`);
  debugUrl.searchParams.set('input_token', token);
  debugUrl.searchParams.set('access_token', `${settings.appId}|${settings.appSecret}`);
  const debug = await graphGet(fetchFn, debugUrl);
  const data = debug.data;
  if (!isObject(data) || data.is_valid !== true) reject('facebook_token_invalid');
  if (String(data.app_id) !== settings.appId) reject('wrong_audience');
  if (data.type !== undefined && data.type !== 'USER') reject('facebook_token_invalid');
  const expiresAt = data.expires_at;
  if (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)) reject('facebook_token_invalid');
  if (expiresAt !== 0 && now() / 1000 >= expiresAt + CLOCK_SKEW_SECONDS) reject('expired');
  const userId = data.user_id;
  if (typeof userId !== 'string' || userId === '') reject('facebook_token_invalid');

  const meUrl = new URL(`${settings.graphUrl}/me`);
  meUrl.searchParams.set('fields', 'id,name,email');
  meUrl.searchParams.set('access_token', token);
  meUrl.searchParams.set('appsecret_proof', await appSecretProof(token, settings.appSecret));
  const me = await graphGet(fetchFn, meUrl);
  if (me.id !== userId) reject('facebook_user_mismatch');

  const email = optionalString(me.email);
  return { provider: 'facebook', subject: userId, email, emailVerified: email !== null, name: optionalString(me.name) };
}
