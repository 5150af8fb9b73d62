/** Credit balances and their ledger. Balances change only inside batches guarded by CHECK (amount >= 0). */

export interface CreditBalance {
  amount: number;
  hadCredits: boolean;
}

export async function creditBalance(db: D1Database, userId: number, currency: string): Promise<CreditBalance> {
  const row = await db
    .prepare('SELECT amount, had_credits FROM credit_balances WHERE user_id = ? AND currency = ?')
    .bind(userId, currency)
    .first<{ amount: number; had_credits: number }>();
  return { amount: row?.amount ?? 0, hadCredits: row ? row.had_credits === 1 : false };
}

export interface CreditEntryRow {
  id: number;
  amount: number;
  reason: 'grant' | 'order' | 'release' | 'refund';
  order_public_id: string | null;
  created_at: string;
}

export async function creditEntries(db: D1Database, userId: number, currency: string, limit = 100): Promise<CreditEntryRow[]> {
  const { results } = await db
    .prepare(
      `SELECT l.id, l.amount, l.reason, o.public_id AS order_public_id, l.created_at
       FROM credit_ledger l LEFT JOIN orders o ON o.id = l.order_id
       WHERE l.user_id = ? AND l.currency = ? ORDER BY l.id DESC LIMIT ?`,
    )
    .bind(userId, currency, limit)
    .all<CreditEntryRow>();
  return results;
}
