import { describe, expect, it } from 'vitest';
import {
  chiSquarePValue,
  differenceInterval,
  sampleRatioCheck,
  upperRegularizedGamma,
  wilsonInterval,
} from '../../../src/origin/domain/experiments/statistics';

describe('Wilson interval', () => {
  it('matches known values', () => {
    const half = wilsonInterval(50, 100);
    expect(half.rate).toBe(0.5);
    expect(half.low).toBeCloseTo(0.4038, 4);
    expect(half.high).toBeCloseTo(0.5962, 4);
    // Newcombe (1998), single proportions: 81/263 → 0.2553 to 0.3662; 0/10 → 0 to 0.2775.
    const newcombe = wilsonInterval(81, 263);
    expect(newcombe.low).toBeCloseTo(0.2553, 4);
    expect(newcombe.high).toBeCloseTo(0.3662, 4);
    const none = wilsonInterval(0, 10);
    expect(none.low).toBe(0);
    expect(none.high).toBeCloseTo(0.2775, 4);
    expect(wilsonInterval(10, 10).high).toBe(1);
  });

  it('is the whole range without trials', () => {
    expect(wilsonInterval(0, 0)).toEqual({ rate: 0, low: 0, high: 1 });
  });
});

describe('difference to the control', () => {
  it('matches Newcombe’s hybrid score interval (56/70 − 48/80 → 0.0524 to 0.3339)', () => {
    const d = differenceInterval({ successes: 48, trials: 80 }, { successes: 56, trials: 70 });
    expect(d.difference).toBeCloseTo(0.2, 10);
    expect(d.low).toBeCloseTo(0.0524, 4);
    expect(d.high).toBeCloseTo(0.3339, 4);
  });

  it('is symmetric around zero for equal groups', () => {
    const d = differenceInterval({ successes: 30, trials: 100 }, { successes: 30, trials: 100 });
    expect(d.difference).toBe(0);
    expect(d.low).toBeCloseTo(-d.high, 12);
  });
});

describe('chi-square p-values', () => {
  it('matches the table', () => {
    expect(chiSquarePValue(3.841459, 1)).toBeCloseTo(0.05, 6);
    expect(chiSquarePValue(7.814728, 3)).toBeCloseTo(0.05, 6);
    expect(chiSquarePValue(10.827566, 1)).toBeCloseTo(0.001, 7);
    expect(chiSquarePValue(2, 2)).toBeCloseTo(Math.exp(-1), 12);
    expect(chiSquarePValue(0, 3)).toBe(1);
    expect(upperRegularizedGamma(1, 3)).toBeCloseTo(Math.exp(-3), 12);
  });
});

describe('sample ratio mismatch', () => {
  it('passes a split that chance explains and flags one below p = 0.001', () => {
    expect(sampleRatioCheck([{ weight: 50, exposed: 1000 }, { weight: 50, exposed: 1000 }])).toMatchObject({ statistic: 0, pValue: 1, mismatch: false });
    const close = sampleRatioCheck([{ weight: 50, exposed: 5000 }, { weight: 50, exposed: 5300 }]);
    expect(close.statistic).toBeCloseTo(8.7379, 3);
    expect(close.pValue).toBeCloseTo(0.00312, 4);
    expect(close.mismatch).toBe(false);
    const far = sampleRatioCheck([{ weight: 50, exposed: 5000 }, { weight: 50, exposed: 5400 }]);
    expect(far.pValue).toBeLessThan(0.001);
    expect(far.mismatch).toBe(true);
  });

  it('tests against unequal weights and flags visitors in a variant of weight 0', () => {
    // 25/25/25/25 expected; 34/33/33 weights with a matching split is fine.
    expect(sampleRatioCheck([{ weight: 34, exposed: 340 }, { weight: 33, exposed: 330 }, { weight: 33, exposed: 330 }]).mismatch).toBe(false);
    expect(sampleRatioCheck([{ weight: 100, exposed: 900 }, { weight: 0, exposed: 3 }]).mismatch).toBe(true);
    expect(sampleRatioCheck([{ weight: 100, exposed: 900 }, { weight: 0, exposed: 0 }]).degrees).toBe(0);
    expect(sampleRatioCheck([{ weight: 50, exposed: 0 }, { weight: 50, exposed: 0 }]).mismatch).toBe(false);
  });
});
