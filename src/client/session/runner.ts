/**
 * Runs the login state machine (./auth-machine.ts): performs the call of each phase and feeds
 * the outcome back. Everything it touches is passed in, so unit tests use a fake API.
 */

import { WRONG_ACCOUNT_LOGOUT_DELAY_MS } from '../../shared/constants';
import { INITIAL_AUTH_STATE, type AuthState, type LogoutTarget, type SignedInUser } from '../atoms/auth';
import type { ApiClient } from '../api/client';
import { isApiError } from '../api/api-error';
import type { StorageLike } from '../api/browser';
import { readCookie } from '../api/cart-token';
import type { Timers } from '../api/timers';
import { authReducer, hasWork, type AuthEvent } from './auth-machine';

const LOGGED_IN_COOKIE = 'kreide_logged_in';
export const IMPERSONATING_COOKIE = 'kreide_impersonating';
/** Local storage: the id of the user this browser validated last (docs/product-rules.md, "Entities"). */
export const USER_ID_STORAGE_KEY = 'kreide.userId';
/** Local storage: the terms-accepted flag (docs/product-rules.md, "Entities"). */
export const TERMS_STORAGE_KEY = 'kreide.termsAccepted';
/** The local flags a logout removes. */
const LOCAL_FLAG_KEYS = [USER_ID_STORAGE_KEY, TERMS_STORAGE_KEY] as const;
/** Session storage: a public token was asked for in this browser session. */
export const PUBLIC_TOKEN_MARKER_KEY = 'kreide.publicToken';
export const WEB_CLIENT_ID = 'kreide-web';

export interface SessionStorageLike extends StorageLike {
  clear(): void;
}

export interface TrackedEvent {
  name: string;
  properties?: Record<string, string | number | boolean | null>;
}

export interface SessionDeps {
  api: Pick<ApiClient, 'get' | 'post'>;
  cookies: () => string;
  localStorage: () => StorageLike | undefined;
  sessionStorage: () => SessionStorageLike | undefined;
  /** The page is the register-confirm screen (no wrong-account check there). */
  onRegisterConfirmPage: () => boolean;
  /** The login page of the current world; logout goes there when asked to. */
  loginPath: () => string | null;
  navigate: (url: string) => void;
  reload: () => void;
  track: (events: TrackedEvent[]) => Promise<void>;
  timers: Timers;
}

export interface SessionRunner {
  state(): AuthState;
  /** Decides the login state; resolves once it waits for the visitor again. Runs once. */
  start(): Promise<void>;
  /** Clears the session and local flags, then reloads or goes to the login page. */
  logout(target?: LogoutTarget): Promise<void>;
  /** The running or finished token validation (the validate call alone), which API calls wait for. */
  validation(): Promise<unknown> | null;
  /** Accepts the current terms (`GET v3/terms/current`, `POST v3/terms/accept`); rejects on failure. */
  acceptTerms(): Promise<void>;
  /** Calls the listener with the current state and on every change; returns the unsubscribe. */
  subscribe(listener: (state: AuthState) => void): () => void;
}

interface ValidateAnswer {
  oauth_user_id: number | null;
  scope?: string;
  impersonating?: boolean;
}

interface UserAnswer {
  items: {
    id: number;
    email: string;
    isSeller: boolean;
    isStaff?: boolean;
    details: { publicName: string };
  }[];
}

/** Reads a storage without ever throwing (privacy modes, sandboxed frames). */
function safely<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    return fallback;
  }
}

function readStoredUserId(storage: StorageLike | undefined): number | null {
  const value = safely(() => storage?.getItem(USER_ID_STORAGE_KEY) ?? null, null);
  if (!value || !/^[1-9][0-9]{0,15}$/.test(value)) return null;
  return Number(value);
}

/** Remembers the user a new session belongs to, so its first validation is not a wrong account. */
export function rememberUserId(storage: StorageLike | undefined, userId: number | null): void {
  safely(() => {
    if (userId === null) storage?.removeItem(USER_ID_STORAGE_KEY);
    else storage?.setItem(USER_ID_STORAGE_KEY, String(userId));
  }, undefined);
}

function toSignedInUser(answer: UserAnswer): SignedInUser | null {
  const item = answer.items[0];
  if (!item) return null;
  return { id: item.id, publicName: item.details.publicName, email: item.email, isSeller: item.isSeller, isStaff: item.isStaff ?? false };
}

function validationReason(error: unknown): string | null {
  if (!isApiError(error) || typeof error.body !== 'object' || error.body === null) return null;
  const data = (error.body as { data?: { reason?: unknown } }).data;
  if (typeof data?.reason === 'string') return data.reason;
  return error.serverError?.code ?? null;
}

