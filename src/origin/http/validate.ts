import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError } from './errors';
import { queryWithoutWorld } from './world';
import { BODY_LIMIT_BYTES, declaresTooMuch, type BodyKind } from '../../shared/body-limits';
import { readCapped } from '../../shared/read-capped';

/** Parses the query string (less the common world parameter); unknown or bad parameters are a 400. */
export function validQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const result = schema.safeParse(queryWithoutWorld(c));
  if (!result.success) throw new ApiError(400, 'invalid_query', 'The query parameters are not valid.', result.error.issues);
  return result.data;
}

/** Parses a JSON body with a schema; a missing, malformed or wrong body is a 400. */
export async function validJson<S extends z.ZodType>(c: Context, schema: S, kind: BodyKind = 'json'): Promise<z.infer<S>> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/json')) {
    throw new ApiError(415, 'unsupported_media_type', 'Send the body as application/json.');
  }
  const body = parseJson(await cappedBody(c, kind));
  const result = schema.safeParse(body);
  if (!result.success) throw new ApiError(400, 'invalid_body', 'The request body is not valid.', result.error.issues);
  return result.data;
}

/** The raw body of a call, at most its kind's size (docs/security.md, "Body sizes"); larger is a 413. */
export async function cappedBody(c: Context, kind: BodyKind): Promise<Uint8Array> {
  const cap = BODY_LIMIT_BYTES[kind];
  const tooLarge = () => new ApiError(413, 'body_too_large', `The request body may be at most ${cap} bytes.`, { maxBytes: cap });
  if (declaresTooMuch(c.req.header('content-length'), cap)) throw tooLarge();
  const bytes = await readCapped(c.req.raw.body, cap);
  if (!bytes) throw tooLarge();
  return bytes;
}

function parseJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes));
  } catch {
    throw new ApiError(400, 'invalid_json', 'The body is not valid JSON.');
  }
}

/** Parses one path parameter with a schema; a bad one is a 400. */
export function validParam<S extends z.ZodType>(value: string | undefined, schema: S, name: string): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new ApiError(400, 'invalid_parameter', `The ${name} is not valid.`, result.error.issues);
  return result.data;
}
