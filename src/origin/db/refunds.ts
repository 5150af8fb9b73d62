import type { RefundPlan, RefundableOrder } from '../domain/commerce/refunds';
import type { OrderRow } from './orders';
import { auditStatement, type AuditEntry } from './staff';

/**
 * Refunds (docs/operations.md, "Refunds"). D1 has no interactive transactions, so a refund takes
 * two guarded batches, like checkout (docs/commerce.md, "Orders and money safety"):
 *
 * 1. reserve: the refund row (UNIQUE request_key: a repeated request finds it), its items
 *    (PRIMARY KEY (order_id, material_id): an item is refunded at most once) and
 *    `orders.refunded + gross` (CHECK refunded <= gross) — one guard failing fails it all;
 * 2. settle (after the provider gave the money back) or fail: the refund leaves `pending` once,
 *    stamped with a token, and every later statement of that batch runs only for that token —
 *    licences, royalty reversal, credits and voucher back, the credit note with the next number.
 */

export interface RefundRow {
  id: number;
  order_id: number;
  request_key: string;
  status: 'pending' | 'done' | 'failed';
  source: 'staff' | 'provider';
  currency: string;
  gross: number;
  net: number;
  vat_amount: number;
  to_payment: number;
  to_credits: number;
  completes_order: number;
  keep_licence: number;
  reason: string;
  staff_id: number | null;
  provider_ref: string | null;
  error: string | null;
  created_at: string;
  settled_at: string | null;
}

export interface RefundItemRow {
  refund_id: number;
  material_id: number;
  title: string;
  gross: number;
  net: number;
  vat_amount: number;
  royalty: number;
}

/** The order as a refund sees it: items with their royalty and whether they were refunded. */
export async function refundableOrder(db: D1Database, order: OrderRow): Promise<RefundableOrder> {
  type Item = { material_id: number; final_price: number; net: number; vat_amount: number; royalty: number; refunded: number };
  const { results: items } = await db
    .prepare(
      `SELECT oi.material_id, oi.final_price, oi.net, oi.vat_amount,
         COALESCE((SELECT SUM(r.amount) FROM royalties r WHERE r.order_id = oi.order_id AND r.material_id = oi.material_id AND r.kind = 'sale'), 0) AS royalty,
         EXISTS (SELECT 1 FROM refund_items ri WHERE ri.order_id = oi.order_id AND ri.material_id = oi.material_id) AS refunded
       FROM order_items oi WHERE oi.order_id = ? ORDER BY oi.material_id`,
    )
    .bind(order.id)
    .all<Item>();
  return {
    status: order.status,
    gross: order.gross,
    amountDue: order.amount_due,
    creditsUsed: order.credits_used,
    refunded: order.refunded,
    refundedToPayment: order.refunded_to_payment,
    items: items.map((i) => ({
      materialId: i.material_id,
      finalPrice: i.final_price,
      net: i.net,
      vatAmount: i.vat_amount,
      royalty: i.royalty,
      refunded: i.refunded === 1,
    })),
  };
}

export interface RefundRequestMeta {
  requestKey: string;
  source: 'staff' | 'provider';
  keepLicence: boolean;
  reason: string;
  staffId: number | null;
  /** The staff action's audit row, written in the reserving batch. */
  audit: Omit<AuditEntry, 'changes'> | null;
}

export type ReserveResult = { reserved: true; refund: RefundRow } | { reserved: false; reason: 'duplicate_key' | 'already_refunded' | 'exceeds_paid' | 'not_paid' };

export async function findRefundByKey(db: D1Database, key: string): Promise<RefundRow | null> {
  return db.prepare('SELECT * FROM refunds WHERE request_key = ?').bind(key).first<RefundRow>();
}

export async function findRefund(db: D1Database, id: number): Promise<RefundRow | null> {
  return db.prepare('SELECT * FROM refunds WHERE id = ?').bind(id).first<RefundRow>();
}

/** The refunds of an order, oldest first. */
export async function refundsOf(db: D1Database, orderId: number): Promise<RefundRow[]> {
  const { results } = await db.prepare('SELECT * FROM refunds WHERE order_id = ? ORDER BY id').bind(orderId).all<RefundRow>();
  return results;
}

export async function refundItems(db: D1Database, refundId: number): Promise<RefundItemRow[]> {
  const { results } = await db
    .prepare(
      `SELECT ri.refund_id, ri.material_id, oi.title, ri.gross, ri.net, ri.vat_amount, ri.royalty
       FROM refund_items ri JOIN order_items oi ON oi.order_id = ri.order_id AND oi.material_id = ri.material_id
       WHERE ri.refund_id = ? ORDER BY ri.material_id`,
    )
    .bind(refundId)
    .all<RefundItemRow>();
  return results;
}