function statusOf(error: unknown): number | null {
  if (!isApiError(error) || error.kind !== 'status') return null;
  return error.status ?? null;
}

export function createSessionRunner(deps: SessionDeps): SessionRunner {
  let state: AuthState = INITIAL_AUTH_STATE;
  let started: Promise<void> | null = null;
  let validation: Promise<unknown> | null = null;
  const listeners = new Set<(state: AuthState) => void>();

  function sleep(ms: number): Promise<void> {
    return new Promise((resolve) => deps.timers.setTimeout(resolve, ms));
  }

  async function dispatch(event: AuthEvent): Promise<void> {
    const before = state;
    state = authReducer(state, event);
    if (state === before) return;
    for (const listener of listeners) listener(state);
    if (state.phase !== before.phase && hasWork(state)) {
      const next = await work(state);
      if (next) await dispatch(next);
    }
  }

  /** The call a phase stands for, answered by the event it leads to (null: nothing follows). */
  async function work(current: AuthState): Promise<AuthEvent | null> {
    switch (current.phase) {
      case 'validating':
        try {
          const call = deps.api.get<ValidateAnswer>('v3/oauth2/validate');
          validation = call.catch(() => undefined);
          const answer = await call;
          return { type: 'validated', userId: answer.oauth_user_id ?? null, impersonating: answer.impersonating === true };
        } catch (error) {
          return { type: 'validationFailed', status: statusOf(error), reason: validationReason(error) };
        }
      case 'loadingUser': {
        if (!current.impersonating) {
          rememberUserId(deps.localStorage(), current.storedUserId);
          safely(() => deps.localStorage()?.setItem(TERMS_STORAGE_KEY, current.termsAccepted ? '1' : '0'), undefined);
        }
        try {
          const user = toSignedInUser(await deps.api.get<UserAnswer>('v1/user'));
          return user ? { type: 'userLoaded', user } : { type: 'userFailed' };
        } catch {
          return { type: 'userFailed' };
        }
      }
      case 'clearingSession':
        await endServerSession();
        clearLocalFlags();
        return { type: 'sessionCleared' };
      case 'authenticatingPublic':
        safely(() => deps.sessionStorage()?.setItem(PUBLIC_TOKEN_MARKER_KEY, '1'), undefined);
        try {
          await deps.api.post('v3/oauth2/authenticate', { client_id: WEB_CLIENT_ID, grant_type: 'client_credentials' });
          return { type: 'publicTokenObtained' };
        } catch {
          return { type: 'publicTokenFailed' };
        }
      case 'wrongAccount':
        await deps.track([{ name: 'wrong_account', properties: { stored_user_id: current.storedUserId } }]).catch(() => undefined);
        await sleep(WRONG_ACCOUNT_LOGOUT_DELAY_MS);
        return { type: 'logout', target: 'login' };
      case 'loggingOut':
        await endServerSession();
        clearLocalFlags();
        safely(() => deps.sessionStorage()?.clear(), undefined);
        if (current.logoutTarget === 'login') {
          const login = deps.loginPath();
          if (login) deps.navigate(login);
          else deps.reload();
        } else {
          deps.reload();
        }
        return null;
      default:
        return null;
    }
  }

  /** `POST v3/oauth2/logout`: the edge clears the session cookies; failures change nothing here. */
  async function endServerSession(): Promise<void> {
    try {
      await deps.api.post('v3/oauth2/logout');
    } catch {
      // the cookies expire on their own; the local state is cleared regardless
    }
  }

  function clearLocalFlags(): void {
    const storage = deps.localStorage();
    for (const key of LOCAL_FLAG_KEYS) safely(() => storage?.removeItem(key), undefined);
  }

  return {
    state: () => state,
    start() {
      started ??= dispatch({
        type: 'start',
        loggedInFlag: readCookie(deps.cookies(), LOGGED_IN_COOKIE),
        impersonatingFlag: readCookie(deps.cookies(), IMPERSONATING_COOKIE) === '1',
        storedUserId: readStoredUserId(deps.localStorage()),
        publicTokenRequested: safely(() => deps.sessionStorage()?.getItem(PUBLIC_TOKEN_MARKER_KEY) === '1', false),
        onRegisterConfirmPage: deps.onRegisterConfirmPage(),
      });
      return started;
    },
    validation: () => validation,
    logout(target = 'reload') {
      return dispatch({ type: 'logout', target });
    },
    async acceptTerms() {
      const { version } = await deps.api.get<{ version: number }>('v3/terms/current');
      await deps.api.post('v3/terms/accept', { version });
      await dispatch({ type: 'termsAccepted' });
    },
    subscribe(listener) {
      listeners.add(listener);
      listener(state);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
