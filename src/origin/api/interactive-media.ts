/**
 * Images of interactive questions and options (docs/interactive-screens.md, "Images"): uploaded by
 * a signed-in user, checked by their bytes and re-encoded like content images, kept in R2 under
 * `interactive/{userId}/{random}.jpg` and served under that key, public and never changed.
 */
import { Hono } from 'hono';
import type { OriginEnv } from '../env';
import { ApiError } from '../http/errors';
import { requireUser } from '../http/auth';
import { validQuery } from '../http/validate';
import { noQuerySchema } from '../../shared/schemas/common';
import { deriveContentImage } from '../domain/content/images';
import { ImageDecodeError } from '../domain/account/images';
import { uploadedImage } from './account-settings';

export const interactiveMedia = new Hono<{ Bindings: OriginEnv }>()
  .post('/v3/interactive-media', async (c) => {
    const { userId } = await requireUser(c);
    validQuery(c, noQuerySchema);
    const upload = await uploadedImage(c);
    let image;
    try {
      image = deriveContentImage(upload.bytes, upload.orientation);
    } catch (error) {
      if (error instanceof ImageDecodeError) throw new ApiError(422, 'unreadable_image', 'The image could not be read.', { field: 'file' });
      throw error;
    }
    const name = [...crypto.getRandomValues(new Uint8Array(12))].map((b) => b.toString(16).padStart(2, '0')).join('');
    const key = `interactive/${userId}/${name}.jpg`;
    await c.env.FILES.put(key, image.bytes, { httpMetadata: { contentType: 'image/jpeg' } });
    return c.json({ data: { key, width: image.width, height: image.height } }, 201);
  })
  .get('/v3/files/interactive/:user{[1-9][0-9]{0,15}}/:name{[a-f0-9]{24}\\.jpg}', async (c) => {
    const object = await c.env.FILES.get(`interactive/${c.req.param('user')}/${c.req.param('name')}`, { onlyIf: c.req.raw.headers });
    if (!object) throw new ApiError(404, 'not_found', 'File not found');
    const headers = new Headers({
      'content-type': 'image/jpeg',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      etag: object.httpEtag,
    });
    if (!('body' in object)) return new Response(null, { status: 304, headers });
    headers.set('content-length', String(object.size));
    return new Response(object.body, { headers });
  });
