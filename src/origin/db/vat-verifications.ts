/** Stored answers of the VAT id verifier (migrations/0009_vat_verification.sql, docs/commerce.md). */

export interface VatVerificationRow {
  id: number;
  vat_id: string;
  country: string;
  verifier: string;
  valid: number;
  name: string | null;
  address: string | null;
  consultation_number: string | null;
  checked_at: string;
}

/** The newest answer about an id from this verifier, if any. */
export async function latestVatVerification(db: D1Database, vatId: string, verifier: string): Promise<VatVerificationRow | null> {
  return db
    .prepare(
      `SELECT id, vat_id, country, verifier, valid, name, address, consultation_number, checked_at
       FROM vat_verifications WHERE vat_id = ? AND verifier = ? ORDER BY checked_at DESC, id DESC LIMIT 1`,
    )
    .bind(vatId, verifier)
    .first<VatVerificationRow>();
}

export async function recordVatVerification(
  db: D1Database,
  v: { vatId: string; country: string; verifier: string; valid: boolean; name: string | null; address: string | null; consultationNumber: string | null },
  now: Date,
): Promise<VatVerificationRow> {
  const row = await db
    .prepare(
      `INSERT INTO vat_verifications (vat_id, country, verifier, valid, name, address, consultation_number, checked_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       RETURNING id, vat_id, country, verifier, valid, name, address, consultation_number, checked_at`,
    )
    .bind(v.vatId, v.country, v.verifier, v.valid ? 1 : 0, v.name, v.address, v.consultationNumber, now.toISOString())
    .first<VatVerificationRow>();
  if (!row) throw new Error('vat verification was not stored');
  return row;
}
