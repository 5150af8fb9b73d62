/** The vouchers a user has used: one row per order of theirs that carries a voucher. */

export interface VoucherUseRow {
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  voucher_discount: number;
  currency: string;
  public_id: string;
  status: 'pending' | 'paid' | 'failed' | 'cancelled' | 'refunded';
  created_at: string;
}

/** A page of the user's orders with a voucher, newest first, and how many there are in all. */
export async function voucherUses(db: D1Database, userId: number, limit: number, offset: number): Promise<{ rows: VoucherUseRow[]; total: number }> {
  const [rows, total] = await db.batch([
    db
      .prepare(
        `SELECT v.code, v.kind, v.value, o.voucher_discount, o.currency, o.public_id, o.status, o.created_at
         FROM orders o JOIN vouchers v ON v.id = o.voucher_id
         WHERE o.user_id = ? AND o.voucher_id IS NOT NULL
         ORDER BY o.id DESC LIMIT ? OFFSET ?`,
      )
      .bind(userId, limit, offset),
    db.prepare('SELECT COUNT(*) AS n FROM orders WHERE user_id = ? AND voucher_id IS NOT NULL').bind(userId),
  ]);
  return {
    rows: (rows?.results ?? []) as VoucherUseRow[],
    total: ((total?.results ?? [])[0] as { n: number } | undefined)?.n ?? 0,
  };
}
