import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cartTotals, voucherProblem, type VoucherContext } from '../../../../src/origin/domain/commerce/cart-totals';
import { VOUCHER_ERRORS, type VoucherError } from '../../../../src/shared/schemas/commerce';
import { cart, material, voucher } from './fixtures';

describe('cart totals without voucher', () => {
  it('is all zero for an empty cart', () => {
    expect(cartTotals(cart())).toEqual({
      lines: [],
      itemsInBundles: [],
      originalPrice: 0,
      totalVoucherDiscount: 0,
      voucherError: null,
      voucherApplied: false,
      gross: 0,
      usedCredits: 0,
      finalPrice: 0,
    });
  });

  it('takes the sale price when there is one', () => {
    const totals = cartTotals(cart({ items: [material(1, 500), material(2, 800, { salePrice: 600 }), material(3, 300, { salePrice: 0 })] }));
    expect(totals.lines.map((line) => line.unitPrice)).toEqual([500, 600, 0]);
    expect(totals.originalPrice).toBe(1100);
    expect(totals.finalPrice).toBe(1100);
  });

  it('does not charge items that come with a bundle in the cart', () => {
    const bundle = material(10, 2000, { isBundle: true, bundleItemIds: [1, 2, 99] });
    const totals = cartTotals(cart({ items: [material(1, 500), bundle, material(2, 700), material(3, 300)] }));
    expect(totals.itemsInBundles).toEqual([
      { materialId: 1, bundleId: 10 },
      { materialId: 2, bundleId: 10 },
    ]);
    expect(totals.lines).toEqual([
      { materialId: 1, unitPrice: 500, voucherDiscount: 0, finalPrice: 0, charged: false, voucherCoverage: null },
      { materialId: 10, unitPrice: 2000, voucherDiscount: 0, finalPrice: 2000, charged: true, voucherCoverage: null },
      { materialId: 2, unitPrice: 700, voucherDiscount: 0, finalPrice: 0, charged: false, voucherCoverage: null },
      { materialId: 3, unitPrice: 300, voucherDiscount: 0, finalPrice: 300, charged: true, voucherCoverage: null },
    ]);
    expect(totals.originalPrice).toBe(2300);
  });

  it('names the first bundle when two bundles contain an item; ignores bundleItemIds of non-bundles', () => {
    const totals = cartTotals(
      cart({
        items: [
          material(1, 500),
          material(10, 2000, { isBundle: true, bundleItemIds: [1] }),
          material(11, 2500, { isBundle: true, bundleItemIds: [1] }),
          material(12, 100, { bundleItemIds: [1, 10] }),
        ],
      }),
    );
    expect(totals.itemsInBundles).toEqual([{ materialId: 1, bundleId: 10 }]);
    expect(totals.originalPrice).toBe(4600);
  });

  it('uses credits only when asked, at most the gross, never a negative balance', () => {
    const items = [material(1, 1000)];
    expect(cartTotals(cart({ items, availableCredits: 300 })).usedCredits).toBe(0);
    expect(cartTotals(cart({ items, availableCredits: 300, useCredits: true }))).toMatchObject({ usedCredits: 300, finalPrice: 700, gross: 1000 });
    expect(cartTotals(cart({ items, availableCredits: 5000, useCredits: true }))).toMatchObject({ usedCredits: 1000, finalPrice: 0 });
    expect(cartTotals(cart({ items, availableCredits: -50, useCredits: true }))).toMatchObject({ usedCredits: 0, finalPrice: 1000 });
  });
});

