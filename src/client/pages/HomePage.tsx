import type { ReactNode } from 'react';
import type { Material } from '../../shared/schemas/materials';
import type { FeaturedAuthor, Storefront } from '../../shared/schemas/storefront';
import type { MegaMenuEntry } from '../../shared/schemas/catalogue';
import { usePage } from '../components/page-context';
import { MaterialCard } from '../components/MaterialCard';
import { SearchForm } from '../components/SearchForm';
import { Rating } from '../components/Stars';
import { Avatar } from '../components/Avatar';
import { ID_PLACEHOLDER, SLUG_PLACEHOLDER } from '../href-template';
import ForYourSubjects from '../islands/ForYourSubjects';

/** How many cards a home row shows on a wide screen: one line, never a half-filled one (docs/design-system.md, "Rows"). */
export const ROW_LENGTH = 5;
/** How many a row may carry: phones scroll through all of them, wide screens show the first ROW_LENGTH. */
export const ROW_MAX = 10;

/**
 * The items a home row shows: at most ROW_MAX, and none at all when there are too few to fill
 * the one line a wide screen shows (a row with holes looks broken; the section is left out).
 */
export function rowItems<T>(items: readonly T[]): readonly T[] {
  return items.length < ROW_LENGTH ? [] : items.slice(0, ROW_MAX);
}

export interface HomeTile {
  id: string;
  name: string;
  /** Live materials behind the tile. */
  count: number;
}

/** Subjects shown as tiles on the home: two, three, four or six a line fill whole lines. */
const HOME_SUBJECTS = 12;

/** School types with their live materials, and the world's main subjects summed over all school types. */
export function homeTiles(menu: readonly MegaMenuEntry[], subjectCount = HOME_SUBJECTS): { schoolTypes: HomeTile[]; subjects: HomeTile[] } {
  const subjects = new Map<number, HomeTile>();
  for (const entry of menu) {
    for (const s of entry.subjects) {
      const tile = subjects.get(s.id);
      if (tile) tile.count += s.doc_count;
      else subjects.set(s.id, { id: String(s.id), name: s.title, count: s.doc_count });
    }
  }
  return {
    schoolTypes: menu
      .map((m) => ({ id: m.school_type, name: m.school_name, count: m.subjects.reduce((sum, s) => sum + s.doc_count, 0) }))
      .filter((tile) => tile.count > 0),
    subjects: [...subjects.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)).slice(0, subjectCount),
  };
}

export interface HomeData {
  popular: Material[];
  newest: Material[];
  onSale: Material[];
  /** The season's search word (seasons.ts) and what it finds; null when the search could not answer. */
  season: { word: string; items: Material[] } | null;
  schoolTypes: HomeTile[];
  subjects: HomeTile[];
  /** Figures and featured authors; null when the origin could not answer. */
  storefront: Storefront | null;
  now: string;
}

