/**
 * Documents in every script (decision 027): a title in Greek, Cyrillic, Chinese, Japanese,
 * Korean, Thai, Devanagari or accented Latin is drawn in a face that covers it and extracts back
 * unchanged (pdf.js, as a reader or a search engine would read it).
 */
import { readFileSync } from 'node:fs';
import { PDFDict, PDFDocument, PDFHexString, PDFName } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { formatDocumentDate, renderInvoicePdf, toWinAnsi } from '../../../../src/origin/domain/commerce/documents/invoice-pdf';
import { fontFiles, fontPackage } from '../../../../src/origin/domain/commerce/documents/pdf-fonts';
import { stampPdf } from '../../../../src/origin/domain/commerce/documents/stamp-pdf';
import { renderCreditNotePdf } from '../../../../src/origin/domain/seller/credit-note-pdf';
import { renderWorksheetPdf } from '../../../../src/origin/domain/ai/worksheet-pdf';
import { invoice, nodeFontSource, plainPdf } from './document-fixtures';
import { pageContent } from './pdf-content';

/** Every text of every page, the items of a page joined as drawn. */
async function extract(bytes: Uint8Array): Promise<string> {
  const task = getDocument({ data: bytes.slice(), useSystemFonts: false });
  const doc = await task.promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
  }
  await task.destroy();
  return pages.join('\n');
}

/** Names of the fonts in the PDF (the `/BaseFont` of each font, without the subset tag). */
async function baseFonts(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  const names = new Set<string>();
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (object instanceof PDFDict && object.get(PDFName.of('Type')) === PDFName.of('Font')) {
      const base = object.get(PDFName.of('BaseFont'));
      if (base instanceof PDFName) names.add(base.decodeText().replace(/^[A-Z]{6}\+/, ''));
    }
  }
  return [...names].sort();
}

const SCRIPTS: { script: string; language: string; title: string; name: string; face: RegExp }[] = [
  { script: 'Greek', language: 'gr', title: 'Ασκήσεις μαθηματικών: κλάσματα', name: 'Γιώργος Παπαδόπουλος', face: /NotoSans/ },
  { script: 'Cyrillic', language: 'bg', title: 'Упражнения по математика: дроби', name: 'Мария Иванова', face: /NotoSans/ },
  { script: 'Cyrillic (Kazakh letters)', language: 'kz', title: 'Математика: бөлшектер және есептер', name: 'Әлия Қасымова', face: /NotoSans/ },
  { script: 'Chinese', language: 'cn', title: '五年级数学练习：分数与小数', name: '王小明', face: /NotoSansSC/ },
  { script: 'Japanese', language: 'jp', title: '小学5年 算数ドリル：分数のたし算', name: '山田花子', face: /NotoSansJP/ },
  { script: 'Korean', language: 'kr', title: '초등학교 5학년 수학 문제집: 분수', name: '김민준', face: /NotoSansKR/ },
  { script: 'Thai', language: 'th', title: 'แบบฝึกหัดคณิตศาสตร์ ป.5 เรื่องเศษส่วน', name: 'สมชาย ใจดี', face: /NotoSansThai/ },
  { script: 'Devanagari', language: 'hi', title: 'कक्षा 5 गणना अभ्यास: भाग और संख्या', name: 'अनुराग शुक्ला', face: /NotoSansDevanagari/ },
  { script: 'Latin with accents', language: 'pl', title: 'Ćwiczenia: ułamki – Łódź, Țară, Ő', name: 'Małgorzata Wiśniewska-Żółć', face: /NotoSans/ },
];

