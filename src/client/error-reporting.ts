/**
 * Error reports from this page (docs/error-reporting.md): uncaught errors, unhandled rejections,
 * errors React reports in an island, API calls slower than 3 s. Only with statistics consent, only
 * for the sampled share of visitors (the draw is kept per visitor), never while staff act as a
 * user; scrubbed of personal data, deduplicated and batched, a few per page at most.
 */
import type { HydrationOptions } from 'react-dom/client';
import { ERROR_REPORTING_SAMPLE_RATE } from '../shared/constants';
import {
  ERROR_REPORTS_PER_PAGE,
  ERROR_SAMPLE_STORAGE_KEY,
  NAME_PATTERN,
  RELEASE_PATTERN,
  normaliseMessage,
  scrubMessage,
  trimStack,
  type ErrorReport,
  type ErrorReportKind,
} from '../shared/error-reports';
import { browserCookies, browserLocalStorage, type StorageLike } from './api/browser';
import { readCookie } from './api/cart-token';
import type { SlowRequestReport } from './api/slow-request';
import type { PageState } from '../shared/page-state';
import { IMPERSONATING_COOKIE } from './session/runner';

/** Reports wait this long for others of the page to go in one request. */
const BATCH_DELAY_MS = 2_000;
const REPORT_CALL = '/api/v3/errors/report';

export interface ErrorReporterOptions {
  /** The route name of the page and the release of the code. */
  page: string;
  release: string;
  /** Statistics consent now (asked at every report: it may be given or withdrawn on the page). */
  consented: () => boolean;
  impersonating: () => boolean;
  storage: () => StorageLike | undefined;
  random: () => number;
  send: (reports: ErrorReport[]) => void;
  /** Runs `flush` a little later; the reports made until then go with it. */
  later: (flush: () => void) => void;
}

export interface ErrorReporter {
  report: (kind: ErrorReportKind, error: unknown, island?: string) => void;
  flush: () => void;
}

function messageAndStack(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) {
    const message = error.name && error.name !== 'Error' ? `${error.name}: ${error.message}` : error.message;
    return error.stack ? { message, stack: error.stack } : { message };
  }
  if (typeof error === 'string') return { message: error };
  // A rejection with something other than an error: its type says enough, its content may be personal.
  return { message: `Non-error ${error === null ? 'null' : typeof error} thrown` };
}

/**
 * Whether this visitor is among the sampled share: drawn once and kept in localStorage, but only
 * with statistics consent; without consent nothing is drawn, stored or sent. Where storage fails
 * the draw holds for this page.
 */
function sampler(options: Pick<ErrorReporterOptions, 'consented' | 'impersonating' | 'storage' | 'random'>): () => boolean {
  let pageDraw: boolean | undefined;
  return () => {
    if (!options.consented() || options.impersonating()) return false;
    let storage: StorageLike | undefined;
    try {
      storage = options.storage();
      const kept = storage?.getItem(ERROR_SAMPLE_STORAGE_KEY);
      if (kept === '1' || kept === '0') return kept === '1';
    } catch {
      storage = undefined;
    }
    pageDraw ??= options.random() < ERROR_REPORTING_SAMPLE_RATE;
    try {
      storage?.setItem(ERROR_SAMPLE_STORAGE_KEY, pageDraw ? '1' : '0');
    } catch {
      // The draw holds for this page only.
    }
    return pageDraw;
  };
}

