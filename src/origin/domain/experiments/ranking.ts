import type { SearchRanking } from '../../../shared/schemas/experiments';
import type { AbTest } from '../../../shared/schemas/settings';

/**
 * The search ranking of a visitor in RANK3 (docs/experiments.md): the payload of their variant,
 * or of the default variant when the test is off, they have none, or it no longer exists.
 * Anything but `v3` is the standing ranking, v2.
 */
export function rankingOf(test: Pick<AbTest, 'variants' | 'defaultVariant' | 'enabled'> | null, assigned: string | undefined): SearchRanking {
  if (!test) return 'v2';
  const name = test.enabled && assigned && test.variants.some((v) => v.name === assigned) ? assigned : test.defaultVariant;
  const payload = test.variants.find((v) => v.name === name)?.payload;
  return payload !== null && typeof payload === 'object' && (payload as { ranking?: unknown }).ranking === 'v3' ? 'v3' : 'v2';
}
