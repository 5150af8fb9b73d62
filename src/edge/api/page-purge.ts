import type { EdgeEnv } from '../env';
import { isWorld, type World } from '../../shared/worlds';
import { loadAbTest } from '../ab/variants';
import { dropCachedPages } from '../render/html-cache';
import { pageCacheKey } from '../render/page-response';
import { EVERY_PAGE_TESTS, variantKeyPart } from '../ab/page-tests';

/**
 * Drops the cached HTML of screens whose content changed (a content page published), before the
 * publish call answers, so the next visitor of this data centre gets the new page
 * (docs/content.md, "Purge"). `targets` is the origin's purge header: `world path` pairs,
 * comma-separated. This isolate's memory is scanned for every host, variant and query string of
 * the path; the Cache API, which cannot be listed, gets a delete for every A/B variant of the page
 * test on the publishing host, plus the hosts named in `hosts`.
 */
export async function purgePages(env: EdgeEnv, targets: string, hosts: readonly string[]): Promise<number> {
  const screens = parseTargets(targets);
  if (screens.length === 0) return 0;
  const variants = await pageVariantKeys(env);
  const build = env.BUILD_ID ?? '';
  const sharedKeys: string[] = [];
  for (const { world, path } of screens) {
    for (const host of hosts) {
      for (const variantKey of variants) sharedKeys.push(pageCacheKey({ env, world, url: new URL(`https://${host}${path}`), variantKey }));
    }
  }
  return dropCachedPages(cachedPageOf(screens, build), sharedKeys);
}

/** Whether a page cache key (`BUILD_ID|world|host|path+search|variant`) is one of these screens, on any host, variant or query. */
export function cachedPageOf(screens: readonly { world: World; path: string }[], build: string): (key: string) => boolean {
  return (key) => {
    const parts = key.split('|');
    if (parts.length < 5 || parts[0] !== build) return false;
    const pathAndSearch = parts.slice(3, -1).join('|');
    return screens.some(({ world, path }) => parts[1] === world && (pathAndSearch === path || pathAndSearch.startsWith(`${path}?`)));
  };
}

/** The purge header: `world path` pairs, comma-separated; anything else is ignored. */
export function parseTargets(header: string): { world: World; path: string }[] {
  return header.split(',').flatMap((pair) => {
    const [world, path, ...rest] = pair.trim().split(' ');
    if (rest.length > 0 || !world || !isWorld(world) || !path || !/^\/[^\s?#|]*$/.test(path)) return [];
    return [{ world, path }];
  });
}

/**
 * Every variant key a purged page can have: content pages show only the tests of every page
 * (the header's NAV), in each variant at the definition's current revision (../ab/page-tests.ts).
 */
async function pageVariantKeys(env: EdgeEnv): Promise<string[]> {
  let keys = [''];
  for (const key of EVERY_PAGE_TESTS) {
    const parts = [variantKeyPart(key, undefined), variantKeyPart(key, null)];
    try {
      const test = await loadAbTest(env, key);
      if (test) parts.push(...test.variants.map((v) => variantKeyPart(key, { key, variant: v.name, payload: v.payload, active: false, enabled: test.enabled, revision: test.revision })));
    } catch (error) {
      console.error('A/B test unavailable for the purge', error);
    }
    keys = keys.flatMap((prefix) => parts.map((part) => (prefix ? `${prefix},${part}` : part)));
  }
  return keys;
}