describe('voucher discount', () => {
  it('takes a percentage, rounded half up, spread in proportion to the prices', () => {
    const totals = cartTotals(cart({ items: [material(1, 1000), material(2, 500), material(3, 1)], voucher: voucher({ value: 15 }) }));
    // 1501 × 15 % = 225.15 → 225; shares 149.9, 74.95, 0.15 → 149, 74, 0 + 2 left → 150, 75, 0
    expect(totals.totalVoucherDiscount).toBe(225);
    expect(totals.lines.map((line) => line.voucherDiscount)).toEqual([150, 75, 0]);
    expect(totals.lines.map((line) => line.finalPrice)).toEqual([850, 425, 1]);
    expect(totals).toMatchObject({ voucherApplied: true, voucherError: null, gross: 1276, finalPrice: 1276 });
  });

  it('rounds half a unit up', () => {
    // 250 × 1 % = 2.5 → 3 ; 249 × 1 % = 2.49 → 2 ; 50 × 1 % = 0.5 → 1 ; 49 × 1 % = 0.49 → 0
    expect(cartTotals(cart({ items: [material(1, 250)], voucher: voucher({ value: 1 }) })).totalVoucherDiscount).toBe(3);
    expect(cartTotals(cart({ items: [material(1, 249)], voucher: voucher({ value: 1 }) })).totalVoucherDiscount).toBe(2);
    expect(cartTotals(cart({ items: [material(1, 50)], voucher: voucher({ value: 1 }) })).totalVoucherDiscount).toBe(1);
    expect(cartTotals(cart({ items: [material(1, 49)], voucher: voucher({ value: 1 }) })).totalVoucherDiscount).toBe(0);
  });

  it('takes 100 % as everything eligible', () => {
    const totals = cartTotals(cart({ items: [material(1, 333), material(2, 667)], voucher: voucher({ value: 100 }) }));
    expect(totals).toMatchObject({ totalVoucherDiscount: 1000, gross: 0, finalPrice: 0 });
  });

  it('takes a fixed amount, at most the eligible sum', () => {
    const items = [material(1, 1000), material(2, 2000)];
    const small = cartTotals(cart({ items, voucher: voucher({ kind: 'fixed', value: 100 }) }));
    expect(small.lines.map((line) => line.voucherDiscount)).toEqual([33, 67]);
    expect(small.totalVoucherDiscount).toBe(100);
    const large = cartTotals(cart({ items, voucher: voucher({ kind: 'fixed', value: 5000 }) }));
    expect(large).toMatchObject({ totalVoucherDiscount: 3000, gross: 0, finalPrice: 0 });
  });

  it('leaves fixed-price items, other authors and other materials out', () => {
    const items = [material(1, 1000, { authorId: 7 }), material(2, 1000, { authorId: 8 }), material(3, 1000, { authorId: 7, hasFixedPrice: true })];
    const byAuthor = cartTotals(cart({ items, voucher: voucher({ value: 50, authorIds: [7] }) }));
    expect(byAuthor.lines.map((line) => line.voucherDiscount)).toEqual([500, 0, 0]);
    const byMaterial = cartTotals(cart({ items, voucher: voucher({ value: 50, materialIds: [2, 3] }) }));
    expect(byMaterial.lines.map((line) => line.voucherDiscount)).toEqual([0, 500, 0]);
    const both = cartTotals(cart({ items, voucher: voucher({ value: 50, authorIds: [7], materialIds: [2] }) }));
    expect(both.voucherError).toBe('not_applicable');
  });

  it('says on each line whether the voucher covers it, and why not', () => {
    const items = [
      material(1, 1000, { authorId: 7 }),
      material(2, 1000, { authorId: 8 }),
      material(3, 1000, { authorId: 7, hasFixedPrice: true }),
      material(4, 0, { authorId: 7 }),
      material(5, 2000, { authorId: 7, isBundle: true, bundleItemIds: [6] }),
      material(6, 500, { authorId: 7 }),
    ];
    const byAuthor = cartTotals(cart({ items, voucher: voucher({ value: 50, authorIds: [7] }) }));
    expect(byAuthor.lines.map((line) => line.voucherCoverage)).toEqual(['covered', 'other_author', 'fixed_price', 'free', 'covered', 'in_bundle']);
    const byMaterial = cartTotals(cart({ items, voucher: voucher({ value: 50, materialIds: [1] }) }));
    expect(byMaterial.lines.map((line) => line.voucherCoverage)).toEqual(['covered', 'other_material', 'fixed_price', 'free', 'other_material', 'in_bundle']);
    // Without a voucher, or with one that does not apply, no line claims anything.
    expect(cartTotals(cart({ items, voucher: null })).lines.every((line) => line.voucherCoverage === null)).toBe(true);
    expect(cartTotals(cart({ items, voucher: voucher({ world: 'fr' }) })).lines.every((line) => line.voucherCoverage === null)).toBe(true);
  });

  it('does not discount items that come with a bundle', () => {
    const items = [material(1, 1000), material(10, 3000, { isBundle: true, bundleItemIds: [1] })];
    const totals = cartTotals(cart({ items, voucher: voucher({ value: 10 }) }));
    expect(totals.lines.map((line) => [line.voucherDiscount, line.finalPrice])).toEqual([
      [0, 0],
      [300, 2700],
    ]);
    expect(cartTotals(cart({ items, voucher: voucher({ value: 10, materialIds: [1] }) })).voucherError).toBe('not_applicable');
  });

  it('credits pay after the voucher', () => {
    const totals = cartTotals(cart({ items: [material(1, 1000)], voucher: voucher({ value: 20 }), useCredits: true, availableCredits: 1000 }));
    expect(totals).toMatchObject({ originalPrice: 1000, totalVoucherDiscount: 200, gross: 800, usedCredits: 800, finalPrice: 0 });
  });
});

