import type { OriginEnv } from './env';
import { backfillStems, refreshSearchTerms } from './db/search';
import { idleUploads } from './db/seller-files';
import { abortUpload } from './api/seller-files';
import { STALE_UPLOAD_HOURS } from '../shared/seller-files';
import { issueCreditNotes } from './api/seller-earnings';
import { applyTimedSales } from './db/seller-materials';
import { pruneGroups } from './db/error-reports';
import { expiredRoomCodes } from './db/rooms';

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

/** Hourly at :41: abort uploads left unfinished for a day (docs/seller-files.md, "Clean-up"). */
export const STALE_UPLOADS_CRON = '41 * * * *';
/** Uploads aborted in one run at most; the next hour takes the rest. */
const STALE_UPLOADS_PER_RUN = 200;

/** Aborts the R2 multipart uploads idle for STALE_UPLOAD_HOURS and forgets them (their parts go with them). */
async function abortStaleUploads(env: OriginEnv, now = new Date()): Promise<number> {
  const stale = await idleUploads(env.DB, new Date(now.getTime() - STALE_UPLOAD_HOURS * 3600_000), STALE_UPLOADS_PER_RUN);
  for (const upload of stale) await abortUpload(env, upload);
  console.log(`stale uploads aborted: ${stale.length}`);
  return stale.length;
}

/** Hourly, with the stale uploads: error report groups past their retention or the table's cap (docs/error-reporting.md, "Bounded"). */
async function pruneErrorGroupsJob(env: OriginEnv): Promise<void> {
  const removed = await pruneGroups(env.DB, new Date());
  if (removed > 0) console.log(`error report groups pruned: ${removed}`);
}

/** Rooms deleted in one run at most; the next hour takes the rest. */
const EXPIRED_ROOMS_PER_RUN = 100;

/** Hourly, with the stale uploads: learning rooms past their retention whose object's alarm did not delete them (docs/learning-rooms.md, "Retention"). */
async function purgeExpiredRoomsJob(env: OriginEnv): Promise<void> {
  const codes = await expiredRoomCodes(env.DB, new Date(), EXPIRED_ROOMS_PER_RUN);
  for (const code of codes) await env.LEARNING_ROOMS.getByName(code).purge();
  if (codes.length > 0) console.log(`learning rooms deleted: ${codes.length}`);
}

/** The 1st of each month, 04:07 UTC: credit notes for the month before (docs/seller-earnings.md, "Credit notes"). */
export const CREDIT_NOTES_CRON = '7 4 1 * *';

async function creditNotesJob(env: OriginEnv): Promise<void> {
  const { issued, waiting } = await issueCreditNotes(env, new Date());
  console.log(`credit notes: ${issued} issued, ${waiting} waiting for payout details`);
}

/** Every 10 minutes: start and end timed sales (docs/seller-materials.md, "Sales"). */
export const TIMED_SALES_CRON = '*/10 * * * *';

async function timedSalesJob(env: OriginEnv): Promise<void> {
  const { applied, cleared } = await applyTimedSales(env.DB, new Date());
  if (applied + cleared > 0) console.log(`timed sales: ${applied} started, ${cleared} ended`);
}

/** Materials given their search stems in one run at most (docs/search.md, "Word forms"); the next run takes the rest. */
const STEMS_BACKFILL_PER_RUN = 5000;

/** Every 10 minutes, with the timed sales: search stems for materials that have none yet. */
async function stemsBackfillJob(env: OriginEnv): Promise<void> {
  const written = await backfillStems(env.DB, STEMS_BACKFILL_PER_RUN);
  if (written > 0) console.log(`search stems written: ${written} materials`);
}

/**
 * Cron expression (exactly as in `[triggers] crons` of src/origin/wrangler.toml) → job. A new job
 * needs an entry here and its cron in wrangler.toml.
 */
export const SCHEDULED_JOBS: Readonly<Record<string, ScheduledJob>> = {
  [SEARCH_TERMS_CRON]: refreshSearchTermsJob,
  [STALE_UPLOADS_CRON]: async (env) => {
    await abortStaleUploads(env);
    await pruneErrorGroupsJob(env);
    await purgeExpiredRoomsJob(env);
  },
  [CREDIT_NOTES_CRON]: creditNotesJob,
  [TIMED_SALES_CRON]: async (env) => {
    await timedSalesJob(env);
    await stemsBackfillJob(env);
  },
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
