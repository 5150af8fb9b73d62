/** The business constants and limits of spec §9, each used where its behaviour happens. */

import type { Language } from './worlds';

const SECONDS_PER_DAY = 24 * 60 * 60;

// Queries

/** Page size of wishlist (favourites, anonymous and school wishlist) queries. */
export const WISHLIST_PAGE_SIZE = 200;
/** Page size of folder queries (purchased, own and favourite folders). */
export const FOLDER_PAGE_SIZE = 200;
/** How many ids one `v3/materials?ids=` call may name (distinct ids); islands batch by it. */
export const MAX_MATERIAL_IDS = 200;

/** The filter keys of the materials catalogue (spec §3 "Filters"). */
export const FILTER_KEYS = ['class_grade', 'learning_years', 'material_type', 'subject'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

// Cookies

/** Lifetime of the country cookie set by geotargeting: one year. */
export const COUNTRY_COOKIE_MAX_AGE_SECONDS = 365 * SECONDS_PER_DAY;
/** Lifetime of any cookie that does not name its own: 30 days. */
export const COOKIE_DEFAULT_MAX_AGE_SECONDS = 30 * SECONDS_PER_DAY;

// Live notifications socket

export const SOCKET_HEARTBEAT_MS = 30_000;
/** Delay before the first reconnect; each further try waits SOCKET_RECONNECT_STEP_MS longer. */
export const SOCKET_RECONNECT_INITIAL_DELAY_MS = 2_000;
export const SOCKET_RECONNECT_STEP_MS = 1_000;
/** A close reason containing this text means the client must not reconnect. */
export const SOCKET_NO_RECONNECT_REASON = 'no_reconnect';
/** Incoming notifications are queued and dispatched to the UI at this interval. */
export const SOCKET_DISPATCH_INTERVAL_MS = 100;

// Screen timings

/** How long a folder success message stays before it is cleared. */
export const FOLDER_SUCCESS_MESSAGE_MS = 8_000;
/** Delay before the subject personalisation popup opens. */
export const PERSONALISATION_POPUP_DELAY_MS = 10_000;
/** Cookie consent initialisation polls for the consent tool at this interval … */
export const CONSENT_POLL_INTERVAL_MS = 1_000;
/** … and gives up after this many tries. */
export const CONSENT_POLL_MAX_TRIES = 10;
/** The new-feature tour starts this long after the page, if any tour is unfinished. */
export const TOUR_TRIGGER_DELAY_MS = 200;
/** When the validated user differs from the stored one, logout follows after this delay. */
export const WRONG_ACCOUNT_LOGOUT_DELAY_MS = 1_000;
/** After start, a timer of this length sets STARTUP_TIMER_VALUE in a small state holder. */
export const STARTUP_TIMER_MS = 15_000;
export const STARTUP_TIMER_VALUE = 200;

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

/** School types a material is classified by, `alle` meaning every type. */
export const SCHOOL_TYPES = [
  'alle', 'kita', 'grundschule', 'sek1-mittel', 'sek1-gym', 'sek2', 'berufsschule', 'foerder',
  'erwachsene',
] as const;
export type SchoolType = (typeof SCHOOL_TYPES)[number];
/** Groups of school types: primary (`ground`) and secondary schools. */
export const SCHOOL_TYPE_GROUPS = ['ground', 'secondary'] as const;
export type SchoolTypeGroup = (typeof SCHOOL_TYPE_GROUPS)[number];

/**
 * Text languages a material of the Spanish world can be in. The empty code marks a material
 * without text; its label is the Spanish world's own wording.
 */
export const SPANISH_TEXT_LANGUAGES = [
  { code: 'es', label: 'Español' },
  { code: 'ca', label: 'Català' },
  { code: 'eu', label: 'Euskara' },
  { code: 'gl', label: 'Galego' },
  { code: '', label: 'Sin texto' },
] as const;
export type SpanishTextLanguage = (typeof SPANISH_TEXT_LANGUAGES)[number]['code'];

// Money

/** Currencies whose amounts above 1 are shown as whole numbers (spec §5). */
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

export const AB_TEST_NAMES = ['PT', 'PG', 'PQ', 'SMB', 'NAV', 'RANK3', 'AF', 'SAS', 'SS25'] as const;
export type AbTestName = (typeof AB_TEST_NAMES)[number];

/**
 * One A/B test. `defaultVariant` is the control, also given to prerender and UI-test agents.
 * `activeVariants` names the variants that switch the feature on; without it, every variant
 * other than the control does.
 */
export interface AbTest {
  readonly name: AbTestName;
  readonly variants: readonly string[];
  readonly defaultVariant: 'A';
  readonly activeVariants?: readonly string[];
}

function controlAndVariant(name: AbTestName): AbTest {
  return { name, variants: ['A', 'B'], defaultVariant: 'A' };
}

export const AB_TESTS: Readonly<Record<AbTestName, AbTest>> = {
  PT: controlAndVariant('PT'),
  PG: controlAndVariant('PG'),
  PQ: controlAndVariant('PQ'),
  SMB: controlAndVariant('SMB'),
  NAV: { name: 'NAV', variants: ['A', 'B', 'C', 'D'], defaultVariant: 'A', activeVariants: ['C', 'D'] },
  RANK3: controlAndVariant('RANK3'),
  AF: { name: 'AF', variants: ['A', 'B', 'C'], defaultVariant: 'A', activeVariants: ['C'] },
  SAS: controlAndVariant('SAS'),
  SS25: controlAndVariant('SS25'),
};

/** Whether a visitor in `variant` of `test` gets the tested feature. */
export function isAbTestActive(test: AbTest, variant: string): boolean {
  if (test.activeVariants) return test.activeVariants.includes(variant);
  return variant !== test.defaultVariant && test.variants.includes(variant);
}

/** Storage slots for test segments. */
export const TEST_SEGMENT_SLOTS = 15;
/** The stored test map stays under 10 entries, so it holds at most 9. */
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
/** Loading a code chunk fails after this long. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** HTTP requests have no timeout unless a request sets one. */
export const DEFAULT_HTTP_TIMEOUT_MS: number | null = null;
