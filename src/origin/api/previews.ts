import { Hono } from 'hono';
import { z } from 'zod';
import type { OriginEnv } from '../env';
import { findPreviewFacts } from '../db/materials';
import { idParamSchema } from '../../shared/schemas/materials';
import { PREVIEW_IMAGE_MAX_HEIGHT } from '../../shared/constants';
import { validParam, validQuery } from '../http/validate';
import { notFound } from '../http/errors';
import { previewSvg } from '../domain/preview-image';
import { findLivePreview } from '../db/seller-files';

export const previewQuerySchema = z
  .object({
    h: z.coerce.number().int().min(1).max(10_000).default(PREVIEW_IMAGE_MAX_HEIGHT),
    watermark: z.enum(['0', '1']).default('0'),
  })
  .strict();

const WATERMARK = 'Kreide';

/** `h` and `watermark` are what cards add to any preview address; an uploaded preview has one size and is always watermarked. */
export const uploadedQuerySchema = previewQuerySchema.extend({ v: z.string().regex(/^[0-9]{1,16}$/).optional() }).strict();

/** Preview images of material pages (watermarked for visitors). */
export const previews = new Hono<{ Bindings: OriginEnv }>()
  // The author's own previews, watermarked when uploaded (docs/seller-files.md, "Previews"). The
  // address names the image's version, so a browser and the CDN may keep it for a year.
  .get('/v3/materials/:id/preview/:page{[0-9]+\\.jpg}', async (c) => {
    const id = validParam(c.req.param('id'), idParamSchema, 'material id');
    const page = validParam(c.req.param('page').replace('.jpg', ''), z.coerce.number().int().min(1).max(999), 'page');
    const { v } = validQuery(c, uploadedQuerySchema);
    const preview = await findLivePreview(c.env.DB, id, page);
    const object = preview ? await c.env.FILES.get(preview.r2_key) : null;
    if (!preview || !object) throw notFound('Preview');
    const current = v === String(preview.version);
    return new Response(object.body, {
      headers: {
        'content-type': 'image/jpeg',
        'cache-control': current ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        'x-content-type-options': 'nosniff',
      },
    });
  })
  .get('/v3/materials/:id/preview/:page{[0-9]+\\.svg}', async (c) => {
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
