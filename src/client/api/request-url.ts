/** The URL of an API call: the API base, the path, the caller's query and the world (docs/product-rules.md, "API calls"). */

import type { World } from '../../shared/worlds';
import { isApiPath } from './call-paths';

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];
export type Query = Readonly<Record<string, QueryValue>>;

export interface UrlParts {
  readonly apiBase: string;
  readonly path: string;
  readonly query: Query | undefined;
  /** The world to send, or null when this call sends none. */
  readonly world: World | null;
}

/** The API is served under `/api/` on the page's own origin (through the edge). */
export const API_BASE = '/api/';

/**
 * Joins path and query; an API path also gets the API base and the `world` parameter, unless
 * the caller's query already names a world.
 */
export function requestUrl({ apiBase, path, query, world }: UrlParts): string {
  const api = isApiPath(path);
  const [pathname = '', pathQuery = ''] = splitOnce(api ? `${apiBase}${path}` : path, '?');
  const params = new URLSearchParams(pathQuery);
  for (const [key, value] of Object.entries(query ?? {})) appendQueryValue(params, key, value);
  if (api && world !== null && !params.has('world')) params.set('world', world);
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

function appendQueryValue(params: URLSearchParams, key: string, value: QueryValue): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    for (const item of value as readonly (string | number | boolean)[]) params.append(key, String(item));
  } else {
    params.append(key, String(value));
  }
}

function splitOnce(text: string, separator: string): [string, string] {
  const index = text.indexOf(separator);
  return index < 0 ? [text, ''] : [text.slice(0, index), text.slice(index + 1)];
}
