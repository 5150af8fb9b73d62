import { Hono } from 'hono';
import type { OriginEnv } from '../env';
import { searchMaterials, suggestTitles } from '../db/search';
import { searchQuerySchema, searchSuggestQuerySchema } from '../../shared/schemas/search';
import { validQuery } from '../http/validate';
import { requestWorld } from '../http/world';
import { findAbTest } from '../db/settings';
import { experimentAssignments } from '../http/experiments';
import { rankingOf } from '../domain/experiments/ranking';

/** Full-text search with facets, sorting and pagination, and title suggestions (docs/search.md). */
export const search = new Hono<{ Bindings: OriginEnv }>()
  .get('/v3/search', async (c) => {
    const world = requestWorld(c);
    const { facets, ...query } = validQuery(c, searchQuerySchema);
    // The relevance order follows the visitor's RANK3 variant (docs/experiments.md).
    const ranking = rankingOf(await findAbTest(c.env.DB, 'RANK3'), experimentAssignments(c).get('RANK3'));
    return c.json({ data: await searchMaterials(c.env.DB, { world, ...query, facets, ranking }) });
  })
  .get('/v3/search/suggest', async (c) => {
    const world = requestWorld(c);
    const query = validQuery(c, searchSuggestQuerySchema);
    return c.json({ data: await suggestTitles(c.env.DB, world, query.q, query.limit) });
  });
