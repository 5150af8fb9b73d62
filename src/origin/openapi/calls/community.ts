import type { CallGroup } from '../describe';
import { idParamSchema } from '../../../shared/schemas/materials';
import { commentBodySchema, commentsQuerySchema, feedbackBodySchema, feedbackQuerySchema, itemTagsBodySchema, itemTagsQuerySchema, popularTagsQuerySchema, relatedQuerySchema } from '../../../shared/schemas/community';
import { noQuerySchema } from '../../../shared/schemas/common';
import { listQuerySchema, persistBodySchema, schoolBodySchema, statusQuerySchema, subscriptionBodySchema } from '../../api/subscriptions';

/** Reviews, comments, likes, tags and follows. */
export const communityCalls: CallGroup = {
  tag: 'Community',
  description: 'Reviews, comments, likes, tags and follows.',
  calls: {
    'GET /v3/materials/:id/feedback': { summary: 'A material\'s ratings and reviews, a page at a time.', access: 'public', params: { id: idParamSchema }, query: feedbackQuerySchema },
    'GET /v3/materials/:id/feedback/mine': { summary: 'The caller\'s own review of the material and whether they may write one (only after buying it); without a sign-in it says so.', access: 'public', params: { id: idParamSchema }, query: noQuerySchema },
    'POST /v3/materials/:id/feedback': { summary: 'Writes or changes the caller\'s review of a material they bought.', access: 'user', params: { id: idParamSchema }, body: feedbackBodySchema },
    'GET /v3/materials/:id/comments': { summary: 'A material\'s comments and replies.', access: 'public', params: { id: idParamSchema }, query: commentsQuerySchema },
    'POST /v3/materials/:id/comments': { summary: 'Writes a comment or a reply; the writer of the parent is notified.', access: 'user', params: { id: idParamSchema }, body: commentBodySchema, status: 201 },
    'POST /v3/comments/:id/delete': { summary: 'Deletes the caller\'s own comment.', access: 'user', params: { id: idParamSchema } },
    'GET /v3/materials/:id/like': { summary: 'A material\'s like count, and whether the caller likes it.', access: 'public', params: { id: idParamSchema }, query: noQuerySchema },
    'POST /v3/materials/:id/like': { summary: 'Likes a material.', access: 'user', params: { id: idParamSchema } },
    'POST /v3/materials/:id/unlike': { summary: 'Takes back a like.', access: 'user', params: { id: idParamSchema } },
    'GET /v3/item-tags': { summary: 'The tags of a material.', access: 'public', query: itemTagsQuerySchema },
    'GET /v3/item-tags/popular': { summary: 'The most used tags of the world.', access: 'public', query: popularTagsQuerySchema },
    'POST /v3/item-tags': { summary: 'Sets the tags of a material; only its author may (403 for others).', access: 'user', body: itemTagsBodySchema },
    'GET /v3/materials/:id/related': { summary: 'Materials related to this one (same author, subject, tags).', access: 'public', params: { id: idParamSchema }, query: relatedQuerySchema },
    'POST /v3/subscriptions/subscribe': { summary: 'Follows an author, a material or a school.', access: 'user', body: subscriptionBodySchema },
    'POST /v3/subscriptions/unsubscribe': { summary: 'Stops following an author, a material or a school.', access: 'user', body: subscriptionBodySchema },
    'POST /v3/subscriptions/anonymous/subscribe': { summary: 'Follows as an anonymous visitor (kept under the public token until sign-in).', access: 'visitor', body: subscriptionBodySchema },
    'POST /v3/subscriptions/anonymous/unsubscribe': { summary: 'Stops an anonymous visitor\'s follow.', access: 'visitor', body: subscriptionBodySchema },
    'POST /v3/subscriptions/school/subscribe': { summary: 'Follows a school.', access: 'user', body: schoolBodySchema },
    'POST /v3/subscriptions/school/unsubscribe': { summary: 'Stops following a school.', access: 'user', body: schoolBodySchema },
    'POST /v3/subscriptions/anonymous/persist': { summary: 'Moves an anonymous visitor\'s follows and favourites to the signed-in account.', access: 'user', body: persistBodySchema },
    'GET /v1/subscriptions': { summary: 'What the signed-in user follows.', access: 'user', query: listQuerySchema },
    'GET /v3/subscriptions/anonymous/list': { summary: 'What the anonymous visitor follows.', access: 'visitor', query: listQuerySchema },
    'GET /v3/subscriptions/status': { summary: 'Whether the caller follows a subject, and an author\'s follower count.', access: 'visitor', query: statusQuerySchema },
  },
};
