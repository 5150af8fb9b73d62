/**
 * VAT on sales of teaching materials (electronically supplied services) to buyers in the EU.
 *
 * List prices include VAT for consumers. Per sale one scheme applies:
 *
 * - `oss` — a consumer (or a business without a valid VAT id, or a business in the seller's own
 *   country) in an EU country: the VAT rate of the buyer's country (One-Stop-Shop), extracted
 *   from the gross list price; the buyer pays the list price.
 * - `reverse_charge` — a business buyer in another EU country with a VAT id the verifier
 *   confirmed (the caller checks it, see `business-buyer.ts` and docs/commerce.md, "Reverse
 *   charge"): the buyer pays the net price, i.e. the list price minus the VAT the buyer's
 *   country's rate would have included; VAT 0, rate 0. The buyer accounts for the VAT. The
 *   consumer rate used for that split is `consumerRateBp`.
 * - `outside_eu` — no EU VAT, rate 0; the buyer pays the list price.
 *
 * Rates are basis points (19 % = 1900). Dates are compared in UTC: a rate applies from 00:00 UTC
 * of its `validFrom` day.
 *
 * Source of the rates: European Commission, "VAT rates in the EU" (taxation-customs.ec.europa.eu,
 * "VAT rates applied in the Member States of the European Union"), plus the published national
 * changes listed below. The history starts with the rates in force on 2020-01-01; earlier dates
 * get those rates.
 *
 * Decision: e-books and digital teaching materials are charged at the STANDARD rate here, even
 * where a member state has a reduced or zero rate for electronic publications. Materials are
 * worksheets, lesson plans and interactive files, not all of which qualify as publications, and
 * one rate per country keeps invoices simple; revisit when a world needs the reduced rate.
 *
 * Greece is `GR` (ISO, the world `gr`); the EU's own code `EL` is accepted too. Country codes are
 * case-insensitive.
 */

export type VatScheme = 'oss' | 'reverse_charge' | 'outside_eu';

export interface VatRate {
  /** ISO 3166-1 alpha-2 (Greece: GR). */
  country: string;
  /** Basis points: 19 % = 1900. */
  rateBp: number;
  /** First day (UTC) the rate applies, `YYYY-MM-DD`. */
  validFrom: string;
}

export interface VatTreatment {
  scheme: VatScheme;
  /** The rate charged: 0 for reverse charge and outside the EU. */
  rateBp: number;
  /** The rate a consumer in the buyer's country would pay (0 outside the EU). */
  consumerRateBp: number;
}

const HISTORY_START = '2020-01-01';

/** Standard VAT rates of the 27 member states, with their changes since 2020. */
export const EU_VAT_RATES: readonly VatRate[] = [
  { country: 'AT', rateBp: 2000, validFrom: HISTORY_START },
  { country: 'BE', rateBp: 2100, validFrom: HISTORY_START },
  { country: 'BG', rateBp: 2000, validFrom: HISTORY_START },
  { country: 'CY', rateBp: 1900, validFrom: HISTORY_START },
  { country: 'CZ', rateBp: 2100, validFrom: HISTORY_START },
  { country: 'DE', rateBp: 1900, validFrom: HISTORY_START },
  // Temporary reduction (Covid), 2020-07-01 to 2020-12-31.
  { country: 'DE', rateBp: 1600, validFrom: '2020-07-01' },
  { country: 'DE', rateBp: 1900, validFrom: '2021-01-01' },
  { country: 'DK', rateBp: 2500, validFrom: HISTORY_START },
  { country: 'EE', rateBp: 2000, validFrom: HISTORY_START },
  { country: 'EE', rateBp: 2200, validFrom: '2024-01-01' },
  { country: 'EE', rateBp: 2400, validFrom: '2025-07-01' },
  { country: 'ES', rateBp: 2100, validFrom: HISTORY_START },
  { country: 'FI', rateBp: 2400, validFrom: HISTORY_START },
  { country: 'FI', rateBp: 2550, validFrom: '2024-09-01' },
  { country: 'FR', rateBp: 2000, validFrom: HISTORY_START },
  { country: 'GR', rateBp: 2400, validFrom: HISTORY_START },
  { country: 'HR', rateBp: 2500, validFrom: HISTORY_START },
  { country: 'HU', rateBp: 2700, validFrom: HISTORY_START },
  { country: 'IE', rateBp: 2300, validFrom: HISTORY_START },
  // Temporary reduction (Covid), 2020-09-01 to 2021-02-28.
  { country: 'IE', rateBp: 2100, validFrom: '2020-09-01' },
  { country: 'IE', rateBp: 2300, validFrom: '2021-03-01' },
  { country: 'IT', rateBp: 2200, validFrom: HISTORY_START },
  { country: 'LT', rateBp: 2100, validFrom: HISTORY_START },
  { country: 'LU', rateBp: 1700, validFrom: HISTORY_START },
  // Temporary reduction, calendar year 2023.
  { country: 'LU', rateBp: 1600, validFrom: '2023-01-01' },
  { country: 'LU', rateBp: 1700, validFrom: '2024-01-01' },
  { country: 'LV', rateBp: 2100, validFrom: HISTORY_START },
  { country: 'MT', rateBp: 1800, validFrom: HISTORY_START },
  { country: 'NL', rateBp: 2100, validFrom: HISTORY_START },
  { country: 'PL', rateBp: 2300, validFrom: HISTORY_START },
  { country: 'PT', rateBp: 2300, validFrom: HISTORY_START },
  { country: 'RO', rateBp: 1900, validFrom: HISTORY_START },
  { country: 'RO', rateBp: 2100, validFrom: '2025-08-01' },
  { country: 'SE', rateBp: 2500, validFrom: HISTORY_START },
  { country: 'SI', rateBp: 2200, validFrom: HISTORY_START },
  { country: 'SK', rateBp: 2000, validFrom: HISTORY_START },
  { country: 'SK', rateBp: 2300, validFrom: '2025-01-01' },
];

