import { CONSENT_COOKIE, serializeConsent } from '../src/shared/consent';
import { TOURS, TOUR_STORAGE_KEY } from '../src/client/tour/tour-state';

/**
 * What every journey's browser starts with: a visitor who has already answered the cookie dialog
 * (necessary only) and finished every new-feature tour (docs/tour.md), so neither the dialog nor
 * the tour sits over the screens the journeys test. The consent and tour journeys start from an
 * empty state instead (`storageState: { cookies: [], origins: [] }`).
 */
export function decidedVisitor(baseURL: string) {
  const { hostname, origin } = new URL(baseURL);
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
    origins: [{ origin, localStorage: [{ name: TOUR_STORAGE_KEY, value: JSON.stringify(TOURS.map((tour) => tour.id)) }] }],
  };
}
