/**
 * Rendered pages that are the same for every visitor of a world, kept per world + host + path
 * + A/B variant: an isolate-memory layer in front of the Cache API. The head holds the nonce
 * placeholder; every response stamps its own nonce. The body is kept as the UTF-8 bytes the
 * response was sent with: a page is encoded once (docs/architecture.md, "Render cost").
 */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  /** The document head, with the nonce placeholder where the nonce goes (its scripts). */
  head: string;
  /** The rest of the document as sent, UTF-8; no nonce goes into it, whatever text it holds. */
  body: Uint8Array;
}

/** A cached page ready to answer: the head as UTF-8 bytes, split where each nonce goes, and the body. */
export interface ServablePage {
  status: number;
  headers: [string, string][];
  parts: Uint8Array[];
  body: Uint8Array;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function servable(page: CachedPage, placeholder: string): ServablePage {
  return { status: page.status, headers: page.headers, parts: page.head.split(placeholder).map((part) => encoder.encode(part)), body: page.body };
}

/** The head's parts with the nonce between them, then the body: a copy of bytes, no string work per response. */
export function stampNonce(page: Pick<ServablePage, 'parts' | 'body'>, nonce: string): Uint8Array {
  const { parts, body } = page;
  const nonceBytes = encoder.encode(nonce);
  let length = nonceBytes.length * (parts.length - 1) + body.length;
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
  out.set(body, offset);
  return out;
}

const MEMORY_TTL_MS = 60_000;
const SHARED_TTL_SECONDS = 300;
/** Isolate memory is 128 MB: the page cache keeps at most this many bytes of HTML. */
const MEMORY_BYTES_LIMIT = 24 * 1024 * 1024;
let memoryBytes = 0;
const memory = new Map<string, { page: ServablePage; expires: number }>();

/** The Cache API keeps the page as its bytes; what is not HTML rides in these headers. */
const META = { status: 'x-kreide-status', headers: 'x-kreide-headers', headBytes: 'x-kreide-head-bytes' } as const;

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
  const bytes = new Uint8Array(await response.arrayBuffer());
  const headBytes = Number(response.headers.get(META.headBytes));
  const status = Number(response.headers.get(META.status));
  let headers: unknown;
  try {
    headers = JSON.parse(response.headers.get(META.headers) ?? '');
  } catch {
    return null;
  }
  if (!Number.isSafeInteger(headBytes) || headBytes < 0 || headBytes > bytes.length || !Number.isSafeInteger(status) || !Array.isArray(headers)) return null;
  const page = servable(
    { status, headers: headers as [string, string][], head: decoder.decode(bytes.subarray(0, headBytes)), body: bytes.subarray(headBytes) },
    placeholder,
  );
  remember(key, page);
  return page;
}

export async function storeCachedPage(key: string, page: CachedPage, placeholder: string): Promise<void> {
  const ready = servable(page, placeholder);
  remember(key, ready);
  const shared = sharedCache();
  if (!shared) return;
  const head = encoder.encode(page.head);
  const bytes = new Uint8Array(head.length + page.body.length);
  bytes.set(head, 0);
  bytes.set(page.body, head.length);
  await shared.put(
    cacheRequest(key),
    new Response(bytes, {
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': `public, max-age=${SHARED_TTL_SECONDS}`,
        [META.status]: String(page.status),
        [META.headers]: JSON.stringify(page.headers),
        [META.headBytes]: String(head.length),
      },
    }),
  );
}

function pageBytes(page: ServablePage): number {
  return page.parts.reduce((sum, part) => sum + part.byteLength, page.body.byteLength);
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

/**
 * Drops cached pages (docs/content.md, "Purge"): every key this isolate remembers that `matches`,
 * and the named keys from the data centre's Cache API (which cannot be listed, so the caller names
 * every key it can think of).
 */
export async function dropCachedPages(matches: (key: string) => boolean, sharedKeys: readonly string[]): Promise<number> {
  let dropped = 0;
  for (const key of [...memory.keys()]) {
    if (!matches(key)) continue;
    forget(key);
    dropped++;
  }
  const shared = sharedCache();
  if (shared) {
    const deleted = await Promise.all([...new Set(sharedKeys)].map((key) => shared.delete(cacheRequest(key))));
    dropped += deleted.filter(Boolean).length;
  }
  return dropped;
}
