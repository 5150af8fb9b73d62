import { planRefund, remainingLines, type RefundRequestLine } from '../domain/commerce/refunds';
import type { OrderRow } from '../db/orders';
import { failRefund, findRefund, findRefundByKey, refundableOrder, reserveRefund, settleRefund, type RefundRow } from '../db/refunds';
import type { StaffActor } from '../http/staff';
import { ApiError } from '../http/errors';
import { PaymentProviderError, type PaymentProvider } from '../providers/payments';

/**
 * Refunds a paid order, wholly or in part (docs/operations.md, "Refunds"): reserve (one guarded
 * batch), give the money back at the provider (idempotent by the request key), settle (one
 * guarded batch). A repeated request with the same key finds the refund and finishes it if it is
 * still under way, so two clicks, a retry and a crash between the steps never refund twice.
 */
export async function refundFromStaff(
  db: D1Database,
  provider: PaymentProvider,
  order: OrderRow,
  request: { requestKey: string; lines: RefundRequestLine[]; keepLicence: boolean; reason: string },
  actor: StaffActor,
  now = new Date(),
): Promise<RefundRow> {
  let refund = await findRefundByKey(db, request.requestKey);
  if (!refund) {
    const planned = planRefund(await refundableOrder(db, order), request.lines);
    if (!planned.ok) throw refusal(planned.code);
    const reserved = await reserveRefund(
      db,
      order,
      planned.plan,
      {
        requestKey: request.requestKey,
        source: 'staff',
        keepLicence: request.keepLicence,
        reason: request.reason,
        staffId: actor.userId,
        audit: { staffId: actor.userId, role: actor.role, action: 'order.refund', objectType: 'order', objectId: order.public_id, reason: request.reason },
      },
      now,
    );
    if (reserved.reserved) refund = reserved.refund;
    else if (reserved.reason === 'duplicate_key') refund = await findRefundByKey(db, request.requestKey);
    else throw refusal(reserved.reason);
    if (!refund) throw refusal('not_paid');
  }
  if (refund.order_id !== order.id) throw new ApiError(409, 'key_reused', 'This refund key belongs to another order.', { field: 'requestKey' });
  return finish(db, provider, order, refund, now);
}

/** Gives the money back at the provider (when some goes to the payment) and settles, once. */
async function finish(db: D1Database, provider: PaymentProvider, order: OrderRow, refund: RefundRow, now: Date): Promise<RefundRow> {
  if (refund.status !== 'pending') return refund;
  let refundRef: string | null = null;
  if (refund.to_payment > 0 && refund.source === 'staff' && (order.payment_method === 'stripe' || order.payment_method === 'demo')) {
    if (order.payment_method !== provider.name || !order.provider_ref) {
      await failRefund(db, refund, `the order was paid with ${order.payment_method}, not ${provider.name}`, now);
      throw new ApiError(409, 'provider_mismatch', 'This order was paid with another payment provider.');
    }
    try {
      refundRef = (
        await provider.refund({
          providerRef: order.provider_ref,
          orderId: order.public_id,
          refundId: refund.id,
          amount: refund.to_payment,
          currency: order.currency,
          idempotencyKey: `refund_${refund.request_key}`,
        })
      ).refundRef;
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      // Refused for good (4xx): the refund fails and its items are free again. Unreachable: it stays under way for a retry.
      if (error.status !== null && error.status >= 400 && error.status < 500) await failRefund(db, refund, error.message, now);
      throw new ApiError(502, 'refund_failed', `The payment provider did not refund: ${error.message}`);
    }
  }
  await settleRefund(db, order, refund, refundRef, now);
  return (await findRefund(db, refund.id)) ?? refund;
}

/**
 * A refund the provider reports (Stripe's `charge.refunded` for a payment refunded whole in its
 * dashboard): every item not refunded yet is refunded, licences withdrawn. Keyed by the event,
 * so a replay finds it; false when there was nothing left to refund (Kreide refunded it itself).
 */
export async function refundFromProvider(db: D1Database, order: OrderRow, eventKey: string, now = new Date()): Promise<boolean> {
  let refund = await findRefundByKey(db, eventKey);
  if (!refund) {
    const refundable = await refundableOrder(db, order);
    const lines = remainingLines(refundable);
    if (lines.length === 0) return false;
    const planned = planRefund(refundable, lines);
    if (!planned.ok) return false;
    const reserved = await reserveRefund(
      db,
      order,
      planned.plan,
      { requestKey: eventKey, source: 'provider', keepLicence: false, reason: 'refunded at the payment provider', staffId: null, audit: null },
      now,
    );
    if (reserved.reserved) refund = reserved.refund;
    else if (reserved.reason === 'duplicate_key') refund = await findRefundByKey(db, eventKey);
    if (!refund) return false;
  }
  if (refund.status !== 'pending') return false;
  return settleRefund(db, order, refund, null, now);
}

function refusal(code: string): ApiError {
  const messages: Record<string, [number, string]> = {
    not_paid: [409, 'Only a paid order can be refunded.'],
    no_items: [400, 'Name at least one item to refund.'],
    unknown_item: [400, 'That item is not part of this order.'],
    duplicate_item: [400, 'Name each item once.'],
    already_refunded: [409, 'That item has been refunded already.'],
    nothing_to_refund: [409, 'That item cost nothing.'],
    invalid_amount: [400, 'The amount must be more than 0 and at most what the item cost.'],
    exceeds_paid: [409, 'Refunds together may not pass what was paid.'],
  };
  const [status, message] = messages[code] ?? [409, 'The refund is not possible.'];
  return new ApiError(status as 400 | 409, code, message);
}

