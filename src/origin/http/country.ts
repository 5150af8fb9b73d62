import type { Context } from 'hono';
import { DEFAULT_COUNTRY } from '../../shared/countries';
import type { OriginEnv } from '../env';
import { edgeFact } from './edge-facts';

/**
 * The visitor's country for display (currency, estimates): what the edge says, else Cloudflare's
 * geolocation. The visitor may choose it, so it is never evidence for VAT — see `geoCountry` and
 * docs/commerce.md ("Place of supply").
 */
export function visitorCountry(c: Context<{ Bindings: OriginEnv }>): string {
  const header = edgeFact(c, 'country') ?? '';
  if (/^[A-Za-z]{2}$/.test(header)) return header.toUpperCase();
  const cf = (c.req.raw as { cf?: { country?: unknown } }).cf;
  if (typeof cf?.country === 'string' && /^[A-Z]{2}$/.test(cf.country)) return cf.country;
  return DEFAULT_COUNTRY;
}

/**
 * The country the edge's runtime located the caller in (IP geolocation), or null when it gave
 * none. Evidence for the place of supply; all reading of the header happens here.
 */
export function geoCountry(c: Context<{ Bindings: OriginEnv }>): string | null {
  const header = (edgeFact(c, 'geoCountry') ?? '').trim();
  // Cloudflare's `XX` (unknown) and `T1` (Tor) say nothing about a country.
  if (!/^[A-Za-z]{2}$/.test(header) || /^(XX|T1)$/i.test(header)) return null;
  return header.toUpperCase();
}
