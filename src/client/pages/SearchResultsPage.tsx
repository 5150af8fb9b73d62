import type { Material } from '../../shared/schemas/materials';
import { formatNumber } from '../../shared/format';
import { languageTag } from '../../shared/worlds';
import { usePage } from '../components/page-context';
import { MaterialGrid } from '../components/MaterialCard';
import { Avatar } from '../components/Avatar';

export interface FacetValueView {
  label: string;
  count: number;
  href: string;
  active: boolean;
}

export interface FacetView {
  key: string;
  label: string;
  values: FacetValueView[];
}

export interface SearchResultsData {
  query: string;
  /** Authors whose name holds the typed words, linked to their pages. */
  authors: { id: number; name: string; href: string; imagePath: string | null; materials: number }[];
  items: Material[];
  total: number;
  page: number;
  pages: number;
  exact: boolean;
  facets: FacetView[];
  /** Active filters, each with the link that removes it. */
  chips: { label: string; removeHref: string }[];
  sort: string;
  sorts: { value: string; label: string }[];
  /** The current filters as hidden fields of the sort form. */
  hidden: [string, string][];
  prevHref: string | null;
  nextHref: string | null;
  /** The numbered page links; null where numbers are left out. */
  pageLinks: ({ page: number; href: string; current: boolean } | null)[];
  now: string;
}

/**
 * Search results: facets with counts as plain links (crawlable, no JavaScript needed), chips for
 * the active filters, a sort form, the cards, pagination and an empty state. On phones the facets
 * sit behind a "Filter" disclosure with the result count (styles.css). The query is refined in the
 * header's search box, which holds it: the page has no second one.
 */
export function SearchResultsPage({ data, heading }: { data: SearchResultsData; heading: string }) {
  const { t, path, language } = usePage();
  return (
    <div className="search-layout">
      <div className="search-main">
        <h1>{data.query ? t('search:resultsFor', { query: data.query }) : heading}</h1>
        {data.chips.length > 0 ? (
          <ul className="chip-list" aria-label={t('search:activeFilters')}>
            {data.chips.map((chip) => (
              <li key={chip.removeHref}>
                <a className="chip chip-active" href={chip.removeHref} aria-label={t('search:removeFilter', { label: chip.label })}>
                  {chip.label} <span aria-hidden="true">×</span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        {data.authors.length > 0 ? (
          <section className="author-matches" aria-labelledby="author-matches-heading">
            <h2 id="author-matches-heading">{t('search:authors.heading')}</h2>
            <ul>
              {data.authors.map((author) => (
                <li key={author.href}>
                  <a href={author.href}>
                    <Avatar name={author.name} id={author.id} src={author.imagePath} />
                    <span>
                      <strong>{author.name}</strong>
                      <span className="author-match-count">{t('search:count', { count: author.materials })}</span>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <div className="result-bar">
          <p role="status" className="result-count">
            {t('search:count', { count: data.total })}
            {data.exact ? null : <span className="hint"> {t('search:approximate')}</span>}
          </p>
          <form method="get" action={path('searchResults') ?? undefined} className="sort-form">
            {data.hidden.map(([name, value]) => (
              <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
            ))}
            {/* A choice applies at once (the entry sends the form of a `data-submit-on-change` select). */}
            <label htmlFor="sort">{t('search:sort.label')}</label>
            <select id="sort" name="sort" defaultValue={data.sort} data-submit-on-change="">
              {data.sorts.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            {/* Only without JavaScript: a button that vanished at hydration would move the results up. */}
            <noscript>
              <button type="submit">{t('search:sort.apply')}</button>
            </noscript>
          </form>
        </div>
        {data.items.length === 0 ? (
          <section className="empty-state">
            <h2>{t('search:empty.title')}</h2>
            <p>{t('search:empty.hint')}</p>
          </section>
        ) : (
          <>
            {/* The cards' titles are h3: the list has its heading, for those who move by headings. */}
            <h2 className="visually-hidden">{t('search:resultsLabel')}</h2>
            <MaterialGrid materials={data.items} now={new Date(data.now)} label={t('search:resultsLabel')} firstRow />
          </>
        )}
        {data.pages > 1 ? (
          <nav aria-label={t('search:pagination')} className="pagination">
            {data.prevHref ? (
              <a rel="prev" href={data.prevHref}>
                {t('search:previous')}
              </a>
            ) : null}
            {data.pageLinks.map((link, i) =>
              link === null ? (
                <span key={`gap-${i}`} className="pager-gap" aria-hidden="true">
                  …
                </span>
              ) : (
                <a
                  key={link.page}
                  href={link.href}
                  className="pager-page"
                  aria-current={link.current ? 'page' : undefined}
                  aria-label={t('search:pageOf', { page: formatNumber(link.page, languageTag(language)), pages: formatNumber(data.pages, languageTag(language)) })}
                >
                  {formatNumber(link.page, languageTag(language))}
                </a>
              ),
            )}
            {data.nextHref ? (
              <a rel="next" href={data.nextHref}>
                {t('search:next')}
              </a>
            ) : null}
          </nav>
        ) : null}
      </div>
      <details className="filter-drawer">
        <summary className="button">
          {`${t('search:filters')} `}
          <span className="count">{`(${t('search:count', { count: data.total })})`}</span>
        </summary>
        <aside className="facets" aria-label={t('search:filters')}>
          <h2 className="visually-hidden">{t('search:filters')}</h2>
          {data.facets.map((facet) => (
            <section key={facet.key} aria-labelledby={`facet-${facet.key}`}>
              <h3 id={`facet-${facet.key}`}>{facet.label}</h3>
              <ul>
                {facet.values.map((value) => (
                  <li key={value.href}>
                    <a href={value.href} aria-current={value.active ? 'true' : undefined}>
                      {`${value.label} `}
                      <span className="count">{`(${formatNumber(value.count, languageTag(language))})`}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </aside>
      </details>
    </div>
  );
}
