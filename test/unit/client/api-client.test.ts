import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from '../../../src/client/api/client';
import type { ApiClientOptions } from '../../../src/client/api/client';
import { createCartTokenStore, readCookie } from '../../../src/client/api/cart-token';
import type { StorageLike } from '../../../src/client/api/browser';

interface SentCall {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  readonly body: unknown;
  readonly credentials: string | undefined;
  readonly signal: AbortSignal | undefined;
}

type Responder = (call: SentCall, index: number) => Response | Promise<Response>;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function unauthorized(): Response {
  return json({ error: { code: 'unauthorized', message: 'token expired' } }, 401);
}

/** The browser's fetch: records every call and answers with the responders in turn (the last repeats). */
function fakeFetch(...responders: Responder[]) {
  const calls: SentCall[] = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const call: SentCall = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: init?.body,
      credentials: (init as { credentials?: string } | undefined)?.credentials,
      signal: init?.signal ?? undefined,
    };
    calls.push(call);
    const respond = responders[Math.min(calls.length - 1, responders.length - 1)] ?? (() => json({}));
    return Promise.resolve(respond(call, calls.length - 1));
  });
  vi.stubGlobal('fetch', fetch);
  return { calls };
}

function never(): Promise<Response> {
  return new Promise(() => undefined);
}

/** The page's local storage holding these values. */
function storedValues(values: Record<string, string>): void {
  const storage: StorageLike = { getItem: (key) => values[key] ?? null, setItem: () => undefined, removeItem: () => undefined };
  vi.stubGlobal('localStorage', storage);
}

function pageApi(options: ApiClientOptions = {}) {
  return createApiClient(options);
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('base path, credentials and world', () => {
  it('calls /api/ on the same origin with credentials and the current world', async () => {
    const { calls } = fakeFetch(() => json({}));
    await pageApi({ world: () => 'fr' }).get('v1/user');
    expect(calls[0]?.url).toBe('/api/v1/user?world=fr');
    expect(calls[0]?.credentials).toBe('include');
  });

  it('defaults to the default world', async () => {
    const { calls } = fakeFetch(() => json({}));
    await pageApi().get('v1/filters');
    expect(calls[0]?.url).toBe('/api/v1/filters?world=de');
  });

  it('keeps the caller query and lets one request choose its world', async () => {
    const { calls } = fakeFetch(() => json({}));
    const client = pageApi({ world: () => 'fr' });
    await client.get('v1/subscriptions', { query: { limit: 20, page: 2, type: ['a', 'b'], skip: undefined }, world: 'it' });
    await client.get('v1/subscriptions', { query: { world: 'es' } });
    expect(calls[0]?.url).toBe('/api/v1/subscriptions?limit=20&page=2&type=a&type=b&world=it');
    expect(calls[1]?.url).toBe('/api/v1/subscriptions?world=es');
  });

  it('leaves non-API paths alone: no base, world, cart token or credentials', async () => {
    storedValues({ cart_token: 'cart-1' });
    const { calls } = fakeFetch(() => json({}));
    await pageApi().get('/locales/de/common.json');
    await pageApi().get('https://cdn.example/v1/cart/view');
    expect(calls.map((call) => call.url)).toEqual(['/locales/de/common.json', 'https://cdn.example/v1/cart/view']);
    expect(calls.every((call) => !call.headers.has('x-cart-token') && call.credentials === undefined)).toBe(true);
  });

  it('sends no token of its own: the session is the HttpOnly cookie', async () => {
    const { calls } = fakeFetch(() => json({}));
    await pageApi().get('v1/user');
    await pageApi().get('v3/oauth2/validate');
    expect(calls.every((call) => !call.headers.has('authorization') && !call.headers.has('x-access-token'))).toBe(true);
  });
});

describe('cart token', () => {
  it('goes with v1/cart and v3/cart calls only', async () => {
    storedValues({ cart_token: 'cart-1' });
    const { calls } = fakeFetch(() => json({}));
    const api = pageApi();
    await api.get('v1/cart/view');
    await api.post('v3/cart/add', { materialId: 1 });
    await api.get('v1/user');
    await api.get('v1/cartography');
    expect(calls.map((call) => call.headers.get('x-cart-token'))).toEqual(['cart-1', 'cart-1', null, null]);
  });

  it('is left out when there is none', async () => {
    storedValues({});
    const { calls } = fakeFetch(() => json({}));
    await pageApi().get('v1/cart/view');
    expect(calls[0]?.headers.has('x-cart-token')).toBe(false);
  });

  it('is read from local storage, else from the c_t cookie', () => {
    const values = new Map<string, string>();
    const storage: StorageLike = {
      getItem: (key) => values.get(key) ?? null,
      setItem: (key, value) => void values.set(key, value),
      removeItem: (key) => void values.delete(key),
    };
    const store = createCartTokenStore({ localStorage: () => storage, cookies: () => 'x=1; c_t=from%20cookie' });
    expect(store.read()).toBe('from cookie');
    store.write('stored');
    expect(values.get('cart_token')).toBe('stored');
    expect(store.read()).toBe('stored');
    store.write(null);
    expect(store.read()).toBe('from cookie');
  });

  it('falls back to memory when local storage throws', async () => {
    const throwing: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const store = createCartTokenStore({ localStorage: () => throwing, cookies: () => '' });
    expect(store.read()).toBeNull();
    store.write('in-memory');
    expect(store.read()).toBe('in-memory');

    const unreachable = createCartTokenStore({
      localStorage: () => {
        throw new Error('SecurityError');
      },
      cookies: () => '',
    });
    unreachable.write('kept');
    expect(unreachable.read()).toBe('kept');
  });

  it('is read from the c_t cookie when local storage throws', async () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
    });
    vi.stubGlobal('document', { cookie: 'c_t=from-cookie' });
    const { calls } = fakeFetch(() => json({}));
    await pageApi().get('v1/cart/view');
    expect(calls[0]?.headers.get('x-cart-token')).toBe('from-cookie');
  });

  it('reads single cookies', () => {
    expect(readCookie('a=1; c_t=abc; b=2', 'c_t')).toBe('abc');
    expect(readCookie('xc_t=1', 'c_t')).toBeNull();
    expect(readCookie('', 'c_t')).toBeNull();
    expect(readCookie('c_t=%E0%A4%A', 'c_t')).toBe('%E0%A4%A');
  });
});

