import type { ComponentType } from 'react';
import { routePath } from '../../shared/routes/match';
import type { RouteName } from '../../shared/routes/types';
import type { Area } from '../../shared/i18n/areas';
import { worldCountry, WORLDS } from '../../shared/worlds';
import { Island, usePage } from '../../client/components/page-context';
import { ID_PLACEHOLDER, SLUG_PLACEHOLDER } from '../../client/href-template';
import { countryOptions } from './account-pages';
import { askAsViewer, NOT_FOUND_FOR_VIEWER } from './as-viewer';
import type { PageModule, PageRequest } from './types';
import MySchool from '../../client/islands/MySchool';
import SchoolAccountForm from '../../client/islands/SchoolAccountForm';
import SchoolCreateForm from '../../client/islands/SchoolCreateForm';
import SchoolShare from '../../client/islands/SchoolShare';
import SchoolWishlist from '../../client/islands/SchoolWishlist';
import StaffSchools from '../../client/islands/StaffSchools';

/**
 * The school screens (docs/schools.md): each is the screen's heading and description from
 * `meta:<name>` with its island, which loads the signed-in user's school in the browser. The HTML
 * does not depend on who is signed in, so it caches like any page; the staff screen is the
 * exception (a 404 for anyone but staff, never cached).
 */

const AREAS: readonly Area[] = ['my-school', 'cabinet-materials'];
const MAX_TOKEN_LENGTH = 200;

const path = (request: PageRequest, name: RouteName) => routePath(name, request.world);

function signInHref(request: PageRequest): string | null {
  const login = path(request, 'login');
  return login ? `${login}?next=${encodeURIComponent(request.url.pathname + request.url.search)}` : null;
}

/** A positive id from the query, or null. */
function queryId(request: PageRequest, name: string): number | null {
  const value = Number(request.url.searchParams.get(name) ?? '');
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** Every world's material page template: a licence or proposal links to its material's world. */
const MATERIAL_HREFS = Object.fromEntries(WORLDS.map((world) => [world, routePath('materialPage', world, { id: ID_PLACEHOLDER, slug: SLUG_PLACEHOLDER })]));

function SchoolScreen<P extends object>({ routeName, island, props }: { routeName: RouteName; island: ComponentType<P>; props: P }) {
  const { t } = usePage();
  return (
    <section className="frame cabinet-screen" data-screen={routeName}>
      <h1>{t(`meta:${routeName}.heading`)}</h1>
      <p className="lead">{t(`meta:${routeName}.description`)}</p>
      <Island of={island} props={props} />
    </section>
  );
}

/** `personal`: the page is made for this visitor and never cached. */
function screen<P extends object>(island: ComponentType<P>, props: (request: PageRequest) => NoInfer<P>, personal: (request: PageRequest) => boolean = () => false): PageModule {
  return async (request) => ({
    kind: 'page',
    sheets: ['commerce', 'seller'],
    islandAreas: AREAS,
    ...(personal(request) ? { personal: true as const } : {}),
    body: <SchoolScreen routeName={request.route.name} island={island} props={props(request)} />,
  });
}

const invitationToken = (request: PageRequest) => {
  const token = request.url.searchParams.get('invitation');
  return token ? token.slice(0, MAX_TOKEN_LENGTH) : null;
};

export const mySchool = screen(
  MySchool,
  (request) => ({
    signInHref: signInHref(request),
    registerHref: path(request, 'register'),
    invitationToken: invitationToken(request),
    selfHref: request.url.pathname + request.url.search,
    createHref: path(request, 'schoolCreate'),
    accountHref: path(request, 'schoolAccount'),
    wishlistHref: path(request, 'schoolWishlist'),
    shareHref: path(request, 'share'),
    materialHrefs: MATERIAL_HREFS,
  }),
  // An invitation's token is in the address: such a page is never cached.
  (request) => invitationToken(request) !== null,
);

export const schoolCreate = screen(SchoolCreateForm, (request) => ({
  signInHref: signInHref(request),
  countries: countryOptions(request.locale),
  defaultCountry: worldCountry(request.world),
  mySchoolHref: path(request, 'mySchool'),
}));

export const schoolAccount = screen(SchoolAccountForm, (request) => ({
  signInHref: signInHref(request),
  countries: countryOptions(request.locale),
  createHref: path(request, 'schoolCreate'),
  mySchoolHref: path(request, 'mySchool'),
}));

export const schoolWishlist = screen(SchoolWishlist, (request) => ({
  signInHref: signInHref(request),
  createHref: path(request, 'schoolCreate'),
  cartHref: path(request, 'shoppingCart'),
  materialHrefs: MATERIAL_HREFS,
  proposeId: queryId(request, 'propose'),
}));

export const share = screen(SchoolShare, (request) => ({
  signInHref: signInHref(request),
  createHref: path(request, 'schoolCreate'),
  mySchoolHref: path(request, 'mySchool'),
  materialId: queryId(request, 'material'),
}));

/** Staff only: a 404 for anyone else (the origin answers the queue only to staff in their own session). */
export const staffSchools: PageModule = async (request) => {
  if (!(await askAsViewer<unknown>(request, 'v1/staff/schools'))) return NOT_FOUND_FOR_VIEWER;
  return screen(StaffSchools, (r) => ({ signInHref: signInHref(r) }), () => true)(request);
};
