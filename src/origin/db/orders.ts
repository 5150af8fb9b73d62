import type { OrderState, PaymentMethod } from '../../shared/schemas/commerce';

/**
 * Orders and what paying, failing and refunding them writes. D1 has no interactive
 * transactions: each change is one batch whose statements after the state change run only when
 * that batch made it (`state_event_id` = this event), guarded by UNIQUE and CHECK constraints
 * (voucher uses, credit balances) so an overspending batch fails whole. docs/commerce.md.
 */

export interface OrderRow {
  id: number;
  public_id: string;
  world: string;
  user_id: number;
  cart_id: number;
  school_id: number | null;
  idempotency_key: string;
  status: OrderState;
  payment_method: PaymentMethod;
  currency: string;
  original_price: number;
  voucher_id: number | null;
  voucher_discount: number;
  credits_used: number;
  gross: number;
  net: number;
  vat_amount: number;
  vat_rate_bp: number;
  vat_scheme: 'oss' | 'reverse_charge' | 'outside_eu';
  buyer_country: string;
  buyer_vat_id: string | null;
  vat_verification_id: number | null;
  country_evidence: string;
  billing: string;
  amount_due: number;
  provider_ref: string | null;
  redirect_url: string | null;
  state_event_id: string | null;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
  /** Refunded so far, reserved or done (docs/operations.md, "Refunds"). */
  refunded: number;
  /** Of that, what went back to the payment (the rest went back as credits). */
  refunded_to_payment: number;
  /** When the buyer agreed to immediate delivery and the end of the withdrawal right. */
  withdrawal_consent_at: string | null;
}

export interface OrderItemRow {
  material_id: number;
  author_id: number;
  title: string;
  slug: string;
  list_price: number;
  final_price: number;
  voucher_discount: number;
  net: number;
  vat_amount: number;
}

export async function findOrder(db: D1Database, publicId: string): Promise<OrderRow | null> {
  return db.prepare('SELECT * FROM orders WHERE public_id = ?').bind(publicId).first<OrderRow>();
}

export async function findOrderById(db: D1Database, id: number): Promise<OrderRow | null> {
  return db.prepare('SELECT * FROM orders WHERE id = ?').bind(id).first<OrderRow>();
}

export async function findOrderByKey(db: D1Database, userId: number, key: string): Promise<OrderRow | null> {
  return db.prepare('SELECT * FROM orders WHERE user_id = ? AND idempotency_key = ?').bind(userId, key).first<OrderRow>();
}

export async function findActiveOrderForCart(db: D1Database, cartId: number): Promise<OrderRow | null> {
  return db.prepare(`SELECT * FROM orders WHERE cart_id = ? AND status IN ('pending', 'paid')`).bind(cartId).first<OrderRow>();
}

export async function orderItems(db: D1Database, orderId: number): Promise<OrderItemRow[]> {
  const { results } = await db
    .prepare(
      `SELECT oi.material_id, oi.author_id, oi.title, m.slug, oi.list_price, oi.final_price, oi.voucher_discount, oi.net, oi.vat_amount
       FROM order_items oi JOIN materials m ON m.id = oi.material_id WHERE oi.order_id = ? ORDER BY oi.material_id`,
    )
    .bind(orderId)
    .all<OrderItemRow>();
  return results;
}

export async function userOrders(db: D1Database, userId: number, page: number, limit: number): Promise<{ rows: OrderRow[]; total: number }> {
  const [rows, total] = await db.batch([
    db.prepare('SELECT * FROM orders WHERE user_id = ? ORDER BY id DESC LIMIT ? OFFSET ?').bind(userId, limit, (page - 1) * limit),
    db.prepare('SELECT COUNT(*) AS n FROM orders WHERE user_id = ?').bind(userId),
  ]);
  return { rows: (rows?.results ?? []) as OrderRow[], total: ((total?.results ?? [])[0] as { n: number } | undefined)?.n ?? 0 };
}

export interface NewOrder {
  publicId: string;
  world: string;
  userId: number;
  cartId: number;
  schoolId: number | null;
  idempotencyKey: string;
  paymentMethod: PaymentMethod;
  currency: string;
  originalPrice: number;
  voucherId: number | null;
  voucherMaxUsesPerUser: number | null;
  voucherDiscount: number;
  creditsUsed: number;
  gross: number;
  net: number;
  vatAmount: number;
  vatRateBp: number;
  vatScheme: 'oss' | 'reverse_charge' | 'outside_eu';
  buyerCountry: string;
  buyerVatId: string | null;
  /** The stored VAT id verification a reverse charge relied on (vat_verifications.id). */
  vatVerificationId: number | null;
  countryEvidence: Record<string, string | null>;
  billing: Record<string, unknown>;
  amountDue: number;
  withdrawalConsentAt: string | null;
  items: { materialId: number; authorId: number; title: string; listPrice: number; finalPrice: number; voucherDiscount: number; net: number; vatAmount: number }[];
}

