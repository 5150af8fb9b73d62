import { Hono } from 'hono';
import type { OriginEnv } from '../env';
import { loadFilters, loadMegaMenu } from '../db/catalogue';
import { listMaterials, listMaterialsByIds, findMaterial } from '../db/materials';
import { materialIdsQuerySchema, materialListQuerySchema, idParamSchema } from '../../shared/schemas/materials';
import { noQuerySchema } from '../../shared/schemas/common';
import { validParam, validQuery } from '../http/validate';
import { requestWorld } from '../http/world';
import { notFound } from '../http/errors';
import { cachedJson } from '../http/cache';

/** Catalogue reads: filters, mega menu, material lists and material detail (search: api/search.ts). */
export const catalogue = new Hono<{ Bindings: OriginEnv }>()
  .get('/v1/filters', async (c) => {
    const world = requestWorld(c);
    validQuery(c, noQuerySchema);
    const items = await cachedJson(c.env.ORIGIN_CACHE, `filters:${world}`, 300, () => loadFilters(c.env.DB, world));
    return c.json({ data: { items } });
  })
  .get('/v3/mega-menu/get-subjects', async (c) => {
    const world = requestWorld(c);
    validQuery(c, noQuerySchema);
    const menu = await cachedJson(c.env.ORIGIN_CACHE, `mega-menu:${world}`, 300, () => loadMegaMenu(c.env.DB, world));
    return c.json({ data: menu });
  })
  .get('/v3/materials', async (c) => {
    const world = requestWorld(c);
    if (c.req.query('ids') !== undefined) {
      const { ids } = validQuery(c, materialIdsQuerySchema);
      return c.json({ data: { items: await listMaterialsByIds(c.env.DB, world, ids) } });
    }
    const query = validQuery(c, materialListQuerySchema);
    const items = await listMaterials(c.env.DB, {
      world,
      sort: query.sort,
      limit: query.limit,
      schoolType: query.school_type,
      onSale: query.on_sale === '1',
      authorId: query.author,
      page: query.page,
    });
    return c.json({ data: { items } });
  })
  .get('/v3/materials/:id', async (c) => {
    const id = validParam(c.req.param('id'), idParamSchema, 'material id');
    const material = await findMaterial(c.env.DB, id);
    if (!material) throw notFound('Material');
    return c.json({ data: { material } });
  });
