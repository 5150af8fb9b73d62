/**
 * The statistics of an experiment's results (docs/experiments.md, "Reading the results"): pure
 * functions, no database.
 */

/** z for a two-sided 95 % interval. */
const Z_95 = 1.959963984540054;

/** A sample ratio mismatch is flagged below this p-value. */
const SRM_P_THRESHOLD = 0.001;

export interface Interval {
  low: number;
  high: number;
}

export interface Proportion extends Interval {
  /** successes / trials; 0 when there were no trials. */
  rate: number;
}

/**
 * The Wilson score interval of a proportion: unlike the normal approximation it stays inside
 * [0, 1] and keeps its coverage for small counts and rates near 0 or 1. No trials: [0, 1].
 */
export function wilsonInterval(successes: number, trials: number, z = Z_95): Proportion {
  if (trials <= 0) return { rate: 0, low: 0, high: 1 };
  const p = successes / trials;
  const z2 = z * z;
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials);
  const half = (z / (1 + z2 / trials)) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  // At 0 or all successes the bound is exactly 0 or 1 (rounding would leave 1 − 1e-16).
  return { rate: p, low: successes <= 0 ? 0 : Math.max(0, centre - half), high: successes >= trials ? 1 : Math.min(1, centre + half) };
}

export interface Difference extends Interval {
  /** variant rate − control rate. */
  difference: number;
}

/**
 * The difference of two independent proportions (variant − control) with Newcombe's hybrid
 * score interval, built from the two Wilson intervals (Newcombe 1998, method 10).
 */
export function differenceInterval(control: { successes: number; trials: number }, variant: { successes: number; trials: number }, z = Z_95): Difference {
  const a = wilsonInterval(control.successes, control.trials, z);
  const b = wilsonInterval(variant.successes, variant.trials, z);
  const difference = b.rate - a.rate;
  return {
    difference,
    low: difference - Math.sqrt((b.rate - b.low) ** 2 + (a.high - a.rate) ** 2),
    high: difference + Math.sqrt((b.high - b.rate) ** 2 + (a.rate - a.low) ** 2),
  };
}

/** ln Γ(x) for x > 0 (Lanczos, g = 7, n = 9): about 15 digits. */
function logGamma(x: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905,
    -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const y = x - 1;
  let sum = c[0] ?? 0;
  for (let i = 1; i < 9; i++) sum += (c[i] ?? 0) / (y + i);
  const t = y + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (y + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** The upper regularized incomplete gamma function Q(a, x) = Γ(a, x) / Γ(a). */
export function upperRegularizedGamma(a: number, x: number): number {
  if (x <= 0) return 1;
  const front = Math.exp(-x + a * Math.log(x) - logGamma(a));
  if (x < a + 1) {
    // The series for P(a, x), then Q = 1 − P.
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 500; n++) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-15) break;
    }
    return Math.max(0, 1 - sum * front);
  }
  // The continued fraction for Q (modified Lentz).
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 500; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const step = d * c;
    h *= step;
    if (Math.abs(step - 1) < 1e-15) break;
  }
  return Math.min(1, front * h);
}

/** P(χ² ≥ statistic) with `degrees` degrees of freedom. */
export function chiSquarePValue(statistic: number, degrees: number): number {
  if (degrees <= 0) return 1;
  return upperRegularizedGamma(degrees / 2, statistic / 2);
}

export interface SampleRatioCheck {
  statistic: number;
  degrees: number;
  pValue: number;
  /** p < 0.001: the split differs from the weights more than chance explains. */
  mismatch: boolean;
}

/**
 * The sample ratio mismatch check: a chi-square goodness-of-fit test of the exposed visitors per
 * variant against the shares the weights promise. Variants with weight 0 are left out unless
 * visitors were exposed to them (then the split cannot match). No visitors: no mismatch.
 */
export function sampleRatioCheck(groups: readonly { weight: number; exposed: number }[]): SampleRatioCheck {
  const total = groups.reduce((sum, g) => sum + g.exposed, 0);
  const weights = groups.reduce((sum, g) => sum + Math.max(0, g.weight), 0);
  const counted = groups.filter((g) => g.weight > 0 || g.exposed > 0);
  const degrees = Math.max(0, counted.length - 1);
  if (total === 0 || weights === 0 || degrees === 0) return { statistic: 0, degrees, pValue: 1, mismatch: false };
  let statistic = 0;
  for (const group of counted) {
    const expected = (total * Math.max(0, group.weight)) / weights;
    if (expected === 0) return { statistic: Number.POSITIVE_INFINITY, degrees, pValue: 0, mismatch: true };
    statistic += (group.exposed - expected) ** 2 / expected;
  }
  const pValue = chiSquarePValue(statistic, degrees);
  return { statistic, degrees, pValue, mismatch: pValue < SRM_P_THRESHOLD };
}
