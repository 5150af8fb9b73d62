/** The one error every failed API call rejects with, worded as the generic client errors of docs/product-rules.md, "Errors of the API client". */

export type ApiErrorKind = 'network' | 'timeout' | 'aborted' | 'status';

/** The body of every API error response: `{ error: { code, message, details? } }`. */
export interface ServerError {
  readonly code: string;
  readonly message: string;
  readonly details?: unknown;
}

export interface ApiErrorInit {
  readonly kind: ApiErrorKind;
  readonly url: string;
  readonly status?: number;
  readonly timeoutMs?: number;
  readonly body?: unknown;
  readonly cause?: unknown;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly url: string;
  /** The HTTP status, for kind `status`. */
  readonly status: number | undefined;
  /** The parsed response body, whatever its shape. */
  readonly body: unknown;
  /** The server's `error` object, when the body has one. */
  readonly serverError: ServerError | undefined;

  constructor(init: ApiErrorInit) {
    super(messageFor(init), { cause: init.cause });
    this.name = init.kind === 'aborted' ? 'AbortError' : 'ApiError';
    this.kind = init.kind;
    this.url = init.url;
    this.status = init.status;
    this.body = init.body;
    this.serverError = serverErrorOf(init.body);
  }
}

function messageFor({ kind, status, timeoutMs }: ApiErrorInit): string {
  switch (kind) {
    case 'network':
      return 'network error';
    case 'timeout':
      return `timeout of ${timeoutMs ?? 0} ms exceeded`;
    case 'aborted':
      return 'request aborted';
    case 'status':
      return `failed with status code ${status ?? 0}`;
  }
}

function serverErrorOf(body: unknown): ServerError | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const { error } = body;
  if (typeof error !== 'object' || error === null) return undefined;
  if (!('code' in error) || typeof error.code !== 'string') return undefined;
  if (!('message' in error) || typeof error.message !== 'string') return undefined;
  return 'details' in error
    ? { code: error.code, message: error.message, details: error.details }
    : { code: error.code, message: error.message };
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
