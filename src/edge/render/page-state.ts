import { clientMessages } from '../../shared/i18n/translator';
import type { PageState } from '../../shared/page-state';
import { PAGE_STATE_ID } from '../../shared/page-state';
import type { Language, World } from '../../shared/worlds';
import { ISLAND_AREAS } from '../../client/islands/registry';
import { jsonForScript } from './escape';

const messagesByLanguage = new Map<Language, PageState['messages']>();

/** The data block the browser entry reads: world, language and the islands' texts. */
export function pageStateScript(world: World, language: Language): string {
  let messages = messagesByLanguage.get(language);
  if (!messages) {
    messages = clientMessages(language, ISLAND_AREAS);
    messagesByLanguage.set(language, messages);
  }
  const state: PageState = { world, language, messages };
  return `<script type="application/json" id="${PAGE_STATE_ID}">${jsonForScript(state)}</script>`;
}
