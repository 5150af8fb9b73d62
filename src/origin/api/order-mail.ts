import type { Context } from 'hono';
import type { OriginEnv } from '../env';
import { orderPaidEmail, schoolInvoiceEmail, type PaidOrderFacts } from '../domain/commerce/order-emails';
import { findOrder, invoiceOf, orderItems } from '../db/orders';
import { schoolInvoiceEmail as schoolInvoiceEmailOf } from '../db/schools';
import { findBuyerContact } from '../db/users';
import { queueMail } from '../providers/send-mail';
import { publicUrl } from '../http/public-url';
import { notifyPaidOrder } from '../notifications/notify';

/**
 * After an order was paid: the buyer's confirmation, and for an invoice purchase the school's
 * invoice notice. Queued in the outbox; delivery happens after the response.
 */
export async function mailPaidOrder(c: Context<{ Bindings: OriginEnv }>, publicId: string): Promise<void> {
  const db = c.env.DB;
  const order = await findOrder(db, publicId);
  if (!order || order.status !== 'paid') return;
  const [items, invoice, buyer] = await Promise.all([
    orderItems(db, order.id),
    invoiceOf(db, order.id),
    findBuyerContact(db, order.user_id),
  ]);
  const waitUntil = (p: Promise<unknown>) => c.executionCtx.waitUntil(p);
  // The bell: the buyer's paid order and each author's sale (docs/notifications.md).
  await notifyPaidOrder(c.env, order, items, waitUntil).catch((error: unknown) => console.error('paid-order notifications failed', error));
  if (!buyer) return;
  const facts: PaidOrderFacts = {
    publicId: order.public_id,
    world: order.world,
    paymentMethod: order.payment_method,
    gross: order.gross,
    currency: order.currency,
    invoiceNumber: invoice?.number ?? null,
    titles: items.map((i) => i.title),
  };
  await queueMail(c.env, waitUntil, orderPaidEmail(facts, buyer.email, publicUrl(c)));
  if (order.payment_method === 'invoice' && order.school_id !== null) {
    const invoiceEmail = await schoolInvoiceEmailOf(db, order.school_id);
    if (invoiceEmail) await queueMail(c.env, waitUntil, schoolInvoiceEmail(facts, invoiceEmail, buyer.name, publicUrl(c)));
  }
}
