/**
 * IBAN rules (ISO 13616): the country code, two check digits, and a country-specific BBAN of
 * fixed length; the whole number, rearranged, is 1 modulo 97 (ISO 7064 MOD 97-10).
 */

/** IBAN length per country: every SEPA country and the other common IBAN countries (SWIFT registry). */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BI: 27, BR: 29, BY: 28,
  CH: 21, CR: 22, CY: 28, CZ: 24, DE: 22, DJ: 27, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18,
  FK: 18, FO: 18, FR: 27, GB: 22, GE: 22, GI: 23, GL: 18, GR: 27, GT: 28, HN: 28, HR: 21, HU: 28,
  IE: 22, IL: 23, IQ: 23, IS: 26, IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32, LI: 21, LT: 20,
  LU: 20, LV: 21, LY: 25, MC: 27, MD: 24, ME: 22, MK: 19, MN: 20, MR: 27, MT: 31, MU: 30, NI: 28,
  NL: 18, NO: 15, OM: 23, PK: 24, PL: 28, PS: 29, PT: 25, QA: 29, RO: 24, RS: 22, RU: 33, SA: 24,
  SC: 31, SD: 18, SE: 24, SI: 19, SK: 24, SM: 27, SO: 23, ST: 25, SV: 28, TL: 23, TN: 24, TR: 26,
  UA: 29, VA: 22, VG: 24, XK: 20, YE: 30,
};

export type IbanProblem = 'format' | 'country' | 'length' | 'checksum';
export type IbanCheck = { ok: true; iban: string } | { ok: false; problem: IbanProblem };

/** Upper case, without spaces: the form an IBAN is stored in. */
export function normaliseIban(input: string): string {
  return input.replace(/[\s\u00a0]+/g, '').toUpperCase();
}

/** ISO 7064 MOD 97-10 over an alphanumeric string, letters counting A = 10 … Z = 35. */
export function mod97(value: string): number {
  let remainder = 0;
  for (const ch of value) {
    const code = ch.charCodeAt(0);
    const digits = code >= 65 ? String(code - 55) : ch;
    for (const digit of digits) remainder = (remainder * 10 + (digit.charCodeAt(0) - 48)) % 97;
  }
  return remainder;
}

export function checkIban(input: string): IbanCheck {
  const iban = normaliseIban(input);
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]+$/.test(iban)) return { ok: false, problem: 'format' };
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  if (length === undefined) return { ok: false, problem: 'country' };
  if (iban.length !== length) return { ok: false, problem: 'length' };
  // 00, 01 and 99 are never issued, though 01 and 99 can pass the modulus (they alias 98 and 02).
  const checkDigits = iban.slice(2, 4);
  if (checkDigits === '00' || checkDigits === '01' || checkDigits === '99') return { ok: false, problem: 'checksum' };
  if (mod97(iban.slice(4) + iban.slice(0, 4)) !== 1) return { ok: false, problem: 'checksum' };
  return { ok: true, iban };
}

export function isValidIban(input: string): boolean {
  return checkIban(input).ok;
}

/** An IBAN as shown back to its owner: country and check digits, then only the last four characters. */
export function maskIban(iban: string): string {
  const normal = normaliseIban(iban);
  return `${normal.slice(0, 4)} •••• •••• •••• ${normal.slice(-4)}`;
}
