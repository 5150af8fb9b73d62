/**
 * Fonts of the PDF documents, chosen per run of text by script (decision 027).
 *
 * Text the standard fonts can draw (WinAnsi) is drawn in Helvetica, as before, so a German or
 * English invoice embeds no font and costs no more. Any other character is drawn in the Noto Sans
 * face that covers its script (accented Latin, Greek, Cyrillic, Chinese, Japanese, Korean, Thai,
 * Devanagari), embedded as a subset with only the glyphs used. The faces are WOFF files read
 * through a `FontSource` (R2 in the worker, the npm packages in tests and benchmarks); a
 * character no face covers, or a face that cannot be read, falls back to the WinAnsi
 * transliteration (`toWinAnsi`), so a document always renders.
 */

import fontkit from '@pdf-lib/fontkit';
import { PDFHexString, PDFOperatorNames as Ops, PDFName, PDFOperator, StandardFonts, degrees, type Color, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import regeneratorRuntime from 'regenerator-runtime';

// fontkit's Indic and Thai shapers are generators compiled for a global regenerator runtime.
(globalThis as { regeneratorRuntime?: unknown }).regeneratorRuntime ??= regeneratorRuntime;

/** The bytes of a font file by its name (`noto-sans-greek-400-normal.woff`), or null when missing. */
export type FontSource = (file: string) => Promise<Uint8Array | null>;

type Weight = 400 | 700;

/** A Noto Sans face: its file per weight. CJK faces have one weight (bold text uses it too). */
interface Face {
  files: Record<Weight, string>;
}

const noto = (family: string, subset: string, bold = true): Face => ({
  files: {
    400: `${family}-${subset}-400-normal.woff`,
    700: `${family}-${subset}-${bold ? 700 : 400}-normal.woff`,
  },
});

/** Every face a document may embed, with the npm package that ships it (scripts/upload-fonts.mjs). */
const FACES = {
  latinExt: noto('noto-sans', 'latin-ext'),
  greek: noto('noto-sans', 'greek'),
  greekExt: noto('noto-sans', 'greek-ext'),
  cyrillic: noto('noto-sans', 'cyrillic'),
  cyrillicExt: noto('noto-sans', 'cyrillic-ext'),
  thai: noto('noto-sans-thai', 'thai'),
  devanagari: noto('noto-sans-devanagari', 'devanagari'),
  chinese: noto('noto-sans-sc', 'chinese-simplified', false),
  japanese: noto('noto-sans-jp', 'japanese', false),
  korean: noto('noto-sans-kr', 'korean', false),
} as const satisfies Record<string, Face>;
type FaceName = keyof typeof FACES;

/** The npm package each font file comes from. */
export function fontPackage(file: string): string {
  const family = /^(noto-sans(?:-(?:thai|devanagari|sc|jp|kr))?)-/.exec(file)?.[1] ?? 'noto-sans';
  return `@fontsource/${family}`;
}

/** Every font file of every face (what the upload script copies). */
export function fontFiles(): string[] {
  return [...new Set(Object.values(FACES).flatMap((face) => Object.values(face.files)))].sort();
}

const WIN_ANSI_EXTRA = new Set([
  0x20ac, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152,
  0x017d, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a,
  0x0153, 0x017e, 0x0178,
]);

/** Whether the standard fonts can draw the code point (space to '~', U+00A1–U+00FF, the extras). */
export function isWinAnsi(codePoint: number): boolean {
  return (codePoint >= 0x20 && codePoint <= 0x7e) || (codePoint >= 0xa1 && codePoint <= 0xff) || WIN_ANSI_EXTRA.has(codePoint);
}

const HAN = /[\u2e80-\u2fdf\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]|[\u{20000}-\u{2fa1f}]/u;

/** The faces that may draw a character, best first; [] when none does (a WinAnsi character or an unknown script). */
function candidates(cp: number, char: string, language: string): FaceName[] {
  if (cp >= 0x0100 && cp <= 0x024f) return ['latinExt'];
  if ((cp >= 0x1e00 && cp <= 0x1eff) || (cp >= 0x0300 && cp <= 0x036f) || (cp >= 0x2c60 && cp <= 0x2c7f) || (cp >= 0xa720 && cp <= 0xa7ff)) return ['latinExt'];
  if (cp >= 0x0370 && cp <= 0x03ff) return ['greek', 'greekExt'];
  if (cp >= 0x1f00 && cp <= 0x1fff) return ['greekExt'];
  if ((cp >= 0x0400 && cp <= 0x052f) || (cp >= 0x1c80 && cp <= 0x1c8f) || (cp >= 0x2de0 && cp <= 0x2dff) || (cp >= 0xa640 && cp <= 0xa69f)) return ['cyrillic', 'cyrillicExt'];
  if (cp >= 0x0e00 && cp <= 0x0e7f) return ['thai'];
  if ((cp >= 0x0900 && cp <= 0x097f) || (cp >= 0xa8e0 && cp <= 0xa8ff) || (cp >= 0x1cd0 && cp <= 0x1cff)) return ['devanagari'];
  if ((cp >= 0x1100 && cp <= 0x11ff) || (cp >= 0x3130 && cp <= 0x318f) || (cp >= 0xac00 && cp <= 0xd7af)) return ['korean'];
  if ((cp >= 0x3040 && cp <= 0x30ff) || (cp >= 0x31f0 && cp <= 0x31ff)) return ['japanese', 'chinese', 'korean'];
  if (HAN.test(char)) {
    // Han characters take the shapes of the document's language; the others cover what it lacks.
    if (language === 'jp' || language === 'ja') return ['japanese', 'chinese', 'korean'];
    if (language === 'kr' || language === 'ko') return ['korean', 'japanese', 'chinese'];
    return ['chinese', 'japanese', 'korean'];
  }
  if (cp >= 0x2000 && cp <= 0x2bff && !isWinAnsi(cp)) return ['latinExt', 'cyrillicExt', 'chinese'];
  return [];
}

/** Characters that belong to the run around them (spaces, digits, punctuation), in any font that has them. */
const NEUTRAL = /[\s\p{N}\p{P}\p{S}]/u;
/** Marks that must stay with the letter before them (Thai vowels and tones, Devanagari signs, combining accents). */
const MARK = /\p{M}/u;

interface ParsedFont {
  hasGlyphForCodePoint(codePoint: number): boolean;
}

/** Inflates one zlib stream (a WOFF table) with the platform's DecompressionStream. */
async function inflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * A WOFF 1.0 file as the plain OpenType (sfnt) font it wraps. fontkit reads WOFF too, but
 * inflates the whole glyph table again for every glyph it reads; a plain font is read in place.
 */
async function woffToSfnt(woff: Uint8Array): Promise<Uint8Array> {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (view.getUint32(0) !== 0x774f4646) return woff; // not 'wOFF': already a plain font
  const numTables = view.getUint16(12);
  const tables: { tag: number; checksum: number; data: Uint8Array }[] = [];
  for (let i = 0; i < numTables; i++) {
    const entry = 44 + i * 20;
    const offset = view.getUint32(entry + 4);
    const compLength = view.getUint32(entry + 8);
    const origLength = view.getUint32(entry + 12);
    const raw = woff.subarray(offset, offset + compLength);
    tables.push({ tag: view.getUint32(entry), checksum: view.getUint32(entry + 16), data: compLength < origLength ? await inflate(raw) : raw });
  }
  const headerSize = 12 + numTables * 16;
  const total = tables.reduce((sum, t) => sum + ((t.data.length + 3) & ~3), headerSize);
  const out = new Uint8Array(total);
  const outView = new DataView(out.buffer);
  let power = 1;
  while (power * 2 <= numTables) power *= 2;
  outView.setUint32(0, view.getUint32(4)); // flavor
  outView.setUint16(4, numTables);
  outView.setUint16(6, power * 16);
  outView.setUint16(8, Math.log2(power));
  outView.setUint16(10, numTables * 16 - power * 16);
  let offset = headerSize;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    outView.setUint32(record, table.tag);
    outView.setUint32(record + 4, table.checksum);
    outView.setUint32(record + 8, offset);
    outView.setUint32(record + 12, table.data.length);
    out.set(table.data, offset);
    offset += (table.data.length + 3) & ~3;
  });
  return out;
}

