import type { Material, MaterialDetail } from '../../shared/schemas/materials';
import type { AuthorProfile } from '../../shared/schemas/authors';
import type { CommentsPage, FeedbackPage, Tag } from '../../shared/schemas/community';
import { routePath } from '../../shared/routes/match';
import { isWorld } from '../../shared/worlds';
import { HomePage, ROW_MAX, homeTiles } from '../../client/pages/HomePage';
import { MaterialPage } from '../../client/pages/MaterialPage';
import { originJson, OriginError } from '../origin-client';
import { megaMenu } from './mega-menu';
import { edgeCached } from '../edge-cache';
import { seasonWord } from '../../shared/seasons';
import type { Storefront } from '../../shared/schemas/storefront';
import type { PageModule, PageOutcome, PageRequest } from './types';

/** A home row asks for ROW_MAX cards: phones scroll through them, wide screens show whole lines. */
const HOME_LIST_SIZE = ROW_MAX;
const STOREFRONT_TTL_SECONDS = 300;

async function list(request: PageRequest, query: string): Promise<Material[]> {
  const { items } = await originJson<{ items: Material[] }>(request.env, `v3/materials?${query}`, { world: request.world });
  return items;
}

/** A home section the page can do without: an origin failure leaves it out rather than failing the page. */
function optionalSection<T>(promise: Promise<T>): Promise<T | null> {
  return promise.catch((error: unknown) => {
    console.error('home section failed', error);
    return null;
  });
}

export const home: PageModule = async (request) => {
  const word = seasonWord(request.now, request.locale.language);
  return {
    kind: 'page',
    sheets: ['home', 'overlays'],
    body: Promise.all([
      list(request, `sort=popular&limit=${HOME_LIST_SIZE}`),
      list(request, `sort=newest&limit=${HOME_LIST_SIZE}`),
      list(request, `sort=popular&on_sale=1&limit=${HOME_LIST_SIZE}`),
      megaMenu(request.env, request.world),
      optionalSection(
        originJson<{ items: Material[] }>(request.env, `v3/search?q=${encodeURIComponent(word)}&limit=${HOME_LIST_SIZE}&facets=`, { world: request.world }),
      ),
      optionalSection(
        edgeCached(request.env, `storefront:${request.world}`, STOREFRONT_TTL_SECONDS, () =>
          originJson<Storefront>(request.env, 'v3/storefront', { world: request.world }),
        ),
      ),
    ]).then(([popular, newest, onSale, menu, season, storefront]) => (
      <HomePage
        heading={request.t('meta:home.heading')}
        data={{
          popular,
          newest,
          onSale,
          season: season && word ? { word, items: season.items } : null,
          ...homeTiles(menu),
          storefront,
          now: request.now.toISOString(),
        }}
      />
    )),
  };
};

const MATERIAL_PAGE_AREAS = ['material-page', 'material-feedbacks', 'comments', 'author-page', 'cart'] as const;
const RELATED_LIMIT = 8;

/** A community section the page can do without: an origin failure leaves it out rather than failing the page. */
function optional<T>(promise: Promise<T>): Promise<T | null> {
  return promise.catch((error: unknown) => {
    console.error('material page section failed', error);
    return null;
  });
}

/** What every visitor sees of a material's community: first feedback page, comment threads, tags, related materials. */
async function communitySections(request: PageRequest, id: number, authorId: number) {
  const world = { world: request.world };
  const [feedback, comments, tags, related, author] = await Promise.all([
    optional(originJson<FeedbackPage>(request.env, `v3/materials/${id}/feedback`, world)),
    optional(originJson<CommentsPage>(request.env, `v3/materials/${id}/comments`, world)),
    optional(originJson<{ items: Tag[] }>(request.env, `v3/item-tags?material_id=${id}`, world)),
    optional(originJson<{ items: Material[] }>(request.env, `v3/materials/${id}/related?limit=${RELATED_LIMIT}`, world)),
    // A private author's profile answers 404 (no follower count shown), which is not a failure.
    optional(
      originJson<{ profile: AuthorProfile }>(request.env, 'v3/user-details/query', { ...world, method: 'POST', body: { id: authorId } }).catch((error: unknown) => {
        if (error instanceof OriginError && error.status === 404) return null;
        throw error;
      }),
    ),
  ]);
  return {
    feedback,
    comments,
    tags: tags?.items ?? [],
    related: related?.items ?? [],
    authorFollowers: author?.profile.followersNumber ?? null,
    authorMaterials: author?.profile.totalMaterials ?? null,
  };
}

