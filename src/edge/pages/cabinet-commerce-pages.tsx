import type { ComponentType, ReactNode } from 'react';
import { routePath } from '../../shared/routes/match';
import type { RouteName } from '../../shared/routes/types';
import type { Area } from '../../shared/i18n/areas';
import type { CartMaterial } from '../../shared/schemas/commerce';
import { isWorld, WORLDS, type World } from '../../shared/worlds';
import { ID_PLACEHOLDER, SLUG_PLACEHOLDER } from '../../client/href-template';
import { Island, usePage } from '../../client/components/page-context';
import BoughtMaterials from '../../client/islands/BoughtMaterials';
import CreditBalance from '../../client/islands/CreditBalance';
import InvoiceList from '../../client/islands/InvoiceList';
import { formatFileSize, parseListPage, safeDownloadUrl } from '../../client/commerce/cabinet-format';
import { originJson, OriginError } from '../origin-client';
import type { PageModule, PageRequest } from './types';

/**
 * The buyer's cabinet screens of commerce (bought materials, credit balance, invoices) and the
 * free-material download screen. The cabinet screens are the frame (heading and description
 * from `meta:<name>`) with an island behind SignedInGate that loads the user's data in the
 * browser: the HTML does not depend on who is signed in and caches like any page. The download
 * screen is rendered on the edge from its token and never cached (its route parameter is a token).
 */

const MAX_TOKEN_LENGTH = 256;
const TOKEN = /^[A-Za-z0-9._~-]+$/;

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
}));

export const creditBalance = cabinetScreen(CreditBalance, SETTINGS_AREAS, (request) => ({ signInHref: signInHref(request) }));

export const invoices = cabinetScreen(InvoiceList, SETTINGS_AREAS, listProps);

/** A file of a free download, with its link as the origin signed it. */
export interface FreeDownloadFile {
  id: number;
  name: string;
  format: string;
  sizeBytes: number;
  url: string;
}

export interface FreeDownload {
  material: CartMaterial;
  files: FreeDownloadFile[];
}

function FreeDownloadScreen({ download, world }: { download: FreeDownload; world: World }) {
  const { t, path: pathOf } = usePage();
  const { material } = download;
  const materialWorld = isWorld(material.world) ? material.world : world;
  const href = routePath('materialPage', materialWorld, { id: String(material.id), slug: material.slug });
  const files = download.files.flatMap((file) => {
    const url = safeDownloadUrl(file.url);
    return url ? [{ ...file, url }] : [];
  });
  return (
    <section className="frame free-download" data-screen="freeMaterialDownload">
      <h1>{t('meta:freeMaterialDownload.heading')}</h1>
      <p className="lead">{t('cabinet-materials:freeDownload.intro')}</p>
      <article className="purchase">
        <img src={`${material.imgUrl}&h=160`} alt="" width={113} height={160} decoding="async" />
        <div className="purchase-body">
          <h2 className="purchase-title">{href ? <a href={href}>{material.title}</a> : material.title}</h2>
          <p className="purchase-author">{t('common:byAuthor', { name: material.author.publicName })}</p>
          {files.length > 0 ? (
            <ul className="purchase-files" aria-label={t('cabinet-materials:bought.filesOf', { title: material.title })}>
              {files.map((file) => {
                const size = formatFileSize(file.sizeBytes, world);
                return (
                  <li key={file.id} className="purchase-file">
                    <a className="button" href={file.url} download={file.name}>
                      {t('cabinet-materials:bought.download', { name: file.name })}
                    </a>{' '}
                    <span className="purchase-file-meta">
                      {size ? `${file.format.toUpperCase()}, ${size}` : file.format.toUpperCase()}
                    </span>
                  </li>
                );
              })}
            </ul>
          ) : (
            <p>{t('cabinet-materials:bought.noFiles')}</p>
          )}
        </div>
      </article>
      <p className="field-hint">{t('cabinet-materials:freeDownload.linkNote')}</p>
      <p>
        <a href={pathOf('searchResults') ?? pathOf('home') ?? '/'}>{t('cabinet-materials:freeDownload.more')}</a>
      </p>
    </section>
  );
}

function ExpiredDownloadScreen() {
  const { t, path: pathOf } = usePage();
  return (
    <section className="frame free-download" data-screen="freeMaterialDownload">
      <h1>{t('cabinet-materials:freeDownload.expiredHeading')}</h1>
      <div className="notice notice-error" role="status">
        <p>{t('cabinet-materials:freeDownload.expired')}</p>
      </div>
      <p>
        <a href={pathOf('searchResults') ?? pathOf('home') ?? '/'}>{t('cabinet-materials:freeDownload.more')}</a>
      </p>
    </section>
  );
}

/**
 * The free-material download screen (`GET v3/free-downloads/{token}`): the material and plain
 * links to its files, no JavaScript needed. An unknown token is a 404; an expired one says so
 * with a 410.
 */
export const freeMaterialDownload: PageModule = async (request) => {
  const token = request.params.token ?? '';
  if (token === '' || token.length > MAX_TOKEN_LENGTH || !TOKEN.test(token)) return { kind: 'notFound' };
  let download: FreeDownload;
  try {
    download = await originJson<FreeDownload>(request.env, `v3/free-downloads/${encodeURIComponent(token)}`, { world: request.world });
  } catch (error) {
    if (error instanceof OriginError && (error.status === 404 || error.status === 400)) return { kind: 'notFound' };
    if (error instanceof OriginError && error.status === 410) {
      return { kind: 'page', status: 410, sheets: ['commerce'], body: <ExpiredDownloadScreen /> };
    }
    throw error;
  }
  return {
    kind: 'page',
    sheets: ['commerce'],
    head: { title: request.t('cabinet-materials:freeDownload.title', { title: download.material.title }) },
    body: <FreeDownloadScreen download={download} world={request.world} />,
  };
};
