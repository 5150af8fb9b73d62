import { Hono } from 'hono';
import type { EdgeEnv } from '../env';
import { abTestKeySchema } from '../../shared/schemas/settings';
import { visitorVariants } from '../ab/experiments';
import { apiError } from './respond';

/**
 * `GET v3/settings/variant/{key}`: the visitor's variant name and payload. The test definition
 * comes from KV (origin on a miss); with statistics consent the assignment sticks in the A/B
 * cookie, without it the answer is the default variant and nothing is stored (docs/experiments.md).
 */
export const variants = new Hono<{ Bindings: EdgeEnv }>().get('/api/v3/settings/variant/:key', async (c) => {
  const key = abTestKeySchema.safeParse(c.req.param('key'));
  if (!key.success) return apiError(c, 400, 'invalid_parameter', 'The test key is not valid.');
  const { variants: found, setCookie } = await visitorVariants(c, [key.data]);
  const variant = found.get(key.data);
  if (variant === undefined) return apiError(c, 404, 'not_found', 'A/B test not found');
  if (variant === null) return apiError(c, 503, 'unavailable', 'The A/B test cannot be read just now.');
  if (setCookie) c.header('set-cookie', setCookie, { append: true });
  c.header('cache-control', 'private, no-store');
  return c.json({ data: { name: variant.variant, payload: variant.payload, active: variant.active } });
});
