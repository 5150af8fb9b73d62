/**
 * The cart's money (docs/product-rules.md, "Entities"): what each item costs after its own sale, which items come
 * free with a bundle in the cart, whether the voucher applies and how its discount is spread
 * over the items, and how many credits pay for the rest. Integer minor units, never negative.
 *
 * - An item's unit price is its sale price when it has one, else its list price.
 * - An item that a bundle in the cart contains is not charged (it comes with the bundle): its
 *   line has `charged: false`, `finalPrice: 0`, and it is listed in `itemsInBundles` with the
 *   first such bundle. It does not count in `originalPrice`. (Bundles inside bundles are not
 *   expected; a bundle contained in another bundle in the cart is simply not charged.)
 * - A voucher is checked in a fixed order (see `voucherProblem`); with a problem it gives no
 *   discount and `voucherError` says why. With no matching voucher row and a typed code the
 *   error is `unknown`.
 * - Eligible items: charged, not fixed-price, and by an author / among the materials the
 *   voucher is restricted to (an empty list means no restriction).
 * - Percent vouchers take round-half-up(eligible sum × percent / 100); fixed vouchers take their
 *   value, at most the eligible sum. The discount is spread over the eligible lines in
 *   proportion to their unit prices (largest remainder), so lines add up to the total exactly.
 * - Credits pay at most the gross (original price minus voucher discount), only when the
 *   visitor chose to use them; a negative balance counts as none.
 */

import type { VoucherCoverage, VoucherError } from '../../../shared/schemas/commerce';
import { allocate } from './allocate';

export interface PricedMaterial {
  id: number;
  authorId: number;
  price: number;
  salePrice: number | null;
  hasFixedPrice: boolean;
  isBundle: boolean;
  bundleItemIds: number[];
}

export interface VoucherRule {
  id: number;
  code: string;
  world: string;
  kind: 'percent' | 'fixed';
  /** percent: whole percent 1..100; fixed: minor units. */
  value: number;
  /** ISO date (`YYYY-MM-DD`, from the start of that day UTC) or date-time. */
  validFrom: string;
  /** ISO date (`YYYY-MM-DD`, through the end of that day UTC) or date-time (inclusive). */
  validUntil: string;
  minOrder: number;
  maxUsesTotal: number | null;
  maxUsesPerUser: number | null;
  usesCount: number;
  authorIds: number[];
  materialIds: number[];
}

export interface CartInput {
  world: string;
  items: PricedMaterial[];
  voucher: VoucherRule | null;
  /** the code the visitor typed when no voucher row matched */
  unknownVoucherCode?: boolean;
  voucherUsesByUser: number;
  signedIn: boolean;
  now: Date;
  useCredits: boolean;
  availableCredits: number;
}

export interface CartLine {
  materialId: number;
  /** price after the material's sale */
  unitPrice: number;
  voucherDiscount: number;
  /** unitPrice - voucherDiscount; 0 when not charged */
  finalPrice: number;
  /** false when the item comes with a bundle in the cart */
  charged: boolean;
  /** With an applied voucher: whether it discounts this line, or why not; null without one. */
  voucherCoverage: VoucherCoverage | null;
}

export interface CartTotals {
  lines: CartLine[];
  itemsInBundles: { materialId: number; bundleId: number }[];
  originalPrice: number;
  totalVoucherDiscount: number;
  voucherError: VoucherError | null;
  voucherApplied: boolean;
  /** originalPrice - totalVoucherDiscount */
  gross: number;
  usedCredits: number;
  /** gross - usedCredits */
  finalPrice: number;
}

