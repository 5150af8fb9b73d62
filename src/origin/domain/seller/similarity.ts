/**
 * Similarity of materials (docs/seller-materials.md, "Similarity"): MinHash over word shingles of
 * a material's text, with LSH bands so that candidates are found by an indexed lookup instead of
 * a comparison with every published material. Same files are found by their SHA-256 elsewhere.
 */

/** Words per shingle. */
const SHINGLE_WORDS = 4;
const SIGNATURE_SIZE = 128;
const BANDS = 32;
const ROWS_PER_BAND = SIGNATURE_SIZE / BANDS;
/** Texts with fewer shingles say too little to compare (a title page, an empty scan). */
const MIN_SHINGLES = 10;
/** Estimated Jaccard from which two texts are reported as similar. */
export const SIMILAR_FROM = 0.4;
/** At most this many characters of a material's text are read (the files' texts joined). */
const TEXT_MAX = 400_000;

/** Murmur3's finaliser: a bijection on 32-bit integers that mixes every bit. */
function fmix32(x: number): number {
  let h = x >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Fixed seeds of the hash functions: the same signature in every worker and in the benchmark. */
const SEEDS: Uint32Array = (() => {
  const seeds = new Uint32Array(SIGNATURE_SIZE);
  let s = 0x9e3779b9;
  for (let i = 0; i < SIGNATURE_SIZE; i++) {
    s = fmix32(s + 0x6d2b79f5 + i);
    seeds[i] = s;
  }
  return seeds;
})();

function hashWord(word: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < word.length; i++) {
    h ^= word.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Lower case, marks removed, ß → ss; words are runs of letters and digits. */
export function words(text: string): string[] {
  const folded = text.slice(0, TEXT_MAX).toLowerCase().normalize('NFKD').replace(/\p{M}+/gu, '').replace(/ß/g, 'ss');
  return folded.match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** The distinct hashed shingles (SHINGLE_WORDS consecutive words) of a text. */
function shingles(text: string): Set<number> {
  const hashes = words(text).map(hashWord);
  const out = new Set<number>();
  if (hashes.length === 0) return out;
  const k = Math.min(SHINGLE_WORDS, hashes.length);
  for (let i = 0; i + k <= hashes.length; i++) {
    let h = 0;
    for (let j = 0; j < k; j++) h = fmix32(Math.imul(h, 31) + (hashes[i + j] ?? 0));
    out.add(h);
  }
  return out;
}

export interface Fingerprint {
  signature: Uint32Array;
  shingles: number;
}

/** The MinHash signature of a text; null when the text is too short to compare. */
export function fingerprint(text: string): Fingerprint | null {
  const set = shingles(text);
  if (set.size < MIN_SHINGLES) return null;
  const signature = new Uint32Array(SIGNATURE_SIZE).fill(0xffffffff);
  for (const x of set) {
    for (let i = 0; i < SIGNATURE_SIZE; i++) {
      const h = fmix32(x ^ (SEEDS[i] ?? 0));
      if (h < (signature[i] ?? 0)) signature[i] = h;
    }
  }
  return { signature, shingles: set.size };
}

/** The LSH band keys of a signature: band number in the high bits, the band's hash in the low 32. */
export function bandKeys(signature: Uint32Array): number[] {
  const keys: number[] = [];
  for (let b = 0; b < BANDS; b++) {
    let h = b + 1;
    for (let r = 0; r < ROWS_PER_BAND; r++) h = fmix32(Math.imul(h, 0x01000193) ^ (signature[b * ROWS_PER_BAND + r] ?? 0));
    keys.push(b * 2 ** 32 + h);
  }
  return keys;
}

/** The estimated Jaccard similarity: the share of equal signature positions. */
export function estimatedJaccard(a: Uint32Array, b: Uint32Array): number {
  let same = 0;
  for (let i = 0; i < SIGNATURE_SIZE; i++) if (a[i] === b[i]) same++;
  return same / SIGNATURE_SIZE;
}

/** The exact Jaccard similarity of two texts' shingle sets (tests and the benchmark's check). */
export function jaccard(a: string, b: string): number {
  const x = shingles(a);
  const y = shingles(b);
  if (x.size === 0 && y.size === 0) return 1;
  let common = 0;
  for (const h of x) if (y.has(h)) common++;
  return common / (x.size + y.size - common);
}

export function signatureToHex(signature: Uint32Array): string {
  let out = '';
  for (const v of signature) out += v.toString(16).padStart(8, '0');
  return out;
}

export function signatureFromHex(hex: string): Uint32Array | null {
  if (hex.length !== SIGNATURE_SIZE * 8 || !/^[0-9a-f]+$/.test(hex)) return null;
  const out = new Uint32Array(SIGNATURE_SIZE);
  for (let i = 0; i < SIGNATURE_SIZE; i++) out[i] = Number.parseInt(hex.slice(i * 8, i * 8 + 8), 16);
  return out;
}
