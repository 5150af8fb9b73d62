import { describe, expect, it } from 'vitest';
import { materialHref } from '../../../src/client/islands/SearchSuggest';
import { routePath } from '../../../src/shared/routes/match';

describe('search suggestions', () => {
  it('fill the world’s material path pattern the edge hands over', () => {
    const suggestion = { id: 12, slug: 'bruchrechnen-klasse-5', title: 'Bruchrechnen' };
    for (const [world, expected] of [
      ['de', '/de/material/12/bruchrechnen-klasse-5'],
      ['it', '/it/materiale/12/bruchrechnen-klasse-5'],
    ] as const) {
      const template = routePath('materialPage', world, { id: '__id__', slug: '__slug__' });
      expect(template).not.toBeNull();
      expect(materialHref(template ?? '', suggestion)).toBe(expected);
    }
  });
});
