import { PREVIEW_IMAGE_MAX_HEIGHT } from '../../shared/constants';

export interface PreviewImageInput {
  title: string;
  page: number;
  pageCount: number;
  height: number;
  watermark: string | null;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch);

/** Wraps a title into lines of at most `width` characters, at most `lines` lines. */
function wrap(text: string, width: number, lines: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > width && line) {
      out.push(line);
      line = word;
    } else line = (line + ' ' + word).trim();
  }
  if (line) out.push(line);
  return out.slice(0, lines);
}

/**
 * A page preview drawn from the material's own title, as an A4-shaped SVG. The height is
 * capped at the preview height limit (docs/product-rules.md, "Formats"); watermarked previews carry a diagonal mark.
 */
export function previewSvg(input: PreviewImageInput): string {
  const height = Math.min(PREVIEW_IMAGE_MAX_HEIGHT, Math.max(1, Math.round(input.height)));
  const width = Math.round((height * 210) / 297);
  const lines = wrap(input.title, 18, 5)
    .map((l, i) => `<text x="20" y="${60 + i * 26}" font-size="18" font-weight="700">${escapeXml(l)}</text>`)
    .join('');
  const rules = Array.from({ length: 12 }, (_, i) => `<rect x="20" y="${180 + i * 20}" width="${150 - (i % 3) * 30}" height="6" rx="3" fill="#d8dee9"/>`).join('');
  const mark = input.watermark
    ? `<text x="105" y="200" font-size="28" fill="#bf616a" fill-opacity="0.35" text-anchor="middle" transform="rotate(-35 105 200)">${escapeXml(input.watermark)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 210 297" role="img" aria-label="${escapeXml(input.title)}"><rect width="210" height="297" fill="#fff" stroke="#4c566a"/><g font-family="sans-serif" fill="#2e3440">${lines}</g>${rules}<text x="190" y="285" font-size="10" text-anchor="end" fill="#4c566a">${input.page} / ${input.pageCount}</text>${mark}</svg>`;
}
