import { getCookie } from 'hono/cookie';
import type { Context } from 'hono';
import { DEFAULT_COUNTRY } from '../shared/countries';
import { COOKIE } from './cookies';

/** The visitor's country when known: their own choice (set-country cookie), else geo IP. */
export function knownVisitorCountry(c: Context): string | null {
  const chosen = getCookie(c, COOKIE.country);
  if (chosen && /^[A-Z]{2}$/.test(chosen)) return chosen;
  return geoCountry(c);
}

/** The country the runtime located the request in (cf.country), never the visitor's choice; null when unknown. */
export function geoCountry(c: Context): string | null {
  const cf = (c.req.raw as { cf?: { country?: unknown } }).cf;
  return typeof cf?.country === 'string' && /^[A-Z]{2}$/.test(cf.country) ? cf.country : null;
}

/** The visitor's country, the default world's country when unknown. */
export function visitorCountry(c: Context): string {
  return knownVisitorCountry(c) ?? DEFAULT_COUNTRY;
}

export function cookieOptions(maxAgeSeconds: number) {
  return { path: '/', maxAge: maxAgeSeconds, sameSite: 'Lax' as const, secure: true, httpOnly: false };
}
