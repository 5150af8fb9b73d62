import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import type { EdgeEnv } from '../env';
import type { CountryResponse, Currency } from '../../shared/schemas/location';
import { setCountryRequestSchema } from '../../shared/schemas/location';
import { currencyForCountry } from '../../shared/countries';
import { COUNTRY_COOKIE_MAX_AGE_SECONDS } from '../../shared/constants';
import { edgeCached } from '../edge-cache';
import { originJson } from '../origin-client';
import { COOKIE } from '../cookies';
import { cookieOptions, visitorCountry } from '../visitor';
import { apiError, worldParam } from './respond';
import { apiBody } from './body';

const CURRENCY_TTL_SECONDS = 3600;

/** Currency and country answered from KV per visitor country; the origin is asked on a miss only. */
export const geo = new Hono<{ Bindings: EdgeEnv }>()
  .get('/api/v3/currencies/current', async (c) => {
    const world = worldParam(c);
    if (!world) return apiError(c, 400, 'unknown_world', 'Unknown world.');
    const country = visitorCountry(c);
    const code = currencyForCountry(country);
    const data = await edgeCached(c.env, `currency:${code}`, CURRENCY_TTL_SECONDS, () =>
      originJson<{ currency: Currency }>(c.env, 'v3/currencies/current', { world, country }),
    );
    return c.json({ data });
  })
  .get('/api/v3/location/get-country', async (c) => {
    const world = worldParam(c);
    if (!world) return apiError(c, 400, 'unknown_world', 'Unknown world.');
    const country = visitorCountry(c);
    const data = await edgeCached(c.env, `country:${country}`, CURRENCY_TTL_SECONDS, () =>
      originJson<CountryResponse>(c.env, 'v3/location/get-country', { world, country }),
    );
    return c.json({ data });
  })
  .post('/api/v3/location/set-country', async (c) => {
    const world = worldParam(c);
    if (!world) return apiError(c, 400, 'unknown_world', 'Unknown world.');
    const read = await apiBody(c);
    if ('refused' in read) return read.refused;
    let body: unknown;
    try {
      body = JSON.parse(new TextDecoder().decode(read.bytes));
    } catch {
      return apiError(c, 400, 'invalid_json', 'The body is not valid JSON.');
    }
    const parsed = setCountryRequestSchema.safeParse(body);
    if (!parsed.success) return apiError(c, 400, 'invalid_body', 'The request body is not valid.', parsed.error.issues);
    const data = await originJson<CountryResponse>(c.env, 'v3/location/set-country', { world, method: 'POST', body: parsed.data });
    setCookie(c, COOKIE.country, data.code, cookieOptions(Math.min(parsed.data.expires_in, COUNTRY_COOKIE_MAX_AGE_SECONDS)));
    return c.json({ data: { code: data.code, currencyCode: data.currencyCode } });
  });
