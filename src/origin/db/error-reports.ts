/** Error report groups and the senders' limit (migrations/0028_error_reports.sql, docs/error-reporting.md). */
import type { ErrorGroupView, ErrorReportKind } from '../../shared/error-reports';
import { GROUP_RETENTION_DAYS, GROUP_SET_SIZE, MAX_GROUPS, NEW_GROUPS_PER_HOUR, REPORTS_PER_GROUP_PER_HOUR, REQUESTS_PER_SENDER, SENDER_WINDOW_MINUTES, hourOf } from '../domain/errors/reports';

/** A scrubbed report ready to store in its group. */
export interface GroupedReport {
  fingerprint: string;
  kind: ErrorReportKind;
  release: string;
  message: string;
  stack: string | null;
  page: string;
  island: string | null;
  browser: string;
}

const minutesBefore = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

/**
 * Takes one request slot of a sender when it is under its limit: one conditional insert, so
 * concurrent requests cannot overshoot (the sign-in throttle's way). False when over the limit.
 * Rows older than the window are forgotten on the way.
 */
export async function reserveSender(db: D1Database, sender: string, now: Date): Promise<boolean> {
  const since = minutesBefore(now, SENDER_WINDOW_MINUTES);
  const [, reserved] = await db.batch<{ taken: number }>([
    db.prepare('DELETE FROM error_report_senders WHERE at <= ?').bind(since),
    db
      .prepare(
        `INSERT INTO error_report_senders (sender, at)
         SELECT ?1, ?2 WHERE (SELECT COUNT(*) FROM error_report_senders WHERE sender = ?1 AND at > ?3) < ?4
         RETURNING 1 AS taken`,
      )
      .bind(sender, now.toISOString(), since, REQUESTS_PER_SENDER),
  ]);
  return (reserved?.results.length ?? 0) > 0;
}

/**
 * Whether these reports may be stored now: none of their groups is at its cap for this hour,
 * and the new groups among them stay under the hour's cap of new groups.
 */
export async function withinGroupLimits(db: D1Database, fingerprints: readonly string[], now: Date): Promise<boolean> {
  const list = JSON.stringify(fingerprints);
  const row = await db
    .prepare(
      `SELECT
         (SELECT COUNT(*) FROM error_groups WHERE fingerprint IN (SELECT value FROM json_each(?1)) AND hour_start = ?2 AND hour_count >= ?3) AS full,
         (SELECT COUNT(*) FROM error_groups WHERE fingerprint IN (SELECT value FROM json_each(?1))) AS known,
         (SELECT COUNT(*) FROM error_groups WHERE first_seen > ?4) AS fresh`,
    )
    .bind(list, hourOf(now), REPORTS_PER_GROUP_PER_HOUR, minutesBefore(now, 60))
    .first<{ full: number; known: number; fresh: number }>();
  if (!row) return true;
  return row.full === 0 && row.fresh + (fingerprints.length - row.known) <= NEW_GROUPS_PER_HOUR;
}

/** `column` with `value` added, unless it is null, already there, or the set is full. */
function addToSet(column: 'pages' | 'islands' | 'browsers', value: string): string {
  return `CASE WHEN ${value} IS NULL OR json_array_length(${column}) >= ${GROUP_SET_SIZE}
    OR EXISTS (SELECT 1 FROM json_each(error_groups.${column}) WHERE value = ${value})
    THEN ${column} ELSE json_insert(${column}, '$[#]', ${value}) END`;
}

/**
 * Counts each report into its group, making the group at its first report. The update is
 * guarded by the hour's cap as well, so a race past the check above cannot go beyond it.
 */
