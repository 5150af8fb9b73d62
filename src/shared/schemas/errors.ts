import { z } from 'zod';

/** Every API error: `{ error: { code, message, details? } }` (design.md "Conventions"). */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
