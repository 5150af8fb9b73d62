/**
 * The origin's rules for error reports (docs/error-reporting.md): limits, grouping, and what is
 * kept of the browser. Pure, apart from the hashing Web Crypto does.
 */
import { normaliseMessage, type ErrorReportKind } from '../../../shared/error-reports';

/** Per client (a keyed hash of its address): requests in a window of minutes. */
export const SENDER_WINDOW_MINUTES = 10;
export const REQUESTS_PER_SENDER = 20;
/** Per group: reports stored in one clock hour; beyond it the group answers 429 until the next hour. */
export const REPORTS_PER_GROUP_PER_HOUR = 100;
/** New groups in the last hour, over all senders: one broken release cannot fill the table. */
export const NEW_GROUPS_PER_HOUR = 200;
/** Groups not reported for this many days are removed, and never more than MAX_GROUPS are kept. */
export const GROUP_RETENTION_DAYS = 90;
export const MAX_GROUPS = 5_000;
/** Entries kept of each set of a group: pages, islands, browsers. */
export const GROUP_SET_SIZE = 10;

const encoder = new TextEncoder();

function hex(bytes: ArrayBuffer): string {
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The group of a report: its normalised message, release and kind. */
export async function fingerprint(kind: ErrorReportKind, release: string, message: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', encoder.encode(`${kind}\n${release}\n${normaliseMessage(message)}`));
  return hex(digest).slice(0, 32);
}

/**
 * The sender as the per-client limit counts it: an HMAC of the address under a server secret, so
 * the stored value does not lead back to the address (IPv4 addresses are too few to hash plainly).
 */
export async function senderKey(ip: string, secret: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(`error-reports\n${secret}`), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return hex(await crypto.subtle.sign('HMAC', key, encoder.encode(ip))).slice(0, 32);
}

/** The clock hour of a moment (`2026-05-01T10`), the window of the per-group cap. */
export function hourOf(now: Date): string {
  return now.toISOString().slice(0, 13);
}

// Most specific first: Edge, Opera and Samsung Internet also name Chrome and Safari.
const BROWSERS: readonly [name: string, pattern: RegExp][] = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\bOPR\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)[.\d]* (?:Mobile\/\S+ )?Safari\//],
];

/** The browser's name and major version only ("Firefox 128"); never the whole user agent. */
export function browserFamily(userAgent: string | undefined): string {
  for (const [name, pattern] of BROWSERS) {
    const major = pattern.exec(userAgent ?? '')?.[1];
    if (major) return `${name} ${major.slice(0, 4)}`;
  }
  return 'Other';
}
