import type { StaffRole } from '../../shared/schemas/operations';
import { auditStatement } from './staff';

/** The staff screens' reads and the user actions of support and finance (docs/operations.md). */

export interface SearchHits {
  users: { id: number; email: string; name: string; world: string; blocked: number }[];
  orders: { public_id: string; status: string; gross: number; currency: string; email: string; created_at: string }[];
  invoices: { id: number; number: string; kind: string; order_public_id: string }[];
  materials: { id: number; title: string; world: string; author_id: number }[];
  schools: { id: number; name: string; world: string; is_verified: number }[];
}

/** Users, orders, invoices, materials and schools by id, e-mail, number or name (at most 10 of each). */
export async function searchEverything(db: D1Database, q: string): Promise<SearchHits> {
  const id = /^\d{1,12}$/.test(q) ? Number(q) : -1;
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const [users, orders, invoices, materials, schools] = await db.batch([
    db
      .prepare(
        `SELECT id, email, COALESCE(user_name, public_name, '') AS name, world, (blocked_at IS NOT NULL) AS blocked FROM users
         WHERE deleted_at IS NULL AND (id = ? OR email LIKE ? ESCAPE '\\' OR public_name LIKE ? ESCAPE '\\' OR user_name LIKE ? ESCAPE '\\') ORDER BY id LIMIT 10`,
      )
      .bind(id, like, like, like),
    db
      .prepare(
        `SELECT o.public_id, o.status, o.gross, o.currency, u.email, o.created_at FROM orders o JOIN users u ON u.id = o.user_id
         WHERE o.public_id = ? OR o.id = ? ORDER BY o.id DESC LIMIT 10`,
      )
      .bind(q, id),
    db
      .prepare(`SELECT i.id, i.number, i.kind, o.public_id AS order_public_id FROM invoices i JOIN orders o ON o.id = i.order_id WHERE i.number LIKE ? ESCAPE '\\' ORDER BY i.id DESC LIMIT 10`)
      .bind(like),
    db.prepare(`SELECT id, title, world, author_id FROM materials WHERE id = ? OR title LIKE ? ESCAPE '\\' ORDER BY id LIMIT 10`).bind(id, like),
    db.prepare(`SELECT id, name, world, is_verified FROM schools WHERE id = ? OR name LIKE ? ESCAPE '\\' ORDER BY id LIMIT 10`).bind(id, like),
  ]);
  const rows = <T>(r: D1Result | undefined) => (r?.results ?? []) as T[];
  return {
    users: rows(users),
    orders: rows(orders),
    invoices: rows(invoices),
    materials: rows(materials),
    schools: rows(schools),
  };
}

export interface StaffUserRow {
  id: number;
  email: string;
  name: string;
  world: string;
  is_staff: number;
  is_seller: number;
  created_at: string;
  blocked_at: string | null;
  blocked_reason: string | null;
}

export async function findUserForStaff(db: D1Database, userId: number): Promise<StaffUserRow | null> {
  return db
    .prepare(
      `SELECT id, email, COALESCE(user_name, public_name, '') AS name, world, is_staff, is_seller, created_at, blocked_at, blocked_reason
       FROM users WHERE id = ? AND deleted_at IS NULL`,
    )
    .bind(userId)
    .first<StaffUserRow>();
}

export interface UserFacts {
  orders: { public_id: string; status: string; gross: number; refunded: number; currency: string; created_at: string }[];
  purchases: { material_id: number; title: string; order_public_id: string; created_at: string }[];
  balances: { currency: string; amount: number }[];
  ledger: { id: number; currency: string; amount: number; reason: string; note: string; order_public_id: string | null; created_at: string }[];
  sessions: { token_hash: string; client_id: string; platform: string; impersonator_id: number | null; created_at: string; expires_at: string }[];
}

