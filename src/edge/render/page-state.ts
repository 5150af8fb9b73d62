import { clientMessages } from '../../shared/i18n/translator';
import type { Area } from '../../shared/i18n/areas';
import type { PageState } from '../../shared/page-state';
import { PAGE_STATE_ID } from '../../shared/page-state';
import type { Language, World } from '../../shared/worlds';
import { jsonForScript } from './escape';

/** The catalogue areas islands read in the browser on every page; a page may add its own (`islandAreas`). */
const ISLAND_AREAS = ['common', 'header'] as const satisfies readonly Area[];

/** Messages per language and area set: `de|common,header,login`. */
const messagesByLanguage = new Map<string, PageState['messages']>();

/**
 * The data block the browser entry reads: world, language and the islands' texts (the common
 * areas, plus those a page's islands need).
 */
export function pageStateScript(world: World, language: Language, extraAreas: readonly Area[] = []): string {
  const areas = [...new Set<Area>([...ISLAND_AREAS, ...extraAreas])];
  const key = `${language}|${areas.join(',')}`;
  let messages = messagesByLanguage.get(key);
  if (!messages) {
    messages = clientMessages(language, areas);
    messagesByLanguage.set(key, messages);
  }
  const state: PageState = { world, language, messages };
  return `<script type="application/json" id="${PAGE_STATE_ID}">${jsonForScript(state)}</script>`;
}
