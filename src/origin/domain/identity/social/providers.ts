/**
 * Which social sign-in providers are configured, and how each one's tokens are checked. A
 * provider without its client id (Facebook: app id and secret) is `null`: not configured.
 */
import type { JwsAlgorithm } from './jwt';

export interface OidcProviderSettings {
  /** Our client id at the provider: the only accepted `aud`. */
  clientId: string;
  /** Accepted `iss` values; `{tenantid}` stands for the token's `tid` (Microsoft multi-tenant). */
  issuers: readonly string[];
  jwksUrl: string;
  /** The signature algorithms the provider signs ID tokens with. */
  algorithms: readonly JwsAlgorithm[];
  /** Whether the provider echoes the sign-in nonce in its ID tokens. */
  usesNonce: boolean;
}

export interface FacebookSettings {
  appId: string;
  appSecret: string;
  /** Graph API base URL without a trailing slash. */
  graphUrl: string;
}

export interface SocialSettings {
  google: OidcProviderSettings | null;
  apple_id: OidcProviderSettings | null;
  microsoft: OidcProviderSettings | null;
  facebook: FacebookSettings | null;
}

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'] as const;
export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
const APPLE_ISSUER = 'https://appleid.apple.com';
export const APPLE_JWKS_URL = 'https://appleid.apple.com/auth/keys';
/** Microsoft's multi-tenant (`common`) issuer: one per tenant, checked against the token's `tid`. */
const MICROSOFT_ISSUER_TEMPLATE = 'https://login.microsoftonline.com/{tenantid}/v2.0';
export const MICROSOFT_JWKS_URL = 'https://login.microsoftonline.com/common/discovery/v2.0/keys';
const FACEBOOK_GRAPH_URL = 'https://graph.facebook.com';

function setting(env: Record<string, string | undefined>, name: string): string | null {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A URL override: https, or http on the local machine (tests, development). Wrong ones fail loudly. */
function urlSetting(env: Record<string, string | undefined>, name: string, fallback: string): string {
  const value = setting(env, name);
  if (value === null) return fallback;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} is not a URL`);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname))) {
    throw new Error(`${name} must be an https URL`);
  }
  return value.replace(/\/+$/, '');
}

export function socialSettingsFromEnv(env: Record<string, string | undefined>): SocialSettings {
  const google = setting(env, 'GOOGLE_CLIENT_ID');
  const apple = setting(env, 'APPLE_CLIENT_ID');
  const microsoft = setting(env, 'MICROSOFT_CLIENT_ID');
  const facebookAppId = setting(env, 'FACEBOOK_APP_ID');
  const facebookAppSecret = setting(env, 'FACEBOOK_APP_SECRET');
  return {
    google: google
      ? { clientId: google, issuers: GOOGLE_ISSUERS, jwksUrl: urlSetting(env, 'GOOGLE_JWKS_URL', GOOGLE_JWKS_URL), algorithms: ['RS256'], usesNonce: true }
      : null,
    apple_id: apple
      ? { clientId: apple, issuers: [APPLE_ISSUER], jwksUrl: urlSetting(env, 'APPLE_JWKS_URL', APPLE_JWKS_URL), algorithms: ['RS256'], usesNonce: true }
      : null,
    microsoft: microsoft
      ? {
          clientId: microsoft,
          issuers: [MICROSOFT_ISSUER_TEMPLATE],
          jwksUrl: urlSetting(env, 'MICROSOFT_JWKS_URL', MICROSOFT_JWKS_URL),
          algorithms: ['RS256'],
          usesNonce: true,
        }
      : null,
    facebook:
      facebookAppId && facebookAppSecret
        ? { appId: facebookAppId, appSecret: facebookAppSecret, graphUrl: urlSetting(env, 'FACEBOOK_GRAPH_URL', FACEBOOK_GRAPH_URL) }
        : null,
  };
}
