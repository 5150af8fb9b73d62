import { clientMessages } from '../../shared/i18n/translator';
import type { Area } from '../../shared/i18n/areas';
import type { PageState } from '../../shared/page-state';
import { PAGE_STATE_ID, TEXTS_PATH } from '../../shared/page-state';
import type { Language, World } from '../../shared/worlds';
import { jsonForScript } from './escape';
import { contentVersion } from './content-version';
import type { PageExperiments } from '../ab/page-tests';

/** The catalogue areas islands read in the browser on every page; a page may add its own (`islandAreas`). */
const ISLAND_AREAS = ['common', 'header'] as const satisfies readonly Area[];

export interface TextsFile {
  /** The file's path, its version being a hash of its content. */
  path: string;
  version: string;
  json: string;
}

/** One texts file per language and area list (`de|common+header+login`), made once per isolate. */
const files = new Map<string, TextsFile>();


/**
 * The islands' texts for a language and areas (English filled in), as the file the browser
 * fetches. Pages remember theirs; a request for another area list is answered but not kept, so
 * made-up lists cannot fill the isolate's memory.
 */
export function textsFile(language: Language, areas: readonly Area[], remember = true): TextsFile {
  const list = areas.join('+');
  const key = `${language}|${list}`;
  let file = files.get(key);
  if (!file) {
    const json = JSON.stringify(clientMessages(language, areas));
    const version = contentVersion(json);
    file = { path: `${TEXTS_PATH}${language}/${list}/${version}.json`, version, json };
    if (remember) files.set(key, file);
  }
  return file;
}

/** The data block per world, language and area set: the same bytes on every page of them. */
const scripts = new Map<string, string>();

/** What the page state says about the page beyond its locale: its screen, the code's release, its A/B variants. */
export interface PageIdentity {
  screen?: string | undefined;
  release?: string | undefined;
  /** The page's A/B variants, for the exposure report (docs/experiments.md). */
  experiments?: PageExperiments | undefined;
}

/**
 * The data block the browser entry reads: world, language and where the islands' texts are (the
 * common areas, plus those a page's islands need), and the screen and release error reports name.
 */
export function pageStateScript(world: World, language: Language, extraAreas: readonly Area[] = [], identity: PageIdentity = {}): string {
  const areas = [...new Set<Area>([...ISLAND_AREAS, ...extraAreas])];
  // The page's A/B variants (test → variant), which the browser reports as exposures with consent.
  const shown = Object.entries(identity.experiments ?? {}).map(([test, v]) => [test, v.variant] as const);
  const key = `${world}|${language}|${areas.join('+')}|${identity.screen ?? ''}|${identity.release ?? ''}|${shown.map(([test, variant]) => `${test}:${variant}`).join(',')}`;
  let script = scripts.get(key);
  if (script === undefined) {
    const state: PageState = {
      world,
      language,
      texts: textsFile(language, areas).path,
      ...(identity.screen ? { screen: identity.screen } : {}),
      ...(identity.release ? { release: identity.release } : {}),
      ...(shown.length > 0 ? { experiments: Object.fromEntries(shown) } : {}),
    };
    script = `<script type="application/json" id="${PAGE_STATE_ID}">${jsonForScript(state)}</script>`;
    scripts.set(key, script);
  }
  return script;
}
