import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';

/** The session lives in an HttpOnly cookie page JavaScript cannot read; the edge turns it into a bearer header. */
const SESSION_COOKIE = 'kreide_session';
/** Readable flags of docs/product-rules.md, "Entities": logged in, the stored user id, impersonation. */
const LOGGED_IN_COOKIE = 'kreide_logged_in';
const USER_ID_COOKIE = 'kreide_uid';
const IMPERSONATING_COOKIE = 'kreide_impersonating';

export function sessionToken(c: Context): string | undefined {
  const token = getCookie(c, SESSION_COOKIE);
  return token && token !== 'undefined' ? token : undefined;
}

function cookie(name: string, value: string, maxAge: number, httpOnly: boolean): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; SameSite=Lax; Secure${httpOnly ? '; HttpOnly' : ''}`;
}

export interface SessionGrant {
  accessToken: string;
  userId: number | null;
  expiresIn: number;
  impersonating: boolean;
}

export function sessionCookies(grant: SessionGrant): string[] {
  const signedIn = grant.userId !== null;
  return [
    cookie(SESSION_COOKIE, grant.accessToken, grant.expiresIn, true),
    cookie(LOGGED_IN_COOKIE, signedIn ? '1' : '0', grant.expiresIn, false),
    signedIn ? cookie(USER_ID_COOKIE, String(grant.userId), grant.expiresIn, false) : cookie(USER_ID_COOKIE, '', 0, false),
    cookie(IMPERSONATING_COOKIE, grant.impersonating ? '1' : '0', grant.impersonating ? grant.expiresIn : 0, false),
  ];
}

export function clearedSessionCookies(): string[] {
  return [SESSION_COOKIE, LOGGED_IN_COOKIE, USER_ID_COOKIE, IMPERSONATING_COOKIE].map((name) =>
    cookie(name, '', 0, name === SESSION_COOKIE),
  );
}