/** Parsed faces by file, per isolate: reading a face's character map once is enough. */
const parsed = new Map<string, Promise<{ bytes: Uint8Array; font: ParsedFont } | null>>();

function parse(file: string, source: FontSource): Promise<{ bytes: Uint8Array; font: ParsedFont } | null> {
  let entry = parsed.get(file);
  if (!entry) {
    entry = source(file).then(
      async (woff) => {
        if (!woff) return null;
        const bytes = await woffToSfnt(woff);
        return { bytes, font: fontkit.create(bytes) as unknown as ParsedFont };
      },
      (error: unknown) => {
        console.warn('pdf font not loaded', file, error);
        return null;
      },
    );
    parsed.set(file, entry);
    // A missing face is asked for again next time (it may have been uploaded since).
    void entry.then((value) => {
      if (!value) parsed.delete(file);
    });
  }
  return entry;
}

/** What draws one run: the standard font or an embedded face. */
type RunFont = PDFFont;

export interface DrawOptions {
  x: number;
  y: number;
  size: number;
  color?: Color;
  /** Degrees, counter-clockwise; runs follow the rotated baseline. */
  rotate?: number;
}

/**
 * One weight of the document's text: Helvetica for WinAnsi, an embedded Noto Sans face for the
 * rest. Has `widthOfTextAtSize` like a PDFFont, so the layout helpers take either.
 */
export class DocumentFont {
  constructor(
    private readonly standard: PDFFont,
    private readonly byChar: ReadonlyMap<string, PDFFont>,
  ) {}

