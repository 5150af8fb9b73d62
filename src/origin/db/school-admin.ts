import type { SchoolMemberView, SchoolInvoiceView, SchoolLicenceView, SchoolMaterialView, SchoolWishlistEntry } from '../../shared/schemas/schools';
import { LIVE_MATERIAL } from './material-row';
import { auditStatement } from './staff';
import type { StaffRole } from '../../shared/schemas/operations';

/** All SQL of the schools area (docs/schools.md); commerce's own reads stay in ./schools. */

export interface SchoolRow {
  id: number;
  world: string;
  name: string;
  country: string;
  vat_id: string | null;
  is_verified: number;
  invoice_email: string | null;
  created_at: string;
  street: string | null;
  postcode: string | null;
  city: string | null;
  school_type: string | null;
  evidence_text: string | null;
  evidence_domain: string | null;
  rejection_reason: string | null;
  reviewed_at: string | null;
  created_by: number | null;
}

const SCHOOL_COLUMNS = `s.id, s.world, s.name, s.country, s.vat_id, s.is_verified, s.invoice_email, s.created_at, s.street, s.postcode,
  s.city, s.school_type, s.evidence_text, s.evidence_domain, s.rejection_reason, s.reviewed_at, s.created_by`;

const NAME = `COALESCE(NULLIF(u.user_name, ''), u.public_name, u.email)`;

export async function findSchoolOf(db: D1Database, userId: number): Promise<{ school: SchoolRow; role: 'master' | 'member' } | null> {
  const row = await db
    .prepare(`SELECT ${SCHOOL_COLUMNS}, sm.role FROM school_members sm JOIN schools s ON s.id = sm.school_id WHERE sm.user_id = ?`)
    .bind(userId)
    .first<SchoolRow & { role: 'master' | 'member' }>();
  if (!row) return null;
  const { role, ...school } = row;
  return { school, role };
}

export async function schoolExists(db: D1Database, schoolId: number): Promise<boolean> {
  return (await db.prepare('SELECT 1 AS x FROM schools WHERE id = ?').bind(schoolId).first()) !== null;
}

export interface NewSchool {
  world: string;
  name: string;
  street: string;
  postcode: string;
  city: string;
  country: string;
  schoolType: string;
  evidenceText: string;
  evidenceDomain: string | null;
}

/**
 * The school and its creator as master admin, in one transaction: when the creator already
 * belongs to a school the member row conflicts and neither row is written. Null then.
 */
