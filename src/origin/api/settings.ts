import { Hono } from 'hono';
import type { OriginEnv } from '../env';
import { noQuerySchema } from '../../shared/schemas/common';
import { abTestKeySchema } from '../../shared/schemas/settings';
import { findAbTest, findPartnerHost } from '../db/settings';
import { validParam, validQuery } from '../http/validate';
import { notFound } from '../http/errors';
import { z } from 'zod';

export const hostSchema = z
  .string()
  .toLowerCase()
  .regex(/^[a-z0-9.-]{1,253}(:[0-9]{1,5})?$/, 'a host name');

/** A/B test definitions and partner hosts, read by the edge and cached there in KV. */
export const settings = new Hono<{ Bindings: OriginEnv }>()
  .get('/v3/settings/variant/:key', async (c) => {
    const key = validParam(c.req.param('key'), abTestKeySchema, 'test key');
    validQuery(c, noQuerySchema);
    const test = await findAbTest(c.env.DB, key);
    if (!test) throw notFound('A/B test');
    return c.json({ data: test });
  })
  .get('/v3/partner-hosts/:host', async (c) => {
    const host = validParam(c.req.param('host'), hostSchema, 'host');
    validQuery(c, noQuerySchema);
    const partner = await findPartnerHost(c.env.DB, host.replace(/:\d+$/, ''));
    return c.json({ data: { partner } });
  });
