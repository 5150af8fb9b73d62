/* global Response, WritableStream, URL */
/**
 * The Cache API service of the benchmark's edge (`cacheApiOutbound`): every match misses, every
 * put is read and dropped. Raw workerd has no cache of its own — without a cacheApiOutbound
 * service `caches.default.match()` throws "No Cache was configured" — and the benchmark wants the
 * render path measured, so pages are cached only in the isolate's memory (500 entries).
 * The protocol is the one miniflare's no-op cache entry worker answers: GET → 504 with
 * cf-cache-status MISS, PUT (body: the serialized HTTP response) → 204, PURGE → 404.
 * GET /__bench/stats answers the counts (only from the stats socket: cache requests never carry that path).
 */
const stats = { match: 0, put: 0, purge: 0 };

export default {
  async fetch(request) {
    if (request.method === 'GET' && new URL(request.url).pathname === '/__bench/stats' && request.headers.get('x-bench-stats') === '1') {
      return Response.json(stats);
    }
    switch (request.method) {
      case 'GET':
        stats.match += 1;
        return new Response(null, { status: 504, headers: { 'cf-cache-status': 'MISS' } });
      case 'PUT':
        stats.put += 1;
        await request.body?.pipeTo(new WritableStream());
        return new Response(null, { status: 204 });
      case 'PURGE':
        stats.purge += 1;
        return new Response(null, { status: 404 });
      default:
        return new Response(null, { status: 405 });
    }
  },
};
