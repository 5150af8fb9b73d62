import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HTTPException } from 'hono/http-exception';
import { ZodError } from 'zod';
import type { ApiErrorBody } from '../../shared/schemas/errors';

/** A caller's mistake or a missing thing, answered as `{ error: { code, message, details? } }`. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new ApiError(404, 'not_found', `${what} not found`);

export function errorBody(code: string, message: string, details?: unknown): ApiErrorBody {
  return details === undefined ? { error: { code, message } } : { error: { code, message, details } };
}

/** Hono onError: 4xx for the caller's mistakes, 500 only for bugs. */
export function respondWithError(err: Error, c: Context): Response {
  if (err instanceof ApiError) {
    return c.json(errorBody(err.code, err.message, err.details), err.status);
  }
  if (err instanceof ZodError) {
    return c.json(errorBody('invalid_request', 'The request is not valid.', err.issues), 400);
  }
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    return c.json(errorBody(status === 400 ? 'invalid_request' : 'http_error', err.message || 'Request failed.'), status);
  }
  console.error('origin error', err);
  return c.json(errorBody('internal_error', 'Something went wrong on our side.'), 500);
}
