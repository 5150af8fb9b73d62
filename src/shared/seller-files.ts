/**
 * Limits and types of the files an author uploads (docs/seller-files.md). Zod-free: the
 * `MaterialFiles` island reads the same numbers as the origin.
 */

/** Every part but the last has exactly this size (R2 needs at least 5 MiB except for the last part). */
export const UPLOAD_PART_BYTES = 8 * 1024 * 1024;

/** What a file is, decided by its first bytes only (never by its name). */
export type FileKind = 'pdf' | 'docx' | 'pptx' | 'xlsx' | 'odt' | 'odp' | 'ods' | 'epub' | 'zip' | 'mp3' | 'm4a' | 'wav' | 'mp4' | 'png' | 'jpeg';

interface KindFacts {
  /** File name extensions that agree with the kind (lower case, no dot). */
  extensions: readonly string[];
  /** Largest file of the kind, in bytes. */
  maxBytes: number;
  contentType: string;
  /** `material_files.format`. */
  format: string;
}

const MiB = 1024 * 1024;

export const FILE_KINDS: Readonly<Record<FileKind, KindFacts>> = {
  pdf: { extensions: ['pdf'], maxBytes: 100 * MiB, contentType: 'application/pdf', format: 'PDF' },
  docx: { extensions: ['docx'], maxBytes: 100 * MiB, contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', format: 'DOCX' },
  pptx: { extensions: ['pptx'], maxBytes: 300 * MiB, contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', format: 'PPTX' },
  xlsx: { extensions: ['xlsx'], maxBytes: 50 * MiB, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', format: 'XLSX' },
  odt: { extensions: ['odt'], maxBytes: 100 * MiB, contentType: 'application/vnd.oasis.opendocument.text', format: 'ODT' },
  odp: { extensions: ['odp'], maxBytes: 300 * MiB, contentType: 'application/vnd.oasis.opendocument.presentation', format: 'ODP' },
  ods: { extensions: ['ods'], maxBytes: 50 * MiB, contentType: 'application/vnd.oasis.opendocument.spreadsheet', format: 'ODS' },
  epub: { extensions: ['epub'], maxBytes: 100 * MiB, contentType: 'application/epub+zip', format: 'EPUB' },
  zip: { extensions: ['zip'], maxBytes: 500 * MiB, contentType: 'application/zip', format: 'ZIP' },
  mp3: { extensions: ['mp3'], maxBytes: 200 * MiB, contentType: 'audio/mpeg', format: 'MP3' },
  m4a: { extensions: ['m4a'], maxBytes: 200 * MiB, contentType: 'audio/mp4', format: 'M4A' },
  wav: { extensions: ['wav'], maxBytes: 500 * MiB, contentType: 'audio/wav', format: 'WAV' },
  mp4: { extensions: ['mp4', 'm4v'], maxBytes: 1024 * MiB, contentType: 'video/mp4', format: 'MP4' },
  png: { extensions: ['png'], maxBytes: 25 * MiB, contentType: 'image/png', format: 'PNG' },
  jpeg: { extensions: ['jpg', 'jpeg'], maxBytes: 25 * MiB, contentType: 'image/jpeg', format: 'JPG' },
};

/** The largest file of any kind: a declared size above it is refused at once. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(FILE_KINDS).map((k) => k.maxBytes));

/** The kinds a file name's extension may stand for (empty: no kind we take). */
export function kindsOfExtension(extension: string): FileKind[] {
  const ext = extension.toLowerCase();
  return (Object.keys(FILE_KINDS) as FileKind[]).filter((kind) => FILE_KINDS[kind].extensions.includes(ext));
}

/** The extension of a file name, lower case without the dot ('' when there is none). */
export function extensionOf(name: string): string {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(name);
  return match ? (match[1] ?? '').toLowerCase() : '';
}

/** Number of parts of a file of `size` bytes. */
export function partCountOf(size: number): number {
  return Math.max(1, Math.ceil(size / UPLOAD_PART_BYTES));
}

/** Exact size of part `n` (1-based) of a file of `size` bytes. */
export function partSizeOf(size: number, n: number): number {
  const count = partCountOf(size);
  return n < count ? UPLOAD_PART_BYTES : size - (count - 1) * UPLOAD_PART_BYTES;
}

/** Longest file name kept, in characters, extension included. */
export const MAX_FILE_NAME_CHARS = 120;
/** Text extracted from a PDF for the similarity check. */
export const MAX_FILE_TEXT_CHARS = 200_000;
/** Preview pages a material may have; the browser renders at most the first PREVIEW_PDF_PAGES of a PDF. */
export const MAX_PREVIEW_PAGES = 10;
export const PREVIEW_PDF_PAGES = 5;
/** A preview image as uploaded (PNG or JPEG); the origin makes the public variant from it. */
export const MAX_PREVIEW_UPLOAD_BYTES = 5 * MiB;
/** Unfinished uploads one user may have at once (each holds an R2 multipart upload). */
export const MAX_OPEN_UPLOADS = 20;
/** Unfinished uploads are aborted and forgotten after this long without a new part. */
export const STALE_UPLOAD_HOURS = 24;
