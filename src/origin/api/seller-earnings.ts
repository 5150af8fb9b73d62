/**
 * The earnings part of the seller area (docs/seller-earnings.md): payout data, statistics and
 * their CSV, the royalty ledger and balance, monthly credit notes (made by the scheduled job),
 * the buy box's relation call, and the staff exports (SEPA payouts, DAC7).
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { OriginEnv } from '../env';
import {
  payoutDetailsSchema,
  periodSchema,
  statisticsQuerySchema,
  yearSchema,
  type Earnings,
  type MaterialRelation,
  type PayoutDetailsAnswer,
  type PayoutDetailsInput,
  type Statistics,
  type StatisticsQuery,
} from '../../shared/schemas/seller-earnings';
import { fileIdParamSchema } from '../../shared/schemas/commerce';
import { createTranslator } from '../../shared/i18n/translator';
import { isWorld, worldLanguage, type Language } from '../../shared/worlds';
import { requireUser } from '../http/auth';
import { ApiError } from '../http/errors';
import { requireStaff } from '../http/staff';
import { requestWorld } from '../http/world';
import { validJson, validParam, validQuery } from '../http/validate';
import { findSchoolMembership } from '../db/schools';
import { loadBankDetails } from '../db/account-settings';
import { materialFiles } from '../db/materials';
import {
  activeMaterialCount,
  authorWorlds,
  balanceOf,
  creditNoteLines,
  dac7Sums,
  findCreditNote,
  insertCreditNote,
  insertPayout,
  isSeller,
  listCreditNotes,
  loadPayoutDetails,
  materialRelation,
  payoutCandidates,
  payoutDetailsOf,
  payoutFacts,
  payoutsOf,
  payoutsOfPeriod,
  royaltyLedger,
  savePayoutDetails,
  statisticsByMaterial,
  statisticsSeries,
  uncreditedMonths,
  type PayoutDetailsRow,
  type StatisticsFilter,
} from '../db/seller-earnings';
import { isPlausibleBirthDate, missingPayoutFields, missingReportingFields, type BankFacts } from '../domain/seller/payout-details';
import { creditNoteVat, isPayable, monthBounds, PAYOUT_THRESHOLD, tierInfo, vatOn } from '../domain/seller/earnings';
import { csvFormatFor, toCsv, type CsvCell } from '../domain/seller/csv';
import { sepaCreditTransferXml } from '../domain/seller/sepa';
import { renderCreditNotePdf, type CreditNoteLabels } from '../domain/seller/credit-note-pdf';
import { r2FontSource } from './pdf-font-source';
import { sellerOfRecord } from '../domain/commerce/platform';
import { isValidVatId } from '../domain/account/vat-id';
import { isIsoCountry } from '../domain/account/countries';
import { isValidIban, normaliseIban } from '../domain/account/iban';
import { isValidBic, normaliseBic } from '../domain/account/bic';

type Ctx = Context<{ Bindings: OriginEnv }>;

/** A signed-in seller (`users.is_seller = 1`), else 403 `not_seller`. */
async function requireSeller(c: Ctx): Promise<number> {
  const { userId } = await requireUser(c);
  if (!(await isSeller(c.env.DB, userId))) throw new ApiError(403, 'not_seller', 'Only sellers have earnings.');
  return userId;
}

function detailsAnswer(row: PayoutDetailsRow | null): PayoutDetailsInput | null {
  if (!row) return null;
  return {
    entity_type: row.entity_type,
    legal_name: row.legal_name,
    street: row.street,
    postal_code: row.postal_code,
    city: row.city,
    country: row.country,
    tax_number: row.tax_number,
    vat_id: row.vat_id,
    small_business: row.small_business === 1,
    birth_date: row.birth_date,
  };
}

function bankFacts(row: { account_holder: string; iban: string; bic: string } | null): BankFacts | null {
  return row ? { accountHolder: row.account_holder, iban: row.iban, bic: row.bic } : null;
}

async function payoutState(db: D1Database, userId: number): Promise<PayoutDetailsAnswer> {
  const [row, bank] = await Promise.all([loadPayoutDetails(db, userId), loadBankDetails(db, userId)]);
  const missing = missingPayoutFields(row ? payoutFacts(row) : null, bankFacts(bank));
  return {
    details: detailsAnswer(row),
    bank: bank ? { accountHolder: bank.account_holder, ibanMasked: `${bank.iban.slice(0, 4)} •••• ${bank.iban.slice(-4)}` } : null,
    missing,
    complete: missing.length === 0,
  };
}

