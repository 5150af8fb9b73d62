import { describe, expect, it } from 'vitest';
import { creditNoteNumber, creditNoteVat, isPayable, monthBounds, PAYOUT_THRESHOLD, previousMonth, quarterOf, tierInfo, vatOn } from '../../../../src/origin/domain/seller/earnings';
import { csvAmount, csvFormatFor, csvText, toCsv } from '../../../../src/origin/domain/seller/csv';
import { missingPayoutFields, missingReportingFields, isPlausibleBirthDate, type PayoutDetailsFacts } from '../../../../src/origin/domain/seller/payout-details';
import { sepaAmount, sepaCreditTransferXml, sepaText } from '../../../../src/origin/domain/seller/sepa';

const details: PayoutDetailsFacts = {
  entityType: 'individual',
  legalName: 'Erika Mustermann',
  street: 'Lindenweg 3',
  postalCode: '10115',
  city: 'Berlin',
  country: 'DE',
  taxNumber: '12/345/67890',
  vatId: '',
  smallBusiness: true,
  birthDate: '1980-04-12',
};
const bank = { accountHolder: 'Erika Mustermann', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' };

describe('royalty tiers explained', () => {
  it('gives the rate and what the next tier needs', () => {
    expect(tierInfo(0)).toMatchObject({ rateBp: 5000, next: { rateBp: 6000, minActiveMaterials: 25, materialsNeeded: 25 } });
    expect(tierInfo(24).next?.materialsNeeded).toBe(1);
    expect(tierInfo(25)).toMatchObject({ rateBp: 6000, next: { rateBp: 7000, minActiveMaterials: 100, materialsNeeded: 75 } });
    expect(tierInfo(99)).toMatchObject({ rateBp: 6000, next: { materialsNeeded: 1 } });
    expect(tierInfo(100)).toMatchObject({ rateBp: 7000, next: null });
    expect(tierInfo(5).tiers).toEqual([
      { minActiveMaterials: 0, rateBp: 5000 },
      { minActiveMaterials: 25, rateBp: 6000 },
      { minActiveMaterials: 100, rateBp: 7000 },
    ]);
  });
});

describe('payout threshold', () => {
  it('pays from 20,00 € on and rolls smaller balances over', () => {
    expect(PAYOUT_THRESHOLD).toBe(2000);
    expect(isPayable(1999)).toBe(false);
    expect(isPayable(2000)).toBe(true);
    expect(isPayable(-500)).toBe(false);
    expect(isPayable(Number.NaN)).toBe(false);
  });
});

describe('credit note VAT rule', () => {
  const at = new Date('2026-10-01T00:00:00Z');
  it('small business, domestic VAT, reverse charge, outside the EU, not liable', () => {
    expect(creditNoteVat({ entityType: 'individual', country: 'DE', vatId: '', smallBusiness: true }, at)).toEqual({ rule: 'small_business', rateBp: 0 });
    expect(creditNoteVat({ entityType: 'company', country: 'DE', vatId: 'DE123456789', smallBusiness: false }, at)).toEqual({ rule: 'vat', rateBp: 1900 });
    expect(creditNoteVat({ entityType: 'individual', country: 'de', vatId: '', smallBusiness: false }, at)).toEqual({ rule: 'vat', rateBp: 1900 });
    expect(creditNoteVat({ entityType: 'company', country: 'AT', vatId: 'ATU12345678', smallBusiness: false }, at)).toEqual({ rule: 'reverse_charge', rateBp: 0 });
    expect(creditNoteVat({ entityType: 'individual', country: 'FR', vatId: '', smallBusiness: false }, at)).toEqual({ rule: 'not_liable', rateBp: 0 });
    expect(creditNoteVat({ entityType: 'company', country: 'CH', vatId: 'CHE123', smallBusiness: false }, at)).toEqual({ rule: 'outside_eu', rateBp: 0 });
  });
  it('rounds VAT half away from zero and mirrors refunds', () => {
    expect(vatOn(500, 1900)).toBe(95);
    expect(vatOn(1053, 1900)).toBe(200);
    expect(vatOn(-1053, 1900)).toBe(-200);
    expect(vatOn(1234, 0)).toBe(0);
  });
  it('numbers and months', () => {
    expect(creditNoteNumber(2026, 42)).toBe('GS-2026-000042');
    expect(previousMonth(new Date('2026-01-01T04:07:00Z'))).toEqual({ period: '2025-12', from: '2025-12-01T00:00:00.000Z', to: '2026-01-01T00:00:00.000Z' });
    expect(monthBounds('2026-02').to).toBe('2026-03-01T00:00:00.000Z');
    expect([quarterOf('2026-01-31T00:00:00Z'), quarterOf('2026-04-01T00:00:00Z'), quarterOf('2026-09-30T23:59:59Z'), quarterOf('2026-12-01T00:00:00Z')]).toEqual([1, 2, 3, 4]);
  });
});

describe('missing payout fields', () => {
  it('is empty when complete', () => {
    expect(missingPayoutFields(details, bank)).toEqual([]);
  });
  it('names each missing field', () => {
    expect(missingPayoutFields(null, null)).toEqual(['details', 'bankDetails']);
    expect(missingPayoutFields({ ...details, legalName: ' ', taxNumber: '', birthDate: null }, { ...bank, iban: 'DE00370400440532013000', bic: 'X' })).toEqual([
      'legalName',
      'taxId',
      'birthDate',
      'iban',
      'bic',
    ]);
    // A VAT id is a TIN too; a company without it must be a small business; no birth date for companies.
    expect(missingPayoutFields({ ...details, taxNumber: '', vatId: 'DE123456789' }, bank)).toEqual([]);
    expect(missingPayoutFields({ ...details, entityType: 'company', smallBusiness: false, birthDate: null }, bank)).toEqual(['vatId']);
    expect(missingPayoutFields({ ...details, entityType: 'company', birthDate: null }, bank)).toEqual([]);
  });
  it('asks the DAC7 report for the seller’s data only, not the bank details', () => {
    expect(missingReportingFields(details)).toEqual([]);
    expect(missingReportingFields(null)).toEqual(['details']);
    expect(missingReportingFields({ ...details, city: '' })).toEqual(['city']);
  });
  it('checks dates of birth', () => {
    const now = new Date('2026-11-24T00:00:00Z');
    expect(isPlausibleBirthDate('1980-04-12', now)).toBe(true);
    expect(isPlausibleBirthDate('2015-01-01', now)).toBe(false);
    expect(isPlausibleBirthDate('1980-02-30', now)).toBe(false);
    expect(isPlausibleBirthDate('1850-01-01', now)).toBe(false);
    expect(isPlausibleBirthDate('12.04.1980', now)).toBe(false);
  });
});

describe('CSV', () => {
  const de = csvFormatFor('de');
  const en = csvFormatFor('en');
  it('uses ; and a decimal comma where the language writes one', () => {
    expect(de).toEqual({ separator: ';', decimal: ',' });
    expect(csvFormatFor('fr')).toEqual(de);
    expect(en).toEqual({ separator: ',', decimal: '.' });
    expect(csvAmount(123456, de)).toBe('1234,56');
    expect(csvAmount(-5, de)).toBe('-0,05');
    expect(csvAmount(100, en)).toBe('1.00');
  });
  it('defuses formula injection: = + - @ tab and carriage return', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvText(`${start}1+1`, de).replace(/^"/, '').startsWith("'")).toBe(true);
    }
    expect(csvText('=cmd|"/c calc"!A1', de)).toBe(`"'=cmd|""/c calc""!A1"`);
    expect(csvText('Brüche', de)).toBe('Brüche');
    expect(csvText('a;b', de)).toBe('"a;b"');
    expect(csvText('a,b', en)).toBe('"a,b"');
    expect(csvText('Zeile\nzwei', de)).toBe('"Zeile\nzwei"');
  });
  it('writes a BOM, the header and CRLF lines; numbers are never escaped', () => {
    const csv = toCsv(['Titel', 'Betrag'], [[{ text: '-minus' }, { amount: -150 }], [{ text: 'ok' }, { count: 3 }]], de);
    expect(csv).toBe("\uFEFFTitel;Betrag\r\n'-minus;-1,50\r\nok;3\r\n");
  });
});

