import type { Context } from 'hono';
import type { OriginEnv } from '../env';
import { isStaff } from '../db/users';
import { ApiError } from './errors';
import { requireUser } from './auth';

/**
 * Staff acting as themselves; for everyone else (visitors, users, staff acting as another user)
 * a staff call does not exist: the same 404 as an unknown call (docs/security.md).
 */
export async function requireStaff(c: Context<{ Bindings: OriginEnv }>): Promise<number> {
  const notFound = () => new ApiError(404, 'not_found', `No API call ${c.req.method} ${c.req.path}.`);
  const { userId, caller } = await requireUser(c).catch(() => {
    throw notFound();
  });
  if (caller.impersonatorId !== null || !(await isStaff(c.env.DB, userId))) throw notFound();
  return userId;
}
