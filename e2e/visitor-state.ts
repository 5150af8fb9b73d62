import { CONSENT_COOKIE, serializeConsent } from '../src/shared/consent';

/**
 * What every journey's browser starts with: a visitor who has already answered the cookie dialog
 * (necessary only), so the dialog does not sit over the screens the journeys test. The consent
 * journey starts from an empty state instead (`storageState: { cookies: [], origins: [] }`).
 */
export function decidedVisitor(baseURL: string) {
  const { hostname } = new URL(baseURL);
  return {
    cookies: [
      {
        name: CONSENT_COOKIE,
        value: serializeConsent({ statistics: false, marketing: false }),
        domain: hostname,
        path: '/',
        expires: -1,
        httpOnly: false,
        secure: false,
        sameSite: 'Lax' as const,
      },
    ],
    origins: [] as { origin: string; localStorage: { name: string; value: string }[] }[],
  };
}