export async function insertSchool(db: D1Database, userId: number, school: NewSchool, now: Date): Promise<number | null> {
  const at = now.toISOString();
  try {
    const [inserted] = await db.batch([
      db
        .prepare(
          `INSERT INTO schools (world, name, country, is_verified, street, postcode, city, school_type, evidence_text, evidence_domain, created_by, created_at)
           VALUES (?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
        )
        .bind(school.world, school.name, school.country, school.street, school.postcode, school.city, school.schoolType, school.evidenceText, school.evidenceDomain, userId, at),
      db
        .prepare(`INSERT INTO school_members (user_id, school_id, role, created_at) SELECT ?, MAX(id), 'master', ? FROM schools WHERE created_by = ?`)
        .bind(userId, at, userId),
    ]);
    return (inserted?.results[0] as { id: number } | undefined)?.id ?? null;
  } catch (error) {
    if (String(error).includes('UNIQUE constraint failed') || String(error).includes('PRIMARY KEY')) return null;
    throw error;
  }
}

export interface SchoolAccountUpdate {
  name: string;
  street: string;
  postcode: string;
  city: string;
  country: string;
  schoolType: string;
  invoiceEmail: string | null;
  vatId: string | null;
  evidenceText?: string | undefined;
  evidenceDomain?: string | null | undefined;
}

/**
 * The master admin's edit. A new name sends a verified school back to staff; a rejected school
 * that is edited waits for staff again, with the new evidence if any (docs/schools.md, "Verification").
 */
export async function updateSchoolAccount(db: D1Database, schoolId: number, update: SchoolAccountUpdate): Promise<void> {
  await db
    .prepare(
      `UPDATE schools SET
         is_verified = CASE WHEN name <> ?1 THEN 0 ELSE is_verified END,
         rejection_reason = NULL,
         name = ?1, street = ?2, postcode = ?3, city = ?4, country = ?5, school_type = ?6, invoice_email = ?7, vat_id = ?8,
         evidence_text = CASE WHEN is_verified = 0 AND ?10 IS NOT NULL THEN ?10 ELSE evidence_text END,
         evidence_domain = CASE WHEN is_verified = 0 AND ?11 = 1 THEN ?12 ELSE evidence_domain END
       WHERE id = ?9`,
    )
    .bind(
      update.name, update.street, update.postcode, update.city, update.country, update.schoolType, update.invoiceEmail, update.vatId, schoolId,
      update.evidenceText ?? null, update.evidenceDomain === undefined ? 0 : 1, update.evidenceDomain ?? null,
    )
    .run();
}

export async function listMembers(db: D1Database, schoolId: number): Promise<SchoolMemberView[]> {
  const { results } = await db
    .prepare(
      `SELECT sm.user_id, ${NAME} AS name, u.email, sm.role, sm.created_at FROM school_members sm JOIN users u ON u.id = sm.user_id
       WHERE sm.school_id = ? ORDER BY sm.role = 'master' DESC, name COLLATE NOCASE, sm.user_id LIMIT 1000`,
    )
    .bind(schoolId)
    .all<{ user_id: number; name: string; email: string; role: 'master' | 'member'; created_at: string }>();
  return results.map((r) => ({ userId: r.user_id, name: r.name, email: r.email, role: r.role, joinedAt: r.created_at }));
}

/** Removes another member of the same school; false when they are not one. */
export async function removeMember(db: D1Database, schoolId: number, userId: number): Promise<boolean> {
  const result = await db.prepare('DELETE FROM school_members WHERE user_id = ? AND school_id = ?').bind(userId, schoolId).run();
  return result.meta.changes > 0;
}

const OTHER_MASTER = `(SELECT COUNT(*) FROM school_members o WHERE o.school_id = ?2 AND o.role = 'master' AND o.user_id <> ?1) > 0`;

/** Leaves the school, unless the user is its last master admin (false then). */
export async function leaveSchool(db: D1Database, schoolId: number, userId: number): Promise<boolean> {
  const result = await db
    .prepare(`DELETE FROM school_members WHERE user_id = ?1 AND school_id = ?2 AND (role = 'member' OR ${OTHER_MASTER})`)
    .bind(userId, schoolId)
    .run();
  return result.meta.changes > 0;
}

/** Sets a member's role; a master admin only loses it while another one remains (false otherwise). */
export async function setMemberRole(db: D1Database, schoolId: number, userId: number, role: 'master' | 'member'): Promise<boolean> {
  const result = await db
    .prepare(`UPDATE school_members SET role = ?3 WHERE user_id = ?1 AND school_id = ?2 AND (?3 = 'master' OR role = 'member' OR ${OTHER_MASTER})`)
    .bind(userId, schoolId, role)
    .run();
  return result.meta.changes > 0;
}

export interface InvitationRow {
  id: number;
  school_id: number;
  school_name: string;
  school_world: string;
  email: string;
  invited_by: number;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
  revoked_at: string | null;
}

export async function countOpenInvitations(db: D1Database, schoolId: number, now: Date): Promise<number> {
  const row = await db
    .prepare('SELECT COUNT(*) AS n FROM school_invitations WHERE school_id = ? AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > ?')
    .bind(schoolId, now.toISOString())
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** Invitations the school sent since the given moment (withdrawn and replaced ones count too). */
export async function countInvitationsSince(db: D1Database, schoolId: number, since: Date): Promise<number> {
  const row = await db.prepare('SELECT COUNT(*) AS n FROM school_invitations WHERE school_id = ? AND created_at > ?').bind(schoolId, since.toISOString()).first<{ n: number }>();
  return row?.n ?? 0;
}

/**
 * A new invitation; an open one to the same address is replaced (its link stops working), so
 * sending again is how an admin renews a lost or expired link.
 */
export async function insertInvitation(
  db: D1Database,
  invitation: { schoolId: number; email: string; tokenHash: string; invitedBy: number; expiresAt: Date },
  now: Date,
): Promise<number> {
  const at = now.toISOString();
  const [, inserted] = await db.batch([
    db
      .prepare('UPDATE school_invitations SET revoked_at = ? WHERE school_id = ? AND lower(email) = lower(?) AND accepted_at IS NULL AND revoked_at IS NULL')
      .bind(at, invitation.schoolId, invitation.email),
    db
      .prepare('INSERT INTO school_invitations (school_id, email, token_hash, invited_by, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id')
      .bind(invitation.schoolId, invitation.email, invitation.tokenHash, invitation.invitedBy, at, invitation.expiresAt.toISOString()),
  ]);
  return (inserted?.results[0] as { id: number }).id;
}

export async function listOpenInvitations(db: D1Database, schoolId: number, now: Date): Promise<{ id: number; email: string; created_at: string; expires_at: string }[]> {
  const { results } = await db
    .prepare(
      `SELECT id, email, created_at, expires_at FROM school_invitations
       WHERE school_id = ? AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > ? ORDER BY id DESC LIMIT 200`,
    )
    .bind(schoolId, now.toISOString())
    .all<{ id: number; email: string; created_at: string; expires_at: string }>();
  return results;
}

export async function revokeInvitation(db: D1Database, schoolId: number, invitationId: number, now: Date): Promise<boolean> {
  const result = await db
    .prepare('UPDATE school_invitations SET revoked_at = ? WHERE id = ? AND school_id = ? AND accepted_at IS NULL AND revoked_at IS NULL')
    .bind(now.toISOString(), invitationId, schoolId)
    .run();
  return result.meta.changes > 0;
}

export async function findInvitation(db: D1Database, tokenHash: string): Promise<InvitationRow | null> {
  return db
    .prepare(
      `SELECT i.id, i.school_id, s.name AS school_name, s.world AS school_world, i.email, i.invited_by, i.created_at, i.expires_at, i.accepted_at, i.revoked_at
       FROM school_invitations i JOIN schools s ON s.id = i.school_id WHERE i.token_hash = ?`,
    )
    .bind(tokenHash)
    .first<InvitationRow>();
}

/**
 * Joins the school from an open invitation: the member row and the accepted mark in one
 * transaction, both only while the invitation is still open. False when it was not.
 */
export async function acceptInvitation(db: D1Database, invitationId: number, userId: number, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const open = `SELECT school_id FROM school_invitations WHERE id = ? AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > ?`;
  const [joined] = await db.batch([
    db.prepare(`INSERT INTO school_members (user_id, school_id, role, created_at) SELECT ?, school_id, 'member', ? FROM (${open})`).bind(userId, at, invitationId, at),
    db
      .prepare('UPDATE school_invitations SET accepted_at = ?, accepted_by = ? WHERE id = ? AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > ?')
      .bind(at, userId, invitationId, at),
  ]);
  return (joined?.meta.changes ?? 0) > 0;
}

type MaterialCols = { material_id: number; slug: string; title: string; world: string; price: number; currency: string; author_name: string | null };
const MATERIAL = `m.id AS material_id, m.slug, m.title, m.world, COALESCE(m.sale_price, m.price) AS price, m.currency, a.public_name AS author_name`;

function material(r: MaterialCols): SchoolMaterialView {
  return { id: r.material_id, slug: r.slug, title: r.title, world: r.world, price: r.price, currency: r.currency, authorName: r.author_name };
}

/** Materials bought for the school, newest first: licensed to every member. */
export async function listSchoolLicences(db: D1Database, schoolId: number): Promise<SchoolLicenceView[]> {
  const { results } = await db
    .prepare(
      `SELECT ${MATERIAL}, MIN(p.licence_id) AS licence_id, MAX(p.created_at) AS bought_at
       FROM purchases p JOIN materials m ON m.id = p.material_id JOIN users a ON a.id = m.author_id
       WHERE p.school_id = ? GROUP BY m.id ORDER BY bought_at DESC, m.id DESC LIMIT 500`,
    )
    .bind(schoolId)
    .all<MaterialCols & { licence_id: string; bought_at: string }>();
  const files = await filesOf(db, results.map((r) => r.material_id));
  return results.map((r) => ({ material: material(r), licenceId: r.licence_id, boughtAt: r.bought_at, files: files.get(r.material_id) ?? [] }));
}

export async function schoolHoldsLicence(db: D1Database, schoolId: number, materialId: number): Promise<boolean> {
  return (await db.prepare('SELECT 1 AS x FROM purchases WHERE school_id = ? AND material_id = ? LIMIT 1').bind(schoolId, materialId).first()) !== null;
}

async function filesOf(db: D1Database, materialIds: number[]): Promise<Map<number, SchoolLicenceView['files']>> {
  const map = new Map<number, SchoolLicenceView['files']>();
  if (materialIds.length === 0) return map;
  const { results } = await db
    .prepare(`SELECT id, material_id, name, format, size_bytes FROM material_files WHERE material_id IN (SELECT value FROM json_each(?)) ORDER BY id`)
    .bind(JSON.stringify(materialIds))
    .all<{ id: number; material_id: number; name: string; format: string; size_bytes: number }>();
  for (const f of results) {
    const list = map.get(f.material_id) ?? [];
    list.push({ id: f.id, name: f.name, format: f.format, sizeBytes: f.size_bytes });
    map.set(f.material_id, list);
  }
  return map;
}

/** Invoices and credit notes of orders placed for the school. */
export async function listSchoolInvoices(db: D1Database, schoolId: number): Promise<SchoolInvoiceView[]> {
  const { results } = await db
    .prepare(
      `SELECT i.id, i.number, i.kind, i.issued_at, o.public_id, o.gross, o.currency, ${NAME} AS ordered_by
       FROM invoices i JOIN orders o ON o.id = i.order_id JOIN users u ON u.id = o.user_id
       WHERE o.school_id = ? ORDER BY i.id DESC LIMIT 500`,
    )
    .bind(schoolId)
    .all<{ id: number; number: string; kind: 'invoice' | 'credit_note'; issued_at: string; public_id: string; gross: number; currency: string; ordered_by: string }>();
  return results.map((r) => ({
    id: r.id,
    number: r.number,
    kind: r.kind,
    issuedAt: r.issued_at,
    orderId: r.public_id,
    gross: r.kind === 'credit_note' ? -r.gross : r.gross,
    currency: r.currency,
    orderedBy: r.ordered_by,
  }));
}

/** A live material of this world, or null. */
export async function findLiveMaterial(db: D1Database, materialId: number): Promise<{ id: number; world: string; title: string; slug: string } | null> {
  return db.prepare(`SELECT id, world, title, slug FROM materials m WHERE id = ? AND ${LIVE_MATERIAL}`).bind(materialId).first();
}

export async function addToSchoolWishlist(db: D1Database, schoolId: number, materialId: number, userId: number, now: Date): Promise<void> {
  await db
    .prepare('INSERT INTO school_wishlist (school_id, material_id, proposed_by, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (school_id, material_id) DO NOTHING')
    .bind(schoolId, materialId, userId, now.toISOString())
    .run();
}

/** Takes a proposal off the list: the master admin any, a member only their own. */
export async function removeFromSchoolWishlist(db: D1Database, schoolId: number, materialId: number, byUserId: number | null): Promise<boolean> {
  const result = await db
    .prepare('DELETE FROM school_wishlist WHERE school_id = ? AND material_id = ? AND (? IS NULL OR proposed_by = ?)')
    .bind(schoolId, materialId, byUserId, byUserId)
    .run();
  return result.meta.changes > 0;
}

export async function findWishlistProposer(db: D1Database, schoolId: number, materialId: number): Promise<number | null> {
  const row = await db.prepare('SELECT proposed_by FROM school_wishlist WHERE school_id = ? AND material_id = ?').bind(schoolId, materialId).first<{ proposed_by: number }>();
  return row?.proposed_by ?? null;
}

const WISHLIST_LIVE = `sw.school_id = ? AND m.is_active = 1 AND m.deleted_at IS NULL`;

/** The ids on the school wishlist (live materials, optionally of one world) and how many there are. */
export async function schoolWishlistIds(db: D1Database, schoolId: number, world: string | null, limit: number): Promise<{ ids: number[]; total: number }> {
  const where = `${WISHLIST_LIVE} AND (? IS NULL OR m.world = ?)`;
  const [rows, total] = await db.batch([
    db
      .prepare(`SELECT m.id FROM school_wishlist sw JOIN materials m ON m.id = sw.material_id WHERE ${where} ORDER BY sw.created_at DESC, m.id DESC LIMIT ?`)
      .bind(schoolId, world, world, limit),
    db.prepare(`SELECT COUNT(*) AS n FROM school_wishlist sw JOIN materials m ON m.id = sw.material_id WHERE ${where}`).bind(schoolId, world, world),
  ]);
  return {
    ids: ((rows?.results ?? []) as { id: number }[]).map((r) => r.id),
    total: ((total?.results ?? [])[0] as { n: number } | undefined)?.n ?? 0,
  };
}

export async function listSchoolWishlist(db: D1Database, schoolId: number): Promise<SchoolWishlistEntry[]> {
  const { results } = await db
    .prepare(
      `SELECT ${MATERIAL}, sw.created_at AS proposed_at, ${NAME} AS proposed_by, sw.proposed_by AS proposer_id,
         EXISTS (SELECT 1 FROM purchases p WHERE p.school_id = sw.school_id AND p.material_id = m.id) AS licensed
       FROM school_wishlist sw JOIN materials m ON m.id = sw.material_id JOIN users a ON a.id = m.author_id JOIN users u ON u.id = sw.proposed_by
       WHERE ${WISHLIST_LIVE} ORDER BY sw.created_at DESC, m.id DESC LIMIT 200`,
    )
    .bind(schoolId)
    .all<MaterialCols & { proposed_at: string; proposed_by: string; proposer_id: number; licensed: number }>();
  return results.map((r) => ({ material: material(r), proposedBy: r.proposed_by, proposerId: r.proposer_id, proposedAt: r.proposed_at, licensed: r.licensed === 1 }));
}

/** E-mail addresses of the given members of the school (all others but the sender when none are named). */
export async function memberAddresses(db: D1Database, schoolId: number, senderId: number, userIds: number[]): Promise<{ userId: number; email: string; world: string }[]> {
  const { results } = await db
    .prepare(
      `SELECT u.id, u.email, u.world FROM school_members sm JOIN users u ON u.id = sm.user_id
       WHERE sm.school_id = ? AND sm.user_id <> ? AND u.deleted_at IS NULL
         AND (json_array_length(?) = 0 OR sm.user_id IN (SELECT value FROM json_each(?))) LIMIT 500`,
    )
    .bind(schoolId, senderId, JSON.stringify(userIds), JSON.stringify(userIds))
    .all<{ id: number; email: string; world: string }>();
  return results.map((r) => ({ userId: r.id, email: r.email, world: r.world }));
}

export async function userContact(db: D1Database, userId: number): Promise<{ email: string; name: string } | null> {
  return db.prepare(`SELECT u.email, ${NAME} AS name FROM users u WHERE u.id = ?`).bind(userId).first();
}

/** Schools staff has not looked at yet, oldest first, with who created them. */
export async function listWaitingSchools(db: D1Database): Promise<(SchoolRow & { creator_name: string | null; creator_email: string | null })[]> {
  const { results } = await db
    .prepare(
      `SELECT ${SCHOOL_COLUMNS}, ${NAME} AS creator_name, u.email AS creator_email
       FROM schools s LEFT JOIN users u ON u.id = s.created_by
       WHERE s.is_verified = 0 AND s.rejection_reason IS NULL ORDER BY s.created_at, s.id LIMIT 200`,
    )
    .all<SchoolRow & { creator_name: string | null; creator_email: string | null }>();
  return results;
}

export async function findSchool(db: D1Database, schoolId: number): Promise<SchoolRow | null> {
  return db.prepare(`SELECT ${SCHOOL_COLUMNS} FROM schools s WHERE s.id = ?`).bind(schoolId).first<SchoolRow>();
}

/** Staff's decision; only a school that is waiting changes (false otherwise). */
export async function decideSchool(
  db: D1Database,
  schoolId: number,
  actor: { userId: number; role: StaffRole },
  decision: { verified: true } | { verified: false; reason: string },
  now: Date,
): Promise<boolean> {
  const [result] = await db.batch([
    db
      .prepare(
        `UPDATE schools SET is_verified = ?, rejection_reason = ?, reviewed_by = ?, reviewed_at = ?
         WHERE id = ? AND is_verified = 0 AND rejection_reason IS NULL`,
      )
      .bind(decision.verified ? 1 : 0, decision.verified ? null : decision.reason, actor.userId, now.toISOString(), schoolId),
    // The audit row only when the decision was made by this batch (docs/operations.md, "Audit log").
    auditStatement(
      db,
      { staffId: actor.userId, role: actor.role, action: decision.verified ? 'school.verify' : 'school.reject', objectType: 'school', objectId: schoolId, reason: decision.verified ? '' : decision.reason },
      now,
      { sql: 'changes() > 0', binds: [] },
    ),
  ]);
  return (result?.meta.changes ?? 0) > 0;
}

/**
 * When an account is erased and it was its school's last master admin, the longest-standing
 * other member becomes master admin, so the school is never left without one (docs/schools.md).
 * Runs before the member row goes.
 */
export function handOverBeforeErasingStatement(db: D1Database, userId: number): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE school_members SET role = 'master'
       WHERE user_id = (
         SELECT o.user_id FROM school_members o JOIN school_members me ON me.school_id = o.school_id
         WHERE me.user_id = ?1 AND me.role = 'master' AND o.user_id <> ?1 ORDER BY o.created_at, o.user_id LIMIT 1)
       AND NOT EXISTS (
         SELECT 1 FROM school_members m JOIN school_members me ON me.school_id = m.school_id
         WHERE me.user_id = ?1 AND m.role = 'master' AND m.user_id <> ?1)`,
    )
    .bind(userId);
}
