import { checkVatId, euVatPrefix } from '../account/vat-id';
import { isEuCountry } from './vat';

/**
 * Which VAT id, if any, a reverse charge could rest on — before the verifier is asked
 * (docs/commerce.md, "Reverse charge"). Only a billing address makes a business buyer: a VAT id
 * sent with the checkout counts only together with a billing address, and only when it carries
 * that address's country prefix (Greece: EL). A buyer in the seller's own country or outside
 * the EU never gets reverse charge, so nothing needs checking then.
 */
export type BusinessVatId =
  /** Charged as a consumer; no VAT id to check. */
  | { kind: 'none' }
  /** The VAT id sent with the checkout does not have the billing country's format. */
  | { kind: 'malformed' }
  /** Reverse charge applies if the verifier confirms this id. */
  | { kind: 'candidate'; vatId: string; prefix: string; number: string };

export function businessVatId(input: {
  /** Country of the billing address (or of the school, on invoice); null without one. */
  billingCountry: string | null;
  /** The VAT id saved with that address (or the school's). */
  savedVatId: string | null;
  /** The VAT id sent with the checkout, if any. */
  requestVatId: string | null;
  sellerCountry: string;
}): BusinessVatId {
  if (input.billingCountry === null || input.billingCountry.trim() === '') return { kind: 'none' };
  const country = input.billingCountry.trim().toUpperCase();
  const requested = (input.requestVatId ?? '').trim();
  const typed = requested !== '' ? requested : (input.savedVatId ?? '').trim();
  if (typed === '') return { kind: 'none' };
  const check = checkVatId(typed, country);
  if (!check.ok) return requested !== '' ? { kind: 'malformed' } : { kind: 'none' };
  const prefix = euVatPrefix(country === 'EL' ? 'GR' : country);
  const domestic = (country === 'EL' ? 'GR' : country) === input.sellerCountry.toUpperCase();
  if (!prefix || !isEuCountry(country) || domestic) return { kind: 'none' };
  if (!check.vatId.startsWith(prefix)) return { kind: 'none' };
  return { kind: 'candidate', vatId: check.vatId, prefix, number: check.vatId.slice(prefix.length) };
}
