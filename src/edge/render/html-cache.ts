/**
 * Rendered pages that are the same for every visitor of a world, kept per world + host + path
 * + A/B variant: an isolate-memory layer in front of the Cache API. The HTML holds the nonce
 * placeholder; every response stamps its own nonce.
 */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  html: string;
}

const MEMORY_TTL_MS = 60_000;
const SHARED_TTL_SECONDS = 300;
const MEMORY_LIMIT = 500;
const memory = new Map<string, { page: CachedPage; expires: number }>();

function cacheRequest(key: string): Request {
  return new Request(`https://html-cache.kreide.internal/${encodeURIComponent(key)}`);
}

function sharedCache(): Cache | null {
  return typeof caches === 'undefined' ? null : (caches as unknown as { default: Cache }).default;
}

export async function readCachedPage(key: string): Promise<CachedPage | null> {
  const hit = memory.get(key);
  if (hit && hit.expires > Date.now()) return hit.page;
  const shared = sharedCache();
  if (!shared) return null;
  const response = await shared.match(cacheRequest(key));
  if (!response) return null;
  const page = (await response.json()) as CachedPage;
  remember(key, page);
  return page;
}

export async function storeCachedPage(key: string, page: CachedPage): Promise<void> {
  remember(key, page);
  const shared = sharedCache();
  if (!shared) return;
  await shared.put(
    cacheRequest(key),
    new Response(JSON.stringify(page), {
      headers: { 'content-type': 'application/json', 'cache-control': `public, max-age=${SHARED_TTL_SECONDS}` },
    }),
  );
}

function remember(key: string, page: CachedPage): void {
  if (memory.size >= MEMORY_LIMIT) {
    const oldest = memory.keys().next().value;
    if (oldest !== undefined) memory.delete(oldest);
  }
  memory.set(key, { page, expires: Date.now() + MEMORY_TTL_MS });
}

/** For tests: forget what this isolate remembers. */
export function forgetCachedPages(): void {
  memory.clear();
}
