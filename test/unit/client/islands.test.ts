import { describe, expect, it } from 'vitest';
import { ISLANDS } from '../../../src/client/islands/registry';
import { ISLAND_LOADERS } from '../../../src/client/islands/loaders';

describe('islands', () => {
  it('the browser can load every island the edge renders, and only those', () => {
    expect(Object.keys(ISLAND_LOADERS).sort()).toEqual(Object.keys(ISLANDS).sort());
  });

  it('each loader brings the same component the edge renders', async () => {
    for (const [name, load] of Object.entries(ISLAND_LOADERS)) {
      expect((await load()).default, name).toBe(ISLANDS[name]);
    }
  });
});
