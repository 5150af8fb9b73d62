import type { ReactNode } from 'react';
import { routePath } from '../../shared/routes/match';
import type { RouteName } from '../../shared/routes/types';
import type { Area } from '../../shared/i18n/areas';
import type { CartMaterial } from '../../shared/schemas/commerce';
import { SELLER_TERMS_VERSION } from '../../shared/seller-rules';
import { isWorld, type World } from '../../shared/worlds';
import { Island, usePage } from '../../client/components/page-context';
import { formatFileSize, safeDownloadUrl } from '../../client/commerce/cabinet-format';
import SellerWizard from '../../client/islands/SellerWizard';
import AuthorProfileEditor from '../../client/islands/AuthorProfileEditor';
import MaterialSharing from '../../client/islands/MaterialSharing';
import { originJson, OriginError } from '../origin-client';
import type { Viewer } from '../viewer';
import type { PageModule, PageOutcome, PageRequest } from './types';

/**
 * Becoming a seller, the author profile, the /autor redirect and material sharing
 * (docs/seller-profile.md). Every screen here but the shared-material page asks who is signed
 * in (`request.viewer`): signed-out visitors go to the login page and come back, and what a
 * signed-in user gets is never cached (a redirect, or a `personal` page).
 */

const SELLER_AREAS: readonly Area[] = ['seller', 'author-page'];
const MAX_TOKEN_LENGTH = 256;
const TOKEN = /^[A-Za-z0-9_-]+$/;
/** How many of the seller’s own materials the sharing screen offers to pick from (the list call’s most); others by address. */
const OWN_MATERIALS = 48;

const path = (request: PageRequest, name: RouteName, params?: Record<string, string>) => routePath(name, request.world, params);

function redirect(location: string | null): PageOutcome {
  return location ? { kind: 'redirect', location, status: 302 } : { kind: 'notFound' };
}

/** The login page with this screen (and its query) to come back to. */
function signInHref(request: PageRequest): string | null {
  const login = path(request, 'login');
  return login ? `${login}?next=${encodeURIComponent(request.url.pathname + request.url.search)}` : null;
}

/** Links to screens, each named by its own heading (one name per screen: docs/seller-profile.md). */
function screenLinks(request: PageRequest, names: readonly RouteName[]): { href: string; label: string }[] {
  return names.flatMap((name) => {
    const href = path(request, name);
    return href ? [{ href, label: request.t(`meta:${name}.heading`) }] : [];
  });
}

type Decision = (request: PageRequest, viewer: Viewer) => Promise<PageOutcome>;

/** A screen for signed-in users: visitors go to login and come back, the rest is `decide`'s. */
function signedIn(decide: Decision): PageModule {
  return async (request) => {
    const viewer = request.viewer ? await request.viewer() : null;
    if (!viewer) return redirect(signInHref(request));
    return decide(request, viewer);
  };
}

/** The upload-edit screen, for a given material when there is one. */
function uploadEditHref(request: PageRequest, materialId?: string): string | null {
  const base = path(request, 'uploadEdit');
  return base && materialId ? `${base}?id=${encodeURIComponent(materialId)}` : base;
}

function SellerScreen({ routeName, children }: { routeName: RouteName; children?: ReactNode }) {
  const { t } = usePage();
  return (
    <section className="frame seller-screen" data-screen={routeName}>
      <h1>{t(`meta:${routeName}.heading`)}</h1>
      <p className="lead">{t(`meta:${routeName}.description`)}</p>
      {children}
    </section>
  );
}

function personalPage(request: PageRequest, body: ReactNode): PageOutcome {
  return { kind: 'page', personal: true, sheets: ['seller'], islandAreas: SELLER_AREAS, body: <SellerScreen routeName={request.route.name}>{body}</SellerScreen> };
}

/** `/de/autor`: a seller's own author page, the sales cabinet for everyone else signed in. */
export const authorRedirect = signedIn(async (request, viewer) =>
  viewer.isSeller ? redirect(path(request, 'authorPage', { id: String(viewer.id), slug: viewer.slug })) : redirect(path(request, 'salesDownloads')),
);

/** The first-upload wizard: seller terms and public name, then the first draft. Sellers go straight to upload-edit. */
export const firstUpload = signedIn(async (request, viewer) => {
  if (viewer.isSeller) return redirect(uploadEditHref(request, request.params.materialId));
  return personalPage(
    request,
    <Island
      of={SellerWizard}
      props={{
        termsVersion: SELLER_TERMS_VERSION,
        termsHref: path(request, 'terms'),
        uploadEditHref: path(request, 'uploadEdit'),
        links: screenLinks(request, ['uploadEdit', 'myAuthorProfile']),
      }}
    />,
  );
});

