/**
 * The public variant of a preview page (docs/seller-files.md, "Previews"), made with Photon
 * inside the Worker: decoded, scaled to at most PREVIEW_IMAGE_MAX_HEIGHT pixels high (and
 * PREVIEW_MAX_WIDTH wide), transparency put on white, the Kreide watermark blended in a
 * staggered grid, encoded as JPEG.
 */
import { PhotonImage, Rgba, SamplingFilter, draw_text_with_color, resize } from '@cf-wasm/photon';
import { PREVIEW_IMAGE_MAX_HEIGHT } from '../../../shared/constants';
import { ImageDecodeError } from '../account/images';
import { flattenOnWhite } from '../account/pixels';

const PREVIEW_MAX_WIDTH = 1000;
const PREVIEW_QUALITY = 82;
const WATERMARK = 'Kreide · Vorschau';
/** How strongly the watermark covers the page (0–1). */
const WATERMARK_OPACITY = 0.35;

export interface PreviewImage {
  width: number;
  height: number;
  /** JPEG bytes. */
  bytes: Uint8Array;
}

/** The size the preview is shown at: never larger than the source, at most 500 high and 1000 wide. */
function previewSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, PREVIEW_IMAGE_MAX_HEIGHT / height, PREVIEW_MAX_WIDTH / width);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Blends `marked` (the page with the watermark drawn opaque) over `page`, into `page`. */
function blend(page: Uint8Array, marked: Uint8Array, opacity: number): void {
  for (let i = 0; i < page.length; i++) {
    const a = page[i] ?? 0;
    const b = marked[i] ?? 0;
    if (a !== b) page[i] = Math.round(a + (b - a) * opacity);
  }
}

/** The watermarked JPEG of an uploaded page image (PNG or JPEG, checked before). */
export function derivePreview(bytes: Uint8Array): PreviewImage {
  let source: PhotonImage;
  try {
    source = PhotonImage.new_from_byteslice(bytes);
  } catch (error) {
    throw new ImageDecodeError(error instanceof Error ? error.message : 'decode failed');
  }
  const made: PhotonImage[] = [source];
  try {
    const target = previewSize(source.get_width(), source.get_height());
    let scaled = source;
    if (target.width !== source.get_width() || target.height !== source.get_height()) {
      scaled = resize(source, target.width, target.height, SamplingFilter.Lanczos3);
      made.push(scaled);
    }
    const page = flattenOnWhite(scaled.get_raw_pixels());
    const marked = new PhotonImage(page.slice(), target.width, target.height);
    made.push(marked);
    const fontSize = Math.max(12, Math.round(target.height / 12));
    const stepY = fontSize * 3;
    const stepX = Math.round(fontSize * WATERMARK.length * 0.75);
    for (let row = 0, y = Math.round(fontSize / 2); y < target.height; row++, y += stepY) {
      for (let x = row % 2 === 0 ? -Math.round(stepX / 3) : Math.round(stepX / 6); x < target.width; x += stepX) {
        // Photon takes the colour by value (it is consumed), so each call gets its own.
        draw_text_with_color(marked, WATERMARK, x, y, fontSize, new Rgba(90, 90, 90, 255));
      }
    }
    blend(page, marked.get_raw_pixels(), WATERMARK_OPACITY);
    const output = new PhotonImage(page, target.width, target.height);
    made.push(output);
    return { width: target.width, height: target.height, bytes: output.get_bytes_jpeg(PREVIEW_QUALITY) };
  } finally {
    for (const image of made) image.free();
  }
}
