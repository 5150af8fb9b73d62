import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { EDGE_FACT_HEADERS, isEdgeFactHeader } from '../shared/edge-facts';
import { devToolsOpen } from '../shared/dev-tools';
import type { EdgeEnv } from './env';
import { COOKIE } from './cookies';
import { geoCountry, visitorCountry } from './visitor';
import { experimentFacts } from './ab/experiments';

/**
 * The visitor's address. On Cloudflare the runtime writes `cf-connecting-ip` on every incoming
 * request, replacing whatever the client sent; nothing does so on a local workerd, where every
 * visitor is `local` (docs/security.md).
 */
function clientAddress(c: Context<{ Bindings: EdgeEnv }>): string {
  if (c.env.ENVIRONMENT !== 'production') return 'local';
  return c.req.header('cf-connecting-ip') ?? 'unknown';
}

/** Drops the visitor's copies of the edge's headers and writes the edge's own. */
export function writeEdgeFacts(headers: Headers, c: Context<{ Bindings: EdgeEnv }>): void {
  for (const name of [...headers.keys()]) if (isEdgeFactHeader(name)) headers.delete(name);
  headers.set(EDGE_FACT_HEADERS.clientIp, clientAddress(c));
  headers.set(EDGE_FACT_HEADERS.country, visitorCountry(c));
  const geo = geoCountry(c);
  if (geo) headers.set(EDGE_FACT_HEADERS.geoCountry, geo);
  if (getCookie(c, COOKIE.impersonating) === '1') headers.set(EDGE_FACT_HEADERS.impersonating, '1');
  const experiments = experimentFacts(c);
  if (experiments) {
    headers.set(EDGE_FACT_HEADERS.experiments, experiments.assignments);
    headers.set(EDGE_FACT_HEADERS.experimentVisitor, experiments.visitorId);
  }
  const url = new URL(c.req.url);
  if (devToolsOpen(c.env.DEV_TOOLS, url)) {
    headers.set(EDGE_FACT_HEADERS.devTools, 'on');
    headers.set(EDGE_FACT_HEADERS.devOrigin, url.origin);
  }
}
