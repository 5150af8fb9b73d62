import { describe, expect, it } from 'vitest';
import { decideVariant, parseAssignments, pickVariant, serializeAssignments } from '../../../src/edge/ab/assignment';
import type { AbTest } from '../../../src/shared/schemas/settings';
import { TEST_MAP_MAX_ENTRIES } from '../../../src/shared/constants';

const NAV: AbTest = {
  key: 'NAV',
  variants: ['A', 'B', 'C', 'D'].map((name) => ({ name, weight: 25, payload: { nav: name } })),
  defaultVariant: 'A',
  activeVariants: ['C', 'D'],
  enabled: true,
  revision: 1,
};

describe('A/B assignment', () => {
  it('picks by weight', () => {
    expect(pickVariant(NAV, 0)).toBe('A');
    expect(pickVariant(NAV, 0.3)).toBe('B');
    expect(pickVariant(NAV, 0.6)).toBe('C');
    expect(pickVariant(NAV, 0.99)).toBe('D');
    expect(pickVariant({ ...NAV, variants: NAV.variants.map((v) => ({ ...v, weight: 0 })) }, 0.5)).toBe('A');
  });

  it('keeps a visitor on the assigned variant and marks NAV active for C and D', () => {
    expect(decideVariant(NAV, 'D', { defaultOnly: false, roll: 0 })).toEqual({ variant: { name: 'D', payload: { nav: 'D' }, active: true } });
    expect(decideVariant(NAV, undefined, { defaultOnly: false, roll: 0.3 })).toEqual({ variant: { name: 'B', payload: { nav: 'B' }, active: false }, assign: 'B' });
  });

  it('reassigns when the stored variant no longer exists', () => {
    expect(decideVariant(NAV, 'Z', { defaultOnly: false, roll: 0.6 }).assign).toBe('C');
  });

  it('gives prerender/UI-test agents and disabled tests the default, storing nothing', () => {
    expect(decideVariant(NAV, 'D', { defaultOnly: true, roll: 0.9 })).toEqual({ variant: { name: 'A', payload: { nav: 'A' }, active: false } });
    expect(decideVariant({ ...NAV, enabled: false }, undefined, { defaultOnly: false, roll: 0.9 }).assign).toBeUndefined();
  });

  it('stores the test map in a cookie under its size limit and drops junk', () => {
    const map = parseAssignments('NAV:C|PT:B|bad key:x|AF:<script>');
    expect([...map]).toEqual([
      ['NAV', 'C'],
      ['PT', 'B'],
    ]);
    const many = new Map(Array.from({ length: 20 }, (_, i) => [`T${i}`, 'A'] as [string, string]));
    expect(parseAssignments(serializeAssignments(many)).size).toBeLessThanOrEqual(TEST_MAP_MAX_ENTRIES);
  });
});
