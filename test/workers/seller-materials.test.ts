import { beforeEach, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { call, data, makeStaff } from './accounts';
import { cartCall, cartOf, checkout, checkoutResult, newKey, payDemo, quickUser } from './commerce-kit';
import { FIXTURE } from './fixtures';
import { BROWSER, createEdge, forgetEdgeCaches } from './harness';
import { applyTimedSales } from '../../src/origin/db/seller-materials';
import type { PriceRecommendation, ReviewQueueItem, ReviewView, SellerMaterial, TimedSale } from '../../src/shared/schemas/seller-materials';

beforeEach(forgetEdgeCaches);

interface Answer<T> {
  status: number;
  body: { data?: T; error?: { code: string; message: string; details?: unknown } };
}

async function api<T = unknown>(path: string, options: { token?: string; method?: string; body?: unknown; world?: string } = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const separator = path.includes('?') ? '&' : '?';
  const init: RequestInit = { method: options.method ?? (options.body === undefined ? 'GET' : 'POST'), headers };
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  const response = await call(`${path}${separator}world=${options.world ?? 'de'}`, init);
  return { status: response.status, body: (await response.json()) as Answer<T>['body'] };
}

async function seller(name = 'Autorin Test'): Promise<{ userId: number; token: string }> {
  const user = await quickUser(name);
  await env.DB.prepare("UPDATE users SET is_seller = 1, became_seller_at = '2026-01-01T00:00:00Z' WHERE id = ?").bind(user.userId).run();
  return user;
}

async function staff(): Promise<{ userId: number; token: string }> {
  const user = await quickUser('Redaktion');
  await makeStaff(user.userId);
  return user;
}

let nextFile = 990_000;
/** A file as the upload part stores it: bytes' SHA-256 and the text the browser extracted. */
async function addFile(materialId: number, sha256: string, text: string | null = null): Promise<number> {
  const id = nextFile++;
  await env.DB.batch([
    env.DB.prepare("INSERT INTO material_files (id, material_id, name, format, size_bytes, sha256) VALUES (?, ?, ?, 'pdf', 1000, ?)").bind(id, materialId, `Datei ${id}.pdf`, sha256),
    env.DB.prepare(
      "INSERT OR REPLACE INTO material_previews (material_id, page, r2_key, width, height, is_cover, version, created_at) VALUES (?, 1, ?, 354, 500, 1, 1, '2026-01-01T00:00:00Z')",
    ).bind(materialId, `materials/${materialId}/previews/1`),
    ...(text === null ? [] : [env.DB.prepare('INSERT INTO material_file_texts (file_id, material_id, text) VALUES (?, ?, ?)').bind(id, materialId, text)]),
  ]);
  return id;
}

const COMPLETE = {
  title: 'Zauberwald Lesetext',
  description: 'Ein Lesetext mit Fragen zum Textverständnis für die dritte Klasse, mit Lösungen und Differenzierung.',
  schoolType: 'grundschule',
  subjectId: FIXTURE.subjectDe,
  materialType: 'worksheet',
  grades: { from: 3, to: 4 },
  price: 350,
};

let uniqueWord = 0;
/** A draft with everything a submission needs and a unique word in its title. */
async function completeDraft(token: string, options: { text?: string | null; sha?: string; word?: string } = {}): Promise<{ id: number; word: string; fileId: number }> {
  const word = options.word ?? `zauberwort${String(uniqueWord++).padStart(3, '0')}x`;
  const created = await api<{ id: number }>('v3/seller/materials', { token, body: { ...COMPLETE, title: `${COMPLETE.title} ${word}` } });
  expect(created.status).toBe(201);
  const id = created.body.data?.id ?? 0;
  const fileId = await addFile(id, options.sha ?? crypto.randomUUID().replace(/-/g, ''), options.text ?? null);
  return { id, word, fileId };
}

async function submit(token: string, id: number): Promise<Answer<{ material: SellerMaterial }>> {
  return api(`v3/seller/materials/${id}/submit`, { token, body: {} });
}

async function approve(staffToken: string, id: number): Promise<Answer<ReviewView>> {
  return api(`v3/staff/review/${id}/approve`, { token: staffToken, body: {} });
}

async function published(token: string, staffToken: string, options: Parameters<typeof completeDraft>[1] = {}): Promise<{ id: number; word: string; fileId: number }> {
  const draft = await completeDraft(token, options);
  expect((await submit(token, draft.id)).status).toBe(200);
  expect((await approve(staffToken, draft.id)).status).toBe(200);
  return draft;
}

async function materialRow(id: number) {
  return env.DB.prepare('SELECT state, is_active, deleted_at, sale_price, revision, rejection_reason FROM materials WHERE id = ?').bind(id).first<{
    state: string;
    is_active: number;
    deleted_at: string | null;
    sale_price: number | null;
    revision: number;
    rejection_reason: string | null;
  }>();
}

/** Where the public can find a material: search, material page, ids list, author list. */
async function publicSightings(id: number, word: string): Promise<{ search: boolean; page: number; ids: boolean; author: boolean }> {
  const search = await call(`v3/search?world=de&q=${word}`);
  const ids = await call(`v3/materials?world=de&ids=${id}`);
  const author = await call(`v3/materials?world=de&sort=newest&limit=48&author=${(await env.DB.prepare('SELECT author_id FROM materials WHERE id = ?').bind(id).first<{ author_id: number }>())?.author_id ?? 0}`);
  const page = await call(`v3/materials/${id}?world=de`);
  const found = (list: { items?: { id: number }[] }) => (list.items ?? []).some((m) => m.id === id);
  return {
    search: found(await data<{ items: { id: number }[] }>(search)),
    page: page.status,
    ids: found(await data<{ items: { id: number }[] }>(ids)),
    author: found(await data<{ items: { id: number }[] }>(author)),
  };
}

describe('drafts', () => {
  it('are created by sellers only: 403 not_seller for anyone else, 401 without a session', async () => {
    const buyer = await quickUser();
    const refused = await api('v3/seller/materials', { token: buyer.token, body: {} });
    expect(refused.status).toBe(403);
    expect(refused.body.error?.code).toBe('not_seller');
    expect((await api('v3/seller/materials', { body: {} })).status).toBe(401);
    const author = await seller();
    const created = await api<{ id: number }>('v3/seller/materials', { token: author.token, body: {} });
    expect(created.status).toBe(201);
    const row = await materialRow(created.body.data?.id ?? 0);
    expect(row).toMatchObject({ state: 'draft', is_active: 0 });
  });

  it('lists the author’s materials of the world with state and what is missing', async () => {
    const author = await seller();
    const { id } = await api<{ id: number }>('v3/seller/materials', { token: author.token, body: { title: 'Mein Entwurf' } }).then((a) => a.body.data ?? { id: 0 });
    const list = await api<{ items: SellerMaterial[] }>('v3/seller/materials', { token: author.token });
    expect(list.status).toBe(200);
    const mine = list.body.data?.items.find((m) => m.id === id);
    expect(mine).toMatchObject({ state: 'draft', title: 'Mein Entwurf', subjectId: null, price: null, rejectionReason: null });
    expect(mine?.missing).toEqual(['description', 'subject', 'schoolType', 'grades', 'materialType', 'price', 'file', 'preview']);
    // Another seller's list does not hold it.
    const other = await seller('Andere');
    expect((await api<{ items: SellerMaterial[] }>('v3/seller/materials', { token: other.token })).body.data?.items.some((m) => m.id === id)).toBe(false);
  });

  it('autosaves partial changes of the author; for anyone else the material does not exist', async () => {
    const author = await seller();
    const id = (await api<{ id: number }>('v3/seller/materials', { token: author.token, body: {} })).body.data?.id ?? 0;
    const first = await api<{ material: SellerMaterial }>(`v3/seller/materials/${id}`, { token: author.token, method: 'PATCH', body: { title: 'Bruchrechnung Station' } });
    expect(first.status).toBe(200);
    const second = await api<{ material: SellerMaterial }>(`v3/seller/materials/${id}`, { token: author.token, method: 'PATCH', body: { price: 450, grades: { from: 5, to: 6 } } });
    expect(second.body.data?.material).toMatchObject({ title: 'Bruchrechnung Station', price: 450, grades: { from: 5, to: 6 }, slug: 'bruchrechnung-station' });

    const other = await seller('Fremde Autorin');
    for (const [method, body] of [['GET', undefined], ['PATCH', { title: 'Gekapert' }]] as const) {
      const answer = await api(`v3/seller/materials/${id}`, { token: other.token, method, ...(body ? { body } : {}) });
      expect(answer.status, method).toBe(404);
    }
    expect((await api(`v3/seller/materials/${id}/submit`, { token: other.token, body: {} })).status).toBe(404);
    expect((await api(`v3/seller/materials/${id}`, { token: other.token, method: 'DELETE' })).status).toBe(404);
    expect((await api(`v3/seller/materials/${id}/preview`, { token: other.token })).status).toBe(404);
    expect((await materialRow(id))?.deleted_at).toBeNull();
  });

  it('refuses bad details with a 400 that changes nothing', async () => {
    const author = await seller();
    const id = (await api<{ id: number }>('v3/seller/materials', { token: author.token, body: { title: 'Unverändert' } })).body.data?.id ?? 0;
    const cases: [unknown, string][] = [
      [{ subjectId: FIXTURE.subjectFr }, 'invalid_metadata'],
      [{ materialType: 'spaceship' }, 'invalid_metadata'],
      [{ materialType: 'bundle' }, 'invalid_metadata'],
      [{ schoolType: 'uni' }, 'invalid_metadata'],
      [{ language: 'xx' }, 'invalid_metadata'],
      [{ price: 49 }, 'invalid_metadata'],
      [{ price: 15_001 }, 'invalid_metadata'],
      [{ price: -1 }, 'invalid_body'],
      [{ grades: { from: 7, to: 5 } }, 'invalid_body'],
      [{ title: 'x'.repeat(121) }, 'invalid_body'],
      [{ state: 'published' }, 'invalid_body'],
      [{ isActive: 1 }, 'invalid_body'],
    ];
    for (const [body, code] of cases) {
      const answer = await api(`v3/seller/materials/${id}`, { token: author.token, method: 'PATCH', body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error?.code, JSON.stringify(body)).toBe(code);
    }
    const after = await api<{ material: SellerMaterial }>(`v3/seller/materials/${id}`, { token: author.token });
    expect(after.body.data?.material).toMatchObject({ title: 'Unverändert', price: null, subjectId: null, materialType: null, language: 'de' });
    // Free is always allowed.
    expect((await api(`v3/seller/materials/${id}`, { token: author.token, method: 'PATCH', body: { price: 0 } })).status).toBe(200);
  });
});

describe('from draft to published', () => {
  it('needs everything before review and lists what is missing', async () => {
    const author = await seller();
    const id = (await api<{ id: number }>('v3/seller/materials', { token: author.token, body: { ...COMPLETE } })).body.data?.id ?? 0;
    const refused = await submit(author.token, id);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'incomplete', details: { missing: ['file', 'preview'] } });
    expect((await materialRow(id))?.state).toBe('draft');
    // A removed file does not count.
    const fileId = await addFile(id, 'abc');
    await env.DB.prepare("UPDATE material_files SET removed_at = '2026-01-01T00:00:00Z' WHERE id = ?").bind(fileId).run();
    expect((await submit(author.token, id)).body.error?.details).toEqual({ missing: ['file'] });
  });

  it('is reviewed by staff only, published at once and found by search, then unpublished and deleted', async () => {
    const author = await seller();
    const reviewer = await staff();
    const { id, word, fileId } = await completeDraft(author.token);
    expect(await publicSightings(id, word)).toEqual({ search: false, page: 404, ids: false, author: false });

    const sent = await submit(author.token, id);
    expect(sent.status).toBe(200);
    expect(sent.body.data?.material).toMatchObject({ state: 'review', revision: 1, missing: [] });
    expect(await materialRow(id)).toMatchObject({ state: 'review', is_active: 0 });
    // Frozen while in review.
    expect((await api(`v3/seller/materials/${id}`, { token: author.token, method: 'PATCH', body: { price: 400 } })).body.error?.code).toBe('invalid_state');
    const revision = await env.DB.prepare('SELECT metadata, file_ids FROM material_revisions WHERE material_id = ? AND number = 1').bind(id).first<{ metadata: string; file_ids: string }>();
    expect(JSON.parse(revision?.metadata ?? '{}')).toMatchObject({ price: 350, subjectId: FIXTURE.subjectDe });
    expect(JSON.parse(revision?.file_ids ?? '[]')).toEqual([fileId]);

    // Nobody but staff sees the queue or decides; the author cannot approve their own material.
    for (const token of [author.token, (await quickUser()).token]) {
      expect((await api('v3/staff/review', { token })).status).toBe(404);
      expect((await api(`v3/staff/review/${id}`, { token })).status).toBe(404);
      expect((await approve(token, id)).status).toBe(404);
    }
    expect((await api('v3/staff/review')).status).toBe(404);
    expect((await materialRow(id))?.state).toBe('review');

    const queue = await api<{ items: ReviewQueueItem[] }>('v3/staff/review', { token: reviewer.token });
    expect(queue.body.data?.items.some((item) => item.id === id)).toBe(true);
    const view = await api<ReviewView>(`v3/staff/review/${id}`, { token: reviewer.token });
    expect(view.body.data?.material.files.map((f) => f.id)).toEqual([fileId]);

    const approved = await approve(reviewer.token, id);
    expect(approved.status).toBe(200);
    expect(approved.body.data?.history[0]).toMatchObject({ decision: 'approved', revision: 1 });
    expect(await materialRow(id)).toMatchObject({ state: 'published', is_active: 1 });
    expect(await publicSightings(id, word)).toEqual({ search: true, page: 200, ids: true, author: true });
    const count = async () => (await env.DB.prepare('SELECT total_materials AS n FROM users WHERE id = ?').bind(author.userId).first<{ n: number }>())?.n;
    expect(await count()).toBe(1);
    // A second approval is refused and changes nothing.
    expect((await approve(reviewer.token, id)).status).toBe(409);

    const off = await api<{ material: SellerMaterial }>(`v3/seller/materials/${id}/unpublish`, { token: author.token, body: {} });
    expect(off.body.data?.material.state).toBe('unpublished');
    expect(await count()).toBe(0);
    expect(await publicSightings(id, word)).toEqual({ search: false, page: 404, ids: false, author: false });
    // Back through review.
    expect((await submit(author.token, id)).body.data?.material).toMatchObject({ state: 'review', revision: 2 });

    expect((await api(`v3/seller/materials/${id}`, { token: author.token, method: 'DELETE' })).status).toBe(200);
    expect(await materialRow(id)).toMatchObject({ is_active: 0 });
    expect((await api(`v3/seller/materials/${id}`, { token: author.token })).status).toBe(404);
    expect((await api<{ items: SellerMaterial[] }>('v3/seller/materials', { token: author.token })).body.data?.items.some((m) => m.id === id)).toBe(false);
    expect((await approve(reviewer.token, id)).body.error?.code).toBe('deleted');
  });

  it('is rejected with a reason the author sees; the rejected material is nowhere public', async () => {
    const author = await seller();
    const reviewer = await staff();
    const { id, word } = await completeDraft(author.token);
    await submit(author.token, id);
    const noReason = await api(`v3/staff/review/${id}/reject`, { token: reviewer.token, body: {} });
    expect(noReason.status).toBe(400);
    expect((await materialRow(id))?.state).toBe('review');
    const rejected = await api<ReviewView>(`v3/staff/review/${id}/reject`, { token: reviewer.token, body: { reason: 'Die Vorschau fehlt auf Seite 2.' } });
    expect(rejected.status).toBe(200);
    const mine = (await api<{ items: SellerMaterial[] }>('v3/seller/materials', { token: author.token })).body.data?.items.find((m) => m.id === id);
    expect(mine).toMatchObject({ state: 'rejected', rejectionReason: 'Die Vorschau fehlt auf Seite 2.' });
    expect(await publicSightings(id, word)).toEqual({ search: false, page: 404, ids: false, author: false });
    // Fixed and sent again: the reason goes.
    expect((await api(`v3/seller/materials/${id}`, { token: author.token, method: 'PATCH', body: { price: 300 } })).status).toBe(200);
    expect((await submit(author.token, id)).body.data?.material).toMatchObject({ state: 'review', rejectionReason: null });
  });

  it('takes an edit of a published material live at once as a new revision, and refuses one that leaves it incomplete', async () => {
    const author = await seller();
    const reviewer = await staff();
    const { id } = await published(author.token, reviewer.token);
    const edited = await api<{ material: SellerMaterial }>(`v3/seller/materials/${id}`, { token: author.token, method: 'PATCH', body: { title: 'Zauberwald Lesetext neu' } });
    expect(edited.body.data?.material).toMatchObject({ state: 'published', revision: 2 });
    // Autosaves right after fold into the same revision.
    await api(`v3/seller/materials/${id}`, { token: author.token, method: 'PATCH', body: { price: 380 } });
    expect((await materialRow(id))?.revision).toBe(2);
    const latest = await env.DB.prepare('SELECT metadata FROM material_revisions WHERE material_id = ? AND number = 2').bind(id).first<{ metadata: string }>();
    expect(JSON.parse(latest?.metadata ?? '{}')).toMatchObject({ title: 'Zauberwald Lesetext neu', price: 380 });
    const live = await data<{ material: { title: string; price: number } }>(await call(`v3/materials/${id}?world=de`));
    expect(live.material).toMatchObject({ title: 'Zauberwald Lesetext neu', price: 380 });
    const emptied = await api(`v3/seller/materials/${id}`, { token: author.token, method: 'PATCH', body: { title: '' } });
    expect(emptied.status).toBe(400);
    expect(emptied.body.error?.code).toBe('incomplete');
  });

  it('keeps the buyer’s download of a deleted material', async () => {
    const author = await seller();
    const reviewer = await staff();
    const { id, fileId } = await published(author.token, reviewer.token);
    const buyer = await quickUser('Käuferin');
    await cartOf(await cartCall('v1/cart/add', { token: buyer.token, body: { materialId: id } }));
    const order = await checkoutResult(await checkout(buyer.token, { idempotencyKey: newKey(), paymentMethod: 'demo', withdrawalConsent: true }));
    await payDemo(buyer.token, order.order.id);
    expect((await api(`v3/seller/materials/${id}`, { token: author.token, method: 'DELETE' })).status).toBe(200);
    expect((await call(`v3/materials/${id}?world=de`)).status).toBe(404);
    const link = await cartCall(`v3/downloads/${fileId}/link`, { token: buyer.token, body: {} });
    expect(link.status).toBe(200);
  });

  it('shows the owner the builder preview of a draft', async () => {
    const author = await seller();
    const { id } = await completeDraft(author.token);
    const preview = await api<{ material: { id: number; title: string; imgUrl: string; materialFiles: unknown[] } }>(`v3/seller/materials/${id}/preview`, { token: author.token });
    expect(preview.status).toBe(200);
    expect(preview.body.data?.material.id).toBe(id);
    expect(preview.body.data?.material.materialFiles).toHaveLength(1);
    // Its uploaded previews come from the author's own address: the public one serves live materials only.
    expect(preview.body.data?.material.imgUrl).toMatch(new RegExp(`^/api/v3/seller/materials/${id}/previews/1\\.jpg\\?v=1`));
  });
});

