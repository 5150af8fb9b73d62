import { z } from 'zod';
import type { CallGroup } from '../describe';
import { noQuerySchema } from '../../../shared/schemas/common';
import { contentPageKeySchema, pageDraftSchema, publishSchema, revisionIdSchema } from '../../../shared/schemas/content';
import { WORLDS } from '../../../shared/worlds';

const page = { world: z.enum(WORLDS), page: contentPageKeySchema };

/** Content pages made of blocks and their staff editor (docs/content.md). */
export const contentCalls: CallGroup = {
  tag: 'Content pages',
  description: 'Campaign, information and legal pages made of blocks; staff edit drafts, publish and restore revisions.',
  calls: {
    'GET /v3/content/pages/:page': { summary: 'The published page of the world for a content screen (404 when never published).', access: 'public', params: { page: contentPageKeySchema }, query: noQuerySchema },
    'GET /v3/staff/content/pages': { summary: 'Every world\'s content pages with their state (unpublished, published, draft changed).', access: 'staff', query: noQuerySchema },
    'GET /v3/staff/content/pages/:world/:page': { summary: 'A page\'s draft with its published state.', access: 'staff', params: page, query: noQuerySchema },
    'PUT /v3/staff/content/pages/:world/:page': { summary: 'Saves the draft as a new revision (who, when, note); Markdown is rendered and sanitised.', access: 'staff', params: page, body: pageDraftSchema },
    'GET /v3/staff/content/pages/:world/:page/preview': { summary: 'The draft as the page would show it (never cached).', access: 'staff', params: page, query: noQuerySchema },
    'POST /v3/staff/content/pages/:world/:page/publish': { summary: 'Publishes the newest revision; on the terms page optionally as a new terms version everyone must accept.', access: 'staff', params: page, body: publishSchema },
    'GET /v3/staff/content/pages/:world/:page/revisions': { summary: 'The page\'s revisions, newest first, with who changed what.', access: 'staff', params: page, query: noQuerySchema },
    'POST /v3/staff/content/pages/:world/:page/revisions/:id/restore': { summary: 'Copies a revision into the draft as a new revision.', access: 'staff', params: { ...page, id: revisionIdSchema } },
    'POST /v3/staff/content/images': { summary: 'Uploads an image for an image block (JPEG, PNG or WebP, checked by its bytes); answers its address.', access: 'staff', body: { mediaType: 'multipart/form-data', description: 'The image in the field `file`.' }, status: 201 },
    'GET /v3/files/content/:world{[a-z]{2}}/:name{[a-z0-9]{16,40}\\.jpg}': { summary: 'An uploaded content image as JPEG.', access: 'public', answer: 'jpeg' },
  },
};
