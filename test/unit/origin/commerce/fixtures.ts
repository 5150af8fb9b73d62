import type { CartInput, PricedMaterial, VoucherRule } from '../../../../src/origin/domain/commerce/cart-totals';

export function material(id: number, price: number, extra: Partial<PricedMaterial> = {}): PricedMaterial {
  return { id, authorId: 1, price, salePrice: null, hasFixedPrice: false, isBundle: false, bundleItemIds: [], ...extra };
}

export function voucher(extra: Partial<VoucherRule> = {}): VoucherRule {
  return {
    id: 1,
    code: 'SPRING',
    world: 'de',
    kind: 'percent',
    value: 10,
    validFrom: '2026-01-01',
    validUntil: '2026-12-31',
    minOrder: 0,
    maxUsesTotal: null,
    maxUsesPerUser: null,
    usesCount: 0,
    authorIds: [],
    materialIds: [],
    ...extra,
  };
}

export function cart(extra: Partial<CartInput> = {}): CartInput {
  return {
    world: 'de',
    items: [],
    voucher: null,
    voucherUsesByUser: 0,
    signedIn: true,
    now: new Date('2026-06-15T12:00:00Z'),
    useCredits: false,
    availableCredits: 0,
    ...extra,
  };
}
