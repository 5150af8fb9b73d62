import type { Context } from 'hono';
import type { OriginEnv } from '../env';
import { staffRolesOf } from '../db/staff';
import type { StaffRole } from '../../shared/schemas/operations';
import { ApiError } from './errors';
import { requireUser } from './auth';

/** A member of staff acting as themselves, and the role that allows the call (for the audit log). */
export interface StaffActor {
  userId: number;
  role: StaffRole;
}

/**
 * The one guard of every staff call: it names the role the call needs (docs/operations.md,
 * "Roles"); `admin` may do everything. For everyone but staff acting as themselves (visitors,
 * users, staff acting as another user) a staff call does not exist: the same 404 as an unknown
 * call (docs/security.md). Staff without the role get 403 `staff_role_required`.
 */
export async function requireStaffActor(c: Context<{ Bindings: OriginEnv }>, role: StaffRole): Promise<StaffActor> {
  const notFound = () => new ApiError(404, 'not_found', `No API call ${c.req.method} ${c.req.path}.`);
  const { userId, caller } = await requireUser(c).catch(() => {
    throw notFound();
  });
  if (caller.impersonatorId !== null) throw notFound();
  const roles = await staffRolesOf(c.env.DB, userId);
  if (roles === null) throw notFound();
  if (roles.includes(role)) return { userId, role };
  if (roles.includes('admin')) return { userId, role: 'admin' };
  throw new ApiError(403, 'staff_role_required', `This needs the staff role ${role}.`, { role });
}

/** The guard when only the staff member's id is needed. */
export async function requireStaff(c: Context<{ Bindings: OriginEnv }>, role: StaffRole): Promise<number> {
  return (await requireStaffActor(c, role)).userId;
}