export function createErrorReporter(options: ErrorReporterOptions): ErrorReporter {
  const sampled = sampler(options);
  const seen = new Set<string>();
  let queue: ErrorReport[] = [];
  let waiting = false;
  const page = NAME_PATTERN.test(options.page) ? options.page : 'unknown';
  const release = RELEASE_PATTERN.test(options.release) ? options.release : 'unknown';

  const flush = () => {
    waiting = false;
    const batch = queue;
    queue = [];
    // Consent withdrawn or impersonation started while the reports waited: they are dropped.
    if (batch.length === 0 || !options.consented() || options.impersonating()) return;
    options.send(batch);
  };

  const report = (kind: ErrorReportKind, error: unknown, island?: string) => {
    if (seen.size >= ERROR_REPORTS_PER_PAGE) return;
    const { message, stack } = messageAndStack(error);
    // A cross-origin script's error says nothing but this.
    if (message.trim() === '' || message === 'Script error.') return;
    const key = `${kind}\n${normaliseMessage(message)}`;
    if (seen.has(key) || !sampled()) return;
    seen.add(key);
    const trimmed = stack ? trimStack(stack) : '';
    queue.push({
      kind,
      message: scrubMessage(message),
      ...(trimmed ? { stack: trimmed } : {}),
      page,
      ...(island && NAME_PATTERN.test(island) ? { island } : {}),
      release,
    });
    if (!waiting) {
      waiting = true;
      options.later(flush);
    }
  };

  return { report, flush };
}

/** A slow API call as a report: the call's path without its query, ids as `:id`, so one slow call is one group. */
export function slowRequestMessage(slow: SlowRequestReport): string {
  const path = slow.url.replace(/^[a-z]+:\/\/[^/]+/i, '').replace(/[?#].*$/, '').replace(/\/\d+(?=\/|$)/g, '/:id');
  return `Slow API call ${path}`;
}

let current: ErrorReporter | null = null;

/** The few browser globals used here, typed so that this module also compiles for the edge (which renders islands). */
interface PageEvent {
  error?: unknown;
  message?: string;
  reason?: unknown;
}
interface PageGlobals {
  fetch(url: string, init: { method: 'POST'; keepalive: boolean; headers: Record<string, string>; body: string }): Promise<unknown>;
  addEventListener(type: 'error' | 'unhandledrejection' | 'pagehide', listener: (event: PageEvent) => void): void;
}
const page = globalThis as unknown as PageGlobals;

function sendReports(reports: ErrorReport[]): void {
  // `keepalive`: the reports still go when they are sent as the page is left.
  void page.fetch(REPORT_CALL, { method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ reports }) }).catch(() => undefined);
}

/**
 * Starts reporting for this page: window errors and unhandled rejections; the reports go out
 * together, or when the page is left. `statistics` says whether the visitor allows statistics now.
 */
export function startErrorReporting(state: Pick<PageState, 'screen' | 'release'>, statistics: () => boolean): void {
  if (current) return;
  const reporter = createErrorReporter({
    page: state.screen ?? 'unknown',
    release: state.release ?? 'unknown',
    consented: statistics,
    impersonating: () => readCookie(browserCookies(), IMPERSONATING_COOKIE) === '1',
    storage: browserLocalStorage,
    random: Math.random,
    send: sendReports,
    later: (flush) => setTimeout(flush, BATCH_DELAY_MS),
  });
  current = reporter;
  page.addEventListener('error', (event) => reporter.report('error', event.error ?? event.message));
  page.addEventListener('unhandledrejection', (event) => reporter.report('rejection', event.reason));
  page.addEventListener('pagehide', () => reporter.flush());
}

/** An API call still pending after 3 s (the page's API client calls this). */
export function reportSlowRequest(slow: SlowRequestReport): void {
  current?.report('slow_request', Object.assign(new Error(slowRequestMessage(slow)), { stack: `pending for ${Math.round(slow.ms)} ms` }));
}

/**
 * The error options of an island's root: what React catches while it hydrates or renders the
 * island is logged as before and reported with the island's name.
 */
export function islandErrorOptions(island: string): Pick<HydrationOptions, 'onUncaughtError' | 'onCaughtError' | 'onRecoverableError'> {
  const handle = (what: string) => (error: unknown) => {
    console.error(`island ${island} ${what}`, error);
    current?.report('island', error, island);
  };
  return {
    onUncaughtError: handle('failed'),
    onCaughtError: handle('caught an error'),
    onRecoverableError: handle('did not hydrate cleanly'),
  };
}
