import type { CallGroup } from '../describe';
import { helpArticleInputSchema, helpCategoryInputSchema, helpIdSchema, helpPreviewSchema, helpSearchQuerySchema } from '../../../shared/schemas/help';

const id = { id: helpIdSchema };

/** The help centre and the FAQ of a world (docs/help-centre.md). */
export const helpCalls: CallGroup = {
  tag: 'Help centre',
  description: 'The help centre of a world: categories, articles, search and the FAQ; staff edit them.',
  calls: {
    'GET /v3/help': { summary: 'The world\'s help categories with their published articles.', access: 'public' },
    'GET /v3/help/search': { summary: 'Full-text search over the world\'s published articles, ranked, with a snippet.', access: 'public', query: helpSearchQuerySchema },
    'GET /v3/help/faq': { summary: 'The articles of the FAQ page.', access: 'public' },
    'GET /v3/help/articles/:id': { summary: 'One published article of the world with related articles (404 otherwise).', access: 'public', params: id },
    'GET /v3/staff/help': { summary: 'Every category and article of the world, drafts too, with who changed them.', access: 'staff' },
    'POST /v3/staff/help/preview': { summary: 'An article body rendered as it would be published.', access: 'staff', body: helpPreviewSchema },
    'POST /v3/staff/help/categories': { summary: 'Creates a category (409 for a taken slug).', access: 'staff', body: helpCategoryInputSchema, status: 201 },
    'PUT /v3/staff/help/categories/:id': { summary: 'Changes a category.', access: 'staff', params: id, body: helpCategoryInputSchema },
    'DELETE /v3/staff/help/categories/:id': { summary: 'Deletes an empty category (409 while it has articles).', access: 'staff', params: id },
    'POST /v3/staff/help/articles': { summary: 'Creates an article; its Markdown is rendered and sanitised when saved.', access: 'staff', body: helpArticleInputSchema, status: 201 },
    'PUT /v3/staff/help/articles/:id': { summary: 'Changes an article.', access: 'staff', params: id, body: helpArticleInputSchema },
    'DELETE /v3/staff/help/articles/:id': { summary: 'Deletes an article.', access: 'staff', params: id },
  },
};
