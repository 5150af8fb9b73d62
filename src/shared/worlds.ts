/** The country editions of Kreide (docs/product-rules.md, "Worlds") and what each world speaks and charges in. */

export const MAIN_WORLDS = ['de', 'es', 'fr', 'gr', 'it'] as const;
const FURTHER_WORLDS = [
  'bg', 'cn', 'cz', 'dk', 'fi', 'hi', 'hr', 'hu', 'id', 'jp', 'kr', 'kz', 'my', 'nl', 'no', 'pl',
  'ro', 'rs', 'se', 'sk', 'th', 'ua',
] as const;
export const WORLDS = [...MAIN_WORLDS, ...FURTHER_WORLDS] as const;
export const DEFAULT_WORLD = 'de' satisfies World;

export type MainWorld = (typeof MAIN_WORLDS)[number];
export type World = (typeof WORLDS)[number];

/** Catalogue languages of the translation files (docs/product-rules.md, "Worlds"). */
export const LANGUAGES = [
  'bg', 'cn', 'cz', 'de', 'dk', 'en', 'es', 'fi', 'fr', 'gr', 'hi', 'hr', 'hu', 'id', 'it', 'jp',
  'kr', 'kz', 'my', 'nl', 'no', 'pl', 'ro', 'rs', 'se', 'sk', 'th', 'ua',
] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE = 'en' satisfies Language;

/** Catalogue code → BCP 47 language tag, for <html lang>, hreflang, Content-Language and consent. */
const LANGUAGE_TAG_EXCEPTIONS: Partial<Record<Language, string>> = {
  gr: 'el', cn: 'zh', cz: 'cs', dk: 'da', jp: 'ja', kr: 'ko', kz: 'kk', my: 'ms', rs: 'sr',
  se: 'sv', ua: 'uk', hi: 'hi',
};

export function languageTag(language: Language): string {
  return LANGUAGE_TAG_EXCEPTIONS[language] ?? language;
}

/** A world speaks the catalogue language with the same code (docs/product-rules.md, "Worlds"). */
export function worldLanguage(world: World): Language {
  return world as Language;
}

const WORLD_CURRENCY: Record<World, string> = {
  // Bulgaria has used the euro since 2026-01-01 (migration 0038 moved the bg prices; docs/worlds.md).
  de: 'EUR', es: 'EUR', fr: 'EUR', gr: 'EUR', it: 'EUR', fi: 'EUR', hr: 'EUR', sk: 'EUR', nl: 'EUR',
  bg: 'EUR', cn: 'CNY', cz: 'CZK', dk: 'DKK', hi: 'INR', hu: 'HUF', id: 'IDR', jp: 'JPY', kr: 'KRW',
  kz: 'KZT', my: 'MYR', no: 'NOK', pl: 'PLN', ro: 'RON', rs: 'RSD', se: 'SEK', th: 'THB', ua: 'UAH',
};

/** The currency a world charges in. */
export function worldCurrency(world: World): string {
  return WORLD_CURRENCY[world];
}

/** ISO 3166 country of each world, for geotargeting defaults. */
const WORLD_COUNTRY: Record<World, string> = {
  de: 'DE', es: 'ES', fr: 'FR', gr: 'GR', it: 'IT', bg: 'BG', cn: 'CN', cz: 'CZ', dk: 'DK',
  fi: 'FI', hi: 'IN', hr: 'HR', hu: 'HU', id: 'ID', jp: 'JP', kr: 'KR', kz: 'KZ', my: 'MY',
  nl: 'NL', no: 'NO', pl: 'PL', ro: 'RO', rs: 'RS', se: 'SE', sk: 'SK', th: 'TH', ua: 'UA',
};

export function worldCountry(world: World): string {
  return WORLD_COUNTRY[world];
}

/** The world whose country matches an ISO country code, if any. */
export function worldForCountry(country: string | null | undefined): World | undefined {
  if (!country) return undefined;
  const upper = country.toUpperCase();
  return WORLDS.find((w) => WORLD_COUNTRY[w] === upper);
}

export function isWorld(value: string | null | undefined): value is World {
  return !!value && (WORLDS as readonly string[]).includes(value);
}

export function isMainWorld(value: string | null | undefined): value is MainWorld {
  return !!value && (MAIN_WORLDS as readonly string[]).includes(value);
}

/** Human names of the worlds in their own language, for the world switcher and landing view. */
export const WORLD_NAMES: Record<World, string> = {
  de: 'Deutschland', es: 'España', fr: 'France', gr: 'Ελλάδα', it: 'Italia', bg: 'България',
  cn: '中国', cz: 'Česko', dk: 'Danmark', fi: 'Suomi', hi: 'भारत', hr: 'Hrvatska', hu: 'Magyarország',
  id: 'Indonesia', jp: '日本', kr: '대한민국', kz: 'Қазақстан', my: 'Malaysia', nl: 'Nederland',
  no: 'Norge', pl: 'Polska', ro: 'România', rs: 'Србија', se: 'Sverige', sk: 'Slovensko',
  th: 'ประเทศไทย', ua: 'Україна',
};
