import type { World } from '../shared/worlds';
import { readCookie } from './api/cart-token';
import { createPageApiClient } from './api/page-client';
import type { PersonalisationState } from './personalisation';

/** What this module reads of the page (the test compiler has no DOM types). */
interface PageDocument {
  cookie: string;
  querySelector(selector: string): { dataset: Record<string, string | undefined> } | null;
}

/** The spec's delay before the personalisation popup (docs/personalisation.md). */
const POPUP_DELAY_MS = 10_000;

/**
 * Whether this page may ask the origin about the popup at all: signed in, not staff acting as
 * someone, not on My subjects itself, and not on a learning room's live page (shown to a class,
 * docs/learning-rooms.md). The origin decides the rest (`showPopup`).
 */
export function mayAskForPopup(cookies: string, screen: string | null): boolean {
  const signedIn = ['1', 'true'].includes(readCookie(cookies, 'kreide_logged_in') ?? '');
  const impersonating = readCookie(cookies, 'kreide_impersonating') === '1';
  return signedIn && !impersonating && screen !== 'mySubjects' && screen !== 'learningRoom';
}

/**
 * After 10 s, for a signed-in user only, asks `POST v3/personalisations/get`; only when the answer
 * says `showPopup` is the dialog's code loaded (its own chunk) and shown. Visitors load nothing
 * and call nothing, so the page's speed is the same with or without the popup.
 */
export function schedulePersonalisationPopup(world: World): void {
  const page = (globalThis as unknown as { document: PageDocument }).document;
  const screen = page.querySelector('[data-screen]')?.dataset.screen ?? null;
  if (!mayAskForPopup(page.cookie, screen)) return;
  setTimeout(() => {
    const api = createPageApiClient(world);
    void api
      .post<PersonalisationState>('v3/personalisations/get', {})
      .then(async (state) => {
        if (!state.showPopup) return;
        const { showPersonalisationDialog } = await import('./personalisation-dialog');
        await showPersonalisationDialog(world, state, () => void api.post('v3/personalisations/popup-shown', {}).catch(() => undefined));
      })
      .catch(() => undefined);
  }, POPUP_DELAY_MS);
}
