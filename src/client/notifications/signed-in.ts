import { browserCookies } from '../api/browser';
import { readCookie } from '../api/cart-token';

/** The readable flag the edge sets next to the session cookie (src/edge/session.ts). */
const LOGGED_IN_COOKIE = 'kreide_logged_in';

/** Whether the visitor is signed in, without loading any session code (the entry asks it for the bell). */
export function signedInFlag(cookies: string = browserCookies()): boolean {
  return readCookie(cookies, LOGGED_IN_COOKIE) === '1';
}
