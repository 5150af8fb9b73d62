/**
 * Pure helpers of the vouchers screen (VoucherWallet): what a redemption did to the cart, how a
 * voucher's value reads, and where an order's confirmation is. No React, tested on their own.
 */

import type { Cart, VoucherError, VoucherUse } from '../../shared/schemas/commerce';
import { formatPrice } from '../../shared/money';

/** What redeeming a code did: the voucher is in the cart, or the cart refused it and says why. */
export type RedeemOutcome = { kind: 'applied'; code: string } | { kind: 'refused'; error: VoucherError };

/** The outcome of `POST v1/cart/voucher/apply` as the cart answered it. */
export function redeemOutcome(cart: Pick<Cart, 'voucher' | 'voucherError'>): RedeemOutcome {
  if (cart.voucherError) return { kind: 'refused', error: cart.voucherError };
  if (cart.voucher) return { kind: 'applied', code: cart.voucher.code };
  // Applied without a voucher in the answer cannot happen; read it as unknown rather than as success.
  return { kind: 'refused', error: 'unknown' };
}

/** A voucher's value as the screen shows it: the percent text the caller localizes, or the amount. */
export function voucherValueText(use: Pick<VoucherUse, 'kind' | 'value' | 'currency'>, percent: (value: number) => string): string {
  return use.kind === 'percent' ? percent(use.value) : formatPrice(use.value, use.currency);
}

/** The order confirmation screen of an order (`/de/bestellbestaetigung?order=o_…`), or null without the route. */
export function orderConfirmationHref(base: string | null, orderId: string): string | null {
  return base ? `${base}?order=${encodeURIComponent(orderId)}` : null;
}
