/** The cookie dialog's texts: the footer area's `consent` block, loaded with the dialog only (docs/consent.md). */
import type { Messages } from '../shared/i18n/catalogue-types';
import { FALLBACK_LANGUAGE, languageTag, type Language } from '../shared/worlds';

export const CONSENT_TEXT_KEYS = [
  'title', 'intro', 'necessary', 'necessaryText', 'statistics', 'statisticsText', 'marketing', 'marketingText',
  'alwaysOn', 'rejectAll', 'acceptAll', 'save', 'close',
] as const;
export type ConsentTextKey = (typeof CONSENT_TEXT_KEYS)[number];

export interface ConsentTexts {
  /** The language tag of the texts shown (CONSENT_LANGUAGE_CODES mapped: gr → el, cz → cs …). */
  lang: string;
  text: (key: ConsentTextKey) => string;
}

type Loader = () => Promise<{ default: Messages }>;

function consentBlock(messages: Messages | undefined): Messages | undefined {
  const block = messages?.consent;
  return typeof block === 'object' ? block : undefined;
}

/**
 * The texts in the world's language where it has them, else English; `lang` names the language
 * the dialog is actually written in.
 */
export async function loadConsentTexts(language: Language, loaders: Readonly<Record<string, Loader>>, path: (language: string) => string): Promise<ConsentTexts> {
  const load = async (code: string) => {
    const loader = loaders[path(code)];
    return loader ? consentBlock((await loader()).default) : undefined;
  };
  const [own, fallback] = await Promise.all([load(language), language === FALLBACK_LANGUAGE ? undefined : load(FALLBACK_LANGUAGE)]);
  const complete = own !== undefined && CONSENT_TEXT_KEYS.every((key) => typeof own[key] === 'string');
  const messages = complete ? own : (fallback ?? own ?? {});
  return {
    lang: languageTag(complete ? language : FALLBACK_LANGUAGE),
    text: (key) => {
      const value = messages[key];
      return typeof value === 'string' ? value : key;
    },
  };
}
