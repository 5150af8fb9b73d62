import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import edge from '../../src/edge/index';
import origin from '../../src/origin/index';
import type { EdgeEnv } from '../../src/edge/env';
import { forgetEdgeMemory } from '../../src/edge/edge-cache';
import { forgetCachedPages } from '../../src/edge/render/html-cache';

/** A fake of the static assets binding: the client manifest and nothing else. */
const assets = {
  fetch: async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname === '/assets/manifest.json') {
      return Response.json({ 'src/client/entry.tsx': { file: 'assets/entry-test.js', css: ['assets/entry-test.css'], isEntry: true } });
    }
    return new Response('not found', { status: 404 });
  },
  connect: () => {
    throw new Error('not supported');
  },
} as unknown as Fetcher;

/** The edge wired to the origin through a service binding that counts every origin call. */
export function createEdge(overrides: Partial<EdgeEnv> = {}) {
  const originCalls: string[] = [];
  const originBinding = {
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      originCalls.push(`${request.method} ${new URL(request.url).pathname}`);
      const ctx = createExecutionContext();
      const response = await origin.fetch(request, env, ctx);
      await waitOnExecutionContext(ctx);
      return response;
    },
    connect: () => {
      throw new Error('not supported');
    },
  } as unknown as Fetcher;
  const edgeEnv: EdgeEnv = { ASSETS: assets, ORIGIN: originBinding, EDGE_CACHE: env.EDGE_CACHE, ENVIRONMENT: 'test', ORIGIN_URL: '', EDGE_ORIGIN_KEY: env.EDGE_ORIGIN_KEY, ...overrides };

  async function request(path: string, init: RequestInit & { host?: string } = {}): Promise<Response> {
    // Appended, not resolved: a path like `//evil.example/` must stay a path of this host.
    const url = new URL(`https://${init.host ?? 'kreide.test'}${path}`);
    const ctx = createExecutionContext();
    const response = await edge.fetch(new Request(url, init), edgeEnv, ctx);
    const body = await response.arrayBuffer();
    await waitOnExecutionContext(ctx);
    return new Response(response.status === 204 || response.status === 304 || response.status === 301 || response.status === 302 ? null : body, {
      status: response.status,
      headers: response.headers,
    });
  }

  return { request, originCalls, env: edgeEnv };
}

export function forgetEdgeCaches(): void {
  forgetEdgeMemory();
  forgetCachedPages();
}

export const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
export const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

/**
 * The catalogue areas whose texts a page hands its islands: named in the path of the texts file
 * its page state points to (`/texts/de/common+header+login/{version}.json`).
 */
export function shippedAreas(html: string): string[] {
  const json = /<script type="application\/json" id="kreide-state">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}';
  const texts = (JSON.parse(json) as { texts?: string }).texts ?? '';
  return /^\/texts\/[a-z]+\/([a-z+-]+)\/[a-z0-9]+\.json$/.exec(texts)?.[1]?.split('+') ?? [];
}
