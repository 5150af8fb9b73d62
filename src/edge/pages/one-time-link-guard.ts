import type { OneTimeLinkState } from '../../shared/schemas/one-time-links';
import { originJson } from '../origin-client';
import type { PageModule } from './types';

type Purpose = 'register_confirm' | 'finish_registration' | 'password_recovery' | 'email_change';

/**
 * A screen opened from a mailed one-time link: a link we never sent is a 404 (the origin's 404
 * becomes the not-found page), a used or expired one keeps its page with a 410 (docs/search-engines.md).
 */
export function oneTimeLinkScreen(purpose: Purpose, param: string, screen: PageModule): PageModule {
  return async (request) => {
    const token = request.params[param] ?? '';
    const { state } = await originJson<{ state: OneTimeLinkState }>(request.env, 'v3/one-time-links/state', {
      method: 'POST',
      body: { token, purpose },
    });
    const outcome = await screen(request);
    return outcome.kind === 'page' && state === 'gone' ? { ...outcome, status: 410 } : outcome;
  };
}
