import type { MaterialDetail } from '../../shared/schemas/materials';
import type { FeedbackPage } from '../../shared/schemas/community';
import { routePath } from '../../shared/routes/match';
import { isWorld } from '../../shared/worlds';
import { MaterialFeedbackPage } from '../../client/pages/MaterialFeedbackPage';
import { originJson, OriginError } from '../origin-client';
import type { PageModule } from './types';

const MAX_PAGE = 1000;

/** `material-feedback/:id?page=`: all feedback of a material, paged; 404 for unknown materials. */
export const materialFeedback: PageModule = async (request) => {
  const id = request.params.id ?? '';
  const rawPage = Number.parseInt(request.url.searchParams.get('page') ?? '1', 10);
  const page = Number.isFinite(rawPage) && rawPage > 1 ? Math.min(MAX_PAGE, rawPage) : 1;
  let material: MaterialDetail;
  let feedback: FeedbackPage;
  try {
    [{ material }, feedback] = await Promise.all([
      originJson<{ material: MaterialDetail }>(request.env, `v3/materials/${id}`, { world: request.world }),
      originJson<FeedbackPage>(request.env, `v3/materials/${id}/feedback?page=${page}`, { world: request.world }),
    ]);
  } catch (error) {
    if (error instanceof OriginError && error.status === 404) return { kind: 'notFound' };
    throw error;
  }
  const home = isWorld(material.world) ? material.world : request.world;
  const materialHref = routePath('materialPage', home, { id, slug: material.slug });
  const pages = Math.max(1, Math.ceil(feedback.total / feedback.limit));
  const here = request.url.pathname;
  const pageHref = (n: number) => (n > 1 ? `${here}?page=${n}` : here);
  const login = routePath('login', request.world);
  return {
    kind: 'page',
    head: { title: request.t('material-feedbacks:allFeedback', { title: material.title }) },
    breadcrumbs: [{ label: material.title, href: materialHref }, { label: request.t('material-feedbacks:heading') }],
    islandAreas: ['material-feedbacks'],
    body: (
      <MaterialFeedbackPage
        data={{
          material: { id: material.id, title: material.title, href: materialHref },
          feedback,
          pages,
          prevHref: page > 1 ? pageHref(Math.min(page - 1, pages)) : null,
          nextHref: page < pages ? pageHref(page + 1) : null,
          signInHref: login ? `${login}?next=${encodeURIComponent(`${here}${request.url.search}`)}` : null,
        }}
      />
    ),
  };
};
