/**
 * SQL of the earnings part of the seller area (docs/seller-earnings.md): payout data, download
 * and view counters, statistics, the royalty ledger, credit notes, payouts and DAC7 sums.
 */
import type { PayoutDetailsInput } from '../../shared/schemas/seller-earnings';
import type { PayoutDetailsFacts } from '../domain/seller/payout-details';

export interface PayoutDetailsRow {
  entity_type: 'individual' | 'company';
  legal_name: string;
  street: string;
  postal_code: string;
  city: string;
  country: string;
  tax_number: string;
  vat_id: string;
  small_business: number;
  birth_date: string | null;
  updated_at: string;
}

export async function isSeller(db: D1Database, userId: number): Promise<boolean> {
  const row = await db.prepare('SELECT is_seller FROM users WHERE id = ?').bind(userId).first<{ is_seller: number }>();
  return row?.is_seller === 1;
}

export async function loadPayoutDetails(db: D1Database, userId: number): Promise<PayoutDetailsRow | null> {
  return db
    .prepare('SELECT entity_type, legal_name, street, postal_code, city, country, tax_number, vat_id, small_business, birth_date, updated_at FROM payout_details WHERE user_id = ?')
    .bind(userId)
    .first<PayoutDetailsRow>();
}

export function payoutFacts(row: PayoutDetailsRow): PayoutDetailsFacts {
  return {
    entityType: row.entity_type,
    legalName: row.legal_name,
    street: row.street,
    postalCode: row.postal_code,
    city: row.city,
    country: row.country,
    taxNumber: row.tax_number,
    vatId: row.vat_id,
    smallBusiness: row.small_business === 1,
    birthDate: row.birth_date,
  };
}

export async function savePayoutDetails(db: D1Database, userId: number, d: PayoutDetailsInput, now: Date): Promise<void> {
  await db
    .prepare(
      `INSERT INTO payout_details (user_id, entity_type, legal_name, street, postal_code, city, country, tax_number, vat_id, small_business, birth_date, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (user_id) DO UPDATE SET entity_type = excluded.entity_type, legal_name = excluded.legal_name, street = excluded.street,
         postal_code = excluded.postal_code, city = excluded.city, country = excluded.country, tax_number = excluded.tax_number,
         vat_id = excluded.vat_id, small_business = excluded.small_business, birth_date = excluded.birth_date, updated_at = excluded.updated_at`,
    )
    .bind(
      userId,
      d.entity_type,
      d.legal_name,
      d.street,
      d.postal_code,
      d.city,
      d.country,
      d.tax_number,
      d.vat_id,
      d.small_business ? 1 : 0,
      d.entity_type === 'individual' && d.birth_date ? d.birth_date : null,
      now.toISOString(),
    )
    .run();
}

/** Counts one download of a material's file for the material's world and the day (UTC); a failed count never fails the download. */
export async function recordDownload(db: D1Database, materialId: number, now: Date = new Date()): Promise<void> {
  await db
    .prepare(
      `INSERT INTO material_downloads_daily (material_id, world, day, downloads) SELECT id, world, ?, 1 FROM materials WHERE id = ?
       ON CONFLICT (material_id, world, day) DO UPDATE SET downloads = downloads + 1`,
    )
    .bind(now.toISOString().slice(0, 10), materialId)
    .run()
    .catch((error: unknown) => console.warn('download not counted', error));
}

/** Counts material page views (one per id listed; unknown materials are ignored). */
export async function recordViews(db: D1Database, materialIds: number[], now: Date): Promise<void> {
  if (materialIds.length === 0) return;
  const day = now.toISOString().slice(0, 10);
  await db.batch(
    materialIds.map((id) =>
      db
        .prepare(
          `INSERT INTO material_views_daily (material_id, world, day, views) SELECT id, world, ?, 1 FROM materials WHERE id = ?
           ON CONFLICT (material_id, world, day) DO UPDATE SET views = views + 1`,
        )
        .bind(day, id),
    ),
  );
}

export interface StatisticsFilter {
  authorId: number;
  /** YYYY-MM-DD, both included. */
  from: string;
  to: string;
  world: string | null;
  materialId: number | null;
  currency: string;
  interval: 'day' | 'month';
}

interface MaterialAggregate {
  id: number;
  title: string;
  world: string;
  sales: number;
  refunds: number;
  downloads: number;
  views: number;
  net: number;
  royalty: number;
}

/** The author's own materials (not deleted), narrowed by world and material: ?1 author, ?2 world, ?3 material. */
const MINE = `SELECT id FROM materials WHERE author_id = ?1 AND deleted_at IS NULL AND (?2 IS NULL OR world = ?2) AND (?3 IS NULL OR id = ?3)`;

