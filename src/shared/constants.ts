/** The business constants and limits (docs/product-rules.md, "Constants"), each used where its behaviour happens. */

import type { Language } from './worlds';

const SECONDS_PER_DAY = 24 * 60 * 60;

// Queries

/** How many ids one `v3/materials?ids=` call may name (distinct ids); islands batch by it. */
export const MAX_MATERIAL_IDS = 200;

// Cookies

/** Lifetime of the country cookie set by geotargeting: one year. */
export const COUNTRY_COOKIE_MAX_AGE_SECONDS = 365 * SECONDS_PER_DAY;
/** Lifetime of any cookie that does not name its own: 30 days. */
export const COOKIE_DEFAULT_MAX_AGE_SECONDS = 30 * SECONDS_PER_DAY;

// Screen timings

/** When the validated user differs from the stored one, logout follows after this delay. */
export const WRONG_ACCOUNT_LOGOUT_DELAY_MS = 1_000;

// Materials and images

/** A material counts as new while it is younger than this many days. */
export const NEW_MATERIAL_DAYS = 14;
/** Largest image height, in pixels, a preview URL may ask for. */
export const PREVIEW_IMAGE_MAX_HEIGHT = 500;
/** Avatar crop in the header. Sizes in pixels, quality in percent. */
export const HEADER_AVATAR = { width: 32, height: 32, quality: 95 } as const;
/** Height in pixels of the author image on author pages. */
export const AUTHOR_IMAGE_HEIGHT = 200;
/** Author profile background. Sizes in pixels, quality in percent. */
export const PROFILE_BACKGROUND = { maxWidth: 1200, height: 204, quality: 80 } as const;
/** Display name of an author who has not set a public name. */
export const DEFAULT_AUTHOR_NAME = 'Autor';

// Money

/** Currencies whose amounts above 1 are shown as whole numbers (docs/product-rules.md, "Formats"). */
export const WHOLE_NUMBER_CURRENCIES = ['ARS', 'COP', 'GTQ', 'CLP', 'MXN'] as const;

/** Display symbol of each foreign currency, by ISO 4217 code. */
export const CURRENCY_SYMBOLS = {
  EUR: '€', USD: '$', GBP: '£', CHF: 'CHF', PLN: 'zł', CZK: 'Kč', DKK: 'kr.', SEK: 'kr',
  NOK: 'kr', HUF: 'Ft', RON: 'lei', BGN: 'лв', RSD: 'дин.', UAH: '₴', KZT: '₸', JPY: '¥',
  KRW: '₩', CNY: '¥', INR: '₹', IDR: 'Rp', MYR: 'RM', THB: '฿', ARS: '$', COP: '$', GTQ: 'Q',
  CLP: '$', MXN: '$', BRL: 'R$', TRY: '₺', CAD: 'CA$', AUD: 'A$', NZD: 'NZ$', ISK: 'kr',
  ILS: '₪', ZAR: 'R',
} as const satisfies Record<string, string>;
export type CurrencyCode = keyof typeof CURRENCY_SYMBOLS;

// A/B tests

/**
 * The A/B tests are data (`ab_tests`, edited by staff: docs/experiments.md); the stored test map
 * of the A/B cookie stays under 10 entries, so it holds at most 9.
 */
export const TEST_MAP_MAX_ENTRIES = 9;

// Consent, error reporting, HTTP

/**
 * Catalogue languages that the cookie consent tool needs mapped to a real language tag
 * (see `languageTag` in worlds.ts); every other language passes through as written.
 */
export const CONSENT_LANGUAGE_CODES = [
  'cn', 'cz', 'dk', 'gr', 'jp', 'kr', 'kz', 'my', 'rs', 'se', 'ua',
] as const satisfies readonly Language[];

/** Share of visitors whose errors are sent to error reporting. */
export const ERROR_REPORTING_SAMPLE_RATE = 0.1;
/** An API request still pending after this long is reported as slow. */
export const SLOW_REQUEST_REPORT_MS = 3_000;
/** Consecutive 401 responses on one URL after which re-authentication gives up. */
export const UNAUTHORIZED_RETRY_CAP = 5;
/** HTTP requests have no timeout unless a request sets one. */
export const DEFAULT_HTTP_TIMEOUT_MS: number | null = null;
