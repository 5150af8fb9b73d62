import type { Context } from 'hono';
import type { EdgeEnv } from '../env';
import { fetchOrigin } from '../origin-client';
import { writeEdgeFacts } from '../edge-facts';

/**
 * After a browser signs in, what it did as a visitor becomes the account's: the follows and the
 * favourites of the visitor token it held (docs/favourites.md, "At sign-in"). The edge knows that
 * token (the session cookie page JavaScript cannot read), so it asks the origin's
 * `v3/subscriptions/anonymous/persist` with the new account token. An account token in the old
 * cookie, or none, is refused by the origin and changes nothing; a failure never stops the sign-in.
 */
export async function persistVisitor(c: Context<{ Bindings: EdgeEnv }>, visitorToken: string | undefined, accountToken: string): Promise<void> {
  if (!visitorToken || visitorToken === accountToken) return;
  const headers = new Headers({ 'content-type': 'application/json', authorization: `Bearer ${accountToken}` });
  writeEdgeFacts(headers, c);
  const url = new URL('/api/v3/subscriptions/anonymous/persist', c.req.url);
  try {
    const answer = await fetchOrigin(c.env, new Request(url, { method: 'POST', headers, body: JSON.stringify({ anonymousToken: visitorToken }) }));
    await answer.body?.cancel();
  } catch (error) {
    console.error('visitor favourites and follows could not move to the account', error);
  }
}
