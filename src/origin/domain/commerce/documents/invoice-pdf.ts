/**
 * Invoice and credit note PDFs: input data in, bytes out (no D1, no R2).
 *
 * Text in WinAnsi (Windows-1252) is drawn with the PDF standard fonts (Helvetica); every other
 * script in the Noto Sans face that covers it, embedded as a subset (./pdf-fonts.ts, decision
 * 027). A character no face covers goes through `toWinAnsi`, which transliterates Greek
 * (ELOT 743), Cyrillic and Latin letters outside WinAnsi and replaces anything else with '?', so
 * no title or name can make the renderer throw. The PDF metadata (title, subject) is stored as
 * UTF-16 and keeps the original text.
 *
 * The text helpers (`toWinAnsi`, `wrapText`, `fitText`) live here and are shared with the
 * stamp and demo material renderers in this folder.
 */

import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { currencySymbol, formatAmount } from '../../../../shared/money';
import { LANGUAGES, languageTag, type Language } from '../../../../shared/worlds';
import { documentFonts, isWinAnsi, type DocumentFont, type FontSource } from './pdf-fonts';

// ---------------------------------------------------------------------------------------------
// Text: WinAnsi transliteration and wrapping

/** Letters NFKD does not take apart, and punctuation worth keeping. */
const LATIN_MAP: Record<string, string> = {
  'ł': 'l', 'Ł': 'L', 'đ': 'd', 'Đ': 'D', 'ħ': 'h', 'Ħ': 'H', 'ı': 'i', 'ĸ': 'k', 'ŀ': 'l', 'Ŀ': 'L',
  'ŋ': 'ng', 'Ŋ': 'NG', 'ŧ': 't', 'Ŧ': 'T', 'ſ': 's', 'ĳ': 'ij', 'Ĳ': 'IJ', 'ə': 'e', 'Ə': 'E',
  'ɛ': 'e', 'Ɛ': 'E', 'ƀ': 'b', 'ɨ': 'i', 'ʉ': 'u', 'ȥ': 'z',
  '\u00a0': ' ', '\u00ad': '', '\u2010': '-', '\u2011': '-', '\u2012': '-', '\u2015': '—', '\u2212': '-',
  '\u2032': "'", '\u2033': '"', '\u2039': '‹', '\u037e': '?', '\u0387': ';', '\u2028': '\n', '\u2029': '\n',
  '\u2116': 'No.', '\u2192': '->', '\u2190': '<-', '\u2264': '<=', '\u2265': '>=', '\u2260': '!=',
};

/** Cyrillic (Bulgarian, Ukrainian, Serbian, Kazakh, Russian) in a plain scientific-style romanisation. */
const CYRILLIC: Record<string, string> = {
  'а': 'a', 'б': 'b', 'в': 'v', 'г': 'g', 'ґ': 'g', 'д': 'd', 'ђ': 'dj', 'е': 'e', 'ё': 'yo', 'є': 'ye',
  'ж': 'zh', 'з': 'z', 'ѕ': 'dz', 'и': 'i', 'і': 'i', 'ї': 'yi', 'й': 'y', 'ј': 'j', 'к': 'k', 'л': 'l',
  'љ': 'lj', 'м': 'm', 'н': 'n', 'њ': 'nj', 'о': 'o', 'п': 'p', 'р': 'r', 'с': 's', 'т': 't', 'ћ': 'c',
  'у': 'u', 'ў': 'u', 'ф': 'f', 'х': 'h', 'ц': 'ts', 'ч': 'ch', 'џ': 'dz', 'ш': 'sh', 'щ': 'sht',
  'ъ': 'a', 'ы': 'y', 'ь': '', 'э': 'e', 'ю': 'yu', 'я': 'ya', 'ә': 'a', 'ғ': 'g', 'қ': 'q', 'ң': 'n',
  'ө': 'o', 'ұ': 'u', 'ү': 'u', 'һ': 'h',
};

