import { messagesTranslator, type Translate } from '../../shared/i18n/translate';
import type { PageTexts } from '../../shared/page-state';
import { languageTag, type Language } from '../../shared/worlds';

/** The islands' translator is the one the edge renders with (src/shared/i18n/translate.ts). */
export { type Translate };

/** The translator of a page: its islands' texts, plurals by its language's CLDR rules. */
export function pageTranslator(texts: PageTexts, language: Language): Translate {
  return messagesTranslator(texts, languageTag(language));
}
