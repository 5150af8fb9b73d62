import { DEFAULT_WORLD, worldCountry, worldCurrency } from './worlds';

const EURO_COUNTRIES = new Set([
  'AT', 'BE', 'BG', 'CY', 'DE', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT',
  'NL', 'PT', 'SI', 'SK', 'AD', 'MC', 'SM', 'VA', 'ME', 'XK',
]);

const NATIONAL_CURRENCY: Record<string, string> = {
  PL: 'PLN', CZ: 'CZK', DK: 'DKK', SE: 'SEK', NO: 'NOK', HU: 'HUF', RO: 'RON', RS: 'RSD', UA: 'UAH',
  KZ: 'KZT', JP: 'JPY', KR: 'KRW', CN: 'CNY', IN: 'INR', ID: 'IDR', MY: 'MYR', TH: 'THB', US: 'USD',
  GB: 'GBP', CH: 'CHF', LI: 'CHF', AR: 'ARS', CO: 'COP', GT: 'GTQ', CL: 'CLP', MX: 'MXN', BR: 'BRL',
  TR: 'TRY', CA: 'CAD', AU: 'AUD', NZ: 'NZD', IS: 'ISK', IL: 'ILS', ZA: 'ZAR',
};

/** The display currency of a visitor's country (geotargeting); the euro where unknown. */
export function currencyForCountry(country: string): string {
  const code = country.toUpperCase();
  if (EURO_COUNTRIES.has(code)) return 'EUR';
  return NATIONAL_CURRENCY[code] ?? 'EUR';
}

export const DEFAULT_COUNTRY = worldCountry(DEFAULT_WORLD);
export const DEFAULT_CURRENCY = worldCurrency(DEFAULT_WORLD);
