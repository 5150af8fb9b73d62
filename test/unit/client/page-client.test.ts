import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPageApiClient, waitForValidationOf } from '../../../src/client/api/page-client';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The browser's fetch, answering by path; records `METHOD path` of every call. */
function browserFetch(answer: (path: string, count: number) => Response) {
  const calls: string[] = [];
  const counts = new Map<string, number>();
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'https://kreide.test').pathname.replace(/^\/api\//, '');
    const count = (counts.get(path) ?? 0) + 1;
    counts.set(path, count);
    calls.push(`${init?.method ?? 'GET'} ${path}`);
    return Promise.resolve(answer(path, count));
  });
  return calls;
}

function storage(flags: Record<string, string>) {
  vi.stubGlobal('localStorage', { getItem: (key: string) => flags[key] ?? null, setItem: () => undefined, removeItem: () => undefined });
}

afterEach(() => {
  vi.unstubAllGlobals();
  waitForValidationOf(() => null);
});

describe('the page API client with a cookie session', () => {
  it('answers a 401 by starting a public session and sending the call once more', async () => {
    storage({});
    const calls = browserFetch((path, count) => {
      if (path === 'v3/oauth2/authenticate') return json({ data: { access_token: null } });
      return count === 1 ? json({ error: { code: 'expired_token', message: 'expired' } }, 401) : json({ data: { cart: { items: [] } } });
    });
    await expect(createPageApiClient('de').get('v1/cart/view')).resolves.toEqual({ cart: { items: [] } });
    expect(calls).toEqual(['GET v1/cart/view', 'POST v3/oauth2/authenticate', 'GET v1/cart/view']);
  });

  it('gives up after five public sessions in a row for one URL', async () => {
    storage({});
    const calls = browserFetch((path) => (path === 'v3/oauth2/authenticate' ? json({ data: {} }) : json({ error: { code: 'x', message: 'x' } }, 401)));
    await expect(createPageApiClient('de').get('v1/user')).rejects.toMatchObject({ status: 401 });
    expect(calls.filter((c) => c === 'POST v3/oauth2/authenticate')).toHaveLength(5);
    expect(calls.filter((c) => c === 'GET v1/user')).toHaveLength(6);
  });

  it('does not start a public session for a signed-in user who has not accepted the current terms', async () => {
    storage({ 'kreide.termsAccepted': '0' });
    const calls = browserFetch(() => json({ error: { code: 'x', message: 'x' } }, 401));
    await expect(createPageApiClient('de').get('v1/user')).rejects.toMatchObject({ status: 401 });
    expect(calls).toEqual(['GET v1/user']);
  });

  it('lets calls wait for the running validation while terms are accepted', async () => {
    storage({ 'kreide.termsAccepted': '1' });
    let finish: () => void = () => undefined;
    waitForValidationOf(() => new Promise<void>((resolve) => (finish = resolve)));
    const calls = browserFetch(() => json({ data: 'ok' }));
    const pending = createPageApiClient('de').get('v1/user');
    await Promise.resolve();
    await Promise.resolve();
    expect(calls).toEqual([]);
    finish();
    await expect(pending).resolves.toBe('ok');
    expect(calls).toEqual(['GET v1/user']);
  });
});
