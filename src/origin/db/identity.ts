import { expiresAt, type OneTimePurpose } from '../domain/identity/lifetimes';
import {
  accountKey,
  MAX_RESETS_PER_ACCOUNT,
  MAX_RESETS_PER_IP,
  RESET_WINDOW_MINUTES,
  STREAK_MEMORY_DAYS,
  windowStart,
  type FailureCounts,
} from '../domain/identity/throttle';

export interface CredentialRow {
  id: number;
  email: string;
  password_hash: string | null;
  email_confirmed_at: string | null;
  deleted_at: string | null;
}

export async function findCredentials(db: D1Database, email: string): Promise<CredentialRow | null> {
  return db
    .prepare('SELECT id, email, password_hash, email_confirmed_at, deleted_at FROM users WHERE email = ? AND deleted_at IS NULL')
    .bind(email)
    .first<CredentialRow>();
}

export async function findCredentialsById(db: D1Database, id: number): Promise<CredentialRow | null> {
  return db
    .prepare('SELECT id, email, password_hash, email_confirmed_at, deleted_at FROM users WHERE id = ? AND deleted_at IS NULL')
    .bind(id)
    .first<CredentialRow>();
}

export interface TokenRow {
  user_id: number | null;
  scope: 'public' | 'full';
  client_id: string;
  impersonator_id: number | null;
  expires_at: string;
  revoked_at: string | null;
  terms_version: number | null;
  deleted_at: string | null;
  blocked_at: string | null;
}

export async function findToken(db: D1Database, hash: string): Promise<TokenRow | null> {
  return db
    .prepare(
      `SELECT t.user_id, t.scope, t.client_id, t.impersonator_id, t.expires_at, t.revoked_at, u.terms_version, u.deleted_at, u.blocked_at
       FROM access_tokens t LEFT JOIN users u ON u.id = t.user_id WHERE t.token_hash = ?`,
    )
    .bind(hash)
    .first<TokenRow>();
}

export interface NewToken {
  hash: string;
  userId: number | null;
  clientId: string;
  scope: 'public' | 'full';
  platform: string;
  impersonatorId?: number | null;
  ttlSeconds: number;
}

export function insertTokenStatement(db: D1Database, token: NewToken, now: Date): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO access_tokens (token_hash, user_id, client_id, scope, platform, impersonator_id, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(token.hash, token.userId, token.clientId, token.scope, token.platform, token.impersonatorId ?? null, now.toISOString(), expiresAt(now, token.ttlSeconds));
}

export async function revokeToken(db: D1Database, hash: string, now: Date): Promise<void> {
  await db.prepare('UPDATE access_tokens SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL').bind(now.toISOString(), hash).run();
}

export function revokeUserTokensStatement(db: D1Database, userId: number, now: Date, exceptHash = ''): D1PreparedStatement {
  return db
    .prepare('UPDATE access_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL AND token_hash <> ?')
    .bind(now.toISOString(), userId, exceptHash);
}

export async function currentTermsVersion(db: D1Database): Promise<number> {
  const row = await db.prepare('SELECT MAX(version) AS version FROM terms_versions').first<{ version: number | null }>();
  return row?.version ?? 0;
}

export async function failureCounts(db: D1Database, email: string, ip: string, now: Date): Promise<FailureCounts> {
  const row = await db
    .prepare(
      `SELECT
         (SELECT COUNT(*) FROM throttle_events WHERE kind = 'password_failure' AND account = ?1 AND ip = ?2 AND at > ?3) AS pair,
         (SELECT COUNT(*) FROM throttle_events WHERE kind = 'password_failure' AND ip = ?2 AND at > ?3) AS ip,
         COALESCE((SELECT failures FROM password_failure_streaks WHERE account = ?1 AND last_failed_at > ?4), 0) AS streak`,
    )
    .bind(accountKey(email), ip, windowStart(now), windowStart(now, STREAK_MEMORY_DAYS * 24 * 60))
    .first<FailureCounts>();
  return row ?? { pair: 0, ip: 0, streak: 0 };
}

export async function recordFailure(db: D1Database, email: string, ip: string, now: Date): Promise<void> {
  const at = now.toISOString();
  const account = accountKey(email);
  const forgotten = windowStart(now, STREAK_MEMORY_DAYS * 24 * 60);
  await db.batch([
    db.prepare("INSERT INTO throttle_events (kind, account, ip, at) VALUES ('password_failure', ?, ?, ?)").bind(account, ip, at),
    db
      .prepare(
        `INSERT INTO password_failure_streaks (account, failures, last_failed_at) VALUES (?1, 1, ?2)
         ON CONFLICT (account) DO UPDATE SET
           failures = CASE WHEN last_failed_at > ?3 THEN failures + 1 ELSE 1 END, last_failed_at = ?2`,
      )
      .bind(account, at, forgotten),
    db.prepare('DELETE FROM throttle_events WHERE at < ?').bind(new Date(now.getTime() - 24 * 3600_000).toISOString()),
    db.prepare('DELETE FROM password_failure_streaks WHERE last_failed_at < ?').bind(forgotten),
  ]);
}

