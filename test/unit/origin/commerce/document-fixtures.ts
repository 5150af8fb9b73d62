/**
 * Documents the PDF tests and the PDF benchmark (bench/pdf.mjs) render: a German invoice with
 * Greek and Polish text, and plain PDFs to stamp.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { InvoiceDocument, InvoiceLabels } from '../../../../src/origin/domain/commerce/documents/invoice-pdf';
import type { FontSource } from '../../../../src/origin/domain/commerce/documents/pdf-fonts';

const LABELS: InvoiceLabels = {
  invoiceTitle: 'Rechnung',
  creditNoteTitle: 'Gutschrift',
  number: 'Rechnungsnummer',
  date: 'Datum',
  order: 'Bestellung',
  seller: 'Verkäufer',
  buyer: 'Rechnungsempfänger',
  vatId: 'USt-IdNr.',
  item: 'Material',
  price: 'Preis',
  discount: 'Rabatt',
  net: 'Netto',
  vat: 'MwSt. {rate} %',
  total: 'Gesamt',
  credits: 'Guthaben',
  amountDue: 'Zu zahlen',
  reverseChargeNote: 'Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge).',
  outsideEuNote: 'Nicht im Inland steuerbare Leistung.',
  paymentMethod: 'Zahlungsart',
  paid: 'Bezahlt am',
  page: 'Seite {page} von {pages}',
};

export function invoice(lineCount: number, overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  const lines = Array.from({ length: lineCount }, (_, i) => ({
    title:
      i === 0
        ? 'Ασκήσεις μαθηματικών για την Ε΄ τάξη: κλάσματα, δεκαδικοί αριθμοί και προβλήματα με μεγάλο τίτλο που αναδιπλώνεται'
        : `Arbeitsblatt ${i + 1}: Bruchrechnung – Übungen für die Klasse 5 mit einem ziemlich langen Titel, der umbricht`,
    materialId: 1000 + i,
    unitPrice: 450,
    voucherDiscount: i % 3 === 0 ? 45 : 0,
    net: 378,
    vatAmount: 72,
    gross: 450,
  }));
  return {
    kind: 'invoice',
    number: 'DE-2026-000042',
    issuedAt: '2026-01-15T10:20:30.000Z',
    orderId: 'ord_7Hk2pQ',
    language: 'de',
    seller: { name: 'Kreide GmbH', addressLines: ['Tafelweg 1', '10115 Berlin', 'Deutschland'], vatId: 'DE123456789' },
    buyer: { name: 'Małgorzata Wiśniewska-Żółć', email: 'm.wisniewska@example.pl', addressLines: ['ul. Świętokrzyska 12\n00-916 Warszawa'], country: 'PL', vatId: null },
    lines,
    currency: 'EUR',
    net: 378 * lineCount,
    vatAmount: 72 * lineCount,
    vatRateBp: 1900,
    gross: 450 * lineCount,
    creditsUsed: 500,
    amountDue: 450 * lineCount - 500,
    scheme: 'oss',
    paymentMethod: 'Demo',
    paidAt: '2026-01-15T10:21:00.000Z',
    labels: LABELS,
    ...overrides,
  };
}

/** A plain PDF of `pages` A4 pages with a line of text each. */
export async function plainPdf(pages: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.TimesRoman);
  for (let i = 0; i < pages; i++) pdf.addPage([595.28, 841.89]).drawText(`Page ${i + 1}`, { x: 50, y: 780, size: 14, font });
  return pdf.save();
}

/** The document fonts from the @fontsource packages in node_modules, as R2 serves them to the worker. */
export const nodeFontSource: FontSource = async (file) => {
  const family = /^(noto-sans(?:-(?:thai|devanagari|sc|jp|kr))?)-/.exec(file)?.[1] ?? 'noto-sans';
  try {
    return new Uint8Array(await readFile(join(process.cwd(), 'node_modules', '@fontsource', family, 'files', file)));
  } catch {
    return null;
  }
};
