import type { Context } from 'hono';
import { DEFAULT_COUNTRY } from '../../shared/countries';
import type { OriginEnv } from '../env';
import { edgeFact } from './edge-facts';

/** The visitor's country for display (currency, estimates): what the edge says, else Cloudflare's geolocation. */
export function visitorCountry(c: Context<{ Bindings: OriginEnv }>): string {
  const header = edgeFact(c, 'country') ?? '';
  if (/^[A-Za-z]{2}$/.test(header)) return header.toUpperCase();
  const cf = (c.req.raw as { cf?: { country?: unknown } }).cf;
  if (typeof cf?.country === 'string' && /^[A-Z]{2}$/.test(cf.country)) return cf.country;
  return DEFAULT_COUNTRY;
}
