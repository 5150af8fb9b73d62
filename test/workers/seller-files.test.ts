/** Files and previews of a seller's material (docs/seller-files.md). */
import { describe, expect, it } from 'vitest';
import { createScheduledController, createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { PhotonImage } from '@cf-wasm/photon';
import { PDFDocument, PDFArray, PDFRawStream, PDFRef, StandardFonts, type PDFPage } from 'pdf-lib';
import origin from '../../src/origin/index';
import { call, data } from './accounts';
import { cartCall, checkout, checkoutResult, newKey, payDemo, quickUser } from './commerce-kit';
import { createEdge } from './harness';
import { FIXTURE } from './fixtures';
import { STALE_UPLOADS_CRON } from '../../src/origin/scheduled';
import { UPLOAD_PART_BYTES } from '../../src/shared/seller-files';
import type { SellerFile, SellerFiles, UploadState } from '../../src/shared/schemas/seller-files';
import type { MaterialDetail } from '../../src/shared/schemas/materials';
import { zipStart } from '../unit/origin/files/zip-bytes';

interface ErrorAnswer {
  error: { code: string; message: string; details?: Record<string, unknown> };
}

let nextMaterial = 870_000;

/** A seller (users.is_seller = 1) with a full token. */
async function seller(name = 'Autorin Test'): Promise<{ userId: number; token: string }> {
  const user = await quickUser(name);
  await env.DB.prepare('UPDATE users SET is_seller = 1, became_seller_at = ? WHERE id = ?').bind(new Date().toISOString(), user.userId).run();
  return user;
}

/** A live material of `authorId` without files. */
async function material(authorId: number, price = 500): Promise<number> {
  const id = nextMaterial++;
  await env.DB.prepare(
    `INSERT INTO materials (id, world, author_id, slug, title, description, language, school_type, subject_id, material_type,
       grade_from, grade_to, price, currency, popularity, created_at)
     VALUES (?, 'de', ?, ?, ?, 'Beschreibung', 'de', 'grundschule', ?, 'worksheet', 3, 4, ?, 'EUR', 1, ?)`,
  )
    .bind(id, authorId, `upload-${id}`, `Hochgeladen ${id}`, FIXTURE.subjectDe, price, new Date().toISOString())
    .run();
  return id;
}

function api(path: string, token: string | null, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  return call(path, { ...init, headers });
}

const json = (method: string, body: unknown): RequestInit => ({ method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function errorOf(response: Response): Promise<{ status: number; code: string; details?: Record<string, unknown> }> {
  const body = (await response.json()) as ErrorAnswer;
  return { status: response.status, code: body.error.code, details: body.error.details };
}

async function start(token: string, materialId: number, name: string, size: number): Promise<Response> {
  return api(`v3/seller/materials/${materialId}/uploads`, token, json('POST', { name, size, lastModified: 1_700_000_000_000 }));
}

const putPart = (token: string, materialId: number, uploadId: string, n: number, bytes: Uint8Array) =>
  api(`v3/seller/materials/${materialId}/uploads/${uploadId}/parts/${n}`, token, { method: 'PUT', body: bytes });

const complete = (token: string, materialId: number, uploadId: string) => api(`v3/seller/materials/${materialId}/uploads/${uploadId}/complete`, token, { method: 'POST' });

/** Uploads `bytes` in parts; the completed file. */
async function uploadFile(token: string, materialId: number, name: string, bytes: Uint8Array): Promise<SellerFile> {
  const state = await data<UploadState>(await start(token, materialId, name, bytes.byteLength));
  for (let n = 1; n <= state.partCount; n++) {
    const part = bytes.subarray((n - 1) * state.partSize, n * state.partSize);
    const response = await putPart(token, materialId, state.uploadId, n, part);
    expect(response.status, await response.clone().text()).toBe(200);
  }
  const done = await complete(token, materialId, state.uploadId);
  expect(done.status, await done.clone().text()).toBe(201);
  return data<SellerFile>(done);
}

async function uploadRows(materialId: number): Promise<number> {
  return (await env.DB.prepare('SELECT COUNT(*) AS n FROM material_uploads WHERE material_id = ?').bind(materialId).first<{ n: number }>())?.n ?? 0;
}

async function storedUnder(prefix: string): Promise<string[]> {
  return (await env.FILES.list({ prefix })).objects.map((o) => o.key);
}

function randomBytes(size: number): Uint8Array {
  const out = new Uint8Array(size);
  for (let at = 0; at < size; at += 65_536) crypto.getRandomValues(out.subarray(at, Math.min(size, at + 65_536)));
  return out;
}

const hex = (buffer: ArrayBuffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');

/** A three-page PDF with text, padded with an unreferenced stream so it needs `minBytes` (several parts). */
async function teachingPdf(minBytes: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= 3; i++) doc.addPage([595, 842]).drawText(`Bruchrechnen Seite ${i}`, { x: 50, y: 780, size: 24, font });
  doc.setTitle('Bruchrechnen');
  doc.context.register(doc.context.stream(randomBytes(minBytes)));
  return doc.save();
}

/** The raw bytes of each content stream of a page. */
function pageStreams(doc: PDFDocument, page: PDFPage): string[] {
  const contents = page.node.Contents();
  const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  return refs.map((ref) => {
    const stream = ref instanceof PDFRef ? doc.context.lookup(ref) : ref;
    return stream instanceof PDFRawStream ? hex(stream.contents.slice().buffer) : '';
  });
}

function png(width: number, height: number): Uint8Array {
  const pixels = new Uint8Array(width * height * 4);
  for (let i = 0; i < pixels.length; i += 4) pixels.set([255, 255, 255, 255], i);
  for (let y = 40; y < Math.min(60, height); y++) for (let x = 0; x < width; x++) pixels.set([20, 20, 20, 255], (y * width + x) * 4);
  const image = new PhotonImage(pixels, width, height);
  try {
    return image.get_bytes();
  } finally {
    image.free();
  }
}

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('who may upload', () => {
  it('only sellers (403), and only to their own material (404 for any other, as if it did not exist)', async () => {
    const author = await seller();
    const other = await seller('Andere Autorin');
    const buyer = await quickUser();
    const id = await material(author.userId);
    expect(await errorOf(await start(buyer.token, id, 'a.pdf', 100))).toMatchObject({ status: 403, code: 'not_seller' });
    expect(await errorOf(await start(other.token, id, 'a.pdf', 100))).toMatchObject({ status: 404, code: 'not_found' });
    expect(await errorOf(await start(other.token, 999_999_999, 'a.pdf', 100))).toMatchObject({ status: 404, code: 'not_found' });
    expect((await api(`v3/seller/materials/${id}/files`, other.token)).status).toBe(404);
    expect((await api(`v3/seller/materials/${id}/uploads`, null, json('POST', { name: 'a.pdf', size: 100 }))).status).toBe(401);
  });

  it('a resume, part, complete or abort by another user is a 404 and leaves the upload alone', async () => {
    const author = await seller();
    const other = await seller('Fremde Autorin');
    const id = await material(author.userId);
    const state = await data<UploadState>(await start(author.token, id, 'Quiz.pdf', 2000));
    const base = `v3/seller/materials/${id}/uploads/${state.uploadId}`;
    expect((await api(base, other.token)).status).toBe(404);
    expect((await putPart(other.token, id, state.uploadId, 1, new TextEncoder().encode('%PDF-1.7'.padEnd(2000, ' ')))).status).toBe(404);
    expect((await complete(other.token, id, state.uploadId)).status).toBe(404);
    expect((await api(base, other.token, { method: 'DELETE' })).status).toBe(404);
    // The other author's own material with this upload id is no way in either.
    const theirs = await material(other.userId);
    expect((await api(`v3/seller/materials/${theirs}/uploads/${state.uploadId}`, other.token)).status).toBe(404);
    expect(await data<UploadState>(await api(base, author.token))).toMatchObject({ uploadId: state.uploadId, parts: [] });
  });
});

describe('refusals leave nothing half-stored', () => {
  it('a PNG named .pdf is refused by its bytes, and the multipart upload is aborted', async () => {
    const author = await seller();
    const id = await material(author.userId);
    const bytes = png(40, 100);
    const state = await data<UploadState>(await start(author.token, id, 'Arbeitsblatt.pdf', bytes.byteLength));
    expect(await errorOf(await putPart(author.token, id, state.uploadId, 1, bytes))).toMatchObject({ status: 415, code: 'type_mismatch', details: { detected: 'png', extension: 'pdf' } });
    expect(await uploadRows(id)).toBe(0);
    expect((await api(`v3/seller/materials/${id}/uploads/${state.uploadId}`, author.token)).status).toBe(404);
    expect(await storedUnder(`materials/${id}/`)).toEqual([]);
  });

  it('a .pdf with ZIP bytes and a .docx that is a plain ZIP are refused', async () => {
    const author = await seller();
    const id = await material(author.userId);
    const zip = zipStart([{ name: 'seite1.txt', data: 'Hallo' }]);
    let state = await data<UploadState>(await start(author.token, id, 'Lesetext.pdf', zip.byteLength));
    expect(await errorOf(await putPart(author.token, id, state.uploadId, 1, zip))).toMatchObject({ status: 415, code: 'type_mismatch', details: { detected: 'zip' } });
    state = await data<UploadState>(await start(author.token, id, 'Lesetext.docx', zip.byteLength));
    expect(await errorOf(await putPart(author.token, id, state.uploadId, 1, zip))).toMatchObject({ status: 415, code: 'type_mismatch' });
    const docx = zipStart([{ name: '[Content_Types].xml', data: '<Types/>' }, { name: 'word/document.xml', data: '<w:document/>' }]);
    state = await data<UploadState>(await start(author.token, id, 'Lesetext.docx', docx.byteLength));
    expect((await putPart(author.token, id, state.uploadId, 1, docx)).status).toBe(200);
    expect(await data<SellerFile>(await complete(author.token, id, state.uploadId))).toMatchObject({ name: 'Lesetext.docx', format: 'DOCX', contentType: expect.stringContaining('wordprocessingml') });
    expect(await uploadRows(id)).toBe(0);
  });

  it('an unknown type is refused by its name at once and by its bytes at part 1', async () => {
    const author = await seller();
    const id = await material(author.userId);
    expect(await errorOf(await start(author.token, id, 'setup.exe', 100))).toMatchObject({ status: 415, code: 'unsupported_type' });
    expect(await errorOf(await start(author.token, id, 'ohne Endung', 100))).toMatchObject({ status: 415, code: 'unsupported_type' });
    const state = await data<UploadState>(await start(author.token, id, 'Text.pdf', 20));
    expect(await errorOf(await putPart(author.token, id, state.uploadId, 1, new TextEncoder().encode('nur ein bisschen Text')))).toMatchObject({ status: 400, code: 'wrong_part_size' });
    expect(await errorOf(await putPart(author.token, id, state.uploadId, 1, new TextEncoder().encode('nur ein bisschen Tex')))).toMatchObject({ status: 415, code: 'unsupported_type' });
    expect(await uploadRows(id)).toBe(0);
  });

  it('oversize: by the declared size for the extension, and by the detected type', async () => {
    const author = await seller();
    const id = await material(author.userId);
    expect(await errorOf(await start(author.token, id, 'Film.pdf', 101 * 1024 * 1024))).toMatchObject({ status: 413, code: 'file_too_large', details: { maxBytes: 100 * 1024 * 1024 } });
    expect(await errorOf(await start(author.token, id, 'Film.mp4', 2 * 1024 * 1024 * 1024))).toMatchObject({ status: 400, code: 'invalid_body' });
    expect(await errorOf(await start(author.token, id, 'leer.pdf', 0))).toMatchObject({ status: 400, code: 'invalid_body' });
  });

  it('at most 20 unfinished uploads per user (each holds an R2 multipart upload)', async () => {
    const author = await seller();
    const id = await material(author.userId);
    for (let i = 0; i < 20; i++) expect((await start(author.token, id, `Teil ${i}.pdf`, 100)).status).toBe(201);
    expect(await errorOf(await start(author.token, id, 'Teil 21.pdf', 100))).toMatchObject({ status: 429, code: 'too_many_uploads', details: { max: 20 } });
    expect(await uploadRows(id)).toBe(20);
  });

  it('names: paths and control characters are taken away, nothing of the name reaches the storage key', async () => {
    const author = await seller();
    const id = await material(author.userId);
    const pdf = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
    let state = await data<UploadState>(await start(author.token, id, '../../x.pdf', pdf.byteLength));
    expect(state.name).toBe('x.pdf');
    state = await data<UploadState>(await start(author.token, id, 'Arbeits\u0000blatt\u202E\r\n.pdf', pdf.byteLength));
    expect(state.name).toBe('Arbeitsblatt.pdf');
    expect(await errorOf(await start(author.token, id, '../..', pdf.byteLength))).toMatchObject({ status: 400, code: 'invalid_name' });
    await putPart(author.token, id, state.uploadId, 1, pdf);
    const file = await data<SellerFile>(await complete(author.token, id, state.uploadId));
    const row = await env.DB.prepare('SELECT r2_key FROM material_files WHERE id = ?').bind(file.id).first<{ r2_key: string }>();
    expect(row?.r2_key).toMatch(new RegExp(`^materials/${id}/uploads/[0-9a-f]{32}$`));
  });

  it('parts go in order and have exactly the part size except the last', async () => {
    const author = await seller();
    const id = await material(author.userId);
    const size = UPLOAD_PART_BYTES + 10;
    const state = await data<UploadState>(await start(author.token, id, 'Heft.pdf', size));
    expect(state).toMatchObject({ partSize: UPLOAD_PART_BYTES, partCount: 2, parts: [] });
    expect(await errorOf(await putPart(author.token, id, state.uploadId, 2, new Uint8Array(10)))).toMatchObject({ status: 409, code: 'part_out_of_order', details: { expected: 1 } });
    expect(await errorOf(await putPart(author.token, id, state.uploadId, 3, new Uint8Array(10)))).toMatchObject({ status: 400, code: 'invalid_part' });
    const first = new Uint8Array(UPLOAD_PART_BYTES);
    first.set(new TextEncoder().encode('%PDF-1.7\n'));
    expect(await errorOf(await putPart(author.token, id, state.uploadId, 1, first.subarray(0, UPLOAD_PART_BYTES - 1)))).toMatchObject({ status: 400, code: 'wrong_part_size', details: { expected: UPLOAD_PART_BYTES } });
    expect((await putPart(author.token, id, state.uploadId, 1, first)).status).toBe(200);
    // A retry of part 1 replaces it; the last part must be exactly the rest.
    expect((await putPart(author.token, id, state.uploadId, 1, first)).status).toBe(200);
    expect(await errorOf(await putPart(author.token, id, state.uploadId, 2, new Uint8Array(11)))).toMatchObject({ status: 400, code: 'wrong_part_size', details: { expected: 10 } });
    expect(await errorOf(await complete(author.token, id, state.uploadId))).toMatchObject({ status: 409, code: 'upload_incomplete', details: { missing: [2] } });
    expect(await data<UploadState>(await api(`v3/seller/materials/${id}/uploads/${state.uploadId}`, author.token))).toMatchObject({ parts: [{ n: 1, size: UPLOAD_PART_BYTES }] });
    expect((await api(`v3/seller/materials/${id}/uploads/${state.uploadId}`, author.token, { method: 'DELETE' })).status).toBe(200);
    expect(await uploadRows(id)).toBe(0);
  });
});

describe('a full upload', () => {
  it('in several parts: the file row has the SHA-256 of the bytes, and the buyer downloads exactly them, stamped', async () => {
    const author = await seller();
    const id = await material(author.userId);
    const pdf = await teachingPdf(UPLOAD_PART_BYTES + 512 * 1024);
    expect(pdf.byteLength).toBeGreaterThan(UPLOAD_PART_BYTES);
    const file = await uploadFile(author.token, id, 'Bruchrechnen.pdf', pdf);
    const sha = hex(await crypto.subtle.digest('SHA-256', pdf));
    expect(file).toMatchObject({ name: 'Bruchrechnen.pdf', format: 'PDF', sizeBytes: pdf.byteLength, sha256: sha, contentType: 'application/pdf' });
    const row = await env.DB.prepare('SELECT sha256, r2_key, size_bytes FROM material_files WHERE id = ?').bind(file.id).first<{ sha256: string; r2_key: string; size_bytes: number }>();
    expect(row?.sha256).toBe(sha);
    const stored = await env.FILES.get(row?.r2_key ?? '');
    expect(hex(await crypto.subtle.digest('SHA-256', await stored!.arrayBuffer()))).toBe(sha);
    const listed = await data<SellerFiles>(await api(`v3/seller/materials/${id}/files`, author.token));
    expect(listed.files.map((f) => f.id)).toEqual([file.id]);

    const buyer = await quickUser('Lehrer Lämpel');
    await cartCall('v1/cart/add', { token: buyer.token, body: { materialId: id } });
    const order = await payDemo(buyer.token, (await checkoutResult(await checkout(buyer.token, { idempotencyKey: newKey(), paymentMethod: 'demo', withdrawalConsent: true }))).order.id);
    const link = await data<{ url: string }>(await cartCall(`v3/downloads/${file.id}/link`, { token: buyer.token, body: {} }));
    const download = await call(link.url.replace(/^\/api\//, ''));
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    const stamped = await PDFDocument.load(new Uint8Array(await download.arrayBuffer()));
    const original = await PDFDocument.load(pdf);
    expect(stamped.getSubject() ?? '').toContain(`L-${order.id}-${id}`);
    expect(stamped.getTitle()).toBe('Bruchrechnen');
    expect(stamped.getPageCount()).toBe(3);
    // Every page keeps its original content stream (the stamp is added beside it).
    original.getPages().forEach((page, i) => {
      const kept = pageStreams(stamped, stamped.getPage(i));
      for (const stream of pageStreams(original, page)) expect(kept).toContain(stream);
      expect(kept.length).toBeGreaterThan(pageStreams(original, page).length);
    });
  });

  it('serves other types as they are, with their content type', async () => {
    const author = await seller();
    const id = await material(author.userId, 0);
    const mp3 = new Uint8Array([...new TextEncoder().encode('ID3'), 4, 0, 0, 0, 0, 0, 0, ...randomBytes(3000)]);
    const file = await uploadFile(author.token, id, 'Hörtext.mp3', mp3);
    const free = await data<{ token: string }>(await cartCall('v3/free-downloads', { body: { materialId: id } }));
    const page = await data<{ files: { id: number; url: string }[] }>(await cartCall(`v3/free-downloads/${encodeURIComponent(free.token)}`));
    expect(page.files.map((f) => f.id)).toEqual([file.id]);
    const download = await call(page.files[0]!.url.replace(/^\/api\//, ''));
    expect(download.headers.get('content-type')).toBe('audio/mpeg');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(mp3);
  });

  it('removing a file marks it and keeps its bytes; the text of a PDF is stored for the similarity check', async () => {
    const author = await seller();
    const id = await material(author.userId);
    const file = await uploadFile(author.token, id, 'Kurz.pdf', new TextEncoder().encode('%PDF-1.4\n%%EOF\n'));
    const text = api(`v3/seller/materials/${id}/files/${file.id}/text`, author.token, json('PUT', { text: 'Ein Bruch hat Zähler und Nenner. '.repeat(7000).slice(0, 200_000) }));
    expect(await data<{ chars: number }>(await text)).toMatchObject({ chars: 200_000 });
    expect(await errorOf(await api(`v3/seller/materials/${id}/files/${file.id}/text`, author.token, json('PUT', { text: 'x'.repeat(200_001) })))).toMatchObject({ status: 400, code: 'invalid_body' });
    const stored = await env.DB.prepare('SELECT material_id, length(text) AS n FROM material_file_texts WHERE file_id = ?').bind(file.id).first<{ material_id: number; n: number }>();
    expect(stored).toEqual({ material_id: id, n: 200_000 });
    const other = await seller('Dritte');
    expect((await api(`v3/seller/materials/${id}/files/${file.id}`, other.token, { method: 'DELETE' })).status).toBe(404);
    const after = await data<SellerFiles>(await api(`v3/seller/materials/${id}/files/${file.id}`, author.token, { method: 'DELETE' }));
    expect(after.files).toEqual([]);
    const row = await env.DB.prepare('SELECT removed_at, r2_key FROM material_files WHERE id = ?').bind(file.id).first<{ removed_at: string | null; r2_key: string }>();
    expect(row?.removed_at).not.toBeNull();
    expect(await env.FILES.head(row?.r2_key ?? '')).not.toBeNull();
    expect((await api(`v3/seller/materials/${id}/files/${file.id}`, author.token, { method: 'DELETE' })).status).toBe(404);
  });
});

describe('the edge lets a part through on the part route only', () => {
  it('a full part passes the edge; one byte more is a 413; a JSON call keeps its small cap', async () => {
    const author = await seller();
    const id = await material(author.userId);
    const state = await data<UploadState>(await start(author.token, id, 'Gross.pdf', UPLOAD_PART_BYTES * 2));
    const edge = createEdge();
    const headers = { 'sec-fetch-site': 'same-origin', authorization: `Bearer ${author.token}` };
    const part = new Uint8Array(UPLOAD_PART_BYTES);
    part.set(new TextEncoder().encode('%PDF-1.7\n'));
    const path = `/api/v3/seller/materials/${id}/uploads/${state.uploadId}/parts/1`;
    expect((await edge.request(path, { method: 'PUT', headers, body: part })).status).toBe(200);
    const tooBig = await edge.request(path, { method: 'PUT', headers, body: new Uint8Array(UPLOAD_PART_BYTES + 1) });
    expect(tooBig.status).toBe(413);
    const json = await edge.request(`/api/v3/seller/materials/${id}/uploads`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'x'.repeat(300 * 1024) }) });
    expect(json.status).toBe(413);
    expect(edge.originCalls.filter((c) => c.includes('/parts/')).length).toBe(1);
  });
});

describe('previews', () => {
  it('a page image becomes a watermarked JPEG at most 500 px high, served publicly and shown on the material page and cards', async () => {
    const author = await seller();
    const id = await material(author.userId);
    const post = (page: number, bytes: Uint8Array, token = author.token) => api(`v3/seller/materials/${id}/previews?page=${page}`, token, { method: 'POST', body: bytes });
    const answer = await data<SellerFiles>(await post(1, png(800, 1131)));
    expect(answer.previews).toEqual([expect.objectContaining({ page: 1, isCover: true, height: 500, width: 354 })]);
    await post(2, png(300, 200));
    const { material: detail } = await data<{ material: MaterialDetail }>(await call(`v3/materials/${id}?world=de`));
    expect(detail.preview).toHaveLength(2);
    expect(detail.preview[0]).toMatch(new RegExp(`^/api/v3/materials/${id}/preview/1\\.jpg\\?v=\\d+$`));
    expect(detail.imgUrl).toBe(detail.preview[0]);
    const image = await call(`${detail.preview[0]!.replace(/^\/api\//, '')}&h=240`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(image.headers.get('cache-control')).toContain('immutable');
    const decoded = PhotonImage.new_from_byteslice(new Uint8Array(await image.arrayBuffer()));
    expect([decoded.get_width(), decoded.get_height()]).toEqual([354, 500]);
    // The watermark: the white margin is no longer all white.
    const pixels = decoded.get_raw_pixels();
    decoded.free();
    let marked = 0;
    for (let i = 0; i < pixels.length; i += 4) if ((pixels[i] ?? 255) < 235 && i / 4 / 354 > 60) marked++;
    expect(marked).toBeGreaterThan(500);

    // The cover can be any page; cards use it.
    await api(`v3/seller/materials/${id}/previews/cover`, author.token, json('PUT', { page: 2 }));
    const card = (await data<{ items: { id: number; imgUrl: string }[] }>(await call(`v3/materials?ids=${id}&world=de`))).items[0];
    expect(card?.imgUrl).toMatch(new RegExp(`/preview/2\\.jpg\\?v=\\d+$`));
    // A seeded material keeps its SVG placeholders.
    const { material: seeded } = await data<{ material: MaterialDetail }>(await call(`v3/materials/${FIXTURE.materialDe.id}?world=de`));
    expect(seeded.preview[0]).toMatch(/\.svg/);
  });

  it('refuses what is not a PNG or JPEG, too large images, and other users', async () => {
    const author = await seller();
    const other = await seller('Nicht die Autorin');
    const id = await material(author.userId);
    const post = (bytes: Uint8Array, token = author.token, page = 1) => api(`v3/seller/materials/${id}/previews?page=${page}`, token, { method: 'POST', body: bytes });
    expect(await errorOf(await post(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')))).toMatchObject({ status: 415, code: 'unsupported_image' });
    expect(await errorOf(await post(new TextEncoder().encode('%PDF-1.7')))).toMatchObject({ status: 415, code: 'unsupported_image' });
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG_HEAD);
    expect((await post(big)).status).toBe(413);
    expect((await post(png(20, 20), other.token)).status).toBe(404);
    expect((await post(png(20, 20), author.token, 11)).status).toBe(400);
    expect(await storedUnder(`materials/${id}/previews/`)).toEqual([]);
  });
});

describe('scheduled clean-up', () => {
  it('aborts uploads idle for more than a day and keeps fresh ones', async () => {
    const author = await seller();
    const id = await material(author.userId);
    const stale = await data<UploadState>(await start(author.token, id, 'Alt.pdf', 100));
    const fresh = await data<UploadState>(await start(author.token, id, 'Neu.pdf', 100));
    const dayAgo = new Date(Date.now() - 25 * 3600_000).toISOString();
    await env.DB.prepare('UPDATE material_uploads SET updated_at = ? WHERE id = ?').bind(dayAgo, stale.uploadId).run();
    const controller = createScheduledController({ cron: STALE_UPLOADS_CRON, scheduledTime: new Date() });
    const ctx = createExecutionContext();
    await origin.scheduled(controller, env, ctx);
    await waitOnExecutionContext(ctx);
    expect((await api(`v3/seller/materials/${id}/uploads/${stale.uploadId}`, author.token)).status).toBe(404);
    expect((await api(`v3/seller/materials/${id}/uploads/${fresh.uploadId}`, author.token)).status).toBe(200);
  });
});
