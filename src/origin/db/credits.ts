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

/** Gives credits (referrals, goodwill, refunds to balance): balance and ledger in one batch. */
export function grantCreditsStatements(db: D1Database, userId: number, currency: string, amount: number, note: string, now: Date): D1PreparedStatement[] {
  const stamp = now.toISOString();
  return [
    db
      .prepare(
        `INSERT INTO credit_balances (user_id, currency, amount, had_credits) VALUES (?, ?, ?, 1)
         ON CONFLICT (user_id, currency) DO UPDATE SET amount = amount + excluded.amount, had_credits = 1`,
      )
      .bind(userId, currency, amount),
    db
      .prepare(`INSERT INTO credit_ledger (user_id, currency, amount, reason, note, created_at) VALUES (?, ?, ?, 'grant', ?, ?)`)
      .bind(userId, currency, amount, note, stamp),
  ];
}
