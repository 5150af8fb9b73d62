import type { Context, Next } from 'hono';
import { matchPath } from '../../shared/routes/match';
import { DEFAULT_WORLD } from '../../shared/worlds';
import { readCapped } from '../../shared/read-capped';
import type { EdgeEnv } from '../env';
import { fetchOrigin } from '../origin-client';
import { MAIL_LINK_SCREENS, linkToken } from '../pages/mail-link-pages';

/** RFC 8058's body is `List-Unsubscribe=One-Click`; anything much bigger is not a one-click post. */
const MAX_BODY_BYTES = 1024;

/**
 * `POST` to a mail-link screen (docs/unsubscribe.md): the one-click unsubscribe of a mail client
 * (`List-Unsubscribe-Post: List-Unsubscribe=One-Click`, RFC 8058) and the screen's own button.
 * It carries no session; the token in the path is the credential, checked by the origin. A mail
 * client gets a short plain answer; a browser is sent back to the screen, which shows the result.
 * Every other POST goes on to the next handler.
 */
export async function mailLinkPost(c: Context<{ Bindings: EdgeEnv }>, next: Next): Promise<Response | void> {
  const url = new URL(c.req.url);
  const match = matchPath(url.pathname, DEFAULT_WORLD);
  const screen = match ? MAIL_LINK_SCREENS[match.route.name] : undefined;
  if (!match || !screen) {
    await next();
    return;
  }
  const bytes = await readCapped(c.req.raw.body, MAX_BODY_BYTES);
  const oneClick = bytes !== null && new URLSearchParams(new TextDecoder().decode(bytes)).get('List-Unsubscribe') === 'One-Click';
  const browser = (c.req.header('accept') ?? '').includes('text/html');
  const back = (query: string) => new Response(null, { status: 303, headers: { location: query ? `${url.pathname}?${query}` : url.pathname, 'cache-control': 'no-store' } });
  const plain = (status: number, text: string) => new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

  const token = linkToken(match);
  if (!oneClick || !token) return browser ? back('failed=1') : plain(400, 'Expected List-Unsubscribe=One-Click for a valid link.');
  const answer = await fetchOrigin(
    c.env,
    new Request(`https://origin.internal/api/v1/subscriptions/${screen.partition}/${token}?world=${match.world}`, { method: 'POST', headers: { accept: 'application/json' } }),
  );
  await answer.body?.cancel();
  if (answer.ok) return browser ? back('done=1') : plain(200, 'Unsubscribed.');
  if (answer.status >= 400 && answer.status < 500) return browser ? back('') : plain(answer.status, answer.status === 410 ? 'This link has expired.' : 'This link is not valid.');
  return browser ? back('failed=1') : plain(502, 'Please try again later.');
}
