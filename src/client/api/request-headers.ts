/** The headers an API call carries (docs/product-rules.md, "API calls"). */

import { isApiPath, isCartCall } from './call-paths';

const CART_TOKEN_HEADER = 'X-Cart-Token';
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

interface HeaderSources {
  readonly path: string;
  readonly cartToken: string | null;
  readonly jsonBody: boolean;
  readonly extra?: Readonly<Record<string, string>>;
}

/**
 * Cart calls get the cart token, JSON bodies their content type; the session travels in its
 * HttpOnly cookie (decision 007). Other paths get only the caller's headers.
 */
export function requestHeaders(sources: HeaderSources): Headers {
  const headers = new Headers(sources.extra);
  if (!isApiPath(sources.path)) return headers;

  const { path, cartToken } = sources;
  if (cartToken && isCartCall(path)) headers.set(CART_TOKEN_HEADER, cartToken);
  if (sources.jsonBody) headers.set('Content-Type', JSON_CONTENT_TYPE);
  headers.set('Accept', 'application/json');
  return headers;
}
