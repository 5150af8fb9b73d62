import type { z } from 'zod';
import type { billingAddressSchema, userDetailsSchema } from '../../shared/schemas/account';
import { profileSlug } from '../domain/identity/slug';
import { clearFailuresStatements } from './identity';
import { notificationState, type NotificationState, type NotificationTopic } from '../domain/account/notifications';
import type { ExportProfileRow, ExportSources } from '../domain/account/export';
import { handOverBeforeErasingStatement } from './school-admin';

export type UserDetailsInput = z.infer<typeof userDetailsSchema>;
export type BillingAddressInput = z.infer<typeof billingAddressSchema>;

interface UserDetailsRow {
  id: number;
  slug: string;
  email: string;
  public_name: string | null;
  first_name: string | null;
  last_name: string | null;
  subtitle: string | null;
  description: string | null;
  facebook_profile: string | null;
  instagram_profile: string | null;
  pinterest_profile: string | null;
  private_profile: number;
  image_path: string | null;
  avatar_path: string | null;
  profile_background_path: string | null;
  profile_background_data: string | null;
  country_code: string | null;
  is_seller: number;
}

/** The answer of `GET/POST v1/user/details`: the editable fields and the read-only ones around them. */
export interface UserDetails extends UserDetailsInput {
  id: number;
  slug: string;
  email: string;
  image_path: string | null;
  avatar_path: string | null;
  profile_background_path: string | null;
  profile_background_data: string | null;
  country_code: string | null;
  is_seller: boolean;
}

export async function loadUserDetails(db: D1Database, userId: number): Promise<UserDetails | null> {
  const row = await db
    .prepare(
      `SELECT id, slug, email, public_name, first_name, last_name, subtitle, description, facebook_profile, instagram_profile,
         pinterest_profile, private_profile, image_path, avatar_path, profile_background_path, profile_background_data,
         country_code, is_seller
       FROM users WHERE id = ? AND deleted_at IS NULL`,
    )
    .bind(userId)
    .first<UserDetailsRow>();
  if (!row) return null;
  return { ...row, public_name: row.public_name ?? '', private_profile: row.private_profile === 1, is_seller: row.is_seller === 1 };
}

/** Saves the details; a changed public name gives the profile a new slug. */
export async function saveUserDetails(db: D1Database, userId: number, d: UserDetailsInput): Promise<void> {
  await db
    .prepare(
      `UPDATE users SET slug = CASE WHEN public_name IS ?1 THEN slug ELSE ?2 END, public_name = ?1, first_name = ?3, last_name = ?4,
         subtitle = ?5, description = ?6, facebook_profile = ?7, instagram_profile = ?8, pinterest_profile = ?9, private_profile = ?10
       WHERE id = ?11 AND deleted_at IS NULL`,
    )
    .bind(
      d.public_name,
      profileSlug(d.public_name),
      d.first_name,
      d.last_name,
      d.subtitle,
      d.description,
      d.facebook_profile,
      d.instagram_profile,
      d.pinterest_profile,
      d.private_profile ? 1 : 0,
      userId,
    )
    .run();
}

export type BillingAddress = BillingAddressInput & { updated_at: string };

export async function loadBillingAddress(db: D1Database, userId: number): Promise<BillingAddress | null> {
  return db
    .prepare('SELECT name, company, street, postal_code, city, country, vat_id, email, client_email, updated_at FROM billing_addresses WHERE user_id = ?')
    .bind(userId)
    .first<BillingAddress>();
}

export async function saveBillingAddress(db: D1Database, userId: number, a: BillingAddressInput, now: Date): Promise<void> {
  await db
    .prepare(
      `INSERT INTO billing_addresses (user_id, name, company, street, postal_code, city, country, vat_id, email, client_email, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (user_id) DO UPDATE SET name = excluded.name, company = excluded.company, street = excluded.street,
         postal_code = excluded.postal_code, city = excluded.city, country = excluded.country, vat_id = excluded.vat_id,
         email = excluded.email, client_email = excluded.client_email, updated_at = excluded.updated_at`,
    )
    .bind(userId, a.name, a.company, a.street, a.postal_code, a.city, a.country, a.vat_id, a.email, a.client_email, now.toISOString())
    .run();
}

export interface BankDetailsRow {
  account_holder: string;
  /** Normalised: upper case, no spaces. */
  iban: string;
  bic: string;
  updated_at: string;
}

export async function loadBankDetails(db: D1Database, userId: number): Promise<BankDetailsRow | null> {
  return db.prepare('SELECT account_holder, iban, bic, updated_at FROM bank_details WHERE user_id = ?').bind(userId).first<BankDetailsRow>();
}

