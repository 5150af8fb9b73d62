import { z } from 'zod';

const trackedEventSchema = z
  .object({
    name: z.string().trim().min(1).max(100),
    /** Integer cents for prices (docs/product-rules.md, "Formats"). */
    value: z.number().int().optional(),
    properties: z.record(z.string().max(64), z.union([z.string().max(500), z.number(), z.boolean(), z.null()])).optional(),
    occurredAt: z.iso.datetime().optional(),
  })
  .strict();

/** `POST v3/events/track` */
export const trackRequestSchema = z
  .object({
    events: z.array(trackedEventSchema).min(1).max(50),
    track_sid: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/).optional(),
  })
  .strict();