export type PlaceOrderResult = { placed: true } | { placed: false; reason: 'duplicate_key' | 'cart_has_order' | 'voucher_used_up' | 'credits_changed' };

/**
 * Writes a pending order with its items and reserves the voucher use and the credits, all in
 * one batch: a second order of the same cart, a reused idempotency key, a voucher past its
 * limits or a balance below zero makes the whole batch fail and nothing is written.
 */
export async function placeOrder(db: D1Database, order: NewOrder, now: Date): Promise<PlaceOrderResult> {
  const stamp = now.toISOString();
  const orderId = '(SELECT id FROM orders WHERE public_id = ?)';
  const statements: D1PreparedStatement[] = [
    db
      .prepare(
        `INSERT INTO orders (public_id, world, user_id, cart_id, school_id, idempotency_key, status, payment_method, currency,
           original_price, voucher_id, voucher_discount, credits_used, gross, net, vat_amount, vat_rate_bp, vat_scheme,
           buyer_country, buyer_vat_id, vat_verification_id, country_evidence, billing, amount_due, withdrawal_consent_at, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        order.publicId,
        order.world,
        order.userId,
        order.cartId,
        order.schoolId,
        order.idempotencyKey,
        order.paymentMethod,
        order.currency,
        order.originalPrice,
        order.voucherId,
        order.voucherDiscount,
        order.creditsUsed,
        order.gross,
        order.net,
        order.vatAmount,
        order.vatRateBp,
        order.vatScheme,
        order.buyerCountry,
        order.buyerVatId,
        order.vatVerificationId,
        JSON.stringify(order.countryEvidence),
        JSON.stringify(order.billing),
        order.amountDue,
        order.withdrawalConsentAt,
        stamp,
        stamp,
      ),
    ...order.items.map((item) =>
      db
        .prepare(
          `INSERT INTO order_items (order_id, material_id, author_id, title, list_price, final_price, voucher_discount, net, vat_amount)
           VALUES (${orderId}, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .bind(order.publicId, item.materialId, item.authorId, item.title, item.listPrice, item.finalPrice, item.voucherDiscount, item.net, item.vatAmount),
    ),
  ];
  if (order.voucherId !== null) {
    statements.push(
      // CHECK (uses_count <= max_uses_total) fails the batch when the last use is gone.
      db.prepare('UPDATE vouchers SET uses_count = uses_count + 1 WHERE id = ?').bind(order.voucherId),
      db
        .prepare(
          `INSERT INTO voucher_user_uses (voucher_id, user_id, uses, max_uses) VALUES (?, ?, 1, ?)
           ON CONFLICT (voucher_id, user_id) DO UPDATE SET uses = uses + 1`,
        )
        .bind(order.voucherId, order.userId, order.voucherMaxUsesPerUser),
    );
  }
  if (order.creditsUsed > 0) {
    statements.push(
      // CHECK (amount >= 0) fails the batch when the balance does not cover it.
      db.prepare('UPDATE credit_balances SET amount = amount - ? WHERE user_id = ? AND currency = ?').bind(order.creditsUsed, order.userId, order.currency),
      db
        .prepare(
          `INSERT INTO credit_ledger (user_id, currency, amount, reason, order_id, created_at)
           SELECT ?, ?, ?, 'order', ${orderId}, ? WHERE EXISTS (SELECT 1 FROM credit_balances WHERE user_id = ? AND currency = ?)`,
        )
        .bind(order.userId, order.currency, -order.creditsUsed, order.publicId, stamp, order.userId, order.currency),
    );
  }
  try {
    await db.batch(statements);
    return { placed: true };
  } catch (error) {
    const message = String((error as Error).message ?? error);
    if (/UNIQUE constraint failed: orders\.user_id, orders\.idempotency_key/.test(message)) return { placed: false, reason: 'duplicate_key' };
    if (/UNIQUE constraint failed: orders\.cart_id/.test(message)) return { placed: false, reason: 'cart_has_order' };
    if (/CHECK constraint failed/.test(message) && /vouchers|voucher_user_uses|uses/.test(message)) return { placed: false, reason: 'voucher_used_up' };
    if (/CHECK constraint failed/.test(message)) return { placed: false, reason: 'credits_changed' };
    throw error;
  }
}

export async function setPaymentRedirect(db: D1Database, orderId: number, providerRef: string, redirectUrl: string, now: Date): Promise<void> {
  await db
    .prepare('UPDATE orders SET provider_ref = ?, redirect_url = ?, updated_at = ? WHERE id = ?')
    .bind(providerRef, redirectUrl, now.toISOString(), orderId)
    .run();
}

/** A royalty line prepared by the caller (the tier rule is a pure function). */
export interface RoyaltyLine {
  materialId: number;
  authorId: number;
  net: number;
  rateBp: number;
  amount: number;
  activeMaterials: number;
}

export async function activeMaterialCounts(db: D1Database, authorIds: number[]): Promise<Map<number, number>> {
  if (authorIds.length === 0) return new Map();
  const marks = authorIds.map(() => '?').join(',');
  const { results } = await db
    .prepare(`SELECT author_id, COUNT(*) AS n FROM materials WHERE author_id IN (${marks}) AND is_active = 1 AND deleted_at IS NULL GROUP BY author_id`)
    .bind(...authorIds)
    .all<{ author_id: number; n: number }>();
  return new Map(results.map((r) => [r.author_id, r.n]));
}

export interface PaymentEventRecord {
  provider: string;
  eventId: string;
  type: string;
}

function eventStatement(db: D1Database, event: PaymentEventRecord, orderId: number, stamp: string): D1PreparedStatement {
  // PRIMARY KEY (provider, event_id): a replayed event fails its batch, which changes nothing.
  return db
    .prepare('INSERT INTO payment_events (provider, event_id, order_id, type, received_at) VALUES (?, ?, ?, ?, ?)')
    .bind(event.provider, event.eventId, orderId, event.type, stamp);
}

export function isDuplicateEvent(error: unknown): boolean {
  return /UNIQUE constraint failed: payment_events/.test(String((error as Error)?.message ?? error));
}

/**
 * Marks a pending order paid, once: the licences (also for a bundle's contents, and for the
 * buyer's school on a school purchase), the sales, the royalties, the invoice with the next
 * number of its world and year, and the cart closed — all only when this batch made the change.
 */
export async function markOrderPaid(
  db: D1Database,
  order: OrderRow,
  event: PaymentEventRecord,
  royalties: RoyaltyLine[],
  now: Date,
): Promise<boolean> {
  const stamp = now.toISOString();
  const year = now.getUTCFullYear();
  const stateId = `${event.provider}:${event.eventId}`;
  const ours = 'EXISTS (SELECT 1 FROM orders WHERE id = ? AND state_event_id = ?)';
  const statements: D1PreparedStatement[] = [
    eventStatement(db, event, order.id, stamp),
    db
      .prepare(`UPDATE orders SET status = 'paid', paid_at = ?, updated_at = ?, state_event_id = ? WHERE id = ? AND status = 'pending'`)
      .bind(stamp, stamp, stateId, order.id),
    db
      .prepare(
        `INSERT INTO purchases (user_id, material_id, order_id, school_id, via_bundle_id, licence_id, created_at)
         SELECT ?, oi.material_id, ?, ?, NULL, ? || '-' || oi.material_id, ? FROM order_items oi
         WHERE oi.order_id = ? AND ${ours}
         ON CONFLICT (user_id, material_id) DO NOTHING`,
      )
      .bind(order.user_id, order.id, order.school_id, `L-${order.public_id}`, stamp, order.id, order.id, stateId),
    db
      .prepare(
        `INSERT INTO purchases (user_id, material_id, order_id, school_id, via_bundle_id, licence_id, created_at)
         SELECT ?, bi.material_id, ?, ?, bi.bundle_id, ? || '-' || bi.material_id, ? FROM order_items oi
         JOIN bundle_items bi ON bi.bundle_id = oi.material_id
         WHERE oi.order_id = ? AND ${ours}
         ON CONFLICT (user_id, material_id) DO NOTHING`,
      )
      .bind(order.user_id, order.id, order.school_id, `L-${order.public_id}`, stamp, order.id, order.id, stateId),
    db
      .prepare(
        `INSERT INTO sales (material_id, buyer_id, price, currency, created_at)
         SELECT oi.material_id, ?, oi.final_price, ?, ? FROM order_items oi WHERE oi.order_id = ? AND ${ours}`,
      )
      .bind(order.user_id, order.currency, stamp, order.id, order.id, stateId),
    db
      .prepare(
        `UPDATE materials SET sales_count = sales_count + 1
         WHERE id IN (SELECT material_id FROM order_items WHERE order_id = ?) AND ${ours}`,
      )
      .bind(order.id, order.id, stateId),
    ...royalties.map((r) =>
      db
        .prepare(
          `INSERT INTO royalties (order_id, material_id, author_id, currency, net, rate_bp, amount, active_materials, kind, created_at)
           SELECT ?, ?, ?, ?, ?, ?, ?, ?, 'sale', ? WHERE ${ours}`,
        )
        .bind(order.id, r.materialId, r.authorId, order.currency, r.net, r.rateBp, r.amount, r.activeMaterials, stamp, order.id, stateId),
    ),
    ...invoiceStatements(db, order, ours, stateId, stamp, year),
    db.prepare(`UPDATE carts SET status = 'ordered', updated_at = ? WHERE id = ? AND ${ours}`).bind(stamp, order.cart_id, order.id, stateId),
  ];
  await db.batch(statements);
  const after = await db.prepare('SELECT state_event_id FROM orders WHERE id = ?').bind(order.id).first<{ state_event_id: string | null }>();
  return after?.state_event_id === stateId;
}

/**
 * A pending order fails or is cancelled: its voucher use and its credits are given back, once.
 */
export async function closeOrder(db: D1Database, order: OrderRow, to: 'failed' | 'cancelled', event: PaymentEventRecord, now: Date): Promise<boolean> {
  const stamp = now.toISOString();
  const stateId = `${event.provider}:${event.eventId}`;
  const ours = 'EXISTS (SELECT 1 FROM orders WHERE id = ? AND state_event_id = ?)';
  await db.batch([
    eventStatement(db, event, order.id, stamp),
    db
      .prepare(`UPDATE orders SET status = ?, updated_at = ?, state_event_id = ? WHERE id = ? AND status = 'pending'`)
      .bind(to, stamp, stateId, order.id),
    ...releaseStatements(db, order, ours, stateId, stamp),
  ]);
  const after = await db.prepare('SELECT state_event_id FROM orders WHERE id = ?').bind(order.id).first<{ state_event_id: string | null }>();
  return after?.state_event_id === stateId;
}

function releaseStatements(db: D1Database, order: OrderRow, ours: string, stateId: string, stamp: string): D1PreparedStatement[] {
  const statements: D1PreparedStatement[] = [];
  if (order.voucher_id !== null) {
    statements.push(
      db.prepare(`UPDATE vouchers SET uses_count = uses_count - 1 WHERE id = ? AND ${ours}`).bind(order.voucher_id, order.id, stateId),
      db.prepare(`UPDATE voucher_user_uses SET uses = uses - 1 WHERE voucher_id = ? AND user_id = ? AND ${ours}`).bind(order.voucher_id, order.user_id, order.id, stateId),
    );
  }
  if (order.credits_used > 0) {
    statements.push(
      db
        .prepare(`UPDATE credit_balances SET amount = amount + ? WHERE user_id = ? AND currency = ? AND ${ours}`)
        .bind(order.credits_used, order.user_id, order.currency, order.id, stateId),
      db
        .prepare(`INSERT INTO credit_ledger (user_id, currency, amount, reason, order_id, created_at) SELECT ?, ?, ?, ?, ?, ? WHERE ${ours}`)
        .bind(order.user_id, order.currency, order.credits_used, 'release', order.id, stamp, order.id, stateId),
    );
  }
  return statements;
}

/**
 * The next invoice number of the order's world and year (credit notes: db/refunds.ts), drawn only when this
 * batch made the state change (`ours`): numbers have no gaps.
 */
function invoiceStatements(db: D1Database, order: OrderRow, ours: string, stateId: string, stamp: string, year: number): D1PreparedStatement[] {
  return [
    db.prepare('INSERT INTO invoice_sequences (world, year, last) VALUES (?, ?, 0) ON CONFLICT DO NOTHING').bind(order.world, year),
    db.prepare(`UPDATE invoice_sequences SET last = last + 1 WHERE world = ? AND year = ? AND ${ours}`).bind(order.world, year, order.id, stateId),
    db
      .prepare(
        `INSERT INTO invoices (world, year, seq, number, kind, order_id, user_id, issued_at)
         SELECT world, year, last, printf('%s-%d-%06d', upper(world), year, last), 'invoice', ?, ?, ?
         FROM invoice_sequences WHERE world = ? AND year = ? AND ${ours}`,
      )
      .bind(order.id, order.user_id, stamp, order.world, year, order.id, stateId),
  ];
}

/** Records an event that changes nothing (ignored type, late or mismatching payment) so replays stay quiet. */
export async function recordEvent(db: D1Database, event: PaymentEventRecord, orderId: number | null, now: Date): Promise<boolean> {
  const result = await db
    .prepare('INSERT INTO payment_events (provider, event_id, order_id, type, received_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING')
    .bind(event.provider, event.eventId, orderId, event.type, now.toISOString())
    .run();
  return result.meta.changes === 1;
}

export async function invoiceOf(db: D1Database, orderId: number, kind: 'invoice' | 'credit_note' = 'invoice'): Promise<{ id: number; number: string } | null> {
  return db.prepare('SELECT id, number FROM invoices WHERE order_id = ? AND kind = ?').bind(orderId, kind).first<{ id: number; number: string }>();
}
