import type { CallGroup } from '../describe';
import { sitemapPlanQuerySchema, sitemapRowsQuerySchema } from '../../../shared/schemas/sitemaps';
import { oneTimeLinkStateSchema } from '../../../shared/schemas/one-time-links';

/** What the edge asks before it builds sitemaps and one-time-link screens (docs/search-engines.md). */
export const searchEngineCalls: CallGroup = {
  tag: 'Sitemaps and links',
  description: 'What the edge asks to build the sitemaps and to answer one-time-link screens without soft 404s.',
  calls: {
    'GET /v3/sitemaps/plan': { summary: 'The world\'s sitemap files: for each kind, where each file of at most `size` URLs starts.', access: 'public', query: sitemapPlanQuerySchema },
    'GET /v3/sitemaps/rows': { summary: 'One page of a kind\'s rows (materials, authors, posts, help articles) by id range, with a cursor.', access: 'public', query: sitemapRowsQuerySchema },
    'POST /v3/one-time-links/state': { summary: 'Whether a mailed one-time link is live, used or expired (unknown: 404); spends nothing.', access: 'public', body: oneTimeLinkStateSchema },
  },
};
