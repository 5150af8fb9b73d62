import { Hono } from 'hono';
import type { OriginEnv } from '../env';
import { oneTimeLinkState } from '../db/one-time-link-state';
import { oneTimeLinkStateSchema } from '../../shared/schemas/one-time-links';
import { tokenHash } from '../domain/identity/tokens';
import { validJson } from '../http/validate';
import { ApiError } from '../http/errors';

/**
 * `POST v3/one-time-links/state`: the screens opened from a mailed link ask before they render, so
 * a link we never sent is a real 404 and a used or expired one a 410 (docs/search-engines.md).
 * Nothing is spent; the token travels in the body, never in a URL the logs keep.
 */
export const oneTimeLinks = new Hono<{ Bindings: OriginEnv }>().post('/v3/one-time-links/state', async (c) => {
  const { token, purpose } = await validJson(c, oneTimeLinkStateSchema);
  const state = await oneTimeLinkState(c.env.DB, await tokenHash(token), purpose, new Date());
  if (!state) throw new ApiError(404, 'not_found', 'No such link.');
  return c.json({ data: { state } });
});
