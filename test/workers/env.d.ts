import type { D1Migration } from 'cloudflare:test';
import type { OriginEnv } from '../../src/origin/env';

declare global {
  namespace Cloudflare {
    interface Env extends OriginEnv {
      EDGE_CACHE: KVNamespace;
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}
