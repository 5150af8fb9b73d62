import { Hono, type Context } from 'hono';
import type { OriginEnv } from '../env';
import { noQuerySchema } from '../../shared/schemas/common';
import { abTestKeySchema } from '../../shared/schemas/settings';
import {
  KNOWN_PAYLOADS,
  exposuresBodySchema,
  experimentEditSchema,
  type ConversionKind,
  type ExperimentDefinition,
  type ExperimentDetail,
} from '../../shared/schemas/experiments';
import { experimentCounts, findExperiment, insertExposures, listExperiments, updateExperiment, type ConversionCount, type ExposureCount } from '../db/experiments';
import { experimentResults } from '../domain/experiments/results';
import { requireStaff } from '../http/staff';
import { validJson, validParam, validQuery } from '../http/validate';
import { ApiError } from '../http/errors';
import { experimentAssignments, experimentVisitorId } from '../http/experiments';
import { isPrerenderOrUiTest } from '../../shared/agents';

/**
 * Experiments (docs/experiments.md): staff define the A/B tests and read their results; the
 * browser reports the tests a page showed (exposures). The visitor's variants and anonymous id
 * come from the edge, only with statistics consent; without them nothing is recorded.
 */

type Ctx = Context<{ Bindings: OriginEnv }>;

function detail(test: ExperimentDefinition, exposures: readonly ExposureCount[], conversions: readonly ConversionCount[]): ExperimentDetail {
  const exposed = new Map(exposures.filter((e) => e.test === test.key).map((e) => [e.variant, e.exposed]));
  const converted = new Map<string, Map<ConversionKind, number>>();
  for (const c of conversions) {
    if (c.test !== test.key) continue;
    const byKind = converted.get(c.variant) ?? new Map<ConversionKind, number>();
    byKind.set(c.kind, c.converted);
    converted.set(c.variant, byKind);
  }
  return { test, results: experimentResults(test, exposed, converted) };
}

async function staffTest(c: Ctx): Promise<{ key: string; test: ExperimentDefinition }> {
  await requireStaff(c, 'admin');
  const key = validParam(c.req.param('key'), abTestKeySchema, 'test key');
  const test = await findExperiment(c.env.DB, key);
  if (!test) throw new ApiError(404, 'not_found', 'A/B test not found.');
  return { key, test };
}

export const experiments = new Hono<{ Bindings: OriginEnv }>()
  .get('/v3/staff/experiments', async (c) => {
    await requireStaff(c, 'admin');
    validQuery(c, noQuerySchema);
    const [tests, counts] = await Promise.all([listExperiments(c.env.DB), experimentCounts(c.env.DB, null)]);
    return c.json({ data: { items: tests.map((t) => detail(t, counts.exposures, counts.conversions)) } });
  })
  .get('/v3/staff/experiments/:key', async (c) => {
    const { key, test } = await staffTest(c);
    validQuery(c, noQuerySchema);
    const counts = await experimentCounts(c.env.DB, key);
    return c.json({ data: detail(test, counts.exposures, counts.conversions) });
  })
  .put('/v3/staff/experiments/:key', async (c) => {
    const staffId = await requireStaff(c, 'admin');
    const key = validParam(c.req.param('key'), abTestKeySchema, 'test key');
    const edit = await validJson(c, experimentEditSchema);
    const shape = KNOWN_PAYLOADS[key];
    if (shape) {
      const issues = edit.variants.flatMap((v, i) => (shape.safeParse(v.payload).success ? [] : [{ path: ['variants', i, 'payload'], message: `not a payload ${key} understands` }]));
      if (issues.length > 0) throw new ApiError(400, 'invalid_body', `A payload of ${key} is not valid.`, issues);
    }
    if (!(await updateExperiment(c.env.DB, key, edit, staffId, new Date()))) throw new ApiError(404, 'not_found', 'A/B test not found.');
    const test = await findExperiment(c.env.DB, key);
    if (!test) throw new ApiError(404, 'not_found', 'A/B test not found.');
    const counts = await experimentCounts(c.env.DB, key);
    return c.json({ data: detail(test, counts.exposures, counts.conversions) });
  })
  .post('/v3/experiments/exposures', async (c) => {
    const { exposures } = await validJson(c, exposuresBodySchema);
    const visitorId = experimentVisitorId(c);
    if (!visitorId || isPrerenderOrUiTest(c.req.header('user-agent'))) return c.json({ data: { recorded: 0 } }, 202);
    // Only what the visitor is assigned counts: a page shows the variant of the A/B cookie.
    const assigned = experimentAssignments(c);
    const shown = exposures.filter((e) => assigned.get(e.test) === e.variant);
    const recorded = await insertExposures(c.env.DB, visitorId, shown, new Date());
    return c.json({ data: { recorded } }, 202);
  });
