import { describe, expect, it } from 'vitest';
import { checkVatId, euVatPrefix, isValidVatId } from '../../../../src/origin/domain/account/vat-id';

describe('VAT id format of the billing address', () => {
  it.each([
    ['DE', 'DE 123 456 789', 'DE123456789'],
    ['DE', '123456789', 'DE123456789'],
    ['AT', 'ATU12345678', 'ATU12345678'],
    ['FR', 'FR 40 303 265 045', 'FR40303265045'],
    ['NL', 'NL123456789B01', 'NL123456789B01'],
    ['GR', 'EL123456789', 'EL123456789'],
    ['GR', '123456789', 'EL123456789'],
    ['ES', 'ESX1234567X', 'ESX1234567X'],
    ['ES', 'ES12345678Z', 'ES12345678Z'],
    ['IE', 'IE1234567WA', 'IE1234567WA'],
    ['IT', 'IT12345678901', 'IT12345678901'],
    ['SE', 'SE123456789001', 'SE123456789001'],
    ['GB', 'XI123456789', 'XI123456789'],
    ['CH', 'CHE-123.456.789', 'CHE123456789'],
  ])('%s accepts %s', (country, input, stored) => {
    expect(checkVatId(input, country)).toEqual({ ok: true, vatId: stored });
  });

  it.each([
    ['DE', 'DE12345678'],
    ['DE', 'DE1234567890'],
    ['DE', 'ATU12345678'],
    ['AT', 'AT12345678'],
    ['GR', 'GR123456789'],
    ['NL', 'NL123456789'],
    ['ES', 'ES123456789'],
    ['FR', 'FRIO303265045'],
    ['SE', 'SE123456789012'],
    ['CH', 'abc'],
    ['US', 'ÄÖÜ-----'],
  ])('%s refuses %s', (country, input) => {
    expect(isValidVatId(input, country)).toBe(false);
  });

  it('knows the EU prefixes', () => {
    expect(euVatPrefix('GR')).toBe('EL');
    expect(euVatPrefix('DE')).toBe('DE');
    expect(euVatPrefix('CH')).toBeUndefined();
    expect(euVatPrefix('XI')).toBeUndefined();
  });
});
