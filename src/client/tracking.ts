import type { ApiClient } from './api/client';
import { browserCookies } from './api/browser';
import { readCookie } from './api/cart-token';
import { IMPERSONATING_COOKIE } from './session/runner';

interface TrackedEvent {
  name: string;
  properties?: Record<string, string | number | boolean | null>;
}

/** Events whose sending failed (docs/product-rules.md, "Errors of the API client"). */
export const failedEvents: TrackedEvent[] = [];

let trackSid: string | undefined;

/** Staff acting as a user (docs/product-rules.md, "Roles"): no tracking at all. */
function impersonating(cookies: string): boolean {
  return readCookie(cookies, IMPERSONATING_COOKIE) === '1';
}

/**
 * Sends events to `v3/events/track`; the server skips prerender and UI-test agents. Nothing is
 * sent (or stored as failed) while staff act as a user.
 */
export async function track(api: ApiClient, events: TrackedEvent[], cookies: () => string = browserCookies): Promise<void> {
  if (impersonating(cookies())) return;
  try {
    const answer = await api.post<{ track_sid: string }>('v3/events/track', trackSid ? { events, track_sid: trackSid } : { events });
    trackSid = answer.track_sid;
  } catch {
    failedEvents.push(...events);
  }
}
