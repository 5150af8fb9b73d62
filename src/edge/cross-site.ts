import type { Context, MiddlewareHandler } from 'hono';
import { apiError } from './api/respond';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Entry points that take state changes from other sites by design (docs/security.md): Stripe's signed webhook. */
const CROSS_SITE_ENTRY_POINTS: ReadonlySet<string> = new Set(['/api/v3/payments/stripe/webhook']);

/**
 * A request a browser could have been tricked into sending from another site: its fetch metadata
 * says so, its `Origin` is not ours, or — for old browsers that send neither — it carries cookies.
 * The apps and other API clients send no cookies and no browser metadata, so they pass
 * (docs/security.md, "Requests from other sites").
 */
function isCrossSiteRequest(c: Context): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site) return site !== 'same-origin' && site !== 'none';
  const origin = c.req.header('origin');
  if (origin) {
    try {
      return new URL(origin).host !== new URL(c.req.url).host;
    } catch {
      return true;
    }
  }
  return (c.req.header('cookie') ?? '').trim() !== '';
}

/** Every state change under `/api/` and `/dev/` must come from our own pages or from a client that is no browser. */
export const refuseCrossSiteStateChanges: MiddlewareHandler = async (c, next) => {
  const { path } = c.req;
  const guarded = path.startsWith('/api/') || path.startsWith('/dev/');
  if (!guarded || SAFE_METHODS.has(c.req.method) || CROSS_SITE_ENTRY_POINTS.has(path) || !isCrossSiteRequest(c)) return next();
  return apiError(c, 403, 'cross_site_request', 'This request must come from a Kreide page.');
};
