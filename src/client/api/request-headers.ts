/** The headers an API call carries (spec §7). */

import { isApiPath, isAuthenticateCall, isCartCall, isValidateCall } from './call-paths';

export const CART_TOKEN_HEADER = 'X-Cart-Token';
/** Carries the access token on the validate call, which gets no bearer header. */
export const ACCESS_TOKEN_HEADER = 'X-Access-Token';
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** A login token is usable when it is a non-empty string other than the text 'undefined'. */
export function isUsableAccessToken(token: unknown): token is string {
  return typeof token === 'string' && token !== '' && token !== 'undefined';
}

export interface HeaderSources {
  readonly path: string;
  readonly accessToken: unknown;
  readonly cartToken: string | null;
  readonly jsonBody: boolean;
  readonly extra?: Readonly<Record<string, string>>;
}

/**
 * API calls get the bearer token (the validate call gets the token in its own header instead,
 * the authenticate call neither), cart calls the cart token, JSON bodies their content type.
 * Other paths get only the caller's headers.
 */
export function requestHeaders(sources: HeaderSources): Headers {
  const headers = new Headers(sources.extra);
  if (!isApiPath(sources.path)) return headers;

  const { path, accessToken, cartToken } = sources;
  if (isUsableAccessToken(accessToken)) {
    if (isValidateCall(path)) headers.set(ACCESS_TOKEN_HEADER, accessToken);
    else if (!isAuthenticateCall(path)) headers.set('Authorization', `Bearer ${accessToken}`);
  }
  if (cartToken && isCartCall(path)) headers.set(CART_TOKEN_HEADER, cartToken);
  if (sources.jsonBody) headers.set('Content-Type', JSON_CONTENT_TYPE);
  headers.set('Accept', 'application/json');
  return headers;
}