export async function recordReports(db: D1Database, reports: readonly GroupedReport[], now: Date): Promise<void> {
  const at = now.toISOString();
  const hour = hourOf(now);
  await db.batch(
    reports.map((r) =>
      db
        .prepare(
          `INSERT INTO error_groups (fingerprint, kind, release, message, sample_stack, count, first_seen, last_seen, pages, islands, browsers, hour_start, hour_count)
           VALUES (?1, ?2, ?3, ?4, ?5, 1, ?6, ?6, json_array(?7), CASE WHEN ?8 IS NULL THEN '[]' ELSE json_array(?8) END, json_array(?9), ?10, 1)
           ON CONFLICT (fingerprint) DO UPDATE SET
             count = count + 1,
             last_seen = excluded.last_seen,
             sample_stack = COALESCE(sample_stack, excluded.sample_stack),
             pages = ${addToSet('pages', '?7')},
             islands = ${addToSet('islands', '?8')},
             browsers = ${addToSet('browsers', '?9')},
             hour_count = CASE WHEN hour_start = excluded.hour_start THEN hour_count + 1 ELSE 1 END,
             hour_start = excluded.hour_start,
             resolved_at = NULL,
             resolved_by = NULL
           WHERE error_groups.hour_start <> excluded.hour_start OR error_groups.hour_count < ?11`,
        )
        .bind(r.fingerprint, r.kind, r.release, r.message, r.stack, at, r.page, r.island, r.browser, hour, REPORTS_PER_GROUP_PER_HOUR),
    ),
  );
}

interface GroupRow {
  id: number;
  kind: ErrorReportKind;
  release: string;
  message: string;
  sample_stack: string | null;
  count: number;
  first_seen: string;
  last_seen: string;
  pages: string;
  islands: string;
  browsers: string;
  resolved_at: string | null;
}

function names(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** Groups shown at most on the staff screen. */
const GROUPS_LISTED = 100;

export async function listGroups(
  db: D1Database,
  filter: { release?: string | undefined; kind?: ErrorReportKind | undefined; order: 'recent' | 'count' },
): Promise<ErrorGroupView[]> {
  const order = filter.order === 'count' ? 'count DESC, last_seen DESC' : 'last_seen DESC';
  const { results } = await db
    .prepare(
      `SELECT id, kind, release, message, sample_stack, count, first_seen, last_seen, pages, islands, browsers, resolved_at
       FROM error_groups
       WHERE (?1 IS NULL OR release = ?1) AND (?2 IS NULL OR kind = ?2)
       ORDER BY ${order}, id DESC LIMIT ?3`,
    )
    .bind(filter.release ?? null, filter.kind ?? null, GROUPS_LISTED)
    .all<GroupRow>();
  return results.map((row) => ({
    id: row.id,
    kind: row.kind,
    release: row.release,
    message: row.message,
    stack: row.sample_stack,
    count: row.count,
    firstSeen: row.first_seen,
    lastSeen: row.last_seen,
    pages: names(row.pages),
    islands: names(row.islands),
    browsers: names(row.browsers),
    resolved: row.resolved_at !== null,
  }));
}

/** The releases with groups, the most recently reported first. */
export async function listReleases(db: D1Database): Promise<string[]> {
  const { results } = await db
    .prepare('SELECT release FROM error_groups GROUP BY release ORDER BY MAX(last_seen) DESC LIMIT 30')
    .all<{ release: string }>();
  return results.map((r) => r.release);
}

/** Marks a group resolved (or open again); false when there is no such group. */
export async function setResolved(db: D1Database, id: number, resolvedBy: number | null, now: Date): Promise<boolean> {
  const result = await db
    .prepare('UPDATE error_groups SET resolved_at = ?2, resolved_by = ?3 WHERE id = ?1')
    .bind(id, resolvedBy === null ? null : now.toISOString(), resolvedBy)
    .run();
  return result.meta.changes > 0;
}

/** Removes groups not reported for GROUP_RETENTION_DAYS, then all but the MAX_GROUPS most recent. */
export async function pruneGroups(db: D1Database, now: Date): Promise<number> {
  const results = await db.batch([
    db.prepare('DELETE FROM error_groups WHERE last_seen < ?').bind(minutesBefore(now, GROUP_RETENTION_DAYS * 24 * 60)),
    db.prepare('DELETE FROM error_groups WHERE id IN (SELECT id FROM error_groups ORDER BY last_seen DESC LIMIT -1 OFFSET ?)').bind(MAX_GROUPS),
  ]);
  return results.reduce((sum, r) => sum + r.meta.changes, 0);
}
