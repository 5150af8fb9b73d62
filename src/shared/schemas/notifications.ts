import { z } from 'zod';
import { MAX_IDS_PER_MESSAGE } from '../notifications';

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const ids = z.array(id).min(1).max(MAX_IDS_PER_MESSAGE);

/** `GET v3/notifications`: newest first, `before` an id for the next page. */
export const notificationListQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(50).default(20),
    before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  })
  .strict();

/** `POST v3/notifications/read`: mark these read (the caller's own; others' ids change nothing). */
export const notificationReadSchema = z.object({ ids }).strict();

/** What a client may send on the socket; anything else is ignored. */
export const clientMessageSchema = z.discriminatedUnion('type', [z.object({ type: z.literal('ack'), ids }).strict(), z.object({ type: z.literal('ping') }).strict()]);
