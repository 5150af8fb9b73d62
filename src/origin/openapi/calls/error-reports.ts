import type { CallGroup } from '../describe';
import { errorGroupIdSchema, errorReportRequestSchema, errorResolvedSchema, staffErrorsQuerySchema } from '../../../shared/schemas/error-reports';

/** Error reports from browsers and their staff list (docs/error-reporting.md). */
export const errorReportCalls: CallGroup = {
  tag: 'Error reports',
  description: 'Errors in visitors\' browsers, scrubbed of personal data and grouped; staff read the groups.',
  calls: {
    'POST /v3/errors/report': {
      summary: 'Stores up to five error reports of a page, each counted into its group (message, release, kind).',
      description:
        'No IP address, path or full user agent is stored. Over a limit (per client, per group and hour, new groups per hour) the answer is 429 and nothing is stored; reports of staff acting as a user and of prerender services are accepted and dropped.',
      access: 'public',
      body: errorReportRequestSchema,
      status: 202,
    },
    'GET /v3/staff/errors': { summary: 'The groups of error reports, newest or most frequent first, optionally of one release and kind.', access: 'staff', query: staffErrorsQuerySchema },
    'PUT /v3/staff/errors/:id/resolved': { summary: 'Marks a group resolved (or open again); a new report opens it again.', access: 'staff', params: { id: errorGroupIdSchema }, body: errorResolvedSchema },
  },
};
