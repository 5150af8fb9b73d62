import { describe, expect, it } from 'vitest';
import { createErrorReporter, slowRequestMessage, type ErrorReporterOptions } from '../../../src/client/error-reporting';
import type { ErrorReport } from '../../../src/shared/error-reports';

const KEY = 'kreide_stats_error_sample';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** A reporter whose batches are flushed by hand and whose sent requests are kept. */
function reporter(overrides: Partial<ErrorReporterOptions> & { consent?: { statistics: boolean } } = {}) {
  const sent: ErrorReport[][] = [];
  let pending: (() => void) | null = null;
  const storage = memoryStorage();
  const consent = overrides.consent ?? { statistics: true };
  const r = createErrorReporter({
    page: 'materialPage',
    release: 'r-1',
    consented: () => consent.statistics,
    impersonating: () => false,
    storage: () => storage,
    random: () => 0.05,
    send: (reports) => sent.push(reports),
    later: (flush) => (pending = flush),
    ...overrides,
  });
  return { r, sent, storage, consent, flush: () => pending?.() };
}

describe('sampling of error reports', () => {
  it('sends nothing and stores nothing without statistics consent', () => {
    const { r, sent, storage, flush } = reporter({ consent: { statistics: false } });
    r.report('error', new Error('boom'));
    flush();
    expect(sent).toEqual([]);
    expect(storage.items.size).toBe(0);
  });

  it('draws once per visitor and keeps the draw under a kreide_stats_ key', () => {
    let draws = 0;
    const storage = memoryStorage();
    const first = reporter({ storage: () => storage, random: () => (draws++, 0.05) });
    first.r.report('error', new Error('boom'));
    expect(storage.items.get(KEY)).toBe('1');
    // The next page of the same visitor reads the draw: a high number would put them outside the sample.
    const next = reporter({ storage: () => storage, random: () => (draws++, 0.99) });
    next.r.report('error', new Error('boom'));
    next.flush();
    expect(next.sent).toHaveLength(1);
    expect(draws).toBe(1);
  });

  it('sends nothing for a visitor outside the sample, on this page or the next', () => {
    const storage = memoryStorage();
    const first = reporter({ storage: () => storage, random: () => 0.5 });
    first.r.report('error', new Error('boom'));
    first.flush();
    expect(first.sent).toEqual([]);
    expect(storage.items.get(KEY)).toBe('0');
    const next = reporter({ storage: () => storage, random: () => 0.01 });
    next.r.report('error', new Error('boom'));
    next.flush();
    expect(next.sent).toEqual([]);
  });

  it('drops waiting reports when consent is withdrawn before they go', () => {
    const { r, sent, consent, flush } = reporter();
    r.report('error', new Error('boom'));
    consent.statistics = false;
    flush();
    expect(sent).toEqual([]);
  });

  it('sends nothing while staff act as a user', () => {
    const { r, sent, storage, flush } = reporter({ impersonating: () => true });
    r.report('error', new Error('boom'));
    flush();
    expect(sent).toEqual([]);
    expect(storage.items.size).toBe(0);
  });
});

describe('what a report holds', () => {
  it('names the screen, release and island, with the message and stack scrubbed', () => {
    const { r, sent, flush } = reporter();
    const error = new TypeError('no price for erika@example.org');
    error.stack = 'TypeError: no price for erika@example.org\n    at buy (https://kreide.test/assets/entry-Bx8f3kQ2.js?x=1:1:20)';
    r.report('island', error, 'AddToCartButton');
    flush();
    expect(sent).toEqual([
      [
        {
          kind: 'island',
          message: 'TypeError: no price for [email]',
          stack: 'TypeError: no price for [email]\n    at buy (https://kreide.test/assets/entry-Bx8f3kQ2.js:1:20)',
          page: 'materialPage',
          island: 'AddToCartButton',
          release: 'r-1',
        },
      ],
    ]);
  });

  it('never sends a path as the page', () => {
    const { r, sent, flush } = reporter({ page: '/de/material/4711/arbeitsblatt' });
    r.report('error', 'boom');
    flush();
    expect(sent[0]?.[0]?.page).toBe('unknown');
  });

  it('says only the type of a rejection that is not an error', () => {
    const { r, sent, flush } = reporter();
    r.report('rejection', { email: 'erika@example.org' });
    flush();
    expect(sent[0]?.[0]?.message).toBe('Non-error object thrown');
  });

  it('names a slow call by its path without query or ids', () => {
    expect(slowRequestMessage({ url: 'https://kreide.test/api/v3/materials/4711/files?token=x', ms: 3100 })).toBe('Slow API call /api/v3/materials/:id/files');
  });
});

describe('batching and throttling', () => {
  it('sends the reports of a page together, each message once, five at most', () => {
    const { r, sent, flush } = reporter();
    r.report('error', new Error('boom'));
    r.report('error', new Error('boom'));
    r.report('error', new Error('Boom '));
    r.report('rejection', new Error('boom'));
    for (let i = 0; i < 10; i++) r.report('error', new Error(`other ${i}`));
    flush();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.map((report) => `${report.kind} ${report.message}`)).toEqual(['error boom', 'rejection boom', 'error other 0', 'error other 1', 'error other 2']);
    r.report('error', new Error('later'));
    flush();
    expect(sent).toHaveLength(1);
  });

  it('ignores the empty message of a cross-origin script error', () => {
    const { r, sent, flush } = reporter();
    r.report('error', 'Script error.');
    flush();
    expect(sent).toEqual([]);
  });
});
