import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { RouteEntry } from '../../shared/routes/types';
import { routeByName, routePath } from '../../shared/routes/match';
import { renderingTranslateFor } from '../../shared/i18n/translator';
import { DEFAULT_WORLD, languageTag, worldLanguage, type World } from '../../shared/worlds';
import { PageContextProvider, type PageContextValue } from '../../client/components/page-context';
import { Layout } from '../../client/components/Layout';
import { NotFoundPage } from '../../client/pages/NotFoundPage';
import type { Translate } from '../../client/i18n/translate';
import type { EdgeEnv } from '../env';
import { pageFor } from '../pages/registry';
import { megaMenu } from '../pages/mega-menu';
import type { PageModule, PageOutcome, PageRequest } from '../pages/types';
import { OriginError } from '../origin-client';
import { applySecurityHeaders, newNonce, NONCE_PLACEHOLDER } from '../security';
import { clientAssets, islandPreloads } from './assets';
import { documentStart, type HeadData } from './head';
import { createIslandRenderer } from './islands';
import { pageStateScript } from './page-state';
import { hreflangAlternates, worldLinks } from './world-links';
import { readCachedPage, stampNonce, storeCachedPage, type ServablePage } from './html-cache';

export interface PageRenderRequest {
  env: EdgeEnv;
  waitUntil: (promise: Promise<unknown>) => void;
  url: URL;
  world: World;
  route: RouteEntry | null;
  params: Readonly<Record<string, string>>;
  /** Crawlers get the complete document at once. */
  bot: boolean;
  /** Part of the cache key: the A/B variants that change the page. */
  variantKey: string;
  /** Cookies to set on this response only (never cached). */
  setCookies: string[];
  /** A module answering instead of the route's own (author-domain pages); such pages have no hreflang alternates. */
  module?: PageModule;
}

const SITE_NAME = 'Kreide';

export function pageCacheKey(request: Pick<PageRenderRequest, 'env' | 'world' | 'url' | 'variantKey'>): string {
  const { env, world, url, variantKey } = request;
  return `${env.BUILD_ID ?? ''}|${world}|${url.host}|${url.pathname}${url.search}|${variantKey}`;
}

function stamp(html: string, nonce: string): string {
  return html.replaceAll(NONCE_PLACEHOLDER, nonce);
}

function finishHeaders(headers: Headers, nonce: string, setCookies: readonly string[]): Headers {
  applySecurityHeaders(headers, nonce);
  for (const cookie of setCookies) headers.append('set-cookie', cookie);
  return headers;
}

/** A cached page answered with a fresh nonce: no render, no origin call. */
export function respondFromCache(page: ServablePage, setCookies: readonly string[]): Response {
  const nonce = newNonce();
  const headers = finishHeaders(new Headers(page.headers), nonce, setCookies);
  headers.set('x-kreide-cache', 'HIT');
  return new Response(stampNonce(page.parts, nonce), { status: page.status, headers });
}

