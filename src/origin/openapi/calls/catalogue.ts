import type { CallGroup } from '../describe';
import { noQuerySchema } from '../../../shared/schemas/common';
import { idParamSchema, materialIdsQuerySchema, materialListQuerySchema } from '../../../shared/schemas/materials';
import { searchQuerySchema, searchSuggestQuerySchema } from '../../../shared/schemas/search';
import { previewQuerySchema, uploadedQuerySchema } from '../../api/previews';
import { authorQueryRequestSchema } from '../../../shared/schemas/authors';
import { abTestKeySchema } from '../../../shared/schemas/settings';
import { hostSchema } from '../../api/settings';

/** Materials, search, previews, authors and the settings the pages read. */
export const catalogueCalls: CallGroup = {
  tag: 'Catalogue',
  description: 'Materials, search, previews, authors and the settings the pages read.',
  calls: {
    'GET /v1/filters': { summary: 'The catalogue\'s filters of the world.', access: 'public', query: noQuerySchema },
    'GET /v3/mega-menu/get-subjects': { summary: 'The subjects of the main menu.', access: 'public', query: noQuerySchema },
    'GET /v3/materials': {
      summary: 'Materials of the world: a sorted, filtered page, or the materials with the given ids.',
      description: 'With `ids` (comma-separated) no other parameter is allowed.',
      access: 'public',
      query: [materialListQuerySchema, materialIdsQuerySchema],
    },
    'GET /v3/materials/:id': { summary: 'One live material with its author, prices and previews; unknown or not live is a 404.', access: 'public', params: { id: idParamSchema } },
    'GET /v3/search': { summary: 'Full-text search of the world\'s materials with filters, facets and sorting.', access: 'public', query: searchQuerySchema },
    'GET /v3/search/suggest': { summary: 'Suggestions while typing: materials, subjects and authors matching the start of a word.', access: 'public', query: searchSuggestQuerySchema },
    'GET /v3/materials/:id/preview/:page{[0-9]+\\.jpg}': { summary: 'A preview page of a material as JPEG (an uploaded preview, watermarked).', access: 'public', params: { id: idParamSchema }, query: uploadedQuerySchema, answer: 'jpeg' },
    'GET /v3/materials/:id/preview/:page{[0-9]+\\.svg}': { summary: 'A drawn preview page of a material as SVG, watermarked for visitors.', access: 'public', params: { id: idParamSchema }, query: previewQuerySchema, answer: 'svg' },
    'POST /v3/user-details/query': { summary: 'Public author profiles by id; a private profile answers like a missing one.', access: 'public', body: authorQueryRequestSchema },
    'GET /v3/storefront': { summary: 'The figures and featured authors of the world\'s home page.', access: 'public', query: noQuerySchema },
    'GET /v3/settings/variant/:key': { summary: 'An A/B test\'s definition (its variants and weights).', access: 'public', params: { key: abTestKeySchema }, query: noQuerySchema },
    'GET /v3/partner-hosts/:host': { summary: 'Whether a host is a partner\'s domain and which world and author it shows.', access: 'public', params: { host: hostSchema }, query: noQuerySchema },
  },
};
