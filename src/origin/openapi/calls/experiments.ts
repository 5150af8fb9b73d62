import type { CallGroup } from '../describe';
import { noQuerySchema } from '../../../shared/schemas/common';
import { abTestKeySchema } from '../../../shared/schemas/settings';
import { experimentEditSchema, exposuresBodySchema } from '../../../shared/schemas/experiments';

/** A/B tests for staff and the browser's exposure reports (docs/experiments.md). */
export const experimentCalls: CallGroup = {
  tag: 'Experiments',
  description: 'A/B tests defined by staff, their results per variant, and the exposures the browser reports with statistics consent.',
  calls: {
    'GET /v3/staff/experiments': { summary: 'Every A/B test with its definition and headline results.', access: 'staff', query: noQuerySchema },
    'GET /v3/staff/experiments/:key': {
      summary: 'A test\'s definition and results per variant: exposed visitors, conversions with 95 % Wilson intervals, the difference to the control, the sample ratio check.',
      access: 'staff',
      params: { key: abTestKeySchema },
      query: noQuerySchema,
    },
    'PUT /v3/staff/experiments/:key': {
      summary: 'Replaces a test\'s definition (variants with weights and payloads, default and active variants, enabled); raises its revision.',
      description: 'The edge drops its cached copy of the definition when this call succeeds; other data centres follow within a minute.',
      access: 'staff',
      params: { key: abTestKeySchema },
      body: experimentEditSchema,
    },
    'POST /v3/experiments/exposures': {
      summary: 'Records that the visitor was shown these tests in these variants (first time per test only).',
      description: 'Counts only with the edge\'s experiment facts (statistics consent) and only variants the visitor is assigned; otherwise answers `recorded: 0`.',
      access: 'public',
      body: exposuresBodySchema,
      status: 202,
    },
  },
};
