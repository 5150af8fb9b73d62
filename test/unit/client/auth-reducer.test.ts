import { describe, expect, it } from 'vitest';
import { INITIAL_AUTH_STATE, isAuthPending, signedInUser, type AuthState } from '../../../src/client/atoms/auth';
import { authReducer, hasWork, isLoggedInFlag, type AuthEvent } from '../../../src/client/session/auth-machine';

const USER = { id: 42, publicName: 'Frau Test', email: 'test@example.org', isSeller: false, isStaff: false };

function start(overrides: Partial<Extract<AuthEvent, { type: 'start' }>> = {}): AuthEvent {
  return {
    type: 'start',
    loggedInFlag: null,
    impersonatingFlag: false,
    storedUserId: null,
    publicTokenRequested: false,
    onRegisterConfirmPage: false,
    ...overrides,
  };
}

function run(...events: AuthEvent[]): AuthState {
  return events.reduce(authReducer, INITIAL_AUTH_STATE);
}

describe('the login flag', () => {
  it('means signed in when it is 1 or true (docs/product-rules.md, "Login states")', () => {
    expect(isLoggedInFlag('1')).toBe(true);
    expect(isLoggedInFlag('true')).toBe(true);
    expect(isLoggedInFlag('0')).toBe(false);
    expect(isLoggedInFlag('')).toBe(false);
    expect(isLoggedInFlag(null)).toBe(false);
  });
});

describe('authReducer: start', () => {
  it('validates the token when the flag says signed in', () => {
    const state = run(start({ loggedInFlag: '1', storedUserId: 42 }));
    expect(state.phase).toBe('validating');
    expect(state.storedUserId).toBe(42);
    expect(hasWork(state)).toBe(true);
  });

  it('asks for a public token once when there is no session at all', () => {
    expect(run(start()).phase).toBe('authenticatingPublic');
    expect(run(start({ publicTokenRequested: true })).phase).toBe('anonymous');
  });

  it('stays anonymous without a call when a public session exists (flag 0)', () => {
    const state = run(start({ loggedInFlag: '0' }));
    expect(state.phase).toBe('anonymous');
    expect(hasWork(state)).toBe(false);
  });

  it('takes impersonation from the cookie and skips the wrong-account check on register confirm', () => {
    const state = run(start({ loggedInFlag: '1', impersonatingFlag: true, onRegisterConfirmPage: true }));
    expect(state.impersonating).toBe(true);
    expect(state.checksWrongAccount).toBe(false);
  });

  it('starts only once', () => {
    const once = run(start({ loggedInFlag: '1' }));
    expect(authReducer(once, start())).toBe(once);
  });

  it('is pending until a decision, and renders as signed out on the server', () => {
    expect(isAuthPending(INITIAL_AUTH_STATE)).toBe(true);
    expect(signedInUser(INITIAL_AUTH_STATE)).toBeNull();
    expect(isAuthPending(run(start({ loggedInFlag: '0' })))).toBe(false);
  });
});

