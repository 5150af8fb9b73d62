import { formatDecimal, formatNumber } from '../../shared/format';
import { languageTag } from '../../shared/worlds';
import { usePage } from './page-context';
import { IconSymbols } from './Icon';
import { escapeHtml } from './static-html';
import type { Translate } from '../i18n/translate';
import type { Language } from '../../shared/worlds';

/** The id of the five-star symbol every page carries once (Layout renders `StarSymbol`). */
const STARS_SYMBOL = 'kreide-stars';
const STAR = 'M10 1.2l2.7 5.5 6 .9-4.35 4.25 1.03 6L10 15l-5.38 2.85 1.03-6L1.3 7.6l6-.9z';

/**
 * How much of the five-star row is filled, in percent (one decimal): 4.6 of 5 → 92. Out-of-range
 * or unreadable averages are clamped to an empty or a full row.
 */
export function starFill(average: number): number {
  if (!Number.isFinite(average)) return 0;
  const stars = Math.min(5, Math.max(0, average));
  return Math.round(stars * 200) / 10;
}

/**
 * The page's sprite, once per page: five stars in one symbol (`Stars` draws it twice, the filled
 * copy clipped) and the icons' symbols (`Icon`).
 */
export function StarSymbol() {
  return (
    <svg className="sprite" aria-hidden="true" width="0" height="0">
      <symbol id={STARS_SYMBOL} viewBox="0 0 100 20" preserveAspectRatio="xMinYMin slice">
        {[0, 20, 40, 60, 80].map((x) => (
          <path key={x} d={STAR} transform={x ? `translate(${x})` : undefined} />
        ))}
      </symbol>
      <IconSymbols />
    </svg>
  );
}

/**
 * A row of five stars filled to `average` (partial stars: the filled row is clipped by a nested
 * SVG's width, an attribute, so the page needs no inline style under its CSP). Decorative: the
 * caller gives the accessible text. Both `use`s take their viewport's size: the empty row the
 * whole row, the filled one the clip, where the symbol's `slice` keeps the stars at full size
 * (cut off at the clip's edge, not shrunk into it).
 */
export function Stars({ average }: { average: number }) {
  return (
    <svg className="stars" viewBox="0 0 100 20" aria-hidden="true">
      <use href={`#${STARS_SYMBOL}`} className="stars-empty" />
      <svg width={starFill(average)}>
        <use href={`#${STARS_SYMBOL}`} className="stars-full" />
      </svg>
    </svg>
  );
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
    `<svg class="stars" viewBox="0 0 100 20" aria-hidden="true"><use href="#${STARS_SYMBOL}" class="stars-empty"></use>` +
    `<svg width="${starFill(average)}"><use href="#${STARS_SYMBOL}" class="stars-full"></use></svg></svg>` +
    `<span class="rating-value">${escapeHtml(value)}</span><span class="rating-count">${escapeHtml(`(${formatNumber(count, tag)})`)}</span></span>`
  );
}
