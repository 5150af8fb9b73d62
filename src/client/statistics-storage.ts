/**
 * What the browser keeps for statistics (docs/consent.md, "Storage"): only with the visitor's
 * consent to statistics, and all of it is deleted when that consent is withdrawn.
 */
import type { StorageLike } from './api/browser';

/** Every localStorage/sessionStorage key kept for statistics starts with this. */
export const STATISTICS_KEY_PREFIX = 'kreide_stats_';

/** The edge's A/B assignments (statistics): deleted in the browser when consent is withdrawn. */
const AB_COOKIE = 'kreide_ab';

interface KeyedStorage extends StorageLike {
  readonly length: number;
  key(index: number): string | null;
}

interface StatisticsGlobals {
  readonly localStorage?: KeyedStorage;
  readonly sessionStorage?: KeyedStorage;
  readonly document?: { cookie: string };
  readonly location?: { protocol: string };
}

/** This tab's session storage, or undefined where there is none or it is blocked. */
export function statisticsSessionStorage(): StorageLike | undefined {
  try {
    return (globalThis as unknown as StatisticsGlobals).sessionStorage;
  } catch {
    return undefined;
  }
}

function removePrefixed(storage: () => KeyedStorage | undefined): void {
  try {
    const store = storage();
    if (!store) return;
    const keys: string[] = [];
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (key?.startsWith(STATISTICS_KEY_PREFIX)) keys.push(key);
    }
    for (const key of keys) store.removeItem(key);
  } catch {
    // storage blocked: there is nothing of ours in it either
  }
}

/** Deletes the A/B cookie and every statistics key of both storages. */
export function forgetStatistics(): void {
  const browser = globalThis as unknown as StatisticsGlobals;
  removePrefixed(() => browser.localStorage);
  removePrefixed(() => browser.sessionStorage);
  if (browser.document) {
    const secure = browser.location?.protocol === 'https:' ? '; Secure' : '';
    browser.document.cookie = `${AB_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
  }
}
