import type { Context } from 'hono';
import type { OriginEnv } from '../env';
import { edgeFact } from './edge-facts';

const LOOPBACK_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

/**
 * The site's address for links in e-mails and payment returns: `PUBLIC_URL`, except under
 * `npm start`, where the edge tells the address the developer opened (any `PORT`), so a link
 * in the dev mailbox leads back to the same local server (docs/security.md, "Development tools").
 */
export function publicUrl(c: Context<{ Bindings: OriginEnv }>): string {
  if (c.env.ENVIRONMENT !== 'production' && edgeFact(c, 'devTools') === 'on') {
    const origin = edgeFact(c, 'devOrigin');
    if (origin && LOOPBACK_ORIGIN.test(origin)) return origin;
  }
  return c.env.PUBLIC_URL;
}