/** The wizard's step addresses lead into the wizard (or on to upload-edit for sellers). */
export const wizardStep = signedIn(async (request, viewer) => redirect(viewer.isSeller ? uploadEditHref(request) : path(request, 'firstUpload', {})));

/** My author profile: the editor with its live preview; non-sellers go to the wizard. */
export const myAuthorProfile = signedIn(async (request, viewer) => {
  if (!viewer.isSeller) return redirect(path(request, 'firstUpload', {}));
  return personalPage(
    request,
    <Island
      of={AuthorProfileEditor}
      props={{
        authorHrefTemplate: path(request, 'authorPage', { id: ':id', slug: ':slug' }),
        signInHref: signInHref(request),
      }}
    />,
  );
});

/** Material sharing: the seller's own published materials to pick from, the links they made. */
export const materialSharing = signedIn(async (request, viewer) => {
  if (!viewer.isSeller) return redirect(path(request, 'firstUpload', {}));
  const own = await originJson<{ items: { id: number; title: string }[] }>(
    request.env,
    `v3/materials?author=${viewer.id}&sort=newest&limit=${OWN_MATERIALS}`,
    { world: request.world },
  );
  return personalPage(
    request,
    <Island
      of={MaterialSharing}
      props={{
        materials: own.items.map((m) => ({ id: m.id, title: m.title })),
        preselected: Number(request.url.searchParams.get('material')) || null,
        origin: request.url.origin,
        signInHref: signInHref(request),
      }}
    />,
  );
});

interface SharedFile {
  id: number;
  name: string;
  format: string;
  sizeBytes: number;
  url: string;
}

interface Shared {
  material: CartMaterial;
  files: SharedFile[];
}

function SharedMaterialScreen({ shared, world }: { shared: Shared; world: World }) {
  const { t } = usePage();
  const { material } = shared;
  const materialWorld = isWorld(material.world) ? material.world : world;
  const href = routePath('materialPage', materialWorld, { id: String(material.id), slug: material.slug });
  const files = shared.files.flatMap((file) => {
    const url = safeDownloadUrl(file.url);
    return url ? [{ ...file, url }] : [];
  });
  return (
    <section className="frame free-download" data-screen="sharedMaterial">
      <h1>{t('meta:sharedMaterial.heading')}</h1>
      <p className="lead">{t('seller:sharing.sharedIntro', { name: material.author.publicName })}</p>
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
                    <span className="purchase-file-meta">{size ? `${file.format.toUpperCase()}, ${size}` : file.format.toUpperCase()}</span>
                  </li>
                );
              })}
            </ul>
          ) : (
            <p>{t('cabinet-materials:bought.noFiles')}</p>
          )}
        </div>
      </article>
      <p className="field-hint">{t('seller:sharing.sharedNote')}</p>
    </section>
  );
}

function SharedGoneScreen() {
  const { t, path: pathOf } = usePage();
  return (
    <section className="frame free-download" data-screen="sharedMaterial">
      <h1>{t('seller:sharing.goneHeading')}</h1>
      <div className="notice notice-error" role="status">
        <p>{t('seller:sharing.gone')}</p>
      </div>
      <p>
        <a href={pathOf('searchResults') ?? pathOf('home') ?? '/'}>{t('cabinet-materials:freeDownload.more')}</a>
      </p>
    </section>
  );
}

/**
 * A shared material (`GET v3/shares/{token}`): its files as plain links, no account and no
 * JavaScript needed. An unknown link is a 404; an expired or withdrawn one says so with a 410.
 * The route parameter is a token, so the page is never cached.
 */
export const sharedMaterial: PageModule = async (request) => {
  const token = request.params.token ?? '';
  if (token === '' || token.length > MAX_TOKEN_LENGTH || !TOKEN.test(token)) return { kind: 'notFound' };
  let shared: Shared;
  try {
    shared = await originJson<Shared>(request.env, `v3/shares/${encodeURIComponent(token)}`, { world: request.world });
  } catch (error) {
    if (error instanceof OriginError && error.status === 410) {
      return { kind: 'page', status: 410, sheets: ['commerce'], islandAreas: [], body: <SharedGoneScreen /> };
    }
    if (error instanceof OriginError && (error.status === 404 || error.status === 400)) return { kind: 'notFound' };
    throw error;
  }
  return {
    kind: 'page',
    sheets: ['commerce'],
    head: { title: request.t('seller:sharing.sharedTitle', { title: shared.material.title }) },
    body: <SharedMaterialScreen shared={shared} world={request.world} />,
  };
};
