import { beforeEach, describe, expect, it } from 'vitest';
import { ROUTES } from '../../src/shared/routes/table';
import { routeExistsIn, routePath } from '../../src/shared/routes/match';
import { MAIN_WORLDS, type MainWorld } from '../../src/shared/worlds';
import type { RouteEntry } from '../../src/shared/routes/types';
import { env } from 'cloudflare:test';
import { createEdge, forgetEdgeCaches, BROWSER, GOOGLEBOT } from './harness';
import { FIXTURE } from './fixtures';
import { newSecretToken, tokenHash } from '../../src/origin/domain/identity/tokens';

/*
 * No soft 404s (docs/search-engines.md): every screen whose address names a thing (an id, a token,
 * a slug, a school type) answers a real 404 when nothing by that name exists, for people and crawlers.
 */

/** Values no fixture has: a number past every row, a well-formed token that was never issued, unknown words. */
const UNKNOWN: Record<string, string> = {
  id: '987654321',
  materialId: '987654321',
  slug: 'nothing-here',
  school: 'no-such-school',
  token: 'kL9sQ2vX7pR4mN8tB3wZ6yC1dF5gH0jA',
  registrationToken: 'kL9sQ2vX7pR4mN8tB3wZ6yC1dF5gH0jA',
  confirmationToken: 'kL9sQ2vX7pR4mN8tB3wZ6yC1dF5gH0jA',
};

/** Screens that send a signed-out visitor to the sign-in page before they look anything up (a 302, documented in docs/search-engines.md). */
const SIGN_IN_FIRST = new Set(['firstUpload']);

function paramsOf(route: RouteEntry, world: MainWorld): string[] {
  const pattern = route.unprefixed ? route.path.default : (route.path[world] ?? route.path.default);
  return [...pattern.matchAll(/:([A-Za-z]+)[?*]?/g)].map((m) => m[1] ?? '');
}

const cases = ROUTES.flatMap((route) =>
  MAIN_WORLDS.filter((world) => routeExistsIn(route, world))
    .filter((world) => paramsOf(route, world).length > 0)
    .map((world) => {
      const params = Object.fromEntries(paramsOf(route, world).map((name) => [name, UNKNOWN[name] ?? 'unknown']));
      return { route, world, path: routePath(route.name, world, params) ?? '' };
    }),
);

describe('unknown ids, tokens and slugs are real 404s', () => {
  beforeEach(forgetEdgeCaches);
  const edge = createEdge();

  it('walks every screen with parameters', () => {
    const names = new Set(cases.map((c) => c.route.name));
    expect(names.size).toBeGreaterThan(25);
    for (const c of cases) expect(c.path).not.toBe('');
  });

  for (const { route, world, path } of cases) {
    it(`${world} ${route.name} ${path}`, async () => {
      for (const agent of [BROWSER, GOOGLEBOT]) {
        const response = await edge.request(path, { headers: { 'user-agent': agent } });
        if (SIGN_IN_FIRST.has(route.name)) {
          expect(response.status).toBe(302);
          expect(response.headers.get('location')).toMatch(new RegExp(`^/${world}/`));
          continue;
        }
        expect(response.status, `${agent === BROWSER ? 'browser' : 'crawler'} ${path}`).toBe(404);
        expect(response.headers.get('x-robots-tag')).toBe('noindex');
        expect(await response.text()).not.toMatch(/<link rel="alternate" hreflang=/);
      }
    });
  }
});

describe('one-time links of the identity mails', () => {
  beforeEach(forgetEdgeCaches);
  const edge = createEdge();

  async function link(expiresIn: number, usedAt: string | null): Promise<string> {
    const token = newSecretToken();
    await env.DB.prepare('INSERT INTO one_time_tokens (token_hash, purpose, user_id, created_at, expires_at, used_at) VALUES (?, ?, ?, ?, ?, ?)')
      .bind(await tokenHash(token), 'password_recovery', FIXTURE.buyer.id, new Date().toISOString(), new Date(Date.now() + expiresIn).toISOString(), usedAt)
      .run();
    return token;
  }

  it('a live link opens its screen, a used or expired one answers 410, an unknown one 404', async () => {
    const path = (token: string) => routePath('passwordRecovery', 'de', { token }) ?? '';
    const live = await edge.request(path(await link(3_600_000, null)), { headers: { 'user-agent': BROWSER } });
    expect(live.status).toBe(200);
    const expired = await edge.request(path(await link(-1000, null)), { headers: { 'user-agent': BROWSER } });
    expect(expired.status).toBe(410);
    expect(expired.headers.get('x-robots-tag')).toBe('noindex');
    const used = await edge.request(path(await link(3_600_000, new Date().toISOString())), { headers: { 'user-agent': BROWSER } });
    expect(used.status).toBe(410);
    const unknown = await edge.request(path(newSecretToken()), { headers: { 'user-agent': BROWSER } });
    expect(unknown.status).toBe(404);
  });

  it('the state call checks its body and spends nothing', async () => {
    const token = await link(3_600_000, null);
    const ask = (body: unknown) =>
      edge.request('/api/v3/one-time-links/state', { method: 'POST', headers: { 'content-type': 'application/json', origin: 'https://kreide.test' }, body: JSON.stringify(body) });
    expect((await ask({ token, purpose: 'nope' })).status).toBe(400);
    expect((await ask({ token, purpose: 'register_confirm' })).status).toBe(404);
    for (let i = 0; i < 2; i++) {
      const answer = await ask({ token, purpose: 'password_recovery' });
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ data: { state: 'live' } });
    }
  });
});
