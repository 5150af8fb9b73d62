/** The visitor's cookie choice in the browser (docs/consent.md); the format is src/shared/consent.ts. */
import { CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS, consentAllows, parseConsent, serializeConsent, type ConsentCategory, type ConsentChoice } from '../shared/consent';
import { browserCookies } from './api/browser';
import { readCookie } from './api/cart-token';

const CONSENT_EVENT = 'kreide:consent';

/** What this module touches of the page; typed here, as the edge (which renders the dialog) has no DOM types. */
interface ConsentPage {
  document: { cookie: string };
  location: { protocol: string };
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
  dispatchEvent(event: Event): boolean;
}
const page = () => globalThis as unknown as ConsentPage;

/** The stored choice, or null while the visitor has not chosen. */
export function readConsent(cookies: string = browserCookies()): ConsentChoice | null {
  return parseConsent(readCookie(cookies, CONSENT_COOKIE));
}

/** Whether the visitor allowed a category; before any choice only `necessary` is. */
export function allowed(category: ConsentCategory, cookies: string = browserCookies()): boolean {
  return consentAllows(readConsent(cookies), category);
}

/** Stores the choice for the whole site and tells every listener of this page. */
export function saveConsent(choice: ConsentChoice): void {
  const secure = page().location.protocol === 'https:' ? '; Secure' : '';
  page().document.cookie = `${CONSENT_COOKIE}=${serializeConsent(choice)}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
  page().dispatchEvent(new CustomEvent<ConsentChoice>(CONSENT_EVENT, { detail: choice }));
}

/** Calls `listener` with every choice the visitor makes on this page; returns the unsubscribe. */
export function onConsent(listener: (choice: ConsentChoice) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<ConsentChoice>).detail);
  page().addEventListener(CONSENT_EVENT, handle);
  return () => page().removeEventListener(CONSENT_EVENT, handle);
}