describe('bundles', () => {
  it('hold two or more of the author’s own published materials of the world', async () => {
    const author = await seller();
    const reviewer = await staff();
    const a = await published(author.token, reviewer.token);
    const b = await published(author.token, reviewer.token);
    const draftItem = await completeDraft(author.token);
    const bundle = (await api<{ id: number }>('v3/seller/materials', { token: author.token, body: { title: 'Mein Paket' } })).body.data?.id ?? 0;
    const put = (ids: number[]) => api<{ material: SellerMaterial }>(`v3/seller/materials/${bundle}/bundle-items`, { token: author.token, method: 'PUT', body: { materialIds: ids } });
    expect((await put([a.id])).status).toBe(400);
    expect((await put([a.id, FIXTURE.materialDe.id])).body.error).toMatchObject({ code: 'invalid_bundle', details: { refused: [FIXTURE.materialDe.id] } });
    expect((await put([a.id, draftItem.id])).status).toBe(400);
    expect((await put([a.id, bundle])).status).toBe(400);
    const ok = await put([a.id, b.id]);
    expect(ok.status).toBe(200);
    expect(ok.body.data?.material).toMatchObject({ isBundle: true, materialType: 'bundle', bundleItems: [a.id, b.id] });
    // A bundle needs no files of its own; its price may go up to twice the single maximum.
    await api(`v3/seller/materials/${bundle}`, { token: author.token, method: 'PATCH', body: { ...COMPLETE, materialType: 'bundle', title: 'Mein Paket Lesen', price: 20_000 } });
    const sent = await submit(author.token, bundle);
    expect(sent.status).toBe(200);
  });
});

