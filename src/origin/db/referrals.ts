/**
 * The referral programme's statements (docs/referrals.md): codes, referrals, the credits they
 * pay through the credit ledger, and payment fingerprints. Each credit is one batch that starts
 * with the `referral_credits` insert: its primary key (referral, kind) makes a second payment
 * fail as a whole, however many requests race.
 */

export interface ReferralCodeOwner {
  user_id: number;
  public_name: string | null;
  private_profile: number;
}

export async function referralCodeOf(db: D1Database, userId: number): Promise<string | null> {
  const row = await db.prepare('SELECT code FROM referral_codes WHERE user_id = ?').bind(userId).first<{ code: string }>();
  return row?.code ?? null;
}

/** Stores the user's code unless they have one (or the code is taken); answers the code they hold now. */
export async function keepReferralCode(db: D1Database, userId: number, code: string, now: Date): Promise<string | null> {
  await db.prepare('INSERT INTO referral_codes (user_id, code, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING').bind(userId, code, now.toISOString()).run();
  return referralCodeOf(db, userId);
}

/** The live account behind a code. */
export async function codeOwner(db: D1Database, code: string): Promise<(ReferralCodeOwner & { email: string }) | null> {
  return db
    .prepare(
      `SELECT u.id AS user_id, u.public_name, u.private_profile, u.email FROM referral_codes r JOIN users u ON u.id = r.user_id
       WHERE r.code = ? AND u.deleted_at IS NULL`,
    )
    .bind(code)
    .first<ReferralCodeOwner & { email: string }>();
}

export interface ReferralRow {
  id: number;
  inviter_id: number;
  invitee_id: number;
  world: string;
  currency: string;
  created_at: string;
  confirmed_at: string | null;
  reward_state: 'waiting' | 'credited' | 'refused';
}

/** Records that the new account signed up through the inviter's code; false when it already has an inviter. */
export async function recordReferral(db: D1Database, r: { inviterId: number; inviteeId: number; world: string; currency: string }, now: Date): Promise<boolean> {
  const result = await db
    .prepare('INSERT INTO referrals (inviter_id, invitee_id, world, currency, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (invitee_id) DO NOTHING')
    .bind(r.inviterId, r.inviteeId, r.world, r.currency, now.toISOString())
    .run();
  return result.meta.changes === 1;
}

export async function referralOfInvitee(db: D1Database, inviteeId: number): Promise<ReferralRow | null> {
  return db.prepare('SELECT * FROM referrals WHERE invitee_id = ?').bind(inviteeId).first<ReferralRow>();
}

export interface InviteeRow {
  id: number;
  created_at: string;
  confirmed_at: string | null;
  reward_state: ReferralRow['reward_state'];
  reward_amount: number | null;
  currency: string;
}

/** The inviter's invitees, newest first: dates and states only, never who they are. */
export async function inviteesOf(db: D1Database, inviterId: number, limit = 100): Promise<InviteeRow[]> {
  const { results } = await db
    .prepare(
      `SELECT r.id, r.created_at, r.confirmed_at, r.reward_state, r.currency, c.amount AS reward_amount
       FROM referrals r LEFT JOIN referral_credits c ON c.referral_id = r.id AND c.kind = 'reward'
       WHERE r.inviter_id = ? ORDER BY r.id DESC LIMIT ?`,
    )
    .bind(inviterId, limit)
    .all<InviteeRow>();
  return results;
}

/** What the programme has credited to a user, per currency (welcome credits and rewards). */
export async function creditsEarned(db: D1Database, userId: number): Promise<{ currency: string; amount: number }[]> {
  const { results } = await db
    .prepare('SELECT currency, SUM(amount) AS amount FROM referral_credits WHERE user_id = ? GROUP BY currency ORDER BY currency')
    .bind(userId)
    .all<{ currency: string; amount: number }>();
  return results;
}

export interface ReferralCredit {
  referralId: number;
  kind: 'welcome' | 'reward';
  userId: number;
  amount: number;
  currency: string;
  orderId: number | null;
  note: string;
}

/**
 * Pays one credit of a referral into the credit ledger, at most once: the `referral_credits`
 * insert comes first and fails the whole batch when this credit was paid before. `extra` runs
 * in the same batch (e.g. marking the referral). Answers false when it had been paid already.
 */
export async function payReferralCredit(db: D1Database, credit: ReferralCredit, now: Date, extra: D1PreparedStatement[] = []): Promise<boolean> {
  const at = now.toISOString();
  try {
    await db.batch([
      db
        .prepare('INSERT INTO referral_credits (referral_id, kind, user_id, amount, currency, order_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .bind(credit.referralId, credit.kind, credit.userId, credit.amount, credit.currency, credit.orderId, at),
      db
        .prepare(
          `INSERT INTO credit_balances (user_id, currency, amount) VALUES (?, ?, ?)
           ON CONFLICT (user_id, currency) DO UPDATE SET amount = amount + excluded.amount, had_credits = 1`,
        )
        .bind(credit.userId, credit.currency, credit.amount),
      db
        .prepare(`INSERT INTO credit_ledger (user_id, currency, amount, reason, order_id, note, created_at) VALUES (?, ?, ?, 'grant', NULL, ?, ?)`)
        .bind(credit.userId, credit.currency, credit.amount, credit.note, at),
      ...extra,
    ]);
    return true;
  } catch (error) {
    if (/UNIQUE constraint failed: referral_credits|PRIMARY KEY/.test(String((error as Error)?.message ?? error))) return false;
    throw error;
  }
}

export function markConfirmedStatement(db: D1Database, referralId: number, now: Date): D1PreparedStatement {
  return db.prepare('UPDATE referrals SET confirmed_at = COALESCE(confirmed_at, ?) WHERE id = ?').bind(now.toISOString(), referralId);
}

export function markRewardedStatement(db: D1Database, referralId: number): D1PreparedStatement {
  return db.prepare(`UPDATE referrals SET reward_state = 'credited' WHERE id = ? AND reward_state = 'waiting'`).bind(referralId);
}

export async function refuseReward(db: D1Database, referralId: number, reason: string): Promise<void> {
  await db.prepare(`UPDATE referrals SET reward_state = 'refused', refused_reason = ? WHERE id = ? AND reward_state = 'waiting'`).bind(reason, referralId).run();
}

export async function keepPaymentFingerprint(db: D1Database, userId: number, fingerprint: string, orderId: number, now: Date): Promise<void> {
  await db
    .prepare('INSERT INTO payment_fingerprints (user_id, fingerprint, order_id, created_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING')
    .bind(userId, fingerprint, orderId, now.toISOString())
    .run();
}

export async function paymentFingerprints(db: D1Database, userId: number): Promise<string[]> {
  const { results } = await db.prepare('SELECT fingerprint FROM payment_fingerprints WHERE user_id = ?').bind(userId).all<{ fingerprint: string }>();
  return results.map((r) => r.fingerprint);
}
