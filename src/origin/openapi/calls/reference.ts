import type { CallGroup } from '../describe';

/** This document itself. */
export const referenceCalls: CallGroup = {
  tag: 'Reference',
  description: 'This reference as an OpenAPI 3.1 document.',
  calls: {
    'GET /openapi.json': { summary: 'The OpenAPI 3.1 document of every call, made from the schemas the server validates with.', access: 'public' },
  },
};
