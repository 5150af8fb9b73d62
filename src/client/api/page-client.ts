import type { World } from '../../shared/worlds';
import { ERROR_REPORTING_SAMPLE_RATE } from '../../shared/constants';
import { createApiClient, type ApiClient } from './client';
import { track } from '../tracking';

/** Error reporting is sampled per visit (spec §9: 10 % of visitors). */
const reportsErrors = Math.random() < ERROR_REPORTING_SAMPLE_RATE;

/** The API client of this page, with slow requests reported as tracking events. */
export function createPageApiClient(world: World): ApiClient {
  const api: ApiClient = createApiClient({
    world: () => world,
    reportSlowRequest: (report) => {
      if (reportsErrors) void track(api, [{ name: 'slow_request', properties: { url: report.url, ms: report.ms } }]);
    },
  });
  return api;
}
