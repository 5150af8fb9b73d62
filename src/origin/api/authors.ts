import { Hono } from 'hono';
import type { OriginEnv } from '../env';
import { findAuthorProfile } from '../db/authors';
import { authorQueryRequestSchema, publicProfile } from '../../shared/schemas/authors';
import { validJson } from '../http/validate';
import { notFound } from '../http/errors';

/** Public author profiles (`POST v3/user-details/query`, docs/community.md). */
export const authors = new Hono<{ Bindings: OriginEnv }>().post('/v3/user-details/query', async (c) => {
  const { id } = await validJson(c, authorQueryRequestSchema);
  // A private profile answers like a missing one, as its pages do.
  const profile = publicProfile(await findAuthorProfile(c.env.DB, id));
  if (!profile) throw notFound('Author');
  return c.json({ data: { profile } });
});