/** Greek base letters (ELOT 743); digraphs are handled in `greekWord`. */
const GREEK: Record<string, string> = {
  'α': 'a', 'β': 'v', 'γ': 'g', 'δ': 'd', 'ε': 'e', 'ζ': 'z', 'η': 'i', 'θ': 'th', 'ι': 'i', 'κ': 'k',
  'λ': 'l', 'μ': 'm', 'ν': 'n', 'ξ': 'x', 'ο': 'o', 'π': 'p', 'ρ': 'r', 'σ': 's', 'ς': 's', 'τ': 't',
  'υ': 'y', 'φ': 'f', 'χ': 'ch', 'ψ': 'ps', 'ω': 'o', 'ϐ': 'v', 'ϑ': 'th', 'ϕ': 'f', 'ϰ': 'k', 'ϱ': 'r',
  'ϲ': 's', 'ϵ': 'e',
};
const GREEK_VOWELS = new Set(['α', 'ε', 'η', 'ι', 'ο', 'υ', 'ω']);
/** Voiced consonants: αυ/ευ/ηυ before them (or a vowel) are av/ev/iv, otherwise af/ef/if. */
const GREEK_VOICED = new Set(['β', 'γ', 'δ', 'ζ', 'λ', 'μ', 'ν', 'ρ']);
const COMBINING_MARKS = /[\u0300-\u036f]/g;
const GREEK_LETTER = /[\u0370-\u03ff\u1f00-\u1fff]/u;
const CYRILLIC_LETTER = /[\u0400-\u04ff]/u;
/** Control characters, zero-width and direction marks, variation selectors, BOM: dropped. */
const INVISIBLE_RANGES: [number, number][] = [
  [0x00, 0x08], [0x0e, 0x1f], [0x7f, 0x9f], [0x200b, 0x200f], [0x202a, 0x202e], [0x2060, 0x2064],
  [0xfe00, 0xfe0f], [0xfeff, 0xfeff], [0xe0100, 0xe01ef],
];
const isInvisible = (cp: number) => INVISIBLE_RANGES.some(([from, to]) => cp >= from && cp <= to);
const OTHER_SPACE = /[\t\v\f\r\u1680\u2000-\u200a\u202f\u205f\u3000]/u;

interface GreekLetter {
  base: string;
  upper: boolean;
  diaeresis: boolean;
}

function greekLetter(char: string): GreekLetter {
  const decomposed = char.normalize('NFD');
  const baseUpper = decomposed.replace(COMBINING_MARKS, '');
  const base = baseUpper.toLowerCase();
  return { base, upper: baseUpper !== base, diaeresis: decomposed.includes('\u0308') };
}

/** One run of Greek letters, transliterated (ELOT 743, without the optional accent marks). */
function greekWord(chars: string[]): string {
  const letters = chars.map(greekLetter);
  const allUpper = letters.length > 1 && letters.every((l) => l.upper || !GREEK[l.base]);
  let out = '';
  for (let i = 0; i < letters.length; i++) {
    const letter = letters[i] as GreekLetter;
    const next = letters[i + 1];
    const after = letters[i + 2];
    const b = letter.base;
    let latin: string;
    let consumed = 1;
    const nextIsPlainUpsilon = next?.base === 'υ' && !next.diaeresis;
    if (b === 'ο' && nextIsPlainUpsilon) {
      latin = 'ou';
      consumed = 2;
    } else if ((b === 'α' || b === 'ε' || b === 'η') && nextIsPlainUpsilon) {
      const soft = after !== undefined && (GREEK_VOWELS.has(after.base) || GREEK_VOICED.has(after.base));
      latin = (GREEK[b] ?? '') + (soft ? 'v' : 'f');
      consumed = 2;
    } else if (b === 'γ' && next && ['γ', 'κ', 'ξ', 'χ'].includes(next.base)) {
      latin = 'n';
      if (next.base === 'κ') latin = 'g';
    } else if (b === 'μ' && next?.base === 'π' && (i === 0 || after === undefined)) {
      latin = 'b';
      consumed = 2;
    } else {
      latin = GREEK[b] ?? '?';
    }
    if (letter.upper && latin.length > 0) {
      const shout = allUpper || (next?.upper ?? false) || (i > 0 && (letters[i - 1]?.upper ?? false));
      latin = shout ? latin.toUpperCase() : latin.charAt(0).toUpperCase() + latin.slice(1);
    }
    out += latin;
    i += consumed - 1;
  }
  return out;
}

