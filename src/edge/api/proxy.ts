import { Hono, type Context } from 'hono';
import type { EdgeEnv } from '../env';
import { fetchOrigin } from '../origin-client';
import { writeEdgeFacts } from '../edge-facts';
import { clearedSessionCookies, sessionCookies, sessionToken } from '../session';
import { apiError } from './respond';
import { apiBody } from './body';
import { devToolsOpen } from '../../shared/dev-tools';
import { persistVisitor } from './persist-visitor';
import { purgePages } from './page-purge';
import { PURGE_HEADER } from '../../shared/page-purge';
import { forgetEditedAbTest } from '../ab/variants';

const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'host', 'cookie'];
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Calls whose answer starts a browser session: the token goes into the cookie, not to page JavaScript. */
const SESSION_STARTERS = new Set(['/api/v3/oauth2/authenticate', '/api/v3/registration/finish', '/api/v3/oauth2/login-as']);
const LOGOUT = '/api/v3/oauth2/logout';

/**
 * Forwards a call to the origin with the facts only the edge knows (address, country), and the
 * session cookie turned into a bearer header (or the validate call's token header) when the
 * caller sent none of its own.
 */
async function forward(c: Context<{ Bindings: EdgeEnv }>, body: BodyInit | null): Promise<Response> {
  const incoming = c.req.raw;
  const headers = new Headers(incoming.headers);
  for (const name of HOP_BY_HOP) headers.delete(name);
  writeEdgeFacts(headers, c);
  const token = sessionToken(c);
  if (token && !headers.has('authorization')) {
    if (c.req.path === '/api/v3/oauth2/validate') {
      if (!headers.has('x-access-token')) headers.set('x-access-token', token);
    } else {
      headers.set('authorization', `Bearer ${token}`);
    }
  }
  const request = new Request(incoming.url, { method: incoming.method, headers, body, redirect: 'manual' });
  return fetchOrigin(c.env, request);
}

function copy(response: Response, body: BodyInit | null = response.body): Response {
  return new Response(body, { status: response.status, statusText: response.statusText, headers: new Headers(response.headers) });
}

interface TokenAnswer {
  data?: { access_token?: string | null; oauth_user_id?: number | null; expires_in?: number; scope?: string };
}

/**
 * Every `/api/*` call goes to the origin; session starts and ends also set or clear the cookies.
 * Requests from other sites were refused before (../cross-site.ts).
 */
export const proxy = new Hono<{ Bindings: EdgeEnv }>().all('/api/*', async (c) => {
  const method = c.req.method;
  if (c.req.path.startsWith('/api/dev/') && !devToolsOpen(c.env.DEV_TOOLS, new URL(c.req.url))) {
    return apiError(c, 404, 'not_found', `No API call ${method} ${c.req.path}.`);
  }
  // A browser's sign-out changes state, so it is a POST (same-origin checked); GET stays for bearer clients.
  if (c.req.path === LOGOUT && method === 'GET' && !c.req.header('authorization')) {
    return apiError(c, 405, 'method_not_allowed', 'Sign out with POST from a Kreide page.');
  }
  let body: ArrayBuffer | null = null;
  if (!SAFE_METHODS.has(method)) {
    const read = await apiBody(c);
    if ('refused' in read) return read.refused;
    body = read.bytes;
  }

  if (method === 'POST' && SESSION_STARTERS.has(c.req.path)) {
    const platform = body ? platformOf(body) : 'web';
    const response = await forward(c, body);
    if (!response.ok || platform !== 'web') return copy(response);
    const answer = (await response.json()) as TokenAnswer;
    const data = answer.data;
    if (!data?.access_token) return c.json(answer, response.status as 200);
    if (data.oauth_user_id && c.req.path !== '/api/v3/oauth2/login-as') await persistVisitor(c, sessionToken(c), data.access_token);
    const headers = new Headers({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    for (const cookie of sessionCookies({
      accessToken: data.access_token,
      userId: data.oauth_user_id ?? null,
      expiresIn: data.expires_in ?? 3600,
      impersonating: c.req.path === '/api/v3/oauth2/login-as',
    })) {
      headers.append('set-cookie', cookie);
    }
    return new Response(JSON.stringify({ data: { ...data, access_token: null } }), { status: response.status, headers });
  }

  const response = await forward(c, body);
  await forgetEditedAbTest(c.env, method, c.req.path, response.ok);
  const purge = response.headers.get(PURGE_HEADER);
  if (purge !== null) {
    // Before the answer: once the publish call returns, the next visitor gets the new page.
    if (response.ok && !SAFE_METHODS.has(method)) await purgePages(c.env, purge, [new URL(c.req.url).host]);
    const answered = copy(response);
    answered.headers.delete(PURGE_HEADER);
    return answered;
  }
  if (c.req.path === LOGOUT) {
    const cleared = copy(response);
    for (const cookie of clearedSessionCookies()) cleared.headers.append('set-cookie', cookie);
    return cleared;
  }
  return copy(response);
});

/** Browsers get cookies; the apps (platform ios/android) keep the token in the answer. */
function platformOf(body: ArrayBuffer): string {
  try {
    const parsed = JSON.parse(new TextDecoder().decode(body)) as { platform?: unknown };
    return typeof parsed.platform === 'string' ? parsed.platform : 'web';
  } catch {
    return 'web';
  }
}
