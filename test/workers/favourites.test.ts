import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import origin from '../../src/origin/index';
import { createEdge, forgetEdgeCaches, shippedAreas, BROWSER } from './harness';
import { FIXTURE } from './fixtures';

/** A deleted material of de, made here so no other test sees it. */
const DELETED_DE = 8951;

async function call(path: string): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await origin.fetch(new Request(`https://origin.test/api/${path}`), env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

async function ids(path: string): Promise<number[]> {
  const response = await call(path);
  expect(response.status, path).toBe(200);
  return ((await response.json()) as { data: { items: { id: number }[] } }).data.items.map((m) => m.id);
}

async function expectInvalid(path: string) {
  const response = await call(path);
  expect(response.status, path).toBe(400);
  expect(response.headers.get('content-type')).toContain('application/json');
  const body = (await response.json()) as { error: { code: string; message: string } };
  expect(body.error.code, path).toBe('invalid_query');
  expect(typeof body.error.message).toBe('string');
}

beforeAll(async () => {
  await env.DB.prepare(
    `INSERT OR IGNORE INTO materials (id, world, author_id, slug, title, description, language, school_type, subject_id, material_type,
       grade_from, grade_to, price, currency, is_active, deleted_at, created_at)
     VALUES (?, 'de', ?, 'geloescht', 'Gelöschtes Material', 'Weg.', 'de', 'sek1-gym', ?, 'worksheet', 6, 6, 100, 'EUR', 1, ?, ?)`,
  )
    .bind(DELETED_DE, FIXTURE.authorDe.id, FIXTURE.subjectDe, new Date().toISOString(), new Date().toISOString())
    .run();
});

describe('GET v3/materials?ids=', () => {
  const { materialDe, bundleDe, freeDe, materialFr, materialIt } = FIXTURE;

  it('answers the listed live materials of the world in the order given', async () => {
    expect(await ids(`v3/materials?world=de&ids=${freeDe.id},${materialDe.id},${bundleDe.id}`)).toEqual([freeDe.id, materialDe.id, bundleDe.id]);
    expect(await ids(`v3/materials?world=de&ids=${bundleDe.id},${freeDe.id},${materialDe.id}`)).toEqual([bundleDe.id, freeDe.id, materialDe.id]);
  });

  it('leaves out other worlds’ ids, unknown and deleted ones, and counts repeated ids once', async () => {
    expect(
      await ids(`v3/materials?world=de&ids=${materialFr.id},${materialDe.id},999999,${DELETED_DE},${materialIt.id},${materialDe.id},${freeDe.id}`),
    ).toEqual([materialDe.id, freeDe.id]);
    expect(await ids(`v3/materials?world=fr&ids=${materialDe.id},${materialFr.id}`)).toEqual([materialFr.id]);
    expect(await ids('v3/materials?world=de&ids=999998,999999')).toEqual([]);
    // Without a world parameter the default world (de) answers.
    expect(await ids(`v3/materials?ids=${materialFr.id},${materialDe.id}`)).toEqual([materialDe.id]);
  });

  it('answers full material cards', async () => {
    const response = await call(`v3/materials?world=de&ids=${materialDe.id}`);
    const [material] = ((await response.json()) as { data: { items: Record<string, unknown>[] } }).data.items;
    expect(material).toMatchObject({ id: materialDe.id, slug: materialDe.slug, world: 'de', price: 450, sale: 300, author: { id: FIXTURE.authorDe.id } });
    expect(typeof material?.imgUrl).toBe('string');
  });

  it('takes up to 200 distinct ids and rejects more', async () => {
    const list = (n: number) => Array.from({ length: n }, (_, i) => 100_000 + i).join(',');
    expect(await ids(`v3/materials?world=de&ids=${list(199)},${materialDe.id}`)).toEqual([materialDe.id]);
    await expectInvalid(`v3/materials?world=de&ids=${list(201)}`);
    // Repeats do not count against the limit.
    expect(await ids(`v3/materials?world=de&ids=${`${materialDe.id},`.repeat(250)}${materialDe.id}`)).toEqual([materialDe.id]);
  });

  it('rejects a list that is not comma-separated positive integers', async () => {
    for (const bad of ['abc', '', '1,,2', '1,', ',1', '0', '-1', '1.5', '1 2', '1;2', '99999999999999999', `${Number.MAX_SAFE_INTEGER + 1}`]) {
      await expectInvalid(`v3/materials?world=de&ids=${encodeURIComponent(bad)}`);
    }
  });

  it('is a selection of its own: limit, page, sort and the filters next to it are a 400', async () => {
    // The answer holds every listed material found (up to 200), so the paging parameters have
    // nothing to do; rather than being ignored silently they are refused.
    for (const extra of ['limit=1', 'page=2', 'sort=newest', 'author=7001', 'on_sale=1', 'school_type=sek1-gym']) {
      await expectInvalid(`v3/materials?world=de&ids=${materialDe.id},${freeDe.id}&${extra}`);
    }
    // The ordinary list keeps its limit.
    expect((await ids('v3/materials?world=de&limit=1')).length).toBe(1);
  });
});

describe('favourites screen', () => {
  beforeEach(forgetEdgeCaches);

  it('/de/merkzettel renders the frame and the FavouritesList island, noindex, for anonymous visitors', async () => {
    const edge = createEdge();
    const response = await edge.request('/de/merkzettel', { headers: { 'user-agent': BROWSER } });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<h1>Meine Favoriten</h1>');
    expect(html).toContain('Die Unterrichtsmaterialien, die du dir für später gemerkt hast.');
    const marker = /<div[^>]*data-island="FavouritesList"[^>]*data-props="([^"]*)"/.exec(html);
    expect(marker).not.toBeNull();
    const props = JSON.parse((marker?.[1] ?? '{}').replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as Record<string, unknown>;
    expect(props.searchHref).toMatch(/^\/de\//);
    // Material links come from the edge's route table as a template: the island ships no route table.
    expect(props.materialHrefTemplate).toBe('/de/material/__id__/__slug__');
    // The island's texts ship with the page; the favourites themselves load in the browser.
    expect(shippedAreas(html)).toEqual(expect.arrayContaining(['common', 'header', 'favorites']));
    // Until the island reads the stored ids in the browser it shows the loading note.
    expect(html).toContain('Wird geladen …');
    expect(edge.originCalls.filter((c) => c.includes('/v3/materials'))).toEqual([]);
  });

  it('is localized in every main world', async () => {
    const edge = createEdge();
    for (const [path, heading] of [
      ['/es/favoritos', 'Mis favoritos'],
      ['/fr/favoris', 'Mes favoris'],
      ['/gr/agapimena', 'Τα αγαπημένα μου'],
      ['/it/preferiti', 'I miei preferiti'],
    ] as const) {
      const response = await edge.request(path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain(`<h1>${heading}</h1>`);
      expect(html, path).toContain('data-island="FavouritesList"');
    }
  });
});
