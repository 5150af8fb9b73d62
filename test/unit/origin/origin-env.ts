import type { OriginEnv } from '../../../src/origin/env';

/** The origin's settings as local development has them, with stand-in bindings; `overrides` win. */
export function originEnv(overrides: Partial<OriginEnv> = {}): OriginEnv {
  return {
    DB: {} as D1Database,
    ORIGIN_CACHE: {} as KVNamespace,
    FILES: {} as R2Bucket,
    ENVIRONMENT: 'development',
    PASSWORD_PEPPER: 'kreide-local-development-pepper',
    EDGE_ORIGIN_KEY: 'kreide-local-development-edge-key',
    OAUTH_CLIENT_IDS: 'kreide-web',
    PUBLIC_URL: 'http://localhost:8787',
    ...overrides,
  } as OriginEnv;
}