export async function statisticsByMaterial(db: D1Database, f: StatisticsFilter): Promise<MaterialAggregate[]> {
  const end = nextDay(f.to);
  const { results } = await db
    .prepare(
      `WITH r AS (
         SELECT material_id, SUM(kind = 'sale') AS sales, SUM(kind = 'refund') AS refunds,
           SUM(CASE WHEN currency = ?6 THEN net ELSE 0 END) AS net, SUM(CASE WHEN currency = ?6 THEN amount ELSE 0 END) AS royalty
         FROM royalties WHERE author_id = ?1 AND created_at >= ?4 AND created_at < ?7 AND material_id IN (${MINE}) GROUP BY material_id),
       d AS (SELECT material_id, SUM(downloads) AS n FROM material_downloads_daily WHERE day >= ?4 AND day <= ?5 AND material_id IN (${MINE}) GROUP BY material_id),
       v AS (SELECT material_id, SUM(views) AS n FROM material_views_daily WHERE day >= ?4 AND day <= ?5 AND material_id IN (${MINE}) GROUP BY material_id)
       SELECT m.id, m.title, m.world, COALESCE(r.sales, 0) AS sales, COALESCE(r.refunds, 0) AS refunds, COALESCE(d.n, 0) AS downloads,
         COALESCE(v.n, 0) AS views, COALESCE(r.net, 0) AS net, COALESCE(r.royalty, 0) AS royalty
       FROM materials m LEFT JOIN r ON r.material_id = m.id LEFT JOIN d ON d.material_id = m.id LEFT JOIN v ON v.material_id = m.id
       WHERE m.id IN (${MINE})
       ORDER BY royalty DESC, sales DESC, views DESC, m.id DESC LIMIT 1000`,
    )
    .bind(f.authorId, f.world, f.materialId, f.from, f.to, f.currency, end)
    .all<MaterialAggregate>();
  return results;
}

export interface SeriesRow {
  period: string;
  sales: number;
  downloads: number;
  views: number;
  net: number;
  royalty: number;
}

export async function statisticsSeries(db: D1Database, f: StatisticsFilter): Promise<SeriesRow[]> {
  const len = f.interval === 'day' ? 10 : 7;
  const end = nextDay(f.to);
  const [sales, downloads, views] = await db.batch<{ period: string; a: number; b: number; c: number }>([
    db
      .prepare(
        `SELECT substr(created_at, 1, ${len}) AS period, SUM(CASE WHEN kind = 'sale' THEN 1 ELSE -1 END) AS a,
           SUM(CASE WHEN currency = ?6 THEN net ELSE 0 END) AS b, SUM(CASE WHEN currency = ?6 THEN amount ELSE 0 END) AS c
         FROM royalties WHERE author_id = ?1 AND created_at >= ?4 AND created_at < ?7 AND material_id IN (${MINE}) GROUP BY period`,
      )
      .bind(f.authorId, f.world, f.materialId, f.from, f.to, f.currency, end),
    db
      .prepare(
        `SELECT substr(day, 1, ${len}) AS period, SUM(downloads) AS a, 0 AS b, 0 AS c FROM material_downloads_daily
         WHERE day >= ?4 AND day <= ?5 AND material_id IN (${MINE}) GROUP BY period`,
      )
      .bind(f.authorId, f.world, f.materialId, f.from, f.to),
    db
      .prepare(
        `SELECT substr(day, 1, ${len}) AS period, SUM(views) AS a, 0 AS b, 0 AS c FROM material_views_daily
         WHERE day >= ?4 AND day <= ?5 AND material_id IN (${MINE}) GROUP BY period`,
      )
      .bind(f.authorId, f.world, f.materialId, f.from, f.to),
  ]);
  const points = new Map<string, SeriesRow>();
  const at = (period: string) => {
    let point = points.get(period);
    if (!point) {
      point = { period, sales: 0, downloads: 0, views: 0, net: 0, royalty: 0 };
      points.set(period, point);
    }
    return point;
  };
  for (const row of sales?.results ?? []) Object.assign(at(row.period), { sales: row.a, net: row.b, royalty: row.c });
  for (const row of downloads?.results ?? []) at(row.period).downloads = row.a;
  for (const row of views?.results ?? []) at(row.period).views = row.a;
  return [...points.values()];
}

