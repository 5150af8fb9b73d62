import { z } from 'zod';

/**
 * The earnings calls of the seller area (docs/seller-earnings.md). Money is integer minor units.
 */

const text = (max: number) => z.string().trim().max(max);

/**
 * `PUT v3/seller/payout-details`. Fields may be left empty while the author fills them in; what
 * is given must be well-formed (country code, VAT id shape, a real date of birth). The answer says
 * what is still missing before a payout.
 */
export const payoutDetailsSchema = z
  .object({
    entity_type: z.enum(['individual', 'company']),
    legal_name: text(140),
    street: text(140),
    postal_code: text(16),
    city: text(80),
    country: z.union([z.string().trim().regex(/^[A-Z]{2}$/, 'a two-letter country code'), z.literal('')]),
    tax_number: text(40),
    vat_id: text(20),
    small_business: z.boolean(),
    birth_date: z.union([z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date YYYY-MM-DD'), z.literal(''), z.null()]),
  })
  .strict();
export type PayoutDetailsInput = z.infer<typeof payoutDetailsSchema>;

export const PAYOUT_FIELDS = ['details', 'legalName', 'street', 'postalCode', 'city', 'country', 'taxId', 'vatId', 'birthDate', 'bankDetails', 'iban', 'bic'] as const;
export type PayoutFieldName = (typeof PAYOUT_FIELDS)[number];

export interface PayoutDetailsAnswer {
  details: PayoutDetailsInput | null;
  /** Whether IBAN/BIC are on file (account settings, bank details). */
  bank: { accountHolder: string; ibanMasked: string } | null;
  missing: PayoutFieldName[];
  complete: boolean;
}

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date YYYY-MM-DD');

/** `GET v3/seller/statistics` and `…/statistics/csv`: period, world, one material, day or month. */
export const statisticsQuerySchema = z
  .object({
    from: day.optional(),
    to: day.optional(),
    in: z.string().regex(/^[a-z]{2}$/).optional(),
    material: z.coerce.number().int().positive().max(2 ** 31).optional(),
    interval: z.enum(['day', 'month']).default('month'),
    currency: z.string().regex(/^[A-Z]{3}$/).default('EUR'),
    world: z.string().optional(),
    lang: z.enum(['en', 'de', 'es', 'fr', 'gr', 'it']).optional(),
  })
  .strict();
export type StatisticsQuery = z.infer<typeof statisticsQuerySchema>;

export interface MaterialStatistics {
  id: number;
  title: string;
  world: string;
  sales: number;
  refunds: number;
  downloads: number;
  views: number;
  /** Net price of the sales less refunds, and the author's royalty of it. */
  net: number;
  royalty: number;
}

export interface StatisticsPoint {
  /** YYYY-MM-DD or YYYY-MM */
  period: string;
  sales: number;
  downloads: number;
  views: number;
  net: number;
  royalty: number;
}

export interface Statistics {
  from: string;
  to: string;
  interval: 'day' | 'month';
  currency: string;
  worlds: string[];
  totals: Omit<StatisticsPoint, 'period'> & { refunds: number };
  materials: MaterialStatistics[];
  series: StatisticsPoint[];
}

export interface LedgerEntry {
  id: number;
  kind: 'sale' | 'refund';
  materialId: number;
  title: string;
  orderId: string;
  currency: string;
  net: number;
  rateBp: number;
  amount: number;
  createdAt: string;
}

export interface CreditNoteSummary {
  id: number;
  number: string;
  period: string;
  currency: string;
  sales: number;
  refunds: number;
  royalty: number;
  vatRule: string;
  vatAmount: number;
  total: number;
  issuedAt: string;
}

export interface Earnings {
  tier: {
    activeMaterials: number;
    rateBp: number;
    next: { rateBp: number; minActiveMaterials: number; materialsNeeded: number } | null;
    tiers: { minActiveMaterials: number; rateBp: number }[];
  };
  currency: string;
  /** Credited in credit notes less paid out; plus royalties of the running month not yet credited. */
  balance: number;
  pending: number;
  threshold: number;
  payouts: { period: string; amount: number; currency: string; createdAt: string }[];
  creditNotes: CreditNoteSummary[];
  ledger: LedgerEntry[];
  missing: PayoutFieldName[];
}

/** `GET v3/seller/materials/:id/relation`: who the signed-in visitor is to a material. */
export interface MaterialRelation {
  relation: 'author' | 'owner' | 'none';
  files: { id: number; name: string; format: string }[];
}

export const periodSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'a month YYYY-MM');
export const yearSchema = z.coerce.number().int().min(2000).max(2100);
