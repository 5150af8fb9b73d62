import { beforeEach, describe, expect, it } from 'vitest';
import { call } from './accounts';
import { quickUser } from './commerce-kit';
import { BROWSER, createEdge, forgetEdgeCaches } from './harness';

/* The screens of interactive materials (docs/interactive-screens.md). */

beforeEach(forgetEdgeCaches);

async function create(token: string, title: string): Promise<number> {
  const response = await call('v3/interactives?world=de', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ world: 'de', content: { title, description: '', feedback: 'each', questions: [] } }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

async function page(path: string, token: string | null) {
  const response = await createEdge().request(path, { headers: { 'user-agent': BROWSER, ...(token ? { cookie: `kreide_session=${token}` } : {}) } });
  return { status: response.status, cache: response.headers.get('cache-control'), robots: response.headers.get('x-robots-tag'), html: await response.text() };
}

describe('the builder screen', () => {
  it('shows the builder to the owner only, never cached and noindex; anyone else gets the not-found page', async () => {
    const owner = await quickUser('Baumeisterin');
    const other = await quickUser('Andere Lehrerin');
    const id = await create(owner.token, 'Brüche üben');
    const path = `/de/interactive/editor/${id}`;

    const own = await page(path, owner.token);
    expect(own.status).toBe(200);
    expect(own.cache).toContain('no-store');
    expect(own.robots).toBe('noindex');
    expect(own.html).toContain('data-island="InteractiveBuilder"');
    expect(own.html).toContain(`&quot;interactiveId&quot;:${id}`);

    for (const token of [other.token, null]) {
      const answer = await page(path, token);
      expect(answer.status).toBe(404);
      expect(answer.html).not.toContain('data-island="InteractiveBuilder"');
    }
    expect((await page('/de/interactive/editor/987654321', owner.token)).status).toBe(404);
    expect((await page('/de/interactive/editor/abc', owner.token)).status).toBe(404);
  });

  it('has its localized path in every main world', async () => {
    const owner = await quickUser('Autrice');
    const id = await create(owner.token, 'Fractions');
    for (const path of [`/fr/interactive/editeur/${id}`, `/gr/interactive/epexergastis/${id}`, `/it/interactive/editor/${id}`]) {
      expect((await page(path, owner.token)).status, path).toBe(200);
    }
  });
});

describe('the other interactive screens', () => {
  it('render their islands and texts: landing, home, my interactives', async () => {
    const landing = await page('/de/interactive', null);
    expect(landing.status).toBe(200);
    expect(landing.html).toContain('/de/interactive/startseite');
    expect(landing.html).toContain('Lückentext');
    const home = await page('/de/interactive/startseite', null);
    expect(home.html).toContain('data-island="MyInteractives"');
    expect(home.html).toContain('/de/interactive/alle-ergebnisse');
    const mine = await page('/es/interactive/mis-interactivos', null);
    expect(mine.html).toContain('data-island="MyInteractives"');
    expect(mine.html).toContain('/es/interactive/editor/__id__');
  });

  it('discover says how to make the first interactive while none is published, and is then noindex', async () => {
    const empty = await page('/it/interactive/esplora', null);
    expect(empty.status).toBe(200);
    expect(empty.robots).toContain('noindex');
    expect(empty.html).toContain('Qui non è ancora stato pubblicato nessun materiale interattivo');
  });
});
