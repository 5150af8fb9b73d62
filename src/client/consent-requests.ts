/**
 * How the page asks the cookie dialog to open (docs/consent.md, "Opening"): a request made before
 * the dialog's code is there waits for it; a live dialog hears an event.
 */
import { readConsent } from './consent';
import { isKreideApp } from '../shared/agents';

/** The dialog waits for the page's islands: checked every second, ten times at most (docs/consent.md, "Opening"). */
export const CONSENT_POLL_MS = 1_000;
export const CONSENT_POLL_TRIES = 10;

const OPEN_EVENT = 'kreide:consent-open';

interface EventHost {
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
  dispatchEvent(event: Event): boolean;
}
const host = () => globalThis as unknown as EventHost;

let openRequested = false;

/** Marks a request for a dialog whose code is still loading. */
export function requestOpenLater(): void {
  openRequested = true;
}

/** Tells a live dialog to open. */
export function requestOpenNow(): void {
  host().dispatchEvent(new Event(OPEN_EVENT));
}

/** The dialog takes a request made before its code was there (once). */
export function takeOpenRequest(): boolean {
  const requested = openRequested;
  openRequested = false;
  return requested;
}

/** Calls `listener` whenever the page asks for the dialog; returns the unsubscribe. */
export function onOpenRequest(listener: () => void): () => void {
  host().addEventListener(OPEN_EVENT, listener);
  return () => host().removeEventListener(OPEN_EVENT, listener);
}

/** Whether this visitor must be asked: no valid choice stored, and not our app (which asks itself). */
export function consentRequired(cookies: string, userAgent: string): boolean {
  return readConsent(cookies) === null && !isKreideApp(userAgent);
}

/**
 * Polls `ready` every `intervalMs`, `tries` times at most, and runs `then` on the first success;
 * gives up quietly after the last try. Returns the stop function.
 */
export function pollUntil(ready: () => boolean, then: () => void, schedule: { every: (run: () => void, ms: number) => unknown; stop: (handle: unknown) => void }, intervalMs = CONSENT_POLL_MS, tries = CONSENT_POLL_TRIES): () => void {
  let count = 0;
  const handle = schedule.every(() => {
    count += 1;
    if (ready()) {
      schedule.stop(handle);
      then();
    } else if (count >= tries) schedule.stop(handle);
  }, intervalMs);
  return () => schedule.stop(handle);
}
