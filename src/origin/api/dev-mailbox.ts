import { Hono } from 'hono';
import { z } from 'zod';
import type { OriginEnv } from '../env';
import { validQuery } from '../http/validate';
import { ApiError } from '../http/errors';
import { latestOutbox } from '../db/outbox';
import { edgeFact } from '../http/edge-facts';

export const mailboxQuerySchema = z
  .object({
    to: z.string().trim().toLowerCase().max(254).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .strict();

/** The extra headers a message was sent with (marketing e-mails: List-Unsubscribe). */
function headersOf(m: { list_unsubscribe: string | null; list_unsubscribe_post: string | null }): Record<string, string> {
  const headers: Record<string, string> = {};
  if (m.list_unsubscribe) headers['List-Unsubscribe'] = m.list_unsubscribe;
  if (m.list_unsubscribe_post) headers['List-Unsubscribe-Post'] = m.list_unsubscribe_post;
  return headers;
}

/** The local dev mailbox: what the outbox holds. Only when the edge says `npm start` serves this machine. */
export const devMailbox = new Hono<{ Bindings: OriginEnv }>().get('/dev/mailbox', async (c) => {
  if (edgeFact(c, 'devTools') !== 'on') throw new ApiError(404, 'not_found', 'No API call GET /api/dev/mailbox.');
  const query = validQuery(c, mailboxQuerySchema);
  const messages = await latestOutbox(c.env.DB, query.limit, query.to);
  return c.json({
    data: {
      items: messages.map((m) => ({ id: m.id, to: m.to_email, template: m.template, subject: m.subject, text: m.body_text, world: m.world, createdAt: m.created_at, sentAt: m.sent_at,
        headers: headersOf(m) })),
    },
  });
});
