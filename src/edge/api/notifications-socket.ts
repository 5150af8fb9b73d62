import { Hono } from 'hono';
import type { EdgeEnv } from '../env';
import { fetchOrigin } from '../origin-client';
import { writeEdgeFacts } from '../edge-facts';
import { sessionToken } from '../session';
import { apiError, worldParam } from './respond';

/** The origin's socket call; `/notifications` is the public address (docs/notifications.md). */
const ORIGIN_SOCKET_PATH = '/api/v3/notifications/live';

/**
 * `/notifications?world=…`: the live notification socket. Checked here before any upgrade: a
 * WebSocket request, from one of our pages when a browser sends it (a socket opened from another
 * site would carry the visitor's cookie), and a session — the browser's session cookie, or an
 * app's `Authorization: Bearer` header. The origin checks the session itself and hands the socket
 * to the user's Durable Object.
 */
export const notificationsSocket = new Hono<{ Bindings: EdgeEnv }>().get('/notifications', async (c) => {
  if (c.req.header('upgrade')?.toLowerCase() !== 'websocket') return apiError(c, 426, 'upgrade_required', 'Open /notifications as a WebSocket.');
  const origin = c.req.header('origin');
  if (origin !== undefined && !sameHost(origin, c.req.url)) return apiError(c, 403, 'cross_site_request', 'This socket must be opened from a Kreide page.');
  const world = worldParam(c);
  if (world === null) return apiError(c, 400, 'unknown_world', `Unknown world "${c.req.query('world') ?? ''}".`);
  const bearer = /^Bearer\s+\S+$/i.test(c.req.header('authorization') ?? '') ? c.req.header('authorization') : undefined;
  const token = sessionToken(c);
  if (!bearer && !token) return apiError(c, 401, 'missing_token', 'Sign in to receive notifications.');

  const headers = new Headers({ upgrade: 'websocket', authorization: bearer ?? `Bearer ${token}` });
  writeEdgeFacts(headers, c);
  const url = new URL(ORIGIN_SOCKET_PATH, c.req.url);
  url.searchParams.set('world', world);
  const response = await fetchOrigin(c.env, new Request(url, { headers }));
  if (response.status !== 101 || !response.webSocket) {
    return new Response(response.body, { status: response.status, headers: { 'content-type': response.headers.get('content-type') ?? 'application/json; charset=utf-8', 'cache-control': 'no-store' } });
  }
  return new Response(null, { status: 101, webSocket: response.webSocket });
});

function sameHost(origin: string, requestUrl: string): boolean {
  try {
    return new URL(origin).host === new URL(requestUrl).host;
  } catch {
    return false;
  }
}
