/**
 * Where a login may send the visitor afterwards: a path of this site only (no other origin,
 * no protocol-relative `//host`, no backslash tricks, no control characters).
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || next.length > 512) return null;
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(next)) return null;
  return next;
}
