import { describe, expect, it } from 'vitest';
import { ancestors, moveMakesCycle, subtree } from '../../../../src/origin/domain/favourites/folder-tree';

// 1 ─ 2 ─ 3
//  └─ 4      5 (top)
const parents = new Map<number, number | null>([
  [1, null],
  [2, 1],
  [3, 2],
  [4, 1],
  [5, null],
]);

describe('folder trees', () => {
  it('walks a folder’s ancestors, nearest first, and stops at a loop', () => {
    expect(ancestors(parents, 3)).toEqual([3, 2, 1]);
    expect(ancestors(new Map([[1, 2], [2, 1]]), 1)).toEqual([1, 2]);
  });

  it('refuses a move into the folder itself or below it', () => {
    expect(moveMakesCycle(parents, [1], 1)).toBe(true);
    expect(moveMakesCycle(parents, [1], 3)).toBe(true);
    expect(moveMakesCycle(parents, [2], 3)).toBe(true);
    expect(moveMakesCycle(parents, [5, 2], 3)).toBe(true);
  });

  it('allows moves beside or above, and to the top', () => {
    expect(moveMakesCycle(parents, [3], 4)).toBe(false);
    expect(moveMakesCycle(parents, [3], 1)).toBe(false);
    expect(moveMakesCycle(parents, [2], 5)).toBe(false);
    expect(moveMakesCycle(parents, [1], null)).toBe(false);
  });

  it('lists a folder with everything below it', () => {
    expect(subtree(parents, 1).sort()).toEqual([1, 2, 3, 4]);
    expect(subtree(parents, 2).sort()).toEqual([2, 3]);
    expect(subtree(parents, 5)).toEqual([5]);
  });
});
