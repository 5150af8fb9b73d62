import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/client/api/api-error';
import type { StorageLike } from '../../../src/client/api/browser';
import type { AuthState } from '../../../src/client/atoms/auth';
import {
  createSessionRunner,
  PUBLIC_TOKEN_MARKER_KEY,
  TERMS_STORAGE_KEY,
  USER_ID_STORAGE_KEY,
  type SessionDeps,
  type SessionStorageLike,
  type TrackedEvent,
} from '../../../src/client/session/runner';
import { safeNextPath } from '../../../src/client/session/next-path';
import { WRONG_ACCOUNT_LOGOUT_DELAY_MS } from '../../../src/shared/constants';

type Answer = unknown | ((body: unknown) => unknown);

function memoryStorage(initial: Record<string, string> = {}): SessionStorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
    clear: () => data.clear(),
  };
}

function status(code: number, body: unknown = { error: { code: 'x', message: 'x' } }): ApiError {
  return new ApiError({ kind: 'status', url: 'https://kreide.test/api/x', status: code, body });
}

/** A fake API: answers per `METHOD path`; an ApiError answer rejects; every call is recorded. */
function fakeApi(answers: Record<string, Answer>) {
  const calls: string[] = [];
  const bodies: unknown[] = [];
  async function respond(key: string, body?: unknown): Promise<unknown> {
    calls.push(key);
    bodies.push(body);
    if (!(key in answers)) throw new Error(`unexpected call ${key}`);
    const answer = answers[key];
    const value = typeof answer === 'function' ? (answer as (body: unknown) => unknown)(body) : answer;
    if (value instanceof Error) throw value;
    return value;
  }
  return {
    calls,
    bodies,
    api: {
      get: <T>(path: string) => respond(`GET ${path}`) as Promise<T>,
      post: <T>(path: string, body?: unknown) => respond(`POST ${path}`, body) as Promise<T>,
    },
  };
}

const USER_ANSWER = (id: number) => ({ items: [{ id, email: 'a@example.org', isSeller: true, isStaff: false, details: { publicName: `User ${id}` } }] });

function setup(options: { answers: Record<string, Answer>; cookies?: string; local?: Record<string, string>; session?: Record<string, string>; registerConfirm?: boolean }) {
  const { api, calls, bodies } = fakeApi(options.answers);
  const local = memoryStorage(options.local);
  const session = memoryStorage(options.session);
  const tracked: TrackedEvent[] = [];
  const delays: number[] = [];
  const navigations: string[] = [];
  let reloads = 0;
  const deps: SessionDeps = {
    api,
    cookies: () => options.cookies ?? '',
    localStorage: () => local as StorageLike,
    sessionStorage: () => session,
    onRegisterConfirmPage: () => options.registerConfirm ?? false,
    loginPath: () => '/de/anmelden',
    navigate: (url) => void navigations.push(url),
    reload: () => void (reloads += 1),
    track: async (events) => void tracked.push(...events),
    timers: {
      setTimeout: (callback, ms) => {
        delays.push(ms);
        queueMicrotask(callback);
        return 0;
      },
      clearTimeout: () => undefined,
    },
  };
  const runner = createSessionRunner(deps);
  const phases: string[] = [];
  runner.subscribe((state: AuthState) => phases.push(state.phase));
  return { runner, calls, bodies, local, session, tracked, delays, navigations, phases, reloads: () => reloads };
}