/** Step 1: reserves the refund in one guarded batch (see above). */
export async function reserveRefund(db: D1Database, order: OrderRow, plan: RefundPlan, meta: RefundRequestMeta, now: Date): Promise<ReserveResult> {
  const stamp = now.toISOString();
  const refundId = '(SELECT id FROM refunds WHERE request_key = ?)';
  const statements: D1PreparedStatement[] = [
    db
      .prepare(
        `INSERT INTO refunds (order_id, request_key, status, source, currency, gross, net, vat_amount, to_payment, to_credits, completes_order, keep_licence, reason, staff_id, created_at)
         SELECT ?, ?, 'pending', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE EXISTS (SELECT 1 FROM orders WHERE id = ? AND status = 'paid')`,
      )
      .bind(
        order.id,
        meta.requestKey,
        meta.source,
        order.currency,
        plan.gross,
        plan.net,
        plan.vatAmount,
        plan.toPayment,
        plan.toCredits,
        plan.completesOrder ? 1 : 0,
        meta.keepLicence ? 1 : 0,
        meta.reason,
        meta.staffId,
        stamp,
        order.id,
      ),
    ...plan.lines.map((line) =>
      db
        .prepare(
          `INSERT INTO refund_items (refund_id, order_id, material_id, gross, net, vat_amount, royalty)
           SELECT id, ?, ?, ?, ?, ?, ? FROM refunds WHERE request_key = ?`,
        )
        .bind(order.id, line.materialId, line.gross, line.net, line.vatAmount, line.royalty, meta.requestKey),
    ),
    // CHECK (refunded <= gross) fails the batch when refunds together would pass what was paid;
    // the checks on refunded_to_payment when they would send more back to the payment (or as
    // credits) than it paid — also for two refunds planned at the same time.
    db
      .prepare(`UPDATE orders SET refunded = refunded + ?, refunded_to_payment = refunded_to_payment + ?, updated_at = ? WHERE id = ? AND EXISTS ${refundId}`)
      .bind(plan.gross, plan.toPayment, stamp, order.id, meta.requestKey),
  ];
  if (meta.audit) {
    statements.push(
      auditStatement(
        db,
        {
          ...meta.audit,
          changes: {
            gross: plan.gross,
            toPayment: plan.toPayment,
            toCredits: plan.toCredits,
            keepLicence: meta.keepLicence,
            items: plan.lines.map((l) => ({ materialId: l.materialId, gross: l.gross })),
            requestKey: meta.requestKey,
          },
        },
        now,
        { sql: `EXISTS ${refundId}`, binds: [meta.requestKey] },
      ),
    );
  }
  try {
    await db.batch(statements);
  } catch (error) {
    const message = String((error as Error).message ?? error);
    if (/UNIQUE constraint failed: refunds\.request_key/.test(message)) return { reserved: false, reason: 'duplicate_key' };
    if (/UNIQUE constraint failed: refund_items/.test(message)) return { reserved: false, reason: 'already_refunded' };
    if (/CHECK constraint failed/.test(message)) return { reserved: false, reason: 'exceeds_paid' };
    throw error;
  }
  const refund = await findRefundByKey(db, meta.requestKey);
  return refund ? { reserved: true, refund } : { reserved: false, reason: 'not_paid' };
}

/**
 * Step 2: the provider gave the money back (or nothing was due to it): everything the refund
 * changes, once. True when this call settled it.
 */
