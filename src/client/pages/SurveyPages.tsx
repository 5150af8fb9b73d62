import type { ReactNode } from 'react';
import type { Material } from '../../shared/schemas/materials';
import { usePage } from '../components/page-context';
import { MaterialGrid } from '../components/MaterialCard';

/** The screens of survey links and recommendations (docs/surveys.md); their islands do the answering. */

export function SurveyFrame({ screen, heading, children }: { screen: string; heading: string; children: ReactNode }) {
  return (
    <section className="frame account-screen survey-screen" data-screen={screen}>
      <h1>{heading}</h1>
      {children}
    </section>
  );
}

/** A link that cannot be answered (not valid, expired, its material gone, already answered): a clear note and a way on. */
export function SurveyNote({ state, text, tone, links }: { state: string; text: string; tone: 'error' | 'success'; links: { href: string; label: string }[] }) {
  return (
    <>
      <p className={`notice notice-${tone}`} role={tone === 'error' ? 'alert' : 'status'} data-survey-state={state}>
        {text}
      </p>
      <ul className="form-links">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
    </>
  );
}

export interface RecommendationData {
  recommender: string | null;
  note: string;
  materials: Material[];
  now: string;
  signUpHref: string | null;
  searchHref: string | null;
}

/** "<name> recommends these materials": the note (plain text), the cards, and a way to sign up or see more. */
export function RecommendationView({ data }: { data: RecommendationData }) {
  const { t } = usePage();
  const name = data.recommender ?? t('service-pages:recommendation.someone');
  return (
    <section className="recommendation-page" data-screen="recommendationToken">
      <h1>{t('service-pages:recommendation.heading', { name })}</h1>
      {data.note ? (
        <figure className="recommendation-note">
          <blockquote>
            <p>{data.note}</p>
          </blockquote>
          <figcaption>{t('service-pages:recommendation.note', { name })}</figcaption>
        </figure>
      ) : null}
      {data.materials.length > 0 ? (
        <MaterialGrid materials={data.materials} now={new Date(data.now)} label={t('service-pages:recommendation.materials')} firstRow />
      ) : (
        <p className="empty-note">{t('service-pages:recommendation.empty')}</p>
      )}
      <aside className="recommendation-cta" aria-labelledby="recommendation-cta-heading">
        <h2 id="recommendation-cta-heading">{t('service-pages:recommendation.ctaTitle')}</h2>
        <p>{t('service-pages:recommendation.ctaText')}</p>
        <p className="recommendation-actions">
          {data.signUpHref ? (
            <a className="button" href={data.signUpHref}>
              {t('service-pages:recommendation.signUp')}
            </a>
          ) : null}
          {data.searchHref ? (
            <a className="button button-secondary" href={data.searchHref}>
              {t('service-pages:recommendation.seeMore')}
            </a>
          ) : null}
        </p>
      </aside>
    </section>
  );
}
