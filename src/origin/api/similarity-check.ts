import { bandKeys, estimatedJaccard, fingerprint, signatureFromHex, signatureToHex, SIMILAR_FROM } from '../domain/seller/similarity';
import { bandCandidates, materialText, sameFileMatches, storeFingerprintStatements, storeSimilarityStatements } from '../db/seller-materials';

export interface SimilarityResult {
  matches: { otherId: number; kind: 'same_file' | 'similar_text'; score: number }[];
  fingerprinted: boolean;
  candidates: number;
}

/**
 * Compares a material with every published one (docs/seller-materials.md, "Similarity"): the
 * same file by SHA-256, similar text through the LSH bands of its MinHash signature, computed
 * here from the stored text. Stores the fingerprint (so later materials are compared with it)
 * and the report staff see.
 */
export async function runSimilarityCheck(db: D1Database, materialId: number, world: string, now: Date): Promise<SimilarityResult> {
  const [sameFiles, text] = await Promise.all([sameFileMatches(db, materialId), materialText(db, materialId)]);
  const matches: SimilarityResult['matches'] = sameFiles.map((m) => ({ otherId: m.id, kind: 'same_file', score: 1 }));
  const fp = fingerprint(text);
  let candidates = 0;
  if (fp) {
    const keys = bandKeys(fp.signature);
    const found = await bandCandidates(db, materialId, keys);
    candidates = found.length;
    for (const candidate of found) {
      const other = signatureFromHex(candidate.signature);
      if (!other) continue;
      const score = estimatedJaccard(fp.signature, other);
      if (score >= SIMILAR_FROM) matches.push({ otherId: candidate.id, kind: 'similar_text', score: Math.round(score * 1000) / 1000 });
    }
  }
  await db.batch([
    ...storeFingerprintStatements(
      db,
      fp ? { materialId, world, signatureHex: signatureToHex(fp.signature), shingles: fp.shingles, bandKeys: bandKeys(fp.signature) } : { materialId, none: true },
      now,
    ),
    ...storeSimilarityStatements(db, materialId, matches, now),
  ]);
  return { matches, fingerprinted: fp !== null, candidates };
}
