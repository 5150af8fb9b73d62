import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { matchPath, routePath } from '../../shared/routes/match';
import { translatorFor } from '../../shared/i18n/translator';
import { localeFor } from '../../shared/i18n/locale';
import { DEFAULT_WORLD, isWorld, worldForCountry, WORLDS, WORLD_NAMES, type World } from '../../shared/worlds';
import { PageContextProvider } from '../../client/components/page-context';
import { LandingPage } from '../../client/pages/LandingPage';
import type { EdgeEnv } from '../env';
import { COOKIE } from '../cookies';
import { pageContext, redirectResponse, renderDocument } from '../render/document';
import { findPartnerHost } from '../world/partner-hosts';
import { shopListPath } from './author-domain';
import { knownVisitorCountry } from '../visitor';

/** A stored landing target is followed only when it is one of our own screens. */
export function safeLandingTarget(target: string | undefined): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.length > 512) return null;
  const path = target.split(/[?#]/, 1)[0] ?? '';
  return matchPath(path, DEFAULT_WORLD) ? target : null;
}

/** The world the landing view preselects: last visited, else the visitor's country, else their language. */
export function suggestWorld(cookieWorld: string | undefined, country: string | null, acceptLanguage: string): World {
  if (isWorld(cookieWorld)) return cookieWorld;
  const byCountry = worldForCountry(country);
  if (byCountry) return byCountry;
  for (const part of acceptLanguage.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().split('-')[0] ?? '';
    const world = WORLDS.find((w) => localeFor(w).tag === tag);
    if (world) return world;
  }
  return DEFAULT_WORLD;
}

/** The entry point `/`: a stored landing target without special state redirects; else the landing view. */
export async function entryPoint(c: Context<{ Bindings: EdgeEnv }>): Promise<Response> {
  const impersonating = getCookie(c, COOKIE.impersonating) === '1';
  const pendingFlow = c.req.query('token') !== undefined || c.req.query('flow') !== undefined;
  const target = safeLandingTarget(getCookie(c, COOKIE.landingTarget));
  if (target && !impersonating && !pendingFlow) return redirectResponse(target, 302);
  const partner = await findPartnerHost(c.env, new URL(c.req.url).host);
  if (partner && isWorld(partner.world) && partner.authorId === null) return redirectResponse(routePath('home', partner.world) ?? `/${partner.world}`, 302);
  // An author's shop host opens on the shop's materials list.
  if (partner && isWorld(partner.world) && partner.authorId !== null) return redirectResponse(shopListPath(partner.world), 302);

  const suggested = suggestWorld(getCookie(c, COOKIE.lastWorld), knownVisitorCountry(c), c.req.header('accept-language') ?? '');
  const locale = localeFor(suggested);
  const t = translatorFor(locale.language);
  const worlds = WORLDS.map((world) => ({
    world,
    name: WORLD_NAMES[world],
    href: routePath('home', world) ?? `/${world}`,
    hreflang: localeFor(world).tag,
    current: world === suggested,
  }));
  const url = new URL(c.req.url);
  const hydrated = new Set<string>();
  return renderDocument({
    env: c.env,
    locale,
    head: {
      title: t('meta:landing.title'),
      description: t('meta:landing.description'),
      canonical: `${url.origin}/`,
      robots: 'index',
      alternates: [],
      xDefault: `${url.origin}/`,
    },
    body: () => (
      <PageContextProvider value={{ ...pageContext(locale, hydrated, t), island: () => null }}>
        <LandingPage worlds={worlds} suggested={suggested} />
      </PageContextProvider>
    ),
    // The view depends on the visitor's cookies and languages: kept by no shared cache.
    cache: { kind: 'private' },
    headers: { vary: 'cookie, accept-language' },
    scripts: { hydrated },
  });
}
