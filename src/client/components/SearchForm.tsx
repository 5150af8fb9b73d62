import { usePage } from './page-context';

/** The catalogue search box: a plain GET form, so it works before and without JavaScript. */
export function SearchForm({ query = '', id = 'site-search' }: { query?: string; id?: string }) {
  const { t, path } = usePage();
  return (
    <form role="search" action={path('searchResults') ?? undefined} method="get" className="search-form">
      <label htmlFor={id} className="visually-hidden">
        {t('search:box.label')}
      </label>
      <input id={id} name="q" type="search" defaultValue={query} placeholder={t('search:box.placeholder')} maxLength={200} autoComplete="off" />
      <button type="submit">{t('search:box.submit')}</button>
    </form>
  );
}
