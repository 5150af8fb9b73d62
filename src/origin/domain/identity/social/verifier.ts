/**
 * The social sign-in verifier: OpenID Connect ID tokens (Google, Sign in with Apple, Microsoft)
 * checked locally against the provider's published keys, Facebook access tokens checked with
 * the Graph API. Every failure is a SocialVerificationError with a short machine reason.
 */
import { SocialVerificationError, type SocialCredential, type SocialIdentity, type SocialProvider, type SocialVerifier } from '../social';
import { verifyFacebookToken } from './facebook';
import { isolateJwksCache, type JwksCache } from './jwks';
import { verifyIdToken, type Claims } from './jwt';
import type { OidcProviderSettings, SocialSettings } from './providers';

export interface SocialVerifierDeps {
  fetch: typeof fetch;
  /** Milliseconds since the epoch. */
  now: () => number;
  /** Where provider keys are kept; by default shared by the whole isolate. */
  jwksCache?: JwksCache;
}

type OidcProvider = Exclude<SocialProvider, 'facebook'>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_NAME_LENGTH = 200;

function emailLike(value: unknown): string | null {
  return typeof value === 'string' && value.length <= 320 && EMAIL.test(value) ? value : null;
}

/** Google sends a boolean, Apple the string "true". */
function isTrue(value: unknown): boolean {
  return value === true || value === 'true';
}

function displayName(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const name = value.trim();
  return name === '' ? null : name.slice(0, MAX_NAME_LENGTH);
}

/** What an ID token's claims say about the person, per provider. */
function identityFromClaims(provider: OidcProvider, subject: string, claims: Claims): SocialIdentity {
  // Microsoft: `email` is an optional claim, `preferred_username` is often but not always an address;
  // neither is verified unless the token says so.
  const email = provider === 'microsoft' ? (emailLike(claims.email) ?? emailLike(claims.preferred_username)) : emailLike(claims.email);
  return {
    provider,
    subject,
    email,
    emailVerified: email !== null && isTrue(claims.email_verified),
    name: displayName(claims.name),
  };
}

export function createSocialVerifier(settings: SocialSettings, deps: SocialVerifierDeps): SocialVerifier {
  const jwksCache = deps.jwksCache ?? isolateJwksCache;
  const jwksDeps = { fetch: deps.fetch, now: deps.now };

  async function verifyOidc(provider: OidcProvider, config: OidcProviderSettings, credential: SocialCredential): Promise<SocialIdentity> {
    const { subject, claims } = await verifyIdToken(
      credential.token,
      {
        algorithms: config.algorithms,
        issuers: config.issuers,
        audience: config.clientId,
        usesNonce: config.usesNonce,
        nonce: credential.nonce,
        nowMs: deps.now(),
      },
      (kid, alg) => jwksCache.verificationKey(config.jwksUrl, kid, alg, jwksDeps),
    );
    return identityFromClaims(provider, subject, claims);
  }

  return {
    async verify(credential) {
      const provider = credential.provider;
      if (provider === 'facebook') {
        if (!settings.facebook) throw new SocialVerificationError('provider_not_configured');
        return verifyFacebookToken(credential.token, settings.facebook, jwksDeps);
      }
      if (provider !== 'google' && provider !== 'apple_id' && provider !== 'microsoft') {
        throw new SocialVerificationError('provider_not_configured');
      }
      const config = settings[provider];
      if (!config) throw new SocialVerificationError('provider_not_configured');
      return verifyOidc(provider, config, credential);
    },
  };
}
