/**
 * The browser's API client (docs/product-rules.md, "API calls" and "Errors of the API client"), built on ofetch. The session is the HttpOnly cookie
 * (decision 007), so calls carry no token of their own; the page's behaviour (world, terms,
 * re-authentication, slow-request reports) is passed in by `page-client.ts`.
 */

import { FetchError, createFetch } from 'ofetch';
import { DEFAULT_HTTP_TIMEOUT_MS, UNAUTHORIZED_RETRY_CAP } from '../../shared/constants';
import { DEFAULT_WORLD } from '../../shared/worlds';
import type { World } from '../../shared/worlds';
import { ApiError } from './api-error';
import { isApiPath, isAuthenticateCall, isChangeEmailConfirmCall, isItemTagsCall, isValidateCall } from './call-paths';
import { createCartTokenStore } from './cart-token';
import { requestHeaders } from './request-headers';
import { attemptSignal } from './request-signal';
import { API_BASE, requestUrl } from './request-url';
import type { Query } from './request-url';
import { watchSlowRequest } from './slow-request';
import type { SlowRequestReport } from './slow-request';
import { systemTimers } from './timers';
import { createUnauthorizedRetries } from './unauthorized-retries';

export { ApiError } from './api-error';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** A JSON body, or FormData for file uploads. */
export type ApiRequestBody = FormData | Readonly<Record<string, unknown>> | readonly unknown[];

export interface ApiCallOptions {
  readonly query?: Query;
  readonly headers?: Readonly<Record<string, string>>;
  /** The world this call is for; default the current world. */
  readonly world?: World;
  /** Send without waiting for terms validation, and never re-authenticate on a 401. */
  readonly skipTermsCheck?: boolean;
  readonly signal?: AbortSignal;
  /** Timeout of this call in ms; default none (DEFAULT_HTTP_TIMEOUT_MS). */
  readonly timeoutMs?: number | null;
  /** The request may outlive the page (tracking sent as the page is left). */
  readonly keepalive?: boolean;
}

export interface ApiRequestOptions extends ApiCallOptions {
  readonly method?: HttpMethod;
  readonly body?: ApiRequestBody;
}

export interface ApiClient {
  /** Sends a call and resolves to its unwrapped `data` body; rejects with an ApiError. */
  request<T = unknown>(path: string, options?: ApiRequestOptions): Promise<T>;
  get<T = unknown>(path: string, options?: ApiCallOptions): Promise<T>;
  post<T = unknown>(path: string, body?: ApiRequestBody, options?: ApiCallOptions): Promise<T>;
}

export interface ApiClientOptions {
  /** The current world; default DEFAULT_WORLD. */
  readonly world?: () => World;
  readonly termsAccepted?: () => boolean;
  /** The running terms validation, which API calls wait for while terms are accepted. */
  readonly termsValidation?: () => Promise<unknown> | null | undefined;
  /** Starts a fresh public (client-credentials) session; without it a 401 is final. */
  readonly authenticatePublic?: () => Promise<void>;
  readonly reportSlowRequest?: (report: SlowRequestReport) => void;
}

