import { formatDecimal, formatNumber } from '../../shared/format';
import { languageTag } from '../../shared/worlds';
import { usePage } from './page-context';
import { escapeHtml } from './static-html';
import type { Translate } from '../i18n/translate';
import type { Language } from '../../shared/worlds';

/**
 * How much of the five-star row is filled, in tenths of a star (0–50): 4.63 of 5 → 46. Out-of-range
 * or unreadable averages are clamped to an empty or a full row.
 */
export function starFill(average: number): number {
  if (!Number.isFinite(average)) return 0;
  return Math.round(Math.min(5, Math.max(0, average)) * 10);
}

/** The class that fills the row (`.stars-46`: 92 %); the stylesheet has one per tenth of a star. */
function starsClass(average: number): string {
  return `stars stars-${starFill(average)}`;
}

/**
 * A row of five stars filled to `average`, drawn by the stylesheet (a star mask over a two-colour
 * bar whose split is the class's fill), so a card carries a few bytes and the page no inline
 * style under its CSP (docs/design-system.md, "Stars"). Decorative: the caller gives the
 * accessible text.
 */
export function Stars({ average }: { average: number }) {
  return <span className={starsClass(average)} aria-hidden="true" />;
}

/**
 * A material's or an author's rating: stars, the average and the count, read out as one text
 * ("4,6 von 5 Sternen …"): an image's children are presentational, so they need no aria-hidden.
 */
export function Rating({ average, count }: { average: number; count: number }) {
  const { t, language } = usePage();
  const tag = languageTag(language);
  const value = formatDecimal(average, tag);
  return (
    <span className="rating" role="img" aria-label={t('common:rating', { average: value, count })}>
      <Stars average={average} />
      <span className="rating-value">{value}</span>
      <span className="rating-count">{`(${formatNumber(count, tag)})`}</span>
    </span>
  );
}

/** `Rating` as markup, for cards written as strings (static-html.ts); a test holds both to the same HTML. */
export function ratingHtml(t: Translate, language: Language, average: number, count: number): string {
  const tag = languageTag(language);
  const value = formatDecimal(average, tag);
  return (
    `<span class="rating" role="img" aria-label="${escapeHtml(t('common:rating', { average: value, count }))}">` +
    `<span class="${starsClass(average)}" aria-hidden="true"></span>` +
    `<span class="rating-value">${escapeHtml(value)}</span><span class="rating-count">${escapeHtml(`(${formatNumber(count, tag)})`)}</span></span>`
  );
}
