import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { EdgeEnv } from '../env';
import { abTestKeySchema } from '../../shared/schemas/settings';
import { isPrerenderOrUiTest } from '../../shared/agents';
import { COOKIE_DEFAULT_MAX_AGE_SECONDS } from '../../shared/constants';
import { loadAbTest } from '../ab/variants';
import { decideVariant, parseAssignments, serializeAssignments } from '../ab/assignment';
import { COOKIE } from '../cookies';
import { cookieOptions } from '../visitor';
import { apiError } from './respond';

/**
 * `GET v3/settings/variant/{key}`: the visitor's variant name and payload. The test definition
 * comes from KV (origin on a miss); the assignment sticks in a cookie.
 */
export const variants = new Hono<{ Bindings: EdgeEnv }>().get('/api/v3/settings/variant/:key', async (c) => {
  const key = abTestKeySchema.safeParse(c.req.param('key'));
  if (!key.success) return apiError(c, 400, 'invalid_parameter', 'The test key is not valid.');
  const test = await loadAbTest(c.env, key.data);
  if (!test) return apiError(c, 404, 'not_found', 'A/B test not found');
  const assignments = parseAssignments(getCookie(c, COOKIE.abVariants));
  const decision = decideVariant(test, assignments.get(test.key), {
    defaultOnly: isPrerenderOrUiTest(c.req.header('user-agent')),
    roll: Math.random(),
  });
  if (decision.assign) {
    assignments.set(test.key, decision.assign);
    setCookie(c, COOKIE.abVariants, serializeAssignments(assignments), cookieOptions(COOKIE_DEFAULT_MAX_AGE_SECONDS));
  }
  return c.json({ data: decision.variant });
});
