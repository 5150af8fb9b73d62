/**
 * Model-based test of the cart and checkout rules: random sequences of cart actions run against
 * the real rules (cartTotals, priceOrder, applyCreditEntry) and against a naive reference model
 * written independently (plain loops, no allocation, totals only). After every command both
 * must agree on the cart's totals, the credit balance and the vouchers' use counts.
 */

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cartTotals, type CartTotals, type PricedMaterial, type VoucherRule } from '../../../../src/origin/domain/commerce/cart-totals';
import { priceOrder } from '../../../../src/origin/domain/commerce/order-pricing';
import { applyCreditEntry } from '../../../../src/origin/domain/commerce/credits';
import { material, voucher } from './fixtures';

const NOW = new Date('2026-06-15T12:00:00Z');
const WORLD = 'de';

const CATALOGUE: PricedMaterial[] = [
  material(1, 500, { authorId: 1 }),
  material(2, 1200, { authorId: 2, salePrice: 999 }),
  material(3, 700, { authorId: 2 }),
  material(4, 1500, { authorId: 3, hasFixedPrice: true }),
  material(5, 2500, { authorId: 1, isBundle: true, bundleItemIds: [1, 3] }),
  material(6, 1, { authorId: 3 }),
  material(7, 0, { authorId: 2 }),
];

const VOUCHERS: VoucherRule[] = [
  voucher({ id: 1, code: 'ONCE', value: 20, maxUsesPerUser: 1 }),
  voucher({ id: 2, code: 'TWICE', kind: 'fixed', value: 300, maxUsesTotal: 2 }),
  voucher({ id: 3, code: 'MIN', value: 50, minOrder: 2000 }),
  voucher({ id: 4, code: 'AUTHOR', value: 15, authorIds: [2] }),
  voucher({ id: 5, code: 'OLD', validUntil: '2026-06-14' }),
  voucher({ id: 6, code: 'LATER', validFrom: '2026-07-01' }),
  voucher({ id: 7, code: 'FR', world: 'fr' }),
  voucher({ id: 8, code: 'BIGFIX', kind: 'fixed', value: 100_000, maxUsesPerUser: 3, maxUsesTotal: 3 }),
];
const CODES = [...VOUCHERS.map((v) => v.code), 'NOPE', 'once'];

// ---- the real system: the rules under test, plus the state a database would hold ----

class RealShop {
  items: number[] = [];
  code: string | null = null;
  useCredits = false;
  signedIn = true;
  balance = 0;
  usesCount = new Map<number, number>();
  usesByUser = new Map<number, number>();

  private voucherRow(): VoucherRule | null {
    const row = VOUCHERS.find((v) => this.code !== null && v.code.toLowerCase() === this.code.toLowerCase());
    return row ? { ...row, usesCount: this.usesCount.get(row.id) ?? 0 } : null;
  }

  totals(): CartTotals {
    const row = this.voucherRow();
    return cartTotals({
      world: WORLD,
      items: this.items.map((id) => CATALOGUE.find((m) => m.id === id) as PricedMaterial),
      voucher: row,
      unknownVoucherCode: this.code !== null && row === null,
      voucherUsesByUser: row ? (this.usesByUser.get(row.id) ?? 0) : 0,
      signedIn: this.signedIn,
      now: NOW,
      useCredits: this.useCredits,
      availableCredits: this.balance,
    });
  }

  checkout(): void {
    const totals = this.totals();
    const order = priceOrder(totals, { scheme: 'oss', rateBp: 1900, consumerRateBp: 1900 }, this.balance, this.useCredits);
    if (order.creditsUsed > 0) this.balance = applyCreditEntry(this.balance, -order.creditsUsed);
    const row = this.voucherRow();
    if (row && totals.voucherApplied) {
      // What redeemVoucher's conditional UPDATEs guard in D1.
      const total = (this.usesCount.get(row.id) ?? 0) + 1;
      const mine = (this.usesByUser.get(row.id) ?? 0) + 1;
      if (row.maxUsesTotal !== null && total > row.maxUsesTotal) throw new Error('voucher over-redeemed');
      if (row.maxUsesPerUser !== null && mine > row.maxUsesPerUser) throw new Error('voucher over-redeemed by user');
      this.usesCount.set(row.id, total);
      this.usesByUser.set(row.id, mine);
    }
    this.items = [];
    this.code = null;
  }
}

