import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EU_VAT_RATES, isEuCountry, splitGross, vatRateFor, vatTreatment } from '../../../../src/origin/domain/commerce/vat';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const lastSecond = (iso: string) => new Date(`${iso}T23:59:59.999Z`);

describe('EU VAT rates', () => {
  it('lists the 27 member states', () => {
    const countries = new Set(EU_VAT_RATES.map((rate) => rate.country));
    expect(countries.size).toBe(27);
    for (const country of ['AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK']) {
      expect(countries.has(country)).toBe(true);
    }
    for (const rate of EU_VAT_RATES) expect(rate.validFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('knows who is in the EU, Greece as GR or EL, any case', () => {
    expect(isEuCountry('DE')).toBe(true);
    expect(isEuCountry('gr')).toBe(true);
    expect(isEuCountry('EL')).toBe(true);
    expect(isEuCountry('CH')).toBe(false);
    expect(isEuCountry('GB')).toBe(false);
    expect(isEuCountry('XI')).toBe(false);
    expect(isEuCountry('')).toBe(false);
  });

  it('gives current standard rates', () => {
    const now = day('2026-01-15');
    expect(vatRateFor('DE', now)).toBe(1900);
    expect(vatRateFor('FR', now)).toBe(2000);
    expect(vatRateFor('ES', now)).toBe(2100);
    expect(vatRateFor('IT', now)).toBe(2200);
    expect(vatRateFor('GR', now)).toBe(2400);
    expect(vatRateFor('EL', now)).toBe(2400);
    expect(vatRateFor('HU', now)).toBe(2700);
    expect(vatRateFor('LU', now)).toBe(1700);
    expect(vatRateFor('CH', now)).toBeNull();
    expect(vatRateFor('US', now)).toBeNull();
  });

  it.each([
    ['EE', '2024-01-01', 2000, 2200],
    ['EE', '2025-07-01', 2200, 2400],
    ['FI', '2024-09-01', 2400, 2550],
    ['SK', '2025-01-01', 2000, 2300],
    ['RO', '2025-08-01', 1900, 2100],
    ['DE', '2020-07-01', 1900, 1600],
    ['DE', '2021-01-01', 1600, 1900],
    ['IE', '2020-09-01', 2300, 2100],
    ['IE', '2021-03-01', 2100, 2300],
    ['LU', '2023-01-01', 1700, 1600],
    ['LU', '2024-01-01', 1600, 1700],
  ])('%s changes on %s from %i to %i bp (UTC day boundary)', (country, change, before, after) => {
    const previous = new Date(day(change).getTime() - 1);
    expect(vatRateFor(country, previous)).toBe(before);
    expect(vatRateFor(country, day(change))).toBe(after);
    expect(vatRateFor(country, lastSecond(change))).toBe(after);
  });

  it('gives the first known rate before the history starts', () => {
    expect(vatRateFor('EE', day('2010-05-01'))).toBe(2000);
  });
});

describe('VAT treatment', () => {
  const date = day('2026-03-01');

  it('charges a consumer in the EU the rate of their country (OSS)', () => {
    expect(vatTreatment({ buyerCountry: 'AT', vatId: null, vatIdValid: false, date })).toEqual({ scheme: 'oss', rateBp: 2000, consumerRateBp: 2000 });
    expect(vatTreatment({ buyerCountry: 'gr', vatId: null, vatIdValid: false, date })).toEqual({ scheme: 'oss', rateBp: 2400, consumerRateBp: 2400 });
  });

  it('reverse-charges an EU business with a valid VAT id', () => {
    expect(vatTreatment({ buyerCountry: 'FR', vatId: 'FRXX999999999', vatIdValid: true, date })).toEqual({ scheme: 'reverse_charge', rateBp: 0, consumerRateBp: 2000 });
  });

  it('charges VAT when the VAT id is invalid or empty', () => {
    expect(vatTreatment({ buyerCountry: 'FR', vatId: 'FR123', vatIdValid: false, date }).scheme).toBe('oss');
    expect(vatTreatment({ buyerCountry: 'FR', vatId: '  ', vatIdValid: true, date }).scheme).toBe('oss');
  });

  it('charges VAT to a business in the seller’s own country', () => {
    expect(vatTreatment({ buyerCountry: 'DE', vatId: 'DE123456789', vatIdValid: true, date, sellerCountry: 'de' })).toEqual({ scheme: 'oss', rateBp: 1900, consumerRateBp: 1900 });
    expect(vatTreatment({ buyerCountry: 'AT', vatId: 'ATU12345678', vatIdValid: true, date, sellerCountry: 'DE' }).scheme).toBe('reverse_charge');
  });

  it('charges no EU VAT outside the EU', () => {
    expect(vatTreatment({ buyerCountry: 'CH', vatId: 'CHE123456789', vatIdValid: true, date })).toEqual({ scheme: 'outside_eu', rateBp: 0, consumerRateBp: 0 });
    expect(vatTreatment({ buyerCountry: 'US', vatId: null, vatIdValid: false, date }).scheme).toBe('outside_eu');
  });
});

describe('splitGross', () => {
  it('extracts the VAT included in a gross amount', () => {
    expect(splitGross(1190, 1900)).toEqual({ net: 1000, vat: 190 });
    expect(splitGross(1000, 1900)).toEqual({ net: 840, vat: 160 }); // 159.66 → 160
    expect(splitGross(999, 2000)).toEqual({ net: 832, vat: 167 }); // 166.5 → 167 (half up)
    expect(splitGross(3, 2000)).toEqual({ net: 2, vat: 1 }); // 0.5 → 1
    expect(splitGross(2, 2000)).toEqual({ net: 2, vat: 0 }); // 0.33 → 0
    expect(splitGross(1255, 2550)).toEqual({ net: 1000, vat: 255 });
    expect(splitGross(0, 1900)).toEqual({ net: 0, vat: 0 });
    expect(splitGross(500, 0)).toEqual({ net: 500, vat: 0 });
  });

  it('refuses negative or fractional input', () => {
    expect(() => splitGross(-1, 1900)).toThrow(RangeError);
    expect(() => splitGross(1.5, 1900)).toThrow(RangeError);
    expect(() => splitGross(100, -1)).toThrow(RangeError);
  });

  it('property: net + vat = gross, both non-negative, vat matches the exact share within half a unit', () => {
    fc.assert(
      fc.property(fc.nat({ max: 100_000_000 }), fc.integer({ min: 0, max: 10000 }), (gross, rate) => {
        const { net, vat } = splitGross(gross, rate);
        expect(net + vat).toBe(gross);
        expect(net).toBeGreaterThanOrEqual(0);
        expect(vat).toBeGreaterThanOrEqual(0);
        expect(Math.abs(vat - (gross * rate) / (10000 + rate))).toBeLessThanOrEqual(0.5 + 1e-9);
      }),
      { numRuns: 2000 },
    );
  });
});
