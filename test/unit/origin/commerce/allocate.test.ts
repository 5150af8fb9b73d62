import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { allocate } from '../../../../src/origin/domain/commerce/allocate';

describe('allocate (largest remainder)', () => {
  it('splits in proportion and adds up exactly', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(10, [500, 300, 200])).toEqual([5, 3, 2]);
    expect(allocate(7, [1000, 1000])).toEqual([4, 3]);
  });

  it('gives the leftover units to the largest remainders, ties to the earlier position', () => {
    // exact parts 2.5, 1.25, 1.25 → floors 2, 1, 1; one unit left goes to the 0.5 remainder
    expect(allocate(5, [2, 1, 1])).toEqual([3, 1, 1]);
    // exact parts 0.5 each: the first two positions win the ties
    expect(allocate(2, [1, 1, 1, 1])).toEqual([1, 1, 0, 0]);
  });

  it('never gives a unit to a zero weight', () => {
    expect(allocate(3, [0, 1, 0, 1])).toEqual([0, 2, 0, 1]);
  });

  it('handles nothing to split and empty weights', () => {
    expect(allocate(0, [])).toEqual([]);
    expect(allocate(0, [0, 0])).toEqual([0, 0]);
    expect(allocate(0, [5, 7])).toEqual([0, 0]);
  });

  it('refuses a positive total over zero weights and bad numbers', () => {
    expect(() => allocate(1, [0, 0])).toThrow(RangeError);
    expect(() => allocate(1, [])).toThrow(RangeError);
    expect(() => allocate(-1, [1])).toThrow(RangeError);
    expect(() => allocate(1.5, [1])).toThrow(RangeError);
    expect(() => allocate(1, [-1, 2])).toThrow(RangeError);
  });

  it('stays exact with large amounts', () => {
    const big = Number.MAX_SAFE_INTEGER;
    const shares = allocate(big, [big, big, 1]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(big);
  });

  it('property: sums to the total, each share within one unit of its exact part, at most its weight', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 1_000_000 }), { minLength: 1, maxLength: 12 }), fc.nat({ max: 1_000_000 }), (weights, rawTotal) => {
        const weightSum = weights.reduce((a, b) => a + b, 0);
        fc.pre(weightSum > 0);
        const total = rawTotal % (weightSum + 1);
        const shares = allocate(total, weights);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
        shares.forEach((share, i) => {
          const weight = weights[i] ?? 0;
          const exact = (total * weight) / weightSum;
          expect(Number.isInteger(share)).toBe(true);
          expect(share).toBeGreaterThanOrEqual(Math.floor(exact));
          expect(share).toBeLessThanOrEqual(Math.ceil(exact));
          expect(share).toBeLessThanOrEqual(weight);
        });
      }),
      { numRuns: 2000 },
    );
  });
});
