import { clientMessages } from '../../shared/i18n/translator';
import type { Area } from '../../shared/i18n/areas';
import type { PageState } from '../../shared/page-state';
import { PAGE_STATE_ID } from '../../shared/page-state';
import type { Language, World } from '../../shared/worlds';
import { jsonForScript } from './escape';

/** The catalogue areas islands read in the browser on every page; a page may add its own (`islandAreas`). */
const ISLAND_AREAS = ['common', 'header'] as const satisfies readonly Area[];

/** The data block per world, language and area set (`de|de|common,header,login`): the same bytes on every page of them. */
const scripts = new Map<string, string>();

/**
 * The data block the browser entry reads: world, language and the islands' texts (the common
 * areas, plus those a page's islands need).
 */
export function pageStateScript(world: World, language: Language, extraAreas: readonly Area[] = []): string {
  const areas = [...new Set<Area>([...ISLAND_AREAS, ...extraAreas])];
  const key = `${world}|${language}|${areas.join(',')}`;
  let script = scripts.get(key);
  if (script === undefined) {
    const state: PageState = { world, language, messages: clientMessages(language, areas) };
    script = `<script type="application/json" id="${PAGE_STATE_ID}">${jsonForScript(state)}</script>`;
    scripts.set(key, script);
  }
  return script;
}
