import { useState } from 'react';
import { useIslandEnv } from '../island-env';
import { createPageApiClient } from '../api/page-client';
import { isApiError } from '../api/api-error';
import type { ApiRequestBody } from '../api/client';

/** Where a mail link's one answer stands: not sent, taken, or the link was spent before (docs/surveys.md). */
export type MailLinkAnswer = 'thanks' | 'already' | null;

/**
 * The one answer a mail link allows (an NPS score, a rating): only this POST spends the link, and
 * the origin's 409 means it was spent before, which the visitor hears as "already answered".
 * `send` fits `form.submit`'s action: it answers null (no message of its own) or throws.
 */
export function useMailLinkAnswer(path: string): { done: MailLinkAnswer; send: (body: ApiRequestBody) => Promise<null> } {
  const { world } = useIslandEnv();
  const [done, setDone] = useState<MailLinkAnswer>(null);
  const send = async (body: ApiRequestBody): Promise<null> => {
    try {
      await createPageApiClient(world).post(path, body);
      setDone('thanks');
    } catch (error) {
      if (!isApiError(error) || error.status !== 409) throw error;
      setDone('already');
    }
    return null;
  };
  return { done, send };
}

/** The thank-you (or "already answered") in place of the form, with a way on. */
export function MailLinkAnswered({ done, text, link }: { done: 'thanks' | 'already'; text: string; link: { href: string; label: string } | null }) {
  return (
    <div className="survey-done">
      <p className="notice notice-success" role="status" data-survey-state={done}>
        {text}
      </p>
      {link ? (
        <p className="form-links">
          <a href={link.href}>{link.label}</a>
        </p>
      ) : null}
    </div>
  );
}