/**
 * Forgets the account's streak and its window failures: from one IP after a correct password
 * there (an attacker's failures elsewhere still count), from every IP after a password reset.
 */
export function clearFailuresStatements(db: D1Database, email: string, ip?: string): D1PreparedStatement[] {
  const account = accountKey(email);
  return [
    ip === undefined
      ? db.prepare("DELETE FROM throttle_events WHERE kind = 'password_failure' AND account = ?").bind(account)
      : db.prepare("DELETE FROM throttle_events WHERE kind = 'password_failure' AND account = ? AND ip = ?").bind(account, ip),
    db.prepare('DELETE FROM password_failure_streaks WHERE account = ?').bind(account),
  ];
}

/**
 * Takes one forgot-password slot for (address, IP) when both are under their limits: one
 * conditional insert, so concurrent requests cannot overshoot. False when throttled.
 */
export async function reserveResetRequest(db: D1Database, email: string, ip: string, now: Date): Promise<boolean> {
  const row = await db
    .prepare(
      `INSERT INTO throttle_events (kind, account, ip, at)
       SELECT 'reset_request', ?1, ?2, ?3
       WHERE (SELECT COUNT(*) FROM throttle_events WHERE kind = 'reset_request' AND account = ?1 AND at > ?4) < ?5
         AND (SELECT COUNT(*) FROM throttle_events WHERE kind = 'reset_request' AND ip = ?2 AND at > ?4) < ?6
       RETURNING 1 AS taken`,
    )
    .bind(accountKey(email), ip, now.toISOString(), windowStart(now, RESET_WINDOW_MINUTES), MAX_RESETS_PER_ACCOUNT, MAX_RESETS_PER_IP)
    .first<{ taken: number }>();
  return row !== null;
}

/** Spends every open password-reset link of a user (after a reset or a password change). */
export function spendRecoveryLinksStatement(db: D1Database, userId: number, now: Date): D1PreparedStatement {
  return db
    .prepare("UPDATE one_time_tokens SET used_at = ? WHERE user_id = ? AND purpose = 'password_recovery' AND used_at IS NULL")
    .bind(now.toISOString(), userId);
}

export function insertOneTimeTokenStatement(
  db: D1Database,
  token: { hash: string; purpose: OneTimePurpose; userId: number; payload?: unknown; ttlSeconds: number },
  now: Date,
): D1PreparedStatement {
  return db
    .prepare('INSERT INTO one_time_tokens (token_hash, purpose, user_id, payload, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)')
    .bind(token.hash, token.purpose, token.userId, JSON.stringify(token.payload ?? {}), now.toISOString(), expiresAt(now, token.ttlSeconds));
}

export interface OneTimeTokenRow {
  user_id: number;
  payload: string;
}

/**
 * Spends a one-time token: the conditional update succeeds for exactly one caller, and only
 * while the token is unused and unexpired.
 */
export async function consumeOneTimeToken(db: D1Database, hash: string, purpose: OneTimePurpose, now: Date): Promise<OneTimeTokenRow | null> {
  return db
    .prepare(
      `UPDATE one_time_tokens SET used_at = ?1
       WHERE token_hash = ?2 AND purpose = ?3 AND used_at IS NULL AND expires_at > ?1
       RETURNING user_id, payload`,
    )
    .bind(now.toISOString(), hash, purpose)
    .first<OneTimeTokenRow>();
}

/** Staff acting as a user leave a trace; a statement for the batch that issues the session. */
export function insertImpersonationStatement(db: D1Database, staffId: number, userId: number, reason: string, now: Date): D1PreparedStatement {
  return db.prepare('INSERT INTO impersonations (staff_id, user_id, started_at, reason) VALUES (?, ?, ?, ?)').bind(staffId, userId, now.toISOString(), reason);
}

/** The live account a social identity is linked to. */
export async function findLinkedSocialUser(db: D1Database, provider: string, subject: string): Promise<number | null> {
  const row = await db
    .prepare('SELECT s.user_id FROM social_identities s JOIN users u ON u.id = s.user_id WHERE s.provider = ? AND s.subject = ? AND u.deleted_at IS NULL')
    .bind(provider, subject)
    .first<{ user_id: number }>();
  return row?.user_id ?? null;
}

export async function linkSocialIdentity(db: D1Database, provider: string, subject: string, userId: number, now: Date): Promise<void> {
  await db
    .prepare('INSERT OR IGNORE INTO social_identities (provider, subject, user_id, created_at) VALUES (?, ?, ?, ?)')
    .bind(provider, subject, userId, now.toISOString())
    .run();
}
