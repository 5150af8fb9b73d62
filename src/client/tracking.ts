import type { ApiClient } from './api/client';

interface TrackedEvent {
  name: string;
  properties?: Record<string, string | number | boolean | null>;
}

/** Events whose sending failed (spec §8 "Tracking failure: event stored in a failed list"). */
export const failedEvents: TrackedEvent[] = [];

let trackSid: string | undefined;

/** Sends events to `v3/events/track`; the server skips prerender and UI-test agents. */
export async function track(api: ApiClient, events: TrackedEvent[]): Promise<void> {
  try {
    const answer = await api.post<{ track_sid: string }>('v3/events/track', trackSid ? { events, track_sid: trackSid } : { events });
    trackSid = answer.track_sid;
  } catch {
    failedEvents.push(...events);
  }
}