describe('bodies', () => {
  it('sends POST bodies as UTF-8 JSON', async () => {
    const { calls } = fakeFetch(() => json({}));
    await pageApi().post('v3/subscriptions/subscribe', { subjectId: 5, subjectType: 'material', world: 'de' });
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(calls[0]?.body).toBe('{"subjectId":5,"subjectType":"material","world":"de"}');
  });

  it('sends FormData as it is, leaving the multipart type to fetch', async () => {
    const { calls } = fakeFetch(() => json({}));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'avatar.png');
    await pageApi().post('v3/user-details/avatar', form);
    expect(calls[0]?.body).toBe(form);
    expect(calls[0]?.headers.has('content-type')).toBe(false);
  });

  it('sends no body on GET', async () => {
    const { calls } = fakeFetch(() => json({}));
    await pageApi().request('v1/filters', { method: 'GET', body: { ignored: true } });
    expect(calls[0]?.body).toBeUndefined();
  });
});

describe('responses', () => {
  it('unwraps the data body', async () => {
    fakeFetch(() => json({ data: { items: [{ id: 1 }] } }));
    await expect(pageApi().get('v1/user')).resolves.toEqual({ items: [{ id: 1 }] });
  });

  it('returns bodies without data as they are', async () => {
    fakeFetch(
      () => json({ items: [] }),
      () => json([{ data: 1 }]),
      () => new Response(null, { status: 204 }),
    );
    const client = pageApi();
    await expect(client.get('v1/a')).resolves.toEqual({ items: [] });
    await expect(client.get('v1/b')).resolves.toEqual([{ data: 1 }]);
    await expect(client.post('v3/c')).resolves.toBeUndefined();
  });
});

