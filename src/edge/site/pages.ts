import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { matchPath } from '../../shared/routes/match';
import { isBot } from '../../shared/agents';
import { isWorld, type World } from '../../shared/worlds';
import { COUNTRY_COOKIE_MAX_AGE_SECONDS } from '../../shared/constants';
import type { EdgeEnv } from '../env';
import { COOKIE } from '../cookies';
import { sessionToken } from '../session';
import { resolveWorld } from '../world/resolve';
import { findPartnerHost } from '../world/partner-hosts';
import { authorDomainPage } from './author-domain';
import { renderPage } from '../render/page-response';
import { redirectResponse } from '../render/document';
import { localeFor } from '../../shared/i18n/locale';
import { visitorVariants } from '../ab/experiments';
import { pageExperiments, pageTestKeys, pageVariantKey } from '../ab/page-tests';

function serializeCookie(name: string, value: string, maxAge: number): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; SameSite=Lax; Secure`;
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
  // The tests that change this page's HTML; the visitor's variants of them are part of its cache key (docs/experiments.md).
  const route = shop?.route ?? match?.route ?? null;
  const tests = pageTestKeys(route?.name ?? null);
  const { variants, setCookie } = await visitorVariants(c, tests);
  if (setCookie) setCookies.push(setCookie);
  return renderPage({
    env: c.env,
    waitUntil: (promise) => c.executionCtx.waitUntil(promise),
    url,
    locale,
    route,
    params: shop?.params ?? match?.params ?? {},
    ...(shop ? { module: shop.module } : {}),
    bot: isBot(userAgent),
    variantKey: pageVariantKey(tests, variants),
    experiments: pageExperiments(variants),
    setCookies,
    sessionToken: sessionToken(c),
  });
}
