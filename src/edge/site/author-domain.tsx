import { publicProfile, type AuthorProfile, type PartnerHost } from '../../shared/schemas/authors';
import type { Material, MaterialDetail } from '../../shared/schemas/materials';
import type { RouteEntry, RouteName } from '../../shared/routes/types';
import { isEntityId, routeByName, routePath } from '../../shared/routes/match';
import { isWorld, type World } from '../../shared/worlds';
import { usePage } from '../../client/components/page-context';
import { MaterialGrid } from '../../client/components/MaterialCard';
import { AuthorPage } from '../../client/pages/AuthorPage';
import { originJson, OriginError } from '../origin-client';
import { materialPageOutcome } from '../pages/catalogue-pages';
import type { PageModule, PageRequest } from '../pages/types';
import { authorPosts } from '../pages/post-pages';

/**
 * An author's own domain (a partner host with an author id) shows that author's shop without a
 * world prefix: the materials list, the author's material pages and the blog; `/` redirects to
 * the list (site/root.tsx). The main host is not known here, so canonical URLs are the main
 * site's paths (`/{world}/...`) on the same origin.
 */

/** The shop's materials list, per main world; further worlds use the English form. */
const SHOP_LIST_SEGMENT: Partial<Record<World, string>> = {
  de: 'materialien',
  es: 'materiales',
  fr: 'materiaux',
  gr: 'materials',
  it: 'materiali',
};

const SHOP_PAGE_SIZE = 24;

export function shopListPath(world: World): string {
  return `/${SHOP_LIST_SEGMENT[world] ?? 'materials'}`;
}

function shopMaterialPath(world: World, id: number | string, slug: string): string {
  return `/${world === 'it' ? 'materiale' : 'material'}/${id}/${encodeURIComponent(slug)}`;
}

async function loadAuthor(request: PageRequest, authorId: number): Promise<AuthorProfile | null> {
  try {
    const { profile } = await originJson<{ profile: AuthorProfile }>(request.env, 'v3/user-details/query', {
      world: request.world,
      method: 'POST',
      body: { id: authorId },
    });
    return publicProfile(profile);
  } catch (error) {
    if (error instanceof OriginError && error.status === 404) return null;
    throw error;
  }
}

function pageNumber(url: URL): number {
  const page = Number.parseInt(url.searchParams.get('page') ?? '1', 10);
  return Number.isFinite(page) && page > 1 ? Math.min(1000, page) : 1;
}

interface ShopListData {
  name: string;
  materials: Material[];
  page: number;
  prevHref: string | null;
  nextHref: string | null;
  now: string;
}

function ShopList({ data }: { data: ShopListData }) {
  const { t } = usePage();
  return (
    <article className="author-page author-shop">
      <h1>{t('author-page:shop.heading', { name: data.name })}</h1>
      {data.materials.length > 0 ? (
        <MaterialGrid materials={data.materials} now={new Date(data.now)} label={t('author-page:materialsHeading')} />
      ) : (
        <p>{t('author-page:noMaterials')}</p>
      )}
      {data.prevHref || data.nextHref ? (
        <nav aria-label={t('author-page:shop.pagination')} className="pagination">
          {data.prevHref ? (
            <a rel="prev" href={data.prevHref}>
              {t('author-page:shop.previous')}
            </a>
          ) : null}
          <span>{t('author-page:shop.page', { page: data.page })}</span>
          {data.nextHref ? (
            <a rel="next" href={data.nextHref}>
              {t('author-page:shop.next')}
            </a>
          ) : null}
        </nav>
      ) : null}
    </article>
  );
}