export async function saveBankDetails(db: D1Database, userId: number, b: { account_holder: string; iban: string; bic: string }, now: Date): Promise<void> {
  await db
    .prepare(
      `INSERT INTO bank_details (user_id, account_holder, iban, bic, updated_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (user_id) DO UPDATE SET account_holder = excluded.account_holder, iban = excluded.iban, bic = excluded.bic,
         updated_at = excluded.updated_at`,
    )
    .bind(userId, b.account_holder, b.iban, b.bic, now.toISOString())
    .run();
}

export async function loadNotificationState(db: D1Database, userId: number): Promise<NotificationState | null> {
  const [rows, user] = await db.batch<{ topic: string; email: number } | { double_opt_in: number }>([
    db.prepare('SELECT topic, email FROM notification_preferences WHERE user_id = ?').bind(userId),
    db.prepare('SELECT double_opt_in FROM users WHERE id = ? AND deleted_at IS NULL').bind(userId),
  ]);
  const optIn = (user?.results[0] as { double_opt_in: number } | undefined)?.double_opt_in;
  if (optIn === undefined) return null;
  return notificationState((rows?.results ?? []) as { topic: string; email: number }[], optIn === 1);
}

/** Stores the given topics in one batch; the newsletter is the user's double opt-in. */
export async function saveNotificationPreferences(db: D1Database, userId: number, changes: Partial<Record<NotificationTopic, boolean>>): Promise<void> {
  const statements: D1PreparedStatement[] = [];
  const upsert = db.prepare(
    'INSERT INTO notification_preferences (user_id, topic, email) VALUES (?, ?, ?) ON CONFLICT (user_id, topic) DO UPDATE SET email = excluded.email',
  );
  for (const [topic, on] of Object.entries(changes) as [NotificationTopic, boolean | undefined][]) {
    if (on === undefined) continue;
    if (topic === 'newsletter') statements.push(db.prepare('UPDATE users SET double_opt_in = ? WHERE id = ?').bind(on ? 1 : 0, userId));
    else statements.push(upsert.bind(userId, topic, on ? 1 : 0));
  }
  if (statements.length > 0) await db.batch(statements);
}

export async function saveCountry(db: D1Database, userId: number, country: string): Promise<void> {
  await db.prepare('UPDATE users SET country_code = ? WHERE id = ? AND deleted_at IS NULL').bind(country, userId).run();
}

export async function saveProfileImagePaths(db: D1Database, userId: number, imagePath: string, avatarPath: string): Promise<void> {
  await db.prepare('UPDATE users SET image_path = ?, avatar_path = ? WHERE id = ? AND deleted_at IS NULL').bind(imagePath, avatarPath, userId).run();
}

export async function saveProfileBackground(db: D1Database, userId: number, path: string | null, data: string | null): Promise<void> {
  await db
    .prepare('UPDATE users SET profile_background_path = ?, profile_background_data = ? WHERE id = ? AND deleted_at IS NULL')
    .bind(path, data, userId)
    .run();
}

