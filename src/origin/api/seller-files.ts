/**
 * The files and previews of a seller's material (docs/seller-files.md): resumable multipart
 * uploads to R2, checked by their bytes; removing files; the PDF text for the similarity check;
 * preview images made public with a watermark, and the cover. Only the material's author may
 * call these; for anyone else the material does not exist (404).
 */
import { Hono, type Context } from 'hono';
import type { OriginEnv } from '../env';
import { requireUser } from '../http/auth';
import { ApiError } from '../http/errors';
import { cappedBody, validJson, validParam, validQuery } from '../http/validate';
import { idParamSchema } from '../../shared/schemas/materials';
import {
  coverSchema,
  fileTextSchema,
  partParamSchema,
  previewPageParamSchema,
  previewQuerySchema,
  startUploadSchema,
  uploadIdParamSchema,
  type SellerFile,
  type SellerFiles,
  type SellerPreview,
  type UploadState,
} from '../../shared/schemas/seller-files';
import { FILE_KINDS, MAX_OPEN_UPLOADS, MAX_PREVIEW_UPLOAD_BYTES, UPLOAD_PART_BYTES, extensionOf, kindsOfExtension, partCountOf, partSizeOf, type FileKind } from '../../shared/seller-files';
import { detectFileKind } from '../domain/files/file-type';
import { sanitiseFileName } from '../domain/files/file-name';
import { derivePreview } from '../domain/files/preview-image';
import { ImageDecodeError } from '../domain/account/images';
import { inspectImage } from '../domain/account/image-type';
import {
  completeUploadAsFile,
  countOpenUploads,
  deletePreview,
  deleteUpload,
  findOwnMaterial,
  findPreview,
  findSellerFile,
  findUpload,
  insertUpload,
  isSeller,
  listPreviews,
  listSellerFiles,
  markFileRemoved,
  putFileText,
  putPreview,
  recordPart,
  setCoverPreview,
  uploadParts,
  type PartRow,
  type PreviewRow,
  type SellerFileRow,
  type UploadRow,
} from '../db/seller-files';

type Ctx = Context<{ Bindings: OriginEnv }>;

const notFound = () => new ApiError(404, 'not_found', 'Material not found.');

/** The caller's own material: sellers only (403), and someone else's material is a 404. */
async function ownMaterial(c: Ctx): Promise<{ userId: number; materialId: number }> {
  const { userId } = await requireUser(c);
  if (!(await isSeller(c.env.DB, userId))) throw new ApiError(403, 'not_seller', 'Only sellers can upload materials.');
  const materialId = validParam(c.req.param('id'), idParamSchema, 'material id');
  if (!(await findOwnMaterial(c.env.DB, materialId, userId))) throw notFound();
  return { userId, materialId };
}

/** An upload of the caller's own material, started by the caller; any other is a 404. */
async function ownUpload(c: Ctx): Promise<{ userId: number; materialId: number; upload: UploadRow }> {
  const own = await ownMaterial(c);
  const uploadId = validParam(c.req.param('uploadId'), uploadIdParamSchema, 'upload id');
  const upload = await findUpload(c.env.DB, own.materialId, uploadId);
  if (!upload || upload.user_id !== own.userId) throw new ApiError(404, 'not_found', 'Upload not found.');
  return { ...own, upload };
}

function stateOf(upload: UploadRow, parts: PartRow[]): UploadState {
  return {
    uploadId: upload.id,
    name: upload.name,
    size: upload.size_bytes,
    partSize: UPLOAD_PART_BYTES,
    partCount: upload.part_count,
    parts: parts.map((p) => ({ n: p.part, size: p.size_bytes })),
  };
}

/** Aborts the R2 multipart upload and forgets the upload: nothing stays half-stored. */
export async function abortUpload(env: OriginEnv, upload: Pick<UploadRow, 'id' | 'r2_key' | 'r2_upload_id'>): Promise<void> {
  try {
    await env.FILES.resumeMultipartUpload(upload.r2_key, upload.r2_upload_id).abort();
  } catch (error) {
    // Already completed or aborted (or expired at R2): nothing is left to abort.
    console.warn('multipart abort failed', upload.id, error instanceof Error ? error.message : error);
  }
  await deleteUpload(env.DB, upload.id);
}

