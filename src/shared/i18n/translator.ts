import i18next, { type i18n, type TFunction } from 'i18next';
import { FALLBACK_LANGUAGE, languageTag, type Language } from '../worlds';
import type { Area } from './areas';
import { CATALOGUE } from './catalogue.generated';
import type { Messages } from './catalogue-types';

export type Translate = TFunction;

/**
 * The catalogue keyed by real language tags, so i18next picks each language's CLDR plural rules
 * (`jp` would be read as no language at all, `se` as Northern Sami).
 */
const RESOURCES_BY_TAG: Record<string, Record<string, Messages>> = Object.fromEntries(
  Object.entries(CATALOGUE).map(([language, areas]) => [languageTag(language as Language), areas as Record<string, Messages>]),
);

/**
 * A fresh i18next instance for one request (never the process-wide default, which would leak
 * the language between concurrent requests). Missing areas and keys fall back to English.
 */
export function createTranslator(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: languageTag(language),
    fallbackLng: languageTag(FALLBACK_LANGUAGE),
    resources: RESOURCES_BY_TAG,
    ns: [],
    defaultNS: 'common',
    fallbackNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  return instance;
}

/** The messages of some areas in one language with English filled in, for the browser islands. */
export function clientMessages(language: Language, areas: readonly Area[]): Record<string, Messages> {
  const out: Record<string, Messages> = {};
  for (const area of areas) {
    out[area] = mergeMessages(CATALOGUE[FALLBACK_LANGUAGE]?.[area] ?? {}, CATALOGUE[language]?.[area] ?? {});
  }
  return out;
}

function mergeMessages(base: Messages, over: Messages): Messages {
  const out: Record<string, string | Messages> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const prev = out[key];
    out[key] = typeof value === 'object' && typeof prev === 'object' ? mergeMessages(prev, value) : value;
  }
  return out;
}

/** Resolved message templates per language: immutable catalogue data, shared safely by requests. */
const templatesByLanguage = new Map<string, Map<string, string>>();

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** Plural rules per language tag, made once per isolate. */
const pluralRulesByLanguage = new Map<string, Intl.PluralRules>();

function pluralCategory(language: string, count: number): string {
  let rules = pluralRulesByLanguage.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRulesByLanguage.set(language, rules);
  }
  // i18next uses a `_zero` form for 0 when the catalogue has one, whatever the language's rules.
  return count === 0 ? 'zero' : rules.select(count);
}

/** A `t` for rendering: `area:key.path` with `{{name}}` values (and `count` for plurals). */
export type RenderingTranslate = (key: string, vars?: Record<string, string | number>) => string;

/**
 * A faster `t` for rendering: a message is looked up once per language (and, with `count`, once
 * per CLDR plural category) through i18next, fallbacks and plural forms included, and then
 * interpolated directly.
 */
export function renderingTranslate(instance: i18n): RenderingTranslate {
  return translateWith(instance.language, () => instance);
}

/**
 * The same for a language, with the i18next instance made only when a message is not yet in the
 * per-isolate cache: a warm isolate renders pages without creating one per request.
 */
export function renderingTranslateFor(language: Language): RenderingTranslate {
  let instance: i18n | null = null;
  return translateWith(languageTag(language), () => (instance ??= createTranslator(language)));
}

function translateWith(languageKey: string, instance: () => i18n): RenderingTranslate {
  let templates = templatesByLanguage.get(languageKey);
  if (!templates) {
    templates = new Map();
    templatesByLanguage.set(languageKey, templates);
  }
  const cache = templates;
  return (key, vars) => {
    const count = vars?.count;
    const plural = typeof count === 'number' && Number.isFinite(count);
    if (vars && 'count' in vars && !plural) return instance().t(key, vars);
    const cacheKey = plural ? `${key}\u0000${pluralCategory(languageKey, count)}` : key;
    let template = cache.get(cacheKey);
    if (template === undefined) {
      template = plural ? instance().t(key, { count, skipInterpolation: true }) : instance().t(key, { skipInterpolation: true });
      cache.set(cacheKey, template);
    }
    if (!vars) return template;
    return template.replace(PLACEHOLDER, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
  };
}