describe('voucher errors', () => {
  const items = [material(1, 1000)];
  const cases: [VoucherError, Parameters<typeof cart>[0]][] = [
    ['unknown', { items, voucher: null, unknownVoucherCode: true }],
    ['other_world', { items, voucher: voucher({ world: 'fr' }) }],
    ['not_started', { items, voucher: voucher({ validFrom: '2026-06-16' }) }],
    ['expired', { items, voucher: voucher({ validUntil: '2026-06-14' }) }],
    ['used_up', { items, voucher: voucher({ maxUsesTotal: 5, usesCount: 5 }) }],
    ['sign_in_required', { items, voucher: voucher({ maxUsesPerUser: 1 }), signedIn: false }],
    ['used_by_you', { items, voucher: voucher({ maxUsesPerUser: 2 }), voucherUsesByUser: 2 }],
    ['min_order', { items, voucher: voucher({ minOrder: 1001 }) }],
    ['not_applicable', { items: [material(1, 1000, { hasFixedPrice: true })], voucher: voucher() }],
  ];

  it('covers every error code', () => {
    expect(cases.map(([code]) => code).sort()).toEqual([...VOUCHER_ERRORS].sort());
  });

  it.each(cases)('%s: no discount, error set', (code, input) => {
    const totals = cartTotals(cart(input));
    expect(totals.voucherError).toBe(code);
    expect(totals.voucherApplied).toBe(false);
    expect(totals.totalVoucherDiscount).toBe(0);
    expect(totals.lines.every((line) => line.voucherDiscount === 0)).toBe(true);
    expect(totals.gross).toBe(totals.originalPrice);
  });

  it('has no error without a voucher and without a typed code', () => {
    expect(cartTotals(cart({ items })).voucherError).toBeNull();
  });

  const ctx: VoucherContext = { world: 'de', now: new Date('2026-06-15T12:00:00Z'), orderValue: 1000, eligibleValue: 1000, usesByUser: 0, signedIn: true };

  it('checks in the documented order', () => {
    const everythingWrong = voucher({ world: 'fr', validFrom: '2027-01-01', validUntil: '2025-01-01', maxUsesTotal: 1, usesCount: 1, maxUsesPerUser: 1, minOrder: 5000 });
    const context: VoucherContext = { ...ctx, orderValue: 0, eligibleValue: 0, usesByUser: 1, signedIn: false };
    const order: VoucherError[] = [];
    let rule = everythingWrong;
    const fixes: Partial<typeof rule>[] = [{ world: 'de' }, { validFrom: '2026-01-01' }, { validUntil: '2026-12-31' }, { maxUsesTotal: null }, {}, {}, { minOrder: 0 }];
    let ctxNow = context;
    for (const fix of fixes) {
      const problem = voucherProblem(rule, ctxNow);
      if (problem) order.push(problem);
      rule = { ...rule, ...fix };
      if (problem === 'sign_in_required') ctxNow = { ...ctxNow, signedIn: true };
      if (problem === 'used_by_you') ctxNow = { ...ctxNow, usesByUser: 0 };
    }
    order.push(voucherProblem(rule, ctxNow) ?? ('none' as VoucherError));
    expect(order).toEqual(['other_world', 'not_started', 'expired', 'used_up', 'sign_in_required', 'used_by_you', 'min_order', 'not_applicable']);
  });

  it('compares worlds case-insensitively', () => {
    expect(voucherProblem(voucher({ world: 'DE' }), ctx)).toBeNull();
  });

  it('is valid from the first instant of validFrom to the last instant of validUntil (UTC days)', () => {
    const rule = voucher({ validFrom: '2026-06-15', validUntil: '2026-06-15' });
    expect(voucherProblem(rule, { ...ctx, now: new Date('2026-06-14T23:59:59.999Z') })).toBe('not_started');
    expect(voucherProblem(rule, { ...ctx, now: new Date('2026-06-15T00:00:00Z') })).toBeNull();
    expect(voucherProblem(rule, { ...ctx, now: new Date('2026-06-15T23:59:59.999Z') })).toBeNull();
    expect(voucherProblem(rule, { ...ctx, now: new Date('2026-06-16T00:00:00Z') })).toBe('expired');
  });

  it('accepts date-times, validUntil inclusive', () => {
    const rule = voucher({ validFrom: '2026-06-15T10:00:00Z', validUntil: '2026-06-15T12:00:00Z' });
    expect(voucherProblem(rule, { ...ctx, now: new Date('2026-06-15T09:59:59Z') })).toBe('not_started');
    expect(voucherProblem(rule, { ...ctx, now: new Date('2026-06-15T12:00:00Z') })).toBeNull();
    expect(voucherProblem(rule, { ...ctx, now: new Date('2026-06-15T12:00:00.001Z') })).toBe('expired');
  });

  it('treats unreadable dates as not valid', () => {
    expect(voucherProblem(voucher({ validFrom: 'soon' }), ctx)).toBe('not_started');
    expect(voucherProblem(voucher({ validUntil: 'later' }), ctx)).toBe('expired');
  });

  it('counts uses: below the limit is fine, at the limit is not', () => {
    expect(voucherProblem(voucher({ maxUsesTotal: 5, usesCount: 4 }), ctx)).toBeNull();
    expect(voucherProblem(voucher({ maxUsesPerUser: 2 }), { ...ctx, usesByUser: 1 })).toBeNull();
    expect(voucherProblem(voucher({ maxUsesPerUser: 2 }), { ...ctx, usesByUser: 3 })).toBe('used_by_you');
  });

  it('lets anonymous visitors use vouchers without a per-user limit', () => {
    expect(voucherProblem(voucher({ maxUsesTotal: 10 }), { ...ctx, signedIn: false })).toBeNull();
  });

  it('accepts an order exactly at the minimum', () => {
    expect(voucherProblem(voucher({ minOrder: 1000 }), ctx)).toBeNull();
    expect(voucherProblem(voucher({ minOrder: 1001 }), ctx)).toBe('min_order');
  });
});