function todayIso(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** The statistics filter: the last 12 months by default, at most 366 days by day and ten years by month. */
function statisticsFilter(authorId: number, q: StatisticsQuery, now: Date): StatisticsFilter {
  const to = q.to ?? todayIso(now);
  const defaultFrom = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1)).toISOString().slice(0, 10);
  const from = q.from ?? defaultFrom;
  if (Number.isNaN(Date.parse(from)) || Number.isNaN(Date.parse(to)) || from > to) throw new ApiError(400, 'invalid_period', 'The period must run from an earlier to a later date.');
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
  if (q.interval === 'day' && days > 366) throw new ApiError(400, 'invalid_period', 'Daily figures cover at most a year.');
  if (days > 3660) throw new ApiError(400, 'invalid_period', 'The period covers at most ten years.');
  if (q.in !== undefined && !isWorld(q.in)) throw new ApiError(400, 'invalid_world', 'Unknown world.');
  return { authorId, from, to, world: q.in ?? null, materialId: q.material ?? null, currency: q.currency, interval: q.interval };
}

/** Every day or month of the period, so a chart has no gaps. */
function periodsOf(from: string, to: string, interval: 'day' | 'month'): string[] {
  const out: string[] = [];
  const cursor = new Date(`${from}T00:00:00Z`);
  if (interval === 'month') cursor.setUTCDate(1);
  const end = interval === 'day' ? to : to.slice(0, 7);
  for (;;) {
    const key = interval === 'day' ? cursor.toISOString().slice(0, 10) : cursor.toISOString().slice(0, 7);
    if (key > end || out.length > 4000) break;
    out.push(key);
    if (interval === 'day') cursor.setUTCDate(cursor.getUTCDate() + 1);
    else cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  }
  return out;
}

async function authorStatistics(db: D1Database, authorId: number, q: StatisticsQuery, now: Date): Promise<Statistics> {
  const f = statisticsFilter(authorId, q, now);
  const [materials, series, worlds] = await Promise.all([statisticsByMaterial(db, f), statisticsSeries(db, f), authorWorlds(db, authorId)]);
  const byPeriod = new Map(series.map((p) => [p.period, p]));
  const filled = periodsOf(f.from, f.to, f.interval).map((period) => byPeriod.get(period) ?? { period, sales: 0, downloads: 0, views: 0, net: 0, royalty: 0 });
  const totals = materials.reduce(
    (sum, m) => ({
      sales: sum.sales + m.sales - m.refunds,
      refunds: sum.refunds + m.refunds,
      downloads: sum.downloads + m.downloads,
      views: sum.views + m.views,
      net: sum.net + m.net,
      royalty: sum.royalty + m.royalty,
    }),
    { sales: 0, refunds: 0, downloads: 0, views: 0, net: 0, royalty: 0 },
  );
  return { from: f.from, to: f.to, interval: f.interval, currency: f.currency, worlds, totals, materials, series: filled };
}

const CSV_COLUMNS = ['material', 'title', 'world', 'sales', 'refunds', 'downloads', 'views', 'net', 'royalty'] as const;

function statisticsCsv(stats: Statistics, language: Language): string {
  const i18n = createTranslator(language);
  const header = CSV_COLUMNS.map((key) => i18n.t(`cabinet-sales:sales.csv.${key}`, { currency: stats.currency }));
  const rows: CsvCell[][] = stats.materials.map((m) => [
    { count: m.id },
    { text: m.title },
    { text: m.world },
    { count: m.sales },
    { count: m.refunds },
    { count: m.downloads },
    { count: m.views },
    { amount: m.net },
    { amount: m.royalty },
  ]);
  return toCsv(header, rows, csvFormatFor(language));
}

function csvResponse(body: string, name: string): Response {
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}

const CREDIT_NOTE_LABEL_KEYS: (keyof CreditNoteLabels)[] = [
  'title', 'selfBilling', 'number', 'date', 'period', 'issuer', 'recipient', 'taxNumber', 'vatId', 'material', 'sales', 'refunds', 'net', 'royalty', 'vat', 'total', 'page',
];

