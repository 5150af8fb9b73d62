import type { Context } from 'hono';
import type { OriginEnv } from '../env';
import { orderPaidEmail, schoolInvoiceEmail, type PaidOrderFacts } from '../domain/commerce/order-emails';
import { findOrder, invoiceOf, orderItems } from '../db/orders';
import { queueMail } from '../providers/send-mail';

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
    db.prepare('SELECT email, COALESCE(NULLIF(user_name, \'\'), public_name, email) AS name FROM users WHERE id = ?').bind(order.user_id).first<{ email: string; name: string }>(),
  ]);
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
  const waitUntil = (p: Promise<unknown>) => c.executionCtx.waitUntil(p);
  await queueMail(c.env, waitUntil, orderPaidEmail(facts, buyer.email, c.env.PUBLIC_URL));
  if (order.payment_method === 'invoice' && order.school_id !== null) {
    const school = await db.prepare('SELECT invoice_email FROM schools WHERE id = ?').bind(order.school_id).first<{ invoice_email: string | null }>();
    if (school?.invoice_email) await queueMail(c.env, waitUntil, schoolInvoiceEmail(facts, school.invoice_email, buyer.name, c.env.PUBLIC_URL));
  }
}
