import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cartTotals } from '../../../../src/origin/domain/commerce/cart-totals';
import { priceOrder, type OrderVatInput } from '../../../../src/origin/domain/commerce/order-pricing';
import { cart, material, voucher } from './fixtures';

const twoItems = cartTotals(cart({ items: [material(1, 1190), material(2, 595)] }));

describe('order pricing', () => {
  it('OSS: extracts the VAT from the total gross and spreads it over the lines', () => {
    const order = priceOrder(twoItems, { scheme: 'oss', rateBp: 1900 }, 0, false);
    expect(order).toMatchObject({ originalPrice: 1785, voucherDiscount: 0, gross: 1785, net: 1500, vatAmount: 285, vatScheme: 'oss', vatRateBp: 1900, creditsUsed: 0, amountDue: 1785 });
    expect(order.lines).toEqual([
      { materialId: 1, unitPrice: 1190, voucherDiscount: 0, finalPrice: 1190, net: 1000, vatAmount: 190 },
      { materialId: 2, unitPrice: 595, voucherDiscount: 0, finalPrice: 595, net: 500, vatAmount: 95 },
    ]);
  });

  it('OSS: total VAT is taken on the total, not summed from rounded lines', () => {
    // 3 × 1 at 20 %: per line 0.17 → 0 each, on the total 0.5 → 1 (goes to the first line)
    const totals = cartTotals(cart({ items: [material(1, 1), material(2, 1), material(3, 1)] }));
    const order = priceOrder(totals, { scheme: 'oss', rateBp: 2000 }, 0, false);
    expect(order.vatAmount).toBe(1);
    expect(order.lines.map((line) => line.vatAmount)).toEqual([1, 0, 0]);
    expect(order.net).toBe(2);
  });

  it('reverse charge: the buyer pays the net at the consumer rate, VAT 0', () => {
    const order = priceOrder(twoItems, { scheme: 'reverse_charge', rateBp: 0, consumerRateBp: 1900 }, 0, false);
    expect(order).toMatchObject({ originalPrice: 1785, gross: 1500, net: 1500, vatAmount: 0, vatScheme: 'reverse_charge', vatRateBp: 0, amountDue: 1500 });
    expect(order.lines.map((line) => [line.unitPrice, line.finalPrice, line.net, line.vatAmount])).toEqual([
      [1190, 1000, 1000, 0],
      [595, 500, 500, 0],
    ]);
  });

  it('reverse charge without the consumer rate is a programming error', () => {
    expect(() => priceOrder(twoItems, { scheme: 'reverse_charge', rateBp: 0 }, 0, false)).toThrow(TypeError);
  });

  it('outside the EU: list price, no VAT', () => {
    const order = priceOrder(twoItems, { scheme: 'outside_eu', rateBp: 0, consumerRateBp: 0 }, 0, false);
    expect(order).toMatchObject({ gross: 1785, net: 1785, vatAmount: 0, amountDue: 1785 });
  });

  it('leaves out items that come with a bundle and keeps voucher shares', () => {
    const totals = cartTotals(
      cart({ items: [material(1, 500), material(10, 2000, { isBundle: true, bundleItemIds: [1] }), material(2, 1000)], voucher: voucher({ value: 10 }) }),
    );
    const order = priceOrder(totals, { scheme: 'oss', rateBp: 2000 }, 0, false);
    expect(order.lines.map((line) => line.materialId)).toEqual([10, 2]);
    expect(order).toMatchObject({ originalPrice: 3000, voucherDiscount: 300, gross: 2700, net: 2250, vatAmount: 450 });
  });

  it('credits pay up to the gross; the provider charges the rest', () => {
    expect(priceOrder(twoItems, { scheme: 'oss', rateBp: 1900 }, 500, true)).toMatchObject({ creditsUsed: 500, amountDue: 1285 });
    expect(priceOrder(twoItems, { scheme: 'oss', rateBp: 1900 }, 5000, true)).toMatchObject({ creditsUsed: 1785, amountDue: 0 });
    expect(priceOrder(twoItems, { scheme: 'oss', rateBp: 1900 }, 5000, false)).toMatchObject({ creditsUsed: 0, amountDue: 1785 });
    expect(priceOrder(twoItems, { scheme: 'oss', rateBp: 1900 }, -5, true)).toMatchObject({ creditsUsed: 0, amountDue: 1785 });
    // reverse charge: credits pay at most the net owed
    expect(priceOrder(twoItems, { scheme: 'reverse_charge', rateBp: 0, consumerRateBp: 1900 }, 5000, true)).toMatchObject({ creditsUsed: 1500, amountDue: 0 });
  });

  it('an empty or free order costs nothing', () => {
    const empty = priceOrder(cartTotals(cart()), { scheme: 'oss', rateBp: 1900 }, 100, true);
    expect(empty).toMatchObject({ lines: [], gross: 0, net: 0, vatAmount: 0, creditsUsed: 0, amountDue: 0 });
    const free = priceOrder(cartTotals(cart({ items: [material(1, 0)] })), { scheme: 'reverse_charge', rateBp: 0, consumerRateBp: 2000 }, 100, true);
    expect(free).toMatchObject({ gross: 0, net: 0, vatAmount: 0, creditsUsed: 0, amountDue: 0 });
  });
});

