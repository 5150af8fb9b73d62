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

/**
 * A faster `t` for rendering: a message without plural forms is looked up once per language
 * through i18next (fallbacks included) and then interpolated directly; calls with `count` go to
 * i18next, which picks the CLDR plural form.
 */
export function renderingTranslate(instance: i18n): (key: string, vars?: Record<string, string | number>) => string {
  const language = instance.language;
  let templates = templatesByLanguage.get(language);
  if (!templates) {
    templates = new Map();
    templatesByLanguage.set(language, templates);
  }
  const cache = templates;
  return (key, vars) => {
    if (vars && 'count' in vars) return instance.t(key, vars);
    let template = cache.get(key);
    if (template === undefined) {
      template = instance.t(key, { skipInterpolation: true });
      cache.set(key, template);
    }
    if (!vars) return template;
    return template.replace(PLACEHOLDER, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
  };
}
