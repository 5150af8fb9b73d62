export interface InvoiceRow {
  id: number;
  number: string;
  kind: 'invoice' | 'credit_note';
  issued_at: string;
  order_id: number;
  user_id: number;
  refund_id: number | null;
}

export interface InvoiceListRow {
  id: number;
  number: string;
  kind: 'invoice' | 'credit_note';
  issued_at: string;
  public_id: string;
  gross: number;
  currency: string;
}

/** A user's invoices and credit notes, newest first, one page of them and the count of all. */
export async function listInvoices(db: D1Database, userId: number, page: number, limit: number): Promise<{ rows: InvoiceListRow[]; total: number }> {
  const [rows, total] = await db.batch([
    db
      .prepare(
        `SELECT i.id, i.number, i.kind, i.issued_at, o.public_id, COALESCE(r.gross, o.gross) AS gross, o.currency
         FROM invoices i JOIN orders o ON o.id = i.order_id LEFT JOIN refunds r ON r.id = i.refund_id
         WHERE i.user_id = ? ORDER BY i.id DESC LIMIT ? OFFSET ?`,
      )
      .bind(userId, limit, (page - 1) * limit),
    db.prepare('SELECT COUNT(*) AS n FROM invoices WHERE user_id = ?').bind(userId),
  ]);
  return {
    rows: (rows?.results ?? []) as InvoiceListRow[],
    total: ((total?.results ?? [])[0] as { n: number } | undefined)?.n ?? 0,
  };
}

export async function findInvoice(db: D1Database, id: number): Promise<InvoiceRow | null> {
  return db.prepare('SELECT id, number, kind, issued_at, order_id, user_id, refund_id FROM invoices WHERE id = ?').bind(id).first<InvoiceRow>();
}

/** The credit note a refund issued, if it is settled. */
export async function creditNoteOfRefund(db: D1Database, refundId: number): Promise<{ id: number; number: string } | null> {
  return db.prepare(`SELECT id, number FROM invoices WHERE refund_id = ? AND kind = 'credit_note'`).bind(refundId).first<{ id: number; number: string }>();
}

/** An order's invoice and credit notes, oldest first. */
export async function invoicesOfOrder(db: D1Database, orderId: number): Promise<{ id: number; number: string; kind: 'invoice' | 'credit_note'; issuedAt: string }[]> {
  const { results } = await db
    .prepare('SELECT id, number, kind, issued_at AS issuedAt FROM invoices WHERE order_id = ? ORDER BY id')
    .bind(orderId)
    .all<{ id: number; number: string; kind: 'invoice' | 'credit_note'; issuedAt: string }>();
  return results;
}
