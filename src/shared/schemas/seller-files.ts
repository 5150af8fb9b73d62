/** Calls of the files and previews of a seller's material (docs/seller-files.md). */
import { z } from 'zod';
import { MAX_FILE_TEXT_CHARS, MAX_PREVIEW_PAGES, MAX_UPLOAD_BYTES } from '../seller-files';

export const startUploadSchema = z
  .object({
    name: z.string().min(1).max(1000),
    size: z.number().int().positive().max(MAX_UPLOAD_BYTES),
    /** The browser's `File.lastModified` (ms), kept so the browser can find its upload again. */
    lastModified: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  })
  .strict();

export const uploadIdParamSchema = z.string().regex(/^[0-9a-f]{32}$/);
export const partParamSchema = z.coerce.number().int().min(1).max(10_000);
export const previewPageParamSchema = z.coerce.number().int().min(1).max(MAX_PREVIEW_PAGES);
export const previewQuerySchema = z.object({ page: previewPageParamSchema }).strict();

export const fileTextSchema = z.object({ text: z.string().max(MAX_FILE_TEXT_CHARS) }).strict();
export const coverSchema = z.object({ page: previewPageParamSchema }).strict();

export interface UploadState {
  uploadId: string;
  name: string;
  size: number;
  partSize: number;
  partCount: number;
  /** The parts stored so far (numbers and sizes): a resume sends the next one. */
  parts: { n: number; size: number }[];
}

export interface SellerFile {
  id: number;
  name: string;
  format: string;
  sizeBytes: number;
  sha256: string | null;
  contentType: string | null;
  createdAt: string | null;
  hasText: boolean;
}

export interface SellerPreview {
  page: number;
  width: number;
  height: number;
  isCover: boolean;
  /** The author's view of the image (works before the material is published). */
  url: string;
}

export interface SellerFiles {
  files: SellerFile[];
  previews: SellerPreview[];
}
