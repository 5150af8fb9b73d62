import { describe, expect, it } from 'vitest';
import { detectFileKind, zipEntries } from '../../../../src/origin/domain/files/file-type';
import { FILE_KINDS, extensionOf, kindsOfExtension, partCountOf, partSizeOf, UPLOAD_PART_BYTES } from '../../../../src/shared/seller-files';
import { zipStart } from './zip-bytes';

const bytes = (...parts: (string | number[])[]) => new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? Array.from(p, (c) => c.charCodeAt(0)) : p)));
const CONTENT_TYPES = { name: '[Content_Types].xml', data: '<Types/>' };

describe('detectFileKind (magic bytes, never the name)', () => {
  it('knows PDF, also after a few leading bytes', () => {
    expect(detectFileKind(bytes('%PDF-1.7\n'))).toBe('pdf');
    expect(detectFileKind(bytes([0xef, 0xbb, 0xbf], '\n%PDF-1.4'))).toBe('pdf');
    expect(detectFileKind(bytes('% PDF-1.4'))).toBeNull();
  });

  it('knows PNG and JPEG', () => {
    expect(detectFileKind(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe('png');
    expect(detectFileKind(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'))).toBe('jpeg');
  });

  it('tells Word, PowerPoint and Excel files from a plain ZIP by their entries', () => {
    expect(detectFileKind(zipStart([CONTENT_TYPES, { name: '_rels/.rels' }, { name: 'word/document.xml' }]))).toBe('docx');
    expect(detectFileKind(zipStart([CONTENT_TYPES, { name: '_rels/.rels' }, { name: 'ppt/presentation.xml' }]))).toBe('pptx');
    expect(detectFileKind(zipStart([CONTENT_TYPES, { name: 'xl/workbook.xml' }]))).toBe('xlsx');
    expect(detectFileKind(zipStart([{ name: 'Arbeitsblatt/' }, { name: 'Arbeitsblatt/seite1.pdf' }]))).toBe('zip');
    // Entries named like Office ones but without the content types are just a ZIP.
    expect(detectFileKind(zipStart([{ name: 'word/document.xml' }]))).toBe('zip');
  });

  it('follows entries written with a data descriptor (sizes after the data)', () => {
    expect(detectFileKind(zipStart([{ ...CONTENT_TYPES, descriptor: true }, { name: 'word/document.xml', descriptor: true }]))).toBe('docx');
  });

  it('knows OpenDocument and EPUB by their stored mimetype entry', () => {
    expect(detectFileKind(zipStart([{ name: 'mimetype', data: 'application/vnd.oasis.opendocument.text' }]))).toBe('odt');
    expect(detectFileKind(zipStart([{ name: 'mimetype', data: 'application/vnd.oasis.opendocument.presentation' }]))).toBe('odp');
    expect(detectFileKind(zipStart([{ name: 'mimetype', data: 'application/vnd.oasis.opendocument.spreadsheet' }]))).toBe('ods');
    expect(detectFileKind(zipStart([{ name: 'mimetype', data: 'application/epub+zip' }]))).toBe('epub');
    expect(detectFileKind(zipStart([{ name: 'mimetype', data: 'text/plain' }]))).toBe('zip');
  });

  it('knows MP3 (ID3 tag or a layer III frame), WAV, MP4 and M4A', () => {
    expect(detectFileKind(bytes('ID3', [4, 0, 0, 0, 0, 0, 0]))).toBe('mp3');
    expect(detectFileKind(bytes([0xff, 0xfb, 0x90, 0x64]))).toBe('mp3');
    expect(detectFileKind(bytes([0xff, 0xfb, 0xf0, 0x64]))).toBeNull();
    expect(detectFileKind(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBe('wav');
    expect(detectFileKind(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBeNull();
    expect(detectFileKind(bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0]))).toBe('mp4');
    expect(detectFileKind(bytes([0, 0, 0, 0x20], 'ftypmp42'))).toBe('mp4');
    expect(detectFileKind(bytes([0, 0, 0, 0x20], 'ftypM4A '))).toBe('m4a');
    expect(detectFileKind(bytes([0, 0, 0, 0x14], 'ftypqt  '))).toBeNull();
  });

  it('refuses everything else: text, HTML, SVG, executables, empty', () => {
    expect(detectFileKind(bytes('Hallo Klasse 3b'))).toBeNull();
    expect(detectFileKind(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectFileKind(bytes('<!doctype html><script>'))).toBeNull();
    expect(detectFileKind(bytes('MZ', [0x90, 0]))).toBeNull();
    expect(detectFileKind(new Uint8Array())).toBeNull();
  });

  it('reads ZIP entries only as far as the bytes go', () => {
    const whole = zipStart([CONTENT_TYPES, { name: 'word/document.xml' }]);
    expect(zipEntries(whole).map((e) => e.name)).toEqual(['[Content_Types].xml', 'word/document.xml']);
    expect(zipEntries(whole.subarray(0, 55)).map((e) => e.name)).toEqual(['[Content_Types].xml']);
    expect(zipEntries(whole.subarray(0, 20))).toEqual([]);
  });
});

describe('extensions, limits and parts', () => {
  it('maps each extension to the kinds it may be, case-insensitively', () => {
    expect(kindsOfExtension('PDF')).toEqual(['pdf']);
    expect(kindsOfExtension('jpg')).toEqual(['jpeg']);
    expect(kindsOfExtension('exe')).toEqual([]);
    expect(extensionOf('Bruchrechnen Klasse 6.Docx')).toBe('docx');
    expect(extensionOf('ohne-endung')).toBe('');
  });

  it('has a size limit for every kind', () => {
    for (const facts of Object.values(FILE_KINDS)) expect(facts.maxBytes).toBeGreaterThan(UPLOAD_PART_BYTES);
    expect(FILE_KINDS.pdf.maxBytes).toBe(100 * 1024 * 1024);
  });

  it('splits a file into parts of exactly the part size, the last one smaller', () => {
    expect(partCountOf(1)).toBe(1);
    expect(partCountOf(UPLOAD_PART_BYTES)).toBe(1);
    expect(partCountOf(UPLOAD_PART_BYTES + 1)).toBe(2);
    expect(partSizeOf(UPLOAD_PART_BYTES * 2 + 5, 1)).toBe(UPLOAD_PART_BYTES);
    expect(partSizeOf(UPLOAD_PART_BYTES * 2 + 5, 3)).toBe(5);
    expect(partSizeOf(1000, 1)).toBe(1000);
  });
});
