/** A QR code as the edge computes it (src/edge/render/qr-path.ts): its size in modules and one SVG path of the dark ones. */
export interface QrPath {
  size: number;
  d: string;
}
