import { Hono } from 'hono';
import type { EdgeEnv } from '../env';
import { fetchOrigin, VISITOR_COUNTRY_HEADER } from '../origin-client';
import { visitorCountry } from '../visitor';

const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'host'];

/** Every other `/api/*` call goes to the origin unchanged, with the visitor's country added. */
export const proxy = new Hono<{ Bindings: EdgeEnv }>().all('/api/*', async (c) => {
  const incoming = c.req.raw;
  const headers = new Headers(incoming.headers);
  for (const name of HOP_BY_HOP) headers.delete(name);
  headers.set(VISITOR_COUNTRY_HEADER, visitorCountry(c));
  const hasBody = incoming.method !== 'GET' && incoming.method !== 'HEAD';
  const request = new Request(incoming.url, {
    method: incoming.method,
    headers,
    body: hasBody ? incoming.body : null,
    redirect: 'manual',
  });
  const response = await fetchOrigin(c.env, request);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers: new Headers(response.headers) });
});
