/**
 * The rules of author earnings (docs/seller-earnings.md): royalty tiers explained, the payout
 * threshold, and the VAT rule of the monthly self-billing credit notes. Pure functions.
 */
import { royaltyRateBp } from '../commerce/royalties';
import { isEuCountry, vatRateFor } from '../commerce/vat';
import { PLATFORM_COUNTRY } from '../commerce/platform';

/** Tier steps, lowest first (the same numbers as domain/commerce/royalties.ts decides with). */
const TIER_STEPS = [0, 25, 100] as const;

export interface TierInfo {
  activeMaterials: number;
  rateBp: number;
  /** The next tier's share and how many more active materials reach it; null at the top. */
  next: { rateBp: number; minActiveMaterials: number; materialsNeeded: number } | null;
  tiers: { minActiveMaterials: number; rateBp: number }[];
}

export function tierInfo(activeMaterials: number): TierInfo {
  const tiers = TIER_STEPS.map((min) => ({ minActiveMaterials: min, rateBp: royaltyRateBp(min) }));
  const rateBp = royaltyRateBp(activeMaterials);
  const upper = tiers.find((tier) => tier.minActiveMaterials > activeMaterials);
  return {
    activeMaterials,
    rateBp,
    next: upper ? { rateBp: upper.rateBp, minActiveMaterials: upper.minActiveMaterials, materialsNeeded: upper.minActiveMaterials - activeMaterials } : null,
    tiers,
  };
}

/** Below this balance (minor units, 20,00 €) nothing is paid: the amount rolls over to the next month. */
export const PAYOUT_THRESHOLD = 2000;

/** Whether a balance is paid out in this run. */
export function isPayable(balance: number, threshold = PAYOUT_THRESHOLD): boolean {
  return Number.isSafeInteger(balance) && balance >= threshold;
}

export type CreditNoteVatRule = 'vat' | 'small_business' | 'reverse_charge' | 'outside_eu' | 'not_liable';

export interface VatRuleInput {
  entityType: 'individual' | 'company';
  country: string;
  vatId: string;
  smallBusiness: boolean;
}

/**
 * The VAT of a self-billing credit note (Kreide, in Germany, receives the licence from the
 * author; docs/seller-earnings.md, "VAT on credit notes"):
 * - small business (Kleinunternehmer, no VAT charged) → no VAT, the note says so;
 * - author in Kreide's country otherwise → that country's standard rate on top of the royalty;
 * - author in another EU country with a VAT id → reverse charge: Kreide owes the VAT;
 * - author in another EU country without a VAT id (a private person) → no VAT, not liable;
 * - author outside the EU → no VAT on the note (the service is taxed where Kreide is, by Kreide).
 */
export function creditNoteVat(input: VatRuleInput, date: Date): { rule: CreditNoteVatRule; rateBp: number } {
  const country = input.country.trim().toUpperCase();
  if (input.smallBusiness) return { rule: 'small_business', rateBp: 0 };
  if (!isEuCountry(country)) return { rule: 'outside_eu', rateBp: 0 };
  if (country === PLATFORM_COUNTRY) return { rule: 'vat', rateBp: vatRateFor(country, date) ?? 0 };
  if (input.vatId.trim() !== '') return { rule: 'reverse_charge', rateBp: 0 };
  return { rule: 'not_liable', rateBp: 0 };
}

/** VAT on a credit note's net, rounded half away from zero to the minor unit. */
export function vatOn(net: number, rateBp: number): number {
  const value = Math.round((Math.abs(net) * rateBp) / 10000);
  return net < 0 ? -value : value;
}

export function creditNoteNumber(year: number, seq: number): string {
  return `GS-${year}-${String(seq).padStart(6, '0')}`;
}

/** 'YYYY-MM' of the month before `now` (UTC), and its bounds as ISO timestamps. */
export function previousMonth(now: Date): { period: string; from: string; to: string } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return monthBounds(start.toISOString().slice(0, 7));
}

export function monthBounds(period: string): { period: string; from: string; to: string } {
  const [year, month] = period.split('-').map(Number) as [number, number];
  const from = new Date(Date.UTC(year, month - 1, 1));
  const to = new Date(Date.UTC(year, month, 1));
  return { period, from: from.toISOString(), to: to.toISOString() };
}


/** The calendar quarter (1–4) of an ISO timestamp. */
export function quarterOf(iso: string): 1 | 2 | 3 | 4 {
  return (Math.floor((Number(iso.slice(5, 7)) - 1) / 3) + 1) as 1 | 2 | 3 | 4;
}
