/** How the replay origin matches a call: method, pathname, sorted query parameters, and a hash of the body when there is one. */
export function replayKey(method: string, url: URL, body?: string): string;
/** The body as the key sees it: JSON with sorted keys, or the text as sent. */
export function canonicalBody(body: string): string;
/** 64-bit FNV-1a of the canonical body, as 16 hex digits. */
export function bodyHash(body: string): string;
