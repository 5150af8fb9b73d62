/**
 * Renderer comparison for decision 002: the same page element the edge builds (page module with
 * recorded origin data, PageContextProvider + Layout + body, islands rendered by the edge's island
 * renderer) rendered with `renderToString` and with `renderToReadableStream`.
 *
 * Bundled by wrangler exactly like the edge (same React builds: react-dom/server resolves with the
 * `workerd` condition), then
 *  - run in workerd: GET /render?page=home&renderer=string&n=20 renders n times;
 *  - imported by Node: `default.bench.prepare()` gives the same renderers to time in-process.
 *
 * The element is built by the edge's own code (pageContext, pageElement and crumbsFor from
 * src/edge/render), so the benchmark times exactly what the edge renders.
 */
import type { ReactElement } from 'react';
import { renderToReadableStream, renderToString } from 'react-dom/server';
import { matchPath } from '../../src/shared/routes/match';
import { localeFor } from '../../src/shared/i18n/locale';
import { translatorFor } from '../../src/shared/i18n/translator';
import type { EdgeEnv } from '../../src/edge/env';
import { pageFor } from '../../src/edge/pages/registry';
import { pageContext, pageElement } from '../../src/edge/render/document';
import { crumbsFor } from '../../src/edge/render/page-response';
import { replayKey } from '../workers/replay-key.js';
import recording from '../tmp/origin-recording.json';

interface Recording {
  entries: Record<string, { status: number; contentType: string; body: string }>;
  pages: Record<'home' | 'search' | 'material', string>;
}

export type Renderer = 'string' | 'stream';
export type PageType = keyof Recording['pages'];

export interface PreparedPage {
  path: string;
  /** One render; resolves to the number of bytes produced. */
  render: Record<Renderer, () => Promise<number>>;
  /** Both outputs once, to check they are the same document. */
  outputs: () => Promise<Record<Renderer, string>>;
}

const data = recording as unknown as Recording;

function replayEnv(): EdgeEnv {
  const kv = new Map<string, string>();
  const origin = {
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const body = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
      const answer = data.entries[replayKey(request.method, new URL(request.url), body)];
      if (!answer) return Response.json({ error: { code: 'not_found', message: 'not recorded' } }, { status: 404 });
      return new Response(answer.body, { status: answer.status, headers: { 'content-type': answer.contentType } });
    },
  };
  const edgeCache = {
    get: async (key: string, type?: string) => {
      const value = kv.get(key);
      if (value === undefined) return null;
      return type === 'json' ? JSON.parse(value) : value;
    },
    put: async (key: string, value: string) => {
      kv.set(key, value);
    },
  };
  return { ORIGIN: origin, EDGE_CACHE: edgeCache, ASSETS: origin, ENVIRONMENT: 'production', ORIGIN_URL: '', BUILD_ID: 'bench' } as unknown as EdgeEnv;
}

async function preparePage(env: EdgeEnv, path: string): Promise<PreparedPage> {
  const url = new URL(path, 'https://kreide.bench');
  const match = matchPath(url.pathname, 'de');
  if (!match) throw new Error(`no route for ${path}`);
  const { world, route, params } = match;
  const locale = localeFor(world);
  const t = translatorFor(locale.language);
  const outcome = await pageFor(route.name)({ env, world, locale, route, params, url, t, now: new Date() });
  if (outcome.kind !== 'page') throw new Error(`${path} is not a page (${outcome.kind})`);
  const body = await outcome.body;
  const breadcrumbs = outcome.breadcrumbs ?? crumbsFor(route, t, world);

  // A fresh element per render, as per request on the edge (islands get a fresh store each time).
  const element = (): ReactElement =>
    pageElement(pageContext(locale, new Set(), t), { header: { query: url.searchParams.get('q') ?? '' }, breadcrumbs }, body);

  const encoder = new TextEncoder();
  const viaString = async () => encoder.encode(renderToString(element()));
  const viaStream = async () => {
    const stream = await renderToReadableStream(element());
    const chunks: Uint8Array[] = [];
    const reader = stream.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
    }
    return chunks;
  };

  return {
    path,
    render: {
      string: async () => (await viaString()).byteLength,
      stream: async () => (await viaStream()).reduce((sum, chunk) => sum + chunk.byteLength, 0),
    },
    outputs: async () => {
      const decoder = new TextDecoder();
      const streamed = (await viaStream()).map((chunk) => decoder.decode(chunk, { stream: true })).join('') + decoder.decode();
      return { string: decoder.decode(await viaString()), stream: streamed };
    },
  };
}

let prepared: Promise<Record<PageType, PreparedPage>> | null = null;

function prepare(): Promise<Record<PageType, PreparedPage>> {
  prepared ??= (async () => {
    const env = replayEnv();
    const entries = await Promise.all(
      (Object.entries(data.pages) as [PageType, string][]).map(async ([type, path]) => [type, await preparePage(env, path)] as const),
    );
    return Object.fromEntries(entries) as Record<PageType, PreparedPage>;
  })();
  return prepared;
}

export default {
  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const pages = await prepare();
    const page = pages[url.searchParams.get('page') as PageType];
    if (page && url.pathname === '/output') return Response.json(await page.outputs());
    const renderer = url.searchParams.get('renderer') as Renderer;
    if (!page || (renderer !== 'string' && renderer !== 'stream')) return new Response('page=home|search|material&renderer=string|stream&n=N', { status: 400 });
    const n = Math.min(10_000, Math.max(1, Number(url.searchParams.get('n') ?? 1) || 1));
    let bytes = 0;
    for (let i = 0; i < n; i += 1) bytes += await page.render[renderer]();
    return Response.json({ n, bytes });
  },
  /** For Node (bench/lib/renderers.mjs): not a workerd handler. */
  bench: { prepare },
};
