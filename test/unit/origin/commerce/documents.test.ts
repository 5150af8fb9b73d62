import { describe, expect, it } from 'vitest';
import { PDFDocument, StandardFonts, degrees, type PDFPage } from 'pdf-lib';
import { formatDocumentDate, formatDocumentMoney, renderInvoicePdf, toWinAnsi } from '../../../../src/origin/domain/commerce/documents/invoice-pdf';
import { isPdf, stampPdf, UnstampablePdf } from '../../../../src/origin/domain/commerce/documents/stamp-pdf';
import { DEMO_MAX_PAGES, renderDemoMaterialPdf } from '../../../../src/origin/domain/commerce/documents/demo-material-pdf';
import { invoice, plainPdf } from './document-fixtures';
import { pageContent } from './pdf-content';


/** WinAnsi bytes of the few characters above U+00FF the tests draw. */
const WIN_ANSI_BYTES: Record<string, number> = { '–': 0x96, '€': 0x80, '…': 0x85 };

/** The hex string pdf-lib writes for text drawn with a standard font. */
const hexOf = (text: string) =>
  [...text].map((c) => (WIN_ANSI_BYTES[c] ?? c.codePointAt(0) ?? 0).toString(16).padStart(2, '0')).join('').toUpperCase();

describe('toWinAnsi', () => {
  it('transliterates Greek after ELOT 743', () => {
    expect(toWinAnsi('Ασκήσεις')).toBe('Askiseis');
    expect(toWinAnsi('ΟΥΡΑΝΟΣ')).toBe('OURANOS');
    expect(toWinAnsi('Ευαγγέλιο')).toBe('Evangelio');
    expect(toWinAnsi('αυτοκίνητο')).toBe('aftokinito');
    expect(toWinAnsi('μπαμπάς')).toBe('bampas');
    expect(toWinAnsi('Θεσσαλονίκη')).toBe('Thessaloniki');
    expect(toWinAnsi('Ψυχολογία')).toBe('Psychologia');
    expect(toWinAnsi('πάϊδάκια')).toBe('paidakia');
    expect(toWinAnsi('Τι κάνεις;')).toBe('Ti kaneis;');
  });

  it('takes marks off Latin letters outside WinAnsi and keeps the ones inside', () => {
    expect(toWinAnsi('Małgorzata Wiśniewska-Żółć')).toBe('Malgorzata Wisniewska-Zólc');
    expect(toWinAnsi('Řeřicha, Čeština, ů')).toBe('Rericha, Ceština, u');
    expect(toWinAnsi('Țară și școală')).toBe('Tara si scoala');
    expect(toWinAnsi('Đorđe, Ősz, Fußball, Ærø, Müller, Šárka, Žižek, 12,50 €')).toBe('Dorde, Osz, Fußball, Ærø, Müller, Šárka, Žižek, 12,50 €');
    expect(toWinAnsi('ﬁche – „Zitat“ …')).toBe('fiche – „Zitat“ …');
  });

  it('romanises Cyrillic and replaces anything else with ?', () => {
    expect(toWinAnsi('Български език')).toBe('Balgarski ezik');
    expect(toWinAnsi('ШКОЛА')).toBe('SHKOLA');
    expect(toWinAnsi('数学 ✓')).toBe('?? ?');
    expect(toWinAnsi('a\u200bb\u202fc\td\u0007e\nf')).toBe('ab c de\nf');
  });

  it('gives only text Helvetica can encode', async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    let all = '';
    for (let cp = 0; cp < 0x3000; cp++) if (cp < 0xd800 || cp > 0xdfff) all += String.fromCodePoint(cp);
    all += '😀👍🏽数学한국어ไทย';
    const text = toWinAnsi(all).replace(/\n/g, ' ');
    expect(() => font.encodeText(text)).not.toThrow();
    expect(() => font.widthOfTextAtSize(text, 9)).not.toThrow();
  });
});

describe('document formatting', () => {
  it('formats money with a comma and two decimals, whole numbers for ARS, COP, GTQ, CLP, MXN', () => {
    expect(formatDocumentMoney(1250, 'EUR')).toBe('12,50 €');
    expect(formatDocumentMoney(1250, 'PLN')).toBe('12,50 PLN');
    expect(formatDocumentMoney(125000, 'MXN')).toBe('1250 $');
    expect(formatDocumentMoney(99, 'BGN')).toBe('0,99 BGN'); // old lev documents keep their currency
  });

  it('formats dates in the language, in UTC', () => {
    expect(formatDocumentDate('2026-01-15T23:30:00Z', 'de')).toBe('15.01.2026');
    expect(formatDocumentDate('2026-01-15T23:30:00Z', 'gr')).toBe('15/01/2026');
    expect(formatDocumentDate('2026-01-15T23:30:00Z', 'xx-invalid-!')).toBe('01/15/2026');
  });
});

