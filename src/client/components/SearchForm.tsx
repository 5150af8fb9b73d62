import { usePage } from './page-context';
import SearchSuggest from '../islands/SearchSuggest';

/**
 * The catalogue search box: a plain GET form, so it works before and without JavaScript. Its
 * text input is the SearchSuggest island, which adds suggestions as the user types.
 */
export function SearchForm({ query = '', id = 'site-search' }: { query?: string; id?: string }) {
  const { t, path, island } = usePage();
  return (
    <form role="search" action={path('searchResults') ?? undefined} method="get" className="search-form">
      <label htmlFor={id} className="visually-hidden">
        {t('search:box.label')}
      </label>
      {island(SearchSuggest, {
        inputId: id,
        query,
        placeholder: t('search:box.placeholder'),
        materialHrefTemplate: path('materialPage', { id: '__id__', slug: '__slug__' }),
        texts: { listLabel: t('search:suggest.listLabel'), available: t('search:suggest.available') },
      })}
      <button type="submit">{t('search:box.submit')}</button>
    </form>
  );
}
