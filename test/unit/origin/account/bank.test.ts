import { describe, expect, it } from 'vitest';
import { checkIban, IBAN_LENGTHS, isValidIban, maskIban, mod97, normaliseIban } from '../../../../src/origin/domain/account/iban';
import { isValidBic, normaliseBic } from '../../../../src/origin/domain/account/bic';
import { ISO_COUNTRY_CODES, isIsoCountry } from '../../../../src/origin/domain/account/countries';

describe('IBAN (ISO 13616)', () => {
  it.each([
    'DE89 3704 0044 0532 0130 00',
    'GB82 WEST 1234 5698 7654 32',
    'FR14 2004 1010 0505 0001 3M02 606',
    'AT61 1904 3002 3457 3201',
    'CH93 0076 2011 6238 5295 7',
    'NL91 ABNA 0417 1643 00',
    'NO93 8601 1117 947',
    'it60 x054 2811 1010 0000 0123 456',
    'ES9121000418450200051332',
    'BE68 5390 0754 7034',
  ])('accepts %s', (iban) => {
    expect(isValidIban(iban)).toBe(true);
  });

  it('normalises spaces and case', () => {
    expect(normaliseIban(' de89 3704\u00a00044 0532 0130 00 ')).toBe('DE89370400440532013000');
    expect(checkIban('de89 3704 0044 0532 0130 00')).toEqual({ ok: true, iban: 'DE89370400440532013000' });
  });

  it('names what is wrong', () => {
    expect(checkIban('DE89 3704 0044 0532 0130 01')).toEqual({ ok: false, problem: 'checksum' });
    expect(checkIban('DE88 3704 0044 0532 0130 00')).toEqual({ ok: false, problem: 'checksum' });
    expect(checkIban('DE89 3704 0044 0532 0130 0')).toEqual({ ok: false, problem: 'length' });
    expect(checkIban('DE89 3704 0044 0532 0130 000')).toEqual({ ok: false, problem: 'length' });
    expect(checkIban('XX89 3704 0044 0532 0130 00')).toEqual({ ok: false, problem: 'country' });
    expect(checkIban('US64 SVBK US6S 3300 9673 8637')).toEqual({ ok: false, problem: 'country' });
    expect(checkIban('DE89-3704-0044')).toEqual({ ok: false, problem: 'format' });
    expect(checkIban('')).toEqual({ ok: false, problem: 'format' });
    expect(checkIban('1234')).toEqual({ ok: false, problem: 'format' });
  });

  it('refuses the check digits 00, 01 and 99 even where the modulus passes', () => {
    // 98 and 01 are the same modulo 97: an IBAN with check digits 98 has a twin with 01.
    const bban = Array.from({ length: 100 }, (_, i) => `37040044053201${String(i).padStart(4, '0')}`).find((b) => checkIban(`DE98${b}`).ok);
    expect(bban).toBeDefined();
    expect(mod97(`${bban}DE01`)).toBe(1);
    expect(checkIban(`DE01${bban}`)).toEqual({ ok: false, problem: 'checksum' });
    expect(checkIban(`DE00${bban}`).ok).toBe(false);
    expect(checkIban(`DE99${bban}`).ok).toBe(false);
  });

  it('has a length for every SEPA country', () => {
    const sepa = ['AD', 'AT', 'BE', 'BG', 'CH', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GB', 'GI', 'GR', 'HR', 'HU', 'IE', 'IS', 'IT', 'LI', 'LT', 'LU', 'LV', 'MC', 'MT', 'NL', 'NO', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'SM', 'VA'];
    for (const country of sepa) expect(IBAN_LENGTHS[country], country).toBeGreaterThan(14);
    for (const country of Object.keys(IBAN_LENGTHS)) expect(isIsoCountry(country), country).toBe(true);
  });

  it('masks all but the country, check digits and last four', () => {
    expect(maskIban('DE89370400440532013000')).toBe('DE89 •••• •••• •••• 3000');
  });
});

describe('BIC (ISO 9362)', () => {
  it.each(['DEUTDEFF', 'DEUTDEFF500', 'COBADEFFXXX', 'BNPAFRPP', 'NWBKGB2L', 'MARKDEF1100', 'ubsw ch zh 80a', 'RZBAATWW'])('accepts %s', (bic) => {
    expect(isValidBic(bic)).toBe(true);
  });

  it.each([
    ['too short', 'DEUTDE'],
    ['9 characters', 'DEUTDEFF5'],
    ['12 characters', 'DEUTDEFF5000'],
    ['digit in the bank code', 'DEU1DEFF'],
    ['unknown country', 'DEUTXXFF'],
    ['not a country', 'DEUTQQFF'],
    ['test BIC (location ends in 0)', 'DEUTDEF0'],
    ['location starting with 0', 'DEUTDE0F'],
    ['letter O as location second character', 'DEUTDEFO'],
    ['branch X.. other than XXX', 'DEUTDEFFX12'],
    ['punctuation', 'DEUT-DEFF'],
    ['empty', ''],
  ])('refuses %s', (_why, bic) => {
    expect(isValidBic(bic)).toBe(false);
  });

  it('normalises', () => {
    expect(normaliseBic(' deut de ff ')).toBe('DEUTDEFF');
  });
});

describe('ISO 3166-1 countries', () => {
  it('lists the 249 assigned codes and Kosovo', () => {
    expect(ISO_COUNTRY_CODES.size).toBe(250);
    expect(isIsoCountry('DE')).toBe(true);
    expect(isIsoCountry('XK')).toBe(true);
    expect(isIsoCountry('UK')).toBe(false);
    expect(isIsoCountry('EL')).toBe(false);
    expect(isIsoCountry('de')).toBe(false);
  });
});