function cyrillicChar(char: string, upperContext: boolean): string {
  const lower = char.toLowerCase();
  const latin = CYRILLIC[lower];
  if (latin === undefined) {
    const stripped = char.normalize('NFD').replace(COMBINING_MARKS, '');
    return stripped !== char && stripped.length === 1 && CYRILLIC_LETTER.test(stripped) ? cyrillicChar(stripped, upperContext) : '?';
  }
  if (lower === char || latin.length === 0) return latin;
  return upperContext ? latin.toUpperCase() : latin.charAt(0).toUpperCase() + latin.slice(1);
}

/** One code point that is not WinAnsi: mapped, taken apart (NFKD, marks dropped) or '?'. */
function otherChar(char: string): string {
  const mapped = LATIN_MAP[char];
  if (mapped !== undefined) return mapped;
  if (isInvisible(char.codePointAt(0) ?? 0)) return '';
  if (OTHER_SPACE.test(char)) return ' ';
  const parts = char.normalize('NFKD').replace(COMBINING_MARKS, '');
  if (parts.length > 0 && [...parts].every((p) => isWinAnsi(p.codePointAt(0) ?? 0) || p === '\n' || LATIN_MAP[p] !== undefined)) {
    return [...parts].map((p) => LATIN_MAP[p] ?? p).join('');
  }
  return '?';
}

/**
 * Text the standard fonts can draw: WinAnsi characters and '\n' are kept, Greek is
 * transliterated after ELOT 743 (`Ασκήσεις` → `Askiseis`, `ΟΥΡΑΝΟΣ` → `OURANOS`), Cyrillic
 * romanised, other Latin letters lose their marks or use a small map (`Łódź` → `Lodz`,
 * `Țară` → `Tara`), other spaces become ' ', invisible characters are dropped and anything
 * else becomes '?'.
 */
export function toWinAnsi(text: string): string {
  const chars = [...text.normalize('NFC')];
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i] as string;
    const cp = char.codePointAt(0) ?? 0;
    if (char === '\n' || isWinAnsi(cp)) {
      out += char;
    } else if (GREEK_LETTER.test(char) && GREEK[greekLetter(char).base] !== undefined) {
      const run: string[] = [];
      while (i < chars.length && GREEK_LETTER.test(chars[i] as string) && GREEK[greekLetter(chars[i] as string).base] !== undefined) {
        run.push(chars[i] as string);
        i++;
      }
      i--;
      out += greekWord(run);
    } else if (CYRILLIC_LETTER.test(char)) {
      const neighbour = (chars[i + 1] ?? chars[i - 1] ?? '').toString();
      const upperContext = CYRILLIC_LETTER.test(neighbour) && neighbour !== neighbour.toLowerCase();
      out += cyrillicChar(char, upperContext);
    } else {
      out += otherChar(char);
    }
  }
  return out;
}

/** What the layout helpers measure with: a PDFFont or a DocumentFont. */
interface Measure {
  widthOfTextAtSize(text: string, size: number): number;
}

