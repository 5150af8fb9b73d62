/* global Response, Headers, URL, TextDecoder */
/**
 * An in-memory KV namespace for `workerd serve`: the service a `kvNamespace` binding talks to.
 * workerd turns every KV call into an HTTP request to this service (src/workerd/api/kv.c++; the
 * same protocol miniflare's KV worker implements):
 *
 *   GET    /<key>?urlencoded=true[&cache_ttl=N]          → 200 value (CF-Expiration, CF-KV-Metadata) | 404
 *   PUT    /<key>?urlencoded=true[&expiration=S|&expiration_ttl=N]   body = value, CF-KV-Metadata header
 *   DELETE /<key>?urlencoded=true
 *   GET    /?prefix=P&key_count_limit=N&cursor=C         → { keys: [{ name, expiration?, metadata? }], list_complete, cursor? }
 *   POST   /bulk/get  { keys, type?, withMetadata? }     → { [key]: value | { value, metadata } | null }
 *
 * Values live as bytes in one Map for the life of the process; expired entries read as missing.
 * GET /__bench/stats (from the stats socket only) answers the operation counts.
 */
const entries = new Map();
const stats = { get: 0, hit: 0, put: 0, delete: 0, list: 0, bulkGet: 0 };

const nowSeconds = () => Date.now() / 1000;

function keyOf(url) {
  const raw = url.pathname.slice(1);
  return url.searchParams.get('urlencoded')?.toLowerCase() === 'true' ? decodeURIComponent(raw) : raw;
}

function live(key) {
  const entry = entries.get(key);
  if (!entry) return null;
  if (entry.expiration !== undefined && entry.expiration <= nowSeconds()) {
    entries.delete(key);
    return null;
  }
  return entry;
}

function entryHeaders(entry) {
  const headers = new Headers();
  if (entry.expiration !== undefined) headers.set('CF-Expiration', String(Math.floor(entry.expiration)));
  if (entry.metadata !== undefined) headers.set('CF-KV-Metadata', entry.metadata);
  return headers;
}

async function put(request, url) {
  const key = keyOf(url);
  const value = await request.arrayBuffer();
  let expiration;
  const ttl = url.searchParams.get('expiration_ttl');
  const at = url.searchParams.get('expiration');
  if (ttl !== null) expiration = nowSeconds() + Number(ttl);
  else if (at !== null) expiration = Number(at);
  if (expiration !== undefined && !Number.isFinite(expiration)) return new Response('bad expiration', { status: 400 });
  const metadata = request.headers.get('CF-KV-Metadata') ?? undefined;
  entries.set(key, { value, expiration, metadata });
  stats.put += 1;
  return new Response(null, { status: 200 });
}

function list(url) {
  stats.list += 1;
  const prefix = url.searchParams.get('prefix') ?? '';
  const limit = Math.min(1000, Number(url.searchParams.get('key_count_limit') ?? 1000) || 1000);
  const cursor = url.searchParams.get('cursor');
  const names = [...entries.keys()].filter((name) => name.startsWith(prefix) && live(name)).sort();
  const start = cursor ? names.findIndex((name) => name > cursor) : 0;
  const page = start < 0 ? [] : names.slice(start, start + limit);
  const complete = start < 0 || start + limit >= names.length;
  const keys = page.map((name) => {
    const entry = entries.get(name);
    const key = { name };
    if (entry.expiration !== undefined) key.expiration = Math.floor(entry.expiration);
    if (entry.metadata !== undefined) key.metadata = entry.metadata;
    return key;
  });
  return Response.json(complete ? { keys, list_complete: true, cacheStatus: null } : { keys, list_complete: false, cursor: page.at(-1), cacheStatus: null });
}

async function bulkGet(request) {
  stats.bulkGet += 1;
  const { keys, type, withMetadata } = await request.json();
  const decoder = new TextDecoder();
  const out = {};
  for (const key of keys) {
    const entry = live(key);
    if (!entry) {
      out[key] = null;
      continue;
    }
    const text = decoder.decode(entry.value);
    const value = type === 'json' ? JSON.parse(text) : text;
    out[key] = withMetadata ? { value, metadata: entry.metadata === undefined ? null : JSON.parse(entry.metadata) } : value;
  }
  return Response.json(out);
}

export default {
  async fetch(request) {
    const url = new URL(request.url);
    if (url.pathname === '/__bench/stats') return Response.json({ ...stats, entries: entries.size });
    if (request.method === 'POST' && url.pathname === '/bulk/get') return bulkGet(request);
    if (request.method === 'GET' && url.pathname === '/') return list(url);
    if (url.pathname.length <= 1) return new Response('bad request', { status: 400 });
    switch (request.method) {
      case 'GET': {
        stats.get += 1;
        const entry = live(keyOf(url));
        if (!entry) return new Response('Not Found', { status: 404 });
        stats.hit += 1;
        return new Response(entry.value, { headers: entryHeaders(entry) });
      }
      case 'PUT':
        return put(request, url);
      case 'DELETE':
        stats.delete += 1;
        entries.delete(keyOf(url));
        return new Response(null, { status: 200 });
      default:
        return new Response('method not allowed', { status: 405 });
    }
  },
};
