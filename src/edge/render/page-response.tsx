import type { RouteEntry } from '../../shared/routes/types';
import { routeByName, routePath } from '../../shared/routes/match';
import type { Locale } from '../../shared/i18n/locale';
import type { Translate } from '../../shared/i18n/translate';
import { translatorFor } from '../../shared/i18n/translator';
import { DEFAULT_WORLD, type World } from '../../shared/worlds';
import { NotFoundPage } from '../../client/pages/NotFoundPage';
import type { EdgeEnv } from '../env';
import { pageFor } from '../pages/registry';
import type { PageModule, PageOutcome, PageRequest } from '../pages/types';
import { isRefusal } from '../origin-client';
import type { PageExperiments } from '../ab/page-tests';
import { loadViewer, type Viewer } from '../viewer';
import { NONCE_PLACEHOLDER } from '../security';
import { hreflangAlternates } from './world-links';
import { readCachedPage } from './html-cache';
import { pageContext, pageElement, redirectResponse, renderDocument, respondFromCache } from './document';

/**
 * Screens where the cookie dialog does not open by itself (docs/consent.md): the terms and the
 * imprint it links to, and a learning room's student pages, which a class opens on phones and which
 * use nothing but necessary storage. The footer still opens it.
 */
const QUIET_CONSENT_SCREENS: ReadonlySet<string | undefined> = new Set(['terms', 'imprint', 'roomJoin', 'roomJoinCode']);

export interface PageRenderRequest {
  env: EdgeEnv;
  waitUntil: (promise: Promise<unknown>) => void;
  url: URL;
  /** The request's world and language, decided where the edge resolved the world. */
  locale: Locale;
  route: RouteEntry | null;
  params: Readonly<Record<string, string>>;
  /** Crawlers get the complete document at once. */
  bot: boolean;
  /** Part of the cache key: the A/B variants that change the page (`NAV=C@3,RANK3=B@1`). */
  variantKey: string;
  /** The page's tests in the visitor's variants, as the variant key names them (docs/experiments.md). */
  experiments?: PageExperiments;
  /** Cookies to set on this response only (never cached). */
  setCookies: string[];
  /** A module answering instead of the route's own (author-domain pages); such pages have no hreflang alternates. */
  module?: PageModule;
  /** The visitor's session cookie, for the pages that ask who is signed in (`PageRequest.viewer`). */
  sessionToken?: string;
}

export function pageCacheKey(request: Pick<PageRenderRequest, 'env' | 'url' | 'variantKey'> & { world: World }): string {
  const { env, world, url, variantKey } = request;
  return `${env.BUILD_ID ?? ''}|${world}|${url.host}|${url.pathname}${url.search}|${variantKey}`;
}

/** A screen of the route table: the page module decides, the document renderer answers. */
export async function renderPage(request: PageRenderRequest): Promise<Response> {
  const { env, locale, route, params, url } = request;
  const { world } = locale;
  const cacheKey = pageCacheKey({ ...request, world });
  const cached = await readCachedPage(cacheKey, NONCE_PLACEHOLDER);
  if (cached) return respondFromCache(cached, request.setCookies);

  const t = translatorFor(locale.language);
  const experiments = request.experiments ?? {};
  let viewer: Promise<Viewer | null> | null = null;
  const viewerOnce = () => (viewer ??= loadViewer(env, request.sessionToken));
  const outcome: PageOutcome = route
    ? await decide(request.module ?? pageFor(route.name), { env, world, locale, route, params, url, t, now: new Date(), viewer: viewerOnce, sessionToken: request.sessionToken, experiments })
    : { kind: 'notFound' };

  if (outcome.kind === 'redirect') return redirectResponse(outcome.location, outcome.status, request.setCookies);
  // A page may speak another world's language (a learning room's join page); it is never cached then.
  const pageLocale = outcome.kind === 'page' && outcome.personal && outcome.locale ? outcome.locale : locale;
  const pageT = pageLocale === locale ? t : translatorFor(pageLocale.language);

  const found = outcome.kind === 'page' && route !== null;
  const screen = found ? route.name : 'notFound';
  const canonicalPath = found ? (outcome.head?.canonical ?? url.pathname) : null;
  // Search engines ignore hreflang on pages they do not index, so only indexed screens list their worlds (docs/architecture.md, "Render cost").
  // A screen is `index` only once it has content: a frame or an empty page says `noindex` (docs/search-engines.md).
  const robots = found ? (outcome.robots ?? route.robots) : 'noindex';
  const alternates = found && !request.module && robots === 'index' ? hreflangAlternates(route, params, url.origin) : [];
  // Screens opened from a one-time link carry the secret in their URL: never keep them in a cache.
  // Screens that answered for this visitor alone (`personal`) are never kept either.
  const holdsSecret = Object.keys(params).some((name) => /token/i.test(name)) || outcome.personal === true;
  const hydrated = new Set<string>();

  return renderDocument({
    env,
    locale: pageLocale,
    status: found ? (outcome.status ?? 200) : 404,
    head: {
      title: (found && outcome.head?.title) || pageT(`meta:${screen}.title`),
      description: (found && outcome.head?.description) || pageT(`meta:${screen}.description`),
      canonical: canonicalPath ? `${url.origin}${canonicalPath}` : null,
      robots,
      alternates,
      xDefault: alternates.find((a) => a.world === DEFAULT_WORLD)?.href ?? null,
      ...(found && outcome.head?.jsonLd ? { jsonLd: outcome.head.jsonLd } : {}),
      ...(found && outcome.sheets ? { sheets: outcome.sheets } : {}),
    },
    body: async () => {
      const body = await (found ? outcome.body : <NotFoundPage />);
      return pageElement(
        { ...pageContext(pageLocale, hydrated, pageT), experiments },
        {
          header: { query: url.searchParams.get('q') ?? '' },
          breadcrumbs: found ? (outcome.breadcrumbs ?? crumbsFor(route, pageT, pageLocale.world)) : undefined,
          consentAuto: !QUIET_CONSENT_SCREENS.has(screen),
          ...(found && outcome.schoolTrail ? { schoolTrail: true } : {}),
        },
        body,
      );
    },
    cache: holdsSecret ? { kind: 'never' } : { kind: 'shared', key: cacheKey, waitUntil: request.waitUntil },
    setCookies: request.setCookies,
    scripts: { hydrated, screen, experiments, ...(found && outcome.islandAreas ? { islandAreas: outcome.islandAreas } : {}) },
    ...(request.bot
      ? {}
      : { stream: { waitUntil: request.waitUntil, failure: `<main id="main"><h1>${pageT('common:error.title')}</h1><p>${pageT('common:error.retry')}</p></main>` } }),
  });
}

/** A screen's decision; the origin refusing what the page asked for (any 4xx) means there is nothing to show here. */
async function decide(module: PageModule, request: PageRequest): Promise<PageOutcome> {
  try {
    return await module(request);
  } catch (error) {
    if (isRefusal(error)) return { kind: 'notFound' };
    throw error;
  }
}

/** Breadcrumbs from the route table's parents when a page does not give its own. */
export function crumbsFor(route: RouteEntry | null, t: Translate, world: World) {
  if (!route || route.name === 'home') return [];
  const trail: { label: string; href: string | null }[] = [];
  let parentName = route.parent;
  const seen = new Set<string>();
  while (parentName && !seen.has(parentName)) {
    seen.add(parentName);
    trail.unshift({ label: t(`meta:${parentName}.heading`), href: routePath(parentName, world) });
    parentName = routeByName(parentName).parent;
  }
  trail.push({ label: t(`meta:${route.name}.heading`), href: null });
  return trail;
}
