/**
 * The browser globals the session runner needs beyond the API client's (../api/browser.ts),
 * typed as optional so this module also loads where they do not exist (edge rendering, tests).
 */

import type { SessionStorageLike } from './runner';

interface SessionBrowserGlobals {
  readonly sessionStorage?: SessionStorageLike;
  readonly location?: { assign(url: string): void; reload(): void };
  readonly document?: { querySelector(selector: string): unknown };
}

const browser = globalThis as unknown as SessionBrowserGlobals;

/** The page's session storage. Reading it may throw (privacy modes, sandboxed frames). */
export function browserSessionStorage(): SessionStorageLike | undefined {
  return browser.sessionStorage;
}

export function browserNavigate(url: string): void {
  browser.location?.assign(url);
}

export function browserReload(): void {
  browser.location?.reload();
}

/** Whether the page carries the named island (its markup is there before hydration). */
export function pageHasIsland(name: string): boolean {
  return !!browser.document?.querySelector(`[data-island="${name}"]`);
}
