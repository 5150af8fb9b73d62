import { z } from 'zod';
import { DEVELOPMENT_EDGE_ORIGIN_KEY } from '../shared/edge-facts';

/** Bindings of the edge worker (wrangler.toml). */
export interface EdgeBindings {
  ASSETS: Fetcher;
  ORIGIN: Fetcher;
  EDGE_CACHE: KVNamespace;
}

/** Settings of the edge worker (vars and secrets, docs/deploy.md): their type is this schema's. */
const settingsShape = z.object({
  ENVIRONMENT: z.enum(['development', 'test', 'production']),
  /** An external origin API base URL; empty means the ORIGIN service binding. */
  ORIGIN_URL: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]),
  /** Shared with the origin: proves a request passed the edge (docs/security.md). */
  EDGE_ORIGIN_KEY: z.string().min(16),
  /** `on` only when `npm start` runs the product on this machine: the dev mailbox (docs/security.md). */
  DEV_TOOLS: z.string().optional(),
  /** Identifies the deployed build; part of the page cache key so a new build never serves old HTML. */
  BUILD_ID: z.string().optional(),
  /** The most URLs per sitemap file; unset means 50,000 (docs/search-engines.md). Tests set a small one. */
  SITEMAP_URL_LIMIT: z.string().regex(/^[1-9][0-9]{0,4}$/).optional(),
});

const settingsSchema = settingsShape.refine(
  (s) => s.ENVIRONMENT !== 'production' || s.EDGE_ORIGIN_KEY !== DEVELOPMENT_EDGE_ORIGIN_KEY,
  'set a real EDGE_ORIGIN_KEY secret in production',
);

export type EdgeSettings = z.infer<typeof settingsShape>;

/** Bindings and settings of the edge worker. */
export type EdgeEnv = EdgeBindings & EdgeSettings;

const checked = new WeakSet<object>();

/** Checks the configuration once per env object: a misconfigured deployment fails at once. */
export function assertEdgeEnv(env: EdgeEnv): void {
  if (checked.has(env)) return;
  settingsSchema.parse({
    ENVIRONMENT: env.ENVIRONMENT,
    ORIGIN_URL: env.ORIGIN_URL ?? '',
    EDGE_ORIGIN_KEY: env.EDGE_ORIGIN_KEY,
    DEV_TOOLS: env.DEV_TOOLS || undefined,
    BUILD_ID: env.BUILD_ID || undefined,
    SITEMAP_URL_LIMIT: env.SITEMAP_URL_LIMIT || undefined,
  });
  if (!env.EDGE_CACHE || !env.ASSETS || (!env.ORIGIN && !env.ORIGIN_URL)) {
    throw new Error('edge worker needs EDGE_CACHE, ASSETS and ORIGIN (or ORIGIN_URL)');
  }
  checked.add(env);
}
