import { describe, expect, it } from 'vitest';
import { cachedPageOf, parseTargets } from '../../../src/edge/api/page-purge';

describe('page purge (docs/content.md, "Purge")', () => {
  it('reads world and path pairs and ignores anything else', () => {
    expect(parseTargets('de /de/info/agb, fr /fr/info/conditions-generales')).toEqual([
      { world: 'de', path: '/de/info/agb' },
      { world: 'fr', path: '/fr/info/conditions-generales' },
    ]);
    for (const bad of ['', 'xx /de/x', 'de de/x', 'de /de/x extra', 'de /de/x?y=1', 'de /de/a|b']) expect(parseTargets(bad), bad).toEqual([]);
  });

  it('matches the screen on every host, variant and query string of its world and build, nothing else', () => {
    const matches = cachedPageOf([{ world: 'de', path: '/de/info/agb' }], 'b1');
    expect(matches('b1|de|kreide.test|/de/info/agb|NAV=none')).toBe(true);
    expect(matches('b1|de|partner.example|/de/info/agb?utm=x|y|NAV=B')).toBe(true);
    expect(matches('b1|de|kreide.test|/de/info/agb-alt|NAV=none')).toBe(false);
    expect(matches('b1|de|kreide.test|/de/info/agb/x|NAV=none')).toBe(false);
    expect(matches('b1|fr|kreide.test|/de/info/agb|NAV=none')).toBe(false);
    expect(matches('b0|de|kreide.test|/de/info/agb|NAV=none')).toBe(false);
    expect(matches('garbage')).toBe(false);
  });
});