/** A section with a heading and, when there is more to see, a "see all" link. */
function Shelf({ id, title, href, children }: { id: string; title: string; href?: string | null; children: ReactNode }) {
  const { t } = usePage();
  return (
    <section className="shelf" aria-labelledby={id}>
      <div className="section-head">
        <h2 id={id}>{title}</h2>
        {href ? (
          <a className="see-all" href={href}>
            {t('home:seeAll')}
            <span className="visually-hidden">: {title}</span>
          </a>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/** One line of cards: a scroll-snapping row on phones, ROW_LENGTH columns on wide screens. */
function CardRow({ materials, now, label }: { materials: readonly Material[]; now: Date; label: string }) {
  return (
    <ul className="card-row" aria-label={label}>
      {materials.map((m) => (
        <li key={m.id}>
          <MaterialCard material={m} now={now} />
        </li>
      ))}
    </ul>
  );
}

function AuthorTile({ author }: { author: FeaturedAuthor }) {
  const { t, path } = usePage();
  const href = path('authorPage', { id: String(author.id), slug: author.slug }) ?? '#';
  return (
    <article className="card author-tile">
      <Avatar name={author.publicName} id={author.id} src={author.imagePath} />
      <h3 className="author-tile-name">
        <a href={href}>{author.publicName}</a>
      </h3>
      <p className="author-tile-meta">{t('home:authorMaterials', { count: author.materials })}</p>
      {author.rating.count > 0 ? <Rating average={author.rating.average} count={author.rating.count} /> : null}
    </article>
  );
}

function Tiles({ tiles, href, label, kind, tour }: { tiles: readonly HomeTile[]; href: (id: string) => string; label: string; kind: string; tour?: string }) {
  const { t } = usePage();
  return (
    <ul className={`tiles tiles-${kind}`} aria-label={label} data-tour={tour}>
      {tiles.map((tile) => (
        <li key={tile.id}>
          <a className="tile" href={href(tile.id)}>
            <span className="tile-name">{tile.name}</span>
            <span className="tile-count">{t('home:materialCount', { count: tile.count })}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The signed-in user's own row (docs/personalisation.md): texts and links travel as props, the materials come after hydration. */
export function forYourSubjectsProps(t: (key: string) => string, path: ReturnType<typeof usePage>['path']) {
  return {
    materialHrefTemplate: path('materialPage', { id: ID_PLACEHOLDER, slug: SLUG_PLACEHOLDER }),
    mySubjectsHref: path('mySubjects'),
    heading: t('personalization:row.heading'),
    editLabel: t('personalization:row.edit'),
  };
}

/**
 * A world's home: the search, school types and subjects as tiles, the season's row, bestsellers,
 * new and sale rows, featured authors and the world's figures. Server-rendered: its islands are
 * the favourite heart of each card and the signed-in user's "For your subjects" row.
 */
export function HomePage({ data, heading }: { data: HomeData; heading: string }) {
  const { t, path, island } = usePage();
  const now = new Date(data.now);
  const searchPath = path('searchResults') ?? '';
  const search = (query: string) => `${searchPath}?${query}`;
  const figures = data.storefront?.figures;
  const rows = [
    data.season ? { id: 'season', title: t('home:season', { word: data.season.word }), href: search(`q=${encodeURIComponent(data.season.word)}`), items: data.season.items } : null,
    { id: 'popular', title: t('home:popular'), href: search('sort=bestseller'), items: data.popular },
    { id: 'new', title: t('home:newest'), href: search('sort=newest'), items: data.newest },
    { id: 'sale', title: t('home:onSale'), href: search('price=on_sale'), items: data.onSale },
  ];
  const authors = rowItems(data.storefront?.featuredAuthors ?? []);
  return (
    <>
      <section className="hero" aria-labelledby="home-heading">
        <h1 id="home-heading">{heading}</h1>
        <p className="lead">{t('home:intro')}</p>
        <SearchForm id="home-search" />
        {figures && figures.materials > 0 ? (
          <ul className="figures" aria-label={t('home:figuresLabel')}>
            <li>{t('home:figures.materials', { count: figures.materials })}</li>
            <li>{t('home:figures.authors', { count: figures.authors })}</li>
            <li>{t('home:figures.ratings', { count: figures.ratings })}</li>
          </ul>
        ) : null}
      </section>
      {island(ForYourSubjects, forYourSubjectsProps(t, path))}
      {data.schoolTypes.length > 0 ? (
        <Shelf id="school-types-heading" title={t('home:schoolTypes')}>
          <Tiles kind="school" tour="schools-slider" tiles={data.schoolTypes} label={t('home:schoolTypes')} href={(id) => search(`school_type=${encodeURIComponent(id)}`)} />
        </Shelf>
      ) : null}
      {data.subjects.length > 0 ? (
        <Shelf id="subjects-heading" title={t('home:subjects')}>
          <Tiles kind="subject" tiles={data.subjects} label={t('home:subjects')} href={(id) => search(`subject=${encodeURIComponent(id)}`)} />
        </Shelf>
      ) : null}
      {rows.map((row) => {
        const items = row ? rowItems(row.items) : [];
        return row && items.length > 0 ? (
          <Shelf key={row.id} id={`${row.id}-heading`} title={row.title} href={row.href}>
            <CardRow materials={items} now={now} label={row.title} />
          </Shelf>
        ) : null;
      })}
      {authors.length > 0 ? (
        <Shelf id="authors-heading" title={t('home:authors')}>
          <ul className="card-row author-row" aria-label={t('home:authors')}>
            {authors.map((author) => (
              <li key={author.id}>
                <AuthorTile author={author} />
              </li>
            ))}
          </ul>
        </Shelf>
      ) : null}
    </>
  );
}
