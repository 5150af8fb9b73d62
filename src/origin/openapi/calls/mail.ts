import type { CallGroup } from '../describe';
import { mailLinkTokenSchema, unsubscribeLinkRequestSchema } from '../../../shared/schemas/personalisation';
import { noQuerySchema } from '../../../shared/schemas/common';
import { mailboxQuerySchema } from '../../api/dev-mailbox';

/** The one-click links in mails, and the development mailbox. */
export const mailCalls: CallGroup = {
  tag: 'Mail links',
  description: 'The one-click links in mails, and the development mailbox.',
  calls: {
    'GET /v1/subscriptions/:partition/:token': { summary: 'What a mail\'s one-click link does (unsubscribe, ...); unknown is a 404, expired a 410.', access: 'public', params: { token: mailLinkTokenSchema }, query: noQuerySchema },
    'POST /v1/subscriptions/:partition/:token': { summary: 'Carries out a mail\'s one-click link.', access: 'public', params: { token: mailLinkTokenSchema }, query: noQuerySchema },
    'POST /v3/mailing/unsubscribe-link': { summary: 'Sends a mail with an unsubscribe link to an address (the same answer for unknown addresses).', access: 'public', body: unsubscribeLinkRequestSchema, status: 202 },
    'GET /dev/mailbox': { summary: 'Development only: the latest mails the app would have sent (404 where dev tools are off).', access: 'public', query: mailboxQuerySchema },
  },
};
