import { Hono } from 'hono';
import type { OriginEnv } from '../env';
import { publishedContentPages, sitemapRows, sitemapStarts } from '../db/sitemaps';
import { sitemapPlanQuerySchema, sitemapRowsQuerySchema, type SitemapPlan } from '../../shared/schemas/sitemaps';
import { validQuery } from '../http/validate';
import { requestWorld } from '../http/world';
import { cachedJson } from '../http/cache';

/** The plan reads every listed row once: kept an hour, so asking again costs nothing (docs/search-engines.md). */
const PLAN_TTL_SECONDS = 3600;

/**
 * The data of the sitemaps (docs/search-engines.md): `v3/sitemaps/plan` says where each file of
 * each world starts, `v3/sitemaps/rows` answers one page of a file's rows, walked by id.
 */
export const sitemaps = new Hono<{ Bindings: OriginEnv }>()
  .get('/v3/sitemaps/plan', async (c) => {
    const { size } = validQuery(c, sitemapPlanQuerySchema);
    const data = await cachedJson<SitemapPlan>(c.env.ORIGIN_CACHE, `sitemap-plan:${size}`, PLAN_TTL_SECONDS, async () => ({
      size,
      worlds: await sitemapStarts(c.env.DB, size),
      contentPages: await publishedContentPages(c.env.DB),
    }));
    return c.json({ data });
  })
  .get('/v3/sitemaps/rows', async (c) => {
    const world = requestWorld(c);
    const { kind, from, to, limit } = validQuery(c, sitemapRowsQuerySchema);
    const data = await sitemapRows(c.env.DB, { world, kind, from, to: to ?? Number.MAX_SAFE_INTEGER, limit });
    return c.json({ data });
  });
