import type { StaffRole } from '../../shared/schemas/operations';

/**
 * Staff roles and the audit log (docs/operations.md). The audit table is append-only: this file
 * only ever inserts into it, and the migration's triggers refuse UPDATE and DELETE.
 */

/** The roles of a member of staff, or null when the user is not staff (or does not exist). */
export async function staffRolesOf(db: D1Database, userId: number): Promise<StaffRole[] | null> {
  const row = await db
    .prepare(
      `SELECT u.is_staff, (SELECT group_concat(role) FROM staff_roles r WHERE r.user_id = u.id) AS roles
       FROM users u WHERE u.id = ? AND u.deleted_at IS NULL AND u.blocked_at IS NULL`,
    )
    .bind(userId)
    .first<{ is_staff: number; roles: string | null }>();
  if (!row || row.is_staff !== 1) return null;
  return row.roles ? (row.roles.split(',') as StaffRole[]) : [];
}

export interface AuditEntry {
  staffId: number;
  role: StaffRole;
  action: string;
  objectType: string;
  objectId: string | number;
  reason?: string;
  changes?: Record<string, unknown>;
}

/** The audit row of a staff action, to run in the same batch as the change. */
export function auditStatement(db: D1Database, entry: AuditEntry, now: Date, onlyIf?: { sql: string; binds: unknown[] }): D1PreparedStatement {
  const values = [entry.staffId, entry.role, entry.action, entry.objectType, String(entry.objectId), entry.reason ?? '', JSON.stringify(entry.changes ?? {}), now.toISOString()];
  if (onlyIf) {
    return db
      .prepare(
        `INSERT INTO staff_audit (staff_id, role, action, object_type, object_id, reason, changes, created_at)
         SELECT ?, ?, ?, ?, ?, ?, ?, ? WHERE ${onlyIf.sql}`,
      )
      .bind(...values, ...onlyIf.binds);
  }
  return db
    .prepare('INSERT INTO staff_audit (staff_id, role, action, object_type, object_id, reason, changes, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
    .bind(...values);
}

export interface AuditRow {
  id: number;
  staff_id: number;
  staff_name: string | null;
  role: StaffRole;
  action: string;
  object_type: string;
  object_id: string;
  reason: string;
  changes: string;
  created_at: string;
}

/** The audit trail of one object, newest first. */
export async function auditOf(db: D1Database, objectType: string, objectId: string | number, limit = 100): Promise<AuditRow[]> {
  const { results } = await db
    .prepare(
      `SELECT a.id, a.staff_id, COALESCE(u.public_name, u.email) AS staff_name, a.role, a.action, a.object_type, a.object_id, a.reason, a.changes, a.created_at
       FROM staff_audit a LEFT JOIN users u ON u.id = a.staff_id
       WHERE a.object_type = ? AND a.object_id = ? ORDER BY a.id DESC LIMIT ?`,
    )
    .bind(objectType, String(objectId), limit)
    .all<AuditRow>();
  return results;
}
