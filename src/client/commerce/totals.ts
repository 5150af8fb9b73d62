/** Which totals lines the cart, the payment page and the order confirmation show (pure). */

import type { Cart, Order } from '../../shared/schemas/commerce';

export type TotalsLineKind = 'subtotal' | 'voucher' | 'credits' | 'total' | 'net' | 'vat' | 'amountDue';

export interface TotalsLine {
  kind: TotalsLineKind;
  /** Minor units; discounts are negative. */
  amount: number;
}

/** Subtotal and total always; the voucher and the credits only when they take something off. */
export function cartTotalsLines(cart: Pick<Cart, 'originalPrice' | 'totalVoucherDiscount' | 'usedCredits' | 'finalPrice'>): TotalsLine[] {
  const lines: TotalsLine[] = [{ kind: 'subtotal', amount: cart.originalPrice }];
  if (cart.totalVoucherDiscount > 0) lines.push({ kind: 'voucher', amount: -cart.totalVoucherDiscount });
  if (cart.usedCredits > 0) lines.push({ kind: 'credits', amount: -cart.usedCredits });
  lines.push({ kind: 'total', amount: cart.finalPrice });
  return lines;
}

/**
 * An order's lines: subtotal, voucher, the gross total with its net and VAT, and, when credits
 * paid part of it, the credits and what remained to pay.
 */
export function orderTotalsLines(
  order: Pick<Order, 'originalPrice' | 'voucherDiscount' | 'creditsUsed' | 'gross' | 'net' | 'vatAmount' | 'amountDue'>,
): TotalsLine[] {
  const lines: TotalsLine[] = [{ kind: 'subtotal', amount: order.originalPrice }];
  if (order.voucherDiscount > 0) lines.push({ kind: 'voucher', amount: -order.voucherDiscount });
  lines.push({ kind: 'total', amount: order.gross });
  lines.push({ kind: 'net', amount: order.net });
  lines.push({ kind: 'vat', amount: order.vatAmount });
  if (order.creditsUsed > 0) {
    lines.push({ kind: 'credits', amount: -order.creditsUsed });
    lines.push({ kind: 'amountDue', amount: order.amountDue });
  }
  return lines;
}

/** A VAT rate as a percentage for display: rates come as a fraction (0.19) or as percent (19). */
export function vatPercent(rate: number): string {
  const percent = rate > 0 && rate <= 1 ? rate * 100 : rate;
  return String(Math.round(percent * 100) / 100);
}

/** Items of the cart that come with a bundle in the cart (not charged twice). */
export function bundledItemIds(cart: Pick<Cart, 'itemsInBundles'>): Set<number> {
  return new Set(cart.itemsInBundles.map((item) => item.materialId));
}
