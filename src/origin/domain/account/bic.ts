import { isIsoCountry } from './countries';

/**
 * BIC rules (ISO 9362): 4 letters of institution, an ISO country code, a 2-character location
 * and an optional 3-character branch.
 * - The location's first character is never 0 or 1; a second character of 0 marks a test BIC,
 *   which cannot receive payments, so it is refused.
 * - A branch starting with X is only the primary office, XXX.
 */
export function normaliseBic(input: string): string {
  return input.replace(/[\s\u00a0]+/g, '').toUpperCase();
}

export function isValidBic(input: string): boolean {
  const bic = normaliseBic(input);
  const match = /^([A-Z]{4})([A-Z]{2})([A-Z2-9][A-NP-Z1-9])([A-Z0-9]{3})?$/.exec(bic);
  if (!match) return false;
  const [, , country, , branch] = match;
  if (!country || !isIsoCountry(country)) return false;
  if (branch !== undefined && branch.startsWith('X') && branch !== 'XXX') return false;
  return true;
}