describe('SEPA', () => {
  it('keeps to the SEPA character set and formats amounts', () => {
    expect(sepaText('Jürgen Groß & Söhne <GmbH>', 70)).toBe('Jurgen Gross Sohne GmbH');
    expect(sepaText('Δήμητρα', 70)).toBe('NOTPROVIDED');
    expect(sepaAmount(2001)).toBe('20.01');
    expect(sepaAmount(5)).toBe('0.05');
    expect(() => sepaAmount(0)).toThrow(RangeError);
    expect(() => sepaAmount(1.5)).toThrow(RangeError);
  });
  it('sums the transfers into NbOfTxs and CtrlSum', () => {
    const xml = sepaCreditTransferXml({
      messageId: 'KREIDE-PAYOUT-2026-10',
      createdAt: '2026-11-01T04:07:00.000Z',
      executionDate: '2026-11-02',
      debtor: { name: 'Kreide', ...bank },
      transfers: [
        { endToEndId: 'E1', name: 'A', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', amount: 2000, remittance: 'R1' },
        { endToEndId: 'E2', name: 'B', iban: 'FR1420041010050500013M02606', bic: 'PSSTFRPPXXX', amount: 12345, remittance: 'R2' },
      ],
    });
    expect(xml.match(/<NbOfTxs>2<\/NbOfTxs>/g)).toHaveLength(2);
    expect(xml.match(/<CtrlSum>143.45<\/CtrlSum>/g)).toHaveLength(2);
    expect(xml).toContain('<CreDtTm>2026-11-01T04:07:00</CreDtTm>');
    // Creditor elements in schema order.
    expect(xml.indexOf('<CdtrAgt>')).toBeLessThan(xml.indexOf('<Cdtr>'));
    expect(xml.indexOf('<Cdtr>')).toBeLessThan(xml.indexOf('<CdtrAcct>'));
    expect(xml.indexOf('<Dbtr>')).toBeLessThan(xml.indexOf('<DbtrAcct>'));
  });
});
