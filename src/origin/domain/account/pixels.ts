/**
 * The geometry and pixel work of the profile images, free of the image codec so it can be
 * tested on its own: target sizes (docs/product-rules.md, "Constants"), centred crops, EXIF orientation, flattening of
 * transparency and the average colour.
 */
import { AUTHOR_IMAGE_HEIGHT, HEADER_AVATAR, PROFILE_BACKGROUND } from '../../../shared/constants';
import type { ImageSize } from './image-type';

/** The author image is at most twice as wide as high; wider images are cropped at the centre. */
const AUTHOR_IMAGE_MAX_WIDTH = 2 * AUTHOR_IMAGE_HEIGHT;

export interface Box extends ImageSize {
  x: number;
  y: number;
}

/** The header avatar: always 32×32, a centred square crop. */
export function avatarSize(): ImageSize {
  return { width: HEADER_AVATAR.width, height: HEADER_AVATAR.height };
}

/** The author image: height 200, width in proportion, at most 400 (cropped at the centre beyond). */
export function authorImageSize(source: ImageSize): ImageSize {
  const width = Math.round((source.width * AUTHOR_IMAGE_HEIGHT) / source.height);
  return { width: Math.min(AUTHOR_IMAGE_MAX_WIDTH, Math.max(1, width)), height: AUTHOR_IMAGE_HEIGHT };
}

/**
 * The profile background: height 204, width 1200, cropped at the centre to that shape. A source
 * narrower than 1200 keeps its width (it is not blown up sideways; the page stretches it as a
 * cover), so its background is `source width × 204`.
 */
export function backgroundSize(source: ImageSize): ImageSize {
  return { width: Math.min(PROFILE_BACKGROUND.maxWidth, source.width), height: PROFILE_BACKGROUND.height };
}

/** The largest box of the target's shape centred in the source. */
export function centredCrop(source: ImageSize, target: ImageSize): Box {
  let width = source.width;
  let height = source.height;
  if (source.width * target.height > target.width * source.height) {
    width = Math.max(1, Math.min(source.width, Math.round((source.height * target.width) / target.height)));
  } else {
    height = Math.max(1, Math.min(source.height, Math.round((source.width * target.height) / target.width)));
  }
  return { x: Math.floor((source.width - width) / 2), y: Math.floor((source.height - height) / 2), width, height };
}

/** EXIF orientations 5–8 swap width and height. */
export function isTransposed(orientation: number): boolean {
  return orientation >= 5 && orientation <= 8;
}

const swap = (size: ImageSize, transposed: boolean): ImageSize => (transposed ? { width: size.height, height: size.width } : size);

/**
 * How to turn a stored image into a target (given as displayed, after orientation), with little
 * memory: when the kept part is at least a quarter of the image, scale the whole image first
 * (the result is at most four times the target) and then crop; otherwise crop first (the copy is
 * under a quarter of the image) and scale the crop. Sizes and boxes are in stored coordinates;
 * the orientation is applied last, to the small result.
 */
export type DerivationPlan =
  | { order: 'resize-then-crop'; resize: ImageSize; crop: Box }
  | { order: 'crop-then-resize'; crop: Box; resize: ImageSize };

export function derivationPlan(stored: ImageSize, orientation: number, target: ImageSize): DerivationPlan {
  const transposed = isTransposed(orientation);
  const storedTarget = swap(target, transposed);
  const keep = centredCrop(stored, storedTarget);
  if (keep.width * keep.height * 4 >= stored.width * stored.height) {
    const scale = storedTarget.width / keep.width;
    const resized = {
      width: Math.max(storedTarget.width, Math.round(stored.width * scale)),
      height: Math.max(storedTarget.height, Math.round(stored.height * scale)),
    };
    return {
      order: 'resize-then-crop',
      resize: resized,
      crop: { ...storedTarget, x: Math.floor((resized.width - storedTarget.width) / 2), y: Math.floor((resized.height - storedTarget.height) / 2) },
    };
  }
  return { order: 'crop-then-resize', crop: keep, resize: storedTarget };
}

export interface Pixels extends ImageSize {
  /** RGBA, 4 bytes per pixel, row by row. */
  data: Uint8Array;
}

/** Applies an EXIF orientation (1–8) to RGBA pixels, giving the image as it is meant to be seen. */
export function orientPixels(pixels: Pixels, orientation: number): Pixels {
  if (orientation < 2 || orientation > 8) return pixels;
  const { width: w, height: h, data } = pixels;
  const transposed = isTransposed(orientation);
  const outWidth = transposed ? h : w;
  const outHeight = transposed ? w : h;
  const out = new Uint8Array(data.length);
  for (let y = 0; y < outHeight; y++) {
    for (let x = 0; x < outWidth; x++) {
      let sx: number;
      let sy: number;
      switch (orientation) {
        case 2: sx = w - 1 - x; sy = y; break;
        case 3: sx = w - 1 - x; sy = h - 1 - y; break;
        case 4: sx = x; sy = h - 1 - y; break;
        case 5: sx = y; sy = x; break;
        case 6: sx = y; sy = h - 1 - x; break;
        case 7: sx = w - 1 - y; sy = h - 1 - x; break;
        default: sx = w - 1 - y; sy = x; break;
      }
      const from = (sy * w + sx) * 4;
      out.set(data.subarray(from, from + 4), (y * outWidth + x) * 4);
    }
  }
  return { width: outWidth, height: outHeight, data: out };
}

/** Puts transparent pixels on white (JPEG has no alpha), leaving every pixel opaque. */
export function flattenOnWhite(data: Uint8Array): Uint8Array {
  const out = new Uint8Array(data.length);
  for (let i = 0; i < data.length; i += 4) {
    const alpha = data[i + 3] ?? 255;
    for (let c = 0; c < 3; c++) out[i + c] = Math.round(((data[i + c] ?? 0) * alpha + 255 * (255 - alpha)) / 255);
    out[i + 3] = 255;
  }
  return out;
}

const hex = (value: number) => Math.round(value).toString(16).padStart(2, '0');

/** The average colour of opaque RGBA pixels, as `#rrggbb`. */
export function averageColour(data: Uint8Array): string {
  const count = Math.floor(data.length / 4);
  if (count === 0) return '#ffffff';
  let r = 0;
  let g = 0;
  let b = 0;
  for (let i = 0; i < count * 4; i += 4) {
    r += data[i] ?? 0;
    g += data[i + 1] ?? 0;
    b += data[i + 2] ?? 0;
  }
  return `#${hex(r / count)}${hex(g / count)}${hex(b / count)}`;
}