/** Everything held about a user, read in one batch (one consistent snapshot). */
export async function loadExportSources(db: D1Database, userId: number): Promise<ExportSources | null> {
  const results = await db.batch([
    db
      .prepare(
        `SELECT id, slug, email, world, public_name, user_name, first_name, last_name, subtitle, description, facebook_profile,
           instagram_profile, pinterest_profile, private_profile, image_path, avatar_path, profile_background_path,
           profile_background_data, country_code, is_seller, became_seller_at, created_at, creation_source, email_confirmed_at,
           registration_finished_at, terms_version, double_opt_in, password_hash IS NOT NULL AS has_password
         FROM users WHERE id = ? AND deleted_at IS NULL`,
      )
      .bind(userId),
    db.prepare('SELECT name, company, street, postal_code, city, country, vat_id, email, client_email, updated_at FROM billing_addresses WHERE user_id = ?').bind(userId),
    db.prepare('SELECT account_holder, iban, bic, updated_at FROM bank_details WHERE user_id = ?').bind(userId),
    db.prepare('SELECT topic, email FROM notification_preferences WHERE user_id = ?').bind(userId),
    db.prepare('SELECT provider, created_at FROM social_identities WHERE user_id = ? ORDER BY created_at').bind(userId),
    db
      .prepare('SELECT client_id, scope, platform, impersonator_id, created_at, expires_at, revoked_at FROM access_tokens WHERE user_id = ? ORDER BY created_at')
      .bind(userId),
    db.prepare('SELECT staff_id, started_at, reason FROM impersonations WHERE user_id = ? ORDER BY started_at').bind(userId),
    db
      .prepare(
        `SELECT template, subject, body_text, world, created_at, sent_at FROM outbox
         WHERE lower(to_email) = lower((SELECT email FROM users WHERE id = ?)) ORDER BY id`,
      )
      .bind(userId),
    db.prepare('SELECT name, world, payload, occurred_at, received_at FROM events WHERE user_id = ? ORDER BY id').bind(userId),
    db.prepare('SELECT id, world, title, created_at, is_active, deleted_at FROM materials WHERE author_id = ? ORDER BY id').bind(userId),
    db
      .prepare(
        `SELECT s.id, s.material_id, m.title, s.price, s.currency, s.created_at FROM sales s LEFT JOIN materials m ON m.id = s.material_id
         WHERE s.buyer_id = ? ORDER BY s.id`,
      )
      .bind(userId),
    db.prepare('SELECT material_id, stars, body, created_at FROM ratings WHERE user_id = ? ORDER BY created_at').bind(userId),
    db.prepare('SELECT id, material_id, parent_id, body, created_at, deleted_at FROM comments WHERE user_id = ? ORDER BY id').bind(userId),
    db.prepare('SELECT material_id, created_at FROM material_likes WHERE user_id = ? ORDER BY created_at').bind(userId),
    db.prepare('SELECT subject_type, subject_id, world, created_at FROM subscriptions WHERE user_id = ? ORDER BY id').bind(userId),
    db
      .prepare(
        `SELECT public_id, world, status, payment_method, currency, original_price, voucher_discount, credits_used, gross, net, vat_amount,
           vat_rate_bp, vat_scheme, buyer_country, buyer_vat_id, country_evidence, billing, amount_due, created_at, paid_at
         FROM orders WHERE user_id = ? ORDER BY id`,
      )
      .bind(userId),
    db.prepare('SELECT number, kind, issued_at FROM invoices WHERE user_id = ? ORDER BY id').bind(userId),
    db.prepare('SELECT currency, amount, reason, note, created_at FROM credit_ledger WHERE user_id = ? ORDER BY id').bind(userId),
    db.prepare('SELECT material_id, licence_id, school_id, created_at FROM purchases WHERE user_id = ? ORDER BY created_at').bind(userId),
    db.prepare('SELECT material_id, currency, net, rate_bp, amount, kind, created_at FROM royalties WHERE author_id = ? ORDER BY id').bind(userId),
    db.prepare('SELECT school_id, role, created_at FROM school_members WHERE user_id = ?').bind(userId),
    db
      .prepare(`SELECT c.world, ci.material_id, ci.added_at FROM cart_items ci JOIN carts c ON c.id = ci.cart_id WHERE c.user_id = ? AND c.status = 'open' ORDER BY ci.added_at`)
      .bind(userId),
  ]);
  const rows = <T>(i: number) => (results[i]?.results ?? []) as T[];
  const profile = rows<ExportProfileRow>(0)[0];
  if (!profile) return null;
  return {
    profile,
    billingAddress: rows<Record<string, unknown>>(1)[0] ?? null,
    bankDetails: rows<BankDetailsRow>(2)[0] ?? null,
    notifications: notificationState(rows<{ topic: string; email: number }>(3), profile.double_opt_in === 1),
    socialIdentities: rows(4),
    sessions: rows(5),
    impersonations: rows(6),
    messages: rows(7),
    events: rows(8),
    materials: rows(9),
    purchases: rows(10),
    ratings: rows(11),
    comments: rows(12),
    likes: rows(13),
    subscriptions: rows(14),
    orders: rows(15),
    invoices: rows(16),
    credits: rows(17),
    licences: rows(18),
    royalties: rows(19),
    school: rows<{ school_id: number; role: string; created_at: string }>(20)[0] ?? null,
    cart: rows(21),
  };
}

/** The address an erased account keeps: unique, and unable to receive mail (RFC 2606 .invalid). */
function erasedEmail(userId: number): string {
  return `deleted-${userId}@deleted.invalid`;
}