function creditNoteLabels(language: Language, vatRule: string): CreditNoteLabels {
  const i18n = createTranslator(language);
  const labels = {} as CreditNoteLabels;
  for (const key of CREDIT_NOTE_LABEL_KEYS) {
    if (key === 'vatNote') continue;
    labels[key] = i18n.t(`cabinet-sales:earnings.pdf.${key}`, { interpolation: { skipOnVariables: true } });
  }
  labels.vatNote = vatRule === 'vat' ? '' : i18n.t(`cabinet-sales:earnings.vatNote.${vatRule}`);
  return labels;
}

interface Recipient {
  name: string;
  addressLines: string[];
  country: string;
  taxNumber: string;
  vatId: string;
  entityType: string;
}

function recipientOf(row: PayoutDetailsRow): Recipient {
  return {
    name: row.legal_name,
    addressLines: [row.street, `${row.postal_code} ${row.city}`.trim(), row.country].filter((line) => line !== ''),
    country: row.country,
    taxNumber: row.tax_number,
    vatId: row.vat_id,
    entityType: row.entity_type,
  };
}

/**
 * The monthly credit note run: every month before the current one with royalties and no credit
 * note yet gets one per author and currency, numbered in order; authors whose payout data is not
 * complete are skipped until it is (their royalties wait, nothing is lost). Idempotent.
 */
export async function issueCreditNotes(env: OriginEnv, now: Date, authorId: number | null = null): Promise<{ issued: number; waiting: number }> {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();
  const months = await uncreditedMonths(env.DB, monthStart, authorId);
  const details = await payoutDetailsOf(env.DB, [...new Set(months.map((m) => m.author_id))]);
  let issued = 0;
  let waiting = 0;
  for (const month of months) {
    const row = details.get(month.author_id);
    const bank = await loadBankDetails(env.DB, month.author_id);
    if (!row || missingPayoutFields(payoutFacts(row), bankFacts(bank)).length > 0) {
      waiting += 1;
      continue;
    }
    const vat = creditNoteVat({ entityType: row.entity_type, country: row.country, vatId: row.vat_id, smallBusiness: row.small_business === 1 }, now);
    const vatAmount = vatOn(month.royalty, vat.rateBp);
    const made = await insertCreditNote(env.DB, {
      ...month,
      year: now.getUTCFullYear(),
      vatRule: vat.rule,
      vatRateBp: vat.rateBp,
      vatAmount,
      total: month.royalty + vatAmount,
      recipient: JSON.stringify(recipientOf(row)),
      issuedAt: now.toISOString(),
    });
    if (made) issued += 1;
  }
  return { issued, waiting };
}