describe('session runner: signed in', () => {
  it('validates, loads the user and remembers its id', async () => {
    const t = setup({
      cookies: 'kreide_logged_in=1; kreide_uid=42',
      answers: { 'GET v3/oauth2/validate': { oauth_user_id: 42, scope: 'full', impersonating: false }, 'GET v1/user': USER_ANSWER(42) },
    });
    await t.runner.start();
    expect(t.calls).toEqual(['GET v3/oauth2/validate', 'GET v1/user']);
    expect(t.phases).toEqual(['unknown', 'validating', 'loadingUser', 'signedIn']);
    expect(t.runner.state().user).toEqual({ id: 42, publicName: 'User 42', email: 'a@example.org', isSeller: true, isStaff: false });
    expect(t.local.data.get(USER_ID_STORAGE_KEY)).toBe('42');
    expect(t.local.data.get(TERMS_STORAGE_KEY)).toBe('1');
    // start runs once
    await t.runner.start();
    expect(t.calls).toHaveLength(2);
  });

  it('takes impersonation from the cookie, and keeps the stored id of the browser', async () => {
    const t = setup({
      cookies: 'kreide_logged_in=1; kreide_impersonating=1',
      local: { [USER_ID_STORAGE_KEY]: '5' },
      answers: { 'GET v3/oauth2/validate': { oauth_user_id: 42, scope: 'full', impersonating: true }, 'GET v1/user': USER_ANSWER(42) },
    });
    await t.runner.start();
    expect(t.runner.state()).toMatchObject({ phase: 'signedIn', impersonating: true });
    expect(t.local.data.get(USER_ID_STORAGE_KEY)).toBe('5');
    expect(t.tracked).toEqual([]);
  });

  it('loads the user but marks the terms when they are not accepted, then accepts them', async () => {
    let validations = 0;
    const t = setup({
      cookies: 'kreide_logged_in=1',
      answers: {
        'GET v3/oauth2/validate': () => {
          validations += 1;
          return validations === 1
            ? status(401, { error: { code: 'terms_not_accepted', message: 'x' }, data: { reason: 'terms_not_accepted' } })
            : { oauth_user_id: 42, scope: 'full', impersonating: false };
        },
        'GET v1/user': USER_ANSWER(42),
        'GET v3/terms/current': { version: 3 },
        'POST v3/terms/accept': { accepted: 3 },
      },
    });
    await t.runner.start();
    expect(t.runner.state()).toMatchObject({ phase: 'signedIn', termsAccepted: false, validated: false });
    expect(t.local.data.get(TERMS_STORAGE_KEY)).toBe('0');
    await t.runner.acceptTerms();
    expect(t.bodies[t.calls.indexOf('POST v3/terms/accept')]).toEqual({ version: 3 });
    expect(t.runner.state()).toMatchObject({ phase: 'signedIn', termsAccepted: true, validated: true });
    expect(t.calls).toEqual(['GET v3/oauth2/validate', 'GET v1/user', 'GET v3/terms/current', 'POST v3/terms/accept', 'GET v3/oauth2/validate', 'GET v1/user']);
  });

  it('clears the session and falls back to a public token on an expired token', async () => {
    const t = setup({
      cookies: 'kreide_logged_in=1',
      local: { [USER_ID_STORAGE_KEY]: '42', [TERMS_STORAGE_KEY]: '1', 'kreide.favorites': '[1]' },
      answers: {
        'GET v3/oauth2/validate': status(401, { error: { code: 'expired_token', message: 'x' }, data: { reason: 'expired_token' } }),
        'POST v3/oauth2/logout': { logged_out: true },
        'POST v3/oauth2/authenticate': { access_token: null, oauth_user_id: null, scope: 'public', expires_in: 3600 },
      },
    });
    await t.runner.start();
    expect(t.calls).toEqual(['GET v3/oauth2/validate', 'POST v3/oauth2/logout', 'POST v3/oauth2/authenticate']);
    expect(t.bodies[2]).toEqual({ client_id: 'kreide-web', grant_type: 'client_credentials' });
    expect(t.phases).toEqual(['unknown', 'validating', 'clearingSession', 'authenticatingPublic', 'anonymous']);
    expect(t.local.data.has(USER_ID_STORAGE_KEY)).toBe(false);
    expect(t.local.data.has(TERMS_STORAGE_KEY)).toBe(false);
    expect(t.local.data.get('kreide.favorites')).toBe('[1]');
    expect(t.session.data.get(PUBLIC_TOKEN_MARKER_KEY)).toBe('1');
    expect(t.navigations).toEqual([]);
  });

  it("stores 'authError' when the fallback token fails too", async () => {
    const t = setup({
      cookies: 'kreide_logged_in=true',
      answers: {
        'GET v3/oauth2/validate': status(401, { data: { reason: 'revoked_token' } }),
        'POST v3/oauth2/logout': new ApiError({ kind: 'network', url: 'x' }),
        'POST v3/oauth2/authenticate': status(500),
      },
    });
    await t.runner.start();
    expect(t.runner.state()).toMatchObject({ phase: 'authError', authError: true });
  });

  it('keeps the session cookies when the validation gets no answer', async () => {
    const t = setup({ cookies: 'kreide_logged_in=1', answers: { 'GET v3/oauth2/validate': new ApiError({ kind: 'network', url: 'x' }) } });
    await t.runner.start();
    expect(t.calls).toEqual(['GET v3/oauth2/validate']);
    expect(t.runner.state().phase).toBe('authError');
  });

  it('shows the visitor signed out when the user cannot be loaded', async () => {
    const t = setup({
      cookies: 'kreide_logged_in=1',
      answers: { 'GET v3/oauth2/validate': { oauth_user_id: 42, scope: 'full', impersonating: false }, 'GET v1/user': status(500) },
    });
    await t.runner.start();
    expect(t.runner.state().phase).toBe('anonymous');
  });
});