describe('price recommendation', () => {
  it('suggests a range from comparable published materials and says how many', async () => {
    const author = await seller();
    const reviewer = await staff();
    for (const price of [300, 400, 500, 600, 700]) {
      const { id } = await published(author.token, reviewer.token);
      await env.DB.prepare('UPDATE materials SET price = ?, page_count = 10 WHERE id = ?').bind(price, id).run();
    }
    const { id } = await completeDraft(author.token);
    await env.DB.prepare('UPDATE materials SET page_count = 9 WHERE id = ?').bind(id).run();
    const answer = await api<{ recommendation: PriceRecommendation }>(`v3/seller/materials/${id}/price-recommendation`, { token: author.token });
    expect(answer.status).toBe(200);
    expect(answer.body.data?.recommendation).toMatchObject({ basis: 'subject', currency: 'EUR', low: 400, high: 600 });
    expect(answer.body.data?.recommendation.comparables).toBeGreaterThanOrEqual(5);
  });
});

describe('timed sales', () => {
  it('applies a running sale at once, refuses overlaps, and bulk delete clears it', async () => {
    const author = await seller();
    const reviewer = await staff();
    const { id } = await published(author.token, reviewer.token);
    const now = Date.now();
    const iso = (ms: number) => new Date(now + ms).toISOString();
    const created = await api<{ id: number }>('v3/seller/sales', { token: author.token, body: { materialId: id, startsAt: iso(-60_000), endsAt: iso(86_400_000), percent: 20 } });
    expect(created.status).toBe(201);
    expect((await materialRow(id))?.sale_price).toBe(280);
    const overlap = await api('v3/seller/sales', { token: author.token, body: { materialId: id, startsAt: iso(3_600_000), endsAt: iso(7_200_000), salePrice: 200 } });
    expect(overlap.status).toBe(409);
    const later = await api<{ id: number }>('v3/seller/sales', { token: author.token, body: { materialId: id, startsAt: iso(2 * 86_400_000), endsAt: iso(3 * 86_400_000), salePrice: 250 } });
    expect(later.status).toBe(201);
    // The price cannot change under a running sale.
    expect((await api(`v3/seller/materials/${id}`, { token: author.token, method: 'PATCH', body: { price: 500 } })).body.error?.code).toBe('sale_running');

    const list = await api<{ items: TimedSale[] }>('v3/seller/sales', { token: author.token });
    expect(list.body.data?.items.map((s) => s.status)).toEqual(['scheduled', 'running']);
    // Another author cannot delete them.
    const other = await seller('Andere');
    expect((await api<{ deleted: number }>('v3/seller/sales/delete', { token: other.token, body: { ids: [created.body.data?.id] } })).body.data?.deleted).toBe(0);
    const removed = await api<{ deleted: number }>('v3/seller/sales/delete', { token: author.token, body: { ids: [created.body.data?.id, later.body.data?.id] } });
    expect(removed.body.data?.deleted).toBe(2);
    expect((await materialRow(id))?.sale_price).toBeNull();
  });

  it('are started and ended by the scheduled job', async () => {
    const author = await seller();
    const reviewer = await staff();
    const { id } = await published(author.token, reviewer.token);
    const start = Date.now() + 3_600_000;
    const body = { materialId: id, startsAt: new Date(start).toISOString(), endsAt: new Date(start + 86_400_000).toISOString(), salePrice: 199 };
    expect((await api('v3/seller/sales', { token: author.token, body })).status).toBe(201);
    expect((await materialRow(id))?.sale_price).toBeNull();
    await applyTimedSales(env.DB, new Date(start + 1000));
    expect((await materialRow(id))?.sale_price).toBe(199);
    await applyTimedSales(env.DB, new Date(start + 86_400_000));
    expect((await materialRow(id))?.sale_price).toBeNull();
  });

  it('refuses sales of drafts and of other authors’ materials, and bad windows', async () => {
    const author = await seller();
    const { id } = await completeDraft(author.token);
    const window = { startsAt: new Date(Date.now() + 60_000).toISOString(), endsAt: new Date(Date.now() + 86_400_000).toISOString() };
    expect((await api('v3/seller/sales', { token: author.token, body: { materialId: id, ...window, percent: 10 } })).status).toBe(409);
    expect((await api('v3/seller/sales', { token: author.token, body: { materialId: FIXTURE.materialDe.id, ...window, percent: 10 } })).status).toBe(404);
    expect((await api('v3/seller/sales', { token: author.token, body: { materialId: id, ...window, percent: 10, salePrice: 100 } })).status).toBe(400);
  });
});

