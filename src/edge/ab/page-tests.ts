import type { RouteName } from '../../shared/routes/types';
import type { VisitorVariant } from './experiments';

/**
 * The A/B tests that change a page's HTML, and so its cache key (docs/experiments.md, "Caching"):
 * NAV (the header) on every page, RANK3 (the order of results) on the search page.
 */
export const EVERY_PAGE_TESTS = ['NAV'] as const;
const ROUTE_TESTS: Partial<Record<RouteName, readonly string[]>> = { searchResults: ['RANK3'] };

export function pageTestKeys(route: RouteName | null): string[] {
  return [...EVERY_PAGE_TESTS, ...((route && ROUTE_TESTS[route]) ?? [])];
}

/** One test's part of the cache key: `NAV=C@3` (variant at the definition's revision), `NAV=none` (unknown test), `NAV=default` (unavailable). */
export function variantKeyPart(key: string, variant: VisitorVariant | null | undefined): string {
  if (variant === undefined) return `${key}=none`;
  if (variant === null) return `${key}=default`;
  return `${key}=${variant.variant}@${variant.revision}`;
}

/** The page's variant key: its tests' parts, comma-separated (never `|`, the cache key's separator). */
export function pageVariantKey(keys: readonly string[], variants: ReadonlyMap<string, VisitorVariant | null>): string {
  return keys.map((key) => variantKeyPart(key, variants.get(key))).join(',');
}

/** What a page renders with: each shown test's variant; a test that is off or unavailable is missing. */
export type PageExperiments = Readonly<Record<string, { variant: string; active: boolean; payload: unknown }>>;

export function pageExperiments(variants: ReadonlyMap<string, VisitorVariant | null>): PageExperiments {
  const shown: Record<string, { variant: string; active: boolean; payload: unknown }> = {};
  for (const [key, v] of variants) if (v?.enabled) shown[key] = { variant: v.variant, active: v.active, payload: v.payload };
  return shown;
}

