/**
 * How large a request body may be, by the kind of call (docs/security.md, "Body sizes"). The
 * edge and the origin both refuse a larger body with 413: first by its declared length, then
 * while reading it, so a lying or missing `content-length` is stopped at the same size.
 */
import { MAX_PREVIEW_UPLOAD_BYTES, UPLOAD_PART_BYTES } from './seller-files';

export type BodyKind = 'json' | 'image' | 'webhook' | 'form' | 'part' | 'preview' | 'text';

/** An image upload of at most 5 MB, with room for the multipart boundaries and part headers. */
export const MAX_IMAGE_UPLOAD_BYTES = 5 * 1024 * 1024;
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** A PDF's extracted text, 200,000 characters at most, as JSON (up to 6 bytes a character escaped). */
const FILE_TEXT_BYTES = 1280 * 1024;

export const BODY_LIMIT_BYTES: Readonly<Record<BodyKind, number>> = {
  json: 256 * 1024,
  image: MAX_IMAGE_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES,
  webhook: 256 * 1024,
  form: 32 * 1024,
  // One part of a resumable file upload and a preview page image, raw bytes (docs/seller-files.md).
  part: UPLOAD_PART_BYTES,
  preview: MAX_PREVIEW_UPLOAD_BYTES,
  text: FILE_TEXT_BYTES,
};

const IMAGE_UPLOADS = new Set(['/api/v3/user-details/avatar', '/api/v3/user-details/background', '/api/v3/staff/content/images']);
const WEBHOOKS = new Set(['/api/v3/payments/stripe/webhook']);

/** The seller's file calls that take more than JSON (docs/seller-files.md): only these paths. */
const UPLOAD_PART = /^\/api\/v3\/seller\/materials\/[0-9]{1,16}\/uploads\/[0-9a-f]{32}\/parts\/[0-9]{1,5}$/;
const PREVIEW_UPLOAD = /^\/api\/v3\/seller\/materials\/[0-9]{1,16}\/previews$/;
const FILE_TEXT = /^\/api\/v3\/seller\/materials\/[0-9]{1,16}\/files\/[0-9]{1,16}\/text$/;
/** An interactive's content (up to 100 questions, docs/interactives.md) takes the text size too. */
const INTERACTIVE_CONTENT = /^\/api\/v3\/interactives(\/[0-9]{1,16}\/draft)?$/;

/** The kind of body an API call (`/api/...`) takes. */
export function bodyKindOf(path: string): BodyKind {
  if (IMAGE_UPLOADS.has(path)) return 'image';
  if (UPLOAD_PART.test(path)) return 'part';
  if (PREVIEW_UPLOAD.test(path)) return 'preview';
  if (FILE_TEXT.test(path) || INTERACTIVE_CONTENT.test(path)) return 'text';
  if (WEBHOOKS.has(path)) return 'webhook';
  return 'json';
}

/** A declared `content-length` above the cap (an unreadable one counts as above). */
export function declaresTooMuch(contentLength: string | undefined, cap: number): boolean {
  if (contentLength === undefined) return false;
  const declared = Number(contentLength);
  return !Number.isSafeInteger(declared) || declared < 0 || declared > cap;
}
