import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { renderToString } from 'react-dom/server';
import { matchPath, routePath } from '../../shared/routes/match';
import { createTranslator } from '../../shared/i18n/translator';
import { DEFAULT_WORLD, isWorld, languageTag, worldForCountry, worldLanguage, WORLDS, WORLD_NAMES, type World } from '../../shared/worlds';
import { PageContextProvider } from '../../client/components/page-context';
import { LandingPage } from '../../client/pages/LandingPage';
import type { EdgeEnv } from '../env';
import { COOKIE } from '../cookies';
import { clientAssets } from '../render/assets';
import { documentStart } from '../render/head';
import { pageStateScript } from '../render/page-state';
import { applySecurityHeaders, newNonce, NONCE_PLACEHOLDER } from '../security';
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
    const world = WORLDS.find((w) => languageTag(worldLanguage(w)) === tag);
    if (world) return world;
  }
  return DEFAULT_WORLD;
}

/** Spec §2 entry point: a stored landing target without special state redirects; else the landing view. */
export async function entryPoint(c: Context<{ Bindings: EdgeEnv }>): Promise<Response> {
  const impersonating = getCookie(c, COOKIE.impersonating) === '1';
  const pendingFlow = c.req.query('token') !== undefined || c.req.query('flow') !== undefined;
  const target = safeLandingTarget(getCookie(c, COOKIE.landingTarget));
  const redirect = (location: string) => {
    const headers = new Headers({ location, 'cache-control': 'no-store' });
    applySecurityHeaders(headers);
    return new Response(null, { status: 302, headers });
  };
  if (target && !impersonating && !pendingFlow) return redirect(target);
  const partner = await findPartnerHost(c.env, new URL(c.req.url).host);
  if (partner && isWorld(partner.world) && partner.authorId === null) return redirect(routePath('home', partner.world) ?? `/${partner.world}`);
  // An author's shop host opens on the shop's materials list.
  if (partner && isWorld(partner.world) && partner.authorId !== null) return redirect(shopListPath(partner.world));

  const suggested = suggestWorld(getCookie(c, COOKIE.lastWorld), knownVisitorCountry(c), c.req.header('accept-language') ?? '');
  const language = worldLanguage(suggested);
  const i18n = createTranslator(language);
  const t = (key: string, vars?: Record<string, string | number>) => i18n.t(key, vars);
  const worlds = WORLDS.map((world) => ({
    world,
    name: WORLD_NAMES[world],
    href: routePath('home', world) ?? `/${world}`,
    hreflang: languageTag(worldLanguage(world)),
    current: world === suggested,
  }));
  const url = new URL(c.req.url);
  const start = documentStart(
    {
      title: `${t('meta:landing.title')} | Kreide`,
      description: t('meta:landing.description'),
      canonical: `${url.origin}/`,
      robots: 'index',
      languageTag: languageTag(language),
      alternates: [],
      xDefault: `${url.origin}/`,
      siteName: 'Kreide',
    },
    await clientAssets(c.env),
  );
  const body = renderToString(
    <PageContextProvider
      value={{ world: suggested, language, t, path: (name, params) => routePath(name, suggested, params), island: () => null }}
    >
      <LandingPage worlds={worlds} suggested={suggested} />
    </PageContextProvider>,
  );
  const nonce = newNonce();
  const headers = new Headers({
    'content-type': 'text/html; charset=utf-8',
    'content-language': languageTag(language),
    'cache-control': 'private, no-cache',
    vary: 'cookie, accept-language',
  });
  applySecurityHeaders(headers, nonce);
  const html = `${start}${body}${pageStateScript(suggested, language)}</body></html>`;
  return new Response(html.replaceAll(NONCE_PLACEHOLDER, nonce), { status: 200, headers });
}
