import { Hono } from 'hono';
import { z } from 'zod';
import type { OriginEnv } from '../env';
import { fileIdParamSchema, listQuerySchema } from '../../shared/schemas/commerce';
import { routePath } from '../../shared/routes/match';
import { createTranslator } from '../../shared/i18n/translator';
import { isWorld, worldLanguage } from '../../shared/worlds';
import { FILE_LINK_SECONDS, FREE_FILE_SECONDS, FREE_PAGE_SECONDS, signDownload, verifyDownload } from '../domain/commerce/download-token';
import { renderDemoMaterialPdf } from '../domain/commerce/documents/demo-material-pdf';
import { isPdf, stampPdf, UnstampablePdf } from '../domain/commerce/documents/stamp-pdf';
import { r2FontSource } from './pdf-font-source';
import { requireUser } from '../http/auth';
import { ApiError } from '../http/errors';
import { requestWorld } from '../http/world';
import { validJson, validParam, validQuery } from '../http/validate';
import { findSchoolMembership } from '../db/schools';
import { findFile, licenceFor, listPurchases, type FileFacts } from '../db/purchases';
import { cartMaterialOf } from './cart-session';
import { findLiveMaterialRow, materialFiles } from '../db/materials';
import { toMaterial } from '../db/material-row';
import { recordDownload } from '../db/seller-earnings';

const nowSeconds = () => Math.floor(Date.now() / 1000);
const signingSecret = (env: OriginEnv) => env.PASSWORD_PEPPER;

/** Where a material file's bytes live in R2. */
function fileKey(materialId: number, fileId: number): string {
  return `materials/${materialId}/files/${fileId}`;
}

/** A file's bytes: whole when they may be stamped (PDFs), else streamed from R2 with their size. */
type FileBody = Uint8Array | { stream: ReadableStream; size: number };

/**
 * The file's bytes from R2: the author's uploaded file (docs/seller-files.md, "Downloads"). Seeded
 * demo materials have no uploaded file: outside production a sample PDF is made from the
 * material's facts and stored, so local downloads are real files.
 */
export async function fileBytes(env: OriginEnv, file: FileFacts): Promise<FileBody> {
  if (file.r2Key) {
    const uploaded = await env.FILES.get(file.r2Key);
    if (!uploaded) throw new ApiError(404, 'file_missing', 'This file is not available.');
    return file.contentType === 'application/pdf' ? new Uint8Array(await uploaded.arrayBuffer()) : { stream: uploaded.body, size: uploaded.size };
  }
  const key = fileKey(file.materialId, file.fileId);
  const stored = await env.FILES.get(key);
  if (stored) return new Uint8Array(await stored.arrayBuffer());
  if (env.ENVIRONMENT === 'production') throw new ApiError(404, 'file_missing', 'This file is not available.');
  const demo = await renderDemoMaterialPdf({
    title: file.materialTitle,
    description: file.materialDescription,
    authorName: file.authorName,
    pageCount: file.pageCount,
    materialId: file.materialId,
  }, { fonts: r2FontSource(env.FILES) });
  await env.FILES.put(key, demo, { httpMetadata: { contentType: 'application/pdf' } });
  return demo;
}

export const isPdfBody = (bytes: FileBody): bytes is Uint8Array => bytes instanceof Uint8Array && isPdf(bytes);

function attachmentName(file: FileFacts): string {
  const base = file.name.replace(/[^\p{L}\p{N}._ -]+/gu, '_').slice(0, 120) || `material-${file.materialId}`;
  return /\.[a-z0-9]{2,5}$/i.test(base) ? base : `${base}.${file.format.toLowerCase() || 'pdf'}`;
}

export function download(bytes: FileBody, file: FileFacts, pdf: boolean): Response {
  const name = attachmentName(file);
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
  const whole = bytes instanceof Uint8Array;
  return new Response(whole ? bytes : bytes.stream, {
    headers: {
      'content-type': pdf ? 'application/pdf' : (file.contentType ?? 'application/octet-stream'),
      'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'content-length': String(whole ? bytes.byteLength : bytes.size),
    },
  });
}

/** Stamps a PDF with the licence line; an author's encrypted PDF goes out as uploaded. */
async function stamped(env: OriginEnv, bytes: FileBody, label: string, licenceId: string, buyerName: string): Promise<FileBody> {
  if (!isPdfBody(bytes)) return bytes;
  try {
    return await stampPdf(bytes, { licenceId, buyerName, date: new Date().toISOString().slice(0, 10), label }, { fonts: r2FontSource(env.FILES) });
  } catch (error) {
    if (error instanceof UnstampablePdf) {
      console.warn('download not stamped', error.reason);
      return bytes;
    }
    throw error;
  }
}

export const freeBodySchema = z.object({ materialId: fileIdParamSchema }).strict();
export const tokenQuerySchema = z.object({ token: z.string().min(10).max(200) }).strict();

async function liveFreeMaterial(db: D1Database, materialId: number) {
  const row = await findLiveMaterialRow(db, materialId);
  if (!row) throw new ApiError(404, 'not_found', 'This material is not available.');
  if ((row.sale_price ?? row.price) !== 0) throw new ApiError(409, 'not_free', 'This material is not free.');
  return row;
}