/**
 * Erasure of a user's personal data (GDPR Art. 17), as statements for ONE `db.batch` (all or
 * nothing). Kept on purpose:
 * - `sales`, `orders` (with their billing block), `order_items`, `invoices`, `credit_ledger`,
 *   `royalties` and `purchases` rows, in which the user is buyer, and the materials they sold: they back invoices and
 *   credit notes, which German law requires us to keep for up to 10 years (§ 147 AO, § 257 HGB);
 *   Art. 17(3)(b) GDPR allows this. They point to the user id only, no longer to a person.
 * - `ratings`: the star counts shape material ratings; they too point to the now anonymous id,
 *   but their text goes.
 * - `comments`: soft-deleted like any deleted comment (the text goes, replies of others stay).
 * - `impersonations`: the staff access audit log (security, Art. 6(1)(f)).
 * The user's own materials are taken off sale (`is_active = 0`), not deleted: buyers keep them.
 */
export function eraseAccountStatements(db: D1Database, userId: number, email: string, now: Date): D1PreparedStatement[] {
  const at = now.toISOString();
  return [
    db
      .prepare(
        `UPDATE users SET email = ?, slug = 'deleted', public_name = NULL, user_name = NULL, first_name = NULL, last_name = NULL,
           subtitle = NULL, description = NULL, facebook_profile = NULL, instagram_profile = NULL, pinterest_profile = NULL,
           private_profile = 1, image_path = NULL, avatar_path = NULL, profile_background_path = NULL,
           profile_background_data = NULL, password_hash = NULL, country_code = NULL, double_opt_in = 0, deleted_at = ?
         WHERE id = ? AND deleted_at IS NULL`,
      )
      .bind(erasedEmail(userId), at, userId),
    db.prepare('DELETE FROM billing_addresses WHERE user_id = ?').bind(userId),
    db.prepare('DELETE FROM bank_details WHERE user_id = ?').bind(userId),
    db.prepare('DELETE FROM notification_preferences WHERE user_id = ?').bind(userId),
    db.prepare('DELETE FROM mail_links WHERE user_id = ?').bind(userId),
    db.prepare('DELETE FROM personal_subjects WHERE user_id = ?').bind(userId),
    db.prepare('DELETE FROM personal_school_types WHERE user_id = ?').bind(userId),
    db.prepare('DELETE FROM personalisations WHERE user_id = ?').bind(userId),
    db.prepare('DELETE FROM social_identities WHERE user_id = ?').bind(userId),
    db.prepare('DELETE FROM one_time_tokens WHERE user_id = ?').bind(userId),
    // AI tools: the user's worksheets go; the operator's record of generations keeps no topics (docs/ai-tools.md).
    db.prepare('DELETE FROM ai_documents WHERE user_id = ?').bind(userId),
    db.prepare("UPDATE ai_generations SET inputs_json = '{}' WHERE user_id = ?").bind(userId),
    db.prepare('UPDATE access_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL').bind(at, userId),
    db.prepare('DELETE FROM outbox WHERE lower(to_email) = lower(?)').bind(email),
    ...clearFailuresStatements(db, email),
    db.prepare('UPDATE events SET user_id = NULL WHERE user_id = ?').bind(userId),
    db.prepare('UPDATE materials SET is_active = 0 WHERE author_id = ?').bind(userId),
    db.prepare("UPDATE ratings SET body = '' WHERE user_id = ?").bind(userId),
    db.prepare("UPDATE comments SET body = '', deleted_at = COALESCE(deleted_at, ?) WHERE user_id = ?").bind(at, userId),
    db.prepare('DELETE FROM material_likes WHERE user_id = ?').bind(userId),
    db
      .prepare(
        `UPDATE users SET followers_number = MAX(followers_number - 1, 0)
         WHERE id IN (SELECT subject_id FROM subscriptions WHERE user_id = ? AND subject_type = 'author')`,
      )
      .bind(userId),
    db.prepare('DELETE FROM subscriptions WHERE user_id = ?').bind(userId),
    db.prepare('DELETE FROM cart_items WHERE cart_id IN (SELECT id FROM carts WHERE user_id = ?)').bind(userId),
    db.prepare("UPDATE carts SET voucher_code = NULL, status = CASE WHEN status = 'open' THEN 'merged' ELSE status END WHERE user_id = ?").bind(userId),
    handOverBeforeErasingStatement(db, userId),
    db.prepare('DELETE FROM school_members WHERE user_id = ?').bind(userId),
    // Favourites and folders go with the account (docs/favourites.md).
    db.prepare('DELETE FROM wishlist WHERE user_id = ?').bind(userId),
    db.prepare('DELETE FROM folder_materials WHERE folder_id IN (SELECT id FROM folders WHERE user_id = ?)').bind(userId),
    db.prepare('UPDATE folders SET parent_id = NULL WHERE user_id = ?').bind(userId),
    db.prepare('DELETE FROM folders WHERE user_id = ?').bind(userId),
  ];
}