/** Spread rather than written inline: the Workers typings of RequestInit lack `credentials`. */
const SEND_COOKIES = { credentials: 'include' } as const;

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const currentWorld = options.world ?? (() => DEFAULT_WORLD);
  const cartTokens = createCartTokenStore();
  const termsAccepted = options.termsAccepted ?? (() => false);
  const termsValidation = options.termsValidation ?? (() => null);
  const reportSlowRequest = options.reportSlowRequest ?? (() => undefined);
  // Looked up at call time, so a fetch or fake timers installed later apply.
  const fetchRaw = createFetch({ fetch: (input, init) => globalThis.fetch(input, init) }).raw;
  const unauthorized = createUnauthorizedRetries(UNAUTHORIZED_RETRY_CAP);

  /** Terms are accepted and the call does not skip the check: it waits, and may re-authenticate. */
  function checksTerms(path: string, call: ApiRequestOptions): boolean {
    return (
      isApiPath(path) &&
      !call.skipTermsCheck &&
      !isAuthenticateCall(path) &&
      !isValidateCall(path) &&
      termsAccepted()
    );
  }

  function mayReauthenticate(path: string, call: ApiRequestOptions): boolean {
    return (
      options.authenticatePublic !== undefined &&
      checksTerms(path, call) &&
      !isItemTagsCall(path) &&
      !isChangeEmailConfirmCall(path)
    );
  }

  async function waitForTerms(): Promise<void> {
    try {
      await termsValidation();
    } catch {
      // a failed validation is handled by the login state; the call still goes out
    }
  }

  async function attempt(path: string, url: string, call: ApiRequestOptions): Promise<unknown> {
    const body = encodeBody(call);
    const timeoutMs = call.timeoutMs === undefined ? DEFAULT_HTTP_TIMEOUT_MS : call.timeoutMs;
    const signal = attemptSignal(call.signal, timeoutMs, systemTimers);
    try {
      const response = await fetchRaw(url, {
        method: call.method ?? 'GET',
        headers: requestHeaders({
          path,
          cartToken: cartTokens.read(),
          jsonBody: body.json,
          extra: call.headers,
        }),
        body: body.encoded,
        ...(isApiPath(path) ? SEND_COOKIES : {}),
        signal: signal.signal,
        ...(call.keepalive ? { keepalive: true } : {}),
        retry: false,
      });
      return unwrapData(response._data);
    } catch (error) {
      throw toApiError(error, url, signal.timedOut() ? timeoutMs : null);
    } finally {
      signal.dispose();
    }
  }

  async function sendWithReauthentication(path: string, url: string, call: ApiRequestOptions): Promise<unknown> {
    for (;;) {
      try {
        const data = await attempt(path, url, call);
        unauthorized.reset(url);
        return data;
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 401) {
          unauthorized.reset(url);
          throw error;
        }
        if (!mayReauthenticate(path, call) || !unauthorized.recordUnauthorized(url)) throw error;
        try {
          await options.authenticatePublic?.();
        } catch {
          throw error;
        }
      }
    }
  }

  async function request<T>(path: string, call: ApiRequestOptions = {}): Promise<T> {
    const world = isApiPath(path) ? (call.world ?? currentWorld()) : null;
    const url = requestUrl({ apiBase: API_BASE, path, query: call.query, world });
    const stopWatch = watchSlowRequest(url, { timers: systemTimers, now: () => Date.now(), report: reportSlowRequest });
    try {
      if (checksTerms(path, call)) await waitForTerms();
      return (await sendWithReauthentication(path, url, call)) as T;
    } finally {
      stopWatch();
    }
  }

  return {
    request,
    get: (path, call) => request(path, { ...call, method: 'GET' }),
    post: (path, body, call) => request(path, { ...call, method: 'POST', body }),
  };
}

/** POST bodies go as UTF-8 JSON, file uploads as FormData; GET sends none. */
function encodeBody(call: ApiRequestOptions): { encoded: string | FormData | undefined; json: boolean } {
  if (call.body === undefined || (call.method ?? 'GET') === 'GET') return { encoded: undefined, json: false };
  if (call.body instanceof FormData) return { encoded: call.body, json: false };
  return { encoded: JSON.stringify(call.body), json: true };
}

/** A response `{ data }` resolves to its data; any other body resolves as it is. */
function unwrapData(body: unknown): unknown {
  if (typeof body === 'object' && body !== null && !Array.isArray(body) && 'data' in body) return body.data;
  return body;
}

function toApiError(error: unknown, url: string, timedOutAfterMs: number | null): ApiError {
  if (error instanceof ApiError) return error;
  if (timedOutAfterMs !== null) return new ApiError({ kind: 'timeout', url, timeoutMs: timedOutAfterMs, cause: error });
  if (error instanceof FetchError && error.response) {
    return new ApiError({ kind: 'status', url, status: error.response.status, body: error.data, cause: error });
  }
  const cause = error instanceof FetchError ? error.cause : error;
  const aborted = cause instanceof Error && cause.name === 'AbortError';
  return new ApiError({ kind: aborted ? 'aborted' : 'network', url, cause: error });
}
