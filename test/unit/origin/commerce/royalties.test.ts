import { describe, expect, it } from 'vitest';
import { royaltyFor, royaltyRateBp } from '../../../../src/origin/domain/commerce/royalties';

describe('royalties', () => {
  it.each([
    [0, 5000],
    [1, 5000],
    [24, 5000],
    [25, 6000],
    [26, 6000],
    [99, 6000],
    [100, 7000],
    [5000, 7000],
    [-3, 5000],
  ])('%i active materials → %i bp', (active, rate) => {
    expect(royaltyRateBp(active)).toBe(rate);
  });

  it('rounds the share down; the platform keeps the rest', () => {
    expect(royaltyFor(999, 0)).toEqual({ rateBp: 5000, amount: 499 });
    expect(royaltyFor(999, 25)).toEqual({ rateBp: 6000, amount: 599 });
    expect(royaltyFor(999, 100)).toEqual({ rateBp: 7000, amount: 699 });
    expect(royaltyFor(1, 100)).toEqual({ rateBp: 7000, amount: 0 });
    expect(royaltyFor(0, 100)).toEqual({ rateBp: 7000, amount: 0 });
    expect(royaltyFor(1000, 24)).toEqual({ rateBp: 5000, amount: 500 });
  });

  it('mirrors a sale on refund (towards zero)', () => {
    expect(royaltyFor(-999, 0)).toEqual({ rateBp: 5000, amount: -499 });
  });

  it('refuses fractional amounts', () => {
    expect(() => royaltyFor(1.5, 0)).toThrow(RangeError);
  });
});
