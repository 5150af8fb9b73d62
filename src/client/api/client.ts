/**
 * The browser's API client (spec §7, §8), built on ofetch. Everything it depends on is passed
 * in, so the rules can be tested without a browser.
 */

import { FetchError, createFetch } from 'ofetch';
import { DEFAULT_HTTP_TIMEOUT_MS, UNAUTHORIZED_RETRY_CAP } from '../../shared/constants';
import { DEFAULT_WORLD } from '../../shared/worlds';
import type { World } from '../../shared/worlds';
import { ApiError } from './api-error';
import { browserHost } from './browser';
import {
  isAbortedOnPaymentPage,
  isApiPath,
  isAuthenticateCall,
  isChangeEmailConfirmCall,
  isItemTagsCall,
  isValidateCall,
} from './call-paths';
import { createCartTokenStore } from './cart-token';
import type { CartTokenStore } from './cart-token';
import { requestHeaders } from './request-headers';
import { attemptSignal } from './request-signal';
import { apiBaseOf, requestUrl } from './request-url';
import type { Query } from './request-url';
import { watchSlowRequest } from './slow-request';
import type { SlowRequestReport } from './slow-request';
import { systemTimers } from './timers';
import type { Timers } from './timers';
import { createUnauthorizedRetries } from './unauthorized-retries';

export { ApiError, isAbortedCall, isApiError } from './api-error';
export type { ServerError } from './api-error';
export type { CartTokenStore } from './cart-token';
export type { SlowRequestReport } from './slow-request';

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
  /** Origin of the API, e.g. `https://api.example`; default the page's own origin. */
  readonly apiHost?: string;
  /** The current world; default DEFAULT_WORLD. */
  readonly world?: () => World;
  /** The one host whose pages send no `world` parameter. */
  readonly excludedHost?: string;
  /** Host of the page the client runs on; default `location.host`. */
  readonly pageHost?: () => string;
  /** The access token, as stored; unusable values are ignored. */
  readonly accessToken?: () => unknown;
  readonly cartTokens?: CartTokenStore;
  readonly isPaymentPage?: () => boolean;
  readonly termsAccepted?: () => boolean;
  /** The running terms validation, which API calls wait for while terms are accepted. */
  readonly termsValidation?: () => Promise<unknown> | null | undefined;
  /** Obtains a fresh public (client-credentials) access token; without it a 401 is final. */
  readonly authenticatePublic?: () => Promise<string>;
  readonly reportSlowRequest?: (report: SlowRequestReport) => void;
  readonly fetch?: typeof globalThis.fetch;
  readonly timers?: Timers;
  readonly now?: () => number;
}

/** Spread rather than written inline: the Workers typings of RequestInit lack `credentials`. */
const SEND_COOKIES = { credentials: 'include' } as const;

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const apiBase = apiBaseOf(options.apiHost ?? '');
  const currentWorld = options.world ?? (() => DEFAULT_WORLD);
  const pageHost = options.pageHost ?? browserHost;
  const accessToken = options.accessToken ?? (() => null);
  const cartTokens = options.cartTokens ?? createCartTokenStore();
  const isPaymentPage = options.isPaymentPage ?? (() => false);
  const termsAccepted = options.termsAccepted ?? (() => false);
  const termsValidation = options.termsValidation ?? (() => null);
  const reportSlowRequest = options.reportSlowRequest ?? (() => undefined);
  const timers = options.timers ?? systemTimers;
  const now = options.now ?? Date.now;
  const fetchRaw = createFetch({
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
  }).raw;
  const unauthorized = createUnauthorizedRetries(UNAUTHORIZED_RETRY_CAP);

  function sendsWorld(): boolean {
    return options.excludedHost === undefined || pageHost() !== options.excludedHost;
  }

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

  async function attempt(path: string, url: string, call: ApiRequestOptions, token: unknown): Promise<unknown> {
    const body = encodeBody(call);
    const timeoutMs = call.timeoutMs === undefined ? DEFAULT_HTTP_TIMEOUT_MS : call.timeoutMs;
    const signal = attemptSignal(call.signal, timeoutMs, timers);
    try {
      const response = await fetchRaw(url, {
        method: call.method ?? 'GET',
        headers: requestHeaders({
          path,
          accessToken: token,
          cartToken: cartTokens.read(),
          jsonBody: body.json,
          extra: call.headers,
        }),
        body: body.encoded,
        ...(isApiPath(path) ? SEND_COOKIES : {}),
        signal: signal.signal,
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
    let token = accessToken();
    for (;;) {
      try {
        const data = await attempt(path, url, call, token);
        unauthorized.reset(url);
        return data;
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 401) {
          unauthorized.reset(url);
          throw error;
        }
        if (!mayReauthenticate(path, call) || !unauthorized.recordUnauthorized(url)) throw error;
        try {
          token = await options.authenticatePublic?.();
        } catch {
          throw error;
        }
      }
    }
  }

  async function request<T>(path: string, call: ApiRequestOptions = {}): Promise<T> {
    const world = isApiPath(path) && sendsWorld() ? (call.world ?? currentWorld()) : null;
    const url = requestUrl({ apiBase, path, query: call.query, world });
    if (isApiPath(path) && isAbortedOnPaymentPage(path) && isPaymentPage()) {
      throw new ApiError({ kind: 'aborted', url });
    }
    const stopWatch = watchSlowRequest(url, { timers, now, report: reportSlowRequest });
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
export function unwrapData(body: unknown): unknown {
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
