import type { AbTest, ResolvedVariant } from '../../shared/schemas/settings';
import { TEST_MAP_MAX_ENTRIES } from '../../shared/constants';

/** The visitor's sticky assignments, as stored in the A/B cookie: `NAV:C|PT:B`. */
export type Assignments = ReadonlyMap<string, string>;

export function parseAssignments(cookie: string | undefined): Map<string, string> {
  const map = new Map<string, string>();
  for (const pair of (cookie ?? '').split('|')) {
    const [key, variant] = pair.split(':');
    if (key && variant && /^[A-Z0-9_]{1,32}$/.test(key) && /^[A-Za-z0-9_-]{1,16}$/.test(variant)) map.set(key, variant);
    if (map.size >= TEST_MAP_MAX_ENTRIES) break;
  }
  return map;
}

export function serializeAssignments(map: Assignments): string {
  return [...map].slice(-TEST_MAP_MAX_ENTRIES).map(([k, v]) => `${k}:${v}`).join('|');
}

/** Picks a variant by weight; `roll` is uniform in [0, 1). */
export function pickVariant(test: AbTest, roll: number): string {
  const total = test.variants.reduce((sum, v) => sum + v.weight, 0);
  if (total <= 0) return test.defaultVariant;
  let point = roll * total;
  for (const variant of test.variants) {
    point -= variant.weight;
    if (point < 0) return variant.name;
  }
  return test.variants[test.variants.length - 1]?.name ?? test.defaultVariant;
}

export interface VariantDecision {
  variant: ResolvedVariant;
  /** The assignment to remember, when it is new. */
  assign?: string;
}

/**
 * Spec §4 and §6: a visitor keeps the variant once drawn; prerender and UI-test agents and
 * disabled tests get the default variant and nothing is stored.
 */
export function decideVariant(test: AbTest, assigned: string | undefined, options: { defaultOnly: boolean; roll: number }): VariantDecision {
  const describe = (name: string): ResolvedVariant => ({
    name,
    payload: test.variants.find((v) => v.name === name)?.payload ?? null,
    active: test.activeVariants.includes(name),
  });
  if (options.defaultOnly || !test.enabled) return { variant: describe(test.defaultVariant) };
  if (assigned && test.variants.some((v) => v.name === assigned)) return { variant: describe(assigned) };
  const name = pickVariant(test, options.roll);
  return { variant: describe(name), assign: name };
}
