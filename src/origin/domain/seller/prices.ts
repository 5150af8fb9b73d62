/**
 * Price rules and the price recommendation (docs/seller-materials.md, "Prices"). Money is integer
 * minor units (hundredths) of the world's currency.
 */
import type { PriceRecommendation, PriceRule } from '../../../shared/schemas/seller-materials';

/**
 * Lowest paid price and highest price per currency, about 0,50 € and 150 € (bundles 300 €) in
 * round local amounts. 0 (free) is always allowed.
 */
const LIMITS: Readonly<Record<string, readonly [min: number, max: number]>> = {
  EUR: [50, 15_000],
  CNY: [400, 120_000],
  CZK: [1_500, 400_000],
  DKK: [400, 110_000],
  INR: [5_000, 1_300_000],
  HUF: [20_000, 6_000_000],
  IDR: [900_000, 250_000_000],
  JPY: [8_000, 2_500_000],
  KRW: [80_000, 22_000_000],
  KZT: [25_000, 7_500_000],
  MYR: [250, 70_000],
  NOK: [600, 170_000],
  PLN: [200, 65_000],
  RON: [250, 75_000],
  RSD: [6_000, 1_750_000],
  SEK: [600, 170_000],
  THB: [2_000, 550_000],
  UAH: [2_500, 650_000],
};

export function priceRule(currency: string): PriceRule {
  const [min, max] = LIMITS[currency] ?? LIMITS.EUR ?? [50, 15_000];
  return { currency, min, max, bundleMax: max * 2 };
}

export type PriceProblem = 'below_minimum' | 'above_maximum' | null;

/** Is `price` allowed for a material (or bundle) in `currency`? */
export function checkPrice(price: number, currency: string, isBundle: boolean): PriceProblem {
  if (price === 0) return null;
  const rule = priceRule(currency);
  if (price < rule.min) return 'below_minimum';
  if (price > (isBundle ? rule.bundleMax : rule.max)) return 'above_maximum';
  return null;
}

/** A sale price must be below the price and, unless 0, at least the minimum. */
export function checkSalePrice(salePrice: number, price: number, currency: string): 'not_below_price' | 'below_minimum' | null {
  if (salePrice >= price) return 'not_below_price';
  if (salePrice !== 0 && salePrice < priceRule(currency).min) return 'below_minimum';
  return null;
}

/** Pages that count as comparable: about two thirds to one and a half times, at least ±2 pages. */
export function comparablePages(pages: number): { from: number; to: number } {
  const p = Math.max(1, pages);
  return { from: Math.max(1, Math.min(p - 2, Math.floor((p * 2) / 3))), to: Math.max(p + 2, Math.ceil(p * 1.5)) };
}

/** At least this many comparables before their prices are trusted. */
const MIN_COMPARABLES = 5;

/** Rounds to a price people write: steps of a fifth of the minimum below 20 minimums (0,10 €), of the minimum above (0,50 €). */
function friendly(amount: number, rule: PriceRule): number {
  const step = amount < rule.min * 20 ? rule.min / 5 : rule.min;
  return Math.min(rule.max, Math.max(rule.min, Math.round(amount / step) * step));
}

function quantile(sorted: readonly number[], q: number): number {
  const pos = (sorted.length - 1) * q;
  const lower = Math.floor(pos);
  const upper = Math.ceil(pos);
  const a = sorted[lower] ?? 0;
  const b = sorted[upper] ?? a;
  return a + (b - a) * (pos - lower);
}

/**
 * The suggested range from the prices (paid, list prices) of comparable published materials: the
 * middle half (25th to 75th percentile). With fewer than MIN_COMPARABLES of the same subject and
 * type, the same type in the world; with fewer still, a rule of thumb by pages.
 */
export function recommendPrice(input: {
  currency: string;
  pages: number;
  subjectPrices: readonly number[];
  typePrices: readonly number[];
}): PriceRecommendation {
  const rule = priceRule(input.currency);
  const pages = comparablePages(input.pages);
  const pick = (prices: readonly number[], basis: 'subject' | 'type'): PriceRecommendation | null => {
    const paid = prices.filter((p) => p > 0).sort((a, b) => a - b);
    if (paid.length < MIN_COMPARABLES) return null;
    const low = friendly(quantile(paid, 0.25), rule);
    const high = Math.max(low, friendly(quantile(paid, 0.75), rule));
    return { currency: input.currency, low, high, comparables: paid.length, basis, pages };
  };
  const found = pick(input.subjectPrices, 'subject') ?? pick(input.typePrices, 'type');
  if (found) return found;
  // Rule of thumb: 0,25–0,50 € a page, within the limits.
  const perPage = rule.min / 2;
  const p = Math.max(1, input.pages);
  const low = friendly(Math.max(rule.min, p * perPage), rule);
  return { currency: input.currency, low, high: Math.max(low, friendly(p * perPage * 2, rule)), comparables: 0, basis: 'fallback', pages };
}