export async function renderPage(request: PageRenderRequest): Promise<Response> {
  const cacheKey = pageCacheKey(request);
  const cached = await readCachedPage(cacheKey, NONCE_PLACEHOLDER);
  if (cached) return respondFromCache(cached, request.setCookies);

  const { env, world, route, params, url } = request;
  const language = worldLanguage(world);
  // Messages come from a per-isolate cache; an i18next instance is made only for a miss.
  const translate: Translate = renderingTranslateFor(language);
  const t = translate;
  const now = new Date();

  const outcome: PageOutcome = route ? await decide(request.module ?? pageFor(route.name), { env, world, route, params, url, t, now }) : { kind: 'notFound' };

  if (outcome.kind === 'redirect') {
    const headers = finishHeaders(new Headers({ location: outcome.location, 'cache-control': 'no-store' }), newNonce(), request.setCookies);
    return new Response(null, { status: outcome.status, headers });
  }

  const found = outcome.kind === 'page';
  const status = found ? (outcome.status ?? 200) : 404;
  const screen = found && route ? route.name : 'notFound';
  const robots = found && route ? route.robots : 'noindex';
  const canonicalPath = found && route ? (outcome.head?.canonical ?? url.pathname) : null;
  const alternates = found && route && !request.module ? hreflangAlternates(route, params, url.origin) : [];
  const head: HeadData = {
    title: `${(found && outcome.head?.title) || t(`meta:${screen}.title`)} | ${SITE_NAME}`,
    description: (found && outcome.head?.description) || t(`meta:${screen}.description`),
    canonical: canonicalPath ? `${url.origin}${canonicalPath}` : null,
    robots,
    languageTag: languageTag(language),
    alternates,
    xDefault: alternates.find((a) => a.world === DEFAULT_WORLD)?.href ?? null,
    siteName: SITE_NAME,
    ...(found && outcome.head?.jsonLd ? { jsonLd: outcome.head.jsonLd } : {}),
    ...(found && outcome.sheets ? { sheets: outcome.sheets } : {}),
  };

  const headers = new Headers({
    'content-type': 'text/html; charset=utf-8',
    'content-language': languageTag(language),
    'x-robots-tag': robots === 'index' ? 'index, follow' : robots.replace(',', ', '),
    'cache-control': 'private, no-cache',
  });
  const cacheable = headersOnly(headers);
  const assets = await clientAssets(env);
  const start = documentStart(head, assets);

  const hydratedIslands = new Set<string>();
  const renderIsland = createIslandRenderer({ world, t: translate }, hydratedIslands);
  const context: PageContextValue = {
    world,
    language,
    t: translate,
    path: (name, routeParams) => routePath(name, world, routeParams),
    island: renderIsland,
  };

  const renderBody = async (): Promise<string> => {
    const [body, menu] = await Promise.all([found ? outcome.body : <NotFoundPage />, megaMenu(env, world)]);
    const page: ReactElement = (
      <PageContextProvider value={context}>
        <Layout
          header={{ megaMenu: menu, worldLinks: worldLinks(found ? route : null, params, world), query: url.searchParams.get('q') ?? '' }}
          breadcrumbs={found ? (outcome.breadcrumbs ?? crumbsFor(route, t, world)) : undefined}
        >
          {body}
        </Layout>
      </PageContextProvider>
    );
    const html = renderToString(page);
    return `${html}${islandPreloads(assets, hydratedIslands)}${pageStateScript(world, language, found ? outcome.islandAreas : undefined)}</body></html>`;
  };

  const nonce = newNonce();
  finishHeaders(headers, nonce, request.setCookies);
  // Screens opened from a one-time link carry the secret in their URL: never keep them in a cache.
  const holdsSecret = Object.keys(params).some((name) => /token/i.test(name));
  headers.set('x-kreide-cache', holdsSecret ? 'BYPASS' : 'MISS');
  const remember = (body: string) => {
    if (!holdsSecret) request.waitUntil(storeCachedPage(cacheKey, { status, headers: cacheable, html: start + body, stampable: start.length }, NONCE_PLACEHOLDER));
  };

  if (request.bot) {
    const body = await renderBody();
    remember(body);
    return new Response(stamp(start, nonce) + body, { status, headers });
  }

  const encoder = new TextEncoder();
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = writable.getWriter();
  const streamed = (async () => {
    await writer.write(encoder.encode(stamp(start, nonce)));
    try {
      const body = await renderBody();
      // Only the head carries the nonce (its scripts); the body's page state is a JSON data block.
      await writer.write(encoder.encode(body));
      remember(body);
    } catch (error) {
      console.error('page body failed', url.pathname, error);
      await writer.write(encoder.encode(`<main id="main"><h1>${t('common:error.title')}</h1><p>${t('common:error.retry')}</p></main></body></html>`));
    } finally {
      await writer.close();
    }
  })();
  request.waitUntil(streamed);
  return new Response(readable, { status, headers });
}

/** A screen's decision; the origin refusing what the page asked for (any 4xx) means there is nothing to show here. */
async function decide(module: PageModule, request: PageRequest): Promise<PageOutcome> {
  try {
    return await module(request);
  } catch (error) {
    if (error instanceof OriginError && error.status >= 400 && error.status < 500) return { kind: 'notFound' };
    throw error;
  }
}

function headersOnly(headers: Headers): [string, string][] {
  return [...headers.entries()];
}

/** Breadcrumbs from the route table's parents when a page does not give its own. */
function crumbsFor(route: RouteEntry | null, t: (key: string) => string, world: World) {
  if (!route || route.name === 'home') return [];
  const trail: { label: string; href: string | null }[] = [];
  let parentName = route.parent;
  const seen = new Set<string>();
  while (parentName && !seen.has(parentName)) {
    seen.add(parentName);
    trail.unshift({ label: t(`meta:${parentName}.heading`), href: routePath(parentName, world) });
    parentName = routeByName(parentName)?.parent;
  }
  trail.push({ label: t(`meta:${route.name}.heading`), href: null });
  return trail;
}