/** The worlds the author has materials in. */
export async function authorWorlds(db: D1Database, authorId: number): Promise<string[]> {
  const { results } = await db.prepare('SELECT DISTINCT world FROM materials WHERE author_id = ? AND deleted_at IS NULL ORDER BY world').bind(authorId).all<{ world: string }>();
  return results.map((r) => r.world);
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

export interface LedgerRow {
  id: number;
  kind: 'sale' | 'refund';
  material_id: number;
  title: string;
  order_id: string;
  currency: string;
  net: number;
  rate_bp: number;
  amount: number;
  created_at: string;
}

/** The newest royalty lines of the author (sales and refunds). */
export async function royaltyLedger(db: D1Database, authorId: number, limit: number): Promise<LedgerRow[]> {
  const { results } = await db
    .prepare(
      `SELECT r.id, r.kind, r.material_id, COALESCE(m.title, '') AS title, o.public_id AS order_id, r.currency, r.net, r.rate_bp, r.amount, r.created_at
       FROM royalties r JOIN orders o ON o.id = r.order_id LEFT JOIN materials m ON m.id = r.material_id
       WHERE r.author_id = ? ORDER BY r.id DESC LIMIT ?`,
    )
    .bind(authorId, limit)
    .all<LedgerRow>();
  return results;
}

export async function activeMaterialCount(db: D1Database, authorId: number): Promise<number> {
  const row = await db
    .prepare('SELECT COUNT(*) AS n FROM materials WHERE author_id = ? AND is_active = 1 AND deleted_at IS NULL')
    .bind(authorId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

// ---------------------------------------------------------------------------------------------
// Credit notes

export interface UncreditedMonth {
  author_id: number;
  period: string;
  currency: string;
  sales: number;
  refunds: number;
  sales_net: number;
  royalty: number;
}

/** Months before `before` (ISO) with royalties and no credit note yet, per author and currency. */
export async function uncreditedMonths(db: D1Database, before: string, authorId: number | null = null): Promise<UncreditedMonth[]> {
  const { results } = await db
    .prepare(
      `SELECT r.author_id, substr(r.created_at, 1, 7) AS period, r.currency, SUM(r.kind = 'sale') AS sales, SUM(r.kind = 'refund') AS refunds,
         SUM(r.net) AS sales_net, SUM(r.amount) AS royalty
       FROM royalties r
       WHERE r.created_at < ? AND (? IS NULL OR r.author_id = ?)
         AND NOT EXISTS (SELECT 1 FROM credit_notes c WHERE c.author_id = r.author_id AND c.period = substr(r.created_at, 1, 7) AND c.currency = r.currency)
       GROUP BY r.author_id, period, r.currency ORDER BY period, r.author_id, r.currency`,
    )
    .bind(before, authorId, authorId)
    .all<UncreditedMonth>();
  return results;
}

export interface NewCreditNote extends UncreditedMonth {
  year: number;
  vatRule: string;
  vatRateBp: number;
  vatAmount: number;
  total: number;
  recipient: string;
  issuedAt: string;
}

/**
 * Issues one credit note with the next number of its year, once: the number is drawn only when
 * no note exists for the author, month and currency, in the same batch as the insert.
 */
export async function insertCreditNote(db: D1Database, n: NewCreditNote): Promise<boolean> {
  const absent = 'NOT EXISTS (SELECT 1 FROM credit_notes WHERE author_id = ? AND period = ? AND currency = ?)';
  const [, , insert] = await db.batch([
    db.prepare('INSERT INTO credit_note_sequences (year, last) VALUES (?, 0) ON CONFLICT (year) DO NOTHING').bind(n.year),
    db.prepare(`UPDATE credit_note_sequences SET last = last + 1 WHERE year = ? AND ${absent}`).bind(n.year, n.author_id, n.period, n.currency),
    db
      .prepare(
        `INSERT INTO credit_notes (author_id, period, currency, year, seq, number, sales, refunds, sales_net, royalty, vat_rule, vat_rate_bp, vat_amount, total, recipient, issued_at)
         SELECT ?, ?, ?, ?, s.last, printf('GS-%d-%06d', ?, s.last), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?
         FROM credit_note_sequences s WHERE s.year = ? AND ${absent}`,
      )
      .bind(
        n.author_id, n.period, n.currency, n.year, n.year, n.sales, n.refunds, n.sales_net, n.royalty, n.vatRule, n.vatRateBp, n.vatAmount, n.total,
        n.recipient, n.issuedAt, n.year, n.author_id, n.period, n.currency,
      ),
  ]);
  return (insert?.meta.changes ?? 0) > 0;
}

export interface CreditNoteRow {
  id: number;
  author_id: number;
  period: string;
  currency: string;
  number: string;
  sales: number;
  refunds: number;
  sales_net: number;
  royalty: number;
  vat_rule: string;
  vat_rate_bp: number;
  vat_amount: number;
  total: number;
  recipient: string;
  issued_at: string;
}

const CREDIT_NOTE_COLUMNS = 'id, author_id, period, currency, number, sales, refunds, sales_net, royalty, vat_rule, vat_rate_bp, vat_amount, total, recipient, issued_at';

export async function listCreditNotes(db: D1Database, authorId: number): Promise<CreditNoteRow[]> {
  const { results } = await db.prepare(`SELECT ${CREDIT_NOTE_COLUMNS} FROM credit_notes WHERE author_id = ? ORDER BY period DESC, id DESC LIMIT 120`).bind(authorId).all<CreditNoteRow>();
  return results;
}

export async function findCreditNote(db: D1Database, id: number): Promise<CreditNoteRow | null> {
  return db.prepare(`SELECT ${CREDIT_NOTE_COLUMNS} FROM credit_notes WHERE id = ?`).bind(id).first<CreditNoteRow>();
}

export interface CreditNoteLine {
  material_id: number;
  title: string;
  sales: number;
  refunds: number;
  net: number;
  amount: number;
}

/** The credit note's lines: the month's royalties summed per material. */
export async function creditNoteLines(db: D1Database, note: CreditNoteRow, from: string, to: string): Promise<CreditNoteLine[]> {
  const { results } = await db
    .prepare(
      `SELECT r.material_id, COALESCE(m.title, '') AS title, SUM(r.kind = 'sale') AS sales, SUM(r.kind = 'refund') AS refunds, SUM(r.net) AS net, SUM(r.amount) AS amount
       FROM royalties r LEFT JOIN materials m ON m.id = r.material_id
       WHERE r.author_id = ? AND r.currency = ? AND r.created_at >= ? AND r.created_at < ?
       GROUP BY r.material_id ORDER BY r.material_id`,
    )
    .bind(note.author_id, note.currency, from, to)
    .all<CreditNoteLine>();
  return results;
}

/** Credited (credit notes) less paid out, and royalties not yet on a credit note, in one currency. */
export async function balanceOf(db: D1Database, authorId: number, currency: string): Promise<{ balance: number; pending: number }> {
  const row = await db
    .prepare(
      `SELECT (SELECT COALESCE(SUM(total), 0) FROM credit_notes WHERE author_id = ?1 AND currency = ?2)
            - (SELECT COALESCE(SUM(amount), 0) FROM payouts WHERE author_id = ?1 AND currency = ?2) AS balance,
              (SELECT COALESCE(SUM(r.amount), 0) FROM royalties r WHERE r.author_id = ?1 AND r.currency = ?2 AND NOT EXISTS
                (SELECT 1 FROM credit_notes c WHERE c.author_id = r.author_id AND c.currency = r.currency AND c.period = substr(r.created_at, 1, 7))) AS pending`,
    )
    .bind(authorId, currency)
    .first<{ balance: number; pending: number }>();
  return { balance: row?.balance ?? 0, pending: row?.pending ?? 0 };
}

// ---------------------------------------------------------------------------------------------
// Payouts

export interface PayoutCandidate {
  author_id: number;
  balance: number;
  account_holder: string | null;
  iban: string | null;
  bic: string | null;
  details: PayoutDetailsRow | null;
}

/** Authors with a positive euro balance, with their bank and payout data. */
export async function payoutCandidates(db: D1Database): Promise<PayoutCandidate[]> {
  const { results } = await db
    .prepare(
      `SELECT a.author_id, a.balance, b.account_holder, b.iban, b.bic,
         p.entity_type, p.legal_name, p.street, p.postal_code, p.city, p.country, p.tax_number, p.vat_id, p.small_business, p.birth_date, p.updated_at
       FROM (SELECT author_id, SUM(total) - COALESCE((SELECT SUM(amount) FROM payouts x WHERE x.author_id = c.author_id AND x.currency = 'EUR'), 0) AS balance
             FROM credit_notes c WHERE currency = 'EUR' GROUP BY author_id) a
       LEFT JOIN bank_details b ON b.user_id = a.author_id LEFT JOIN payout_details p ON p.user_id = a.author_id
       WHERE a.balance > 0 ORDER BY a.author_id`,
    )
    .all<Record<string, unknown>>();
  return results.map((r) => ({
    author_id: r.author_id as number,
    balance: r.balance as number,
    account_holder: (r.account_holder as string | null) ?? null,
    iban: (r.iban as string | null) ?? null,
    bic: (r.bic as string | null) ?? null,
    details: r.entity_type ? (r as unknown as PayoutDetailsRow) : null,
  }));
}

/**
 * Records the payout of the author's whole euro balance for the run, once per author and run.
 * The amount is computed in the statement, and nothing is written below `threshold`.
 */
export async function insertPayout(
  db: D1Database,
  p: { authorId: number; period: string; accountHolder: string; iban: string; bic: string; threshold: number; now: Date },
): Promise<boolean> {
  const balance = `(SELECT COALESCE(SUM(total), 0) FROM credit_notes WHERE author_id = ?1 AND currency = 'EUR')
    - (SELECT COALESCE(SUM(amount), 0) FROM payouts WHERE author_id = ?1 AND currency = 'EUR')`;
  const result = await db
    .prepare(
      `INSERT INTO payouts (author_id, period, currency, amount, account_holder, iban, bic, created_at)
       SELECT ?1, ?2, 'EUR', ${balance}, ?3, ?4, ?5, ?6 WHERE ${balance} >= ?7
       ON CONFLICT (author_id, period, currency) DO NOTHING`,
    )
    .bind(p.authorId, p.period, p.accountHolder, p.iban, p.bic, p.now.toISOString(), p.threshold)
    .run();
  return result.meta.changes > 0;
}

export interface PayoutRow {
  id: number;
  author_id: number;
  period: string;
  currency: string;
  amount: number;
  account_holder: string;
  iban: string;
  bic: string;
  created_at: string;
}

export async function payoutsOfPeriod(db: D1Database, period: string): Promise<PayoutRow[]> {
  const { results } = await db
    .prepare('SELECT id, author_id, period, currency, amount, account_holder, iban, bic, created_at FROM payouts WHERE period = ? ORDER BY id')
    .bind(period)
    .all<PayoutRow>();
  return results;
}

export async function payoutsOf(db: D1Database, authorId: number): Promise<PayoutRow[]> {
  const { results } = await db
    .prepare('SELECT id, author_id, period, currency, amount, account_holder, iban, bic, created_at FROM payouts WHERE author_id = ? ORDER BY id DESC LIMIT 60')
    .bind(authorId)
    .all<PayoutRow>();
  return results;
}

// ---------------------------------------------------------------------------------------------
// DAC7

export interface Dac7Row {
  author_id: number;
  email: string;
  public_name: string | null;
  quarter: number;
  currency: string;
  sales: number;
  refunds: number;
  net: number;
  royalty: number;
}

/** Per seller and quarter of the year: sales, refunds, net and royalty (what was credited). */
export async function dac7Sums(db: D1Database, year: number): Promise<Dac7Row[]> {
  const { results } = await db
    .prepare(
      `SELECT r.author_id, u.email, u.public_name, (CAST(substr(r.created_at, 6, 2) AS INTEGER) + 2) / 3 AS quarter, r.currency,
         SUM(r.kind = 'sale') AS sales, SUM(r.kind = 'refund') AS refunds, SUM(r.net) AS net, SUM(r.amount) AS royalty
       FROM royalties r JOIN users u ON u.id = r.author_id
       WHERE r.created_at >= ? AND r.created_at < ?
       GROUP BY r.author_id, quarter, r.currency ORDER BY r.author_id, quarter`,
    )
    .bind(`${year}-01-01`, `${year + 1}-01-01`)
    .all<Dac7Row>();
  return results;
}

export async function payoutDetailsOf(db: D1Database, userIds: number[]): Promise<Map<number, PayoutDetailsRow>> {
  if (userIds.length === 0) return new Map();
  const marks = userIds.map(() => '?').join(',');
  const { results } = await db
    .prepare(
      `SELECT user_id, entity_type, legal_name, street, postal_code, city, country, tax_number, vat_id, small_business, birth_date, updated_at
       FROM payout_details WHERE user_id IN (${marks})`,
    )
    .bind(...userIds)
    .all<PayoutDetailsRow & { user_id: number }>();
  return new Map(results.map((r) => [r.user_id, r]));
}

// ---------------------------------------------------------------------------------------------
// The buy box

/** Who the user is to the material: its author, an owner (bought, or through the school), or neither. */
export async function materialRelation(db: D1Database, userId: number, schoolId: number | null, materialId: number): Promise<'author' | 'owner' | 'none'> {
  const row = await db
    .prepare(
      `SELECT (SELECT author_id FROM materials WHERE id = ?1) = ?2 AS author,
         EXISTS (SELECT 1 FROM purchases WHERE material_id = ?1 AND (user_id = ?2 OR (school_id IS NOT NULL AND school_id = ?3))) AS owner`,
    )
    .bind(materialId, userId, schoolId ?? -1)
    .first<{ author: number | null; owner: number }>();
  if (row?.author === 1) return 'author';
  return row?.owner === 1 ? 'owner' : 'none';
}