function signInHref(request: PageRequest, back: string | null): string | null {
  const login = routePath('login', request.world);
  return login ? `${login}?next=${encodeURIComponent(back ?? request.url.pathname)}` : null;
}

export const materialPage: PageModule = async (request) => {
  const id = request.params.id ?? '';
  let material: MaterialDetail;
  try {
    ({ material } = await originJson<{ material: MaterialDetail }>(request.env, `v3/materials/${id}`, { world: request.world }));
  } catch (error) {
    if (error instanceof OriginError && error.status === 404) return { kind: 'notFound' };
    throw error;
  }
  const home = isWorld(material.world) ? material.world : request.world;
  const canonical = routePath('materialPage', home, { id, slug: material.slug });
  if ((material.slug !== request.params.slug || home !== request.world) && canonical) {
    return { kind: 'redirect', location: canonical, status: 301 };
  }
  return materialPageOutcome(request, material, canonical);
};

/** The material page of a material already loaded and checked; `canonical` is its main-site path. */
export async function materialPageOutcome(request: PageRequest, material: MaterialDetail, canonical: string | null): Promise<PageOutcome> {
  const searchPath = routePath('searchResults', request.world) ?? '';
  const schoolTypeName =
    (await megaMenu(request.env, request.world)).find((entry) => entry.school_type === material.schoolType)?.school_name ?? null;
  const schoolTypeHref = `${searchPath}?school_type=${encodeURIComponent(material.schoolType)}`;
  const subjectHref = `${searchPath}?school_type=${encodeURIComponent(material.schoolType)}&subject=${material.subject.id}`;
  const origin = request.url.origin;
  const price = material.sale ?? material.price;
  return {
    kind: 'page',
    sheets: ['overlays', 'recommend'],
    head: {
      title: request.t('meta:materialPage.title', { title: material.title }),
      description: material.description.slice(0, 160),
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: material.title,
          description: material.description,
          image: `${origin}${material.firstPreviewImage.watermarked}`,
          brand: { '@type': 'Person', name: material.author.publicName },
          offers: {
            '@type': 'Offer',
            price: (price / 100).toFixed(2),
            priceCurrency: material.currency,
            availability: 'https://schema.org/InStock',
            url: `${origin}${canonical ?? ''}`,
          },
          ...(material.rating.count > 0
            ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: material.rating.average, reviewCount: material.rating.count } }
            : {}),
        },
        {
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: request.t('common:breadcrumbs.home'), item: `${origin}${routePath('home', request.world) ?? ''}` },
            ...(schoolTypeName ? [{ '@type': 'ListItem', position: 2, name: schoolTypeName, item: `${origin}${schoolTypeHref}` }] : []),
            { '@type': 'ListItem', position: schoolTypeName ? 3 : 2, name: material.subject.title, item: `${origin}${subjectHref}` },
            { '@type': 'ListItem', position: schoolTypeName ? 4 : 3, name: material.title },
          ],
        },
      ],
    },
    breadcrumbs: [
      ...(schoolTypeName ? [{ label: schoolTypeName, href: schoolTypeHref }] : []),
      { label: material.subject.title, href: subjectHref },
      { label: material.title },
    ],
    islandAreas: MATERIAL_PAGE_AREAS,
    body: communitySections(request, material.id, material.author.id).then((community) => (
      <MaterialPage data={{ material, now: request.now.toISOString(), ...community, signInHref: signInHref(request, canonical) }} />
    )),
  };
}
