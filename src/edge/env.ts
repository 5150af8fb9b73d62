import { z } from 'zod';

/** Bindings and settings of the edge worker. */
export interface EdgeEnv {
  ASSETS: Fetcher;
  ORIGIN: Fetcher;
  EDGE_CACHE: KVNamespace;
  ENVIRONMENT: string;
  /** An external origin API base URL; empty means the ORIGIN service binding. */
  ORIGIN_URL: string;
  /** Identifies the deployed build; part of the page cache key so a new build never serves old HTML. */
  BUILD_ID?: string;
}

const settingsSchema = z.object({
  ENVIRONMENT: z.enum(['development', 'test', 'production']),
  ORIGIN_URL: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]),
});

const checked = new WeakSet<object>();

/** Checks the configuration once per env object: a misconfigured deployment fails at once. */
export function assertEdgeEnv(env: EdgeEnv): void {
  if (checked.has(env)) return;
  settingsSchema.parse({ ENVIRONMENT: env.ENVIRONMENT, ORIGIN_URL: env.ORIGIN_URL ?? '' });
  if (!env.EDGE_CACHE || !env.ASSETS || (!env.ORIGIN && !env.ORIGIN_URL)) {
    throw new Error('edge worker needs EDGE_CACHE, ASSETS and ORIGIN (or ORIGIN_URL)');
  }
  checked.add(env);
}
