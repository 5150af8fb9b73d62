import { atom } from 'jotai';

export interface SignedInUser {
  id: number;
  publicName: string;
  email: string;
  isSeller: boolean;
  isStaff: boolean;
}

/**
 * Where the login state stands (docs/product-rules.md, "Login states"). `unknown` is what the edge renders and what the
 * browser starts with (so hydration matches); the session runner (src/client/session) moves on
 * from there. Phases ending in -ing are waiting for a call.
 */
export type AuthPhase =
  | 'unknown'
  | 'validating'
  | 'loadingUser'
  | 'clearingSession'
  | 'authenticatingPublic'
  | 'anonymous'
  | 'signedIn'
  | 'wrongAccount'
  | 'loggingOut'
  | 'authError';

/** Where a logout sends the visitor: the same page again, or the login page. */
export type LogoutTarget = 'reload' | 'login';

export interface AuthState {
  phase: AuthPhase;
  /** The signed-in user (also while the terms still need accepting); null otherwise. */
  user: SignedInUser | null;
  /** Staff acting as this user (docs/product-rules.md, "Roles"): tracking is off and a banner shows. */
  impersonating: boolean;
  /** Spec §4 terms state: false after a validation failed with `terms_not_accepted`. */
  termsAccepted: boolean;
  /** Whether the last token validation succeeded. */
  validated: boolean;
  /** Spec §8: even the public token could not be obtained ('authError'). */
  authError: boolean;
  /** The user id this browser remembers (local storage), for the wrong-account check. */
  storedUserId: number | null;
  /** False on the register-confirm page, where another account may legitimately appear. */
  checksWrongAccount: boolean;
  /** Set once a logout has started. */
  logoutTarget: LogoutTarget | null;
}

export const INITIAL_AUTH_STATE: AuthState = {
  phase: 'unknown',
  user: null,
  impersonating: false,
  termsAccepted: true,
  validated: false,
  authError: false,
  storedUserId: null,
  checksWrongAccount: true,
  logoutTarget: null,
};

export const authAtom = atom<AuthState>(INITIAL_AUTH_STATE);

/** The phases in which nothing is known yet or a call is still out. */
export function isAuthPending(state: AuthState): boolean {
  return ['unknown', 'validating', 'loadingUser', 'clearingSession', 'authenticatingPublic'].includes(state.phase);
}

export function signedInUser(state: AuthState): SignedInUser | null {
  return state.phase === 'signedIn' ? state.user : null;
}