export interface VoucherContext {
  world: string;
  now: Date;
  /** Sum of the charged items' unit prices (the cart's original price). */
  orderValue: number;
  /** Sum of the unit prices of the items the voucher may discount. */
  eligibleValue: number;
  usesByUser: number;
  signedIn: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Non-negative whole minor units (anything else counts as 0). */
function amount(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

function unitPriceOf(item: PricedMaterial): number {
  return amount(item.salePrice ?? item.price);
}

/** Instant the voucher starts (inclusive). */
function startsAt(validFrom: string): number {
  return Date.parse(DATE_ONLY.test(validFrom) ? `${validFrom}T00:00:00Z` : validFrom);
}

/** Instant the voucher ends (exclusive): a date-only `validUntil` covers that whole day. */
function endsBefore(validUntil: string): number {
  return DATE_ONLY.test(validUntil) ? Date.parse(`${validUntil}T00:00:00Z`) + DAY_MS : Date.parse(validUntil) + 1;
}

/**
 * Why the voucher does not apply, or null. Checked in this order: world, start, end, total
 * uses, per-user uses (signed-in first), minimum order, eligible items.
 */
export function voucherProblem(voucher: VoucherRule, ctx: VoucherContext): VoucherError | null {
  const now = ctx.now.getTime();
  if (voucher.world.toLowerCase() !== ctx.world.toLowerCase()) return 'other_world';
  // An unreadable date never lets a voucher through.
  const from = startsAt(voucher.validFrom);
  if (Number.isNaN(from) || now < from) return 'not_started';
  const until = endsBefore(voucher.validUntil);
  if (Number.isNaN(until) || now >= until) return 'expired';
  if (voucher.maxUsesTotal !== null && voucher.usesCount >= voucher.maxUsesTotal) return 'used_up';
  if (voucher.maxUsesPerUser !== null) {
    if (!ctx.signedIn) return 'sign_in_required';
    if (ctx.usesByUser >= voucher.maxUsesPerUser) return 'used_by_you';
  }
  if (ctx.orderValue < voucher.minOrder) return 'min_order';
  if (ctx.eligibleValue <= 0) return 'not_applicable';
  return null;
}

/** Whether the voucher may discount this (charged) item. */
/** Whether a voucher may discount an item, or the reason it may not (shown on the cart line). */
function voucherCoverageOf(voucher: VoucherRule, item: PricedMaterial, charged: boolean): VoucherCoverage {
  if (!charged) return 'in_bundle';
  if (unitPriceOf(item) === 0) return 'free';
  if (item.hasFixedPrice) return 'fixed_price';
  if (voucher.authorIds.length > 0 && !voucher.authorIds.includes(item.authorId)) return 'other_author';
  if (voucher.materialIds.length > 0 && !voucher.materialIds.includes(item.id)) return 'other_material';
  return 'covered';
}

function isEligibleFor(voucher: VoucherRule, item: PricedMaterial): boolean {
  return voucherCoverageOf(voucher, item, true) === 'covered';
}

/** The whole discount of an applicable voucher on the eligible sum. */
function voucherDiscountOn(voucher: VoucherRule, eligibleValue: number): number {
  const eligible = amount(eligibleValue);
  if (voucher.kind === 'percent') {
    const percent = Math.min(Math.max(voucher.value, 0), 100);
    return Math.min(Math.floor((eligible * percent + 50) / 100), eligible);
  }
  return Math.min(amount(voucher.value), eligible);
}

/** For each item contained in a bundle that is also in the cart: the first such bundle. */
function bundlesContaining(items: PricedMaterial[]): Map<number, number> {
  const containedIn = new Map<number, number>();
  const inCart = new Set(items.map((item) => item.id));
  for (const bundle of items) {
    if (!bundle.isBundle) continue;
    for (const itemId of bundle.bundleItemIds) {
      if (itemId !== bundle.id && inCart.has(itemId) && !containedIn.has(itemId)) containedIn.set(itemId, bundle.id);
    }
  }
  return containedIn;
}

export function cartTotals(input: CartInput): CartTotals {
  const containedIn = bundlesContaining(input.items);
  const lines: CartLine[] = input.items.map((item) => {
    const unitPrice = unitPriceOf(item);
    const charged = !containedIn.has(item.id);
    return { materialId: item.id, unitPrice, voucherDiscount: 0, finalPrice: charged ? unitPrice : 0, charged, voucherCoverage: null };
  });
  const itemsInBundles = input.items.flatMap((item) => {
    const bundleId = containedIn.get(item.id);
    return bundleId === undefined ? [] : [{ materialId: item.id, bundleId }];
  });
  const originalPrice = lines.reduce((sum, line) => sum + (line.charged ? line.unitPrice : 0), 0);

  let voucherError: VoucherError | null = null;
  let totalVoucherDiscount = 0;
  const voucher = input.voucher;
  if (voucher === null) {
    voucherError = input.unknownVoucherCode ? 'unknown' : null;
  } else {
    const eligibleIndexes = input.items.flatMap((item, index) => (lines[index]?.charged && isEligibleFor(voucher, item) ? [index] : []));
    const weights = eligibleIndexes.map((index) => lines[index]?.unitPrice ?? 0);
    const eligibleValue = weights.reduce((sum, weight) => sum + weight, 0);
    voucherError = voucherProblem(voucher, {
      world: input.world,
      now: input.now,
      orderValue: originalPrice,
      eligibleValue,
      usesByUser: input.voucherUsesByUser,
      signedIn: input.signedIn,
    });
    if (voucherError === null) {
      input.items.forEach((item, index) => {
        const line = lines[index];
        if (line) line.voucherCoverage = voucherCoverageOf(voucher, item, line.charged);
      });
      totalVoucherDiscount = voucherDiscountOn(voucher, eligibleValue);
      allocate(totalVoucherDiscount, weights).forEach((share, position) => {
        const line = lines[eligibleIndexes[position] ?? -1];
        if (!line) return;
        line.voucherDiscount = share;
        line.finalPrice = line.unitPrice - share;
      });
    }
  }

  const gross = originalPrice - totalVoucherDiscount;
  const usedCredits = input.useCredits ? Math.min(amount(input.availableCredits), gross) : 0;
  return {
    lines,
    itemsInBundles,
    originalPrice,
    totalVoucherDiscount,
    voucherError,
    voucherApplied: voucher !== null && voucherError === null,
    gross,
    usedCredits,
    finalPrice: gross - usedCredits,
  };
}