const TEXT = Array.from({ length: 12 }, (_, i) => `Im Zauberwald wohnt der kleine Fuchs Nummer ${i} und sammelt bunte Blätter für den langen Winter am Fluss.`).join(' ');
const UNRELATED = 'Die Photosynthese wandelt Lichtenergie in chemische Energie um. Chlorophyll in den Blättern fängt das Licht, Spaltöffnungen regeln den Gasaustausch, und am Ende entstehen Traubenzucker und Sauerstoff für Mensch und Tier.';

describe('similarity check', () => {
  it('finds the same file, near-identical text, and leaves unrelated text alone', async () => {
    const author = await seller();
    const copier = await seller('Kopistin');
    const reviewer = await staff();
    const original = await published(author.token, reviewer.token, { text: TEXT, sha: 'aa'.repeat(32) });

    const sameFile = await completeDraft(copier.token, { sha: 'aa'.repeat(32) });
    await submit(copier.token, sameFile.id);
    const nearText = await completeDraft(copier.token, { text: `${TEXT.replace('Nummer 3', 'Nummer drei')} Viel Spaß beim Lesen!` });
    await submit(copier.token, nearText.id);
    const unrelated = await completeDraft(copier.token, { text: UNRELATED.repeat(2) });
    await submit(copier.token, unrelated.id);

    const report = async (id: number) => (await api<ReviewView>(`v3/staff/review/${id}`, { token: reviewer.token })).body.data?.similarity ?? [];
    expect(await report(sameFile.id)).toEqual([expect.objectContaining({ materialId: original.id, kind: 'same_file', score: 1 })]);
    const near = await report(nearText.id);
    expect(near).toEqual([expect.objectContaining({ materialId: original.id, kind: 'similar_text' })]);
    expect(near[0]?.score).toBeGreaterThan(0.7);
    expect(await report(unrelated.id)).toEqual([]);

    // The queue shows the strongest match; staff can check again from the stored text.
    const queue = (await api<{ items: ReviewQueueItem[] }>('v3/staff/review', { token: reviewer.token })).body.data?.items ?? [];
    expect(queue.find((q) => q.id === sameFile.id)?.topMatch).toBe(1);
    const again = await api<ReviewView & { candidates: number }>(`v3/staff/review/${nearText.id}/similarity`, { token: reviewer.token, body: {} });
    expect(again.body.data?.similarity[0]?.materialId).toBe(original.id);
    expect((await api(`v3/staff/review/${nearText.id}/similarity`, { token: copier.token, body: {} })).status).toBe(404);
  });
});

