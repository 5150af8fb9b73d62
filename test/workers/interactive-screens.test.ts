import { beforeEach, describe, expect, it } from 'vitest';
import { call } from './accounts';
import { insertMaterial, quickUser } from './commerce-kit';
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

const QUIZ = {
  title: 'Tiere im Wald',
  description: 'Ein kurzes Quiz',
  feedback: 'each',
  questions: [{ id: 'q1', kind: 'single', prompt: 'Wer baut einen Bau?', points: 1, options: [{ id: 'a', text: 'Fuchs' }, { id: 'b', text: 'Amsel' }], correct: 'a' }],
};

async function publishedQuiz(token: string): Promise<number> {
  const created = await call('v3/interactives?world=de', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ world: 'de', content: QUIZ }),
  });
  const { id } = ((await created.json()) as { data: { id: number } }).data;
  expect((await call(`v3/interactives/${id}/publish?world=de`, { method: 'POST', headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
  return id;
}

async function carry(token: string, materialId: number, interactiveId: number, as: 'standalone' | 'bundle') {
  const response = await call(`v3/seller/materials/${materialId}/interactive?world=de`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ interactiveId, as }),
  });
  expect(response.status).toBe(200);
}

describe('the play screen', () => {
  it('plays a published interactive for whoever may use it, personal and never cached; without the right: sign in or not found', async () => {
    const owner = await quickUser('Spielautorin');
    const stranger = await quickUser('Fremder');
    const id = await publishedQuiz(owner.token);
    const material = await insertMaterial({ authorId: owner.userId, price: 300 });
    await carry(owner.token, material.id, id, 'standalone');
    const path = `/de/interactive/spielen/${id}`;

    const own = await page(path, owner.token);
    expect(own.status).toBe(200);
    expect(own.cache).toContain('no-store');
    expect(own.robots).toBe('noindex');
    expect(own.html).toContain('data-island="InteractivePlay"');
    expect(own.html).toContain('<h1>Tiere im Wald</h1>');
    expect(own.html).toContain('Wer baut einen Bau?');
    // The playable version only: no solution in the page.
    expect(own.html).not.toContain('correct');
    // Signed in: the room button beside the player.
    expect(own.html).toContain('data-island="OpenLearningRoom"');

    expect((await page(path, stranger.token)).status).toBe(404);
    const visitor = await createEdge().request(path, { headers: { 'user-agent': BROWSER }, redirect: 'manual' });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get('location')).toBe(`/de/anmelden?next=${encodeURIComponent(path)}`);
    expect((await page('/de/interactive/spielen/987654321', owner.token)).status).toBe(404);
    expect((await page('/de/interactive/spielen/abc', owner.token)).status).toBe(404);
    // Another world's path does not play a German interactive.
    expect((await page(`/fr/interactive/jouer/${id}`, owner.token)).status).toBe(404);
  });

  it('a free material makes it playable for signed-out visitors too, without the room button; localized paths', async () => {
    const owner = await quickUser('Gratisautorin');
    const id = await publishedQuiz(owner.token);
    const material = await insertMaterial({ authorId: owner.userId, price: 0 });
    await carry(owner.token, material.id, id, 'bundle');
    const visitor = await page(`/de/interactive/spielen/${id}`, null);
    expect(visitor.status).toBe(200);
    expect(visitor.html).toContain('data-island="InteractivePlay"');
    expect(visitor.html).not.toContain('data-island="OpenLearningRoom"');
    const mine = await page('/fr/interactive/mes-interactifs', null);
    expect(mine.html).toContain('/fr/interactive/jouer/__id__');
  });

  it('the material page of a material that carries an interactive has the play island (and others none)', async () => {
    const owner = await quickUser('Materialautorin');
    const id = await publishedQuiz(owner.token);
    const material = await insertMaterial({ authorId: owner.userId, price: 300 });
    const plain = await insertMaterial({ authorId: owner.userId, price: 300 });
    await carry(owner.token, material.id, id, 'standalone');
    const carrying = await page(`/de/material/${material.id}/material-${material.id}`, null);
    expect(carrying.status).toBe(200);
    expect(carrying.html).toContain('data-island="InteractiveOnMaterial"');
    expect(carrying.html).toContain(`/de/interactive/spielen/${id}`);
    const other = await page(`/de/material/${plain.id}/material-${plain.id}`, null);
    expect(other.status).toBe(200);
    expect(other.html).not.toContain('data-island="InteractiveOnMaterial"');
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
