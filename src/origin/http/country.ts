import type { Context } from 'hono';
import { DEFAULT_COUNTRY } from '../../shared/countries';

/** The header through which the edge passes the visitor's country (cookie choice or geo IP). */
export const VISITOR_COUNTRY_HEADER = 'x-kreide-country';

/** The header through which the edge passes the runtime's IP geolocation only (never the cookie). */
export const GEO_COUNTRY_HEADER = 'x-kreide-geo-country';

/**
 * The visitor's country for display (currency, suggestions): the visitor may choose it, so it
 * is never evidence for VAT — see `geoCountry` and docs/commerce.md ("Place of supply").
 */
export function visitorCountry(c: Context): string {
  const header = c.req.header(VISITOR_COUNTRY_HEADER) ?? '';
  if (/^[A-Za-z]{2}$/.test(header)) return header.toUpperCase();
  const cf = (c.req.raw as { cf?: { country?: unknown } }).cf;
  if (typeof cf?.country === 'string' && /^[A-Z]{2}$/.test(cf.country)) return cf.country;
  return DEFAULT_COUNTRY;
}

/**
 * The country the edge's runtime located the caller in (IP geolocation), or null when it gave
 * none. Evidence for the place of supply; all reading of the header happens here.
 */
export function geoCountry(c: Context): string | null {
  const header = (c.req.header(GEO_COUNTRY_HEADER) ?? '').trim();
  // Cloudflare's `XX` (unknown) and `T1` (Tor) say nothing about a country.
  if (!/^[A-Za-z]{2}$/.test(header) || /^(XX|T1)$/i.test(header)) return null;
  return header.toUpperCase();
}
