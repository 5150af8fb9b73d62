import type { CallGroup } from '../describe';
import { noQuerySchema } from '../../../shared/schemas/common';
import { postDraftSchema, postIdSchema, postListQuerySchema, postPreviewSchema } from '../../../shared/schemas/posts';

const id = { id: postIdSchema };

/** The magazine, authors' blogs and the post editor (docs/blog.md). */
export const postsCalls: CallGroup = {
  tag: 'Blog',
  description: 'The magazine and authors\' blogs of a world; authors and staff write posts in the post editor.',
  calls: {
    'GET /v3/posts': { summary: 'The world\'s published magazine posts, newest first, a page at a time.', access: 'public', query: postListQuerySchema },
    'GET /v3/posts/:id': { summary: 'One published post of the world (404 for drafts, deleted posts and other worlds).', access: 'public', params: id, query: noQuerySchema },
    'GET /v3/authors/:id/posts': { summary: 'An author\'s published posts in the world, newest first.', access: 'public', params: id, query: postListQuerySchema },
    'GET /v3/post-editor/posts': { summary: 'The caller\'s own posts, drafts too (staff: every post of the world).', access: 'seller', query: noQuerySchema },
    'GET /v3/post-editor/posts/:id': { summary: 'One post the caller may edit.', access: 'seller', params: id },
    'POST /v3/post-editor/posts': { summary: 'Creates a draft: an author post for sellers, a magazine post for staff.', access: 'seller', body: postDraftSchema, status: 201 },
    'PUT /v3/post-editor/posts/:id': { summary: 'Changes a post the caller may edit; the Markdown is rendered and sanitised when saved.', access: 'seller', params: id, body: postDraftSchema },
    'POST /v3/post-editor/posts/:id/publish': { summary: 'Publishes a post.', access: 'seller', params: id },
    'POST /v3/post-editor/posts/:id/unpublish': { summary: 'Takes a post back to draft.', access: 'seller', params: id },
    'DELETE /v3/post-editor/posts/:id': { summary: 'Deletes a post.', access: 'seller', params: id },
    'POST /v3/post-editor/preview': { summary: 'A post body rendered as it would be published.', access: 'seller', body: postPreviewSchema },
  },
};
