import type { Material, MaterialDetail, SearchResponse } from '../../shared/schemas/materials';
import type { MegaMenuEntry } from '../../shared/schemas/catalogue';
import { routePath } from '../../shared/routes/match';
import { isWorld } from '../../shared/worlds';
import { HomePage } from '../../client/pages/HomePage';
import { SearchResultsPage } from '../../client/pages/SearchResultsPage';
import { MaterialPage } from '../../client/pages/MaterialPage';
import { originJson, OriginError } from '../origin-client';
import { megaMenu } from './mega-menu';
import type { PageModule, PageRequest } from './types';

const HOME_LIST_SIZE = 8;

async function list(request: PageRequest, query: string): Promise<Material[]> {
  const { items } = await originJson<{ items: Material[] }>(request.env, `v3/materials?${query}`, { world: request.world });
  return items;
}

export const home: PageModule = async (request) => ({
  kind: 'page',
  body: Promise.all([
    list(request, `sort=popular&limit=${HOME_LIST_SIZE}`),
    list(request, `sort=newest&limit=${HOME_LIST_SIZE}`),
    list(request, `sort=popular&on_sale=1&limit=${HOME_LIST_SIZE}`),
    megaMenu(request.env, request.world),
  ]).then(([popular, newest, onSale, menu]) => (
    <HomePage
      heading={request.t('meta:home.heading')}
      data={{
        popular,
        newest,
        onSale,
        schoolTypes: menu.map((m: MegaMenuEntry) => ({ school_type: m.school_type, school_name: m.school_name })),
        now: request.now.toISOString(),
      }}
    />
  )),
});

/** Page parameters are read leniently (a page must not fail on a stray parameter); the API is strict. */
function searchParams(url: URL): URLSearchParams {
  const params = new URLSearchParams();
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 200);
  if (q) params.set('q', q);
  const page = Number.parseInt(url.searchParams.get('page') ?? '1', 10);
  params.set('page', String(Number.isFinite(page) ? Math.min(1000, Math.max(1, page)) : 1));
  const schoolType = url.searchParams.get('school_type') ?? '';
  if (/^[a-z0-9-]{1,32}$/.test(schoolType)) params.set('school_type', schoolType);
  const subject = url.searchParams.get('subject') ?? '';
  if (/^[1-9][0-9]{0,9}$/.test(subject)) params.set('subject', subject);
  return params;
}

export const searchResults: PageModule = async (request) => {
  const params = searchParams(request.url);
  const query = params.get('q') ?? '';
  return {
    kind: 'page',
    head: query ? { title: request.t('search:resultsFor', { query }) } : {},
    body: originJson<SearchResponse>(request.env, `v3/search?${params}`, { world: request.world }).then((result) => (
      <SearchResultsPage heading={request.t('meta:searchResults.heading')} data={{ result, query, now: request.now.toISOString() }} />
    )),
  };
};

export const materialPage: PageModule = async (request) => {
  const id = request.params.id ?? '';
  if (!/^[1-9][0-9]{0,15}$/.test(id)) return { kind: 'notFound' };
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
  const searchPath = routePath('searchResults', request.world) ?? '';
  const origin = request.url.origin;
  const price = material.sale ?? material.price;
  return {
    kind: 'page',
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
            { '@type': 'ListItem', position: 2, name: material.subject.title, item: `${origin}${searchPath}?subject=${material.subject.id}` },
            { '@type': 'ListItem', position: 3, name: material.title },
          ],
        },
      ],
    },
    breadcrumbs: [
      { label: material.subject.title, href: `${searchPath}?subject=${material.subject.id}` },
      { label: material.title },
    ],
    body: <MaterialPage data={{ material, now: request.now.toISOString() }} />,
  };
};
