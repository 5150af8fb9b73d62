import type { ContentPage, ContentPageList } from '../../shared/schemas/content';
import type { Material } from '../../shared/schemas/materials';
import { routePath } from '../../shared/routes/match';
import type { RouteName } from '../../shared/routes/types';
import { isWorld, type World } from '../../shared/worlds';
import { ContentPageView, faqJsonLd, type ContentPageData } from '../../client/pages/ContentPageView';
import { StaffContentList } from '../../client/pages/StaffContentList';
import { Island } from '../../client/components/page-context';
import ContentEditor from '../../client/islands/ContentEditor';
import { isRefusal, originJson } from '../origin-client';
import { askAsViewer, NOT_FOUND_FOR_VIEWER } from './as-viewer';
import type { PageModule, PageOutcome, PageRequest } from './types';

/**
 * The screens filled by content pages (docs/content.md): campaigns, info pages, terms, imprint,
 * the podcast. The published page of the world is the same for everyone and cached like any page;
 * publishing drops the cached HTML (docs/content.md, "Purge"). A page never published is a 404.
 * The staff screens (overview, editor, preview) are made for the viewer and never cached; for
 * anyone but staff they are the not-found page.
 */

/** The materials of one materials block: chosen by hand (in their order) or by a search query. */
async function blockMaterials(request: PageRequest, block: Extract<ContentPage['blocks'][number], { type: 'materials' }>): Promise<Material[]> {
  try {
    if (block.materialIds) {
      const ids = block.materialIds.slice(0, block.limit);
      const { items } = await originJson<{ items: Material[] }>(request.env, `v3/materials?ids=${ids.join(',')}`, { world: request.world });
      const byId = new Map(items.map((m) => [m.id, m]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    }
    const params = new URLSearchParams({ q: block.query ?? '', limit: String(block.limit) });
    return (await originJson<{ items: Material[] }>(request.env, `v3/search?${params}`, { world: request.world })).items;
  } catch (error) {
    // A row that cannot load leaves the rest of the page standing.
    if (isRefusal(error)) return [];
    throw error;
  }
}

function pageOutcome(request: PageRequest, page: ContentPage, personal: boolean): PageOutcome {
  const materials = Promise.all(page.blocks.map(async (block, i) => [i, block.type === 'materials' ? await blockMaterials(request, block) : []] as const));
  const jsonLd = faqJsonLd(page);
  return {
    kind: 'page',
    head: { title: page.title, ...(page.description ? { description: page.description } : {}), ...(jsonLd.length > 0 ? { jsonLd } : {}) },
    sheets: ['content'],
    ...(personal ? { personal: true as const } : {}),
    body: materials.then((rows) => {
      const data: ContentPageData = { page, materials: Object.fromEntries(rows), searchHref: routePath('searchResults', request.world), now: request.now.toISOString() };
      return <ContentPageView data={data} />;
    }),
  };
}

/** Every content screen: the published page of the request's world under the route's name. */
export const contentPage: PageModule = async (request) => {
  // An unknown or never published page is a 404 from the origin, and so the not-found page here.
  const page = await originJson<ContentPage>(request.env, `v3/content/pages/${request.route.name}`, { world: request.world });
  return pageOutcome(request, page, false);
};


const editorPath = (world: string, pageKey: string) => routePath('staffContentEditor', 'de', { world, page: pageKey });

/** `/staff/content`: the content pages of every world with their state. */
export const staffContent: PageModule = async (request) => {
  const list = await askAsViewer<ContentPageList>(request, 'v3/staff/content/pages');
  if (!list) return NOT_FOUND_FOR_VIEWER;
  return {
    kind: 'page',
    personal: true,
    sheets: ['content'],
    body: <StaffContentList list={list} editorHref={(world, pageKey) => editorPath(world, pageKey) ?? '#'} />,
  };
};

function editorParams(request: PageRequest): { world: World; pageKey: string } | null {
  const { world, page } = request.params;
  if (!world || !page || !isWorld(world) || !/^[A-Za-z]{1,40}$/.test(page)) return null;
  return { world, pageKey: page };
}

/** `/staff/content/:world/:page`: the block editor (an island; the origin answers only staff). */
export const staffContentEditor: PageModule = async (request) => {
  const params = editorParams(request);
  if (!params) return NOT_FOUND_FOR_VIEWER;
  // Asked once here so that nobody but staff sees even the editor's frame.
  const draft = await askAsViewer<unknown>(request, `v3/staff/content/pages/${params.world}/${params.pageKey}`);
  if (!draft) return NOT_FOUND_FOR_VIEWER;
  const name = (screen: RouteName, extra: Record<string, string> = {}) => routePath(screen, 'de', extra) ?? '#';
  return {
    kind: 'page',
    personal: true,
    sheets: ['content'],
    islandAreas: ['service-pages'],
    breadcrumbs: [
      { label: request.t('meta:staffContent.heading'), href: name('staffContent') },
      { label: `${params.world} · ${params.pageKey}`, href: null },
    ],
    body: (
      <Island
        of={ContentEditor}
        props={{
          world: params.world,
          pageKey: params.pageKey,
          listHref: name('staffContent'),
          previewHref: name('staffContentPreview', { world: params.world, page: params.pageKey }),
        }}
      />
    ),
  };
};

/** `/staff/content/:world/:page/preview`: the saved draft rendered as the page would be; never cached. */
export const staffContentPreview: PageModule = async (request) => {
  const params = editorParams(request);
  if (!params) return NOT_FOUND_FOR_VIEWER;
  const page = await askAsViewer<ContentPage>(request, `v3/staff/content/pages/${params.world}/${params.pageKey}/preview`);
  if (!page) return NOT_FOUND_FOR_VIEWER;
  const outcome = pageOutcome({ ...request, world: params.world }, page, true);
  if (outcome.kind !== 'page') return outcome;
  const body = outcome.body;
  return {
    ...outcome,
    body: Promise.resolve(body).then((element) => (
      <>
        <p className="content-preview-banner" role="status">
          {request.t('service-pages:cms.previewBanner')} <a href={editorPath(params.world, params.pageKey) ?? '#'}>{request.t('service-pages:cms.previewBack')}</a>
        </p>
        {element}
      </>
    )),
  };
};
