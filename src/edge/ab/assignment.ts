import type { AbTest, ResolvedVariant } from '../../shared/schemas/settings';

export { parseAssignments, serializeAssignments } from '../../shared/ab-cookie';

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