describe('order pricing invariants', () => {
  const treatment: fc.Arbitrary<OrderVatInput> = fc.oneof(
    fc.integer({ min: 0, max: 2700 }).map((rate) => ({ scheme: 'oss' as const, rateBp: rate, consumerRateBp: rate })),
    fc.integer({ min: 0, max: 2700 }).map((rate) => ({ scheme: 'reverse_charge' as const, rateBp: 0, consumerRateBp: rate })),
    fc.constant({ scheme: 'outside_eu' as const, rateBp: 0, consumerRateBp: 0 }),
  );
  const items = fc.array(fc.record({ price: fc.nat({ max: 50_000 }), sale: fc.option(fc.nat({ max: 50_000 })), fixed: fc.boolean(), bundle: fc.boolean() }), { maxLength: 8 });
  const rule = fc.option(fc.oneof(fc.integer({ min: 1, max: 100 }).map((value) => voucher({ value })), fc.integer({ min: 1, max: 200_000 }).map((value) => voucher({ kind: 'fixed', value }))));

  it('sums of lines equal totals; gross = net + VAT; amount due = gross − credits ≥ 0; all non-negative integers', () => {
    fc.assert(
      fc.property(items, rule, treatment, fc.integer({ min: -100, max: 500_000 }), fc.boolean(), (raw, voucherRule, vat, available, useCredits) => {
        const materials = raw.map((r, i) =>
          material(i + 1, r.price, { salePrice: r.sale, hasFixedPrice: r.fixed, isBundle: r.bundle, bundleItemIds: r.bundle ? [i + 2, i + 3] : [] }),
        );
        const totals = cartTotals(cart({ items: materials, voucher: voucherRule }));
        const order = priceOrder(totals, vat, available, useCredits);
        const sum = (pick: (line: (typeof order.lines)[number]) => number) => order.lines.reduce((s, line) => s + pick(line), 0);
        expect(sum((l) => l.unitPrice)).toBe(order.originalPrice);
        expect(sum((l) => l.voucherDiscount)).toBe(order.voucherDiscount);
        expect(sum((l) => l.finalPrice)).toBe(order.gross);
        expect(sum((l) => l.net)).toBe(order.net);
        expect(sum((l) => l.vatAmount)).toBe(order.vatAmount);
        expect(order.gross).toBe(order.net + order.vatAmount);
        expect(order.amountDue).toBe(order.gross - order.creditsUsed);
        expect(order.creditsUsed).toBeLessThanOrEqual(Math.max(0, available));
        if (!useCredits) expect(order.creditsUsed).toBe(0);
        expect(order.originalPrice).toBe(totals.originalPrice);
        expect(order.voucherDiscount).toBe(totals.totalVoucherDiscount);
        if (vat.scheme === 'reverse_charge') expect(order.vatAmount).toBe(0);
        if (vat.scheme !== 'reverse_charge') expect(order.gross).toBe(totals.gross);
        const numbers = [order.originalPrice, order.voucherDiscount, order.gross, order.net, order.vatAmount, order.creditsUsed, order.amountDue, ...order.lines.flatMap((l) => [l.unitPrice, l.voucherDiscount, l.finalPrice, l.net, l.vatAmount])];
        for (const n of numbers) {
          expect(Number.isSafeInteger(n)).toBe(true);
          expect(n).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 3000 },
    );
  });
});
