import type * as NodeFs from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiApp } from '../../src/origin/index';
import { openApiPath } from '../../src/origin/openapi/document';
import { createEdge, forgetEdgeCaches, BROWSER } from './harness';

beforeEach(forgetEdgeCaches);

/**
 * workerd has no file system, and the validator reads its OpenAPI meta-schema from a file: the
 * test hands it the same file, imported at build time. Its checks are otherwise its own.
 */
vi.mock('node:fs', async (original) => {
  const fs = await original<typeof NodeFs>();
  const { default: schema31 } = await import('@seriousme/openapi-schema-validator/schemas/v3.1/schema.json');
  return {
    ...fs,
    readFileSync: (file: string, ...rest: unknown[]) =>
      String(file).endsWith('/schemas/v3.1/schema.json') ? JSON.stringify(schema31) : (fs.readFileSync as (...args: unknown[]) => unknown)(file, ...rest),
  };
});

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

interface Document {
  openapi: string;
  paths: Record<string, Record<string, { summary?: string; tags?: string[]; parameters?: unknown[] }>>;
}

async function fetchDocument(): Promise<{ response: Response; document: Document }> {
  const edge = createEdge();
  const response = await edge.request('/api/openapi.json');
  expect(response.status).toBe(200);
  return { response, document: (await response.json()) as Document };
}

/** Every route of the origin's router as `METHOD /api/path{param}`; `use` middleware (method ALL) is not a call. */
function routerCalls(): Set<string> {
  const calls = new Set<string>();
  for (const route of apiApp.routes) {
    if (route.method === 'ALL') continue;
    calls.add(`${route.method} ${openApiPath(route.path).path}`);
  }
  return calls;
}

function documentCalls(document: Document): Set<string> {
  const calls = new Set<string>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of Object.keys(item)) if (METHODS.includes(method)) calls.add(`${method.toUpperCase()} ${path}`);
  }
  return calls;
}

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const { response, document } = await fetchDocument();
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(document.openapi).toMatch(/^3\.1\./);
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document) as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('the validator refuses a broken document (the check above can fail)', async () => {
    const { document } = await fetchDocument();
    const broken = structuredClone(document) as unknown as Record<string, unknown>;
    delete broken.info;
    const [firstPath] = Object.values(document.paths);
    if (firstPath) Object.values(firstPath)[0]!.parameters = [{ name: 'x', in: 'nowhere' }];
    const result = await new Validator().validate(broken);
    expect(result.valid).toBe(false);
  });

  it('describes every route of the origin, and nothing else', async () => {
    const { document } = await fetchDocument();
    const routes = routerCalls();
    const described = documentCalls(document);
    expect(routes.size).toBeGreaterThan(150);
    expect([...routes].filter((call) => !described.has(call)).sort(), 'routes without a description').toEqual([]);
    expect([...described].filter((call) => !routes.has(call)).sort(), 'descriptions without a route').toEqual([]);
  });

  it('gives every call a summary, a tag and the world parameter', async () => {
    const { document } = await fetchDocument();
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        expect(operation.summary, `${method} ${path}`).toMatch(/\S/);
        expect(operation.tags?.length, `${method} ${path}`).toBe(1);
        expect(operation.parameters, `${method} ${path}`).toContainEqual({ $ref: '#/components/parameters/world' });
      }
    }
  });

  it('is cached: an ETag, an hour in caches, and 304 for a known copy', async () => {
    const edge = createEdge();
    const first = await edge.request('/api/openapi.json');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=3600');
    const again = await edge.request('/api/openapi.json', { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
  });
});

describe('the API reference screen /{w}/api', () => {
  it('renders every call from the document on the server, grouped by area, noindex', async () => {
    const { document } = await fetchDocument();
    const edge = createEdge();
    const response = await edge.request('/de/api', { headers: { 'user-agent': BROWSER } });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<h1>Die Kreide-API</h1>');
    expect(html).toContain('Die Beschreibungen der Aufrufe sind auf Englisch.');
    expect(html).toContain('href="/api/openapi.json"');
    expect(html).toContain('&quot;error&quot;');
    const calls = documentCalls(document);
    expect(html.match(/class="api-call"/g)?.length).toBe(calls.size);
    for (const call of calls) {
      const [method, path] = call.split(' ');
      expect(html, call).toContain(`>${method}</span><code class="api-path">${path}</code>`);
    }
    // A body's fields with their limits, and who may call.
    expect(html).toContain('<code>idempotencyKey</code>');
    expect(html).toContain('nur das Kreide-Team.');
  });

  it('has the frame in each language', async () => {
    const edge = createEdge();
    const cases = [
      ['/fr/api', 'Les descriptions des appels sont en anglais.'],
      ['/it/api', 'Le descrizioni delle chiamate sono in inglese.'],
      ['/es/api', 'Las descripciones de las llamadas están en inglés.'],
      ['/gr/api', 'Οι περιγραφές των κλήσεων είναι στα αγγλικά.'],
      ['/nl/api', 'De beschrijvingen van de aanroepen zijn in het Engels.'],
    ] as const;
    for (const [path, note] of cases) {
      const response = await edge.request(path, { headers: { 'user-agent': BROWSER } });
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain(note);
    }
  });
});