/** Upper case, with the EU's `EL` read as Greece's ISO `GR`. */
function isoCountry(country: string): string {
  const code = country.trim().toUpperCase();
  return code === 'EL' ? 'GR' : code;
}

const RATES_BY_COUNTRY: ReadonlyMap<string, readonly VatRate[]> = (() => {
  const byCountry = new Map<string, VatRate[]>();
  for (const rate of EU_VAT_RATES) {
    const list = byCountry.get(rate.country) ?? [];
    list.push(rate);
    byCountry.set(rate.country, list);
  }
  for (const list of byCountry.values()) list.sort((a, b) => a.validFrom.localeCompare(b.validFrom));
  return byCountry;
})();

export function isEuCountry(country: string): boolean {
  return RATES_BY_COUNTRY.has(isoCountry(country));
}

/** The standard rate in force in the country on that day (UTC), in bp; null outside the EU. */
export function vatRateFor(country: string, date: Date): number | null {
  const rates = RATES_BY_COUNTRY.get(isoCountry(country));
  if (!rates || rates.length === 0) return null;
  const day = date.toISOString().slice(0, 10);
  let current = rates[0];
  for (const rate of rates) {
    if (rate.validFrom <= day) current = rate;
  }
  return current?.rateBp ?? null;
}

/**
 * The scheme and rate of a sale. Reverse charge needs an EU buyer, a VAT id the caller had
 * verified, and (when the seller's country is given) a buyer country other than the seller's —
 * a domestic business sale is charged like a consumer sale.
 */
export function vatTreatment(input: { buyerCountry: string; vatId: string | null; vatIdValid: boolean; date: Date; sellerCountry?: string }): VatTreatment {
  const consumerRateBp = vatRateFor(input.buyerCountry, input.date);
  if (consumerRateBp === null) return { scheme: 'outside_eu', rateBp: 0, consumerRateBp: 0 };
  const hasVatId = input.vatId !== null && input.vatId.trim() !== '' && input.vatIdValid;
  const domestic = input.sellerCountry !== undefined && isoCountry(input.sellerCountry) === isoCountry(input.buyerCountry);
  if (hasVatId && !domestic) return { scheme: 'reverse_charge', rateBp: 0, consumerRateBp };
  return { scheme: 'oss', rateBp: consumerRateBp, consumerRateBp };
}

/** The VAT a gross amount includes at a rate: vat = round(gross × rate / (10000 + rate)), half up. */
export function splitGross(gross: number, rateBp: number): { net: number; vat: number } {
  if (!Number.isSafeInteger(gross) || gross < 0) throw new RangeError(`splitGross: gross must be a non-negative integer, got ${gross}`);
  if (!Number.isSafeInteger(rateBp) || rateBp < 0) throw new RangeError(`splitGross: rate must be non-negative basis points, got ${rateBp}`);
  const divisor = 10000n + BigInt(rateBp);
  // Half up: floor((2·gross·rate + divisor) / (2·divisor)).
  const vat = Number((2n * BigInt(gross) * BigInt(rateBp) + divisor) / (2n * divisor));
  return { net: gross - vat, vat };
}
