import type { FeedbackPage } from '../../shared/schemas/community';
import { usePage } from '../components/page-context';
import { FeedbackSection } from './MaterialPage';

export interface MaterialFeedbackPageData {
  material: { id: number; title: string; href: string | null };
  feedback: FeedbackPage;
  pages: number;
  prevHref: string | null;
  nextHref: string | null;
  signInHref: string | null;
}

/** `material-feedback/:id`: every rating of a material, ten a page, with the summary and a way back. */
export function MaterialFeedbackPage({ data }: { data: MaterialFeedbackPageData }) {
  const { t } = usePage();
  const { material, feedback } = data;
  return (
    <article className="material-feedback-page">
      <h1>{t('material-feedbacks:allFeedback', { title: material.title })}</h1>
      {material.href ? (
        <p>
          <a href={material.href}>{t('material-feedbacks:back')}</a>
        </p>
      ) : null}
      <FeedbackSection feedback={feedback} materialId={material.id} signInHref={data.signInHref} />
      {data.pages > 1 ? (
        <nav aria-label={t('material-feedbacks:pagination')} className="pagination">
          {data.prevHref ? (
            <a rel="prev" href={data.prevHref}>
              {t('material-feedbacks:previous')}
            </a>
          ) : null}
          <span>{t('material-feedbacks:pageOf', { page: feedback.page, pages: data.pages })}</span>
          {data.nextHref ? (
            <a rel="next" href={data.nextHref}>
              {t('material-feedbacks:next')}
            </a>
          ) : null}
        </nav>
      ) : null}
    </article>
  );
}
