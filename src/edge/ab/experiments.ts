import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { CONSENT_COOKIE, consentAllows, parseConsent } from '../../shared/consent';
import { isBot, isPrerenderOrUiTest } from '../../shared/agents';
import { newVisitorId, parseAssignments, parseVisitorId, serializeAbCookie, serializeAssignments } from '../../shared/ab-cookie';
import { COOKIE_DEFAULT_MAX_AGE_SECONDS } from '../../shared/constants';
import type { EdgeEnv } from '../env';
import { COOKIE } from '../cookies';
import { loadAbTest } from './variants';
import { decideVariant } from './assignment';

/**
 * The visitor's side of experiments (docs/experiments.md): assignment happens here at the edge,
 * and only for a visitor whose cookie choice allows statistics. Everyone else (no choice yet,
 * rejected, prerender and UI-test agents, bots, staff acting as a user) gets each test's default
 * variant, and nothing is stored or forwarded.
 */

type Ctx = Context<{ Bindings: EdgeEnv }>;

/** Whether this visitor takes part in experiments. */
function takesPart(c: Ctx): boolean {
  const agent = c.req.header('user-agent');
  if (isPrerenderOrUiTest(agent) || isBot(agent)) return false;
  if (getCookie(c, COOKIE.impersonating) === '1') return false;
  return consentAllows(parseConsent(getCookie(c, CONSENT_COOKIE)), 'statistics');
}

/** A test as a page or call sees it: the visitor's variant, its payload, and the definition's revision. */
export interface VisitorVariant {
  key: string;
  variant: string;
  payload: unknown;
  active: boolean;
  /** Disabled tests give everyone the default and record nothing. */
  enabled: boolean;
  revision: number;
}

export interface VisitorExperiments {
  /** Per test key; a test the origin does not know is missing, one that failed to load is `null`. */
  variants: Map<string, VisitorVariant | null>;
  /** The A/B cookie to set on the response when something new was stored. */
  setCookie: string | null;
}

function serializeCookie(value: string): string {
  return `${COOKIE.abVariants}=${encodeURIComponent(value)}; Path=/; Max-Age=${COOKIE_DEFAULT_MAX_AGE_SECONDS}; SameSite=Lax; Secure`;
}

/** The visitor's variants of `keys`, drawing (and storing) the new ones when the visitor takes part. */
export async function visitorVariants(c: Ctx, keys: readonly string[], roll: () => number = Math.random): Promise<VisitorExperiments> {
  const counted = takesPart(c);
  const cookie = getCookie(c, COOKIE.abVariants);
  const assignments = parseAssignments(cookie);
  let visitorId = parseVisitorId(cookie);
  let changed = false;
  const variants = new Map<string, VisitorVariant | null>();
  for (const key of keys) {
    let test;
    try {
      test = await loadAbTest(c.env, key);
    } catch (error) {
      console.error('A/B test unavailable', key, error);
      variants.set(key, null);
      continue;
    }
    if (!test) continue;
    const decision = decideVariant(test, assignments.get(test.key), { defaultOnly: !counted, roll: roll() });
    if (decision.assign) {
      assignments.set(test.key, decision.assign);
      changed = true;
    }
    variants.set(key, { key, variant: decision.variant.name, payload: decision.variant.payload, active: decision.variant.active, enabled: test.enabled, revision: test.revision ?? 1 });
  }
  if (counted && !visitorId) {
    visitorId = newVisitorId();
    changed = true;
  }
  return { variants, setCookie: counted && changed && visitorId ? serializeCookie(serializeAbCookie(visitorId, assignments)) : null };
}

/**
 * What the origin is told about a visitor's experiments on an API call: their assignments and
 * anonymous id, only when they take part; nothing otherwise.
 */
export function experimentFacts(c: Ctx): { assignments: string; visitorId: string } | null {
  if (!takesPart(c)) return null;
  const cookie = getCookie(c, COOKIE.abVariants);
  const visitorId = parseVisitorId(cookie);
  if (!visitorId) return null;
  return { assignments: serializeAssignments(parseAssignments(cookie)), visitorId };
}
