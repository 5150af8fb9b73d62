import type { Material } from '../../shared/schemas/materials';
import { usePage } from '../components/page-context';
import { MaterialGrid } from '../components/MaterialCard';
import ForYourSubjects from '../islands/ForYourSubjects';
import { forYourSubjectsProps } from './HomePage';

export interface ListingSection {
  heading: string;
  materials: Material[];
  /** Where the whole list continues (search results with the same filters). */
  moreHref?: string | null;
}

export interface ListingData {
  heading: string;
  intro: string;
  /** Links to narrower landings (subjects of a school type, …). */
  links?: { label: string; href: string }[];
  sections: ListingSection[];
  now: string;
  /** Show the signed-in user's "For your subjects" row first (recommendations, docs/personalisation.md). */
  forYourSubjects?: true;
}

/** A landing made of material lists: campaigns, offers, subject and school-type landings. */
export function ListingPage({ data }: { data: ListingData }) {
  const { t, path, island } = usePage();
  const now = new Date(data.now);
  return (
    <>
      <h1>{data.heading}</h1>
      <p className="lead">{data.intro}</p>
      {data.links && data.links.length > 0 ? (
        <nav aria-label={t('search:related')} data-tour="subjects-slider">
          <ul className="chip-list">
            {data.links.map((link) => (
              <li key={link.href}>
                <a className="chip" href={link.href}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {data.forYourSubjects ? island(ForYourSubjects, forYourSubjectsProps(t, path)) : null}
      {data.sections.map((section) => (
        <section key={section.heading} aria-label={section.heading}>
          <h2>{section.heading}</h2>
          {section.materials.length > 0 ? (
            <MaterialGrid materials={section.materials} now={now} label={section.heading} />
          ) : (
            <p>{t('search:empty.title')}</p>
          )}
          {section.moreHref ? (
            <p>
              <a href={section.moreHref}>{t('search:showAll')}</a>
            </p>
          ) : null}
        </section>
      ))}
    </>
  );
}
