import type { Context } from 'hono';
import { DEFAULT_COUNTRY } from '../../shared/countries';

/** The header through which the edge passes the visitor's country (cookie choice or geo IP). */
export const VISITOR_COUNTRY_HEADER = 'x-kreide-country';

export function visitorCountry(c: Context): string {
  const header = c.req.header(VISITOR_COUNTRY_HEADER) ?? '';
  if (/^[A-Za-z]{2}$/.test(header)) return header.toUpperCase();
  const cf = (c.req.raw as { cf?: { country?: unknown } }).cf;
  if (typeof cf?.country === 'string' && /^[A-Z]{2}$/.test(cf.country)) return cf.country;
  return DEFAULT_COUNTRY;
}
