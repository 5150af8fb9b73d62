import { z } from 'zod';
import { isRouteName } from '../routes/table';
import { ERROR_MESSAGE_MAX, ERROR_REPORT_KINDS, ERROR_REPORTS_PER_PAGE, NAME_PATTERN, RELEASE_PATTERN } from '../error-reports';

/** The screens a report may name: a route of the table, the not-found page, or `unknown` (a page without page state). */
const pageNameSchema = z
  .string()
  .regex(NAME_PATTERN)
  .refine((name) => isRouteName(name) || name === 'notFound' || name === 'unknown', 'not a screen of the route table');

const releaseSchema = z.string().regex(RELEASE_PATTERN);
const kindSchema = z.enum(ERROR_REPORT_KINDS);

/** One report from a browser (docs/error-reporting.md); the stack is cut to its allowed length. */
const errorReportSchema = z
  .object({
    kind: kindSchema,
    message: z.string().trim().min(1).max(ERROR_MESSAGE_MAX),
    stack: z.string().max(4_000).optional(),
    page: pageNameSchema,
    island: z.string().regex(NAME_PATTERN).optional(),
    release: releaseSchema,
  })
  .strict();

/** `POST v3/errors/report` */
export const errorReportRequestSchema = z
  .object({ reports: z.array(errorReportSchema).min(1).max(ERROR_REPORTS_PER_PAGE) })
  .strict();

/** `GET v3/staff/errors`: newest or most frequent first, optionally of one release and kind. */
export const staffErrorsQuerySchema = z
  .object({
    release: releaseSchema.optional(),
    kind: kindSchema.optional(),
    order: z.enum(['recent', 'count']).default('recent'),
  })
  .strict();

export const errorGroupIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** `PUT v3/staff/errors/:id/resolved` */
export const errorResolvedSchema = z.object({ resolved: z.boolean() }).strict();
