import { Hono } from 'hono';
import type { EdgeEnv } from './env';
import { assertEdgeEnv } from './env';
import { applySecurityHeaders } from './security';
import { refuseCrossSiteStateChanges } from './cross-site';
import { geo } from './api/geo';
import { variants } from './api/variants';
import { headerMenu } from './api/header-menu';
import { texts } from './site/texts';
import { boot } from './site/boot';
import { proxy } from './api/proxy';
import { notificationsSocket } from './api/notifications-socket';
import { roomsSocket } from './api/rooms-socket';
import { entryPoint } from './site/root';
import { pageRequest } from './site/pages';
import { devMailboxPage } from './site/dev-mailbox';
import { devDemoPayment } from './site/dev-demo-payment';
import { socialReturnPost } from './site/social-return';
import { mailLinkPost } from './site/mail-link-post';
import { sitemaps } from './site/sitemaps';

/** The edge worker: composes middleware and routers, nothing else. */
const app = new Hono<{ Bindings: EdgeEnv }>();

app.use(async (c, next) => {
  assertEdgeEnv(c.env);
  await next();
  if (!c.res.headers.has('strict-transport-security')) applySecurityHeaders(c.res.headers);
});

/** Operator health check, before the page routes: no world resolution, no origin call, never cached. */
app.get('/healthz', () => new Response('ok', { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } }));

app.use(refuseCrossSiteStateChanges);
app.route('/', geo);
app.route('/', variants);
app.route('/', headerMenu);
app.route('/', texts);
app.route('/', boot);
app.route('/', proxy);
app.route('/', notificationsSocket);
app.route('/', roomsSocket);
/** robots.txt and the sitemaps (docs/search-engines.md). */
app.route('/', sitemaps);
/** `npm start` on this machine only (a 404 everywhere else): the outbox as a page. */
app.get('/dev/mailbox', devMailboxPage);
/** `npm start` on this machine only: the MaterialFiles island until the upload-edit screen holds it. */
app.route('/', devDemoPayment);
/** One-click unsubscribe (RFC 8058) and the buttons of the mail-link screens; every other POST passes on. */
app.post('*', mailLinkPost);
/** Apple's form_post to the social sign-in return screen; every other POST passes on. */
app.post('*', socialReturnPost);
app.get('/', entryPoint);
app.get('*', pageRequest);

app.onError((error, c) => {
  console.error('edge error', c.req.path, error);
  if (c.req.path.startsWith('/api/')) {
    return c.json({ error: { code: 'upstream_unavailable', message: 'The service is not available right now.' } }, 502);
  }
  return c.html('<!doctype html><html lang="en"><title>Kreide</title><h1>Something went wrong</h1><p>Please try again in a moment.</p></html>', 500);
});

export default app;