  /** The text with every character no font of this document draws transliterated (`toWinAnsi`). */
  drawable(text: string, transliterate: (text: string) => string): string {
    const chars = [...text.normalize('NFC')];
    let out = '';
    let pending = '';
    for (const char of chars) {
      const cp = char.codePointAt(0) ?? 0;
      if (char === '\n' || isWinAnsi(cp) || this.byChar.has(char)) {
        if (pending) out += transliterate(pending);
        pending = '';
        out += char;
      } else {
        pending += char;
      }
    }
    return pending ? out + transliterate(pending) : out;
  }

  /** The text as runs of one font each; neutral characters and marks stay in the run they are in. */
  runs(text: string): [RunFont, string][] {
    const runs: [RunFont, string][] = [];
    for (const char of text) {
      const cp = char.codePointAt(0) ?? 0;
      const own = this.byChar.get(char);
      const last = runs.at(-1);
      if (last && (MARK.test(char) || (NEUTRAL.test(char) && last[0] !== this.standard && !own && isWinAnsi(cp) && hasGlyph(last[0], cp)))) {
        last[1] += char;
        continue;
      }
      const font = own ?? this.standard;
      if (last && last[0] === font) last[1] += char;
      else runs.push([font, char]);
    }
    return runs;
  }

  widthOfTextAtSize(text: string, size: number): number {
    return this.runs(text).reduce((sum, [font, run]) => sum + font.widthOfTextAtSize(run, size), 0);
  }

  heightAtSize(size: number): number {
    return this.standard.heightAtSize(size);
  }

  draw(page: PDFPage, text: string, options: DrawOptions): void {
    const angle = ((options.rotate ?? 0) * Math.PI) / 180;
    let { x, y } = options;
    for (const [font, run] of this.runs(text)) {
      // Shaped scripts draw glyphs out of text order (Devanagari reph and i-matra): the
      // marked content's ActualText gives readers and search the text as written.
      const marked = font !== this.standard;
      // (pdf-lib types operator operands without dictionaries; BDC takes one.)
      if (marked) page.pushOperators(PDFOperator.of(Ops.BeginMarkedContentSequence, [PDFName.of('Span'), page.doc.context.obj({ ActualText: PDFHexString.fromText(run) }) as unknown as PDFName]));
      page.drawText(run, { x, y, size: options.size, font, ...(options.color ? { color: options.color } : {}), ...(options.rotate ? { rotate: degrees(options.rotate) } : {}) });
      if (marked) page.pushOperators(PDFOperator.of(Ops.EndMarkedContent));
      const width = font.widthOfTextAtSize(run, options.size);
      x += width * Math.cos(angle);
      y += width * Math.sin(angle);
    }
  }
}

/** Whether an embedded face has a glyph for the code point (the standard font: WinAnsi). */
function hasGlyph(font: PDFFont, cp: number): boolean {
  const embedded = (font as unknown as { embedder?: { font?: ParsedFont } }).embedder?.font;
  return embedded ? embedded.hasGlyphForCodePoint(cp) : isWinAnsi(cp);
}

export interface DocumentFonts {
  regular: DocumentFont;
  bold: DocumentFont;
}

/**
 * The regular and bold fonts of a document that will draw characters of `texts`: Helvetica, and
 * for the characters it cannot draw the faces that cover them, loaded from `source` and embedded
 * as subsets. Without a source (or for WinAnsi text) nothing is loaded or embedded.
 */
export async function documentFonts(pdf: PDFDocument, texts: Iterable<string>, language: string, source: FontSource | null): Promise<DocumentFonts> {
  const standard = { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) };
  const chars = new Set<string>();
  for (const text of texts) {
    for (const char of text.normalize('NFC')) if (!isWinAnsi(char.codePointAt(0) ?? 0) && char !== '\n') chars.add(char);
  }
  const faceOf = new Map<string, FaceName>();
  if (source && chars.size > 0) {
    for (const char of chars) {
      const cp = char.codePointAt(0) ?? 0;
      for (const name of candidates(cp, char, language)) {
        const face = await parse(FACES[name].files[400], source);
        if (face?.font.hasGlyphForCodePoint(cp)) {
          faceOf.set(char, name);
          break;
        }
      }
    }
    // Marks (Thai vowels, Devanagari signs) need the face of their letters.
    for (const char of chars) {
      if (!faceOf.has(char) && MARK.test(char)) {
        const near = [...faceOf.values()].find((name) => name !== 'latinExt');
        if (near) faceOf.set(char, near);
      }
    }
  }
  const weight = async (w: Weight, fallback: PDFFont): Promise<DocumentFont> => {
    const embedded = new Map<FaceName, PDFFont>();
    const byChar = new Map<string, PDFFont>();
    for (const [char, name] of faceOf) {
      let font = embedded.get(name);
      if (!font) {
        const face = (await parse(FACES[name].files[w], source as FontSource)) ?? (await parse(FACES[name].files[400], source as FontSource));
        if (!face) continue;
        font = await pdf.embedFont(face.bytes, { subset: true });
        embedded.set(name, font);
      }
      byChar.set(char, font);
    }
    return new DocumentFont(fallback, byChar);
  };
  if (faceOf.size > 0) pdf.registerFontkit(fontkit);
  return { regular: await weight(400, standard.regular), bold: await weight(700, standard.bold) };
}
