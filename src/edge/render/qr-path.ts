import { encode } from 'uqr';
import type { QrPath } from '../../shared/qr-path';

/**
 * A QR code of an address as one SVG path, computed at the edge so the page ships no encoder
 * (decision 022). Dark modules are merged into horizontal runs: one short path instead of a
 * rectangle per module.
 */
export function qrPath(text: string): QrPath {
  const { data, size } = encode(text, { ecc: 'M', border: 4 });
  let d = '';
  data.forEach((row, y) => {
    let x = 0;
    while (x < size) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < size && row[x]) x += 1;
      d += `M${start} ${y}h${x - start}v1h${start - x}z`;
    }
  });
  return { size, d };
}
