import type { OriginEnv } from './env';
import { refreshSearchTerms } from './db/search';
import { applyTimedSales } from './db/seller-materials';

/** One scheduled job: what a cron trigger of src/origin/wrangler.toml runs. */
export type ScheduledJob = (env: OriginEnv, ctx: ExecutionContext) => Promise<void>;

/** Daily 03:17 UTC: rebuild the prefix word list of search (docs/search.md, "Dictionary"). */
export const SEARCH_TERMS_CRON = '17 3 * * *';

/** Rebuilds search_terms from the search index and logs how many terms it holds. */
async function refreshSearchTermsJob(env: OriginEnv): Promise<void> {
  const started = Date.now();
  const terms = await refreshSearchTerms(env.DB);
  console.log(`search_terms refreshed: ${terms} terms in ${Date.now() - started} ms`);
}

/** Every 10 minutes: start and end timed sales (docs/seller-materials.md, "Sales"). */
export const TIMED_SALES_CRON = '*/10 * * * *';

async function timedSalesJob(env: OriginEnv): Promise<void> {
  const { applied, cleared } = await applyTimedSales(env.DB, new Date());
  if (applied + cleared > 0) console.log(`timed sales: ${applied} started, ${cleared} ended`);
}

/**
 * Cron expression (exactly as in `[triggers] crons` of src/origin/wrangler.toml) → job. A new job
 * needs an entry here and its cron in wrangler.toml.
 */
export const SCHEDULED_JOBS: Readonly<Record<string, ScheduledJob>> = {
  [SEARCH_TERMS_CRON]: refreshSearchTermsJob,
  [TIMED_SALES_CRON]: timedSalesJob,
};

/** The origin's scheduled handler: runs the job of the cron that fired; an unknown cron only logs. */
export async function runScheduled(controller: ScheduledController, env: OriginEnv, ctx: ExecutionContext): Promise<void> {
  const job = Object.hasOwn(SCHEDULED_JOBS, controller.cron) ? SCHEDULED_JOBS[controller.cron] : undefined;
  if (!job) {
    console.log(`scheduled: no job for cron "${controller.cron}", nothing to do`);
    return;
  }
  await job(env, ctx);
}
