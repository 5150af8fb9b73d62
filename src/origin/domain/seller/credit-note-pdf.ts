/**
 * The monthly self-billing credit note ("Gutschrift") as a PDF: input in, bytes out, the same
 * bytes for the same input. What it must show is in docs/seller-earnings.md, "Credit notes".
 * Text is drawn in the font of its script, as on invoices (decision 027).
 */
import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { fitText, formatDocumentDate, formatDocumentMoney, toWinAnsi, wrapText, type RenderOptions } from '../commerce/documents/invoice-pdf';
import { documentFonts, type DocumentFont } from '../commerce/documents/pdf-fonts';

export interface CreditNoteLabels {
  title: string;
  selfBilling: string;
  number: string;
  date: string;
  period: string;
  issuer: string;
  recipient: string;
  taxNumber: string;
  vatId: string;
  material: string;
  sales: string;
  refunds: string;
  net: string;
  royalty: string;
  /** With `{rate}`. */
  vat: string;
  total: string;
  /** The note of the VAT rule that applies (small business, reverse charge, …); '' for none. */
  vatNote: string;
  page: string;
}

export interface CreditNotePdfInput {
  number: string;
  issuedAt: string;
  period: string;
  language: string;
  currency: string;
  issuer: { name: string; addressLines: string[]; vatId: string };
  recipient: { name: string; addressLines: string[]; taxNumber: string; vatId: string };
  lines: { title: string; materialId: number; sales: number; refunds: number; net: number; amount: number }[];
  salesNet: number;
  royalty: number;
  vatRateBp: number;
  vatAmount: number;
  total: number;
  labels: CreditNoteLabels;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const RIGHT = A4[0] - MARGIN;
const BLACK = rgb(0, 0, 0);
const GREY = rgb(0.4, 0.4, 0.4);
const COLUMN = 70;

function draw(page: PDFPage, text: string, x: number, y: number, font: DocumentFont, size: number, color = BLACK): void {
  if (text) font.draw(page, text, { x, y, size, color });
}

function drawRight(page: PDFPage, text: string, right: number, y: number, font: DocumentFont, size: number): void {
  const fitted = fitText(text, font, size, COLUMN * 2);
  draw(page, fitted, right - font.widthOfTextAtSize(fitted, size), y, font, size);
}

export async function renderCreditNotePdf(doc: CreditNotePdfInput, options: RenderOptions = {}): Promise<Uint8Array> {
  const issued = new Date(doc.issuedAt);
  const money = (minor: number) => formatDocumentMoney(minor, doc.currency);
  const labels = doc.labels;
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(doc.number);
  pdf.setSubject(`${labels.title} ${doc.number}`);
  pdf.setAuthor(doc.issuer.name);
  pdf.setProducer('Kreide');
  pdf.setCreator('Kreide');
  pdf.setCreationDate(issued);
  pdf.setModificationDate(issued);
  const { regular, bold } = await documentFonts(pdf, [JSON.stringify(doc), formatDocumentDate(doc.issuedAt, doc.language)], doc.language, options.fonts ?? null);
  const l = (text: string) => regular.drawable(text, toWinAnsi);
  const pages: PDFPage[] = [];
  let page = pdf.addPage(A4);
  pages.push(page);
  let y = A4[1] - MARGIN;
  const newPage = () => {
    page = pdf.addPage(A4);
    pages.push(page);
    y = A4[1] - MARGIN;
    draw(page, l(`${labels.title} ${doc.number}`), MARGIN, y, bold, 10);
    y -= 24;
  };

  // Issuer (Kreide) left, title and references right.
  let left = y;
  draw(page, l(labels.issuer).toUpperCase(), MARGIN, left, regular, 8, GREY);
  left -= 12;
  draw(page, fitText(l(doc.issuer.name), bold, 11, 260), MARGIN, left, bold, 11);
  left -= 13;
  for (const line of [...doc.issuer.addressLines, `${labels.vatId}: ${doc.issuer.vatId}`]) {
    draw(page, fitText(l(line), regular, 9, 260), MARGIN, left, regular, 9);
    left -= 11.5;
  }
  let right = y;
  drawRight(page, l(labels.title), RIGHT, right - 4, bold, 18);
  right -= 18;
  drawRight(page, l(labels.selfBilling), RIGHT, right, regular, 8);
  right -= 16;
  for (const [label, value] of [
    [labels.number, doc.number],
    [labels.date, formatDocumentDate(doc.issuedAt, doc.language)],
    [labels.period, doc.period],
  ] as const) {
    draw(page, l(label), RIGHT - 220, right, regular, 9, GREY);
    drawRight(page, l(value), RIGHT, right, bold, 9);
    right -= 12.5;
  }
  y = Math.min(left, right) - 18;

  // Recipient: the author, who supplies the licence.
  draw(page, l(labels.recipient).toUpperCase(), MARGIN, y, regular, 8, GREY);
  y -= 13;
  const recipientLines = [doc.recipient.name, ...doc.recipient.addressLines];
  if (doc.recipient.taxNumber) recipientLines.push(`${labels.taxNumber}: ${doc.recipient.taxNumber}`);
  if (doc.recipient.vatId) recipientLines.push(`${labels.vatId}: ${doc.recipient.vatId}`);
  recipientLines.forEach((line, i) => {
    draw(page, fitText(l(line), i === 0 ? bold : regular, 10, RIGHT - MARGIN), MARGIN, y, i === 0 ? bold : regular, 10);
    y -= 12.5;
  });
  y -= 14;

  // Lines: one per material, the month's sales and refunds summed.
  const columns = [labels.sales, labels.refunds, labels.net, labels.royalty];
  const rights = columns.map((_, i) => RIGHT - (columns.length - 1 - i) * COLUMN);
  const titleWidth = RIGHT - MARGIN - columns.length * COLUMN - 8;
  const header = () => {
    draw(page, l(labels.material), MARGIN, y, bold, 9);
    columns.forEach((c, i) => drawRight(page, l(c), rights[i] ?? RIGHT, y, bold, 9));
    y -= 5;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: RIGHT, y }, thickness: 0.6, color: BLACK });
    y -= 12;
  };
  header();
  for (const line of doc.lines) {
    const title = wrapText(l(`${line.title} (#${line.materialId})`), regular, 9, titleWidth);
    if (y - title.length * 11.5 < 90) {
      newPage();
      header();
    }
    const top = y;
    for (const text of title) {
      draw(page, text, MARGIN, y, regular, 9);
      y -= 11.5;
    }
    [String(line.sales), String(line.refunds), money(line.net), money(line.amount)].forEach((v, i) => drawRight(page, l(v), rights[i] ?? RIGHT, top, regular, 9));
    y -= 3;
  }

  // Totals.
  if (y < 150) newPage();
  y -= 8;
  const vatLabel = labels.vat.replace('{rate}', new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 }).format(doc.vatRateBp / 100));
  const totals: [string, string, boolean][] = [
    [labels.net, money(doc.salesNet), false],
    [labels.royalty, money(doc.royalty), false],
  ];
  if (doc.vatRateBp > 0) totals.push([vatLabel, money(doc.vatAmount), false]);
  totals.push([labels.total, money(doc.total), true]);
  for (const [label, value, strong] of totals) {
    draw(page, l(label), RIGHT - 250, y, strong ? bold : regular, 10);
    drawRight(page, l(value), RIGHT, y, strong ? bold : regular, 10);
    y -= 14;
  }
  y -= 10;
  if (labels.vatNote) {
    for (const text of wrapText(l(labels.vatNote), regular, 9, RIGHT - MARGIN)) {
      draw(page, text, MARGIN, y, regular, 9);
      y -= 11.5;
    }
  }
  pages.forEach((p, i) => {
    draw(p, fitText(l(`${doc.issuer.name} · ${labels.vatId}: ${doc.issuer.vatId}`), regular, 8, 380), MARGIN, 32, regular, 8, GREY);
    drawRight(p, l(labels.page.replace('{page}', String(i + 1)).replace('{pages}', String(pages.length))), RIGHT, 32, regular, 8);
  });
  return pdf.save();
}
