import { usePage } from '../components/page-context';
import { SearchForm } from '../components/SearchForm';

export function NotFoundPage() {
  const { t, path } = usePage();
  return (
    <section className="not-found">
      <h1>{t('meta:notFound.heading')}</h1>
      <p>{t('meta:notFound.description')}</p>
      <SearchForm id="not-found-search" />
      <p>
        <a href={path('home') ?? '/'}>{t('common:backHome')}</a>
      </p>
    </section>
  );
}
