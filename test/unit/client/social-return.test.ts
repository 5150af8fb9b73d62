import { describe, expect, it } from 'vitest';
import {
  appleUserName,
  authorizeUrl,
  decideSocialReturn,
  newSocialAttempt,
  parseReturnParams,
  parseStoredAttempt,
  postedReturnParams,
  randomToken,
  socialProviderLink,
  type SocialAttempt,
} from '../../../src/client/session/social-return';

const RETURN = 'https://kreide.test/de/microsoft-redirect-uri';
const NONCE = 'nonce-0123456789abcdef';
const STATE = 'state-0123456789abcdef';
const ID_TOKEN = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';

const attempt = (provider: SocialAttempt['provider'], next: string | null = '/de/merkliste'): SocialAttempt => ({ provider, nonce: NONCE, state: STATE, next });

describe('the authorization request', () => {
  it('adds a fresh state and nonce to the static parts for Google', () => {
    const link = socialProviderLink('google', 'google-client', RETURN);
    const url = new URL(authorizeUrl(link, attempt('google')));
    expect(`${url.origin}${url.pathname}`).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'google-client',
      redirect_uri: RETURN,
      response_type: 'id_token',
      scope: 'openid email profile',
      response_mode: 'fragment',
      state: STATE,
      nonce: NONCE,
    });
  });

  it('asks Apple for a form post and Facebook for a token, without a nonce', () => {
    const apple = new URL(authorizeUrl(socialProviderLink('apple_id', 'de.kreide.web', RETURN), attempt('apple_id')));
    expect(apple.searchParams.get('response_mode')).toBe('form_post');
    expect(apple.searchParams.get('response_type')).toBe('code id_token');
    expect(apple.searchParams.get('scope')).toBe('name email');
    const facebook = new URL(authorizeUrl(socialProviderLink('facebook', '1234', RETURN), attempt('facebook')));
    expect(facebook.origin + facebook.pathname).toBe('https://www.facebook.com/v19.0/dialog/oauth');
    expect(facebook.searchParams.get('response_type')).toBe('token');
    expect(facebook.searchParams.get('nonce')).toBeNull();
    expect(facebook.searchParams.get('state')).toBe(STATE);
  });

  it('makes a different random nonce and state for every attempt', () => {
    const a = newSocialAttempt('google', null);
    const b = newSocialAttempt('google', null);
    expect(a.state).not.toBe(b.state);
    expect(a.nonce).not.toBe(a.state);
    expect(randomToken()).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });
});

describe('the stored attempt', () => {
  it('reads back what a button stored', () => {
    expect(parseStoredAttempt(JSON.stringify(attempt('microsoft')))).toEqual(attempt('microsoft'));
  });

  it.each([null, '', 'not json', '{}', JSON.stringify({ ...attempt('google'), provider: 'myspace' }), JSON.stringify({ ...attempt('google'), state: 'x' })])(
    'refuses %s',
    (raw) => {
      expect(parseStoredAttempt(raw)).toBeNull();
    },
  );
});

describe('the provider answer', () => {
  it('reads an ID token and state from the fragment', () => {
    const returned = parseReturnParams(`#id_token=${ID_TOKEN}&state=${STATE}&session_state=x`, '');
    expect(returned).toMatchObject({ idToken: ID_TOKEN, state: STATE, accessToken: null, error: null });
  });

  it("reads Facebook's access token", () => {
    expect(parseReturnParams(`#access_token=EAAGfb0123456789&expires_in=5000&state=${STATE}`, '')).toMatchObject({ accessToken: 'EAAGfb0123456789', state: STATE });
  });

  it('reads errors from the fragment or the query', () => {
    expect(parseReturnParams('#error=access_denied&error_description=The+user+said+no', '')).toMatchObject({ error: 'access_denied', errorDescription: 'The user said no' });
    expect(parseReturnParams('', '?error=server_error&error_description=Oops&state=s')).toMatchObject({ error: 'server_error', errorDescription: 'Oops', state: 's' });
  });

  it('never takes a token from the query', () => {
    expect(parseReturnParams('', `?id_token=${ID_TOKEN}&state=${STATE}`).idToken).toBeNull();
  });

  it("reads the name in Apple's user JSON", () => {
    expect(appleUserName(JSON.stringify({ name: { firstName: 'Ada', lastName: 'Lovelace' }, email: 'ada@example.org' }))).toBe('Ada Lovelace');
    expect(appleUserName('{broken')).toBeUndefined();
    expect(appleUserName(null)).toBeUndefined();
  });
});

describe('the decision', () => {
  it('signs in with the stored nonce when the state matches', () => {
    const decision = decideSocialReturn(parseReturnParams(`#id_token=${ID_TOKEN}&state=${STATE}`, ''), attempt('google'));
    expect(decision).toEqual({
      kind: 'authenticate',
      provider: 'google',
      body: { client_id: 'kreide-web', scopes: 'full', grant_type: 'google', id_token: ID_TOKEN, nonce: NONCE },
      next: '/de/merkliste',
    });
  });

  it('refuses a state that differs, is missing, or has no attempt behind it', () => {
    expect(decideSocialReturn(parseReturnParams(`#id_token=${ID_TOKEN}&state=forged-state-0123456789`, ''), attempt('google')).kind).toBe('stateMismatch');
    expect(decideSocialReturn(parseReturnParams(`#id_token=${ID_TOKEN}`, ''), attempt('google')).kind).toBe('stateMismatch');
    expect(decideSocialReturn(parseReturnParams(`#id_token=${ID_TOKEN}&state=${STATE}`, ''), null).kind).toBe('stateMismatch');
  });

  it('shows a provider error first, and knows a cancellation', () => {
    expect(decideSocialReturn(parseReturnParams('#error=access_denied', ''), attempt('google'))).toMatchObject({ kind: 'providerError', cancelled: true });
    expect(decideSocialReturn(parseReturnParams('#error=<b>bad</b>&error_description=x', ''), null)).toMatchObject({
      kind: 'providerError',
      cancelled: false,
      error: 'bbadb',
      description: 'x',
    });
  });

  it('uses the grant of the attempt: Facebook takes the access token', () => {
    const decision = decideSocialReturn(parseReturnParams(`#access_token=EAAGfb0123456789abcdef&state=${STATE}`, ''), attempt('facebook', null));
    expect(decision).toMatchObject({ kind: 'authenticate', body: { grant_type: 'facebook', facebook_access_token: 'EAAGfb0123456789abcdef' }, next: null });
    expect(decideSocialReturn(parseReturnParams(`#id_token=${ID_TOKEN}&state=${STATE}`, ''), attempt('facebook')).kind).toBe('missingCredential');
  });

  it("passes Apple's posted name along with its ID token", () => {
    const posted = postedReturnParams({ id_token: ID_TOKEN, state: STATE, user: JSON.stringify({ name: { firstName: 'Ada', lastName: 'Lovelace' } }) });
    expect(decideSocialReturn(posted, attempt('apple_id'))).toMatchObject({
      kind: 'authenticate',
      body: { grant_type: 'apple_id', id_token: ID_TOKEN, nonce: NONCE, name: 'Ada Lovelace' },
    });
  });
});