describe('session runner: visitors', () => {
  it('asks for a public token once per browser session', async () => {
    const answers = { 'POST v3/oauth2/authenticate': { access_token: null, oauth_user_id: null, scope: 'public', expires_in: 3600 } };
    const first = setup({ answers });
    await first.runner.start();
    expect(first.calls).toEqual(['POST v3/oauth2/authenticate']);
    expect(first.runner.state().phase).toBe('anonymous');

    const again = setup({ answers, session: Object.fromEntries(first.session.data) });
    await again.runner.start();
    expect(again.calls).toEqual([]);
    expect(again.runner.state().phase).toBe('anonymous');
  });

  it('makes no call when a public session cookie exists', async () => {
    const t = setup({ cookies: 'kreide_logged_in=0', answers: {} });
    await t.runner.start();
    expect(t.calls).toEqual([]);
    expect(t.runner.state().phase).toBe('anonymous');
  });
});

describe('session runner: wrong account', () => {
  const answers = {
    'GET v3/oauth2/validate': { oauth_user_id: 43, scope: 'full', impersonating: false },
    'GET v1/user': USER_ANSWER(43),
    'POST v3/oauth2/logout': { logged_out: true },
  };

  it('tracks wrong_account and logs out after the delay, to the login page', async () => {
    const t = setup({ cookies: 'kreide_logged_in=1', local: { [USER_ID_STORAGE_KEY]: '42' }, session: { other: 'x' }, answers });
    await t.runner.start();
    expect(t.tracked.map((e) => e.name)).toEqual(['wrong_account']);
    expect(t.delays).toEqual([WRONG_ACCOUNT_LOGOUT_DELAY_MS]);
    expect(t.calls).toEqual(['GET v3/oauth2/validate', 'POST v3/oauth2/logout']);
    expect(t.local.data.has(USER_ID_STORAGE_KEY)).toBe(false);
    expect(t.session.data.size).toBe(0);
    expect(t.navigations).toEqual(['/de/anmelden']);
    expect(t.phases.at(-1)).toBe('loggingOut');
  });

  it('does not check on the register-confirm page', async () => {
    const t = setup({ cookies: 'kreide_logged_in=1', local: { [USER_ID_STORAGE_KEY]: '42' }, registerConfirm: true, answers });
    await t.runner.start();
    expect(t.runner.state().phase).toBe('signedIn');
    expect(t.tracked).toEqual([]);
    expect(t.local.data.get(USER_ID_STORAGE_KEY)).toBe('43');
  });
});

describe('session runner: logout', () => {
  it('ends the server session, clears flags and session storage, then reloads', async () => {
    const t = setup({
      cookies: 'kreide_logged_in=0',
      local: { [USER_ID_STORAGE_KEY]: '42', [TERMS_STORAGE_KEY]: '1', cart_token: 'c' },
      session: { [PUBLIC_TOKEN_MARKER_KEY]: '1' },
      answers: { 'POST v3/oauth2/logout': { logged_out: true } },
    });
    await t.runner.start();
    await t.runner.logout();
    expect(t.calls).toEqual(['POST v3/oauth2/logout']);
    expect([...t.local.data.keys()]).toEqual(['cart_token']);
    expect(t.session.data.size).toBe(0);
    expect(t.reloads()).toBe(1);
    expect(t.navigations).toEqual([]);
  });

  it('goes to the login page when asked', async () => {
    const t = setup({ cookies: 'kreide_logged_in=0', answers: { 'POST v3/oauth2/logout': { logged_out: true } } });
    await t.runner.logout('login');
    expect(t.navigations).toEqual(['/de/anmelden']);
  });
});

describe('safeNextPath', () => {
  it('accepts paths of this site only', () => {
    expect(safeNextPath('/de/einstellungen?x=1')).toBe('/de/einstellungen?x=1');
    for (const bad of ['https://evil.example/', '//evil.example', '/\\evil.example', 'de/x', '', null, undefined, '/a\nb', `/${'x'.repeat(600)}`]) {
      expect(safeNextPath(bad), String(bad)).toBeNull();
    }
  });
});
