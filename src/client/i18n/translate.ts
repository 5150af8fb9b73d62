import { messagesTranslator, type Translate } from '../../shared/i18n/translate';
import type { PageState } from '../../shared/page-state';
import { languageTag } from '../../shared/worlds';

/** The islands' translator is the one the edge renders with (src/shared/i18n/translate.ts). */
export { type Translate };

/** The translator of a page: the messages it ships, plurals by its language's CLDR rules. */
export function pageTranslator(state: Pick<PageState, 'messages' | 'language'>): Translate {
  return messagesTranslator(state.messages, languageTag(state.language));
}
