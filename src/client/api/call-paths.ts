/**
 * What a request path is to the API client's rules (docs/product-rules.md, "API calls" and "Errors of the API client"). API paths are written relative
 * to the API base, as docs/product-rules.md writes them: `v1/cart/view`, `v3/oauth2/validate`.
 */

const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:\/\//i;

export const AUTHENTICATE_CALL = 'v3/oauth2/authenticate';
const VALIDATE_CALL = 'v3/oauth2/validate';

/** The path without its query string or fragment. */
function callPath(path: string): string {
  return path.split(/[?#]/, 1)[0] ?? '';
}

/** A path relative to the API base; absolute URLs and root paths (`/notifications`) are not. */
export function isApiPath(path: string): boolean {
  return !ABSOLUTE_URL.test(path) && !path.startsWith('/');
}

export function isCartCall(path: string): boolean {
  return /^v[13]\/cart(?:\/|$)/.test(callPath(path));
}

export function isAuthenticateCall(path: string): boolean {
  return callPath(path) === AUTHENTICATE_CALL;
}

export function isValidateCall(path: string): boolean {
  return callPath(path) === VALIDATE_CALL;
}

/** Calls on item tags (`v3/item-tags/...`). */
export function isItemTagsCall(path: string): boolean {
  return /(?:^|\/)item-tags(?:\/|$)/.test(callPath(path));
}

/** The call confirming an email change from the link in the email (`.../change-email/confirm`). */
export function isChangeEmailConfirmCall(path: string): boolean {
  return /(?:^|\/)change-email\/confirm(?:\/|$)/.test(callPath(path));
}