async function creditNotePdf(env: OriginEnv, id: number, language: Language, allowed: (authorId: number) => boolean): Promise<Response> {
  const note = await findCreditNote(env.DB, id);
  if (!note || !allowed(note.author_id)) throw new ApiError(404, 'not_found', 'Credit note not found.');
  const { from, to } = monthBounds(note.period);
  const lines = await creditNoteLines(env.DB, note, from, to);
  const recipient = JSON.parse(note.recipient) as Recipient;
  const bytes = await renderCreditNotePdf({
    number: note.number,
    issuedAt: note.issued_at,
    period: note.period,
    language,
    currency: note.currency,
    issuer: sellerOfRecord(env),
    recipient,
    lines: lines.map((l) => ({ title: l.title, materialId: l.material_id, sales: l.sales, refunds: l.refunds, net: l.net, amount: l.amount })),
    salesNet: note.sales_net,
    royalty: note.royalty,
    vatRateBp: note.vat_rate_bp,
    vatAmount: note.vat_amount,
    total: note.total,
    labels: creditNoteLabels(language, note.vat_rule),
  }, { fonts: r2FontSource(env.FILES) });
  return new Response(bytes, {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${note.number}.pdf"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}

function languageOf(c: Ctx, lang: string | undefined): Language {
  return (lang as Language | undefined) ?? worldLanguage(requestWorld(c));
}

/** The debtor of the SEPA file: Kreide's payout account (PAYOUT_IBAN / PAYOUT_BIC); a demo account outside production. */
function payoutAccount(env: OriginEnv): { name: string; iban: string; bic: string } {
  const iban = env.PAYOUT_IBAN || (env.ENVIRONMENT === 'production' ? '' : 'DE89370400440532013000');
  const bic = env.PAYOUT_BIC || (env.ENVIRONMENT === 'production' ? '' : 'COBADEFFXXX');
  if (!isValidIban(iban) || !isValidBic(bic)) throw new ApiError(409, 'payout_account_missing', 'Set PAYOUT_IBAN and PAYOUT_BIC before exporting payouts.');
  return { name: sellerOfRecord(env).name, iban: normaliseIban(iban), bic: normaliseBic(bic) };
}

export const periodQuery = z.object({ period: periodSchema, world: z.string().optional(), v: z.string().max(10).optional() }).strict();
export const periodBody = z.object({ period: periodSchema }).strict();
export const yearQuery = z.object({ year: yearSchema, format: z.enum(['json', 'csv']).default('json'), world: z.string().optional() }).strict();
export const langQuery = z.object({ lang: z.enum(['en', 'de', 'es', 'fr', 'gr', 'it']).optional(), world: z.string().optional() }).strict();

interface Dac7Seller {
  sellerId: number;
  entityType: string | null;
  name: string;
  address: { street: string; postalCode: string; city: string; country: string };
  tin: string;
  vatId: string;
  birthDate: string | null;
  email: string;
  currency: string;
  quarters: { quarter: number; consideration: number; sales: number; feesWithheld: number }[];
  consideration: number;
  sales: number;
  feesWithheld: number;
  complete: boolean;
}

async function dac7Report(db: D1Database, year: number): Promise<Dac7Seller[]> {
  const sums = await dac7Sums(db, year);
  const details = await payoutDetailsOf(db, [...new Set(sums.map((s) => s.author_id))]);
  const sellers = new Map<string, Dac7Seller>();
  for (const row of sums) {
    const key = `${row.author_id}:${row.currency}`;
    let seller = sellers.get(key);
    if (!seller) {
      const d = details.get(row.author_id);
      seller = {
        sellerId: row.author_id,
        entityType: d?.entity_type ?? null,
        name: d?.legal_name || row.public_name || '',
        address: { street: d?.street ?? '', postalCode: d?.postal_code ?? '', city: d?.city ?? '', country: d?.country ?? '' },
        tin: d?.tax_number ?? '',
        vatId: d?.vat_id ?? '',
        birthDate: d?.entity_type === 'individual' ? (d.birth_date ?? null) : null,
        email: row.email,
        currency: row.currency,
        quarters: [1, 2, 3, 4].map((quarter) => ({ quarter, consideration: 0, sales: 0, feesWithheld: 0 })),
        consideration: 0,
        sales: 0,
        feesWithheld: 0,
        complete: d ? missingReportingFields(payoutFacts(d)).length === 0 : false,
      };
      sellers.set(key, seller);
    }
    const q = seller.quarters[row.quarter - 1];
    if (q) {
      q.consideration += row.royalty;
      q.sales += row.sales - row.refunds;
      q.feesWithheld += row.net - row.royalty;
    }
    seller.consideration += row.royalty;
    seller.sales += row.sales - row.refunds;
    seller.feesWithheld += row.net - row.royalty;
  }
  return [...sellers.values()];
}

function dac7Csv(sellers: Dac7Seller[]): string {
  const format = csvFormatFor('en');
  const header = ['seller_id', 'entity_type', 'name', 'street', 'postal_code', 'city', 'country', 'tin', 'vat_id', 'birth_date', 'email', 'currency',
    ...[1, 2, 3, 4].flatMap((q) => [`q${q}_consideration`, `q${q}_sales`, `q${q}_fees`]), 'consideration', 'sales', 'fees_withheld', 'complete'];
  const rows: CsvCell[][] = sellers.map((s) => [
    { count: s.sellerId }, { text: s.entityType ?? '' }, { text: s.name }, { text: s.address.street }, { text: s.address.postalCode }, { text: s.address.city },
    { text: s.address.country }, { text: s.tin }, { text: s.vatId }, { text: s.birthDate ?? '' }, { text: s.email }, { text: s.currency },
    ...s.quarters.flatMap((q): CsvCell[] => [{ amount: q.consideration }, { count: q.sales }, { amount: q.feesWithheld }]),
    { amount: s.consideration }, { count: s.sales }, { amount: s.feesWithheld }, { text: s.complete ? 'yes' : 'no' },
  ]);
  return toCsv(header, rows, format);
}

/** The payout run of a month: pays each complete author's euro balance at or above the threshold, once. */
export async function runPayouts(env: OriginEnv, period: string, now: Date): Promise<{ paid: number; belowThreshold: number; incomplete: number }> {
  const candidates = await payoutCandidates(env.DB);
  let paid = 0;
  let belowThreshold = 0;
  let incomplete = 0;
  for (const c of candidates) {
    const bank = c.iban && c.bic && c.account_holder ? { accountHolder: c.account_holder, iban: c.iban, bic: c.bic } : null;
    if (missingPayoutFields(c.details ? payoutFacts(c.details) : null, bank).length > 0 || !bank) {
      incomplete += 1;
      continue;
    }
    if (!isPayable(c.balance)) {
      belowThreshold += 1;
      continue;
    }
    const made = await insertPayout(env.DB, { authorId: c.author_id, period, accountHolder: bank.accountHolder, iban: bank.iban, bic: bank.bic, threshold: PAYOUT_THRESHOLD, now });
    if (made) paid += 1;
  }
  return { paid, belowThreshold, incomplete };
}

export const sellerEarnings = new Hono<{ Bindings: OriginEnv }>()
  .get('/v3/seller/payout-details', async (c) => {
    const userId = await requireSeller(c);
    return c.json({ data: await payoutState(c.env.DB, userId) });
  })
  .put('/v3/seller/payout-details', async (c) => {
    const userId = await requireSeller(c);
    const body = await validJson(c, payoutDetailsSchema);
    const now = new Date();
    const problems: Record<string, string> = {};
    if (body.country !== '' && !isIsoCountry(body.country)) problems.country = 'Unknown country.';
    if (body.vat_id !== '' && body.country !== '' && !isValidVatId(body.vat_id, body.country)) problems.vat_id = 'This VAT id does not look valid for the country.';
    if (body.entity_type === 'individual' && body.birth_date && !isPlausibleBirthDate(body.birth_date, now)) problems.birth_date = 'Enter a real date of birth.';
    if (Object.keys(problems).length > 0) throw new ApiError(400, 'invalid_payout_details', 'Some payout details are not valid.', problems);
    await savePayoutDetails(c.env.DB, userId, { ...body, vat_id: body.vat_id.toUpperCase().replace(/\s+/g, '') }, now);
    return c.json({ data: await payoutState(c.env.DB, userId) });
  })
  .get('/v3/seller/statistics', async (c) => {
    const userId = await requireSeller(c);
    return c.json({ data: await authorStatistics(c.env.DB, userId, validQuery(c, statisticsQuerySchema), new Date()) });
  })
  .get('/v3/seller/statistics/csv', async (c) => {
    const userId = await requireSeller(c);
    const q = validQuery(c, statisticsQuerySchema);
    const stats = await authorStatistics(c.env.DB, userId, q, new Date());
    return csvResponse(statisticsCsv(stats, languageOf(c, q.lang)), `kreide-${stats.from}-${stats.to}.csv`);
  })
  .get('/v3/seller/royalties', async (c) => {
    const userId = await requireSeller(c);
    const ledger = await royaltyLedger(c.env.DB, userId, 200);
    return c.json({ data: { items: ledger.map(ledgerEntry) } });
  })
  .get('/v3/seller/earnings', async (c) => {
    const userId = await requireSeller(c);
    const db = c.env.DB;
    const [active, { balance, pending }, notes, ledger, payouts, state] = await Promise.all([
      activeMaterialCount(db, userId),
      balanceOf(db, userId, 'EUR'),
      listCreditNotes(db, userId),
      royaltyLedger(db, userId, 50),
      payoutsOf(db, userId),
      payoutState(db, userId),
    ]);
    const earnings: Earnings = {
      tier: tierInfo(active),
      currency: 'EUR',
      balance,
      pending,
      threshold: PAYOUT_THRESHOLD,
      payouts: payouts.map((p) => ({ period: p.period, amount: p.amount, currency: p.currency, createdAt: p.created_at })),
      creditNotes: notes.map((n) => ({
        id: n.id,
        number: n.number,
        period: n.period,
        currency: n.currency,
        sales: n.sales,
        refunds: n.refunds,
        royalty: n.royalty,
        vatRule: n.vat_rule,
        vatAmount: n.vat_amount,
        total: n.total,
        issuedAt: n.issued_at,
      })),
      ledger: ledger.map(ledgerEntry),
      missing: state.missing,
    };
    return c.json({ data: earnings });
  })
  .get('/v3/seller/credit-notes/:id/pdf', async (c) => {
    const userId = await requireSeller(c);
    const id = validParam(c.req.param('id'), fileIdParamSchema, 'credit note id');
    const { lang } = validQuery(c, langQuery);
    return creditNotePdf(c.env, id, languageOf(c, lang), (authorId) => authorId === userId);
  })
  .get('/v3/seller/materials/:id/relation', async (c) => {
    const { userId } = await requireUser(c);
    const id = validParam(c.req.param('id'), fileIdParamSchema, 'material id');
    const school = await findSchoolMembership(c.env.DB, userId);
    const relation = await materialRelation(c.env.DB, userId, school?.schoolId ?? null, id);
    const files = relation === 'owner' ? (await materialFiles(c.env.DB, id)).map((f) => ({ id: f.id, name: f.name, format: f.format })) : [];
    const answer: MaterialRelation = { relation, files };
    return c.json({ data: answer });
  })
  // Staff: payouts, SEPA file, DAC7 report, credit note run.
  .get('/v3/staff/payouts', async (c) => {
    await requireStaff(c, 'finance');
    const { period } = validQuery(c, periodQuery);
    const rows = await payoutsOfPeriod(c.env.DB, period);
    const candidates = await payoutCandidates(c.env.DB);
    return c.json({
      data: {
        period,
        threshold: PAYOUT_THRESHOLD,
        payouts: rows.map((p) => ({ authorId: p.author_id, amount: p.amount, currency: p.currency, accountHolder: p.account_holder, iban: p.iban, createdAt: p.created_at })),
        total: rows.reduce((sum, p) => sum + p.amount, 0),
        open: candidates.map((cand) => ({
          authorId: cand.author_id,
          balance: cand.balance,
          missing: missingPayoutFields(cand.details ? payoutFacts(cand.details) : null, cand.iban && cand.bic ? { accountHolder: cand.account_holder ?? '', iban: cand.iban, bic: cand.bic } : null),
        })),
      },
    });
  })
  .post('/v3/staff/payouts/run', async (c) => {
    await requireStaff(c, 'finance');
    const { period } = await validJson(c, periodBody);
    const now = new Date();
    const notes = await issueCreditNotes(c.env, now);
    const run = await runPayouts(c.env, period, now);
    return c.json({ data: { period, creditNotes: notes, ...run } });
  })
  .get('/v3/staff/payouts/sepa', async (c) => {
    await requireStaff(c, 'finance');
    const { period } = validQuery(c, periodQuery);
    const rows = (await payoutsOfPeriod(c.env.DB, period)).filter((p) => p.currency === 'EUR' && isValidIban(p.iban) && isValidBic(p.bic));
    const now = new Date();
    const xml = sepaCreditTransferXml({
      messageId: `KREIDE-PAYOUT-${period}`,
      createdAt: now.toISOString(),
      executionDate: todayIso(now),
      debtor: payoutAccount(c.env),
      transfers: rows.map((p) => ({
        endToEndId: `KREIDE-${period}-${p.author_id}`,
        name: p.account_holder,
        iban: p.iban,
        bic: p.bic,
        amount: p.amount,
        remittance: `Kreide Honorar ${period} Autor ${p.author_id}`,
      })),
    });
    return new Response(xml, {
      headers: {
        'content-type': 'application/xml; charset=utf-8',
        'content-disposition': `attachment; filename="kreide-payouts-${period}.xml"`,
        'cache-control': 'private, no-store',
      },
    });
  })
  .get('/v3/staff/dac7', async (c) => {
    await requireStaff(c, 'finance');
    const { year, format } = validQuery(c, yearQuery);
    const sellers = await dac7Report(c.env.DB, year);
    if (format === 'csv') return csvResponse(dac7Csv(sellers), `kreide-dac7-${year}.csv`);
    return c.json({ data: { year, platform: sellerOfRecord(c.env), sellers } });
  })
  .get('/v3/staff/credit-notes/:id/pdf', async (c) => {
    await requireStaff(c, 'finance');
    const id = validParam(c.req.param('id'), fileIdParamSchema, 'credit note id');
    const { lang } = validQuery(c, langQuery);
    return creditNotePdf(c.env, id, languageOf(c, lang), () => true);
  });

function ledgerEntry(r: Awaited<ReturnType<typeof royaltyLedger>>[number]) {
  return {
    id: r.id,
    kind: r.kind,
    materialId: r.material_id,
    title: r.title,
    orderId: r.order_id,
    currency: r.currency,
    net: r.net,
    rateBp: r.rate_bp,
    amount: r.amount,
    createdAt: r.created_at,
  };
}
