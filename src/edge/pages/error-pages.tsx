import type { StaffErrorList } from '../../shared/error-reports';
import { Island } from '../../client/components/page-context';
import StaffErrors from '../../client/islands/StaffErrors';
import { askAsViewer, NOT_FOUND_FOR_VIEWER } from './as-viewer';
import type { PageModule } from './types';

/**
 * `/staff/errors`: the groups of error reports from browsers (docs/error-reporting.md). Made for
 * the viewer and never cached; asked from the origin as the viewer, so for anyone but staff
 * acting as themselves it is the not-found page.
 */
export const staffErrors: PageModule = async (request) => {
  const list = await askAsViewer<StaffErrorList>(request, 'v3/staff/errors');
  if (!list) return NOT_FOUND_FOR_VIEWER;
  return {
    kind: 'page',
    personal: true,
    sheets: ['content'],
    islandAreas: ['service-pages'],
    body: (
      <section className="frame">
        <h1>{request.t('meta:staffErrors.heading')}</h1>
        <p className="lead">{request.t('meta:staffErrors.description')}</p>
        <Island of={StaffErrors} props={{ initial: list }} />
      </section>
    ),
  };
};
