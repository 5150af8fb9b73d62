/**
 * What an uploaded file is, from its first bytes only (docs/seller-files.md, "Types"). The name
 * an author gives must agree with what the bytes say; the declared content type is never read.
 * Office documents are ZIP archives: their kind comes from the entries named in the ZIP local
 * headers of the first part (`[Content_Types].xml` with `word/`, `ppt/` or `xl/` entries, or the
 * OpenDocument / EPUB `mimetype` entry).
 */
import type { FileKind } from '../../../shared/seller-files';

const ascii = (text: string) => Array.from(text, (ch) => ch.charCodeAt(0));

function startsWith(bytes: Uint8Array, prefix: readonly number[], at = 0): boolean {
  if (bytes.length < at + prefix.length) return false;
  return prefix.every((b, i) => bytes[at + i] === b);
}

const u16le = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
const u32le = (b: Uint8Array, i: number) => ((b[i] ?? 0) | ((b[i + 1] ?? 0) << 8) | ((b[i + 2] ?? 0) << 16) | ((b[i + 3] ?? 0) << 24)) >>> 0;

const LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];
/** Entries looked at, at most: enough for every Office file we have seen. */
const MAX_ZIP_ENTRIES = 2000;

interface ZipEntry {
  name: string;
  /** The entry's bytes when stored uncompressed and inside `bytes`, else null. */
  stored: Uint8Array | null;
}

/** The entries whose local headers lie in `bytes` (the start of a ZIP archive). */
export function zipEntries(bytes: Uint8Array): ZipEntry[] {
  const entries: ZipEntry[] = [];
  const decoder = new TextDecoder('utf-8');
  let at = 0;
  while (entries.length < MAX_ZIP_ENTRIES && startsWith(bytes, LOCAL_HEADER, at) && at + 30 <= bytes.length) {
    const flags = u16le(bytes, at + 6);
    const method = u16le(bytes, at + 8);
    const compressed = u32le(bytes, at + 18);
    const nameLength = u16le(bytes, at + 26);
    const extraLength = u16le(bytes, at + 28);
    const nameStart = at + 30;
    if (nameStart + nameLength > bytes.length) break;
    const name = decoder.decode(bytes.subarray(nameStart, nameStart + nameLength));
    const dataStart = nameStart + nameLength + extraLength;
    const dataEnd = dataStart + compressed;
    const stored = method === 0 && dataEnd <= bytes.length ? bytes.subarray(dataStart, dataEnd) : null;
    entries.push({ name, stored });
    if (flags & 0x08) {
      // Sizes follow the data (data descriptor): find the next local header by its signature.
      const next = indexOf(bytes, LOCAL_HEADER, dataStart);
      if (next < 0) break;
      at = next;
    } else {
      at = dataEnd;
    }
  }
  return entries;
}

function indexOf(bytes: Uint8Array, needle: readonly number[], from: number): number {
  for (let i = from; i + needle.length <= bytes.length; i++) {
    if (bytes[i] === needle[0] && startsWith(bytes, needle, i)) return i;
  }
  return -1;
}

const MIMETYPES: Readonly<Record<string, FileKind>> = {
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/vnd.oasis.opendocument.presentation': 'odp',
  'application/vnd.oasis.opendocument.spreadsheet': 'ods',
  'application/epub+zip': 'epub',
};

function zipKind(bytes: Uint8Array): FileKind {
  const entries = zipEntries(bytes);
  const first = entries[0];
  if (first?.name === 'mimetype' && first.stored) {
    const kind = MIMETYPES[new TextDecoder().decode(first.stored).trim()];
    if (kind) return kind;
  }
  if (entries.some((e) => e.name === '[Content_Types].xml')) {
    if (entries.some((e) => e.name.startsWith('word/'))) return 'docx';
    if (entries.some((e) => e.name.startsWith('ppt/'))) return 'pptx';
    if (entries.some((e) => e.name.startsWith('xl/'))) return 'xlsx';
  }
  return 'zip';
}

/** MPEG audio frame header of layer III (MP3 without an ID3 tag). */
function isMp3Frame(bytes: Uint8Array): boolean {
  const b0 = bytes[0] ?? 0;
  const b1 = bytes[1] ?? 0;
  const b2 = bytes[2] ?? 0;
  return b0 === 0xff && (b1 & 0xe0) === 0xe0 && ((b1 >> 1) & 0x03) === 0x01 && (b2 >> 4) !== 0x0f && (b2 >> 4) !== 0x00 && ((b2 >> 2) & 0x03) !== 0x03;
}

/** ISO base media brands of MP4 video and M4A audio (QuickTime `qt  ` is not taken). */
const VIDEO_BRANDS = new Set(['isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'M4V ', 'MSNV', 'dash']);
const AUDIO_BRANDS = new Set(['M4A ', 'M4B ']);

/** The kind of a file from its first bytes, or null when it is none we take. */
export function detectFileKind(bytes: Uint8Array): FileKind | null {
  // A PDF may carry a few bytes before its header; readers look in the first kilobyte.
  const pdfAt = indexOf(bytes.subarray(0, 1024), ascii('%PDF-'), 0);
  if (pdfAt >= 0) return 'pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, LOCAL_HEADER)) return zipKind(bytes);
  if (startsWith(bytes, ascii('ID3')) || isMp3Frame(bytes)) return 'mp3';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WAVE'), 8)) return 'wav';
  if (startsWith(bytes, ascii('ftyp'), 4)) {
    const brand = String.fromCharCode(...bytes.subarray(8, 12));
    if (AUDIO_BRANDS.has(brand)) return 'm4a';
    if (VIDEO_BRANDS.has(brand)) return 'mp4';
  }
  return null;
}
