/**
 * The profile images, made with Photon (WebAssembly) inside the Worker: decode, scale and crop
 * at the centre, turn by the EXIF orientation, put transparency on white, encode as JPEG.
 * - Header avatar: 32×32, quality 95 (docs/product-rules.md, "Constants").
 * - Author image: height 200, width in proportion up to 400, quality 95.
 * - Profile background: height 204, width up to 1200, quality 80; with its average colour.
 */
import { PhotonImage, SamplingFilter, crop, resize } from '@cf-wasm/photon';
import { HEADER_AVATAR, PROFILE_BACKGROUND } from '../../../shared/constants';
import type { ImageSize } from './image-type';
import { authorImageSize, avatarSize, averageColour, backgroundSize, derivationPlan, flattenOnWhite, isTransposed, orientPixels } from './pixels';

/** The source image could not be decoded (broken data behind valid magic bytes). */
export class ImageDecodeError extends Error {}

export interface DerivedImage extends ImageSize {
  /** JPEG bytes. */
  bytes: Uint8Array;
}

/** The author image is shown large on author pages, so it keeps the avatar's quality. */
const AUTHOR_IMAGE_QUALITY = HEADER_AVATAR.quality;

function decode(bytes: Uint8Array): PhotonImage {
  try {
    return PhotonImage.new_from_byteslice(bytes);
  } catch (error) {
    // A decoder panic surfaces as a WebAssembly trap; the module stays usable afterwards.
    throw new ImageDecodeError(error instanceof Error ? error.message : 'decode failed');
  }
}

/** One derived image of `target` size (as displayed) from a decoded source. */
function derive(source: PhotonImage, orientation: number, target: ImageSize, quality: number): { image: DerivedImage; pixels: Uint8Array } {
  const stored = { width: source.get_width(), height: source.get_height() };
  const plan = derivationPlan(stored, orientation, target);
  const made: PhotonImage[] = [];
  try {
    let result: PhotonImage;
    if (plan.order === 'resize-then-crop') {
      const scaled = resize(source, plan.resize.width, plan.resize.height, SamplingFilter.Lanczos3);
      made.push(scaled);
      result = crop(scaled, plan.crop.x, plan.crop.y, plan.crop.x + plan.crop.width, plan.crop.y + plan.crop.height);
    } else {
      const cut = crop(source, plan.crop.x, plan.crop.y, plan.crop.x + plan.crop.width, plan.crop.y + plan.crop.height);
      made.push(cut);
      result = resize(cut, plan.resize.width, plan.resize.height, SamplingFilter.Lanczos3);
    }
    made.push(result);
    const oriented = orientPixels({ width: result.get_width(), height: result.get_height(), data: result.get_raw_pixels() }, orientation);
    const opaque = flattenOnWhite(oriented.data);
    const output = new PhotonImage(opaque, oriented.width, oriented.height);
    made.push(output);
    return { image: { width: oriented.width, height: oriented.height, bytes: output.get_bytes_jpeg(quality) }, pixels: opaque };
  } finally {
    for (const image of made) image.free();
  }
}

function displayedSize(source: PhotonImage, orientation: number): ImageSize {
  const width = source.get_width();
  const height = source.get_height();
  return isTransposed(orientation) ? { width: height, height: width } : { width, height };
}

/** The header avatar (32×32) and the author image (height 200) of an uploaded picture. */
export function deriveProfileImages(bytes: Uint8Array, orientation: number): { avatar: DerivedImage; author: DerivedImage } {
  const source = decode(bytes);
  try {
    const avatar = derive(source, orientation, avatarSize(), HEADER_AVATAR.quality).image;
    const author = derive(source, orientation, authorImageSize(displayedSize(source, orientation)), AUTHOR_IMAGE_QUALITY).image;
    return { avatar, author };
  } finally {
    source.free();
  }
}

/** The profile background (height 204, width up to 1200) and its average colour `#rrggbb`. */
export function deriveBackground(bytes: Uint8Array, orientation: number): { image: DerivedImage; color: string } {
  const source = decode(bytes);
  try {
    const { image, pixels } = derive(source, orientation, backgroundSize(displayedSize(source, orientation)), PROFILE_BACKGROUND.quality);
    return { image, color: averageColour(pixels) };
  } finally {
    source.free();
  }
}
