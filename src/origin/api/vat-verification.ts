import { latestVatVerification, recordVatVerification, type VatVerificationRow } from '../db/vat-verifications';
import { VatVerificationUnavailable, type VatVerifier } from '../providers/vat-verification';

/** How long answers are reused before the verifier is asked again (docs/commerce.md, "Reverse charge"). */
const VERIFIED_REUSE_MS = 7 * 24 * 3600_000;
const REFUSED_REUSE_MS = 3600_000;
/** While the verifier cannot answer, a valid answer up to this old still counts. */
const OUTAGE_GRACE_MS = 30 * 24 * 3600_000;

export type VatIdVerdict = { status: 'verified'; verification: VatVerificationRow } | { status: 'refused' } | { status: 'unavailable' };

function age(row: VatVerificationRow, now: Date): number {
  return now.getTime() - Date.parse(row.checked_at);
}

/**
 * Whether a business's VAT id is confirmed by the configured verifier: a recent stored answer,
 * else a new question (its answer is stored). Never throws for an outage: that is 'unavailable'.
 */
export async function verifyVatId(db: D1Database, verifier: VatVerifier, id: { vatId: string; prefix: string; number: string }, now: Date): Promise<VatIdVerdict> {
  const latest = await latestVatVerification(db, id.vatId, verifier.name);
  if (latest?.valid === 1 && age(latest, now) <= VERIFIED_REUSE_MS) return { status: 'verified', verification: latest };
  if (latest?.valid === 0 && age(latest, now) <= REFUSED_REUSE_MS) return { status: 'refused' };
  let answer;
  try {
    answer = await verifier.verify(id.prefix, id.number);
  } catch (error) {
    if (!(error instanceof VatVerificationUnavailable)) throw error;
    console.warn('vat id verification unavailable', error.message);
    // Only the newest answer counts: a later refusal is never overruled by an older confirmation.
    if (latest?.valid === 1 && age(latest, now) <= OUTAGE_GRACE_MS) return { status: 'verified', verification: latest };
    return { status: 'unavailable' };
  }
  const row = await recordVatVerification(db, { vatId: id.vatId, country: id.prefix, verifier: verifier.name, ...answer }, now);
  return answer.valid ? { status: 'verified', verification: row } : { status: 'refused' };
}
