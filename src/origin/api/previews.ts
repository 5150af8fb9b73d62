import { Hono } from 'hono';
import { z } from 'zod';
import type { OriginEnv } from '../env';
import { findPreviewFacts } from '../db/materials';
import { idParamSchema } from '../../shared/schemas/materials';
import { PREVIEW_IMAGE_MAX_HEIGHT } from '../../shared/constants';
import { validParam, validQuery } from '../http/validate';
import { notFound } from '../http/errors';
import { previewSvg } from '../domain/preview-image';

const previewQuerySchema = z
  .object({
    h: z.coerce.number().int().min(1).max(10_000).default(PREVIEW_IMAGE_MAX_HEIGHT),
    watermark: z.enum(['0', '1']).default('0'),
  })
  .strict();

const WATERMARK = 'Kreide';

/** Preview images of material pages (watermarked for visitors). */
export const previews = new Hono<{ Bindings: OriginEnv }>().get('/v3/materials/:id/preview/:page{[0-9]+\\.svg}', async (c) => {
  const id = validParam(c.req.param('id'), idParamSchema, 'material id');
  const page = validParam(c.req.param('page').replace('.svg', ''), z.coerce.number().int().min(1).max(999), 'page');
  const query = validQuery(c, previewQuerySchema);
  const facts = await findPreviewFacts(c.env.DB, id);
  if (!facts || page > Math.max(1, facts.pageCount)) throw notFound('Preview');
  const svg = previewSvg({
    title: facts.title,
    page,
    pageCount: facts.pageCount,
    height: query.h,
    watermark: query.watermark === '1' ? WATERMARK : null,
  });
  return c.body(svg, 200, {
    'content-type': 'image/svg+xml; charset=utf-8',
    'cache-control': 'public, max-age=86400',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  });
});
