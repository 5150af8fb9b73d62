/** Random secrets (access tokens, one-time links) and how they are stored: only their SHA-256. */
const TOKEN_BYTES = 32;

function base64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** 256 random bits, URL-safe. */
export function newSecretToken(): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(TOKEN_BYTES)));
}

export async function tokenHash(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** A token as a client may send it: a string, not the text 'undefined' (docs/product-rules.md, "Formats"), plausible length. */
export function isPlausibleToken(value: unknown): value is string {
  return typeof value === 'string' && value !== 'undefined' && /^[A-Za-z0-9_-]{20,128}$/.test(value);
}
