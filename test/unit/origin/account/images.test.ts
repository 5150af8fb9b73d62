import { describe, expect, it } from 'vitest';
import { imageSize, inspectImage, jpegOrientation, MAX_IMAGE_PIXELS, sniffImageType } from '../../../../src/origin/domain/account/image-type';
import {
  authorImageSize,
  averageColour,
  backgroundSize,
  centredCrop,
  derivationPlan,
  flattenOnWhite,
  orientPixels,
} from '../../../../src/origin/domain/account/pixels';

const ascii = (text: string) => Array.from(text, (ch) => ch.charCodeAt(0));
const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const le16 = (n: number) => [n & 255, (n >>> 8) & 255];
const le24 = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255];

function pngHeader(width: number, height: number): Uint8Array {
  return Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, ...ascii('IHDR'), ...be32(width), ...be32(height), 8, 6, 0, 0, 0]);
}

/** A JPEG head: SOI, an APP1 Exif segment with an orientation (optional), a SOF0 of the given size. */
function jpegHeader(width: number, height: number, orientation?: number, littleEndian = false): Uint8Array {
  const parts: number[] = [0xff, 0xd8];
  if (orientation !== undefined) {
    const u16 = (n: number) => (littleEndian ? [n & 255, n >> 8] : [n >> 8, n & 255]);
    const u32 = (n: number) => (littleEndian ? [n & 255, (n >> 8) & 255, (n >> 16) & 255, n >>> 24] : be32(n));
    const tiff = [...ascii(littleEndian ? 'II' : 'MM'), ...u16(42), ...u32(8), ...u16(1), ...u16(0x0112), ...u16(3), ...u32(1), ...u16(orientation), 0, 0, ...u32(0)];
    const payload = [...ascii('Exif'), 0, 0, ...tiff];
    parts.push(0xff, 0xe1, ...[(payload.length + 2) >> 8, (payload.length + 2) & 255], ...payload);
  }
  parts.push(0xff, 0xe0, 0, 16, ...ascii('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0);
  parts.push(0xff, 0xc0, 0, 17, 8, height >> 8, height & 255, width >> 8, width & 255, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1);
  parts.push(0xff, 0xda, 0, 12);
  return Uint8Array.from(parts);
}

function riff(chunk: string, body: number[]): Uint8Array {
  return Uint8Array.from([...ascii('RIFF'), ...le24(4 + 8 + body.length), 0, ...ascii('WEBP'), ...ascii(chunk), ...le24(body.length), 0, ...body]);
}

describe('image sniffing by magic bytes', () => {
  it('knows JPEG, PNG, GIF and WebP', () => {
    expect(sniffImageType(jpegHeader(10, 10))).toBe('jpeg');
    expect(sniffImageType(pngHeader(10, 10))).toBe('png');
    expect(sniffImageType(Uint8Array.from(ascii('GIF89a\x0a\x00\x05\x00')))).toBe('gif');
    expect(sniffImageType(Uint8Array.from(ascii('GIF87a\x0a\x00\x05\x00')))).toBe('gif');
    expect(sniffImageType(riff('VP8X', new Array(10).fill(0)))).toBe('webp');
  });

  it('refuses everything else, whatever it claims to be', () => {
    for (const text of ['hello, I am a .png', '<svg xmlns="http://www.w3.org/2000/svg"/>', '%PDF-1.7', 'RIFF1234WAVEfmt ', '']) {
      expect(sniffImageType(new TextEncoder().encode(text))).toBeNull();
    }
    expect(sniffImageType(Uint8Array.from([0xff, 0xd8]))).toBeNull();
    expect(sniffImageType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    // HEIC (ftyp box) is not supported.
    expect(sniffImageType(Uint8Array.from([0, 0, 0, 24, ...ascii('ftypheic')]))).toBeNull();
  });
});

describe('image sizes from headers', () => {
  it('reads each format', () => {
    expect(imageSize(pngHeader(640, 480), 'png')).toEqual({ width: 640, height: 480 });
    expect(imageSize(jpegHeader(4032, 3024), 'jpeg')).toEqual({ width: 4032, height: 3024 });
    expect(imageSize(jpegHeader(300, 200, 6), 'jpeg')).toEqual({ width: 300, height: 200 });
    expect(imageSize(Uint8Array.from([...ascii('GIF89a'), ...le16(320), ...le16(240)]), 'gif')).toEqual({ width: 320, height: 240 });
    expect(imageSize(riff('VP8X', [0, 0, 0, 0, ...le24(1199), ...le24(203)]), 'webp')).toEqual({ width: 1200, height: 204 });
    const vp8lBits = (40 - 1) | ((30 - 1) << 14);
    expect(imageSize(riff('VP8L', [0x2f, vp8lBits & 255, (vp8lBits >> 8) & 255, (vp8lBits >> 16) & 255, (vp8lBits >>> 24) & 255]), 'webp')).toEqual({ width: 40, height: 30 });
    expect(imageSize(riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, ...le16(50), ...le16(20)]), 'webp')).toEqual({ width: 50, height: 20 });
  });

  it('gives null for truncated or empty headers', () => {
    expect(imageSize(pngHeader(0, 10), 'png')).toBeNull();
    expect(imageSize(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'png')).toBeNull();
    expect(imageSize(Uint8Array.from([0xff, 0xd8, 0xff, 0xda, 0, 8]), 'jpeg')).toBeNull();
    expect(imageSize(riff('VP8 ', [1, 2, 3]), 'webp')).toBeNull();
  });

  it('reads the EXIF orientation in either byte order', () => {
    expect(jpegOrientation(jpegHeader(30, 20))).toBe(1);
    for (const o of [1, 3, 6, 8]) {
      expect(jpegOrientation(jpegHeader(30, 20, o))).toBe(o);
      expect(jpegOrientation(jpegHeader(30, 20, o, true))).toBe(o);
    }
    expect(jpegOrientation(jpegHeader(30, 20, 9))).toBe(1);
  });

  it('inspects uploads: type, size limit (decompression bombs), orientation', () => {
    expect(inspectImage(jpegHeader(300, 200, 6))).toEqual({ ok: true, type: 'jpeg', size: { width: 300, height: 200 }, orientation: 6 });
    expect(inspectImage(pngHeader(4032, 3024))).toMatchObject({ ok: true });
    expect(4032 * 3024).toBeLessThanOrEqual(MAX_IMAGE_PIXELS);
    expect(inspectImage(pngHeader(50_000, 50_000))).toEqual({ ok: false, problem: 'image_dimensions_too_large' });
    expect(inspectImage(new TextEncoder().encode('just text'))).toEqual({ ok: false, problem: 'unsupported_image' });
    expect(inspectImage(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2]))).toEqual({ ok: false, problem: 'unreadable_image' });
  });
});

