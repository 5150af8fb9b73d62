import { profileSlug } from '../domain/identity/slug';

export interface NewUser {
  email: string;
  world: string;
  publicName: string;
  passwordHash: string | null;
  emailConfirmed: boolean;
  termsVersion: number;
  creationSource: string;
  doubleOptIn: boolean;
}

/** Inserts a user; null when the e-mail address is taken (UNIQUE constraint, no race). */
export async function insertUser(db: D1Database, user: NewUser, now: Date): Promise<number | null> {
  const at = now.toISOString();
  const row = await db
    .prepare(
      `INSERT INTO users (slug, email, world, public_name, is_seller, created_at, creation_source, password_hash,
         email_confirmed_at, terms_version, double_opt_in)
       VALUES (?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (email) DO NOTHING RETURNING id`,
    )
    .bind(
      profileSlug(user.publicName),
      user.email,
      user.world,
      user.publicName,
      at,
      user.creationSource,
      user.passwordHash,
      user.emailConfirmed ? at : null,
      user.termsVersion,
      user.doubleOptIn ? 1 : 0,
    )
    .first<{ id: number }>();
  return row?.id ?? null;
}

/** The new password hash (a rehash at sign-in, or a change with the old password); a statement for the caller's batch. */
export function setPasswordHashStatement(db: D1Database, userId: number, passwordHash: string): D1PreparedStatement {
  return db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').bind(passwordHash, userId);
}

/** A password set through a mailed reset link: the link also proves the address. */
export function recoverPasswordStatement(db: D1Database, userId: number, passwordHash: string, now: Date): D1PreparedStatement {
  return db
    .prepare('UPDATE users SET password_hash = ?, email_confirmed_at = COALESCE(email_confirmed_at, ?) WHERE id = ?')
    .bind(passwordHash, now.toISOString(), userId);
}

export function confirmEmailStatement(db: D1Database, userId: number, now: Date): D1PreparedStatement {
  return db.prepare('UPDATE users SET email_confirmed_at = COALESCE(email_confirmed_at, ?) WHERE id = ?').bind(now.toISOString(), userId);
}

export interface RegistrationDetails {
  firstName: string;
  lastName: string;
}

/**
 * The last registration step. It never makes a seller: that needs the seller terms, so a wish
 * to sell ("I want to sell") leads to the first-upload wizard (docs/seller-profile.md).
 */
export function finishRegistrationStatement(db: D1Database, userId: number, details: RegistrationDetails, now: Date): D1PreparedStatement {
  return db
    .prepare('UPDATE users SET first_name = ?, last_name = ?, registration_finished_at = ? WHERE id = ?')
    .bind(details.firstName, details.lastName, now.toISOString(), userId);
}

/** Moves the account to a new e-mail address; false when another account has it (no race: one statement). */
export async function changeEmail(db: D1Database, userId: number, email: string): Promise<boolean> {
  const updated = await db.prepare('UPDATE users SET email = ? WHERE id = ? AND NOT EXISTS (SELECT 1 FROM users WHERE email = ?)').bind(email, userId, email).run();
  return updated.meta.changes === 1;
}

export async function acceptTerms(db: D1Database, userId: number, version: number): Promise<void> {
  await db.prepare('UPDATE users SET terms_version = ? WHERE id = ?').bind(version, userId).run();
}

/** Staff blocked the account (docs/operations.md, "Blocked accounts"). */
export async function isBlocked(db: D1Database, userId: number): Promise<boolean> {
  const row = await db.prepare('SELECT blocked_at FROM users WHERE id = ?').bind(userId).first<{ blocked_at: string | null }>();
  return row?.blocked_at != null;
}

/** A live account someone may act as: null when it does not exist or was erased. */
export async function findLiveUser(db: D1Database, userId: number): Promise<{ id: number; isStaff: boolean } | null> {
  const row = await db.prepare('SELECT id, is_staff FROM users WHERE id = ? AND deleted_at IS NULL').bind(userId).first<{ id: number; is_staff: number }>();
  return row ? { id: row.id, isStaff: row.is_staff === 1 } : null;
}

export async function findLiveUserIdByEmail(db: D1Database, email: string): Promise<number | null> {
  const row = await db.prepare('SELECT id FROM users WHERE email = ? AND deleted_at IS NULL').bind(email).first<{ id: number }>();
  return row?.id ?? null;
}

/** The account's e-mail address; '' when the account is gone. */
export async function userEmail(db: D1Database, userId: number): Promise<string> {
  const row = await db.prepare('SELECT email FROM users WHERE id = ?').bind(userId).first<{ email: string }>();
  return row?.email ?? '';
}

/** How a buyer is written to and named in mails and invoices. */
export interface BuyerContact {
  email: string;
  userName: string | null;
  publicName: string | null;
  /** The user name, else the public name, else the address. */
  name: string;
}

export async function findBuyerContact(db: D1Database, userId: number): Promise<BuyerContact | null> {
  const row = await db
    .prepare("SELECT email, user_name, public_name, COALESCE(NULLIF(user_name, ''), public_name, email) AS name FROM users WHERE id = ?")
    .bind(userId)
    .first<{ email: string; user_name: string | null; public_name: string | null; name: string }>();
  return row ? { email: row.email, userName: row.user_name, publicName: row.public_name, name: row.name } : null;
}
