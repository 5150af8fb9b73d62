import type { SearchResponse } from '../../shared/schemas/materials';
import { usePage } from '../components/page-context';
import { MaterialGrid } from '../components/MaterialCard';
import { SearchForm } from '../components/SearchForm';

export interface SearchResultsData {
  result: SearchResponse;
  query: string;
  now: string;
}

function pageHref(base: string, query: string, page: number): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (page > 1) params.set('page', String(page));
  const qs = params.toString();
  return qs ? `${base}?${qs}` : base;
}

/** Search results: the query, the count, the cards and pagination; an empty state when nothing matches. */
export function SearchResultsPage({ data, heading }: { data: SearchResultsData; heading: string }) {
  const { t, path } = usePage();
  const { result, query } = data;
  const base = path('searchResults') ?? '';
  const pages = Math.max(1, Math.ceil(result.total / result.limit));
  return (
    <>
      <h1>{query ? t('search:resultsFor', { query }) : heading}</h1>
      <SearchForm query={query} id="results-search" />
      <p role="status" className="result-count">
        {t('search:count', { count: result.total })}
      </p>
      {result.items.length === 0 ? (
        <section className="empty-state">
          <h2>{t('search:empty.title')}</h2>
          <p>{t('search:empty.hint')}</p>
        </section>
      ) : (
        <MaterialGrid materials={result.items} now={new Date(data.now)} label={t('search:resultsLabel')} />
      )}
      {pages > 1 ? (
        <nav aria-label={t('search:pagination')} className="pagination">
          {result.page > 1 ? (
            <a rel="prev" href={pageHref(base, query, result.page - 1)}>
              {t('search:previous')}
            </a>
          ) : null}
          <span>{t('search:pageOf', { page: result.page, pages })}</span>
          {result.page < pages ? (
            <a rel="next" href={pageHref(base, query, result.page + 1)}>
              {t('search:next')}
            </a>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
