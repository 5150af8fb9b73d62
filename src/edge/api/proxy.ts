import { Hono, type Context } from 'hono';
import type { EdgeEnv } from '../env';
import { fetchOrigin, GEO_COUNTRY_HEADER, VISITOR_COUNTRY_HEADER } from '../origin-client';
import { geoCountry, visitorCountry } from '../visitor';
import { getCookie } from 'hono/cookie';
import { clearedSessionCookies, IMPERSONATING_COOKIE, isSameOriginRequest, sessionCookies, sessionToken } from '../session';
import { apiError } from './respond';

const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'host', 'cookie'];
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Calls whose answer starts a browser session: the token goes into the cookie, not to page JavaScript. */
const SESSION_STARTERS = new Set(['/api/v3/oauth2/authenticate', '/api/v3/registration/finish', '/api/v3/oauth2/login-as']);

/**
 * Forwards a call to the origin with the visitor's country, the geolocated country, and the
 * session cookie turned into a bearer header (or the validate call's token header) when the
 * caller sent none of its own.
 */
async function forward(c: Context<{ Bindings: EdgeEnv }>, body: BodyInit | null): Promise<Response> {
  const incoming = c.req.raw;
  const headers = new Headers(incoming.headers);
  for (const name of HOP_BY_HOP) headers.delete(name);
  headers.set(VISITOR_COUNTRY_HEADER, visitorCountry(c));
  // Geolocation only, for VAT (docs/commerce.md, "Place of supply"): a caller's own header is dropped.
  headers.delete(GEO_COUNTRY_HEADER);
  const geo = geoCountry(c);
  if (geo) headers.set(GEO_COUNTRY_HEADER, geo);
  if (getCookie(c, IMPERSONATING_COOKIE) === '1') headers.set('x-kreide-impersonating', '1');
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

/** Every `/api/*` call goes to the origin; session starts and ends also set or clear the cookies. */
export const proxy = new Hono<{ Bindings: EdgeEnv }>().all('/api/*', async (c) => {
  const method = c.req.method;
  const usesCookie = !!sessionToken(c) && !c.req.header('authorization');
  const startsSession = method === 'POST' && SESSION_STARTERS.has(c.req.path);
  if (!SAFE_METHODS.has(method) && (usesCookie || startsSession) && !isSameOriginRequest(c)) {
    return apiError(c, 403, 'cross_site_request', 'This request must come from a Kreide page.');
  }
  const body = SAFE_METHODS.has(method) ? null : await c.req.arrayBuffer();

  if (startsSession) {
    const platform = body ? platformOf(body) : 'web';
    const response = await forward(c, body);
    if (!response.ok || platform !== 'web') return copy(response);
    const answer = (await response.json()) as TokenAnswer;
    const data = answer.data;
    if (!data?.access_token) return c.json(answer, response.status as 200);
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
  if (c.req.path === '/api/v3/oauth2/logout') {
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
