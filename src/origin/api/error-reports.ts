/**
 * Error reports from visitors' browsers and the staff list of them (docs/error-reporting.md).
 * A report is scrubbed again here, grouped by fingerprint, and counted under three limits (per
 * client, per group and hour, new groups per hour); over a limit the answer is 429 and nothing
 * is stored. Staff acting as a user send nothing; prerender services neither; our UI tests do.
 */
import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import type { OriginEnv } from '../env';
import { ApiError } from '../http/errors';
import { requireStaff } from '../http/staff';
import { clientIp } from '../http/auth';
import { edgeFact } from '../http/edge-facts';
import { validJson, validParam, validQuery } from '../http/validate';
import { isPrerenderOrUiTest, isUiTest } from '../../shared/agents';
import { scrubMessage, trimStack } from '../../shared/error-reports';
import { errorGroupIdSchema, errorReportRequestSchema, errorResolvedSchema, staffErrorsQuerySchema } from '../../shared/schemas/error-reports';
import { browserFamily, fingerprint, senderKey } from '../domain/errors/reports';
import { listGroups, listReleases, recordReports, reserveSender, setResolved, withinGroupLimits, type GroupedReport } from '../db/error-reports';

type Ctx = Context<{ Bindings: OriginEnv }>;

const tooMany = (what: string) => new ApiError(429, 'too_many_reports', `Too many error reports ${what}; try again later.`);

/** Sent by someone whose reports are not kept: staff acting as a user, a prerender service. */
function notKept(c: Ctx): boolean {
  const agent = c.req.header('user-agent');
  return edgeFact(c, 'impersonating') === '1' || (isPrerenderOrUiTest(agent) && !isUiTest(agent));
}

async function grouped(c: Ctx, reports: z.infer<typeof errorReportRequestSchema>['reports']): Promise<GroupedReport[]> {
  const browser = browserFamily(c.req.header('user-agent'));
  const byFingerprint = new Map<string, GroupedReport>();
  for (const report of reports) {
    const message = scrubMessage(report.message);
    const key = await fingerprint(report.kind, report.release, message);
    if (byFingerprint.has(key)) continue;
    const stack = report.stack ? trimStack(report.stack) : '';
    byFingerprint.set(key, {
      fingerprint: key,
      kind: report.kind,
      release: report.release,
      message,
      stack: stack === '' ? null : stack,
      page: report.page,
      island: report.island ?? null,
      browser,
    });
  }
  return [...byFingerprint.values()];
}

export const errorReports = new Hono<{ Bindings: OriginEnv }>()
  .post('/v3/errors/report', async (c) => {
    const body = await validJson(c, errorReportRequestSchema);
    if (notKept(c)) return c.json({ data: { accepted: 0 } }, 202);
    const now = new Date();
    const reports = await grouped(c, body.reports);
    if (!(await reserveSender(c.env.DB, await senderKey(clientIp(c), c.env.PASSWORD_PEPPER), now))) throw tooMany('from this address');
    if (!(await withinGroupLimits(c.env.DB, reports.map((r) => r.fingerprint), now))) throw tooMany('of this error');
    await recordReports(c.env.DB, reports, now);
    return c.json({ data: { accepted: reports.length } }, 202);
  })
  .get('/v3/staff/errors', async (c) => {
    await requireStaff(c, 'admin');
    const filter = validQuery(c, staffErrorsQuerySchema);
    const [items, releases] = await Promise.all([listGroups(c.env.DB, filter), listReleases(c.env.DB)]);
    return c.json({ data: { items, releases } });
  })
  .put('/v3/staff/errors/:id/resolved', async (c) => {
    const userId = await requireStaff(c, 'admin');
    const id = validParam(c.req.param('id'), errorGroupIdSchema, 'error group id');
    const { resolved } = await validJson(c, errorResolvedSchema);
    if (!(await setResolved(c.env.DB, id, resolved ? userId : null, new Date()))) throw new ApiError(404, 'not_found', `There is no error group ${id}.`);
    return c.json({ data: { id, resolved } });
  });
