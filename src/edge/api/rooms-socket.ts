import { Hono } from 'hono';
import type { EdgeEnv } from '../env';
import { fetchOrigin } from '../origin-client';
import { writeEdgeFacts } from '../edge-facts';
import { sessionToken } from '../session';
import { apiError } from './respond';
import { ROOM_CODE_PATTERN } from '../../shared/rooms';

/**
 * `/rooms/:code/socket?role=teacher` (the teacher's session cookie) or `?role=student&key=…`
 * (the key the student got at join): a learning room's live socket (docs/learning-rooms.md).
 * Checked here before any upgrade: a WebSocket request from one of our pages when a browser sends
 * it, a plausible code. The origin checks the rest (the teacher's room, the student's key) and
 * hands the socket to the room's Durable Object.
 */
export const roomsSocket = new Hono<{ Bindings: EdgeEnv }>().get('/rooms/:code/socket', async (c) => {
  if (c.req.header('upgrade')?.toLowerCase() !== 'websocket') return apiError(c, 426, 'upgrade_required', 'Open the room socket as a WebSocket.');
  const origin = c.req.header('origin');
  if (origin !== undefined && !sameHost(origin, c.req.url)) return apiError(c, 403, 'cross_site_request', 'This socket must be opened from a Kreide page.');
  const code = c.req.param('code');
  if (!ROOM_CODE_PATTERN.test(code)) return apiError(c, 404, 'room_not_found', 'There is no room with this code.');
  const role = c.req.query('role');
  const headers = new Headers({ upgrade: 'websocket' });
  const url = new URL(`/api/v3/rooms/${code}/socket`, c.req.url);
  if (role === 'teacher') {
    const token = sessionToken(c);
    if (!token) return apiError(c, 401, 'missing_token', 'Sign in to run a room.');
    headers.set('authorization', `Bearer ${token}`);
    url.searchParams.set('role', 'teacher');
  } else if (role === 'student') {
    url.searchParams.set('role', 'student');
    url.searchParams.set('key', c.req.query('key') ?? '');
  } else return apiError(c, 400, 'invalid_role', 'The role is teacher or student.');
  writeEdgeFacts(headers, c);
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
