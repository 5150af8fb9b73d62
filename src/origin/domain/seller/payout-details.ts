/**
 * Payout data: what Kreide needs before it pays an author and reports them under DAC7
 * (docs/seller-earnings.md, "Payout data"). Pure: the caller loads the rows.
 */
import { isValidBic } from '../account/bic';
import { isValidIban } from '../account/iban';

export interface PayoutDetailsFacts {
  entityType: 'individual' | 'company';
  legalName: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  taxNumber: string;
  vatId: string;
  smallBusiness: boolean;
  /** ISO date, individuals only. */
  birthDate: string | null;
}

export interface BankFacts {
  accountHolder: string;
  iban: string;
  bic: string;
}

/** Field names the cabinet names when something is missing. */
export type PayoutField =
  | 'details'
  | 'legalName'
  | 'street'
  | 'postalCode'
  | 'city'
  | 'country'
  | 'taxId'
  | 'vatId'
  | 'birthDate'
  | 'bankDetails'
  | 'iban'
  | 'bic';

const blank = (value: string | null | undefined) => !value || value.trim() === '';

/**
 * What is still missing before a payout: the legal name and address, a tax number or VAT id
 * (DAC7's TIN), a company's VAT id unless it is a small business, an individual's date of birth,
 * and bank details with a valid IBAN and BIC. Empty means complete.
 */
export function missingPayoutFields(details: PayoutDetailsFacts | null, bank: BankFacts | null): PayoutField[] {
  const missing = missingReportingFields(details);
  if (!bank) missing.push('bankDetails');
  else {
    if (!isValidIban(bank.iban)) missing.push('iban');
    if (!isValidBic(bank.bic)) missing.push('bic');
  }
  return missing;
}

/** What the yearly DAC7 report needs of a seller: the payout data without the bank details. */
export function missingReportingFields(details: PayoutDetailsFacts | null): PayoutField[] {
  const missing: PayoutField[] = [];
  if (!details) missing.push('details');
  else {
    if (blank(details.legalName)) missing.push('legalName');
    if (blank(details.street)) missing.push('street');
    if (blank(details.postalCode)) missing.push('postalCode');
    if (blank(details.city)) missing.push('city');
    if (blank(details.country)) missing.push('country');
    if (blank(details.taxNumber) && blank(details.vatId)) missing.push('taxId');
    if (details.entityType === 'company' && !details.smallBusiness && blank(details.vatId)) missing.push('vatId');
    if (details.entityType === 'individual' && blank(details.birthDate)) missing.push('birthDate');
  }
  return missing;
}

/** Whether a date of birth is a real past date of someone at least 16 years old. */
export function isPlausibleBirthDate(iso: string, now: Date): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return false;
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso) return false;
  const sixteen = new Date(Date.UTC(now.getUTCFullYear() - 16, now.getUTCMonth(), now.getUTCDate()));
  return date.getUTCFullYear() >= 1900 && date <= sixteen;
}