describe('401 re-authentication', () => {
  function reauthenticating(options: ApiClientOptions = {}) {
    const authenticatePublic = vi.fn(() => Promise.resolve());
    return { client: pageApi({ termsAccepted: () => true, authenticatePublic, ...options }), authenticatePublic };
  }

  it('starts a public session and sends the call once more', async () => {
    const { calls } = fakeFetch(unauthorized, () => json({ data: 'ok' }));
    const { client, authenticatePublic } = reauthenticating();
    await expect(client.get('v1/user')).resolves.toBe('ok');
    expect(authenticatePublic).toHaveBeenCalledTimes(1);
    expect(calls.map((call) => call.url)).toEqual(['/api/v1/user?world=de', '/api/v1/user?world=de']);
  });

  it('gives up after more than 5 consecutive 401s on one URL', async () => {
    const { calls } = fakeFetch(unauthorized);
    const { client, authenticatePublic } = reauthenticating();
    const error = await rejection(client.get('v1/user'));
    expect(error.status).toBe(401);
    expect(calls).toHaveLength(6);
    expect(authenticatePublic).toHaveBeenCalledTimes(5);
  });

  it('stays given up on that URL until it answers other than 401, and counts URLs apart', async () => {
    const { calls } = fakeFetch(unauthorized);
    const { client, authenticatePublic } = reauthenticating();
    await rejection(client.get('v1/user'));
    await rejection(client.get('v1/user'));
    expect(calls).toHaveLength(7);
    await rejection(client.get('v1/user/details'));
    expect(calls).toHaveLength(13);
    expect(authenticatePublic).toHaveBeenCalledTimes(10);
  });

  it('starts counting anew after a non-401 error', async () => {
    const { calls } = fakeFetch(
      unauthorized, unauthorized, unauthorized, () => json({}, 500),
      unauthorized, unauthorized, unauthorized, unauthorized, unauthorized, () => json({ data: 'ok' }),
    );
    const { client } = reauthenticating();
    const error = await rejection(client.get('v1/user'));
    expect(error.status).toBe(500);
    await expect(client.get('v1/user')).resolves.toBe('ok');
    expect(calls).toHaveLength(10);
  });

  it('starts counting anew after a success', async () => {
    fakeFetch(
      unauthorized, unauthorized, unauthorized, () => json({ data: 1 }),
      unauthorized, unauthorized, unauthorized, unauthorized, unauthorized, () => json({ data: 2 }),
    );
    const { client } = reauthenticating();
    await expect(client.get('v1/user')).resolves.toBe(1);
    await expect(client.get('v1/user')).resolves.toBe(2);
  });

  it.each([
    ['terms not accepted', 'v1/user', { termsAccepted: () => false }, {}],
    ['skipped terms check', 'v1/user', {}, { skipTermsCheck: true }],
    ['the validate call', 'v3/oauth2/validate', {}, {}],
    ['the authenticate call', 'v3/oauth2/authenticate', {}, {}],
    ['item tags', 'v3/item-tags/query', {}, {}],
    ['the change-email confirmation', 'v3/user/change-email/confirm', {}, {}],
  ] as const)('does not retry on %s', async (_, path, options, call) => {
    const { calls } = fakeFetch(unauthorized);
    const { client, authenticatePublic } = reauthenticating(options);
    const error = await rejection(client.request(path, call));
    expect(error.status).toBe(401);
    expect(error.serverError).toEqual({ code: 'unauthorized', message: 'token expired' });
    expect(calls).toHaveLength(1);
    expect(authenticatePublic).not.toHaveBeenCalled();
  });

  it('passes every change-email confirmation 401 through untouched', async () => {
    const { calls } = fakeFetch(unauthorized, unauthorized, () => json({ data: 'ok' }));
    const { client } = reauthenticating();
    await rejection(client.post('v3/user/change-email/confirm', { token: 't' }));
    await rejection(client.post('v3/user/change-email/confirm', { token: 't' }));
    expect(calls).toHaveLength(2);
  });

  it('rejects with the 401 when re-authentication fails', async () => {
    const { calls } = fakeFetch(unauthorized);
    const api = pageApi({ termsAccepted: () => true, authenticatePublic: () => Promise.reject(new Error('auth down')) });
    const error = await rejection(api.get('v1/user'));
    expect(error.status).toBe(401);
    expect(calls).toHaveLength(1);
  });
});

