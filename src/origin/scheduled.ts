import type { OriginEnv } from './env';
import { refreshSearchTerms } from './db/search';
import { issueCreditNotes } from './api/seller-earnings';

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

/** The 1st of each month, 04:07 UTC: credit notes for the month before (docs/seller-earnings.md, "Credit notes"). */
export const CREDIT_NOTES_CRON = '7 4 1 * *';

async function creditNotesJob(env: OriginEnv): Promise<void> {
  const { issued, waiting } = await issueCreditNotes(env, new Date());
  console.log(`credit notes: ${issued} issued, ${waiting} waiting for payout details`);
}

/**
 * Cron expression (exactly as in `[triggers] crons` of src/origin/wrangler.toml) → job. A new job
 * needs an entry here and its cron in wrangler.toml.
 */
export const SCHEDULED_JOBS: Readonly<Record<string, ScheduledJob>> = {
  [SEARCH_TERMS_CRON]: refreshSearchTermsJob,
  [CREDIT_NOTES_CRON]: creditNotesJob,
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
