/**
 * The login state machine (docs/product-rules.md, "Login states") as a pure transition function. The runner (./runner.ts)
 * performs the call each phase stands for and feeds the outcome back in as an event.
 *
 *   start ─ flag 1 ──────────────▶ validating ─ ok ─────────────▶ loadingUser ─▶ signedIn
 *     │                               │   └ ok, other user ───▶ wrongAccount ─▶ loggingOut
 *     │                               ├ 401 terms_not_accepted ▶ loadingUser (termsAccepted false)
 *     │                               ├ other 401/403 ─────────▶ clearingSession ─▶ authenticatingPublic
 *     │                               └ no answer (network, 5xx) ▶ authError
 *     ├ no session, no marker ──────▶ authenticatingPublic ─ ok ▶ anonymous, else authError
 *     └ public session or marker ───▶ anonymous
 */

import { INITIAL_AUTH_STATE, type AuthState, type LogoutTarget, type SignedInUser } from '../atoms/auth';

export type AuthEvent =
  | {
      type: 'start';
      /** The readable `kreide_logged_in` cookie: '1' or 'true' means signed in (docs/product-rules.md, "Login states"). */
      loggedInFlag: string | null;
      /** The `kreide_impersonating` cookie is '1'. */
      impersonatingFlag: boolean;
      /** The user id kept in local storage, if any. */
      storedUserId: number | null;
      /** A public token was already asked for in this browser session (session storage marker). */
      publicTokenRequested: boolean;
      onRegisterConfirmPage: boolean;
    }
  | { type: 'validated'; userId: number | null; impersonating: boolean }
  /** status: the HTTP status, null when no answer came (network, timeout). */
  | { type: 'validationFailed'; status: number | null; reason: string | null }
  | { type: 'userLoaded'; user: SignedInUser }
  | { type: 'userFailed' }
  | { type: 'sessionCleared' }
  | { type: 'publicTokenObtained' }
  | { type: 'publicTokenFailed' }
  | { type: 'termsAccepted' }
  | { type: 'logout'; target: LogoutTarget };

const TERMS_NOT_ACCEPTED = 'terms_not_accepted';

/** Spec §4: the stored flag means signed in when it is 1 or true. */
export function isLoggedInFlag(value: string | null): boolean {
  return value === '1' || value === 'true';
}

export function authReducer(state: AuthState, event: AuthEvent): AuthState {
  if (event.type === 'logout') {
    if (state.phase === 'loggingOut') return state;
    return { ...state, phase: 'loggingOut', logoutTarget: event.target };
  }
  switch (state.phase) {
    case 'unknown':
      if (event.type !== 'start') return state;
      return startFrom(event);
    case 'validating':
      if (event.type === 'validated') return afterValidation(state, event);
      if (event.type === 'validationFailed') return afterFailedValidation(state, event);
      return state;
    case 'loadingUser':
      if (event.type === 'userLoaded') return { ...state, phase: 'signedIn', user: event.user };
      // Spec §8 "User data load failure": the session may be fine; the page shows the visitor as signed out.
      if (event.type === 'userFailed') return { ...state, phase: 'anonymous', user: null };
      return state;
    case 'clearingSession':
      if (event.type !== 'sessionCleared') return state;
      return { ...state, phase: 'authenticatingPublic', user: null, impersonating: false, storedUserId: null };
    case 'authenticatingPublic':
      if (event.type === 'publicTokenObtained') return { ...state, phase: 'anonymous', authError: false };
      if (event.type === 'publicTokenFailed') return { ...state, phase: 'authError', authError: true };
      return state;
    case 'signedIn':
      // Accepting the terms is confirmed by validating again.
      if (event.type === 'termsAccepted' && !state.termsAccepted) return { ...state, phase: 'validating', termsAccepted: true };
      return state;
    default:
      return state;
  }
}

function startFrom(event: Extract<AuthEvent, { type: 'start' }>): AuthState {
  const base: AuthState = {
    ...INITIAL_AUTH_STATE,
    impersonating: event.impersonatingFlag,
    storedUserId: event.storedUserId,
    checksWrongAccount: !event.onRegisterConfirmPage,
  };
  if (isLoggedInFlag(event.loggedInFlag)) return { ...base, phase: 'validating' };
  // A public session (flag 0) or an earlier request in this browser session: nothing to call.
  if (event.loggedInFlag !== null || event.publicTokenRequested) return { ...base, phase: 'anonymous' };
  return { ...base, phase: 'authenticatingPublic' };
}

function afterValidation(state: AuthState, event: Extract<AuthEvent, { type: 'validated' }>): AuthState {
  const impersonating = state.impersonating || event.impersonating;
  if (event.userId === null) {
    // The flag said signed in, the token says public: start over as a visitor.
    return { ...state, phase: 'clearingSession', validated: false };
  }
  const otherAccount = state.storedUserId !== null && state.storedUserId !== event.userId;
  if (otherAccount && !impersonating && state.checksWrongAccount) {
    return { ...state, phase: 'wrongAccount', validated: true, impersonating };
  }
  return {
    ...state,
    phase: 'loadingUser',
    validated: true,
    termsAccepted: true,
    impersonating,
    // Staff acting as someone never overwrite the browser's own user.
    storedUserId: impersonating ? state.storedUserId : event.userId,
  };
}

function afterFailedValidation(state: AuthState, event: Extract<AuthEvent, { type: 'validationFailed' }>): AuthState {
  if (event.status === 401 && event.reason === TERMS_NOT_ACCEPTED) {
    // Spec §4: terms-accepted becomes false and validation is false; the user is still loaded.
    return { ...state, phase: 'loadingUser', termsAccepted: false, validated: false };
  }
  if (event.status === 401 || event.status === 403) {
    return { ...state, phase: 'clearingSession', validated: false, user: null };
  }
  // No verdict on the session (network error, server error): keep its cookies for the next page.
  return { ...state, phase: 'authError', validated: false, authError: true, user: null };
}

/** The phases the runner has work for; every other phase waits for the visitor. */
export function hasWork(state: AuthState): boolean {
  return ['validating', 'loadingUser', 'clearingSession', 'authenticatingPublic', 'wrongAccount', 'loggingOut'].includes(state.phase);
}
