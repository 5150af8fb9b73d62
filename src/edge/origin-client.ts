import type { EdgeEnv } from './env';

/** The header through which the origin learns the visitor's country. */
export const VISITOR_COUNTRY_HEADER = 'x-kreide-country';

/** The header through which the origin learns the runtime's IP geolocation (VAT evidence, never the cookie). */
export const GEO_COUNTRY_HEADER = 'x-kreide-geo-country';

/** Sends a request to the origin API: the service binding, or ORIGIN_URL when configured. */
export function fetchOrigin(env: EdgeEnv, request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (env.ORIGIN_URL) {
    const target = new URL(url.pathname + url.search, env.ORIGIN_URL);
    return fetch(new Request(target, request));
  }
  return env.ORIGIN.fetch(request);
}

export class OriginError extends Error {
  constructor(
    readonly status: number,
    readonly path: string,
  ) {
    super(`origin answered ${status} for ${path}`);
  }
}

/** GET or POST a JSON call of the origin and unwrap its `data` body. */
export async function originJson<T>(
  env: EdgeEnv,
  path: string,
  options: { world?: string; country?: string; method?: 'GET' | 'POST'; body?: unknown } = {},
): Promise<T> {
  const url = new URL(`https://origin.internal/api/${path}`);
  if (options.world) url.searchParams.set('world', options.world);
  const headers = new Headers({ accept: 'application/json' });
  if (options.country) headers.set(VISITOR_COUNTRY_HEADER, options.country);
  let body: string | undefined;
  if (options.body !== undefined) {
    headers.set('content-type', 'application/json; charset=utf-8');
    body = JSON.stringify(options.body);
  }
  const response = await fetchOrigin(env, new Request(url, { method: options.method ?? 'GET', headers, body }));
  if (!response.ok) {
    await response.body?.cancel();
    throw new OriginError(response.status, path);
  }
  const json = (await response.json()) as { data: T };
  return json.data;
}