describe('authReducer: validation', () => {
  const validating = run(start({ loggedInFlag: '1', storedUserId: 42 }));

  it('loads the user after a successful validation, then is signed in', () => {
    const loading = authReducer(validating, { type: 'validated', userId: 42, impersonating: false });
    expect(loading).toMatchObject({ phase: 'loadingUser', validated: true, termsAccepted: true, storedUserId: 42 });
    const signedIn = authReducer(loading, { type: 'userLoaded', user: USER });
    expect(signedIn.phase).toBe('signedIn');
    expect(signedInUser(signedIn)).toEqual(USER);
  });

  it('remembers the user when none was stored', () => {
    const fresh = run(start({ loggedInFlag: '1' }), { type: 'validated', userId: 7, impersonating: false });
    expect(fresh).toMatchObject({ phase: 'loadingUser', storedUserId: 7 });
  });

  it('marks terms as not accepted on terms_not_accepted and still loads the user', () => {
    const state = authReducer(validating, { type: 'validationFailed', status: 401, reason: 'terms_not_accepted' });
    expect(state).toMatchObject({ phase: 'loadingUser', termsAccepted: false, validated: false });
    const signedIn = authReducer(state, { type: 'userLoaded', user: USER });
    expect(signedIn).toMatchObject({ phase: 'signedIn', termsAccepted: false });
  });

  it('validates again after the terms are accepted', () => {
    const signedIn = run(
      start({ loggedInFlag: '1' }),
      { type: 'validationFailed', status: 401, reason: 'terms_not_accepted' },
      { type: 'userLoaded', user: USER },
    );
    const again = authReducer(signedIn, { type: 'termsAccepted' });
    expect(again).toMatchObject({ phase: 'validating', termsAccepted: true });
    // accepting when nothing was pending changes nothing
    const accepted = run(start({ loggedInFlag: '1' }), { type: 'validated', userId: 1, impersonating: false }, { type: 'userLoaded', user: USER });
    expect(authReducer(accepted, { type: 'termsAccepted' })).toBe(accepted);
  });

  it('clears the session, then asks for a public token, on any other 401', () => {
    for (const reason of ['expired_token', 'revoked_token', 'user_mismatch', null]) {
      const state = authReducer(validating, { type: 'validationFailed', status: 401, reason });
      expect(state.phase, String(reason)).toBe('clearingSession');
      const cleared = authReducer(state, { type: 'sessionCleared' });
      expect(cleared).toMatchObject({ phase: 'authenticatingPublic', user: null, storedUserId: null, impersonating: false });
      expect(authReducer(cleared, { type: 'publicTokenObtained' }).phase).toBe('anonymous');
    }
  });

  it("sets 'authError' when the public token cannot be obtained either", () => {
    const state = run(start(), { type: 'publicTokenFailed' });
    expect(state).toMatchObject({ phase: 'authError', authError: true });
  });

  it('keeps the cookies when validation got no answer (network, server error)', () => {
    for (const status of [null, 500, 502]) {
      const state = authReducer(validating, { type: 'validationFailed', status, reason: null });
      expect(state).toMatchObject({ phase: 'authError', authError: true });
      expect(hasWork(state)).toBe(false);
    }
  });

  it('starts over as a visitor when a signed-in flag carries a public token', () => {
    expect(authReducer(validating, { type: 'validated', userId: null, impersonating: false }).phase).toBe('clearingSession');
  });

  it('shows the visitor as signed out when the user cannot be loaded', () => {
    const loading = authReducer(validating, { type: 'validated', userId: 42, impersonating: false });
    expect(authReducer(loading, { type: 'userFailed' })).toMatchObject({ phase: 'anonymous', user: null });
  });

  it('ignores events that do not belong to the phase', () => {
    expect(authReducer(validating, { type: 'userLoaded', user: USER })).toBe(validating);
    expect(authReducer(validating, { type: 'publicTokenObtained' })).toBe(validating);
    expect(authReducer(INITIAL_AUTH_STATE, { type: 'validated', userId: 1, impersonating: false })).toBe(INITIAL_AUTH_STATE);
  });
});

describe('authReducer: wrong-account check', () => {
  it('flags another user than the stored one', () => {
    const state = run(start({ loggedInFlag: '1', storedUserId: 42 }), { type: 'validated', userId: 43, impersonating: false });
    expect(state.phase).toBe('wrongAccount');
    expect(hasWork(state)).toBe(true);
  });

  it('does not check while impersonating (cookie or validation answer) and keeps the stored id', () => {
    const byCookie = run(start({ loggedInFlag: '1', storedUserId: 42, impersonatingFlag: true }), { type: 'validated', userId: 43, impersonating: false });
    expect(byCookie).toMatchObject({ phase: 'loadingUser', impersonating: true, storedUserId: 42 });
    const byAnswer = run(start({ loggedInFlag: '1', storedUserId: 42 }), { type: 'validated', userId: 43, impersonating: true });
    expect(byAnswer).toMatchObject({ phase: 'loadingUser', impersonating: true, storedUserId: 42 });
  });

  it('does not check on the register-confirm page', () => {
    const state = run(start({ loggedInFlag: '1', storedUserId: 42, onRegisterConfirmPage: true }), { type: 'validated', userId: 43, impersonating: false });
    expect(state).toMatchObject({ phase: 'loadingUser', storedUserId: 43 });
  });
});

describe('authReducer: logout', () => {
  it('logs out from any phase, once, remembering where to go', () => {
    const signedIn = run(start({ loggedInFlag: '1' }), { type: 'validated', userId: 1, impersonating: false }, { type: 'userLoaded', user: USER });
    const out = authReducer(signedIn, { type: 'logout', target: 'reload' });
    expect(out).toMatchObject({ phase: 'loggingOut', logoutTarget: 'reload' });
    expect(authReducer(out, { type: 'logout', target: 'login' })).toBe(out);
    expect(authReducer(out, { type: 'validated', userId: 1, impersonating: false })).toBe(out);
    expect(authReducer(INITIAL_AUTH_STATE, { type: 'logout', target: 'login' }).phase).toBe('loggingOut');
  });
});
