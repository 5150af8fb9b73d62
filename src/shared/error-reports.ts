/**
 * Error reports from visitors' browsers (docs/error-reporting.md): what a report is and how its
 * text is scrubbed of personal data. The browser scrubs before sending, the origin once more
 * before storing; both use these rules. No zod here: the browser bundle imports this file.
 */

/** What went wrong: an uncaught error, an unhandled rejection, an error React reported in an island, an API call slower than 3 s. */
export const ERROR_REPORT_KINDS = ['error', 'rejection', 'island', 'slow_request'] as const;
export type ErrorReportKind = (typeof ERROR_REPORT_KINDS)[number];

/** One report as the browser sends it. `page` is a route name, never a path. */
export interface ErrorReport {
  kind: ErrorReportKind;
  message: string;
  stack?: string;
  page: string;
  island?: string;
  release: string;
}

/** Reports one page sends at most (after deduplication by kind and message), and so one request holds at most. */
export const ERROR_REPORTS_PER_PAGE = 5;
export const ERROR_MESSAGE_MAX = 500;
const ERROR_STACK_MAX = 2_000;
const ERROR_STACK_LINES = 15;
/** A release: the build id or the browser entry's content version. */
export const RELEASE_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;
/** A route name or island name. */
export const NAME_PATTERN = /^[A-Za-z][A-Za-z0-9]{0,59}$/;

/** The localStorage entry that remembers a visitor's draw; a `kreide_stats_` entry, so it goes when statistics consent does. */
export const ERROR_SAMPLE_STORAGE_KEY = 'kreide_stats_error_sample';

// An address with a scheme, or a path starting with `/`, followed by a query string or fragment
// (which may end in a stack's `:line:column`).
const URL_WITH_SCHEME = /\b([a-z][a-z0-9+.-]*:\/\/[^\s"'`<>()?#]*)[?#][^\s"'`<>()]*/gi;
const PATH = /(^|[\s"'`(=])(\/[^\s"'`<>()?#]*)[?#][^\s"'`<>()]*/g;
const POSITION = /(?::\d+){1,2}$/;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
// Runs of 16 or more letters and digits (hex, base64, base64url pieces) that mix both: tokens,
// hashes, keys. File names of the build (`entry-Bx8f3kQ2.js`) have shorter pieces.
const TOKEN = /[A-Za-z0-9+=]{16,}/g;
const LONG_DIGITS = /\d{7,}/g;

function tokenLike(run: string): boolean {
  return /\d/.test(run) && /[A-Za-z]/.test(run);
}

/**
 * Removes what could name or reach a person: query strings and fragments of every address,
 * e-mail addresses, long digit runs (phone numbers, account ids) and tokens (long hex or base64
 * runs). Addresses keep their scheme, host and path.
 */
export function scrubText(text: string): string {
  return text
    .replace(URL_WITH_SCHEME, (whole: string, address: string) => address + (POSITION.exec(whole)?.[0] ?? ''))
    .replace(PATH, (whole: string, before: string, path: string) => before + path + (POSITION.exec(whole)?.[0] ?? ''))
    .replace(EMAIL, '[email]')
    .replace(TOKEN, (run) => (tokenLike(run) ? '[token]' : run))
    .replace(LONG_DIGITS, '[number]');
}

/** A scrubbed message of at most ERROR_MESSAGE_MAX characters, on one line. */
export function scrubMessage(message: string): string {
  return scrubText(message.replace(/\s+/g, ' ').trim()).slice(0, ERROR_MESSAGE_MAX);
}

/** A scrubbed stack: its first ERROR_STACK_LINES lines, at most ERROR_STACK_MAX characters. */
export function trimStack(stack: string): string {
  const lines = stack
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
    .slice(0, ERROR_STACK_LINES);
  return scrubText(lines.join('\n')).slice(0, ERROR_STACK_MAX);
}

/**
 * The message as it groups: scrubbed, spacing and case ignored, numbers of four or more digits
 * (counts, sizes, ids) as one placeholder, so "took 3012 ms" and "took 4721 ms" are one group.
 * React's short error codes (#418) stay apart.
 */
export function normaliseMessage(message: string): string {
  return scrubMessage(message)
    .toLowerCase()
    .replace(/\d{4,}/g, 'N')
    .slice(0, 300);
}

/** One group of reports as staff see it (`GET v3/staff/errors`). */
export interface ErrorGroupView {
  id: number;
  kind: ErrorReportKind;
  release: string;
  message: string;
  stack: string | null;
  count: number;
  firstSeen: string;
  lastSeen: string;
  /** Route names, island names and browser families (name and major version) seen, each a small set. */
  pages: string[];
  islands: string[];
  browsers: string[];
  /** Marked resolved by staff and not reported again since. */
  resolved: boolean;
}

export interface StaffErrorList {
  items: ErrorGroupView[];
  /** The releases with reports, newest first, for the filter. */
  releases: string[];
}
