import type { EdgeEnv } from '../env';
import { isWorld, type World } from '../../shared/worlds';
import { loadAbTest } from '../ab/variants';
import { dropCachedPages } from '../render/html-cache';
import { pageCacheKey } from '../render/page-response';
import { PAGE_TEST } from '../site/pages';

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

/** Every variant key a page request can have (page-response's `pageVariant`). */
async function pageVariantKeys(env: EdgeEnv): Promise<string[]> {
  const keys = [`${PAGE_TEST}=none`, `${PAGE_TEST}=default`];
  try {
    const test = await loadAbTest(env, PAGE_TEST);
    if (test) keys.push(...test.variants.map((variant) => `${PAGE_TEST}=${variant.name}`));
  } catch (error) {
    console.error('A/B test unavailable for the purge', error);
  }
  return keys;
}
