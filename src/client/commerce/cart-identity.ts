/**
 * Whether the browser has anything a cart could belong to, without loading the cart client: the
 * header checks this on every page and loads the cart code only when the answer is yes.
 */

import { browserCookies } from '../api/browser';
import { createCartTokenStore, readCookie, type CartTokenStore } from '../api/cart-token';

/** The readable flag the edge sets next to the session cookie (src/edge/session.ts). */
const LOGGED_IN_COOKIE = 'kreide_logged_in';

/** Whether the browser has a cart token or a signed-in session. */
export function hasCartIdentity(cookies: string = browserCookies(), store: CartTokenStore = createCartTokenStore()): boolean {
  return store.read() !== null || readCookie(cookies, LOGGED_IN_COOKIE) === '1';
}

/** The identity a loaded cart belongs to: a sign-in changes it, and the cart is loaded again (and merged). */
export function cartIdentity(cookies: string = browserCookies()): 'signedIn' | 'anonymous' {
  return readCookie(cookies, LOGGED_IN_COOKIE) === '1' ? 'signedIn' : 'anonymous';
}
