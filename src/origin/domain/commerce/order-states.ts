/**
 * The order's life (migration 0008 `orders.status`): a new order is pending; the payment makes it
 * paid, failed or cancelled; a payment that succeeds after a failure still makes it paid; a paid
 * order can be refunded. Nothing else moves.
 */

import type { OrderState } from '../../../shared/schemas/commerce';

export const ORDER_TRANSITIONS: Readonly<Record<OrderState, readonly OrderState[]>> = {
  pending: ['paid', 'failed', 'cancelled'],
  failed: ['paid'],
  paid: ['refunded'],
  cancelled: [],
  refunded: [],
};

export function canTransition(from: OrderState, to: OrderState): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}
