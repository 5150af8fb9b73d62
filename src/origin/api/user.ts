import { Hono } from 'hono';
import type { OriginEnv } from '../env';
import { noQuerySchema } from '../../shared/schemas/common';
import { validQuery } from '../http/validate';
import { requireUser } from '../http/auth';
import { notFound } from '../http/errors';
import { loadUser } from '../db/user-profile';

/** The signed-in user (`GET v1/user` → `items[0]`, docs/identity.md). */
export const user = new Hono<{ Bindings: OriginEnv }>().get('/v1/user', async (c) => {
  validQuery(c, noQuerySchema);
  const { userId, caller } = await requireUser(c);
  const profile = await loadUser(c.env.DB, userId, caller.impersonatorId !== null);
  if (!profile) throw notFound('User');
  return c.json({ data: { items: [profile] } });
});
