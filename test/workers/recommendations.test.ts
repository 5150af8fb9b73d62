import { beforeEach, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { data, get, post } from './accounts';
import { insertMaterial, quickUser } from './commerce-kit';
import { BROWSER, createEdge, forgetEdgeCaches } from './harness';
import { FIXTURE } from './fixtures';
import { newSecretToken } from '../../src/origin/domain/identity/tokens';
import type { Recommendation } from '../../src/shared/surveys';

/** Colleague recommendations (docs/surveys.md, "Recommendations"). */

beforeEach(forgetEdgeCaches);
const edge = createEdge();
const page = (path: string) => edge.request(path, { headers: { 'user-agent': BROWSER } });

async function create(token: string | undefined, body: unknown, world = 'de'): Promise<Response> {
  return post(`v3/recommendations?world=${world}`, body, token);
}

async function count(): Promise<number> {
  return (await env.DB.prepare('SELECT COUNT(*) AS n FROM colleague_recommendations').first<number>('n')) ?? 0;
}

describe('creating a recommendation', () => {
  it('needs a signed-in account', async () => {
    const material = await insertMaterial();
    const before = await count();
    expect((await create(undefined, { material_ids: [material.id] })).status).toBe(401);
    expect(await count()).toBe(before);
  });

  it('takes only published materials of the world, 1 to 20, each once', async () => {
    const teacher = await quickUser('Frau Kollegin');
    const live = await insertMaterial();
    const hidden = await insertMaterial();
    await env.DB.prepare('UPDATE materials SET is_active = 0 WHERE id = ?').bind(hidden.id).run();
    const deleted = await insertMaterial();
    await env.DB.prepare('UPDATE materials SET deleted_at = ? WHERE id = ?').bind(new Date().toISOString(), deleted.id).run();
    const before = await count();

    const other = await create(teacher.token, { material_ids: [live.id, FIXTURE.materialFr.id] });
    expect(other.status).toBe(400);
    expect(((await other.json()) as { error: { code: string; details: { material_ids: number[] } } }).error).toMatchObject({ code: 'material_not_available', details: { material_ids: [FIXTURE.materialFr.id] } });
    for (const ids of [[hidden.id], [deleted.id], [987654321], [], [live.id, live.id], Array.from({ length: 21 }, (_, i) => i + 1)]) {
      expect((await create(teacher.token, { material_ids: ids })).status).toBe(400);
    }
    expect((await create(teacher.token, { material_ids: [live.id], note: 'x'.repeat(501) })).status).toBe(400);
    expect(await count()).toBe(before);

    const made = await create(teacher.token, { material_ids: [live.id, FIXTURE.materialDe.id], note: 'Für deine 6b' });
    expect(made.status).toBe(201);
    const { recommendation } = await data<{ recommendation: Recommendation }>(made);
    expect(recommendation).toMatchObject({ world: 'de', note: 'Für deine 6b', materialIds: [live.id, FIXTURE.materialDe.id], revokedAt: null });
    expect(recommendation.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    // The same materials in the French world are of another world.
    expect((await create(teacher.token, { material_ids: [live.id] }, 'fr')).status).toBe(400);
  });
});

describe('the recommendation page', () => {
  it('shows who recommends, the note as text and the live materials; later deleted ones are left out', async () => {
    const teacher = await quickUser('Frau Kollegin');
    const first = await insertMaterial({ title: 'Bruchrechnen Domino' });
    const second = await insertMaterial({ title: 'Dezimalzahlen Quiz' });
    const { recommendation } = await data<{ recommendation: Recommendation }>(
      await create(teacher.token, { material_ids: [first.id, second.id], note: '<script>alert(1)</script> Viel Spaß' }),
    );
    const path = `/de/empfehlung/${recommendation.token}`;
    const response = await page(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    const html = await response.text();
    expect(html).toContain('Frau Kollegin empfiehlt dir diese Materialien');
    expect(html).toContain('Bruchrechnen Domino');
    expect(html).toContain('Dezimalzahlen Quiz');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Viel Spaß');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('href="/de/registrieren"');

    await env.DB.prepare('UPDATE materials SET deleted_at = ? WHERE id = ?').bind(new Date().toISOString(), second.id).run();
    forgetEdgeCaches();
    const after = await (await page(path)).text();
    expect(after).toContain('Bruchrechnen Domino');
    expect(after).not.toContain('Dezimalzahlen Quiz');
  });

  it('is a 404 for an unknown token and in another world', async () => {
    const teacher = await quickUser();
    const { recommendation } = await data<{ recommendation: Recommendation }>(await create(teacher.token, { material_ids: [FIXTURE.materialDe.id] }));
    expect((await page(`/de/empfehlung/${newSecretToken()}`)).status).toBe(404);
    expect((await page(`/fr/recommandation/${recommendation.token}`)).status).toBe(404);
    expect((await get(`v3/recommendations/by-token/${newSecretToken()}?world=de`)).status).toBe(404);
  });
});

describe('revoking', () => {
  it('only the teacher who made it can revoke it; then the link is a 410', async () => {
    const teacher = await quickUser();
    const colleague = await quickUser();
    const { recommendation } = await data<{ recommendation: Recommendation }>(await create(teacher.token, { material_ids: [FIXTURE.materialDe.id] }));
    const path = `/de/empfehlung/${recommendation.token}`;

    expect((await post(`v3/recommendations/${recommendation.id}/revoke?world=de`, {}, colleague.token)).status).toBe(404);
    expect((await post(`v3/recommendations/${recommendation.id}/revoke?world=de`, {})).status).toBe(401);
    expect((await page(path)).status).toBe(200);

    const revoked = await post(`v3/recommendations/${recommendation.id}/revoke?world=de`, {}, teacher.token);
    expect(revoked.status).toBe(200);
    expect((await data<{ recommendation: Recommendation }>(revoked)).recommendation.revokedAt).not.toBeNull();
    forgetEdgeCaches();
    const gone = await page(path);
    expect(gone.status).toBe(410);
    expect(await gone.text()).toContain('data-survey-state="revoked"');
    expect((await get(`v3/recommendations/by-token/${recommendation.token}?world=de`)).status).toBe(410);
  });

  it('lists the teacher\'s own links for a material, nobody else\'s', async () => {
    const teacher = await quickUser();
    const colleague = await quickUser();
    await create(teacher.token, { material_ids: [FIXTURE.materialDe.id] });
    await create(colleague.token, { material_ids: [FIXTURE.materialDe.id] });
    const mine = await data<{ items: Recommendation[] }>(await get(`v3/recommendations/mine?world=de&material_id=${FIXTURE.materialDe.id}`, teacher.token));
    expect(mine.items).toHaveLength(1);
    expect((await get('v3/recommendations/mine?world=de')).status).toBe(401);
  });
});