describe('seller screens', () => {
  const props = (html: string, island: string): Record<string, unknown> => {
    const marker = new RegExp(`<div[^>]*data-island="${island}"[^>]*data-props="([^"]*)"`).exec(html);
    return JSON.parse((marker?.[1] ?? '{}').replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as Record<string, unknown>;
  };
  const page = async (path: string) => {
    const response = await createEdge().request(path, { headers: { 'user-agent': BROWSER } });
    return { status: response.status, robots: response.headers.get('x-robots-tag'), html: await response.text() };
  };

  it('shows my materials without ?id= and the editor with the spot for the files island with ?id=', async () => {
    const list = await page('/de/hochladen-bearbeiten');
    expect(list.status).toBe(200);
    expect(list.robots).toBe('noindex');
    expect(props(list.html, 'SellerMaterialList')).toMatchObject({ editHref: '/de/hochladen-bearbeiten', signInHref: `/de/anmelden?next=${encodeURIComponent('/de/hochladen-bearbeiten')}` });

    const editor = await page('/de/hochladen-bearbeiten?id=42');
    const editorProps = props(editor.html, 'MaterialEditor') as { materialId: number; previewHref: string; options: { subjects: unknown[]; schoolTypes: { id: string; title: string }[]; materialTypes: { id: string }[]; languages: string[] } };
    expect(editorProps.materialId).toBe(42);
    expect(editorProps.previewHref).toBe('/de/builder-preview?id=42');
    expect(editorProps.options.languages).toEqual(['de', 'en', '']);
    expect(editorProps.options.subjects.length).toBeGreaterThan(0);
    // Materials for every stage keep their school type in the editor.
    expect(editorProps.options.schoolTypes).toContainEqual({ id: 'alle', title: 'Alle Schularten' });
    expect(editorProps.options.materialTypes.some((t) => t.id === 'bundle')).toBe(false);
    // The files and previews first, then the editor.
    expect(props(editor.html, 'MaterialFiles')).toEqual({ materialId: 42 });
    expect(editor.html.indexOf('data-island="MaterialFiles"')).toBeLessThan(editor.html.indexOf('data-island="MaterialEditor"'));
    // A bad id is the list.
    expect((await page('/de/hochladen-bearbeiten?id=abc')).html).toContain('data-island="SellerMaterialList"');
  });

  it('renders the builder preview with the material page component for the author only, never cached', async () => {
    const author = await seller();
    const { id, word } = await completeDraft(author.token);
    const as = async (token: string | null) => {
      const response = await createEdge().request(`/de/builder-preview?id=${id}`, {
        headers: { 'user-agent': BROWSER, ...(token ? { cookie: `kreide_session=${token}` } : {}) },
      });
      return { status: response.status, location: response.headers.get('location'), cache: response.headers.get('cache-control'), html: await response.text() };
    };
    const visitor = await as(null);
    expect(visitor.status).toBe(302);
    expect(visitor.location).toBe(`/de/anmelden?next=${encodeURIComponent(`/de/builder-preview?id=${id}`)}`);
    const own = await as(author.token);
    expect(own.status).toBe(200);
    expect(own.cache).toContain('no-store');
    expect(own.html).toContain(word);
    expect(own.html).toContain('data-island="AddToCartButton"');
    expect(own.html).toContain(`/de/hochladen-bearbeiten?id=${id}`);
    const other = await as((await seller('Andere')).token);
    expect(other.status).toBe(404);
    expect(other.html).not.toContain(word);
    expect((await page('/de/builder-preview')).status).toBe(404);
  });

  it('shows the staff review to staff only: a 404 for visitors and other users', async () => {
    const reviewer = await staff();
    const as = async (token: string | null) =>
      createEdge().request('/staff/review?id=9', { headers: { 'user-agent': BROWSER, ...(token ? { cookie: `kreide_session=${token}` } : {}) } });
    expect((await as(null)).status).toBe(404);
    expect((await as((await seller()).token)).status).toBe(404);
    const response = await as(reviewer.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(props(await response.text(), 'StaffReview')).toMatchObject({ materialId: 9, queueHref: '/staff/review' });
    // A visitor after staff still gets the 404: nothing was cached.
    expect((await as(null)).status).toBe(404);
  });

  it('shows the staff payouts to staff only, like the review', async () => {
    const reviewer = await staff();
    const as = async (token: string | null) =>
      createEdge().request('/staff/payouts', { headers: { 'user-agent': BROWSER, ...(token ? { cookie: `kreide_session=${token}` } : {}) } });
    expect((await as(null)).status).toBe(404);
    expect((await as((await seller()).token)).status).toBe(404);
    const response = await as(reviewer.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(await response.text()).toContain('data-island="StaffPayouts"');
    expect((await as(null)).status).toBe(404);
  });
});
