import type { Messages } from './i18n/catalogue-types';
import type { Language, World } from './worlds';

/** What the edge hands the browser in `<script type="application/json" id="kreide-state">`. */
export interface PageState {
  world: World;
  language: Language;
  messages: Record<string, Messages>;
}

export const PAGE_STATE_ID = 'kreide-state';
