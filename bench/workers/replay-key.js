/* global URLSearchParams */
/**
 * How the replay origin matches a call: method, pathname and the query parameters sorted; for a
 * call with a body (the edge's POSTs, e.g. `v3/user-details/query` for the author box), also a
 * hash of the body, JSON with its keys sorted so key order does not matter. Synchronous and
 * dependency-free: used by the recorder (Node), the replay worker and the renderer bundle.
 */
export function replayKey(method, url, body = '') {
  const params = [...url.searchParams.entries()].sort(([a, av], [b, bv]) => (a === b ? compare(av, bv) : compare(a, b)));
  const query = new URLSearchParams(params).toString();
  const base = `${method} ${url.pathname}${query ? `?${query}` : ''}`;
  return body ? `${base} #${bodyHash(body)}` : base;
}

/** The body as the key sees it: JSON with sorted keys, or the text as sent. */
export function canonicalBody(body) {
  if (!body) return '';
  try {
    return JSON.stringify(sortKeys(JSON.parse(body)));
  } catch {
    return body;
  }
}

/** 64-bit FNV-1a of the canonical body, as 16 hex digits. */
export function bodyHash(body) {
  const text = canonicalBody(body);
  let hash = 0xcbf29ce484222325n;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= BigInt(text.charCodeAt(i));
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}

function sortKeys(value) {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') return Object.fromEntries(Object.keys(value).sort().map((k) => [k, sortKeys(value[k])]));
  return value;
}

function compare(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
