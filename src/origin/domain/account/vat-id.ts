/**
 * VAT identification numbers of the billing address, checked for format only (no VIES call):
 * an EU VAT id is its country prefix (Greece: EL, Northern Ireland: XI) and the national
 * number's pattern. Outside the EU only a plausible shape is required. A well-formed id is not
 * yet a business: reverse charge needs the verifier's confirmation (docs/commerce.md).
 */

/** The national part of each EU VAT id, after the prefix. */
const EU_VAT_PATTERNS: Readonly<Record<string, RegExp>> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^(?=.*[A-Z])[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^\d{7}[A-W][A-IW]?$|^\d[A-Z+*]\d{5}[A-W]$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^[1-9]\d{1,9}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  XI: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
};

/** The VAT prefix of an EU country's ISO code (GR uses EL); undefined outside the EU. */
export function euVatPrefix(country: string): string | undefined {
  const prefix = country === 'GR' ? 'EL' : country;
  return prefix in EU_VAT_PATTERNS && prefix !== 'XI' ? prefix : undefined;
}

/** Upper case, without spaces, dots or dashes. */
function normaliseVatId(input: string): string {
  return input.replace(/[\s\u00a0.\-/]+/g, '').toUpperCase();
}

export type VatIdCheck = { ok: true; vatId: string } | { ok: false };

/**
 * Checks a VAT id against the billing country. An EU id may be typed without its prefix; it is
 * stored with it. A Northern Irish id (XI) is accepted for GB addresses.
 */
export function checkVatId(input: string, country: string): VatIdCheck {
  const vat = normaliseVatId(input);
  const prefix = euVatPrefix(country);
  if (prefix) {
    const national = vat.startsWith(prefix) ? vat.slice(prefix.length) : vat;
    const pattern = EU_VAT_PATTERNS[prefix];
    return pattern?.test(national) ? { ok: true, vatId: prefix + national } : { ok: false };
  }
  if (country === 'GB' && vat.startsWith('XI')) {
    return EU_VAT_PATTERNS.XI?.test(vat.slice(2)) ? { ok: true, vatId: vat } : { ok: false };
  }
  return /^[A-Z0-9]{4,20}$/.test(vat) && /\d/.test(vat) ? { ok: true, vatId: vat } : { ok: false };
}

export function isValidVatId(input: string, country: string): boolean {
  return checkVatId(input, country).ok;
}
