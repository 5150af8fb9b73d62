import type { StaffOrderPage, StaffSearchResult, StaffUserPage } from '../../shared/schemas/operations';
import { routePath } from '../../shared/routes/match';
import { ID_PLACEHOLDER } from '../../client/href-template';
import { Island } from '../../client/components/page-context';
import StaffOperations from '../../client/islands/StaffOperations';
import StaffUser from '../../client/islands/StaffUser';
import StaffOrder from '../../client/islands/StaffOrder';
import { askAsViewer, NOT_FOUND_FOR_VIEWER } from './as-viewer';
import type { PageModule } from './types';

/**
 * The staff screens of operating the marketplace (docs/operations.md): search, a user, an order.
 * Made for the viewer and never cached; asked from the origin as the viewer, so for anyone but
 * staff acting as themselves (with the role the call needs) they are the not-found page.
 */

function hrefs() {
  return {
    userHref: routePath('staffUser', 'de', { id: ID_PLACEHOLDER }) ?? '#',
    orderHref: routePath('staffOrder', 'de', { order: ID_PLACEHOLDER }) ?? '#',
    searchHref: routePath('staffOperations', 'de') ?? '#',
    loginAsHref: routePath('loginAs', 'de') ?? '#',
  };
}

/** `/staff/operations`: search users, orders, invoices, materials and schools. */
export const staffOperations: PageModule = async (request) => {
  const q = (request.url.searchParams.get('q') ?? '').slice(0, 200);
  const found = await askAsViewer<StaffSearchResult>(request, `v3/staff/search?q=${encodeURIComponent(q)}`);
  if (!found) return NOT_FOUND_FOR_VIEWER;
  return {
    kind: 'page',
    personal: true,
    sheets: ['content'],
    islandAreas: ['service-pages'],
    body: (
      <section className="frame staff-operations">
        <h1>{request.t('meta:staffOperations.heading')}</h1>
        <p className="lead">{request.t('meta:staffOperations.description')}</p>
        <Island of={StaffOperations} props={{ query: q, initial: q ? found : null, ...hrefs() }} />
      </section>
    ),
  };
};

/** `/staff/operations/users/:id`: a user with orders, purchases, credits and sessions. */
export const staffUser: PageModule = async (request) => {
  const id = request.params.id ?? '';
  if (!/^\d{1,12}$/.test(id)) return NOT_FOUND_FOR_VIEWER;
  const page = await askAsViewer<StaffUserPage>(request, `v3/staff/users/${id}`);
  if (!page) return NOT_FOUND_FOR_VIEWER;
  const links = hrefs();
  return {
    kind: 'page',
    personal: true,
    sheets: ['content'],
    islandAreas: ['service-pages'],
    breadcrumbs: [
      { label: request.t('meta:staffOperations.heading'), href: links.searchHref },
      { label: page.user.email, href: null },
    ],
    body: (
      <section className="frame staff-operations">
        <h1>{page.user.name || page.user.email}</h1>
        <Island of={StaffUser} props={{ initial: page, ...links }} />
      </section>
    ),
  };
};

/** `/staff/operations/orders/:id`: an order with the refund form and its audit trail. */
export const staffOrder: PageModule = async (request) => {
  // Order ids are public ids (`o_…`), not numbers: the parameter is `order`.
  const id = request.params.order ?? '';
  if (!/^[A-Za-z0-9_-]{8,40}$/.test(id)) return NOT_FOUND_FOR_VIEWER;
  const page = await askAsViewer<StaffOrderPage>(request, `v3/staff/orders/${id}`);
  if (!page) return NOT_FOUND_FOR_VIEWER;
  const links = hrefs();
  return {
    kind: 'page',
    personal: true,
    sheets: ['content'],
    islandAreas: ['service-pages'],
    breadcrumbs: [
      { label: request.t('meta:staffOperations.heading'), href: links.searchHref },
      { label: page.buyer.email, href: links.userHref.replace(ID_PLACEHOLDER, String(page.buyer.id)) },
      { label: page.order.id, href: null },
    ],
    body: (
      <section className="frame staff-operations">
        <h1>{request.t('service-pages:operations.order.heading', { id: page.order.id })}</h1>
        <Island of={StaffOrder} props={{ initial: page, ...links }} />
      </section>
    ),
  };
};
