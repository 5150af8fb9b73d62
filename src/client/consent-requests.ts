/**
 * How the page asks the cookie dialog to open (docs/consent.md, "Opening"): a request made before
 * the dialog's code is there waits for it; a live dialog hears an event.
 */
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
