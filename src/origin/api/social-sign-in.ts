import type { OriginEnv } from '../env';
import type { SocialProvider } from '../domain/identity/social';
import { createSocialVerifier } from '../domain/identity/social/verifier';
import { socialSettingsFromEnv } from '../domain/identity/social/providers';
import { findLiveUserIdByEmail, insertUser } from '../db/users';
import { findLinkedSocialUser, linkSocialIdentity } from '../db/identity';
import { DEFAULT_AUTHOR_NAME } from '../../shared/constants';
import { ApiError } from '../http/errors';

type SocialGrant =
  | { grant_type: 'google' | 'microsoft'; id_token: string; nonce?: string | undefined }
  | { grant_type: 'apple_id'; id_token: string; nonce?: string | undefined; name?: string | undefined }
  | { grant_type: 'facebook'; facebook_access_token: string };

/**
 * Verifies a social credential for real and finds the account: the linked one, else the one
 * with the same verified e-mail address (then linked), else a new, confirmed account.
 */
export async function signInWithSocial(env: OriginEnv, grant: SocialGrant, world = 'de'): Promise<number> {
  const verifier = createSocialVerifier(socialSettingsFromEnv(env as unknown as Record<string, string | undefined>), {
    fetch: (input, init) => fetch(input, init),
    now: () => Date.now(),
  });
  const provider: SocialProvider = grant.grant_type;
  const identity = await verifier.verify(
    grant.grant_type === 'facebook'
      ? { provider, token: grant.facebook_access_token }
      : { provider, token: grant.id_token, nonce: grant.nonce },
  );
  const now = new Date();
  const linked = await findLinkedSocialUser(env.DB, provider, identity.subject);
  if (linked !== null) return linked;

  let userId: number | null = null;
  if (identity.email && identity.emailVerified) {
    userId = await findLiveUserIdByEmail(env.DB, identity.email.toLowerCase());
  }
  if (userId === null) {
    if (!identity.email) throw new ApiError(400, 'email_required', 'This account has no e-mail address we could use. Allow access to it or register with your e-mail address.');
    const name = ('name' in grant && grant.name) || identity.name || DEFAULT_AUTHOR_NAME;
    userId = await insertUser(
      env.DB,
      {
        email: identity.email.toLowerCase(),
        world,
        publicName: name,
        passwordHash: null,
        emailConfirmed: identity.emailVerified,
        termsVersion: 0,
        creationSource: provider,
        doubleOptIn: false,
      },
      now,
    );
    if (userId === null) throw new ApiError(409, 'email_in_use', 'An account with this e-mail address exists. Sign in with your password to link it.');
  }
  await linkSocialIdentity(env.DB, provider, identity.subject, userId, now);
  return userId;
}
