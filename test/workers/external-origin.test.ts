import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEdge, forgetEdgeCaches } from './harness';

afterEach(() => {
  vi.restoreAllMocks();
  forgetEdgeCaches();
});

describe('an external origin API', () => {
  it('receives every /api call when ORIGIN_URL is configured, and the binding none', async () => {
    const seen: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL) => {
      const request = input instanceof Request ? input : new Request(String(input));
      seen.push(request.url);
      return Response.json({ data: { items: [] } });
    });
    const edge = createEdge({ ORIGIN_URL: 'https://api.kreide.example' });
    const response = await edge.request('/api/v1/filters?world=fr');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { items: [] } });
    expect(seen).toEqual(['https://api.kreide.example/api/v1/filters?world=fr']);
    expect(edge.originCalls).toEqual([]);
  });

  it('refuses a configuration that is not an http(s) URL', async () => {
    const edge = createEdge({ ORIGIN_URL: 'ftp://nope' });
    const response = await edge.request('/de');
    expect(response.status).toBe(500);
  });
});
