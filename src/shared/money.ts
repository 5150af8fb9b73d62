/**
 * Amounts as people type and read them (docs/product-rules.md, "Formats"). Money travels as integer minor units
 * (hundredths of the currency, for every currency) with a currency code.
 */

import { CURRENCY_SYMBOLS, WHOLE_NUMBER_CURRENCIES } from './constants';
import type { CurrencyCode } from './constants';

const MINOR_PER_MAJOR = 100;
const SPACES = /\s/g;
const PLAIN_DECIMAL = /^(\d*)(?:[.,](\d*))?$/;
const GROUPED_DECIMAL = /^(\d{1,3}(?:([.,])\d{3})+)(?:[.,](\d*))?$/;

/**
 * Reads an amount typed by a person, in major units, or null when it is not one.
 *
 * - A single `,` or `.` is the decimal separator: `12,5` and `12.5` are 12.5, `1.234` is 1.234.
 * - Grouped thousands are read when the groups are well formed and the decimal separator, if
 *   any, differs from the group separator: `1.234,50`, `1,234.50`, `1.234.567` (spaces between
 *   digits are dropped first, so `1 234,50` works too).
 * - Signs, exponents, letters, empty input and a lone separator are rejected.
 */
export function parseAmount(input: string): number | null {
  const text = input.replace(SPACES, '');
  const plain = PLAIN_DECIMAL.exec(text);
  if (plain) return majorUnits(plain[1] ?? '', plain[2] ?? '');

  const grouped = GROUPED_DECIMAL.exec(text);
  if (!grouped) return null;
  const [, integerWithGroups = '', groupSeparator = '', decimals] = grouped;
  const decimalSeparator = text.charAt(integerWithGroups.length);
  if (decimals !== undefined && decimalSeparator === groupSeparator) return null;
  return majorUnits(integerWithGroups.split(groupSeparator).join(''), decimals ?? '');
}

function majorUnits(integer: string, decimals: string): number | null {
  if (integer === '' && decimals === '') return null;
  const value = Number(`${integer || '0'}.${decimals || '0'}`);
  return Number.isFinite(value) ? value : null;
}

/**
 * Converts an amount in major units to integer minor units (cents), rounding half away from
 * zero on the decimal the amount was meant to be: 1.005 → 101, 0.1 + 0.2 → 30, -2.675 → -268.
 */
export function toMinorUnits(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError(`not an amount: ${amount}`);
  const cents = Number((Math.abs(amount) * MINOR_PER_MAJOR).toPrecision(15));
  const rounded = Math.round(cents);
  return amount < 0 && rounded !== 0 ? -rounded : rounded;
}

function isWholeNumberCurrency(currency: string): boolean {
  return (WHOLE_NUMBER_CURRENCIES as readonly string[]).includes(currency.toUpperCase());
}

/**
 * Shows an amount of minor units with a comma and two decimals (`1250` → `12,50`), without
 * thousands separators. For ARS, COP, GTQ, CLP and MXN an amount above 1 (in either direction)
 * is a whole number, rounded half away from zero: `1250` → `13`, `1249` → `12`, `100` → `1,00`.
 */
export function formatAmount(minor: number, currency: string): string {
  const whole = Math.round(Math.abs(minor));
  const sign = minor < 0 && whole !== 0 ? '-' : '';
  if (isWholeNumberCurrency(currency) && whole > MINOR_PER_MAJOR) {
    return `${sign}${Math.floor((whole + MINOR_PER_MAJOR / 2) / MINOR_PER_MAJOR)}`;
  }
  const major = Math.floor(whole / MINOR_PER_MAJOR);
  const cents = String(whole % MINOR_PER_MAJOR).padStart(2, '0');
  return `${sign}${major},${cents}`;
}

/** The currency's symbol, or its code when no symbol is mapped. */
export function currencySymbol(currency: string): string {
  const code = currency.toUpperCase();
  return Object.hasOwn(CURRENCY_SYMBOLS, code) ? CURRENCY_SYMBOLS[code as CurrencyCode] : code;
}

/** An amount with its currency symbol after it: `1250, 'EUR'` → `12,50 €`. */
export function formatPrice(minor: number, currency: string): string {
  return `${formatAmount(minor, currency)} ${currencySymbol(currency)}`;
}

/**
 * An amount converted between currencies by their rates per euro (scaled by 1,000,000, as
 * `v3/currencies/current` gives them), rounded half up to a minor unit. For showing an estimate
 * in the visitor's currency only: payments are always charged in the world's currency.
 */
export function convertMinor(minor: number, fromPerEuroMicros: number, toPerEuroMicros: number): number {
  if (fromPerEuroMicros <= 0 || toPerEuroMicros <= 0) throw new RangeError('currency rates must be positive');
  return Math.round((minor * toPerEuroMicros) / fromPerEuroMicros);
}
