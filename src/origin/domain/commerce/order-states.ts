/**
 * The order's life (migration 0008 `orders.status`): a new order is pending; the payment makes it
 * paid, failed or cancelled; a paid order can be refunded. Nothing else moves: a payment that
 * arrives for a failed or cancelled order (its voucher and credits are already given back) is
 * recorded for a refund, never applied (docs/commerce.md).
 */

import type { OrderState } from '../../../shared/schemas/commerce';

export const ORDER_TRANSITIONS: Readonly<Record<OrderState, readonly OrderState[]>> = {
  pending: ['paid', 'failed', 'cancelled'],
  failed: [],
  paid: ['refunded'],
  cancelled: [],
  refunded: [],
};

export function canTransition(from: OrderState, to: OrderState): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}
