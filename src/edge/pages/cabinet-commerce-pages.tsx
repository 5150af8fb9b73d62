import type { ComponentType, ReactNode } from 'react';
import { routePath } from '../../shared/routes/match';
import type { RouteName } from '../../shared/routes/types';
import type { Area } from '../../shared/i18n/areas';
import { WORLDS } from '../../shared/worlds';
import { ID_PLACEHOLDER, SLUG_PLACEHOLDER } from '../../client/href-template';
import { Island, usePage } from '../../client/components/page-context';
import BoughtMaterials from '../../client/islands/BoughtMaterials';
import CreditBalance from '../../client/islands/CreditBalance';
import InvoiceList from '../../client/islands/InvoiceList';
import { parseListPage } from '../../client/commerce/cabinet-format';
import { originJson, OriginError } from '../origin-client';
import { isLinkToken, LinkedDownloadScreen, LinkGoneScreen, type LinkedDownload } from './linked-download';
import type { PageModule, PageRequest } from './types';

/**
 * The buyer's cabinet screens of commerce (bought materials, credit balance, invoices) and the
 * free-material download screen. The cabinet screens are the frame (heading and description
 * from `meta:<name>`) with an island behind SignedInGate that loads the user's data in the
 * browser: the HTML does not depend on who is signed in and caches like any page. The download
 * screen is rendered on the edge from its token and never cached (its route parameter is a token).
 */


const MATERIALS_AREAS: readonly Area[] = ['cabinet-materials'];
/** Credits and invoices use the settings texts; the page links of lists are the materials area's. */
const SETTINGS_AREAS: readonly Area[] = ['cabinet-settings', 'cabinet-materials'];

const path = (request: PageRequest, name: RouteName, params?: Record<string, string>) => routePath(name, request.world, params);

/** The login page with this screen to come back to. */
function signInHref(request: PageRequest): string | null {
  const login = path(request, 'login');
  return login ? `${login}?next=${encodeURIComponent(request.url.pathname + request.url.search)}` : null;
}

function CabinetScreen({ routeName, children }: { routeName: RouteName; children?: ReactNode }) {
  const { t } = usePage();
  return (
    <section className="frame cabinet-screen" data-screen={routeName}>
      <h1>{t(`meta:${routeName}.heading`)}</h1>
      <p className="lead">{t(`meta:${routeName}.description`)}</p>
      {children}
    </section>
  );
}

function cabinetScreen<P extends object>(island: ComponentType<P>, areas: readonly Area[], props: (request: PageRequest) => NoInfer<P>): PageModule {
  return async (request) => ({
    kind: 'page',
    sheets: ['commerce'],
    islandAreas: areas,
    body: (
      <CabinetScreen routeName={request.route.name}>
        <Island of={island} props={props(request)} />
      </CabinetScreen>
    ),
  });
}

const listProps = (request: PageRequest) => ({
  signInHref: signInHref(request),
  page: parseListPage(request.url.searchParams.get('page')),
  basePath: request.url.pathname,
});

/** Every world's material and author page templates: a purchase links to the world it was bought in. */
const PURCHASE_HREF_TEMPLATES = Object.fromEntries(
  WORLDS.map((world) => {
    const params = { id: ID_PLACEHOLDER, slug: SLUG_PLACEHOLDER };
    return [world, { material: routePath('materialPage', world, params), author: routePath('authorPage', world, params) }];
  }),
);

export const boughtMaterials = cabinetScreen(BoughtMaterials, MATERIALS_AREAS, (request) => ({
  ...listProps(request),
  searchHref: path(request, 'searchResults'),
  hrefTemplates: PURCHASE_HREF_TEMPLATES,
  foldersHref: path(request, 'folderPurchased'),
}));

export const creditBalance = cabinetScreen(CreditBalance, SETTINGS_AREAS, (request) => ({ signInHref: signInHref(request) }));

export const invoices = cabinetScreen(InvoiceList, SETTINGS_AREAS, listProps);

/**
 * The free-material download screen (`GET v3/free-downloads/{token}`): the material and plain
 * links to its files, no JavaScript needed. An unknown token is a 404; an expired one says so
 * with a 410.
 */
export const freeMaterialDownload: PageModule = async (request) => {
  const token = request.params.token ?? '';
  if (!isLinkToken(token)) return { kind: 'notFound' };
  let download: LinkedDownload;
  try {
    download = await originJson<LinkedDownload>(request.env, `v3/free-downloads/${encodeURIComponent(token)}`, { world: request.world });
  } catch (error) {
    if (error instanceof OriginError && (error.status === 404 || error.status === 400)) return { kind: 'notFound' };
    if (error instanceof OriginError && error.status === 410) {
      return { kind: 'page', status: 410, sheets: ['commerce'], body: (
          <LinkGoneScreen screen="freeMaterialDownload" heading={request.t('cabinet-materials:freeDownload.expiredHeading')}>
            {request.t('cabinet-materials:freeDownload.expired')}
          </LinkGoneScreen>
        ),
      };
    }
    throw error;
  }
  return {
    kind: 'page',
    sheets: ['commerce'],
    head: { title: request.t('cabinet-materials:freeDownload.title', { title: download.material.title }) },
    body: (
      <LinkedDownloadScreen
        screen="freeMaterialDownload"
        heading={request.t('meta:freeMaterialDownload.heading')}
        intro={request.t('cabinet-materials:freeDownload.intro')}
        note={request.t('cabinet-materials:freeDownload.linkNote')}
        download={download}
        world={request.world}
      />
    ),
  };
};
