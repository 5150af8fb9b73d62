import type { Context } from 'hono';
import { BODY_LIMIT_BYTES, bodyKindOf, declaresTooMuch } from '../../shared/body-limits';
import { readCapped } from '../../shared/read-capped';
import { apiError } from './respond';

/**
 * The body of a state-changing API call, at most its kind's size (docs/security.md, "Body
 * sizes"), or the 413 answer: checked by the declared length first, then while reading.
 */
export async function apiBody(c: Context): Promise<{ bytes: ArrayBuffer } | { refused: Response }> {
  const cap = BODY_LIMIT_BYTES[bodyKindOf(c.req.path)];
  const bytes = declaresTooMuch(c.req.header('content-length'), cap) ? null : await readCapped(c.req.raw.body, cap);
  if (!bytes) return { refused: apiError(c, 413, 'body_too_large', `The request body may be at most ${cap} bytes.`, { maxBytes: cap }) };
  return { bytes: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer };
}
