/** The placeholder cached HTML carries where each response stamps its own nonce. */
/**
 * Where each response's nonce goes in rendered (and cached) HTML. It starts with `&`, which every
 * text of ours is escaped for (`&amp;` in HTML, `\u0026` in JSON), so no visitor-supplied text can
 * spell it and get the nonce written into the page.
 */
export const NONCE_PLACEHOLDER = '&kreide-csp-nonce;';

export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes));
}

function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    'upgrade-insecure-requests',
  ].join('; ');
}

/** Headers every response carries, HTML or not. */
export function applySecurityHeaders(headers: Headers, nonce?: string): void {
  headers.set('strict-transport-security', 'max-age=63072000; includeSubDomains; preload');
  headers.set('x-content-type-options', 'nosniff');
  headers.set('referrer-policy', 'strict-origin-when-cross-origin');
  headers.set('x-frame-options', 'DENY');
  headers.set('cross-origin-opener-policy', 'same-origin');
  headers.set('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
  if (nonce) headers.set('content-security-policy', contentSecurityPolicy(nonce));
  else if (!headers.has('content-security-policy')) headers.set('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
}
