import { Hono } from 'hono';
import type { EdgeEnv } from './env';
import { assertEdgeEnv } from './env';
import { applySecurityHeaders } from './security';
import { geo } from './api/geo';
import { variants } from './api/variants';
import { proxy } from './api/proxy';
import { entryPoint } from './site/root';
import { pageRequest } from './site/pages';

/** The edge worker: composes middleware and routers, nothing else. */
const app = new Hono<{ Bindings: EdgeEnv }>();

app.use(async (c, next) => {
  assertEdgeEnv(c.env);
  await next();
  if (!c.res.headers.has('strict-transport-security')) applySecurityHeaders(c.res.headers);
});

app.route('/', geo);
app.route('/', variants);
app.route('/', proxy);
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