/** Bought materials, their download links, the file download itself, and free material downloads. */
export const downloads = new Hono<{ Bindings: OriginEnv }>()
  .get('/v1/purchases', async (c) => {
    const { userId } = await requireUser(c);
    const { page } = validQuery(c, listQuerySchema);
    const school = await findSchoolMembership(c.env.DB, userId);
    const { rows, total } = await listPurchases(c.env.DB, userId, school?.schoolId ?? null, page, 20);
    return c.json({
      data: {
        items: rows.map((r) => ({
          material: cartMaterialOf(r.material),
          orderId: r.orderPublicId,
          licenceId: r.licenceId,
          viaSchool: r.viaSchool,
          boughtAt: r.boughtAt,
          files: r.files,
        })),
        page,
        total,
      },
    });
  })
  .post('/v3/downloads/:fileId/link', async (c) => {
    const { userId } = await requireUser(c);
    const fileId = validParam(c.req.param('fileId'), fileIdParamSchema, 'file id');
    const file = await findFile(c.env.DB, fileId);
    if (!file) throw new ApiError(404, 'not_found', 'File not found.');
    const school = await findSchoolMembership(c.env.DB, userId);
    if (!(await licenceFor(c.env.DB, userId, school?.schoolId ?? null, file.materialId))) {
      throw new ApiError(403, 'not_owner', 'Only buyers of this material can download it.');
    }
    const expiresAt = nowSeconds() + FILE_LINK_SECONDS;
    const token = await signDownload({ kind: 'file', userId, fileId, expiresAt }, signingSecret(c.env));
    const world = requestWorld(c);
    return c.json({ data: { url: `/api/v3/downloads/file?token=${encodeURIComponent(token)}&world=${world}`, expiresAt: new Date(expiresAt * 1000).toISOString() } });
  })
  .get('/v3/downloads/file', async (c) => {
    const { token } = validQuery(c, tokenQuerySchema);
    const i18n = createTranslator(worldLanguage(requestWorld(c)));
    const check = await verifyDownload(token, signingSecret(c.env), nowSeconds());
    if (!check.ok) {
      throw check.reason === 'expired'
        ? new ApiError(410, 'expired', 'This download link has expired; start the download again.')
        : new ApiError(403, 'invalid_link', 'This download link is not valid.');
    }
    const { grant } = check;
    if (grant.kind === 'free') throw new ApiError(403, 'invalid_link', 'This download link is not valid.');
    const file = await findFile(c.env.DB, grant.fileId);
    if (!file) throw new ApiError(404, 'not_found', 'File not found.');
    const bytes = await fileBytes(c.env, file);
    if (grant.kind === 'freefile') {
      if (grant.materialId !== file.materialId || !file.live || (file.salePrice ?? file.price) !== 0) throw new ApiError(403, 'invalid_link', 'This download link is not valid.');
      const label = i18n.t('cabinet-materials:stamp.free', { date: new Date().toISOString().slice(0, 10), defaultValue: 'Kreide · free material · {{date}}' });
      await recordDownload(c.env.DB, file.materialId);
      return download(await stamped(c.env, bytes, label, `FREE-${file.materialId}`, ''), file, isPdfBody(bytes));
    }
    // Ownership is checked again: a refund withdraws the licence even from a fresh link.
    const school = await findSchoolMembership(c.env.DB, grant.userId);
    const licence = await licenceFor(c.env.DB, grant.userId, school?.schoolId ?? null, file.materialId);
    if (!licence) throw new ApiError(403, 'not_owner', 'Only buyers of this material can download it.');
    const label = i18n.t('cabinet-materials:stamp.licence', {
      name: licence.buyerName,
      licence: licence.licenceId,
      date: new Date().toISOString().slice(0, 10),
      defaultValue: 'Licence for {{name}} · {{licence}} · {{date}}',
    });
    await recordDownload(c.env.DB, file.materialId);
    return download(await stamped(c.env, bytes, label, licence.licenceId, licence.buyerName), file, isPdfBody(bytes));
  })
  .post('/v3/free-downloads', async (c) => {
    const world = requestWorld(c);
    const { materialId } = await validJson(c, freeBodySchema);
    const row = await liveFreeMaterial(c.env.DB, materialId);
    const expiresAt = nowSeconds() + FREE_PAGE_SECONDS;
    const token = await signDownload({ kind: 'free', materialId, expiresAt }, signingSecret(c.env));
    const pageWorld = isWorld(row.world) ? row.world : world;
    const url = routePath('freeMaterialDownload', pageWorld, { token }) ?? `/${pageWorld}`;
    return c.json({ data: { token, url } });
  })
  .get('/v3/free-downloads/:token', async (c) => {
    const token = c.req.param('token');
    if (token.length > 200) throw new ApiError(400, 'invalid_parameter', 'The token is not valid.');
    const check = await verifyDownload(token, signingSecret(c.env), nowSeconds());
    if (!check.ok) {
      throw check.reason === 'expired' ? new ApiError(410, 'expired', 'This download link has expired.') : new ApiError(404, 'not_found', 'This download link is not valid.');
    }
    if (check.grant.kind !== 'free') throw new ApiError(404, 'not_found', 'This download link is not valid.');
    const row = await liveFreeMaterial(c.env.DB, check.grant.materialId);
    const material = toMaterial(row, 'Kreide');
    const results = await materialFiles(c.env.DB, row.id);
    const expiresAt = nowSeconds() + FREE_FILE_SECONDS;
    const files = await Promise.all(
      results.map(async (f) => ({
        id: f.id,
        name: f.name,
        format: f.format,
        sizeBytes: f.size_bytes,
        url: `/api/v3/downloads/file?token=${encodeURIComponent(await signDownload({ kind: 'freefile', materialId: row.id, fileId: f.id, expiresAt }, signingSecret(c.env)))}&world=${row.world}`,
      })),
    );
    return c.json({
      data: {
        material: cartMaterialOf(material),
        files,
      },
    });
  });
