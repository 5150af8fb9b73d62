import { describe, expect, it } from 'vitest';
import { encode } from 'uqr';
import { qrPath } from '../../../src/edge/render/qr-path';

/** Draws the path back into modules: every `M x y h n v1 h-n z` run marks n modules of row y. */
function modules(size: number, d: string): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [, x, y, n] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(n); i += 1) grid[Number(y)]![Number(x) + i] = true;
  }
  return grid;
}

describe('the QR code of a room address', () => {
  for (const text of ['https://kreide.example/r/ABC234', 'http://localhost:8787/r/XYZ789', 'https://www.kreide.example/r/' + 'Q'.repeat(6)]) {
    it(`draws exactly the encoder's dark modules, with a quiet zone, for ${text}`, () => {
      const { size, d } = qrPath(text);
      const expected = encode(text, { ecc: 'M', border: 4 });
      expect(size).toBe(expected.size);
      expect(modules(size, d)).toEqual(expected.data);
      // The quiet zone: four light modules on every side.
      expect(modules(size, d).slice(0, 4).flat().some(Boolean)).toBe(false);
      expect(modules(size, d).map((row) => row.slice(0, 4)).flat().some(Boolean)).toBe(false);
    });
  }

  it('stays one short path: runs, not a rectangle per module', () => {
    const { d } = qrPath('https://kreide.example/r/ABC234');
    const dark = encode('https://kreide.example/r/ABC234', { ecc: 'M', border: 4 }).data.flat().filter(Boolean).length;
    expect(d.split('M').length - 1).toBeLessThan(dark / 1.5);
  });
});
