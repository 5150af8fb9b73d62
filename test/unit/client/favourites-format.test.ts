import { describe, expect, it } from 'vitest';
import { favouriteIdBatches, stillFavourite } from '../../../src/client/favourites-format';

describe('favouriteIdBatches', () => {
  it('keeps valid ids once, most recently added first', () => {
    expect(favouriteIdBatches([3, 1, 3, 2])).toEqual([[2, 3, 1]]);
  });

  it('drops what is not a material id', () => {
    expect(favouriteIdBatches([0, -4, 1.5, '7', null, Number.MAX_SAFE_INTEGER + 1, 9])).toEqual([[9]]);
  });

  it('has no batch for no favourites and splits long lists', () => {
    expect(favouriteIdBatches([])).toEqual([]);
    expect(favouriteIdBatches([1, 2, 3, 4, 5], 2)).toEqual([[5, 4], [3, 2], [1]]);
    const many = Array.from({ length: 450 }, (_, i) => i + 1);
    expect(favouriteIdBatches(many).map((batch) => batch.length)).toEqual([200, 200, 50]);
  });
});

describe('stillFavourite', () => {
  it('keeps the loaded order and hides removed favourites', () => {
    const loaded = [{ id: 5 }, { id: 2 }, { id: 9 }];
    expect(stillFavourite(loaded, [9, 5, 2])).toEqual(loaded);
    expect(stillFavourite(loaded, [9, 5])).toEqual([{ id: 5 }, { id: 9 }]);
    expect(stillFavourite(loaded, [])).toEqual([]);
  });
});
