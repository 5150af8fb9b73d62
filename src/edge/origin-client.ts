import type { EdgeEnv } from './env';
import { EDGE_FACT_HEADERS } from '../shared/edge-facts';

/**
 * Sends a request to the origin API: the service binding, or ORIGIN_URL when configured. It
 * carries the shared edge key, so the origin believes the facts the edge wrote (docs/security.md).
 */
export function fetchOrigin(env: EdgeEnv, request: Request): Promise<Response> {
  const url = new URL(request.url);
  const keyed = new Request(env.ORIGIN_URL ? new URL(url.pathname + url.search, env.ORIGIN_URL) : url, request);
  keyed.headers.set(EDGE_FACT_HEADERS.key, env.EDGE_ORIGIN_KEY);
  return env.ORIGIN_URL ? fetch(keyed) : env.ORIGIN.fetch(keyed);
}

export class OriginError extends Error {
  constructor(
    readonly status: number,
    readonly path: string,
  ) {
    super(`origin answered ${status} for ${path}`);
  }
}

/** The origin refused what was asked (a 4xx): there is nothing to show, which is no fault of ours. */
export function isRefusal(error: unknown): error is OriginError {
  return error instanceof OriginError && error.status >= 400 && error.status < 500;
}

/** GET or POST a JSON call of the origin and unwrap its `data` body. */
export async function originJson<T>(
  env: EdgeEnv,
  path: string,
  options: { world?: string; country?: string; method?: 'GET' | 'POST'; body?: unknown; /** The visitor's session, for a page made for them. */ token?: string;
    /** The page's A/B variants, `RANK3:B` (docs/experiments.md): the origin's answer depends on them. */
    experiments?: string;
  } = {},
): Promise<T> {
  const url = new URL(`https://origin.internal/api/${path}`);
  if (options.world) url.searchParams.set('world', options.world);
  const headers = new Headers({ accept: 'application/json' });
  if (options.country) headers.set(EDGE_FACT_HEADERS.country, options.country);
  if (options.token) headers.set('authorization', `Bearer ${options.token}`);
  if (options.experiments) headers.set(EDGE_FACT_HEADERS.experiments, options.experiments);
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

/** `originJson`, with a refusal (any 4xx) answered as null: the page shows nothing there. */
export async function originJsonOrNull<T>(env: EdgeEnv, path: string, options: Parameters<typeof originJson>[2] = {}): Promise<T | null> {
  try {
    return await originJson<T>(env, path, options);
  } catch (error) {
    if (isRefusal(error)) return null;
    throw error;
  }
}
