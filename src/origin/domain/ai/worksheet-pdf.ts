import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import type { WorksheetContent } from '../../../shared/ai-tools';
import { fitText, toWinAnsi, wrapText, type RenderOptions } from '../commerce/documents/invoice-pdf';
import { documentFonts, type DocumentFont } from '../commerce/documents/pdf-fonts';

/**
 * A worksheet as an A4 PDF (docs/ai-tools.md, "Documents"): title, a name and date line, each
 * section's heading and text, page numbers. Helvetica for WinAnsi text, and for every other
 * script its Noto Sans face embedded as a subset (decision 027), so Greek prints as Greek; a
 * character no face covers is transliterated (decision 009).
 */

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const WIDTH = A4[0] - 2 * MARGIN;
const BOTTOM = 56;
const GREY = rgb(0.45, 0.45, 0.45);
const RULE = rgb(0.8, 0.8, 0.8);

export interface WorksheetPdfLabels {
  /** "Name: ____  Date: ____" in the worksheet's language. */
  nameLine: string;
  footer: string;
}

export async function renderWorksheetPdf(content: WorksheetContent, labels: WorksheetPdfLabels, createdAt: Date, language: string, options: RenderOptions = {}): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(content.title);
  pdf.setProducer('Kreide');
  pdf.setCreator('Kreide');
  pdf.setCreationDate(createdAt);
  pdf.setModificationDate(createdAt);
  const { regular, bold } = await documentFonts(pdf, [JSON.stringify(content), labels.nameLine, labels.footer], language, options.fonts ?? null);
  const l = (text: string) => regular.drawable(text, toWinAnsi);

  const pages: PDFPage[] = [];
  let page = pdf.addPage(A4);
  pages.push(page);
  let y = A4[1] - MARGIN;
  const need = (height: number) => {
    if (y - height >= BOTTOM) return;
    page = pdf.addPage(A4);
    pages.push(page);
    y = A4[1] - MARGIN;
  };
  const lines = (text: string, font: DocumentFont, size: number, gap: number) => {
    for (const line of wrapText(l(text), font, size, WIDTH)) {
      need(gap);
      y -= gap;
      font.draw(page, line, { x: MARGIN, y, size });
    }
  };

  lines(content.title, bold, 18, 24);
  y -= 10;
  regular.draw(page, fitText(l(labels.nameLine), regular, 10, WIDTH), { x: MARGIN, y: y - 12, size: 10, color: GREY });
  y -= 22;
  page.drawLine({ start: { x: MARGIN, y }, end: { x: A4[0] - MARGIN, y }, thickness: 0.5, color: RULE });
  y -= 6;
  for (const section of content.sections) {
    need(60);
    y -= 12;
    lines(section.heading, bold, 13, 18);
    y -= 4;
    lines(section.body, regular, 11, 16);
  }
  pages.forEach((p, i) => {
    const numbering = `${i + 1} / ${pages.length}`;
    regular.draw(p, fitText(l(labels.footer), regular, 8, WIDTH - 60), { x: MARGIN, y: 30, size: 8, color: GREY });
    regular.draw(p, numbering, { x: A4[0] - MARGIN - regular.widthOfTextAtSize(numbering, 8), y: 30, size: 8, color: GREY });
  });
  return pdf.save();
}
