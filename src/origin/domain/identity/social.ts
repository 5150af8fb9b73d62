/** What a verified social sign-in tells us about the person. */
export interface SocialIdentity {
  provider: SocialProvider;
  /** The provider's stable id of the person (`sub`, or Facebook's user id). */
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

export type SocialProvider = 'google' | 'apple_id' | 'microsoft' | 'facebook';

export interface SocialCredential {
  provider: SocialProvider;
  /** An OpenID Connect ID token (google, apple_id, microsoft) or a Facebook user access token. */
  token: string;
  /** The nonce our client put into the sign-in request (OIDC providers). */
  nonce?: string | undefined;
}

/** Thrown when a social credential is not valid; `reason` is safe to log, not to show. */
export class SocialVerificationError extends Error {
  constructor(readonly reason: string) {
    super(`social sign-in rejected: ${reason}`);
  }
}

export interface SocialVerifier {
  verify(credential: SocialCredential): Promise<SocialIdentity>;
}
