/**
 * Short-lived signed download links: the link itself is the credential, so a browser can fetch
 * the file with a plain navigation (no bearer header) and the edge never caches it. The payload
 * names what may be fetched and until when; an HMAC-SHA256 over it, keyed per purpose from the
 * deployment's secret, makes it unforgeable.
 */

export type DownloadGrant =
  | { kind: 'file'; userId: number; fileId: number; expiresAt: number }
  | { kind: 'free'; materialId: number; expiresAt: number }
  | { kind: 'freefile'; materialId: number; fileId: number; expiresAt: number };

/** A bought file's link lives 5 minutes; a free material's page link a week, its file links 10 minutes. */
export const FILE_LINK_SECONDS = 5 * 60;
export const FREE_PAGE_SECONDS = 7 * 24 * 3600;
export const FREE_FILE_SECONDS = 10 * 60;

const encoder = new TextEncoder();

function base64Url(bytes: Uint8Array): string {
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

async function signingKey(secret: string): Promise<CryptoKey> {
  const master = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const derived = new Uint8Array(await crypto.subtle.sign('HMAC', master, encoder.encode('kreide download links v1')));
  return crypto.subtle.importKey('raw', derived, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

function payloadOf(grant: DownloadGrant): string {
  switch (grant.kind) {
    case 'file':
      return `file.${grant.userId}.${grant.fileId}.${grant.expiresAt}`;
    case 'free':
      return `free.${grant.materialId}.${grant.expiresAt}`;
    case 'freefile':
      return `freefile.${grant.materialId}.${grant.fileId}.${grant.expiresAt}`;
  }
}

export async function signDownload(grant: DownloadGrant, secret: string): Promise<string> {
  const payload = payloadOf(grant);
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', await signingKey(secret), encoder.encode(payload)));
  return `${payload}.${base64Url(signature)}`;
}

export type DownloadCheck = { ok: true; grant: DownloadGrant } | { ok: false; reason: 'malformed' | 'bad_signature' | 'expired' };

const SHAPES: Record<string, number> = { file: 5, free: 4, freefile: 5 };

/** Reads a signed link back; only a well-formed, correctly signed, unexpired one passes. */
export async function verifyDownload(token: string, secret: string, nowSeconds: number): Promise<DownloadCheck> {
  if (token.length > 200) return { ok: false, reason: 'malformed' };
  const parts = token.split('.');
  const kind = parts[0] ?? '';
  if (SHAPES[kind] !== parts.length) return { ok: false, reason: 'malformed' };
  const numbers = parts.slice(1, -1);
  if (!numbers.every((n) => /^\d{1,15}$/.test(n))) return { ok: false, reason: 'malformed' };
  const signature = parts.at(-1) ?? '';
  if (!/^[A-Za-z0-9_-]{43}$/.test(signature)) return { ok: false, reason: 'malformed' };
  const payload = parts.slice(0, -1).join('.');
  const raw = atob(signature.replace(/-/g, '+').replace(/_/g, '/') + '=');
  const bytes = Uint8Array.from(raw, (ch) => ch.charCodeAt(0));
  const valid = await crypto.subtle.verify('HMAC', await signingKey(secret), bytes, encoder.encode(payload));
  if (!valid) return { ok: false, reason: 'bad_signature' };
  const n = numbers.map(Number);
  const grant: DownloadGrant =
    kind === 'file'
      ? { kind: 'file', userId: n[0] ?? 0, fileId: n[1] ?? 0, expiresAt: n[2] ?? 0 }
      : kind === 'free'
        ? { kind: 'free', materialId: n[0] ?? 0, expiresAt: n[1] ?? 0 }
        : { kind: 'freefile', materialId: n[0] ?? 0, fileId: n[1] ?? 0, expiresAt: n[2] ?? 0 };
  if (grant.expiresAt < nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, grant };
}
