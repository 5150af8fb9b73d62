import { royaltyFor } from '../domain/commerce/royalties';
import { canTransition } from '../domain/commerce/order-states';
import {
  activeMaterialCounts,
  closeOrder,
  findOrder,
  isDuplicateEvent,
  markOrderPaid,
  orderItems,
  recordEvent,
  type OrderRow,
  type PaymentEventRecord,
  type RoyaltyLine,
} from '../db/orders';
import type { PaymentEvent } from '../providers/payments';
import { refundFromProvider } from './refund-order';

/** What applying a payment event did; every case answers the provider with 200 (it was received). */
export type SettleResult = 'paid' | 'failed' | 'cancelled' | 'refunded' | 'duplicate' | 'unknown_order' | 'amount_mismatch' | 'no_change';

async function royaltiesOf(db: D1Database, order: OrderRow): Promise<RoyaltyLine[]> {
  const items = await orderItems(db, order.id);
  const counts = await activeMaterialCounts(db, [...new Set(items.map((i) => i.author_id))]);
  return items.map((item) => {
    const activeMaterials = counts.get(item.author_id) ?? 0;
    const { rateBp, amount } = royaltyFor(item.net, activeMaterials);
    return { materialId: item.material_id, authorId: item.author_id, net: item.net, rateBp, amount, activeMaterials };
  });
}

async function once(run: () => Promise<boolean>, done: SettleResult): Promise<SettleResult> {
  try {
    return (await run()) ? done : 'no_change';
  } catch (error) {
    if (isDuplicateEvent(error)) return 'duplicate';
    throw error;
  }
}

/** Pays an order that needs no provider: free, fully paid by credits, or bought on invoice by a school. */
export async function settleWithoutProvider(db: D1Database, order: OrderRow, now = new Date()): Promise<SettleResult> {
  const event: PaymentEventRecord = { provider: 'kreide', eventId: `${order.payment_method}_${order.public_id}`, type: `settled.${order.payment_method}` };
  return once(async () => markOrderPaid(db, order, event, await royaltiesOf(db, order), now), 'paid');
}

/**
 * Applies a provider's event to its order, at most once per (provider, event id), whatever the
 * order of delivery: a paid event pays a pending order only when amount and currency match; a
 * failure or cancellation closes a pending order and gives back voucher and credits; a refund
 * at the provider refunds what Kreide has not refunded itself. Anything else is recorded and changes nothing.
 */
export async function applyPaymentEvent(db: D1Database, event: PaymentEvent, now = new Date()): Promise<SettleResult> {
  const record: PaymentEventRecord = { provider: event.provider, eventId: event.eventId, type: event.outcome };
  const order = await findOrder(db, event.orderId);
  if (!order) {
    return (await recordEvent(db, { ...record, type: `${event.outcome}.unknown_order` }, null, now)) ? 'unknown_order' : 'duplicate';
  }
  switch (event.outcome) {
    case 'paid': {
      if (order.payment_method !== event.provider) {
        console.error('payment event from another provider', { order: order.public_id, method: order.payment_method, provider: event.provider });
        return (await recordEvent(db, { ...record, type: 'paid.wrong_provider' }, order.id, now)) ? 'no_change' : 'duplicate';
      }
      if (event.amount !== null && (event.amount !== order.amount_due || (event.currency !== null && event.currency !== order.currency))) {
        console.error('payment amount mismatch', { order: order.public_id, expected: order.amount_due, got: event.amount, currency: event.currency });
        return (await recordEvent(db, { ...record, type: 'paid.amount_mismatch' }, order.id, now)) ? 'amount_mismatch' : 'duplicate';
      }
      if (!canTransition(order.status, 'paid')) {
        if (order.status !== 'paid') console.error('payment for a closed order needs a refund', { order: order.public_id, status: order.status });
        return (await recordEvent(db, { ...record, type: `paid.when_${order.status}` }, order.id, now)) ? 'no_change' : 'duplicate';
      }
      return once(async () => markOrderPaid(db, order, record, await royaltiesOf(db, order), now), 'paid');
    }
    case 'failed':
    case 'cancelled': {
      if (!canTransition(order.status, event.outcome)) {
        return (await recordEvent(db, { ...record, type: `${event.outcome}.when_${order.status}` }, order.id, now)) ? 'no_change' : 'duplicate';
      }
      return once(() => closeOrder(db, order, event.outcome as 'failed' | 'cancelled', record, now), event.outcome);
    }
    case 'refunded': {
      if (!canTransition(order.status, 'refunded')) {
        return (await recordEvent(db, { ...record, type: `refunded.when_${order.status}` }, order.id, now)) ? 'no_change' : 'duplicate';
      }
      // Refunded whole at the provider: what Kreide has not refunded itself yet (docs/operations.md, "Refunds").
      const first = await recordEvent(db, { ...record, type: 'refunded' }, order.id, now);
      if (await refundFromProvider(db, order, `${event.provider}:${event.eventId}`, now)) return 'refunded';
      return first ? 'no_change' : 'duplicate';
    }
  }
}
