import { describe, expect, it } from 'vitest';
import { convertMinor, currencySymbol, formatAmount, formatPrice, parseAmount, toMinorUnits } from '../../../src/shared/money';

describe('parseAmount', () => {
  it.each([
    ['12,5', 12.5],
    ['12.5', 12.5],
    [' 3 ', 3],
    ['0,99', 0.99],
    [',5', 0.5],
    ['12,', 12],
    ['1,234', 1.234],
    ['1.234', 1.234],
    ['1.234,50', 1234.5],
    ['1,234.50', 1234.5],
    ['1.234.567', 1234567],
    ['1 234,50', 1234.5],
    ['0', 0],
  ])('reads %j as %d', (input, expected) => {
    expect(parseAmount(input)).toBe(expected);
  });

  it.each(['', '   ', ',', '.', 'abc', '12a', '-5', '+5', '1e3', 'NaN', 'Infinity', '1,2,3', '1.2.3', '1.234.5', '12..5', '1,234,5'])(
    'rejects %j',
    (input) => {
      expect(parseAmount(input)).toBeNull();
    },
  );
});

describe('toMinorUnits', () => {
  it('converts to integer cents', () => {
    expect(toMinorUnits(12.5)).toBe(1250);
    expect(toMinorUnits(0)).toBe(0);
    expect(toMinorUnits(19.99)).toBe(1999);
  });

  it('is safe against float error', () => {
    expect(toMinorUnits(0.1 + 0.2)).toBe(30);
    expect(toMinorUnits(1.15)).toBe(115);
    expect(toMinorUnits(4.35)).toBe(435);
  });

  it('rounds half away from zero', () => {
    expect(toMinorUnits(1.005)).toBe(101);
    expect(toMinorUnits(2.675)).toBe(268);
    expect(toMinorUnits(-2.675)).toBe(-268);
    expect(toMinorUnits(0.004)).toBe(0);
    expect(Object.is(toMinorUnits(-0.004), 0)).toBe(true);
  });

  it('refuses what is not an amount', () => {
    expect(() => toMinorUnits(Number.NaN)).toThrow(RangeError);
    expect(() => toMinorUnits(Infinity)).toThrow(RangeError);
  });
});

describe('formatAmount', () => {
  it('shows two decimals with a comma', () => {
    expect(formatAmount(1250, 'EUR')).toBe('12,50');
    expect(formatAmount(5, 'EUR')).toBe('0,05');
    expect(formatAmount(0, 'EUR')).toBe('0,00');
    expect(formatAmount(123456, 'PLN')).toBe('1234,56');
    expect(formatAmount(-1250, 'EUR')).toBe('-12,50');
  });

  it.each(['ARS', 'COP', 'GTQ', 'CLP', 'MXN'])('shows whole numbers above 1 in %s', (currency) => {
    expect(formatAmount(1250, currency)).toBe('13');
    expect(formatAmount(1249, currency)).toBe('12');
    expect(formatAmount(101, currency)).toBe('1');
    expect(formatAmount(150, currency)).toBe('2');
    expect(formatAmount(-1250, currency)).toBe('-13');
  });

  it('keeps decimals for 1 and below in whole-number currencies', () => {
    expect(formatAmount(100, 'MXN')).toBe('1,00');
    expect(formatAmount(50, 'CLP')).toBe('0,50');
  });

  it('reads currency codes in any case', () => {
    expect(formatAmount(1250, 'mxn')).toBe('13');
  });
});

describe('formatPrice', () => {
  it('puts the currency symbol after the amount', () => {
    expect(formatPrice(1250, 'EUR')).toBe('12,50 €');
    expect(formatPrice(999, 'PLN')).toBe('9,99 zł');
    expect(formatPrice(1250, 'MXN')).toBe('13 $');
    expect(formatPrice(1000, 'CHF')).toBe('10,00 CHF');
  });

  it('falls back to the currency code', () => {
    expect(formatPrice(1250, 'XYZ')).toBe('12,50 XYZ');
    expect(currencySymbol('constructor')).toBe('CONSTRUCTOR');
  });
});

describe('convertMinor', () => {
  it('converts through the euro rates and rounds to a minor unit', () => {
    // 10,00 € at 4.3 PLN per euro.
    expect(convertMinor(1000, 1_000_000, 4_300_000)).toBe(4300);
    // 43,00 zł back to euros.
    expect(convertMinor(4300, 4_300_000, 1_000_000)).toBe(1000);
    expect(convertMinor(999, 1_000_000, 1_955_830)).toBe(1954);
    expect(convertMinor(0, 1_000_000, 7_450_000)).toBe(0);
  });

  it('refuses rates that are not positive', () => {
    expect(() => convertMinor(100, 0, 1_000_000)).toThrow(RangeError);
  });
});
