import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { Locale } from '../../shared/i18n/locale';
import type { Language, World } from '../../shared/worlds';
import type { RouteName } from '../../shared/routes/types';
import type { Area } from '../../shared/i18n/areas';
import { translatorFor, type Translate } from '../../shared/i18n/translator';
import { routePath } from '../../shared/routes/match';
import { PageContextProvider, type PageContextValue } from '../../client/components/page-context';
import { Layout, type LayoutProps } from '../../client/components/Layout';
import type { EdgeEnv } from '../env';
import { applySecurityHeaders, newNonce, NONCE_PLACEHOLDER } from '../security';
import { clientAssets, islandChunkList } from './assets';
import { documentStart, type HeadData } from './head';
import { createIslandRenderer } from './islands';
import { pageStateScript } from './page-state';
import type { PageExperiments } from '../ab/page-tests';
import { stampNonce, storeCachedPage, type ServablePage } from './html-cache';

/*
 * The one way the edge answers with an HTML document (docs/architecture.md, "Rendering"):
 * head first, the body rendered into it, the page state the browser entry reads, a fresh nonce
 * stamped where the head's scripts are, the security headers, and the cache policy's headers.
 */

const SITE_NAME = 'Kreide';

/**
 * Who may keep the document.
 * - `shared`: the same for every visitor of a world; kept in the page cache under `key`, and browsers revalidate.
 * - `private`: depends on this visitor's cookies (the landing view); browsers revalidate, nothing is kept.
 * - `never`: holds a secret (a one-time link's token, a posted ID token) or is a development tool: no cache anywhere.
 */
export type CachePolicy =
  | { kind: 'shared'; key: string; waitUntil: (promise: Promise<unknown>) => void }
  | { kind: 'private' }
  | { kind: 'never' };

/** The head without what every document shares: the site name and the language tag come from here. */
export type DocumentHead = Omit<HeadData, 'siteName' | 'languageTag'>;

export interface DocumentSpec {
  env: EdgeEnv;
  locale: Locale;
  /** `title` without the site name, which is added here. */
  head: DocumentHead;
  /** The body element; it may still be loading while the head is flushed. */
  body: () => ReactElement | Promise<ReactElement>;
  status?: number;
  cache: CachePolicy;
  /** Cookies for this response only (never kept with a cached page). */
  setCookies?: readonly string[];
  /**
   * The browser entry with its page state (island texts beyond the common areas, the islands
   * the body rendered, to preload their chunks). Null: a document without any script.
   */
  scripts: {
    islandAreas?: readonly Area[];
    hydrated: ReadonlySet<string>;
    screen?: string;
    /** The page's A/B variants, for the exposure report. */
    experiments?: PageExperiments;
  } | null;
  /** Headers beyond the usual ones; they win over the security defaults (a stricter referrer policy). */
  headers?: Readonly<Record<string, string>>;
  /** Send the head at once and stream the body after it; a body that fails then shows `failure`. */
  stream?: { waitUntil: (promise: Promise<unknown>) => void; failure: string };
}

const HTML = 'text/html; charset=utf-8';

function robotsHeader(robots: HeadData['robots']): string {
  return robots === 'index' ? 'index, follow' : robots.replace(',', ', ');
}

function finishHeaders(headers: Headers, nonce: string | undefined, setCookies: readonly string[], extra: Readonly<Record<string, string>> = {}): Headers {
  applySecurityHeaders(headers, nonce);
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  for (const cookie of setCookies) headers.append('set-cookie', cookie);
  return headers;
}

/** A cached page answered with a fresh nonce: no render, no origin call. */
export function respondFromCache(page: ServablePage, setCookies: readonly string[]): Response {
  const nonce = newNonce();
  const headers = finishHeaders(new Headers(page.headers), nonce, setCookies);
  headers.set('x-kreide-cache', 'HIT');
  return new Response(stampNonce(page, nonce), { status: page.status, headers });
}

/** A redirect of a document request, with the security headers; not cached unless `cacheControl` says otherwise (null: no header). */
export function redirectResponse(location: string, status: 301 | 302 | 303, setCookies: readonly string[] = [], cacheControl: string | null = 'no-store'): Response {
  const headers = finishHeaders(new Headers({ location }), undefined, setCookies);
  if (cacheControl) headers.set('cache-control', cacheControl);
  return new Response(null, { status, headers });
}

/** The code's release as error reports name it: the deployment's build id, else the browser entry's content version. */
function releaseOf(env: EdgeEnv, assets: { script: string | null }): string | undefined {
  if (env.BUILD_ID && env.BUILD_ID !== 'local') return env.BUILD_ID.slice(0, 64);
  return /-([A-Za-z0-9_-]{4,40})\.js$/.exec(assets.script ?? '')?.[1] ?? env.BUILD_ID;
}