describe('PDF documents in every script', { timeout: 60_000 }, () => {
  for (const { script, language, title, name, face } of SCRIPTS) {
    it(`an invoice title and buyer in ${script} extract back unchanged`, async () => {
      const doc = invoice(2, { language, buyer: { name, email: 'a@example.org', addressLines: [], country: '', vatId: null } });
      doc.lines = doc.lines.map((line, i) => (i === 0 ? { ...line, title } : line));
      const bytes = await renderInvoicePdf(doc, { fonts: nodeFontSource });
      const text = await extract(bytes);
      expect(text).toContain(title);
      expect(text).toContain(name);
      expect(text).not.toContain('?');
      expect((await baseFonts(bytes)).some((f) => face.test(f))).toBe(true);
    });
  }

  it('a credit note title in Chinese and a line mixing Latin and Japanese extract back unchanged', async () => {
    const mixed = 'Worksheet 5: 分数のたし算 (Klasse 5)';
    const bytes = await renderCreditNotePdf(
      {
        number: 'GS-2026-01-7', issuedAt: '2026-02-01T00:00:00Z', period: '2026-01', language: 'cn', currency: 'CNY',
        issuer: { name: 'Kreide GmbH', addressLines: ['Tafelweg 1'], vatId: 'DE123456789' },
        recipient: { name: '王小明', addressLines: ['北京市'], taxNumber: '', vatId: '' },
        lines: [{ title: mixed, materialId: 7, sales: 1, refunds: 0, net: 500, amount: 300 }],
        salesNet: 500, royalty: 300, vatRateBp: 0, vatAmount: 0, total: 300,
        labels: {
          title: '贷项通知单', selfBilling: '自开票', number: '编号', date: '日期', period: '期间', issuer: '开具方', recipient: '接收方',
          taxNumber: '税号', vatId: '增值税号', material: '资料', sales: '销售', refunds: '退款', net: '净额', royalty: '版税', vat: '增值税 {rate} %',
          total: '合计', vatNote: '', page: '第 {page} 页，共 {pages} 页',
        },
      },
      { fonts: nodeFontSource },
    );
    const text = await extract(bytes);
    expect(text).toContain('贷项通知单');
    expect(text).toContain('王小明');
    expect(text).toContain(`${mixed} (#7)`);
  });

  it('a generated worksheet in Greek extracts back unchanged', async () => {
    const content = { title: 'Κλάσματα: ασκήσεις για την Ε΄ Δημοτικού', sections: [{ heading: 'Άσκηση 1', body: 'Γράψε το κλάσμα που δείχνει το σχήμα.' }] };
    const labels = { nameLine: 'Όνομα: ________   Ημερομηνία: ______', footer: 'Φτιαγμένο με τα εργαλεία AI του Kreide' };
    const text = (await extract(await renderWorksheetPdf(content, labels, new Date('2026-01-15T10:00:00Z'), 'gr', { fonts: nodeFontSource }))).normalize('NFC');
    for (const expected of [content.title, 'Άσκηση 1', content.sections[0]!.body, labels.footer]) expect(text).toContain(expected);
  });

  it('a licence stamp in Korean extracts back unchanged', async () => {
    const label = '김민준 님의 라이선스 · KR-LIC-9F3A · 2026-01-15';
    const stamped = await stampPdf(await plainPdf(2), { licenceId: 'KR-LIC-9F3A', buyerName: '김민준', date: '2026-01-15', label }, { fonts: nodeFontSource, language: 'kr' });
    expect(await extract(stamped)).toContain(label);
  });

  it('runs in an embedded face carry their text as ActualText (shaped scripts draw glyphs out of order)', async () => {
    const doc = invoice(1, { language: 'hi' });
    doc.lines = [{ ...doc.lines[0]!, title: 'हिंदी व्याकरण' }];
    const pdf = await PDFDocument.load(await renderInvoicePdf(doc, { fonts: nodeFontSource }));
    expect(pageContent(pdf.getPage(0))).toContain(`/ActualText ${PDFHexString.fromText('हिंदी व्याकरण').toString()}`);
  });

  it('a Bulgarian date keeps its Cyrillic abbreviation', async () => {
    expect(formatDocumentDate('2026-01-15T10:00:00Z', 'bg')).toBe('15.01.2026 г.');
    const text = await extract(await renderInvoicePdf(invoice(1, { language: 'bg' }), { fonts: nodeFontSource }));
    expect(text).toContain('15.01.2026 г.');
  });

  it('WinAnsi text embeds no font file and stays as small as before', async () => {
    const doc = invoice(3, { buyer: { name: 'Jürgen Müller', email: 'j@example.org', addressLines: ['Tafelweg 1'], country: 'DE', vatId: null } });
    doc.lines = doc.lines.map((line) => ({ ...line, title: 'Arbeitsblatt: Brüche für Klasse 5' }));
    const withFonts = await renderInvoicePdf(doc, { fonts: nodeFontSource });
    const without = await renderInvoicePdf(doc);
    expect(await baseFonts(withFonts)).toEqual(['Helvetica', 'Helvetica-Bold']);
    expect(withFonts.length).toBe(without.length);
  });

  it('without a font source, other scripts fall back to the transliteration', async () => {
    const doc = invoice(1, { language: 'gr' });
    doc.lines = [{ ...doc.lines[0]!, title: 'Ασκήσεις' }];
    const text = await extract(await renderInvoicePdf(doc));
    expect(text).toContain(toWinAnsi('Ασκήσεις'));
    expect(text).toContain('Askiseis');
  });

  it('every face names a file its npm package ships, and the upload script puts each of them', () => {
    const script = readFileSync('scripts/upload-fonts.mjs', 'utf8');
    for (const file of fontFiles()) {
      expect(script, file).toContain(`'${file}'`);
      expect(() => readFileSync(`node_modules/${fontPackage(file)}/files/${file}`), file).not.toThrow();
    }
    expect([...script.matchAll(/'(noto-sans[^']+\.woff)'/g)].map((m) => m[1]).sort()).toEqual(fontFiles());
  });
});