/** A refusal of the upload's content: the upload is aborted before the caller hears why. */
async function refuse(env: OriginEnv, upload: UploadRow, error: ApiError): Promise<never> {
  await abortUpload(env, upload);
  throw error;
}

const allowedExtensions = () => Object.values(FILE_KINDS).flatMap((k) => k.extensions);

/** The kind the first part's bytes show, refusing (and aborting) a type we do not take or one the name does not agree with. */
async function checkFirstPart(env: OriginEnv, upload: UploadRow, bytes: Uint8Array): Promise<FileKind> {
  const kind = detectFileKind(bytes);
  const extension = extensionOf(upload.name);
  if (!kind) {
    return refuse(env, upload, new ApiError(415, 'unsupported_type', 'This kind of file cannot be uploaded.', { allowed: allowedExtensions() }));
  }
  if (!FILE_KINDS[kind].extensions.includes(extension)) {
    return refuse(env, upload, new ApiError(415, 'type_mismatch', `The file is a ${FILE_KINDS[kind].format} file, but its name ends in .${extension}.`, { detected: kind, extension }));
  }
  if (upload.size_bytes > FILE_KINDS[kind].maxBytes) {
    return refuse(env, upload, new ApiError(413, 'file_too_large', `A ${FILE_KINDS[kind].format} file may be at most ${FILE_KINDS[kind].maxBytes} bytes.`, { maxBytes: FILE_KINDS[kind].maxBytes }));
  }
  return kind;
}

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const hex = (buffer: ArrayBuffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');

/** SHA-256 of a stored object, streamed (never held in memory whole). */
async function sha256Of(env: OriginEnv, key: string): Promise<string> {
  const object = await env.FILES.get(key);
  if (!object) throw new Error(`stored object ${key} missing`);
  const digest = new crypto.DigestStream('SHA-256');
  await object.body.pipeTo(digest);
  return hex(await digest.digest);
}

function fileOf(row: SellerFileRow): SellerFile {
  return {
    id: row.id,
    name: row.name,
    format: row.format,
    sizeBytes: row.size_bytes,
    sha256: row.sha256,
    contentType: row.content_type,
    createdAt: row.created_at,
    hasText: row.has_text === 1,
  };
}

function previewOf(materialId: number, row: PreviewRow): SellerPreview {
  return {
    page: row.page,
    width: row.width,
    height: row.height,
    isCover: row.is_cover === 1,
    url: `/api/v3/seller/materials/${materialId}/previews/${row.page}.jpg?v=${row.version}`,
  };
}

async function filesAnswer(db: D1Database, materialId: number): Promise<SellerFiles> {
  const [files, previews] = await Promise.all([listSellerFiles(db, materialId), listPreviews(db, materialId)]);
  return { files: files.map(fileOf), previews: previews.map((p) => previewOf(materialId, p)) };
}

const previewKey = (materialId: number, page: number, version: number) => `materials/${materialId}/previews/${page}-${version}.jpg`;

export const sellerFiles = new Hono<{ Bindings: OriginEnv }>()
  .post('/v3/seller/materials/:id/uploads', async (c) => {
    const { userId, materialId } = await ownMaterial(c);
    const body = await validJson(c, startUploadSchema);
    const name = sanitiseFileName(body.name);
    if (!name) throw new ApiError(400, 'invalid_name', 'The file needs a name.', { field: 'name' });
    const extension = extensionOf(name);
    const kinds = kindsOfExtension(extension);
    if (kinds.length === 0) throw new ApiError(415, 'unsupported_type', 'This kind of file cannot be uploaded.', { extension, allowed: allowedExtensions() });
    const maxBytes = Math.max(...kinds.map((k) => FILE_KINDS[k].maxBytes));
    if (body.size > maxBytes) throw new ApiError(413, 'file_too_large', `A .${extension} file may be at most ${maxBytes} bytes.`, { maxBytes });
    if ((await countOpenUploads(c.env.DB, userId)) >= MAX_OPEN_UPLOADS) {
      throw new ApiError(429, 'too_many_uploads', `At most ${MAX_OPEN_UPLOADS} uploads may be unfinished at once; finish or cancel one first.`, { max: MAX_OPEN_UPLOADS });
    }
    const id = randomId();
    const key = `materials/${materialId}/uploads/${id}`;
    const multipart = await c.env.FILES.createMultipartUpload(key);
    const row = {
      id,
      material_id: materialId,
      user_id: userId,
      name,
      size_bytes: body.size,
      last_modified: body.lastModified ?? null,
      part_count: partCountOf(body.size),
      r2_key: key,
      r2_upload_id: multipart.uploadId,
      created_at: new Date().toISOString(),
    };
    await insertUpload(c.env.DB, row);
    return c.json({ data: stateOf({ ...row, kind: null, updated_at: row.created_at }, []) }, 201);
  })
  .get('/v3/seller/materials/:id/uploads/:uploadId', async (c) => {
    const { upload } = await ownUpload(c);
    return c.json({ data: stateOf(upload, await uploadParts(c.env.DB, upload.id)) });
  })
  .put('/v3/seller/materials/:id/uploads/:uploadId/parts/:n', async (c) => {
    const { upload } = await ownUpload(c);
    const n = validParam(c.req.param('n'), partParamSchema, 'part number');
    if (n > upload.part_count) throw new ApiError(400, 'invalid_part', `This upload has ${upload.part_count} parts.`, { partCount: upload.part_count });
    const parts = await uploadParts(c.env.DB, upload.id);
    const recorded = new Set(parts.map((p) => p.part));
    for (let earlier = 1; earlier < n; earlier++) {
      if (!recorded.has(earlier)) throw new ApiError(409, 'part_out_of_order', `Send part ${earlier} first.`, { expected: earlier });
    }
    const expected = partSizeOf(upload.size_bytes, n);
    const bytes = await cappedBody(c, 'part');
    if (bytes.byteLength !== expected) throw new ApiError(400, 'wrong_part_size', `Part ${n} must be exactly ${expected} bytes.`, { expected, received: bytes.byteLength });
    const kind = n === 1 ? await checkFirstPart(c.env, upload, bytes) : null;
    const stored = await c.env.FILES.resumeMultipartUpload(upload.r2_key, upload.r2_upload_id).uploadPart(n, bytes);
    const part = { part: n, etag: stored.etag, size_bytes: bytes.byteLength };
    await recordPart(c.env.DB, upload.id, part, kind, new Date());
    const others = parts.filter((p) => p.part !== n);
    return c.json({ data: stateOf(upload, [...others, part].sort((a, b) => a.part - b.part)) });
  })
  .post('/v3/seller/materials/:id/uploads/:uploadId/complete', async (c) => {
    const { materialId, upload } = await ownUpload(c);
    const parts = await uploadParts(c.env.DB, upload.id);
    const kind = upload.kind as FileKind | null;
    if (parts.length !== upload.part_count || !kind || !Object.hasOwn(FILE_KINDS, kind)) {
      const have = new Set(parts.map((p) => p.part));
      const missing = Array.from({ length: upload.part_count }, (_, i) => i + 1).filter((p) => !have.has(p));
      throw new ApiError(409, 'upload_incomplete', 'Some parts are missing.', { missing });
    }
    const multipart = c.env.FILES.resumeMultipartUpload(upload.r2_key, upload.r2_upload_id);
    const object = await multipart.complete(parts.map((p) => ({ partNumber: p.part, etag: p.etag })));
    if (object.size !== upload.size_bytes) {
      await c.env.FILES.delete(upload.r2_key);
      await deleteUpload(c.env.DB, upload.id);
      throw new ApiError(422, 'size_mismatch', `The file has ${object.size} bytes, not the ${upload.size_bytes} announced.`, { expected: upload.size_bytes, received: object.size });
    }
    const facts = FILE_KINDS[kind];
    const sha256 = await sha256Of(c.env, upload.r2_key);
    const fileId = await completeUploadAsFile(
      c.env.DB,
      upload.id,
      { materialId, name: upload.name, format: facts.format, sizeBytes: object.size, r2Key: upload.r2_key, sha256, contentType: facts.contentType },
      new Date(),
    );
    const file = (await listSellerFiles(c.env.DB, materialId)).find((f) => f.id === fileId);
    if (!file) throw new Error('completed file not found');
    return c.json({ data: fileOf(file) }, 201);
  })
  .delete('/v3/seller/materials/:id/uploads/:uploadId', async (c) => {
    const { upload } = await ownUpload(c);
    await abortUpload(c.env, upload);
    return c.json({ data: { aborted: true } });
  })
  .get('/v3/seller/materials/:id/files', async (c) => {
    const { materialId } = await ownMaterial(c);
    return c.json({ data: await filesAnswer(c.env.DB, materialId) });
  })
  .delete('/v3/seller/materials/:id/files/:fileId', async (c) => {
    const { materialId } = await ownMaterial(c);
    const fileId = validParam(c.req.param('fileId'), idParamSchema, 'file id');
    if (!(await markFileRemoved(c.env.DB, materialId, fileId, new Date()))) throw new ApiError(404, 'not_found', 'File not found.');
    return c.json({ data: await filesAnswer(c.env.DB, materialId) });
  })
  .put('/v3/seller/materials/:id/files/:fileId/text', async (c) => {
    const { materialId } = await ownMaterial(c);
    const fileId = validParam(c.req.param('fileId'), idParamSchema, 'file id');
    const { text } = await validJson(c, fileTextSchema, 'text');
    if (!(await findSellerFile(c.env.DB, materialId, fileId))) throw new ApiError(404, 'not_found', 'File not found.');
    await putFileText(c.env.DB, materialId, fileId, text);
    return c.json({ data: { fileId, chars: text.length } });
  })
  .post('/v3/seller/materials/:id/previews', async (c) => {
    const { materialId } = await ownMaterial(c);
    const { page } = validQuery(c, previewQuerySchema);
    const bytes = await cappedBody(c, 'preview');
    const inspection = inspectImage(bytes);
    if (!inspection.ok || (inspection.type !== 'png' && inspection.type !== 'jpeg')) {
      const problem = inspection.ok ? 'unsupported_image' : inspection.problem;
      if (problem === 'image_dimensions_too_large') throw new ApiError(422, problem, 'The image has too many pixels.');
      if (problem === 'unreadable_image') throw new ApiError(422, problem, 'The image could not be read.');
      throw new ApiError(415, 'unsupported_image', 'Upload a PNG or JPEG image.', { maxBytes: MAX_PREVIEW_UPLOAD_BYTES });
    }
    let image;
    try {
      image = derivePreview(bytes);
    } catch (error) {
      if (error instanceof ImageDecodeError) throw new ApiError(422, 'unreadable_image', 'The image could not be read.');
      throw error;
    }
    const version = Date.now();
    const key = previewKey(materialId, page, version);
    await c.env.FILES.put(key, image.bytes, { httpMetadata: { contentType: 'image/jpeg' } });
    const earlier = await findPreview(c.env.DB, materialId, page);
    await putPreview(c.env.DB, materialId, { page, r2_key: key, width: image.width, height: image.height, version }, new Date());
    if (earlier && earlier.r2_key !== key) await c.env.FILES.delete(earlier.r2_key);
    return c.json({ data: await filesAnswer(c.env.DB, materialId) }, 201);
  })
  .put('/v3/seller/materials/:id/previews/cover', async (c) => {
    const { materialId } = await ownMaterial(c);
    const { page } = await validJson(c, coverSchema);
    if (!(await findPreview(c.env.DB, materialId, page))) throw new ApiError(404, 'not_found', 'Preview not found.');
    await setCoverPreview(c.env.DB, materialId, page);
    return c.json({ data: await filesAnswer(c.env.DB, materialId) });
  })
  .get('/v3/seller/materials/:id/previews/:page{[0-9]+\\.jpg}', async (c) => {
    const { materialId } = await ownMaterial(c);
    const page = validParam(c.req.param('page').replace('.jpg', ''), previewPageParamSchema, 'page');
    const preview = await findPreview(c.env.DB, materialId, page);
    const object = preview ? await c.env.FILES.get(preview.r2_key) : null;
    if (!object) throw new ApiError(404, 'not_found', 'Preview not found.');
    return new Response(object.body, { headers: { 'content-type': 'image/jpeg', 'cache-control': 'private, max-age=300', 'x-content-type-options': 'nosniff' } });
  })
  .delete('/v3/seller/materials/:id/previews/:page', async (c) => {
    const { materialId } = await ownMaterial(c);
    const page = validParam(c.req.param('page'), previewPageParamSchema, 'page');
    const preview = await findPreview(c.env.DB, materialId, page);
    if (!preview) throw new ApiError(404, 'not_found', 'Preview not found.');
    await deletePreview(c.env.DB, materialId, page);
    await c.env.FILES.delete(preview.r2_key);
    return c.json({ data: await filesAnswer(c.env.DB, materialId) });
  });
