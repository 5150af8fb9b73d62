import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { call, data, makeStaff } from './accounts';
import { quickUser } from './commerce-kit';
import { FIXTURE } from './fixtures';
import { SEARCH_TERMS_REFRESH } from '../../src/origin/db/search';
import type { SearchResponse } from '../../src/shared/schemas/search';

/** Word forms in search (docs/search.md, "Word forms"): materials written through the seller API. */

async function api<T = unknown>(path: string, token: string, body?: unknown, method?: string): Promise<{ status: number; data?: T }> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  const init: RequestInit = { method: method ?? (body === undefined ? 'GET' : 'POST'), headers };
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const response = await call(`${path}${path.includes('?') ? '&' : '?'}world=de`, init);
  return { status: response.status, data: ((await response.json()) as { data?: T }).data };
}

async function search(q: string): Promise<SearchResponse> {
  const response = await call(`v3/search?world=de&q=${encodeURIComponent(q)}`);
  expect(response.status, q).toBe(200);
  return data<SearchResponse>(response);
}
const found = async (q: string) => (await search(q)).items.map((m) => m.id);

async function seller(name: string): Promise<{ userId: number; token: string }> {
  const user = await quickUser(name);
  await env.DB.prepare("UPDATE users SET is_seller = 1, became_seller_at = '2026-01-01T00:00:00Z' WHERE id = ?").bind(user.userId).run();
  return user;
}

let staffToken: string | null = null;
async function staff(): Promise<string> {
  if (!staffToken) {
    const user = await quickUser('Redaktion Wortformen');
    await makeStaff(user.userId);
    staffToken = user.token;
  }
  return staffToken;
}

let nextFile = 995_000;
/** A material written, submitted and approved through the API, with a file and a preview. */
async function publish(token: string, title: string, description = 'Ein Arbeitsblatt mit Aufgaben und Lösungen für die sechste Klasse.'): Promise<number> {
  const created = await api<{ id: number }>('v3/seller/materials', token, {
    title, description, schoolType: 'grundschule', subjectId: FIXTURE.subjectDe, materialType: 'worksheet', grades: { from: 5, to: 6 }, price: 250,
  });
  expect(created.status).toBe(201);
  const id = created.data?.id ?? 0;
  const fileId = nextFile++;
  await env.DB.batch([
    env.DB.prepare("INSERT INTO material_files (id, material_id, name, format, size_bytes, sha256) VALUES (?, ?, 'Datei.pdf', 'pdf', 1000, ?)").bind(fileId, id, crypto.randomUUID()),
    env.DB.prepare(
      "INSERT INTO material_previews (material_id, page, r2_key, width, height, is_cover, version, created_at) VALUES (?, 1, ?, 354, 500, 1, 1, '2026-01-01T00:00:00Z')",
    ).bind(id, `materials/${id}/previews/1`),
  ]);
  expect((await api(`v3/seller/materials/${id}/submit`, token, {})).status).toBe(200);
  expect((await api(`v3/staff/review/${id}/approve`, await staff(), {})).status).toBe(200);
  return id;
}

const stemsOf = (id: number) => env.DB.prepare('SELECT stems_title, stems_body FROM materials WHERE id = ?').bind(id).first<{ stems_title: string | null; stems_body: string | null }>();

describe('v3/search word forms', () => {
  it('finds "Bruchrechnen" by "Brüche" and by "Bruchrechnung", the title as typed first', async () => {
    const author = await seller('Autorin Brüche');
    const compound = await publish(author.token, 'Bruchrechnen Klasse 6 Quagga');
    const plain = await publish(author.token, 'Brüche Quagga');
    expect(await stemsOf(compound)).toEqual({ stems_title: 'bruchrechn klass quagga', stems_body: 'arbeitsblatt aufgab losung sech' });

    for (const q of ['Brüche', 'bruche', 'Bruchrechnung', 'bruchrechnen']) expect(await found(q), q).toContain(compound);
    // "Brüche" in the title as typed ranks above the compound found by its word form.
    const ranked = await found('Brüche Quagga');
    expect(ranked.indexOf(plain)).toBeGreaterThanOrEqual(0);
    expect(ranked.indexOf(plain)).toBeLessThan(ranked.indexOf(compound));

    // The same after the stem dictionary knows them (the expansion path instead of the prefix query).
    await env.DB.batch(SEARCH_TERMS_REFRESH.map((sql) => env.DB.prepare(sql)));
    expect(await env.DB.prepare("SELECT 1 AS x FROM search_stem_terms WHERE term = 'bruchrechn'").first()).not.toBeNull();
    for (const q of ['Brüche', 'Bruchrechnung']) expect(await found(q), q).toContain(compound);
  });

  it('writes new stems when a published material is edited', async () => {
    const author = await seller('Autor Dreieck');
    const id = await publish(author.token, 'Bruchrechnen Okapi');
    expect(await found('Brüche')).toContain(id);
    expect(await found('Dreiecks')).not.toContain(id);

    const edited = await api(`v3/seller/materials/${id}`, author.token, { title: 'Dreiecke zeichnen Okapi' }, 'PATCH');
    expect(edited.status).toBe(200);
    expect((await stemsOf(id))?.stems_title).toBe('dreieck zeichn okapi');
    // "Dreiecks" is no prefix of "Dreiecke": only the word form finds it.
    expect(await found('Dreiecks')).toContain(id);
    expect(await found('Brüche')).not.toContain(id);
  });

  it('still finds authors by name: "Anna Schröder"', async () => {
    const author = await seller('Anna Schröder');
    await publish(author.token, 'Wortarten bestimmen');
    const result = await search('Anna Schröder');
    expect(result.authors.map((a) => a.publicName)).toEqual(['Anna Schröder']);
    expect(result.authors[0]).toMatchObject({ id: author.userId, totalMaterials: 1 });
  });
});
