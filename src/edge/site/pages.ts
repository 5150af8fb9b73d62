import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { matchPath } from '../../shared/routes/match';
import { isBot, isPrerenderOrUiTest } from '../../shared/agents';
import { isWorld, type World } from '../../shared/worlds';
import { COOKIE_DEFAULT_MAX_AGE_SECONDS, COUNTRY_COOKIE_MAX_AGE_SECONDS } from '../../shared/constants';
import type { EdgeEnv } from '../env';
import { COOKIE } from '../cookies';
import { sessionToken } from '../session';
import { resolveWorld } from '../world/resolve';
import { findPartnerHost } from '../world/partner-hosts';
import { authorDomainPage } from './author-domain';
import { renderPage } from '../render/page-response';
import { redirectResponse } from '../render/document';
import { localeFor } from '../../shared/i18n/locale';
import { loadAbTest } from '../ab/variants';
import { decideVariant, parseAssignments, serializeAssignments } from '../ab/assignment';

/** The A/B test whose variant changes page HTML (navigation), and so the cache key. */
export const PAGE_TEST = 'NAV';

function serializeCookie(name: string, value: string, maxAge: number): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; SameSite=Lax; Secure`;
}

async function pageVariant(c: Context<{ Bindings: EdgeEnv }>, defaultOnly: boolean, setCookies: string[]): Promise<string> {
  let test;
  try {
    test = await loadAbTest(c.env, PAGE_TEST);
  } catch (error) {
    console.error('A/B test unavailable', error);
    return `${PAGE_TEST}=default`;
  }
  if (!test) return `${PAGE_TEST}=none`;
  const assignments = parseAssignments(getCookie(c, COOKIE.abVariants));
  const decision = decideVariant(test, assignments.get(test.key), { defaultOnly, roll: Math.random() });
  if (decision.assign) {
    assignments.set(test.key, decision.assign);
    setCookies.push(serializeCookie(COOKIE.abVariants, serializeAssignments(assignments), COOKIE_DEFAULT_MAX_AGE_SECONDS));
  }
  return `${PAGE_TEST}=${decision.variant.name}`;
}

/**
 * `/de/anmelden/` → `/de/anmelden`. Leading slashes and backslashes collapse into one, so
 * `//evil.example/` becomes `/evil.example` on this site, never a protocol-relative `//evil.example`.
 */
function withoutTrailingSlash(pathname: string): string {
  return `/${pathname.replace(/^[/\\]+/, '').replace(/\/+$/, '')}`;
}

/** Every screen of the route table, in the world the request resolves to. */
export async function pageRequest(c: Context<{ Bindings: EdgeEnv }>): Promise<Response> {
  const url = new URL(c.req.url);
  if (url.pathname.length > 1 && url.pathname.endsWith('/')) return redirectResponse(withoutTrailingSlash(url.pathname) + url.search, 301, [], null);
  const firstSegment = url.pathname.split('/')[1];
  const partner = isWorld(firstSegment) ? null : await findPartnerHost(c.env, url.host);
  const cookieWorld = getCookie(c, COOKIE.lastWorld);
  const { world, source } = resolveWorld({
    firstSegment,
    partnerWorld: partner && isWorld(partner.world) ? (partner.world as World) : undefined,
    cookieWorld,
  });
  const match = matchPath(url.pathname, world);
  // An author's own domain: its shop paths (materials list, material pages, blog) without a world prefix.
  const shop = partner ? authorDomainPage(partner, url.pathname) : null;
  const setCookies: string[] = [];
  if (source === 'path' && cookieWorld !== world) {
    setCookies.push(serializeCookie(COOKIE.lastWorld, world, COUNTRY_COOKIE_MAX_AGE_SECONDS));
  }
  // The one place a page request's language is decided; everything after reads it from here.
  const locale = localeFor(shop?.world ?? match?.world ?? world);
  const userAgent = c.req.header('user-agent');
  const variantKey = await pageVariant(c, isPrerenderOrUiTest(userAgent) || isBot(userAgent), setCookies);
  return renderPage({
    env: c.env,
    waitUntil: (promise) => c.executionCtx.waitUntil(promise),
    url,
    locale,
    route: shop?.route ?? match?.route ?? null,
    params: shop?.params ?? match?.params ?? {},
    ...(shop ? { module: shop.module } : {}),
    bot: isBot(userAgent),
    variantKey,
    setCookies,
    sessionToken: sessionToken(c),
  });
}
