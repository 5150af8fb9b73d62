import { isEuCountry } from './vat';

/**
 * The place of supply of a sale to a buyer, i.e. the country whose VAT applies (electronically
 * supplied services are taxed where the buyer is). The rule is written out in docs/commerce.md
 * ("Place of supply"): the billing address first; without one, the world's country unless
 * evidence the client cannot set alone (geolocation, the payment's country) contradicts it.
 * A country the visitor chose (the country cookie) is never evidence.
 */

export interface SupplyEvidence {
  /** The billing address's country (the school's for an invoice purchase); null without one. */
  billingCountry: string | null;
  /** IP geolocation, as the runtime determined it; null when unknown. */
  geoCountry: string | null;
  /** The country of the card or bank account, when the payment is known before the order. */
  paymentCountry?: string | null;
  /** The country of the world (storefront) the cart belongs to. */
  worldCountry: string;
}

export type SupplyBasis =
  /** The billing address's country. */
  | 'billing_address'
  /** No billing address and no other evidence: the world's country. */
  | 'world_only'
  /** No billing address; geolocation and/or the payment's country agree with the world's country. */
  | 'world_confirmed'
  /** No billing address; geolocation and the payment's country agree with each other, not with the world. */
  | 'geo_and_payment'
  /** No billing address and the evidence disagrees: an EU country among it (world first), else the world's. */
  | 'contradicting_evidence';

export interface PlaceOfSupply {
  /** ISO 3166-1 alpha-2, upper case (Greece: GR). */
  country: string;
  basis: SupplyBasis;
}

/** Upper case ISO code, with the EU's `EL` read as `GR`; null for anything that is not a code. */
function code(country: string | null | undefined): string | null {
  const upper = (country ?? '').trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(upper)) return null;
  return upper === 'EL' ? 'GR' : upper;
}

export function placeOfSupply(evidence: SupplyEvidence): PlaceOfSupply {
  const billing = code(evidence.billingCountry);
  if (billing) return { country: billing, basis: 'billing_address' };
  const world = code(evidence.worldCountry) ?? evidence.worldCountry.toUpperCase();
  const geo = code(evidence.geoCountry);
  const payment = code(evidence.paymentCountry);
  const pieces = [geo, payment].filter((c): c is string => c !== null);
  if (pieces.length === 0) return { country: world, basis: 'world_only' };
  if (pieces.every((c) => c === world)) return { country: world, basis: 'world_confirmed' };
  if (geo !== null && payment !== null && geo === payment) return { country: geo, basis: 'geo_and_payment' };
  // The pieces disagree: none of them alone may take EU VAT away.
  const eu = [world, geo, payment].find((c): c is string => c !== null && isEuCountry(c));
  return { country: eu ?? world, basis: 'contradicting_evidence' };
}
