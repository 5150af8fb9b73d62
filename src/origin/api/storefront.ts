import { Hono } from 'hono';
import type { OriginEnv } from '../env';
import { loadStorefront } from '../db/storefront';
import { noQuerySchema } from '../../shared/schemas/common';
import { validQuery } from '../http/validate';
import { requestWorld } from '../http/world';
import { cachedJson } from '../http/cache';

/** How many authors the home page may feature (it shows whole rows of them). */
const FEATURED_AUTHORS = 10;

/** `GET v3/storefront`: the figures and featured authors of the world's home page (schemas/storefront.ts). */
export const storefront = new Hono<{ Bindings: OriginEnv }>().get('/v3/storefront', async (c) => {
  const world = requestWorld(c);
  validQuery(c, noQuerySchema);
  const data = await cachedJson(c.env.ORIGIN_CACHE, `storefront:${world}`, 300, () => loadStorefront(c.env.DB, world, FEATURED_AUTHORS));
  return c.json({ data });
});
