import { describe, expect, it } from 'vitest';
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import origin from '../../src/origin/index';
import { storefrontSchema } from '../../src/shared/schemas/storefront';
import { FIXTURE } from './fixtures';

async function call(path: string): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await origin.fetch(new Request(`https://origin.test/api/${path}`), env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

async function storefront(world: string) {
  const response = await call(`v3/storefront?world=${world}`);
  expect(response.status).toBe(200);
  return storefrontSchema.parse(((await response.json()) as { data: unknown }).data);
}

describe('v3/storefront', () => {
  it('counts the live materials of the world, their authors and their ratings', async () => {
    const expected = await env.DB.prepare(
      `SELECT COUNT(*) AS materials, COUNT(DISTINCT author_id) AS authors, COALESCE(SUM(rating_count), 0) AS ratings
       FROM materials WHERE world = 'it' AND is_active = 1 AND deleted_at IS NULL`,
    ).first<{ materials: number; authors: number; ratings: number }>();
    const { figures } = await storefront('it');
    expect(figures).toEqual(expected);
    expect(figures.materials).toBeGreaterThan(0);
  });

  it('features the public authors of the world with their material count and rating', async () => {
    const de = await storefront('de');
    const mueller = de.featuredAuthors.find((a) => a.id === FIXTURE.authorDe.id);
    expect(mueller).toMatchObject({ slug: FIXTURE.authorDe.slug, publicName: 'Frau Müller' });
    expect(mueller?.materials).toBeGreaterThanOrEqual(3);
    expect(de.featuredAuthors.length).toBeLessThanOrEqual(10);
    // Authors of other worlds only, and no private profile.
    expect(de.featuredAuthors.map((a) => a.id)).not.toContain(FIXTURE.authorFr.id);
    expect(de.featuredAuthors.map((a) => a.id)).not.toContain(FIXTURE.privateAuthor.id);
    const fr = await storefront('fr');
    expect(fr.featuredAuthors.map((a) => a.id)).toContain(FIXTURE.authorFr.id);
    expect(fr.featuredAuthors.map((a) => a.id)).not.toContain(FIXTURE.authorDe.id);
  });

  it('orders the featured authors by their sales in the world', async () => {
    const { featuredAuthors } = await storefront('de');
    const sales = await Promise.all(
      featuredAuthors.map(async (a) =>
        (
          await env.DB.prepare(
            "SELECT COALESCE(SUM(sales_count), 0) AS sales FROM materials WHERE world = 'de' AND author_id = ? AND is_active = 1 AND deleted_at IS NULL",
          )
            .bind(a.id)
            .first<{ sales: number }>()
        )?.sales ?? 0,
      ),
    );
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
  });

  it('refuses an unknown world and unknown query parameters with a 400', async () => {
    for (const path of ['v3/storefront?world=zz', 'v3/storefront?world=de&limit=5']) {
      const response = await call(path);
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(typeof body.error.message).toBe('string');
    }
  });
});
