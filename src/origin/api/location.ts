import { Hono } from 'hono';
import type { OriginEnv } from '../env';
import { noQuerySchema } from '../../shared/schemas/common';
import { setCountryRequestSchema } from '../../shared/schemas/location';
import { currencyForCountry, DEFAULT_CURRENCY } from '../../shared/countries';
import { findCurrency } from '../db/settings';
import { validJson, validQuery } from '../http/validate';
import { requestWorld } from '../http/world';
import { visitorCountry } from '../http/country';
import { ApiError } from '../http/errors';
import { cachedJson } from '../http/cache';

/** Geotargeting: the visitor's country and display currency (docs/product-rules.md, "Entities"). */
export const location = new Hono<{ Bindings: OriginEnv }>()
  .get('/v3/currencies/current', async (c) => {
    requestWorld(c);
    validQuery(c, noQuerySchema);
    const code = currencyForCountry(visitorCountry(c));
    const currency =
      (await cachedJson(c.env.ORIGIN_CACHE, `currency:${code}`, 3600, () => findCurrency(c.env.DB, code))) ??
      (await findCurrency(c.env.DB, DEFAULT_CURRENCY));
    if (!currency) throw new ApiError(404, 'not_found', 'No currency data.');
    return c.json({ data: { currency } });
  })
  .get('/v3/location/get-country', (c) => {
    requestWorld(c);
    validQuery(c, noQuerySchema);
    const code = visitorCountry(c);
    return c.json({ data: { code, currencyCode: currencyForCountry(code) } });
  })
  .post('/v3/location/set-country', async (c) => {
    requestWorld(c);
    const body = await validJson(c, setCountryRequestSchema);
    return c.json({ data: { code: body.code, currencyCode: currencyForCountry(body.code), expires_in: body.expires_in } });
  });
