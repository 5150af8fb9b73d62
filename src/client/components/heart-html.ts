import type { Translate } from '../i18n/translate';
import { escapeHtml } from './static-html';

/**
 * A favourite heart as plain markup (docs/favourites.md, "The heart"): a toggle button with its
 * material's id. It is no island of its own: the page's one `FavouriteHearts` island presses the
 * hearts of the visitor's favourites and handles every heart's click, so a card carries no props.
 * The stylesheet draws the heart from `aria-pressed` (an outline, filled once pressed).
 */
export function heartHtml(t: Translate, materialId: number, title: string): string {
  return (
    `<button type="button" class="favourite-heart" data-material-id="${materialId}" aria-pressed="false" ` +
    `aria-label="${escapeHtml(t('common:favourite.toggle', { title }))}"></button>`
  );
}
