/**
 * The few browser globals the API client reads, typed as optional so the client also loads
 * where they do not exist (server rendering, unit tests).
 */

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

interface BrowserGlobals {
  readonly localStorage?: StorageLike;
  readonly document?: { readonly cookie: string };
}

const browser = globalThis as unknown as BrowserGlobals;

/** The page's local storage. Reading it may throw (privacy modes, sandboxed frames). */
export function browserLocalStorage(): StorageLike | undefined {
  return browser.localStorage;
}

export function browserCookies(): string {
  return browser.document?.cookie ?? '';
}
