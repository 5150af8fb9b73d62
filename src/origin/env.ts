import { z } from 'zod';

/** Bindings and settings of the origin worker, checked once per isolate. */
export interface OriginEnv {
  DB: D1Database;
  ORIGIN_CACHE: KVNamespace;
  FILES: R2Bucket;
  ENVIRONMENT: string;
}

const settingsSchema = z.object({
  ENVIRONMENT: z.enum(['development', 'test', 'production']),
});

let checked = false;

/** Fails loudly at the first request of a misconfigured deployment, never per request after. */
export function assertOriginEnv(env: OriginEnv): void {
  if (checked) return;
  settingsSchema.parse({ ENVIRONMENT: env.ENVIRONMENT });
  if (!env.DB || !env.ORIGIN_CACHE || !env.FILES) {
    throw new Error('origin worker is missing its DB, ORIGIN_CACHE or FILES binding');
  }
  checked = true;
}
