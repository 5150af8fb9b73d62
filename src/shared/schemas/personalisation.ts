import { z } from 'zod';

/** How many subjects and school types one choice may hold (more is not a choice any more). */
const MAX_CHOSEN_SUBJECTS = 30;
const MAX_CHOSEN_SCHOOL_TYPES = 12;

/** `POST v3/personalisations/update` (My subjects): the user's subjects of the world and their school types. */
export const personalisationUpdateSchema = z
  .object({
    subjectIds: z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).max(MAX_CHOSEN_SUBJECTS),
    schoolTypes: z.array(z.string().regex(/^[a-z0-9-]{1,40}$/)).max(MAX_CHOSEN_SCHOOL_TYPES),
  })
  .strict();

/** The answer of `POST v3/personalisations/get` (docs/personalisation.md). */
export interface PersonalisationAnswer {
  result: { subjectIds: number[]; schoolTypes: string[]; updatedAt: string | null } | null;
  showPopup: boolean;
  needActualisation: boolean;
}

/** `POST v1/subscriptions/{partition}/{token}` and the state behind a link in an e-mail (docs/unsubscribe.md). */
export interface MailLinkAnswer {
  action: 'unfollow_author' | 'newsletter' | 'all_marketing';
  /** done: this call did it; already: it was done before (or nothing was left to do); pending: not yet (GET). */
  state: 'done' | 'already' | 'pending';
  author: { id: number; name: string | null } | null;
}

/** `POST v3/mailing/unsubscribe-link`: send a link that stops every marketing e-mail to this address. */
export const unsubscribeLinkRequestSchema = z.object({ email: z.string().trim().toLowerCase().email().max(254) }).strict();

export const mailLinkTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,128}$/);
