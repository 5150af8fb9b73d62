/** A user's school, as far as buying needs it (invoice purchase, school licences). */
export interface SchoolMembership {
  schoolId: number;
  schoolName: string;
  role: 'master' | 'member';
  isVerified: boolean;
  country: string;
  vatId: string | null;
  invoiceEmail: string | null;
}

export async function findSchoolMembership(db: D1Database, userId: number): Promise<SchoolMembership | null> {
  const row = await db
    .prepare(
      `SELECT s.id, s.name, sm.role, s.is_verified, s.country, s.vat_id, s.invoice_email
       FROM school_members sm JOIN schools s ON s.id = sm.school_id WHERE sm.user_id = ?`,
    )
    .bind(userId)
    .first<{ id: number; name: string; role: 'master' | 'member'; is_verified: number; country: string; vat_id: string | null; invoice_email: string | null }>();
  if (!row) return null;
  return {
    schoolId: row.id,
    schoolName: row.name,
    role: row.role,
    isVerified: row.is_verified === 1,
    country: row.country,
    vatId: row.vat_id,
    invoiceEmail: row.invoice_email,
  };
}

/** Where the school wants its invoices; null when it named no address. */
export async function schoolInvoiceEmail(db: D1Database, schoolId: number): Promise<string | null> {
  const row = await db.prepare('SELECT invoice_email FROM schools WHERE id = ?').bind(schoolId).first<{ invoice_email: string | null }>();
  return row?.invoice_email ?? null;
}
