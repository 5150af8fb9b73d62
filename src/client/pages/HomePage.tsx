import type { Material } from '../../shared/schemas/materials';
import type { MegaMenuEntry } from '../../shared/schemas/catalogue';
import { usePage } from '../components/page-context';
import { MaterialGrid } from '../components/MaterialCard';
import { SearchForm } from '../components/SearchForm';

export interface HomeData {
  popular: Material[];
  newest: Material[];
  onSale: Material[];
  schoolTypes: Pick<MegaMenuEntry, 'school_type' | 'school_name'>[];
  now: string;
}

/** A world's home: search, school types, and what is popular, new and on sale. */
export function HomePage({ data, heading }: { data: HomeData; heading: string }) {
  const { t, path } = usePage();
  const now = new Date(data.now);
  const searchPath = path('searchResults') ?? '';
  return (
    <>
      <section className="hero">
        <h1>{heading}</h1>
        <p>{t('home:intro')}</p>
        <SearchForm id="home-search" />
      </section>
      <section aria-labelledby="school-types-heading" data-tour="schools-slider">
        <h2 id="school-types-heading">{t('home:schoolTypes')}</h2>
        <ul className="chip-list">
          {data.schoolTypes.map((s) => (
            <li key={s.school_type}>
              <a className="chip" href={`${searchPath}?school_type=${encodeURIComponent(s.school_type)}`}>
                {s.school_name}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="popular-heading">
        <h2 id="popular-heading">{t('home:popular')}</h2>
        <MaterialGrid materials={data.popular} now={now} label={t('home:popular')} />
      </section>
      <section aria-labelledby="new-heading">
        <h2 id="new-heading">{t('home:newest')}</h2>
        <MaterialGrid materials={data.newest} now={now} label={t('home:newest')} />
      </section>
      {data.onSale.length > 0 ? (
        <section aria-labelledby="sale-heading">
          <h2 id="sale-heading">{t('home:onSale')}</h2>
          <MaterialGrid materials={data.onSale} now={now} label={t('home:onSale')} />
        </section>
      ) : null}
    </>
  );
}