export async function settleRefund(db: D1Database, order: OrderRow, refund: RefundRow, providerRef: string | null, now: Date): Promise<boolean> {
  const stamp = now.toISOString();
  const year = now.getUTCFullYear();
  const token = crypto.randomUUID();
  const ours = 'EXISTS (SELECT 1 FROM refunds WHERE id = ? AND settle_token = ?)';
  const b = [refund.id, token] as const;
  const lines = await db
    .prepare('SELECT material_id, net, royalty FROM refund_items WHERE refund_id = ?')
    .bind(refund.id)
    .all<{ material_id: number; net: number; royalty: number }>();
  const statements: D1PreparedStatement[] = [
    db
      .prepare(`UPDATE refunds SET status = 'done', provider_ref = ?, settle_token = ?, settled_at = ? WHERE id = ? AND status = 'pending'`)
      .bind(providerRef, token, stamp, refund.id),
  ];
  if (refund.completes_order === 1) {
    statements.push(db.prepare(`UPDATE orders SET status = 'refunded', updated_at = ? WHERE id = ? AND status = 'paid' AND ${ours}`).bind(stamp, order.id, ...b));
  }
  if (refund.keep_licence === 0) {
    // The licences of the refunded items go, also those that came with a refunded bundle.
    statements.push(
      db
        .prepare(
          `DELETE FROM purchases WHERE order_id = ? AND (material_id IN (SELECT material_id FROM refund_items WHERE refund_id = ?)
             OR via_bundle_id IN (SELECT material_id FROM refund_items WHERE refund_id = ?)) AND ${ours}`,
        )
        .bind(order.id, refund.id, refund.id, ...b),
    );
  }
  for (const line of lines.results) {
    // The author's royalty taken back: the negative of what this refund takes of the sale.
    statements.push(
      db
        .prepare(
          `INSERT INTO royalties (order_id, material_id, author_id, currency, net, rate_bp, amount, active_materials, kind, created_at)
           SELECT order_id, material_id, author_id, currency, ?, rate_bp, ?, active_materials, 'refund', ?
           FROM royalties WHERE order_id = ? AND material_id = ? AND kind = 'sale' AND ${ours}`,
        )
        .bind(-line.net, -line.royalty, stamp, order.id, line.material_id, ...b),
    );
  }
  if (refund.to_credits > 0) {
    statements.push(
      db
        .prepare(`UPDATE credit_balances SET amount = amount + ? WHERE user_id = ? AND currency = ? AND ${ours}`)
        .bind(refund.to_credits, order.user_id, order.currency, ...b),
      db
        .prepare(`INSERT INTO credit_ledger (user_id, currency, amount, reason, order_id, refund_id, created_at) SELECT ?, ?, ?, 'refund', ?, ?, ? WHERE ${ours}`)
        .bind(order.user_id, order.currency, refund.to_credits, order.id, refund.id, stamp, ...b),
    );
  }
  if (refund.completes_order === 1 && order.voucher_id !== null) {
    statements.push(
      db.prepare(`UPDATE vouchers SET uses_count = uses_count - 1 WHERE id = ? AND uses_count > 0 AND ${ours}`).bind(order.voucher_id, ...b),
      db.prepare(`UPDATE voucher_user_uses SET uses = uses - 1 WHERE voucher_id = ? AND user_id = ? AND uses > 0 AND ${ours}`).bind(order.voucher_id, order.user_id, ...b),
    );
  }
  // The credit note with the next number of the order's world and year (no gaps: drawn only here).
  statements.push(
    db.prepare('INSERT INTO invoice_sequences (world, year, last) VALUES (?, ?, 0) ON CONFLICT DO NOTHING').bind(order.world, year),
    db.prepare(`UPDATE invoice_sequences SET last = last + 1 WHERE world = ? AND year = ? AND ${ours}`).bind(order.world, year, ...b),
    db
      .prepare(
        `INSERT INTO invoices (world, year, seq, number, kind, order_id, user_id, refund_id, issued_at)
         SELECT world, year, last, printf('%s-%d-%06d', upper(world), year, last), 'credit_note', ?, ?, ?, ?
         FROM invoice_sequences WHERE world = ? AND year = ? AND ${ours}`,
      )
      .bind(order.id, order.user_id, refund.id, stamp, order.world, year, ...b),
  );
  await db.batch(statements);
  const after = await db.prepare('SELECT settle_token FROM refunds WHERE id = ?').bind(refund.id).first<{ settle_token: string | null }>();
  return after?.settle_token === token;
}

/** The provider refused: the refund fails once, its items and its share of the order are free again. */
export async function failRefund(db: D1Database, refund: RefundRow, error: string, now: Date): Promise<boolean> {
  const token = crypto.randomUUID();
  const ours = 'EXISTS (SELECT 1 FROM refunds WHERE id = ? AND settle_token = ?)';
  await db.batch([
    db
      .prepare(`UPDATE refunds SET status = 'failed', error = ?, settle_token = ?, settled_at = ? WHERE id = ? AND status = 'pending'`)
      .bind(error.slice(0, 500), token, now.toISOString(), refund.id),
    db.prepare(`DELETE FROM refund_items WHERE refund_id = ? AND ${ours}`).bind(refund.id, refund.id, token),
    db
      .prepare(`UPDATE orders SET refunded = refunded - ?, refunded_to_payment = refunded_to_payment - ? WHERE id = ? AND ${ours}`)
      .bind(refund.gross, refund.to_payment, refund.order_id, refund.id, token),
  ]);
  const after = await db.prepare('SELECT settle_token FROM refunds WHERE id = ?').bind(refund.id).first<{ settle_token: string | null }>();
  return after?.settle_token === token;
}
