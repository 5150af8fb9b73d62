/**
 * Tracking events (docs/consent.md, "Tracking"): queued, sent together to `v3/events/track` with
 * the visit's `track_sid`, kept in a failed list when sending fails and sent again with the next
 * batch. Only with consent to statistics, and never while staff act as a user.
 */
import type { ApiClient } from './api/client';
import type { StorageLike } from './api/browser';
import { browserCookies } from './api/browser';
import { readCookie } from './api/cart-token';
import { systemTimers, type Timers } from './api/timers';
import { allowed } from './consent';
import { IMPERSONATING_COOKIE } from './session/runner';
import { STATISTICS_KEY_PREFIX, statisticsSessionStorage } from './statistics-storage';

export interface TrackedEvent {
  name: string;
  /** Integer cents for prices. */
  value?: number;
  properties?: Record<string, string | number | boolean | null>;
  occurredAt?: string;
}

/** The endpoint takes at most this many events per request (src/shared/schemas/events.ts). */
export const TRACK_REQUEST_MAX_EVENTS = 50;
/** Events wait this long for others before they are sent together. */
export const TRACK_FLUSH_DELAY_MS = 2_000;
/** A queue this long is sent at once. */
export const TRACK_FLUSH_AT = 20;
/** The failed list keeps the newest events up to this many. */
export const FAILED_EVENTS_MAX = 100;
/** The visit's tracking session id and the failed list, in sessionStorage (statistics keys). */
export const TRACK_SID_KEY = `${STATISTICS_KEY_PREFIX}track_sid`;
export const FAILED_EVENTS_KEY = `${STATISTICS_KEY_PREFIX}failed_events`;

export interface TrackerDeps {
  cookies: () => string;
  /** Where the track_sid and the failed list are kept for the visit (sessionStorage). */
  storage: () => StorageLike | undefined;
  timers: Timers;
  now: () => Date;
}

export interface Tracker {
  /** Queues the events; resolves once the batch holding them was sent or kept as failed. */
  track(api: ApiClient, events: readonly TrackedEvent[]): Promise<void>;
  /** Sends the queue and the failed list now; `leaving`: the page is going away (keepalive). */
  flush(leaving?: boolean): Promise<void>;
  /** Drops the queue (consent withdrawn); what was stored is deleted by `forgetStatistics`. */
  discard(): void;
}

function safely<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    return fallback;
  }
}

export function createTracker(deps: TrackerDeps): Tracker {
  let queue: TrackedEvent[] = [];
  let api: ApiClient | null = null;
  let timer: unknown = null;
  let waiting: (() => void)[] = [];
  /** Used when storage is blocked: the failed list then lives as long as the page. */
  let failedInMemory: TrackedEvent[] = [];

  const permitted = () => {
    const cookies = deps.cookies();
    return readCookie(cookies, IMPERSONATING_COOKIE) !== '1' && allowed('statistics', cookies);
  };

  function readFailed(): TrackedEvent[] {
    const stored = safely(() => deps.storage()?.getItem(FAILED_EVENTS_KEY), undefined);
    if (stored === undefined) return failedInMemory;
    const parsed = safely(() => JSON.parse(stored ?? '[]') as unknown, []);
    return Array.isArray(parsed) ? (parsed as TrackedEvent[]) : [];
  }

  function writeFailed(events: readonly TrackedEvent[]): void {
    const kept = events.slice(-FAILED_EVENTS_MAX);
    failedInMemory = kept;
    safely(() => {
      const storage = deps.storage();
      if (kept.length === 0) storage?.removeItem(FAILED_EVENTS_KEY);
      else storage?.setItem(FAILED_EVENTS_KEY, JSON.stringify(kept));
    }, undefined);
  }

  async function send(client: ApiClient, events: TrackedEvent[], leaving: boolean): Promise<void> {
    const sid = safely(() => deps.storage()?.getItem(TRACK_SID_KEY) ?? null, null);
    try {
      const answer = await client.post<{ track_sid: string }>('v3/events/track', sid ? { events, track_sid: sid } : { events }, leaving ? { keepalive: true, skipTermsCheck: true } : {});
      // Consent may have been withdrawn while the request ran: then nothing is kept.
      if (permitted() && typeof answer.track_sid === 'string') safely(() => deps.storage()?.setItem(TRACK_SID_KEY, answer.track_sid), undefined);
    } catch {
      if (permitted()) writeFailed([...readFailed(), ...events]);
    }
  }

  async function flush(leaving = false): Promise<void> {
    if (timer !== null) deps.timers.clearTimeout(timer);
    timer = null;
    const done = waiting;
    waiting = [];
    const client = api;
    if (!client || !permitted()) {
      queue = [];
      for (const resolve of done) resolve();
      return;
    }
    const events = [...readFailed(), ...queue];
    queue = [];
    writeFailed([]);
    const sends: Promise<void>[] = [];
    for (let i = 0; i < events.length; i += TRACK_REQUEST_MAX_EVENTS) sends.push(send(client, events.slice(i, i + TRACK_REQUEST_MAX_EVENTS), leaving));
    await Promise.all(sends);
    for (const resolve of done) resolve();
  }

  return {
    track(client, events) {
      if (events.length === 0 || !permitted()) return Promise.resolve();
      api = client;
      const at = deps.now().toISOString();
      queue.push(...events.map((event) => (event.occurredAt ? event : { ...event, occurredAt: at })));
      const sent = new Promise<void>((resolve) => waiting.push(resolve));
      if (queue.length >= TRACK_FLUSH_AT) void flush();
      else timer ??= deps.timers.setTimeout(() => void flush(), TRACK_FLUSH_DELAY_MS);
      return sent;
    },
    flush,
    discard() {
      queue = [];
      failedInMemory = [];
      if (timer !== null) deps.timers.clearTimeout(timer);
      timer = null;
      const done = waiting;
      waiting = [];
      for (const resolve of done) resolve();
    },
  };
}

let pageTracker: Tracker | undefined;

/** The page's tracker; it sends what is queued when the page is hidden or left. */
export function browserTracker(): Tracker {
  if (pageTracker) return pageTracker;
  const tracker = createTracker({ cookies: browserCookies, storage: statisticsSessionStorage, timers: systemTimers, now: () => new Date() });
  pageTracker = tracker;
  const target = globalThis as unknown as { addEventListener?: (type: string, listener: () => void) => void; document?: { visibilityState?: string } };
  target.addEventListener?.('pagehide', () => void tracker.flush(true));
  target.addEventListener?.('visibilitychange', () => {
    if (target.document?.visibilityState === 'hidden') void tracker.flush(true);
  });
  return tracker;
}

/** The one way code sends tracking events: `track(api, [{ name, properties }])`. */
export function track(api: ApiClient, events: readonly TrackedEvent[]): Promise<void> {
  return browserTracker().track(api, events);
}
