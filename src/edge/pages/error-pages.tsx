import type { StaffErrorList } from '../../shared/error-reports';
import { Island } from '../../client/components/page-context';
import StaffErrors from '../../client/islands/StaffErrors';
import { originJson, OriginError } from '../origin-client';
import type { PageModule } from './types';

/**
 * `/staff/errors`: the groups of error reports from browsers (docs/error-reporting.md). Made for
 * the viewer and never cached; asked from the origin as the viewer, so for anyone but staff
 * acting as themselves it is the not-found page.
 */
export const staffErrors: PageModule = async (request) => {
  if (!request.sessionToken) return { kind: 'notFound', personal: true };
  let list: StaffErrorList;
  try {
    list = await originJson<StaffErrorList>(request.env, 'v3/staff/errors', { world: request.world, token: request.sessionToken });
  } catch (error) {
    if (error instanceof OriginError && error.status >= 400 && error.status < 500) return { kind: 'notFound', personal: true };
    throw error;
  }
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