/** `text` (already drawable) on one line, cut to at most `maxWidth`, with '…' when cut. */
export function fitText(line: string, font: Measure, size: number, maxWidth: number): string {
  const text = line.replace(/\n/g, ' ');
  if (font.widthOfTextAtSize(text, size) <= maxWidth) return text;
  let cut = text;
  while (cut.length > 0 && font.widthOfTextAtSize(`${cut}…`, size) > maxWidth) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/**
 * Lines of at most `maxWidth` points: breaks at spaces, splits words longer than a line, keeps
 * '\n' as a line break. `text` must already be drawable.
 */
export function wrapText(text: string, font: Measure, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  const width = (s: string) => font.widthOfTextAtSize(s, size);
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ').filter((w) => w.length > 0)) {
      const candidate = line ? `${line} ${word}` : word;
      if (width(candidate) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      let rest = word;
      while (width(rest) > maxWidth) {
        let n = rest.length - 1;
        while (n > 1 && width(rest.slice(0, n)) > maxWidth) n--;
        lines.push(rest.slice(0, n));
        rest = rest.slice(n);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

/** A language of the catalogue (`gr`) or a BCP 47 tag (`el`) as a tag Intl knows, else 'en'. */
function intlLocale(language: string): string {
  const tag = (LANGUAGES as readonly string[]).includes(language) ? languageTag(language as Language) : language;
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([tag]).length > 0 ? tag : 'en';
  } catch {
    return 'en';
  }
}

/** A date (ISO) as digits in the language's order, in UTC: `15.01.2026`, `01/15/2026`. */
export function formatDocumentDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new RangeError(`not a date: ${iso}`);
  // As the language writes it (`15.01.2026 г.`); the renderer draws or transliterates it like any text.
  return new Intl.DateTimeFormat(intlLocale(language), { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' }).format(date);
}

/** Minor units with two decimals and a comma (whole numbers for ARS, COP, GTQ, CLP, MXN) and the symbol when drawable, else the code. */
export function formatDocumentMoney(minor: number, currency: string): string {
  const symbol = currencySymbol(currency);
  const drawable = [...symbol].every((c) => isWinAnsi(c.codePointAt(0) ?? 0));
  return `${formatAmount(minor, currency)} ${drawable ? symbol : currency.toUpperCase()}`;
}

// ---------------------------------------------------------------------------------------------
// The invoice

/** Every visible word of an invoice, translated by the caller. */
export interface InvoiceLabels {
  invoiceTitle: string;
  creditNoteTitle: string;
  number: string;
  date: string;
  order: string;
  seller: string;
  buyer: string;
  vatId: string;
  item: string;
  price: string;
  discount: string;
  net: string;
  /** With `{rate}` where the rate goes: `MwSt. {rate} %`. */
  vat: string;
  total: string;
  credits: string;
  amountDue: string;
  reverseChargeNote: string;
  outsideEuNote: string;
  paymentMethod: string;
  paid: string;
  /** With `{page}` and `{pages}`: `Seite {page} von {pages}`; without them ` {page} / {pages}` is added. */
  page: string;
}

export interface InvoiceLine {
  title: string;
  materialId: number;
  unitPrice: number;
  voucherDiscount: number;
  net: number;
  vatAmount: number;
  gross: number;
}

/**
 * Amounts are integer minor units of `currency`, drawn as given (a credit note shows the
 * signs the caller passes).
 */
export interface InvoiceDocument {
  kind: 'invoice' | 'credit_note';
  number: string;
  /** ISO timestamp; also the PDF creation and modification date, so the bytes are deterministic. */
  issuedAt: string;
  orderId: string;
  /** Catalogue language (`gr`) or BCP 47 tag (`el`), for date and rate formatting. */
  language: string;
  seller: { name: string; addressLines: string[]; vatId: string };
  buyer: { name: string; email: string; addressLines: string[]; country: string; vatId: string | null };
  lines: InvoiceLine[];
  currency: string;
  net: number;
  vatAmount: number;
  vatRateBp: number;
  gross: number;
  creditsUsed: number;
  amountDue: number;
  scheme: 'oss' | 'reverse_charge' | 'outside_eu';
  paymentMethod: string;
  paidAt: string | null;
  labels: InvoiceLabels;
}

/** Where the faces for text outside WinAnsi come from; without one, such text is transliterated. */
export interface RenderOptions {
  fonts?: FontSource | null;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const RIGHT = A4[0] - MARGIN;
const CONTENT_WIDTH = RIGHT - MARGIN;
/** Content stays above this line; the footer sits below it. */
const BOTTOM = 70;
const FOOTER_Y = 32;
const BLACK = rgb(0, 0, 0);
const GREY = rgb(0.4, 0.4, 0.4);
const RULE = rgb(0.75, 0.75, 0.75);
const TABLE_SIZE = 9;
const LINE_HEIGHT = 11.5;
const NUMBER_COLUMN = 62;
/** Right edges of the five amount columns: price, discount, net, VAT, total. */
const NUMBER_RIGHTS = [0, 1, 2, 3, 4].map((i) => RIGHT - (4 - i) * NUMBER_COLUMN);
const ITEM_WIDTH = CONTENT_WIDTH - 5 * NUMBER_COLUMN - 8;

interface Fonts {
  regular: DocumentFont;
  bold: DocumentFont;
}

interface TextStyle {
  font: DocumentFont;
  size: number;
  color?: ReturnType<typeof rgb>;
}

function draw(page: PDFPage, text: string, x: number, y: number, style: TextStyle): void {
  if (text) style.font.draw(page, text, { x, y, size: style.size, color: style.color ?? BLACK });
}

/** Draws `text` ending at `right`, made smaller (down to 5 pt) when it does not fit `maxWidth`. */
function drawRight(page: PDFPage, text: string, right: number, y: number, style: TextStyle, maxWidth = CONTENT_WIDTH): void {
  let size = style.size;
  while (size > 5 && style.font.widthOfTextAtSize(text.replace(/\n/g, ' '), size) > maxWidth) size -= 0.5;
  const fitted = fitText(text, style.font, size, maxWidth);
  draw(page, fitted, right - style.font.widthOfTextAtSize(fitted, size), y, { ...style, size });
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

function pageLabel(template: string, page: number, pages: number): string {
  const values = { page: String(page), pages: String(pages) };
  return template.includes('{page}') ? fill(template, values) : `${template} ${page} / ${pages}`.trim();
}

function vatRate(bp: number, language: string): string {
  return new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 2, useGrouping: false }).format(bp / 100);
}

/** Lays out an invoice on A4 pages; `cursor` is the baseline of the next line. */
class Layout {
  readonly pages: PDFPage[] = [];
  page!: PDFPage;
  cursor = 0;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: Fonts,
    private readonly continuation: string,
  ) {}

  newPage(first: boolean): void {
    this.page = this.pdf.addPage(A4);
    this.pages.push(this.page);
    this.cursor = A4[1] - MARGIN;
    if (!first) {
      draw(this.page, this.continuation, MARGIN, this.cursor, { font: this.fonts.bold, size: 10 });
      this.cursor -= 24;
    }
  }

  /** Starts a new page unless `height` points fit above the bottom; true when it did. */
  ensure(height: number): boolean {
    if (this.cursor - height >= BOTTOM) return false;
    this.newPage(false);
    return true;
  }
}

/** The invoice or credit note as PDF bytes (A4, paginated, deterministic for the same input). */
export async function renderInvoicePdf(doc: InvoiceDocument, options: RenderOptions = {}): Promise<Uint8Array> {
  const issued = new Date(doc.issuedAt);
  if (Number.isNaN(issued.getTime())) throw new RangeError(`not a date: ${doc.issuedAt}`);
  const labels = doc.labels;
  const money = (minor: number) => formatDocumentMoney(minor, doc.currency);
  const amount = (minor: number) => formatAmount(minor, doc.currency);
  const title = doc.kind === 'credit_note' ? labels.creditNoteTitle : labels.invoiceTitle;

  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(doc.number);
  pdf.setSubject(`${title} ${doc.number}`);
  pdf.setAuthor(doc.seller.name);
  pdf.setProducer('Kreide');
  pdf.setCreator('Kreide');
  pdf.setLanguage(intlLocale(doc.language));
  pdf.setCreationDate(issued);
  pdf.setModificationDate(issued);

  const fonts: Fonts = await documentFonts(pdf, [JSON.stringify(doc), formatDocumentDate(doc.issuedAt, doc.language)], doc.language, options.fonts ?? null);
  const l = (text: string) => fonts.regular.drawable(text, toWinAnsi);
  const vatLabel = l(fill(labels.vat, { rate: vatRate(doc.vatRateBp, doc.language) }));
  const regular: TextStyle = { font: fonts.regular, size: 9 };
  const bold: TextStyle = { font: fonts.bold, size: 9 };
  const small: TextStyle = { font: fonts.regular, size: 8, color: GREY };
  const layout = new Layout(pdf, fonts, l(`${title} ${doc.number}`));
  layout.newPage(true);
  const page = () => layout.page;

  // Header: seller on the left, title and references on the right.
  let left = layout.cursor;
  draw(page(), fitText(l(doc.seller.name), fonts.bold, 11, 260), MARGIN, left, { font: fonts.bold, size: 11 });
  left -= 14;
  for (const line of doc.seller.addressLines.flatMap((text) => text.split('\n'))) {
    draw(page(), fitText(l(line), fonts.regular, 9, 260), MARGIN, left, regular);
    left -= LINE_HEIGHT;
  }
  draw(page(), fitText(l(`${labels.vatId}: ${doc.seller.vatId}`), fonts.regular, 9, 260), MARGIN, left, regular);
  left -= LINE_HEIGHT;

  let right = layout.cursor;
  drawRight(page(), l(title), RIGHT, right - 4, { font: fonts.bold, size: 18 }, 220);
  right -= 26;
  const references: [string, string][] = [
    [labels.number, doc.number],
    [labels.date, formatDocumentDate(doc.issuedAt, doc.language)],
    [labels.order, doc.orderId],
  ];
  for (const [label, value] of references) {
    draw(page(), fitText(l(label), fonts.regular, 9, 90), RIGHT - 220, right, small);
    drawRight(page(), l(value), RIGHT, right, bold, 125);
    right -= LINE_HEIGHT + 1;
  }
  layout.cursor = Math.min(left, right) - 18;

  // Buyer.
  draw(page(), l(labels.buyer).toUpperCase(), MARGIN, layout.cursor, small);
  layout.cursor -= 13;
  const buyerAddress = doc.buyer.addressLines.flatMap((text) => text.split('\n'));
  const buyerLines = [doc.buyer.name, ...buyerAddress];
  const lastAddress = buyerAddress.at(-1)?.trim().toLowerCase();
  if (doc.buyer.country && doc.buyer.country.trim().toLowerCase() !== lastAddress) buyerLines.push(doc.buyer.country);
  buyerLines.push(doc.buyer.email);
  if (doc.buyer.vatId) buyerLines.push(`${labels.vatId}: ${doc.buyer.vatId}`);
  buyerLines.forEach((line, index) => {
    draw(page(), fitText(l(line), index === 0 ? fonts.bold : fonts.regular, 10, CONTENT_WIDTH), MARGIN, layout.cursor, { font: index === 0 ? fonts.bold : fonts.regular, size: 10 });
    layout.cursor -= 12.5;
  });
  layout.cursor -= 16;

  // Lines.
  const headers = [labels.price, labels.discount, labels.net, vatLabel, labels.total].map(l);
  const tableHeader = () => {
    draw(page(), fitText(l(labels.item), fonts.bold, TABLE_SIZE, ITEM_WIDTH), MARGIN, layout.cursor, bold);
    headers.forEach((header, i) => drawRight(page(), header, NUMBER_RIGHTS[i] ?? RIGHT, layout.cursor, bold, NUMBER_COLUMN - 6));
    layout.cursor -= 5;
    page().drawLine({ start: { x: MARGIN, y: layout.cursor }, end: { x: RIGHT, y: layout.cursor }, thickness: 0.6, color: BLACK });
    layout.cursor -= LINE_HEIGHT + 1;
  };
  tableHeader();
  for (const line of doc.lines) {
    const titleLines = wrapText(l(line.title), fonts.regular, TABLE_SIZE, ITEM_WIDTH);
    const height = titleLines.length * LINE_HEIGHT + 10 + 6;
    if (layout.ensure(height)) tableHeader();
    const top = layout.cursor;
    for (const text of titleLines) {
      draw(page(), text, MARGIN, layout.cursor, regular);
      layout.cursor -= LINE_HEIGHT;
    }
    draw(page(), `#${line.materialId}`, MARGIN, layout.cursor + 1.5, { font: fonts.regular, size: 7, color: GREY });
    const values = [
      amount(line.unitPrice),
      line.voucherDiscount > 0 ? `-${amount(line.voucherDiscount)}` : amount(0),
      amount(line.net),
      amount(line.vatAmount),
      amount(line.gross),
    ];
    values.forEach((value, i) => drawRight(page(), value, NUMBER_RIGHTS[i] ?? RIGHT, top, regular, NUMBER_COLUMN - 6));
    layout.cursor -= 4;
    page().drawLine({ start: { x: MARGIN, y: layout.cursor + 2 }, end: { x: RIGHT, y: layout.cursor + 2 }, thickness: 0.3, color: RULE });
    layout.cursor -= LINE_HEIGHT;
  }

  // Totals.
  const totals: [string, string, boolean][] = [
    [labels.net, money(doc.net), false],
    [vatLabel, money(doc.vatAmount), false],
    [labels.total, money(doc.gross), true],
  ];
  if (doc.creditsUsed !== 0) {
    totals.push([labels.credits, `-${money(doc.creditsUsed)}`, false]);
    totals.push([labels.amountDue, money(doc.amountDue), true]);
  } else if (doc.amountDue !== doc.gross) {
    totals.push([labels.amountDue, money(doc.amountDue), true]);
  }
  layout.ensure(totals.length * (LINE_HEIGHT + 3) + 8);
  layout.cursor -= 4;
  for (const [label, value, strong] of totals) {
    const style: TextStyle = { font: strong ? fonts.bold : fonts.regular, size: 10 };
    draw(page(), fitText(l(label), style.font, 10, 150), RIGHT - 250, layout.cursor, style);
    drawRight(page(), l(value), RIGHT, layout.cursor, style, 95);
    layout.cursor -= LINE_HEIGHT + 3;
  }
  layout.cursor -= 12;

  // VAT note and payment.
  const notes: string[] = [];
  if (doc.scheme === 'reverse_charge') notes.push(labels.reverseChargeNote);
  if (doc.scheme === 'outside_eu') notes.push(labels.outsideEuNote);
  notes.push(`${labels.paymentMethod}: ${doc.paymentMethod}`);
  if (doc.paidAt) notes.push(`${labels.paid}: ${formatDocumentDate(doc.paidAt, doc.language)}`);
  for (const note of notes) {
    for (const text of wrapText(l(note), fonts.regular, 9, CONTENT_WIDTH)) {
      layout.ensure(LINE_HEIGHT);
      draw(page(), text, MARGIN, layout.cursor, regular);
      layout.cursor -= LINE_HEIGHT;
    }
    layout.cursor -= 3;
  }

  // Footer on every page, now that the page count is known.
  const footerLeft = fitText(l(`${doc.seller.name} · ${labels.vatId}: ${doc.seller.vatId}`), fonts.regular, 8, CONTENT_WIDTH - 110);
  layout.pages.forEach((p, index) => {
    p.drawLine({ start: { x: MARGIN, y: FOOTER_Y + 11 }, end: { x: RIGHT, y: FOOTER_Y + 11 }, thickness: 0.3, color: RULE });
    draw(p, footerLeft, MARGIN, FOOTER_Y, small);
    drawRight(p, l(pageLabel(labels.page, index + 1, layout.pages.length)), RIGHT, FOOTER_Y, small, 105);
  });

  return pdf.save();
}
