/**
 * What an uploaded image is, read from its bytes only: never from the file name or the declared
 * content type. Dimensions come from the header, so an image that would decode into more pixels
 * than a Worker can hold is refused before decoding (decompression bombs).
 */

export type ImageType = 'jpeg' | 'png' | 'webp' | 'gif';

/**
 * Largest image, in pixels, that is decoded: a 12-megapixel phone photo (4032×3024) fits. The
 * decoder holds about 7 bytes per pixel at its peak (RGB decode plus RGBA copy), about 88 MB
 * here, below the Workers isolate limit of 128 MB.
 */
export const MAX_IMAGE_PIXELS = 4096 * 3072;

function startsWith(bytes: Uint8Array, prefix: readonly number[], at = 0): boolean {
  if (bytes.length < at + prefix.length) return false;
  return prefix.every((b, i) => bytes[at + i] === b);
}

const ascii = (text: string) => Array.from(text, (ch) => ch.charCodeAt(0));

/** The image type by magic bytes, or null for anything else (text, SVG, PDF, HEIC …). */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

export interface ImageSize {
  width: number;
  height: number;
}

const u16be = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const u16le = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8) | ((b[i + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, i: number) => (((b[i] ?? 0) << 24) | ((b[i + 1] ?? 0) << 16) | ((b[i + 2] ?? 0) << 8) | (b[i + 3] ?? 0)) >>> 0;

/** JPEG start-of-frame markers: C0–CF except DHT (C4), JPG (C8) and DAC (CC). */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/** Walks the JPEG segments before the scan, calling `visit` with each marker and its segment start. */
function jpegSegments(bytes: Uint8Array, visit: (marker: number, start: number, length: number) => boolean): void {
  let i = 2;
  while (i + 3 < bytes.length) {
    if (bytes[i] !== 0xff) return;
    let marker = bytes[i + 1] ?? 0;
    while (marker === 0xff && i + 2 < bytes.length) {
      i += 1;
      marker = bytes[i + 1] ?? 0;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return;
    const length = u16be(bytes, i + 2);
    if (length < 2) return;
    if (visit(marker, i, length)) return;
    i += 2 + length;
  }
}

function jpegSize(bytes: Uint8Array): ImageSize | null {
  let size: ImageSize | null = null;
  jpegSegments(bytes, (marker, start) => {
    if (!isStartOfFrame(marker)) return false;
    size = { height: u16be(bytes, start + 5), width: u16be(bytes, start + 7) };
    return true;
  });
  return size;
}

function webpSize(bytes: Uint8Array): ImageSize | null {
  const chunk = String.fromCharCode(...bytes.subarray(12, 16));
  if (chunk === 'VP8X' && bytes.length >= 30) return { width: u24le(bytes, 24) + 1, height: u24le(bytes, 27) + 1 };
  if (chunk === 'VP8L' && bytes.length >= 25 && bytes[20] === 0x2f) {
    const bits = (bytes[21] ?? 0) | ((bytes[22] ?? 0) << 8) | ((bytes[23] ?? 0) << 16) | ((bytes[24] ?? 0) << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ' && bytes.length >= 30 && startsWith(bytes, [0x9d, 0x01, 0x2a], 23)) {
    return { width: u16le(bytes, 26) & 0x3fff, height: u16le(bytes, 28) & 0x3fff };
  }
  return null;
}

/** Width and height from the image header; null when the header is missing or broken. */
export function imageSize(bytes: Uint8Array, type: ImageType): ImageSize | null {
  let size: ImageSize | null;
  switch (type) {
    case 'png':
      size = startsWith(bytes, ascii('IHDR'), 12) ? { width: u32be(bytes, 16), height: u32be(bytes, 20) } : null;
      break;
    case 'gif':
      size = bytes.length >= 10 ? { width: u16le(bytes, 6), height: u16le(bytes, 8) } : null;
      break;
    case 'webp':
      size = webpSize(bytes);
      break;
    case 'jpeg':
      size = jpegSize(bytes);
      break;
  }
  return size && size.width > 0 && size.height > 0 ? size : null;
}

/**
 * The EXIF orientation (1–8) of a JPEG, 1 when it has none: phone cameras store the pixels as
 * the sensor saw them and say here how to turn them.
 */
export function jpegOrientation(bytes: Uint8Array): number {
  let orientation = 1;
  jpegSegments(bytes, (marker, start, length) => {
    if (marker !== 0xe1 || !startsWith(bytes, [...ascii('Exif'), 0, 0], start + 4)) return false;
    const tiff = start + 10;
    const end = Math.min(bytes.length, start + 2 + length);
    const little = startsWith(bytes, ascii('II'), tiff);
    if (!little && !startsWith(bytes, ascii('MM'), tiff)) return true;
    const u16 = (i: number) => (little ? u16le(bytes, i) : u16be(bytes, i));
    const u32 = (i: number) => (little ? (u16le(bytes, i) | (u16le(bytes, i + 2) << 16)) >>> 0 : u32be(bytes, i));
    const ifd = tiff + u32(tiff + 4);
    if (ifd + 2 > end) return true;
    const entries = u16(ifd);
    for (let e = 0; e < entries; e++) {
      const entry = ifd + 2 + e * 12;
      if (entry + 12 > end) break;
      if (u16(entry) === 0x0112 && u16(entry + 2) === 3) {
        const value = u16(entry + 8);
        if (value >= 1 && value <= 8) orientation = value;
        break;
      }
    }
    return true;
  });
  return orientation;
}

export type ImageInspection =
  | { ok: true; type: ImageType; size: ImageSize; orientation: number }
  | { ok: false; problem: 'unsupported_image' | 'unreadable_image' | 'image_dimensions_too_large' };

/** Everything the upload calls decide before decoding. */
export function inspectImage(bytes: Uint8Array): ImageInspection {
  const type = sniffImageType(bytes);
  if (!type) return { ok: false, problem: 'unsupported_image' };
  const size = imageSize(bytes, type);
  if (!size) return { ok: false, problem: 'unreadable_image' };
  if (size.width * size.height > MAX_IMAGE_PIXELS) return { ok: false, problem: 'image_dimensions_too_large' };
  return { ok: true, type, size, orientation: type === 'jpeg' ? jpegOrientation(bytes) : 1 };
}