describe('cart totals properties', () => {
  const item = fc.record({
    price: fc.nat({ max: 100_000 }),
    sale: fc.option(fc.nat({ max: 100_000 })),
    authorId: fc.integer({ min: 1, max: 3 }),
    hasFixedPrice: fc.boolean(),
  });
  it('lines add up, nothing negative, discount within eligible prices', () => {
    fc.assert(
      fc.property(
        fc.array(item, { maxLength: 8 }),
        fc.option(fc.record({ kind: fc.constantFrom('percent' as const, 'fixed' as const), value: fc.integer({ min: 1, max: 100_000 }), authorIds: fc.subarray([1, 2, 3]) })),
        fc.boolean(),
        fc.integer({ min: -1000, max: 1_000_000 }),
        (raw, rawVoucher, useCredits, availableCredits) => {
          const items = raw.map((r, i) => material(i + 1, r.price, { salePrice: r.sale, authorId: r.authorId, hasFixedPrice: r.hasFixedPrice, isBundle: i === 0, bundleItemIds: i === 0 ? [2, 3] : [] }));
          const rule = rawVoucher ? voucher({ ...rawVoucher, value: rawVoucher.kind === 'percent' ? Math.min(rawVoucher.value, 100) : rawVoucher.value }) : null;
          const totals = cartTotals(cart({ items, voucher: rule, useCredits, availableCredits }));
          const charged = totals.lines.filter((line) => line.charged);
          expect(charged.reduce((s, l) => s + l.unitPrice, 0)).toBe(totals.originalPrice);
          expect(charged.reduce((s, l) => s + l.voucherDiscount, 0)).toBe(totals.totalVoucherDiscount);
          expect(charged.reduce((s, l) => s + l.finalPrice, 0)).toBe(totals.gross);
          expect(totals.gross).toBe(totals.originalPrice - totals.totalVoucherDiscount);
          expect(totals.finalPrice).toBe(totals.gross - totals.usedCredits);
          for (const line of totals.lines) {
            expect(line.voucherDiscount).toBeGreaterThanOrEqual(0);
            expect(line.finalPrice).toBeGreaterThanOrEqual(0);
            if (line.charged) expect(line.finalPrice).toBe(line.unitPrice - line.voucherDiscount);
            else expect(line).toMatchObject({ finalPrice: 0, voucherDiscount: 0 });
          }
          expect(totals.usedCredits).toBeGreaterThanOrEqual(0);
          expect(totals.usedCredits).toBeLessThanOrEqual(Math.max(0, availableCredits));
          expect(totals.finalPrice).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