export async function renderDocument(spec: DocumentSpec): Promise<Response> {
  const { env, locale, cache, scripts } = spec;
  const status = spec.status ?? 200;
  const setCookies = spec.setCookies ?? [];
  const assets = await clientAssets(env);
  const start = documentStart(
    { ...spec.head, title: `${spec.head.title} | ${SITE_NAME}`, siteName: SITE_NAME, languageTag: locale.tag },
    scripts ? assets : { ...assets, script: null, preloads: [] },
  );

  const headers = new Headers({
    'content-type': HTML,
    'content-language': locale.tag,
    'x-robots-tag': robotsHeader(spec.head.robots),
    'cache-control': cache.kind === 'never' ? 'no-store' : 'private, no-cache',
    ...spec.headers,
  });
  const cacheable: [string, string][] = [...headers.entries()];
  const nonce = newNonce();
  finishHeaders(headers, nonce, setCookies, spec.headers);
  if (cache.kind !== 'private') headers.set('x-kreide-cache', cache.kind === 'shared' ? 'MISS' : 'BYPASS');

  // The body is encoded once: the same bytes go out and into the page cache.
  const encoder = new TextEncoder();
  const renderBody = async (): Promise<Uint8Array> => {
    const html = renderToString(await spec.body());
    if (!scripts) return encoder.encode(`${html}</body></html>`);
    return encoder.encode(`${html}${islandChunkList(assets, scripts.hydrated)}${pageStateScript(locale.world, locale.language, scripts.islandAreas, { screen: scripts.screen, release: releaseOf(env, assets), experiments: scripts.experiments })}</body></html>`);
  };
  const remember = (body: Uint8Array) => {
    if (cache.kind !== 'shared') return;
    cache.waitUntil(storeCachedPage(cache.key, { status, headers: cacheable, head: start, body }, NONCE_PLACEHOLDER));
  };
  // Only the head carries the nonce (its scripts); the body's page state is a JSON data block.
  const head = encoder.encode(start.replaceAll(NONCE_PLACEHOLDER, nonce));

  if (!spec.stream) {
    const body = await renderBody();
    remember(body);
    return new Response(stampNonce({ parts: [head], body }, nonce), { status, headers });
  }

  const { waitUntil, failure } = spec.stream;
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = writable.getWriter();
  const streamed = (async () => {
    await writer.write(head);
    try {
      const body = await renderBody();
      // The stream gets its own copy: the cache keeps the rendered bytes whatever the stream does with its chunks.
      await writer.write(body.slice());
      remember(body);
    } catch (error) {
      console.error('page body failed', error);
      await writer.write(encoder.encode(`${failure}</body></html>`));
    } finally {
      await writer.close();
    }
  })();
  waitUntil(streamed);
  return new Response(readable, { status, headers });
}

/** Texts without placeholders per language: a page asks for the same labels on every card and every render. */
const plainTexts = new Map<Language, Map<string, string>>();
/** Per language at most (a key built from a value the page did not check must not grow it without end). */
const PLAIN_TEXTS_MAX = 5000;

/**
 * The language's translator, remembering the answers that take no values (the catalogue does not
 * change in an isolate; a key is a catalogue path, so the map stays as small as the catalogue).
 */
function rememberingTranslator(language: Language, t: Translate): Translate {
  let texts = plainTexts.get(language);
  if (!texts) {
    texts = new Map();
    plainTexts.set(language, texts);
  }
  const known = texts;
  return (key, vars) => {
    if (vars) return t(key, vars);
    let text = known.get(key);
    if (text === undefined) {
      text = t(key);
      if (known.size < PLAIN_TEXTS_MAX) known.set(key, text);
    }
    return text;
  };
}

/** Paths of screens without parameters, per world: a page links the same dozen screens on every render. */
const plainPaths = new Map<string, string | null>();
function plainPath(name: RouteName, world: World): string | null {
  const key = `${world}|${name}`;
  let path = plainPaths.get(key);
  if (path === undefined) {
    path = routePath(name, world);
    plainPaths.set(key, path);
  }
  return path;
}

/** The page context of a request: its locale's translator, paths in its world, islands rendered on the server. */
export function pageContext(locale: Locale, hydrated: Set<string>, t: Translate = translatorFor(locale.language)): PageContextValue {
  const { world, language } = locale;
  return {
    world,
    language,
    t: rememberingTranslator(language, t),
    path: (name, params) => (params ? routePath(name, world, params) : plainPath(name, world)),
    island: createIslandRenderer({ world, t }, hydrated),
  };
}

/** A screen's body inside the site's layout, in its page context (also what the render benchmark times). */
export function pageElement(context: PageContextValue, layout: Omit<LayoutProps, 'children'>, body: ReactNode): ReactElement {
  return (
    <PageContextProvider value={context}>
      <Layout {...layout}>{body}</Layout>
    </PageContextProvider>
  );
}
