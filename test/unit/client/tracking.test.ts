import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../src/client/api/client';
import type { StorageLike } from '../../../src/client/api/browser';
import {
  createTracker,
  FAILED_EVENTS_KEY,
  FAILED_EVENTS_MAX,
  TRACK_FLUSH_AT,
  TRACK_FLUSH_DELAY_MS,
  TRACK_REQUEST_MAX_EVENTS,
  TRACK_SID_KEY,
  type TrackedEvent,
} from '../../../src/client/tracking';
import { systemTimers } from '../../../src/client/api/timers';

const ALLOWED = 'kreide_consent=1.s1.m0';
const REJECTED = 'kreide_consent=1.s0.m0';

interface Posted {
  path: string;
  body: { events: TrackedEvent[]; track_sid?: string };
  keepalive: boolean;
}

function fakeApi(fail: () => boolean = () => false) {
  const posted: Posted[] = [];
  const api: ApiClient = {
    request: () => Promise.reject(new Error('unused')),
    get: () => Promise.reject(new Error('unused')),
    post: <T>(path: string, body?: unknown, options?: { keepalive?: boolean }) => {
      posted.push({ path, body: body as Posted['body'], keepalive: options?.keepalive === true });
      return fail() ? Promise.reject(new Error('offline')) : Promise.resolve({ track_sid: 'sid12345678' } as T);
    },
  };
  return { api, posted };
}

function memoryStorage(): StorageLike & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) };
}

function setup(initialCookies = ALLOWED) {
  let cookies = initialCookies;
  const storage = memoryStorage();
  const tracker = createTracker({ cookies: () => cookies, storage: () => storage, timers: systemTimers, now: () => new Date('2026-03-01T10:00:00Z') });
  return { tracker, storage, setCookies: (value: string) => (cookies = value) };
}

const events = (count: number, name = 'e'): TrackedEvent[] => Array.from({ length: count }, (_, i) => ({ name: `${name}${i}` }));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('tracking queue', () => {
  it('sends events tracked close together as one request after the delay, with the visit’s track_sid from then on', async () => {
    const { tracker, storage } = setup();
    const { api, posted } = fakeApi();
    const first = tracker.track(api, [{ name: 'page_view', properties: { path: '/de' } }]);
    void tracker.track(api, [{ name: 'add_to_cart' }]);
    await vi.advanceTimersByTimeAsync(TRACK_FLUSH_DELAY_MS - 1);
    expect(posted).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await first;
    expect(posted).toHaveLength(1);
    expect(posted[0]?.path).toBe('v3/events/track');
    expect(posted[0]?.body.events.map((e) => e.name)).toEqual(['page_view', 'add_to_cart']);
    expect(posted[0]?.body.events[0]?.occurredAt).toBe('2026-03-01T10:00:00.000Z');
    expect(posted[0]?.body.track_sid).toBeUndefined();
    expect(storage.items.get(TRACK_SID_KEY)).toBe('sid12345678');

    void tracker.track(api, [{ name: 'later' }]);
    await vi.advanceTimersByTimeAsync(TRACK_FLUSH_DELAY_MS);
    expect(posted[1]?.body.track_sid).toBe('sid12345678');
  });

  it('sends at once when the queue reaches its size limit, never more than the endpoint takes per request', async () => {
    const { tracker } = setup();
    const { api, posted } = fakeApi();
    await tracker.track(api, events(TRACK_FLUSH_AT));
    expect(posted).toHaveLength(1);
    expect(posted[0]?.body.events).toHaveLength(TRACK_FLUSH_AT);

    await tracker.track(api, events(120));
    expect(posted.slice(1).map((p) => p.body.events.length)).toEqual([TRACK_REQUEST_MAX_EVENTS, TRACK_REQUEST_MAX_EVENTS, 20]);
  });

  it('keeps failed events in the failed list and sends them again with the next batch', async () => {
    let offline = true;
    const { tracker, storage } = setup();
    const { api, posted } = fakeApi(() => offline);
    const sent = tracker.track(api, [{ name: 'first' }]);
    await vi.advanceTimersByTimeAsync(TRACK_FLUSH_DELAY_MS);
    await sent;
    expect(JSON.parse(storage.items.get(FAILED_EVENTS_KEY) ?? '[]')).toEqual([{ name: 'first', occurredAt: '2026-03-01T10:00:00.000Z' }]);

    offline = false;
    void tracker.track(api, [{ name: 'second' }]);
    await vi.advanceTimersByTimeAsync(TRACK_FLUSH_DELAY_MS);
    expect(posted.at(-1)?.body.events.map((e) => e.name)).toEqual(['first', 'second']);
    expect(storage.items.has(FAILED_EVENTS_KEY)).toBe(false);
  });

  it('caps the failed list, keeping the newest events', async () => {
    const { tracker, storage } = setup();
    const { api } = fakeApi(() => true);
    for (let round = 0; round < 3; round++) await tracker.track(api, events(60, `r${round}-`));
    const failed = JSON.parse(storage.items.get(FAILED_EVENTS_KEY) ?? '[]') as TrackedEvent[];
    expect(failed).toHaveLength(FAILED_EVENTS_MAX);
    expect(failed.at(-1)?.name).toBe('r2-59');
    expect(failed.some((e) => e.name.startsWith('r0-'))).toBe(false);
  });

  it('sends the queue with keepalive when the page is left', async () => {
    const { tracker } = setup();
    const { api, posted } = fakeApi();
    void tracker.track(api, [{ name: 'page_view' }]);
    await tracker.flush(true);
    expect(posted).toHaveLength(1);
    expect(posted[0]?.keepalive).toBe(true);
  });
});

describe('tracking needs consent to statistics', () => {
  it('sends and stores nothing before a choice or after a rejection', async () => {
    for (const cookies of ['', REJECTED, 'kreide_consent=0.s1.m1']) {
      const { tracker, storage } = setup(cookies);
      const { api, posted } = fakeApi();
      await tracker.track(api, events(TRACK_FLUSH_AT + 5));
      await vi.advanceTimersByTimeAsync(TRACK_FLUSH_DELAY_MS * 2);
      await tracker.flush(true);
      expect(posted, cookies).toEqual([]);
      expect(storage.items.size, cookies).toBe(0);
    }
  });

  it('drops what is queued when statistics are withdrawn before it is sent', async () => {
    const { tracker, storage, setCookies } = setup();
    const { api, posted } = fakeApi();
    void tracker.track(api, [{ name: 'page_view' }]);
    setCookies(REJECTED);
    await vi.advanceTimersByTimeAsync(TRACK_FLUSH_DELAY_MS);
    expect(posted).toEqual([]);
    expect(storage.items.size).toBe(0);
  });

  it('sends nothing and keeps nothing as failed while staff act as a user', async () => {
    const { tracker, storage } = setup(`${ALLOWED}; kreide_logged_in=1; kreide_impersonating=1`);
    const { api, posted } = fakeApi(() => true);
    await tracker.track(api, events(TRACK_FLUSH_AT));
    await tracker.flush(true);
    expect(posted).toEqual([]);
    expect(storage.items.size).toBe(0);
  });
});
