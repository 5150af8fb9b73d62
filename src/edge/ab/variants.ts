import type { AbTest } from '../../shared/schemas/settings';
import type { EdgeEnv } from '../env';
import { edgeCached } from '../edge-cache';
import { originJson } from '../origin-client';

const AB_TEST_TTL_SECONDS = 300;

/** A test definition from the origin, cached in KV; null when the origin does not know the key. */
export function loadAbTest(env: EdgeEnv, key: string): Promise<AbTest | null> {
  return edgeCached(env, `ab-test:${key}`, AB_TEST_TTL_SECONDS, async () => {
    try {
      return await originJson<AbTest>(env, `v3/settings/variant/${encodeURIComponent(key)}`);
    } catch (error) {
      if (error instanceof Error && 'status' in error && error.status === 404) return null;
      throw error;
    }
  });
}
