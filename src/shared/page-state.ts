import type { Messages } from './i18n/catalogue-types';
import type { Language, World } from './worlds';

/** What the edge hands the browser in `<script type="application/json" id="kreide-state">`. */
export interface PageState {
  world: World;
  language: Language;
  /**
   * Where the islands' texts are: one JSON file per language and set of catalogue areas, named by
   * its content, so the browser keeps it across pages (docs/architecture.md, "Render cost").
   */
  texts: string;
  /** The screen's route name (never its path) and the release of the code, for error reports (docs/error-reporting.md). */
  screen?: string;
  release?: string;
  /**
   * The A/B tests this page shows, test key → variant (docs/experiments.md); the browser reports
   * them as exposures when the visitor allows statistics.
   */
  experiments?: Record<string, string>;
}

/** The islands' texts, by catalogue area. */
export type PageTexts = Record<string, Messages>;

export const PAGE_STATE_ID = 'kreide-state';

/** Texts files live under this path: `/texts/{language}/{area+area}/{version}.json`. */
export const TEXTS_PATH = '/texts/';
