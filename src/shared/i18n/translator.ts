import i18next, { type i18n } from 'i18next';
import { FALLBACK_LANGUAGE, languageTag, type Language } from '../worlds';
import { AREAS, type Area } from './areas';
import { CATALOGUE } from './catalogue.generated';
import type { Messages } from './catalogue-types';
import { messagesTranslator, type Translate } from './translate';

export type { Translate };

/**
 * The catalogue keyed by real language tags, so i18next picks each language's CLDR plural rules
 * (`jp` would be read as no language at all, `se` as Northern Sami).
 */
const RESOURCES_BY_TAG: Record<string, Record<string, Messages>> = Object.fromEntries(
  Object.entries(CATALOGUE).map(([language, areas]) => [languageTag(language as Language), areas as Record<string, Messages>]),
);

/**
 * A fresh i18next instance for one request (the origin's mails and documents; pages use
 * `translatorFor`) (never the process-wide default, which would leak
 * the language between concurrent requests). Missing areas and keys fall back to English.
 * `resources` (by language tag) is the catalogue unless a test brings its own.
 */
export function createTranslator(language: Language, resources: Record<string, Record<string, Messages>> = RESOURCES_BY_TAG): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: languageTag(language),
    fallbackLng: languageTag(FALLBACK_LANGUAGE),
    resources,
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

/** Every area's messages per language, English filled in: immutable catalogue data, shared by requests. */
const messagesByLanguage = new Map<Language, Record<string, Messages>>();

/**
 * The edge's `t` for a language: the same translator the browser islands use (`messagesTranslator`,
 * plurals by the language's CLDR rules), over the whole catalogue of the language.
 */
export function translatorFor(language: Language): Translate {
  let messages = messagesByLanguage.get(language);
  if (!messages) {
    messages = clientMessages(language, AREAS);
    messagesByLanguage.set(language, messages);
  }
  return messagesTranslator(messages, languageTag(language));
}
