import type { Material } from '../../shared/schemas/materials';
import { isNewMaterial, salePercent } from '../../shared/materials';
import { formatPercent } from '../../shared/format';
import { languageTag } from '../../shared/worlds';
import { usePage, type PageContextValue } from './page-context';
import { priceHtml } from './Price';
import { ratingHtml } from './Stars';
import { escapeHtml, safeUrl } from './static-html';
import type { Translate } from '../i18n/translate';
import type { Language } from '../../shared/worlds';
import { heartHtml } from './heart-html';

/** The badges of a material: sale (with its percentage), bestseller, new (docs/design-system.md, "Badges"). */
export function MaterialBadges({ material, now, bestLabel }: { material: Material; now: Date; bestLabel?: string }) {
  const { t, language } = usePage();
  const off = salePercent(material.price, material.sale);
  return (
    <>
      {off > 0 ? <span className="badge badge-sale">{formatPercent(-off, languageTag(language))}</span> : null}
      {material.bestInCategories.length > 0 ? <span className="badge badge-best">{bestLabel ?? t('common:badge.best')}</span> : null}
      {isNewMaterial(material.createdAt, now) ? <span className="badge badge-new">{t('common:badge.new')}</span> : null}
    </>
  );
}

/** A material's badges as markup (`MaterialBadges` written as a string, see `cardHtml`). */
function badgesHtml(t: Translate, language: Language, material: Material, now: Date): string {
  const off = salePercent(material.price, material.sale);
  let html = '';
  if (off > 0) html += `<span class="badge badge-sale">${escapeHtml(formatPercent(-off, languageTag(language)))}</span>`;
  if (material.bestInCategories.length > 0) html += `<span class="badge badge-best">${escapeHtml(t('common:badge.best'))}</span>`;
  if (isNewMaterial(material.createdAt, now)) html += `<span class="badge badge-new">${escapeHtml(t('common:badge.new'))}</span>`;
  return html;
}

/**
 * The inside of a material card as markup: framed preview with badges, title, author, stars,
 * price and the favourite heart (plain markup: the page's `FavouriteHearts` island serves every heart). Written as a string because a
 * list repeats it dozens of times and it never hydrates: React's per-element work was most of a
 * results page's render (docs/architecture.md, "Render cost"); the markup is what the elements
 * were, attribute for attribute.
 */
function cardHtml(page: Pick<PageContextValue, 't' | 'language' | 'path'>, material: Material, now: Date, first: boolean): string {
  const { t, language, path } = page;
  const href = path('materialPage', { id: String(material.id), slug: material.slug }) ?? '#';
  return (
    `<a href="${safeUrl(href)}" class="material-card-link"><span class="card-media">` +
    `<img src="${safeUrl(`${material.imgUrl}&h=240`)}" alt="" width="170" height="240" ${first ? 'fetchpriority="high"' : 'loading="lazy"'}/>` +
    `<span class="card-badges">${badgesHtml(t, language, material, now)}</span></span>` +
    `<h3 class="card-title">${escapeHtml(material.title)}</h3></a>` +
    `<p class="material-card-author">${escapeHtml(t('common:byAuthor', { name: material.author.publicName }))}</p>` +
    (material.rating.count > 0 ? ratingHtml(t, language, material.rating.average, material.rating.count) : '') +
    `<div class="material-card-price">${priceHtml(t, material.price, material.sale, material.currency)}` +
    `${heartHtml(t, material.id, material.title)}</div>`
  );
}

/**
 * A material in a list: framed preview with badges, title, author, stars, price and favourite heart.
 * `first` marks a card of the first row of a page's main list: its preview is likely the page's
 * largest paint, so it loads at once with high priority; every other preview loads lazily.
 */
export function MaterialCard({ material, now, first = false }: { material: Material; now: Date; first?: boolean }) {
  const page = usePage();
  return <article className="card material-card" dangerouslySetInnerHTML={{ __html: cardHtml(page, material, now, first) }} />;
}

/** Cards of a phone's first row (two per row): the ones `firstRow` grids load at once. */
const FIRST_ROW = 2;

export function MaterialGrid({ materials, now, label, firstRow = false }: { materials: readonly Material[]; now: Date; label: string; firstRow?: boolean }) {
  return (
    <ul className="material-grid" aria-label={label}>
      {materials.map((m, i) => (
        <li key={m.id}>
          <MaterialCard material={m} now={now} first={firstRow && i < FIRST_ROW} />
        </li>
      ))}
    </ul>
  );
}
