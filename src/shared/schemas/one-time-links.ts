import { z } from 'zod';

/** The purposes of the one-time links mailed by the identity calls (docs/identity.md). */
const ONE_TIME_PURPOSES = ['register_confirm', 'finish_registration', 'password_recovery', 'email_change'] as const;

/** `POST v3/one-time-links/state`: is this link one we sent? (docs/search-engines.md, "No soft 404s"). */
export const oneTimeLinkStateSchema = z.object({ token: z.string().min(1).max(256), purpose: z.enum(ONE_TIME_PURPOSES) }).strict();

/** `live`: it still works; `gone`: it was used or has expired (the screen answers 410). Unknown links are a 404. */
export type OneTimeLinkState = 'live' | 'gone';
