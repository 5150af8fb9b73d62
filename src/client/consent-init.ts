/**
 * The page's side of the cookie choice (docs/consent.md): opens the dialog when a choice is
 * needed, reopens it from the footer, forgets statistics when they are withdrawn, and sends the
 * page view once statistics are allowed.
 */
import { allowed, onConsent, readConsent } from './consent';
import { forgetStatistics } from './statistics-storage';
import { browserTracker } from './tracking';
import { consentRequired, pollUntil, requestOpenLater, requestOpenNow } from './consent-requests';

const ROOT = '[data-island="ConsentDialog"]';

/** Asks the dialog to open: a live island hears the event, one not yet loaded is woken and asks `takeOpenRequest`. */
function requestDialog(root: HTMLElement): void {
  if (root.dataset.hydrated === 'true') {
    requestOpenNow();
    return;
  }
  requestOpenLater();
  // An island that hydrates at interaction wakes on focus (entry.tsx).
  root.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
}

/** Starts the cookie choice on this page. */
export function startConsent(): void {
  onConsent((choice) => {
    if (choice.statistics) return;
    browserTracker().discard();
    forgetStatistics();
  });
  // The footer's "Cookie settings" (a button on every page, held by the boot script until now).
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('[data-consent-open]') : null;
    const root = document.querySelector<HTMLElement>(ROOT);
    if (!button || !root) return;
    event.preventDefault();
    requestDialog(root);
  });
  const root = document.querySelector<HTMLElement>(ROOT);
  // Terms and imprint render the dialog with `auto: false`: it opens there from the footer only.
  if (!root || root.dataset.props?.includes('"auto":false') || !consentRequired(document.cookie, navigator.userAgent)) return;
  pollUntil(
    () => document.body.dataset.hydrated === 'true',
    () => {
      if (readConsent() === null) requestDialog(root);
    },
    { every: (run, ms) => setInterval(run, ms), stop: (handle) => clearInterval(handle as number) },
  );
}

/**
 * The page's statistics (its view, the A/B variants it showed): sent now when statistics are
 * allowed, or as soon as the visitor allows them on this page.
 */
export function withStatistics(send: () => void): void {
  if (allowed('statistics')) {
    send();
    return;
  }
  const stop = onConsent((choice) => {
    if (!choice.statistics) return;
    stop();
    send();
  });
}
