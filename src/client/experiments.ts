import type { ApiClient } from './api/client';
import { browserLocalStorage, browserCookies } from './api/browser';
import type { StorageLike } from './api/browser';
import { allowed } from './consent';

/**
 * Exposures (docs/experiments.md): the tests a page showed, in the visitor's variants, reported
 * once per visitor and test, and only when the visitor allows statistics. What was reported is
 * remembered under a `kreide_stats_` key, which a withdrawal of consent deletes.
 */
const EXPOSED_KEY = 'kreide_stats_exposed';

function remembered(storage: StorageLike | undefined): Record<string, string> {
  try {
    const value = JSON.parse(storage?.getItem(EXPOSED_KEY) ?? '{}') as unknown;
    return value && typeof value === 'object' ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

function safeStorage(): StorageLike | undefined {
  try {
    return browserLocalStorage();
  } catch {
    return undefined;
  }
}

export async function reportExposures(
  api: ApiClient,
  shown: Readonly<Record<string, string>> | undefined,
  deps: { storage?: StorageLike | undefined; cookies?: string } = {},
): Promise<void> {
  if (!shown || !allowed('statistics', deps.cookies ?? browserCookies())) return;
  const storage = 'storage' in deps ? deps.storage : safeStorage();
  const seen = remembered(storage);
  const fresh = Object.entries(shown).filter(([test, variant]) => seen[test] !== variant);
  if (fresh.length === 0) return;
  try {
    await api.post('v3/experiments/exposures', { exposures: fresh.map(([test, variant]) => ({ test, variant })) });
  } catch {
    return; // Reported again on the next page.
  }
  for (const [test, variant] of fresh) seen[test] = variant;
  try {
    storage?.setItem(EXPOSED_KEY, JSON.stringify(seen));
  } catch {
    // Storage full or blocked: the origin keeps only the first exposure anyway.
  }
}