/** What the user page shows: the newest 50 orders, purchases and credit entries, and the live sessions. */
export async function userFacts(db: D1Database, userId: number, now: Date): Promise<UserFacts> {
  const [orders, purchases, balances, ledger, sessions] = await db.batch([
    db.prepare('SELECT public_id, status, gross, refunded, currency, created_at FROM orders WHERE user_id = ? ORDER BY id DESC LIMIT 50').bind(userId),
    db
      .prepare(
        `SELECT p.material_id, m.title, o.public_id AS order_public_id, p.created_at FROM purchases p JOIN materials m ON m.id = p.material_id JOIN orders o ON o.id = p.order_id
         WHERE p.user_id = ? ORDER BY p.created_at DESC LIMIT 50`,
      )
      .bind(userId),
    db.prepare('SELECT currency, amount FROM credit_balances WHERE user_id = ? ORDER BY currency').bind(userId),
    db
      .prepare(
        `SELECT l.id, l.currency, l.amount, l.reason, l.note, o.public_id AS order_public_id, l.created_at FROM credit_ledger l LEFT JOIN orders o ON o.id = l.order_id
         WHERE l.user_id = ? ORDER BY l.id DESC LIMIT 50`,
      )
      .bind(userId),
    db
      .prepare(
        `SELECT token_hash, client_id, platform, impersonator_id, created_at, expires_at FROM access_tokens
         WHERE user_id = ? AND revoked_at IS NULL AND expires_at > ? ORDER BY created_at DESC LIMIT 50`,
      )
      .bind(userId, now.toISOString()),
  ]);
  const rows = <T>(r: D1Result | undefined) => (r?.results ?? []) as T[];
  return { orders: rows(orders), purchases: rows(purchases), balances: rows(balances), ledger: rows(ledger), sessions: rows(sessions) };
}

interface Actor {
  userId: number;
  role: StaffRole;
}

/** Blocks or unblocks an account with the audit row in the same batch; blocking ends every session. False when nothing changed. */
export async function setBlocked(db: D1Database, actor: Actor, userId: number, blocked: boolean, reason: string, now: Date): Promise<boolean> {
  const stamp = now.toISOString();
  const statements: D1PreparedStatement[] = [
    blocked
      ? db.prepare('UPDATE users SET blocked_at = ?, blocked_reason = ? WHERE id = ? AND blocked_at IS NULL AND is_staff = 0').bind(stamp, reason, userId)
      : db.prepare('UPDATE users SET blocked_at = NULL, blocked_reason = NULL WHERE id = ? AND blocked_at IS NOT NULL').bind(userId),
    auditStatement(db, { staffId: actor.userId, role: actor.role, action: blocked ? 'user.block' : 'user.unblock', objectType: 'user', objectId: userId, reason }, now, {
      sql: 'changes() > 0',
      binds: [],
    }),
  ];
  if (blocked) {
    statements.push(
      db
        .prepare(`UPDATE access_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL AND EXISTS (SELECT 1 FROM users WHERE id = ? AND blocked_at = ?)`)
        .bind(stamp, userId, userId, stamp),
    );
  }
  const [result] = await db.batch(statements);
  return (result?.meta.changes ?? 0) > 0;
}

/** Ends every live session of the user, audited in the same batch; answers how many. */
export async function revokeSessions(db: D1Database, actor: Actor, userId: number, reason: string, now: Date): Promise<number> {
  const stamp = now.toISOString();
  const [result] = await db.batch([
    db.prepare('UPDATE access_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL AND expires_at > ?').bind(stamp, userId, stamp),
    auditStatement(db, { staffId: actor.userId, role: actor.role, action: 'user.sessions.revoke', objectType: 'user', objectId: userId, reason }, now, { sql: 'changes() > 0', binds: [] }),
  ]);
  return result?.meta.changes ?? 0;
}

/**
 * Grants (amount > 0) or withdraws (amount < 0) credits: a ledger entry `grant` with the reason
 * and the staff member, the balance moved in the same batch (CHECK amount >= 0 refuses
 * withdrawing more than there is), and the audit row. False when the balance does not cover it.
 */
export async function changeCredits(db: D1Database, actor: Actor, userId: number, currency: string, amount: number, reason: string, now: Date): Promise<boolean> {
  const stamp = now.toISOString();
  try {
    await db.batch([
      // The row first (an upsert would check the negative amount itself), then the move: CHECK (amount >= 0) guards it.
      db.prepare('INSERT INTO credit_balances (user_id, currency, amount) VALUES (?, ?, 0) ON CONFLICT (user_id, currency) DO NOTHING').bind(userId, currency),
      db.prepare('UPDATE credit_balances SET amount = amount + ?, had_credits = 1 WHERE user_id = ? AND currency = ?').bind(amount, userId, currency),
      db
        .prepare(`INSERT INTO credit_ledger (user_id, currency, amount, reason, note, staff_id, created_at) VALUES (?, ?, ?, 'grant', ?, ?, ?)`)
        .bind(userId, currency, amount, reason, actor.userId, stamp),
      auditStatement(
        db,
        { staffId: actor.userId, role: actor.role, action: amount > 0 ? 'credits.grant' : 'credits.withdraw', objectType: 'user', objectId: userId, reason, changes: { currency, amount } },
        now,
      ),
    ]);
    return true;
  } catch (error) {
    if (/CHECK constraint failed/.test(String((error as Error).message ?? error))) return false;
    throw error;
  }
}
