/**
 * An image of a content page (docs/content.md, "Images"), made with Photon inside the Worker like
 * the profile images: decoded, scaled down to at most 1600 pixels wide, turned by its EXIF
 * orientation, transparency put on white, encoded again as JPEG. Re-encoding means nothing of the
 * uploaded file but its pixels is ever served.
 */
import { PhotonImage, SamplingFilter, resize } from '@cf-wasm/photon';
import { ImageDecodeError } from '../account/images';
import { flattenOnWhite, orientPixels } from '../account/pixels';

const MAX_WIDTH = 1600;
const QUALITY = 85;

export interface ContentImageBytes {
  width: number;
  height: number;
  bytes: Uint8Array;
}

export function deriveContentImage(bytes: Uint8Array, orientation: number): ContentImageBytes {
  let source: PhotonImage;
  try {
    source = PhotonImage.new_from_byteslice(bytes);
  } catch (error) {
    throw new ImageDecodeError(error instanceof Error ? error.message : 'decode failed');
  }
  const made: PhotonImage[] = [source];
  try {
    const transposed = orientation >= 5 && orientation <= 8;
    const shownWidth = transposed ? source.get_height() : source.get_width();
    const scale = Math.min(1, MAX_WIDTH / shownWidth);
    let scaled = source;
    if (scale < 1) {
      scaled = resize(source, Math.max(1, Math.round(source.get_width() * scale)), Math.max(1, Math.round(source.get_height() * scale)), SamplingFilter.Lanczos3);
      made.push(scaled);
    }
    const oriented = orientPixels({ width: scaled.get_width(), height: scaled.get_height(), data: scaled.get_raw_pixels() }, orientation);
    const output = new PhotonImage(flattenOnWhite(oriented.data), oriented.width, oriented.height);
    made.push(output);
    return { width: oriented.width, height: oriented.height, bytes: output.get_bytes_jpeg(QUALITY) };
  } finally {
    for (const image of made) image.free();
  }
}