describe('profile image geometry (docs/product-rules.md, "Constants")', () => {
  it('sizes the author image at height 200, at most 400 wide', () => {
    expect(authorImageSize({ width: 300, height: 240 })).toEqual({ width: 250, height: 200 });
    expect(authorImageSize({ width: 1000, height: 200 })).toEqual({ width: 400, height: 200 });
    expect(authorImageSize({ width: 20, height: 4000 })).toEqual({ width: 1, height: 200 });
  });

  it('sizes the background at height 204 and width up to 1200', () => {
    expect(backgroundSize({ width: 4000, height: 3000 })).toEqual({ width: 1200, height: 204 });
    expect(backgroundSize({ width: 300, height: 100 })).toEqual({ width: 300, height: 204 });
  });

  it('crops at the centre to the target shape', () => {
    expect(centredCrop({ width: 400, height: 300 }, { width: 32, height: 32 })).toEqual({ x: 50, y: 0, width: 300, height: 300 });
    expect(centredCrop({ width: 300, height: 400 }, { width: 32, height: 32 })).toEqual({ x: 0, y: 50, width: 300, height: 300 });
    expect(centredCrop({ width: 1600, height: 1200 }, { width: 1200, height: 204 })).toEqual({ x: 0, y: 464, width: 1600, height: 272 });
  });

  it('scales first when most of the image is kept, crops first otherwise', () => {
    expect(derivationPlan({ width: 400, height: 300 }, 1, { width: 32, height: 32 })).toEqual({
      order: 'resize-then-crop',
      resize: { width: 43, height: 32 },
      crop: { x: 5, y: 0, width: 32, height: 32 },
    });
    // A 1:50 strip: the square is 2 % of it, so it is cut out before scaling.
    expect(derivationPlan({ width: 100, height: 5000 }, 1, { width: 32, height: 32 })).toEqual({
      order: 'crop-then-resize',
      crop: { x: 0, y: 2450, width: 100, height: 100 },
      resize: { width: 32, height: 32 },
    });
  });

  it('plans in stored coordinates when the EXIF orientation turns the image', () => {
    // Stored 300×200 but shown turned, as 200×300: a 133×200 target is 200×133 in stored pixels.
    const plan = derivationPlan({ width: 300, height: 200 }, 6, { width: 133, height: 200 });
    expect(plan.order).toBe('resize-then-crop');
    if (plan.order === 'resize-then-crop') expect({ width: plan.crop.width, height: plan.crop.height }).toEqual({ width: 200, height: 133 });
  });
});

describe('pixels', () => {
  // 2×1 image: red, green.
  const redGreen = { width: 2, height: 1, data: Uint8Array.from([255, 0, 0, 255, 0, 255, 0, 255]) };
  const pixel = (p: { width: number; data: Uint8Array }, x: number, y: number) => Array.from(p.data.subarray((y * p.width + x) * 4, (y * p.width + x) * 4 + 3));

  it('turns by the EXIF orientation', () => {
    const right = orientPixels(redGreen, 6);
    expect([right.width, right.height]).toEqual([1, 2]);
    expect(pixel(right, 0, 0)).toEqual([255, 0, 0]);
    expect(pixel(right, 0, 1)).toEqual([0, 255, 0]);
    const left = orientPixels(redGreen, 8);
    expect(pixel(left, 0, 0)).toEqual([0, 255, 0]);
    const mirrored = orientPixels(redGreen, 2);
    expect(pixel(mirrored, 0, 0)).toEqual([0, 255, 0]);
    const turned = orientPixels(redGreen, 3);
    expect(pixel(turned, 0, 0)).toEqual([0, 255, 0]);
    expect(orientPixels(redGreen, 1)).toBe(redGreen);
  });

  it('puts transparency on white and averages colours', () => {
    const flat = flattenOnWhite(Uint8Array.from([0, 0, 0, 0, 0, 0, 0, 255, 255, 0, 0, 128]));
    expect(Array.from(flat)).toEqual([255, 255, 255, 255, 0, 0, 0, 255, 255, 127, 127, 255]);
    expect(averageColour(redGreen.data)).toBe('#808000');
    expect(averageColour(Uint8Array.from([0x12, 0x34, 0x56, 255]))).toBe('#123456');
    expect(averageColour(new Uint8Array())).toBe('#ffffff');
  });
});
