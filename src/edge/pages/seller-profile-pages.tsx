import type { ReactNode } from 'react';
import { routePath } from '../../shared/routes/match';
import type { RouteName } from '../../shared/routes/types';
import type { Area } from '../../shared/i18n/areas';
import { SELLER_TERMS_VERSION } from '../../shared/seller-rules';
import { Island, usePage } from '../../client/components/page-context';
import SellerWizard from '../../client/islands/SellerWizard';
import AuthorProfileEditor from '../../client/islands/AuthorProfileEditor';
import MaterialSharing from '../../client/islands/MaterialSharing';
import { originJson, OriginError } from '../origin-client';
import { isLinkToken, LinkedDownloadScreen, LinkGoneScreen, type LinkedDownload } from './linked-download';
import type { Viewer } from '../viewer';
import type { PageModule, PageOutcome, PageRequest } from './types';

/**
 * Becoming a seller, the author profile, the /autor redirect and material sharing
 * (docs/seller-profile.md). Every screen here but the shared-material page asks who is signed
 * in (`request.viewer`): signed-out visitors go to the login page and come back, and what a
 * signed-in user gets is never cached (a redirect, or a `personal` page).
 */

const SELLER_AREAS: readonly Area[] = ['seller', 'author-page'];
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

/**
 * A shared material (`GET v3/shares/{token}`): its files as plain links, no account and no
 * JavaScript needed. An unknown link is a 404; an expired or withdrawn one says so with a 410.
 * The route parameter is a token, so the page is never cached.
 */
export const sharedMaterial: PageModule = async (request) => {
  const token = request.params.token ?? '';
  if (!isLinkToken(token)) return { kind: 'notFound' };
  let shared: LinkedDownload;
  try {
    shared = await originJson<LinkedDownload>(request.env, `v3/shares/${encodeURIComponent(token)}`, { world: request.world });
  } catch (error) {
    if (error instanceof OriginError && error.status === 410) {
      return { kind: 'page', status: 410, sheets: ['commerce'], islandAreas: [], body: (
          <LinkGoneScreen screen="sharedMaterial" heading={request.t('seller:sharing.goneHeading')}>
            {request.t('seller:sharing.gone')}
          </LinkGoneScreen>
        ),
      };
    }
    if (error instanceof OriginError && (error.status === 404 || error.status === 400)) return { kind: 'notFound' };
    throw error;
  }
  return {
    kind: 'page',
    sheets: ['commerce'],
    head: { title: request.t('seller:sharing.sharedTitle', { title: shared.material.title }) },
    body: (
      <LinkedDownloadScreen
        screen="sharedMaterial"
        heading={request.t('meta:sharedMaterial.heading')}
        intro={request.t('seller:sharing.sharedIntro', { name: shared.material.author.publicName })}
        note={request.t('seller:sharing.sharedNote')}
        download={shared}
        world={request.world}
      />
    ),
  };
};
