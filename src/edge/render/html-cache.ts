/**
 * Rendered pages that are the same for every visitor of a world, kept per world + host + path
 * + A/B variant: an isolate-memory layer in front of the Cache API. The HTML holds the nonce
 * placeholder; every response stamps its own nonce.
 */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  html: string;
  /**
   * The nonce goes only into the first `stampable` characters (the document head, where the
   * scripts are); the body is sent as it was rendered, whatever text it holds.
   */
  stampable?: number;
}

/** A cached page ready to answer: its HTML as UTF-8 bytes, split where each nonce goes. */
export interface ServablePage {
  status: number;
  headers: [string, string][];
  parts: Uint8Array[];
}

const encoder = new TextEncoder();

function servable(page: CachedPage, placeholder: string): ServablePage {
  const end = page.stampable ?? page.html.length;
  const parts = page.html.slice(0, end).split(placeholder);
  parts[parts.length - 1] += page.html.slice(end);
  return { status: page.status, headers: page.headers, parts: parts.map((part) => encoder.encode(part)) };
}

/** Joins the parts with the nonce between them: a copy of bytes, no string work per response. */
export function stampNonce(parts: readonly Uint8Array[], nonce: string): Uint8Array {
  const nonceBytes = encoder.encode(nonce);
  let length = nonceBytes.length * (parts.length - 1);
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let offset = 0;
  parts.forEach((part, i) => {
    if (i > 0) {
      out.set(nonceBytes, offset);
      offset += nonceBytes.length;
    }
    out.set(part, offset);
    offset += part.length;
  });
  return out;
}

const MEMORY_TTL_MS = 60_000;
const SHARED_TTL_SECONDS = 300;
/** Isolate memory is 128 MB: the page cache keeps at most this many bytes of HTML. */
const MEMORY_BYTES_LIMIT = 24 * 1024 * 1024;
let memoryBytes = 0;
const memory = new Map<string, { page: ServablePage; expires: number }>();

function cacheRequest(key: string): Request {
  return new Request(`https://html-cache.kreide.internal/${encodeURIComponent(key)}`);
}

function sharedCache(): Cache | null {
  return typeof caches === 'undefined' ? null : (caches as unknown as { default: Cache }).default;
}

export async function readCachedPage(key: string, placeholder: string): Promise<ServablePage | null> {
  const hit = memory.get(key);
  if (hit && hit.expires > Date.now()) return hit.page;
  const shared = sharedCache();
  if (!shared) return null;
  const response = await shared.match(cacheRequest(key));
  if (!response) return null;
  const page = servable((await response.json()) as CachedPage, placeholder);
  remember(key, page);
  return page;
}

export async function storeCachedPage(key: string, page: CachedPage, placeholder: string): Promise<void> {
  remember(key, servable(page, placeholder));
  const shared = sharedCache();
  if (!shared) return;
  await shared.put(
    cacheRequest(key),
    new Response(JSON.stringify(page), {
      headers: { 'content-type': 'application/json', 'cache-control': `public, max-age=${SHARED_TTL_SECONDS}` },
    }),
  );
}

function pageBytes(page: ServablePage): number {
  return page.parts.reduce((sum, part) => sum + part.byteLength, 0);
}

function forget(key: string): void {
  const entry = memory.get(key);
  if (!entry) return;
  memoryBytes -= pageBytes(entry.page);
  memory.delete(key);
}

/** Oldest pages leave first once the byte budget is spent. */
function remember(key: string, page: ServablePage): void {
  forget(key);
  const size = pageBytes(page);
  while (memory.size > 0 && memoryBytes + size > MEMORY_BYTES_LIMIT) {
    const oldest = memory.keys().next().value;
    if (oldest === undefined) break;
    forget(oldest);
  }
  memory.set(key, { page, expires: Date.now() + MEMORY_TTL_MS });
  memoryBytes += size;
}

/** For tests: forget what this isolate remembers. */
export function forgetCachedPages(): void {
  memory.clear();
  memoryBytes = 0;
}