describe('terms check', () => {
  function pendingValidation() {
    let resolve: () => void = () => undefined;
    const promise = new Promise<void>((done) => {
      resolve = done;
    });
    return { promise, resolve };
  }

  const settle = () => new Promise((done) => setTimeout(done, 0));

  it('waits for terms validation while terms are accepted', async () => {
    const validation = pendingValidation();
    const { calls } = fakeFetch(() => json({ data: 'ok' }));
    const client = pageApi({ termsAccepted: () => true, termsValidation: () => validation.promise });
    const pending = client.get('v1/user');
    await settle();
    expect(calls).toHaveLength(0);
    validation.resolve();
    await expect(pending).resolves.toBe('ok');
    expect(calls).toHaveLength(1);
  });

  it('still sends when the validation fails', async () => {
    const { calls } = fakeFetch(() => json({}));
    const client = pageApi({ termsAccepted: () => true, termsValidation: () => Promise.reject(new Error('x')) });
    await client.get('v1/user');
    expect(calls).toHaveLength(1);
  });

  it.each([
    ['a request that skips it', 'v1/user', { skipTermsCheck: true }, true],
    ['the authenticate call', 'v3/oauth2/authenticate', {}, true],
    ['the validate call', 'v3/oauth2/validate', {}, true],
    ['a non-API path', '/locales/de/common.json', {}, true],
    ['any call while terms are not accepted', 'v1/user', {}, false],
  ] as const)('does not wait for %s', async (_, path, call, termsAccepted) => {
    const { calls } = fakeFetch(() => json({}));
    const client = pageApi({ termsAccepted: () => termsAccepted, termsValidation: never });
    await client.request(path, call);
    expect(calls).toHaveLength(1);
  });
});

describe('slow requests', () => {
  it('reports a request pending over 3 s', async () => {
    vi.useFakeTimers();
    const reportSlowRequest = vi.fn();
    fakeFetch(never);
    void pageApi({ reportSlowRequest }).get('v1/user');
    await vi.advanceTimersByTimeAsync(2_999);
    expect(reportSlowRequest).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reportSlowRequest).toHaveBeenCalledExactlyOnceWith({ url: '/api/v1/user?world=de', ms: 3_000 });
  });

  it('clears its timer when the request settles', async () => {
    vi.useFakeTimers();
    const reportSlowRequest = vi.fn();
    fakeFetch(() => json({}), () => json({}, 500));
    const client = pageApi({ reportSlowRequest });
    await client.get('v1/user');
    await rejection(client.get('v1/user'));
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(reportSlowRequest).not.toHaveBeenCalled();
  });
});

describe('errors', () => {
  it('says network error when the request does not reach the server', async () => {
    fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await rejection(pageApi().get('v1/user'));
    expect(error).toMatchObject({ kind: 'network', message: 'network error', status: undefined });
  });

  it('says failed with status code N and keeps the server error', async () => {
    const body = { error: { code: 'not_found', message: 'No such author', details: { id: 3 } } };
    fakeFetch(() => json(body, 404));
    const error = await rejection(pageApi().get('v3/authors/3'));
    expect(error).toMatchObject({ kind: 'status', status: 404, message: 'failed with status code 404', body });
    expect(error.serverError).toEqual(body.error);
  });

  it('has no server error when the body has none', async () => {
    fakeFetch(() => new Response('Bad gateway', { status: 502, headers: { 'content-type': 'text/plain' } }));
    const error = await rejection(pageApi().get('v1/user'));
    expect(error).toMatchObject({ status: 502, body: 'Bad gateway', serverError: undefined });
  });

  function abortableFetch() {
    return fakeFetch(
      (call) =>
        new Promise<Response>((_, reject) => {
          call.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
  }

  it('says timeout of N ms exceeded when a request sets a timeout', async () => {
    vi.useFakeTimers();
    abortableFetch();
    const pending = rejection(pageApi().get('v1/user', { timeoutMs: 1_500 }));
    await vi.advanceTimersByTimeAsync(1_500);
    const error = await pending;
    expect(error).toMatchObject({ kind: 'timeout', message: 'timeout of 1500 ms exceeded' });
  });

  it('has no timeout by default', async () => {
    const { calls } = fakeFetch(() => json({}));
    await pageApi().get('v1/user');
    expect(calls[0]?.signal).toBeUndefined();
  });

  it('says request aborted when the caller aborts', async () => {
    abortableFetch();
    const controller = new AbortController();
    const pending = rejection(pageApi().get('v1/user', { signal: controller.signal }));
    controller.abort();
    const error = await pending;
    expect(error).toMatchObject({ kind: 'aborted', name: 'AbortError', message: 'request aborted' });
  });
});
