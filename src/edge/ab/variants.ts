import type { AbTest } from '../../shared/schemas/settings';
import type { EdgeEnv } from '../env';
import { edgeCached, forgetEdgeCached } from '../edge-cache';
import { originJson } from '../origin-client';

const AB_TEST_TTL_SECONDS = 300;

/** Where a test's definition is cached. */
const cacheKey = (key: string) => `ab-test:${key}`;

/** A test definition from the origin, cached in KV; null when the origin does not know the key. */
export function loadAbTest(env: EdgeEnv, key: string): Promise<AbTest | null> {
  return edgeCached(env, cacheKey(key), AB_TEST_TTL_SECONDS, async () => {
    try {
      return await originJson<AbTest>(env, `v3/settings/variant/${encodeURIComponent(key)}`);
    } catch (error) {
      if (error instanceof Error && 'status' in error && error.status === 404) return null;
      throw error;
    }
  });
}

/**
 * A staff edit of a test (`PUT /api/v3/staff/experiments/{key}`) drops the cached definition, so
 * the next visitor here gets the new one (docs/experiments.md, "Reaching the edge").
 */
const EDITED_TEST = /^\/api\/v3\/staff\/experiments\/([A-Z0-9_]{1,32})$/;

export async function forgetEditedAbTest(env: EdgeEnv, method: string, path: string, ok: boolean): Promise<void> {
  const key = method === 'PUT' && ok ? EDITED_TEST.exec(path)?.[1] : undefined;
  if (key) await forgetEdgeCached(env, cacheKey(key));
}