// ---- the reference model: naive, written from the rules' prose ----

interface ModelTotals {
  originalPrice: number;
  totalVoucherDiscount: number;
  usedCredits: number;
  finalPrice: number;
}

class ModelShop {
  items: number[] = [];
  code: string | null = null;
  useCredits = false;
  signedIn = true;
  balance = 0;
  uses: Record<string, number> = {};
  myUses: Record<string, number> = {};

  expected(): ModelTotals & { voucherApplied: boolean } {
    const inCart = CATALOGUE.filter((m) => this.items.includes(m.id));
    const charged: PricedMaterial[] = [];
    for (const item of inCart) {
      let comesWithBundle = false;
      for (const other of inCart) {
        if (other.isBundle && other.id !== item.id && other.bundleItemIds.includes(item.id)) comesWithBundle = true;
      }
      if (!comesWithBundle) charged.push(item);
    }
    let originalPrice = 0;
    for (const item of charged) originalPrice += item.salePrice ?? item.price;

    let discount = 0;
    let applied = false;
    const rule = VOUCHERS.find((v) => this.code !== null && v.code.toUpperCase() === this.code.toUpperCase());
    if (rule) {
      let eligible = 0;
      for (const item of charged) {
        const authorOk = rule.authorIds.length === 0 || rule.authorIds.includes(item.authorId);
        const materialOk = rule.materialIds.length === 0 || rule.materialIds.includes(item.id);
        if (!item.hasFixedPrice && authorOk && materialOk) eligible += item.salePrice ?? item.price;
      }
      const used = this.uses[rule.code] ?? 0;
      const mine = this.myUses[rule.code] ?? 0;
      const ok =
        rule.world === WORLD &&
        NOW >= new Date(`${rule.validFrom}T00:00:00Z`) &&
        NOW < new Date(new Date(`${rule.validUntil}T00:00:00Z`).getTime() + 86_400_000) &&
        (rule.maxUsesTotal === null || used < rule.maxUsesTotal) &&
        (rule.maxUsesPerUser === null || (this.signedIn && mine < rule.maxUsesPerUser)) &&
        originalPrice >= rule.minOrder &&
        eligible > 0;
      if (ok) {
        applied = true;
        discount = rule.kind === 'percent' ? Math.round((eligible * rule.value) / 100) : Math.min(rule.value, eligible);
      }
    }
    const gross = originalPrice - discount;
    let usedCredits = 0;
    if (this.useCredits) usedCredits = this.balance < gross ? this.balance : gross;
    return { originalPrice, totalVoucherDiscount: discount, usedCredits, finalPrice: gross - usedCredits, voucherApplied: applied };
  }

  checkout(): void {
    const expected = this.expected();
    this.balance -= expected.usedCredits;
    const rule = VOUCHERS.find((v) => this.code !== null && v.code.toUpperCase() === this.code.toUpperCase());
    if (rule && expected.voucherApplied) {
      this.uses[rule.code] = (this.uses[rule.code] ?? 0) + 1;
      this.myUses[rule.code] = (this.myUses[rule.code] ?? 0) + 1;
    }
    this.items = [];
    this.code = null;
  }
}

/** Plain checks (vitest's expect is too slow for ~100,000 comparisons). */
function same(what: string, actual: unknown, expected: unknown): void {
  if (actual !== expected) throw new Error(`${what}: real ${String(actual)}, model ${String(expected)}`);
}

function agree(model: ModelShop, real: RealShop): void {
  const totals = real.totals();
  const expected = model.expected();
  same('originalPrice', totals.originalPrice, expected.originalPrice);
  same('totalVoucherDiscount', totals.totalVoucherDiscount, expected.totalVoucherDiscount);
  same('usedCredits', totals.usedCredits, expected.usedCredits);
  same('finalPrice', totals.finalPrice, expected.finalPrice);
  same('voucherApplied', totals.voucherApplied, expected.voucherApplied);
  same('balance', real.balance, model.balance);
  same('balance is not negative', real.balance >= 0, true);
  for (const rule of VOUCHERS) {
    const count = real.usesCount.get(rule.id) ?? 0;
    const mine = real.usesByUser.get(rule.id) ?? 0;
    same(`uses of ${rule.code}`, count, model.uses[rule.code] ?? 0);
    same(`my uses of ${rule.code}`, mine, model.myUses[rule.code] ?? 0);
    if (rule.maxUsesTotal !== null) same(`${rule.code} within its total uses`, count <= rule.maxUsesTotal, true);
    if (rule.maxUsesPerUser !== null) same(`${rule.code} within its uses per user`, mine <= rule.maxUsesPerUser, true);
  }
  // The order the rules would create agrees with the cart (OSS: order gross = cart gross).
  const order = priceOrder(totals, { scheme: 'oss', rateBp: 1900 }, real.balance, real.useCredits);
  same('order gross', order.gross, expected.originalPrice - expected.totalVoucherDiscount);
  same('order credits', order.creditsUsed, expected.usedCredits);
  same('order amount due', order.amountDue, expected.finalPrice);
}