describe('renderInvoicePdf', () => {
  it('paginates 40 lines with Greek and Polish text and sets the metadata', async () => {
    const bytes = await renderInvoicePdf(invoice(40));
    expect(isPdf(bytes)).toBe(true);
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(pdf.getPageCount()).toBeGreaterThan(1);
    expect(pdf.getTitle()).toBe('DE-2026-000042');
    expect(pdf.getProducer()).toBe('Kreide');
    expect(pdf.getCreationDate()?.toISOString()).toBe('2026-01-15T10:20:30.000Z');
    const pages = pdf.getPages();
    const count = pages.length;
    expect(pageContent(pages[0] as PDFPage)).toContain(hexOf('Malgorzata Wisniewska-Zólc'));
    expect(pageContent(pages[0] as PDFPage)).toContain(hexOf('Askiseis'));
    expect(pageContent(pages[count - 1] as PDFPage)).toContain(hexOf(`Seite ${count} von ${count}`));
    expect(pageContent(pages[count - 1] as PDFPage)).toContain(hexOf('Zu zahlen'));
  });

  it('is deterministic and renders credit notes and every VAT scheme', async () => {
    const a = await renderInvoicePdf(invoice(3));
    const b = await renderInvoicePdf(invoice(3));
    expect(a).toEqual(b);
    for (const scheme of ['oss', 'reverse_charge', 'outside_eu'] as const) {
      const bytes = await renderInvoicePdf(invoice(2, { scheme, kind: 'credit_note', vatRateBp: scheme === 'oss' ? 550 : 0, language: 'fr', currency: 'CLP' }));
      const pdf = await PDFDocument.load(bytes);
      const content = pageContent(pdf.getPage(0));
      expect(content).toContain(hexOf('Gutschrift'));
      if (scheme === 'reverse_charge') expect(content).toContain(hexOf('Reverse Charge'));
      if (scheme === 'outside_eu') expect(content).toContain(hexOf('Nicht im Inland'));
      if (scheme === 'oss') expect(content).toContain(hexOf('MwSt. 5,5 %'));
    }
  });
});

describe('stampPdf', () => {
  const stamp = { licenceId: 'KR-LIC-9F3A', buyerName: 'Łucja Ćwik', date: '15.01.2026', label: 'Lizenz für Łucja Ćwik · KR-LIC-9F3A · 15.01.2026' };

  it('stamps every page and puts the licence id in subject and keywords', async () => {
    const original = await plainPdf(5);
    const stamped = await stampPdf(original, stamp);
    expect(stamped.length).toBeGreaterThan(original.length);
    const pdf = await PDFDocument.load(stamped, { updateMetadata: false });
    expect(pdf.getPageCount()).toBe(5);
    expect(pdf.getSubject()).toBe('KR-LIC-9F3A');
    expect(pdf.getKeywords()).toContain('KR-LIC-9F3A');
    for (const page of pdf.getPages()) {
      expect(pageContent(page)).toContain(hexOf('Lizenz für Lucja Cwik · KR-LIC-9F3A · 15.01.2026'));
    }
  });

  it('stamps rotated pages and odd page boxes', async () => {
    const pdf = await PDFDocument.create();
    for (const angle of [0, 90, 180, 270]) {
      const page = pdf.addPage([200, 300]);
      page.setRotation(degrees(angle));
      page.setMediaBox(10, 20, 200, 300);
    }
    const stamped = await stampPdf(await pdf.save(), stamp);
    const loaded = await PDFDocument.load(stamped);
    for (const page of loaded.getPages()) expect(pageContent(page)).toMatch(/Tj/);
  });

  it('refuses garbage, truncated and encrypted files with UnstampablePdf', async () => {
    const garbage = new TextEncoder().encode('this is not a pdf at all');
    await expect(stampPdf(garbage, stamp)).rejects.toBeInstanceOf(UnstampablePdf);
    await expect(stampPdf(garbage, stamp)).rejects.toMatchObject({ reason: 'not_pdf' });

    const broken = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF');
    await expect(stampPdf(broken, stamp)).rejects.toBeInstanceOf(UnstampablePdf);

    const encrypted = await PDFDocument.create();
    encrypted.addPage();
    encrypted.context.trailerInfo.Encrypt = encrypted.context.register(encrypted.context.obj({ Filter: 'Standard', V: 1, R: 2 }));
    await expect(stampPdf(await encrypted.save(), stamp)).rejects.toMatchObject({ name: 'UnstampablePdf', reason: 'encrypted' });
  });
});

describe('isPdf', () => {
  it('recognises the %PDF- header', async () => {
    expect(isPdf(await plainPdf(1))).toBe(true);
    expect(isPdf(new TextEncoder().encode('%PDF-1.4\n'))).toBe(true);
    expect(isPdf(new TextEncoder().encode('\n\n%PDF-1.4\n'))).toBe(true);
    expect(isPdf(new TextEncoder().encode('%PDF'))).toBe(false);
    expect(isPdf(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBe(false);
    expect(isPdf(new Uint8Array())).toBe(false);
  });
});

describe('renderDemoMaterialPdf', () => {
  it('renders the asked pages, capped at ten, with Greek text', async () => {
    const material = { title: 'Γεωμετρία: σχήματα και μετρήσεις', description: 'Φύλλα εργασίας για την τάξη. '.repeat(40), authorName: 'Δήμητρα Παπαδοπούλου', pageCount: 3, materialId: 7 };
    const three = await PDFDocument.load(await renderDemoMaterialPdf(material));
    expect(three.getPageCount()).toBe(3);
    expect(three.getTitle()).toBe(material.title);
    expect(pageContent(three.getPage(0))).toContain(hexOf('Demo material – Kreide'));
    const many = await PDFDocument.load(await renderDemoMaterialPdf({ ...material, pageCount: 250, description: 'Lorem ipsum dolor sit amet. '.repeat(2000) }));
    expect(many.getPageCount()).toBe(DEMO_MAX_PAGES);
    const none = await PDFDocument.load(await renderDemoMaterialPdf({ ...material, pageCount: 0, description: '' }));
    expect(none.getPageCount()).toBe(1);
  });
});