function shopList(authorId: number): PageModule {
  return async (request) => {
    const profile = await loadAuthor(request, authorId);
    if (!profile) return { kind: 'notFound' };
    const page = pageNumber(request.url);
    const { items } = await originJson<{ items: Material[] }>(
      request.env,
      `v3/materials?author=${authorId}&sort=newest&limit=${SHOP_PAGE_SIZE}&page=${page}`,
      { world: request.world },
    );
    const here = request.url.pathname;
    const vars = { name: profile.publicName, count: profile.totalMaterials };
    return {
      kind: 'page',
      head: {
        title: request.t('meta:authorMaterials.title', vars),
        description: request.t('meta:authorMaterials.description', vars),
        canonical: routePath('authorMaterials', request.world, { id: String(profile.id), slug: profile.slug }) ?? undefined,
      },
      breadcrumbs: [{ label: profile.publicName }],
      body: (
        <ShopList
          data={{
            name: profile.publicName,
            materials: items,
            page,
            prevHref: page > 1 ? (page === 2 ? here : `${here}?page=${page - 1}`) : null,
            nextHref: items.length === SHOP_PAGE_SIZE ? `${here}?page=${page + 1}` : null,
            now: request.now.toISOString(),
          }}
        />
      ),
    };
  };
}

function shopBlog(authorId: number): PageModule {
  return async (request) => {
    const profile = await loadAuthor(request, authorId);
    if (!profile) return { kind: 'notFound' };
    const vars = { name: profile.publicName, count: profile.totalMaterials };
    const { items } = await authorPosts(request, authorId);
    return {
      kind: 'page',
      sheets: ['seller', 'blog'],
      head: {
        title: request.t('meta:authorBlog.title', vars),
        description: request.t('meta:authorBlog.description', vars),
        canonical: routePath('authorBlog', request.world, { id: String(profile.id), slug: profile.slug }) ?? undefined,
      },
      breadcrumbs: [{ label: profile.publicName }],
      islandAreas: ['author-page'],
      body: <AuthorPage data={{ profile, materials: [], posts: items, view: 'blog', now: request.now.toISOString(), signInHref: null }} />,
    };
  };
}

function shopMaterial(authorId: number): PageModule {
  return async (request) => {
    const id = request.params.id ?? '';
    let material: MaterialDetail;
    try {
      ({ material } = await originJson<{ material: MaterialDetail }>(request.env, `v3/materials/${id}`, { world: request.world }));
    } catch (error) {
      if (error instanceof OriginError && error.status === 404) return { kind: 'notFound' };
      throw error;
    }
    if (material.author.id !== authorId || material.world !== request.world) return { kind: 'notFound' };
    if (material.slug !== request.params.slug) {
      return { kind: 'redirect', location: shopMaterialPath(request.world, id, material.slug), status: 301 };
    }
    const canonical = routePath('materialPage', request.world, { id, slug: material.slug });
    const outcome = await materialPageOutcome(request, material, canonical);
    return outcome.kind === 'page' ? { ...outcome, head: { ...outcome.head, canonical: canonical ?? undefined } } : outcome;
  };
}

export interface AuthorDomainPage {
  world: World;
  route: RouteEntry;
  params: Record<string, string>;
  module: PageModule;
}

/** The shop page a path on an author's partner host stands for, or null when it is none of them. */
export function authorDomainPage(partner: PartnerHost, pathname: string): AuthorDomainPage | null {
  if (partner.authorId === null || !isWorld(partner.world)) return null;
  const world = partner.world;
  const authorId = partner.authorId;
  const page = (name: RouteName, module: PageModule, params: Record<string, string> = {}): AuthorDomainPage => ({
    world,
    route: routeByName(name),
    params,
    module,
  });
  if (pathname === shopListPath(world)) return page('authorMaterials', shopList(authorId));
  if (pathname === '/blog') return page('authorBlog', shopBlog(authorId));
  const material = new RegExp(`^/${world === 'it' ? 'materiale' : 'material'}/([^/]+)/([^/]+)$`).exec(pathname);
  if (material && isEntityId(material[1] ?? '')) {
    let slug: string;
    try {
      slug = decodeURIComponent(material[2] ?? '');
    } catch {
      return null;
    }
    return page('materialPage', shopMaterial(authorId), { id: material[1] ?? '', slug });
  }
  return null;
}