type Cmd = fc.Command<ModelShop, RealShop>;

class AddItem implements Cmd {
  constructor(readonly id: number) {}
  check = (m: Readonly<ModelShop>) => !m.items.includes(this.id);
  run(m: ModelShop, r: RealShop) {
    m.items.push(this.id);
    r.items.push(this.id);
    agree(m, r);
  }
  toString = () => `add(${this.id})`;
}

class RemoveItem implements Cmd {
  constructor(readonly id: number) {}
  check = (m: Readonly<ModelShop>) => m.items.includes(this.id);
  run(m: ModelShop, r: RealShop) {
    m.items = m.items.filter((id) => id !== this.id);
    r.items = r.items.filter((id) => id !== this.id);
    agree(m, r);
  }
  toString = () => `remove(${this.id})`;
}

class ApplyVoucher implements Cmd {
  constructor(readonly code: string) {}
  check = () => true;
  run(m: ModelShop, r: RealShop) {
    m.code = this.code;
    r.code = this.code;
    agree(m, r);
  }
  toString = () => `voucher(${this.code})`;
}

class RemoveVoucher implements Cmd {
  check = (m: Readonly<ModelShop>) => m.code !== null;
  run(m: ModelShop, r: RealShop) {
    m.code = null;
    r.code = null;
    agree(m, r);
  }
  toString = () => 'removeVoucher';
}

class ToggleCredits implements Cmd {
  check = () => true;
  run(m: ModelShop, r: RealShop) {
    m.useCredits = !m.useCredits;
    r.useCredits = !r.useCredits;
    agree(m, r);
  }
  toString = () => 'toggleCredits';
}

class ToggleSignedIn implements Cmd {
  check = () => true;
  run(m: ModelShop, r: RealShop) {
    m.signedIn = !m.signedIn;
    r.signedIn = !r.signedIn;
    agree(m, r);
  }
  toString = () => 'toggleSignedIn';
}

class GrantCredits implements Cmd {
  constructor(readonly amount: number) {}
  check = () => true;
  run(m: ModelShop, r: RealShop) {
    m.balance += this.amount;
    r.balance = applyCreditEntry(r.balance, this.amount);
    agree(m, r);
  }
  toString = () => `grant(${this.amount})`;
}

class Checkout implements Cmd {
  check = (m: Readonly<ModelShop>) => m.signedIn && m.items.length > 0;
  run(m: ModelShop, r: RealShop) {
    m.checkout();
    r.checkout();
    agree(m, r);
  }
  toString = () => 'checkout';
}

const ids = fc.constantFrom(...CATALOGUE.map((m) => m.id));
const commands = fc.commands(
  [
    ids.map((id) => new AddItem(id)),
    ids.map((id) => new RemoveItem(id)),
    fc.constantFrom(...CODES).map((code) => new ApplyVoucher(code)),
    fc.constant(new RemoveVoucher()),
    fc.constant(new ToggleCredits()),
    fc.constant(new ToggleSignedIn()),
    fc.integer({ min: 1, max: 3000 }).map((amount) => new GrantCredits(amount)),
    fc.constant(new Checkout()),
  ],
  { maxCommands: 25, size: 'max' },
);

describe('cart model', () => {
  it('cart rules agree with a naive model over random command sequences', () => {
    fc.assert(
      fc.property(commands, (cmds) => {
        fc.modelRun(() => ({ model: new ModelShop(), real: new RealShop() }), cmds);
      }),
      { numRuns: 10_000 },
    );
  }, 20_000);

  it('the model catches a broken rule (sanity check of the harness)', () => {
    const model = new ModelShop();
    const real = new RealShop();
    real.balance = 5;
    expect(() => agree(model, real)).toThrow(/balance/);
  });
});
