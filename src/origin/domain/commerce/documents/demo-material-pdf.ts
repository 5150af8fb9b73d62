/**
 * The sample file of seeded demo materials: a title page with the description and a few
 * worksheet-like pages, each marked as demo material. Deterministic for the same input.
 */

import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { fitText, toWinAnsi, wrapText, type RenderOptions } from './invoice-pdf';
import { documentFonts, type DocumentFont } from './pdf-fonts';

export interface DemoMaterial {
  title: string;
  description: string;
  authorName: string;
  pageCount: number;
  materialId: number;
}

export const DEMO_MAX_PAGES = 10;
const DEMO_NOTE = 'Demo material – Kreide';
/** A fixed date, so the same material always gives the same bytes. */
const DEMO_DATE = new Date('2026-01-01T00:00:00Z');
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const WIDTH = A4[0] - 2 * MARGIN;
const GREY = rgb(0.45, 0.45, 0.45);
const RULE = rgb(0.8, 0.8, 0.8);

function footer(page: PDFPage, font: DocumentFont, materialId: number, index: number, pages: number): void {
  const size = 8;
  font.draw(page, `${DEMO_NOTE} · #${materialId}`, { x: MARGIN, y: 30, size, color: GREY });
  const numbering = `${index} / ${pages}`;
  font.draw(page, numbering, { x: A4[0] - MARGIN - font.widthOfTextAtSize(numbering, size), y: 30, size, color: GREY });
}

/** The demo PDF of a material: `pageCount` pages (at least 1, at most 10). */
export async function renderDemoMaterialPdf(m: DemoMaterial, options: RenderOptions & { language?: string } = {}): Promise<Uint8Array> {
  const pageCount = Math.min(DEMO_MAX_PAGES, Math.max(1, Math.floor(Number.isFinite(m.pageCount) ? m.pageCount : 1)));
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(m.title);
  pdf.setAuthor(m.authorName);
  pdf.setSubject(DEMO_NOTE);
  pdf.setKeywords(['kreide', 'demo', `material-${m.materialId}`]);
  pdf.setProducer('Kreide');
  pdf.setCreator('Kreide');
  pdf.setCreationDate(DEMO_DATE);
  pdf.setModificationDate(DEMO_DATE);

  const { regular, bold } = await documentFonts(pdf, [m.title, m.description, m.authorName], options.language ?? '', options.fonts ?? null);
  const title = regular.drawable(m.title, toWinAnsi);
  const pages: PDFPage[] = [];
  for (let i = 0; i < pageCount; i++) pages.push(pdf.addPage(A4));

  // Title page: title, author, note, description (continued on the next pages when long).
  const first = pages[0] as PDFPage;
  let y = A4[1] - MARGIN - 10;
  for (const line of wrapText(title, bold, 22, WIDTH).slice(0, 4)) {
    bold.draw(first, line, { x: MARGIN, y, size: 22 });
    y -= 27;
  }
  regular.draw(first, fitText(regular.drawable(m.authorName, toWinAnsi), regular, 12, WIDTH), { x: MARGIN, y: y - 2, size: 12, color: GREY });
  y -= 22;
  bold.draw(first, DEMO_NOTE, { x: MARGIN, y, size: 10, color: rgb(0.75, 0.2, 0.1) });
  y -= 12;
  first.drawLine({ start: { x: MARGIN, y }, end: { x: A4[0] - MARGIN, y }, thickness: 0.6, color: RULE });
  y -= 24;

  const description = wrapText(regular.drawable(m.description, toWinAnsi), regular, 11, WIDTH);
  let pageIndex = 0;
  for (const line of description) {
    if (y < 80) {
      pageIndex++;
      const page = pages[pageIndex];
      if (!page) {
        // Out of pages: an ellipsis under the last line drawn ends the text.
        pageIndex--;
        const last = pages[pageIndex];
        if (last) regular.draw(last, '…', { x: MARGIN, y, size: 11 });
        break;
      }
      y = A4[1] - MARGIN - 10;
    }
    regular.draw(pages[pageIndex] as PDFPage, line, { x: MARGIN, y, size: 11 });
    y -= 15;
  }

  // The other pages: a heading and numbered answer lines, like a worksheet.
  pages.forEach((page, index) => {
    if (index > pageIndex) {
      let top = A4[1] - MARGIN - 10;
      bold.draw(page, fitText(title, bold, 14, WIDTH), { x: MARGIN, y: top, size: 14 });
      top -= 34;
      for (let task = 1; top > 90; task++) {
        regular.draw(page, `${task}.`, { x: MARGIN, y: top, size: 11 });
        page.drawLine({ start: { x: MARGIN + 22, y: top - 2 }, end: { x: A4[0] - MARGIN, y: top - 2 }, thickness: 0.5, color: RULE });
        top -= 34;
      }
    }
    footer(page, regular, m.materialId, index + 1, pageCount);
  });

  return pdf.save();
}
