/**
 * Licence stamp on purchased PDFs: a line of small grey text at the bottom of every page and
 * the licence id in the document's subject and keywords. Bytes in, bytes out.
 */

import { EncryptedPDFError, PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { fitText, toWinAnsi, type RenderOptions } from './invoice-pdf';
import { documentFonts } from './pdf-fonts';

export type UnstampableReason = 'not_pdf' | 'encrypted' | 'broken' | 'no_pages';

/**
 * The file cannot be stamped: not a PDF, encrypted, unreadable or without pages. The caller
 * decides what that means (a 4xx, or the plain file) from `reason`.
 */
export class UnstampablePdf extends Error {
  override readonly name = 'UnstampablePdf';

  constructor(
    readonly reason: UnstampableReason,
    options?: { cause?: unknown },
  ) {
    super(`PDF cannot be stamped: ${reason}`, options);
  }
}

export interface LicenceStamp {
  licenceId: string;
  buyerName: string;
  date: string;
  /** The visible line, already filled in: `Lizenz für Maria Muster · KR-… · 15.01.2026`. */
  label: string;
}

const HEADER = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
/** Readers accept the header anywhere in the first 1024 bytes (junk before it happens). */
const HEADER_WINDOW = 1024;
const STAMP_SIZE = 7;
const MIN_SIZE = 4;
const EDGE = 12;
const SIDE = 24;
const STAMP_GREY = rgb(0.45, 0.45, 0.45);

/** Whether the bytes start like a PDF (`%PDF-` within the first 1024 bytes). */
export function isPdf(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length, HEADER_WINDOW) - HEADER.length;
  for (let start = 0; start <= end; start++) {
    if (HEADER.every((byte, i) => bytes[start + i] === byte)) return true;
  }
  return false;
}

/**
 * pdf-lib's errors are ES5 classes: `instanceof EncryptedPDFError` is false for the error it
 * throws, so the message (pinned pdf-lib 1.17.1, covered by a test) decides too.
 */
function isEncryptedError(error: unknown): boolean {
  return error instanceof EncryptedPDFError || (error instanceof Error && /\bis encrypted\b/.test(error.message));
}

/** Position and rotation that put the text at the bottom edge as the page is shown (/Rotate). */
function placement(page: PDFPage, width: number): { x: number; y: number; rotate: number } {
  const box = page.getCropBox();
  const rotation = ((page.getRotation().angle % 360) + 360) % 360;
  const maxX = box.x + box.width;
  const maxY = box.y + box.height;
  switch (rotation) {
    case 90: // shown bottom = right edge, text runs upwards
      return { x: maxX - EDGE, y: box.y + (box.height - width) / 2, rotate: 90 };
    case 180:
      return { x: box.x + (box.width + width) / 2, y: maxY - EDGE, rotate: 180 };
    case 270:
      return { x: box.x + EDGE, y: box.y + (box.height + width) / 2, rotate: 270 };
    default:
      return { x: box.x + (box.width - width) / 2, y: box.y + EDGE, rotate: 0 };
  }
}

/** Shown width of the page's bottom edge. */
function bottomLength(page: PDFPage): number {
  const box = page.getCropBox();
  const rotation = ((page.getRotation().angle % 360) + 360) % 360;
  return rotation === 90 || rotation === 270 ? box.height : box.width;
}

/** The PDF with the licence line on every page; throws `UnstampablePdf` when it cannot be. */
export async function stampPdf(original: Uint8Array, stamp: LicenceStamp, options: RenderOptions & { language?: string } = {}): Promise<Uint8Array> {
  if (!isPdf(original)) throw new UnstampablePdf('not_pdf');
  let pdf: PDFDocument;
  try {
    pdf = await PDFDocument.load(original, { ignoreEncryption: false, updateMetadata: false });
  } catch (error) {
    throw new UnstampablePdf(isEncryptedError(error) ? 'encrypted' : 'broken', { cause: error });
  }
  try {
    const pages = pdf.getPages();
    if (pages.length === 0) throw new UnstampablePdf('no_pages');
    const font = (await documentFonts(pdf, [stamp.label], options.language ?? '', options.fonts ?? null)).regular;
    const text = font.drawable(stamp.label, toWinAnsi).replace(/\n/g, ' ');
    for (const page of pages) {
      const available = bottomLength(page) - 2 * SIDE;
      let size = STAMP_SIZE;
      while (size > MIN_SIZE && font.widthOfTextAtSize(text, size) > available) size -= 0.5;
      const line = fitText(text, font, size, Math.max(available, 10));
      const { x, y, rotate } = placement(page, font.widthOfTextAtSize(line, size));
      font.draw(page, line, { x, y, size, color: STAMP_GREY, rotate });
    }
    pdf.setSubject(stamp.licenceId);
    pdf.setKeywords([stamp.licenceId]);
    return await pdf.save();
  } catch (error) {
    if (error instanceof UnstampablePdf) throw error;
    throw new UnstampablePdf('broken', { cause: error });
  }
}
