import type { ReactNode } from 'react';
import { routePath } from '../../shared/routes/match';
import type { RouteName } from '../../shared/routes/types';
import type { Area } from '../../shared/i18n/areas';
import type { Filter } from '../../shared/schemas/catalogue';
import { textLanguages } from '../../shared/seller-materials';
import { Island, usePage } from '../../client/components/page-context';
import SellerMaterialList from '../../client/islands/SellerMaterialList';
import MaterialEditor, { type EditorOption } from '../../client/islands/MaterialEditor';
import StaffReview from '../../client/islands/StaffReview';
import MaterialFiles from '../../client/islands/MaterialFiles';
import type { MaterialDetail } from '../../shared/schemas/materials';
import { originJson } from '../origin-client';
import { askAsViewer, NOT_FOUND_FOR_VIEWER } from './as-viewer';
import { materialPageOutcome } from './catalogue-pages';
import { megaMenu } from './mega-menu';
import type { PageModule, PageRequest } from './types';

/**
 * The seller's material screens (docs/seller-materials.md): the upload-edit screen (my materials,
 * or with `?id=N` the editor of one), the builder preview and the staff review. The upload-edit
 * screen's HTML is the same for everyone (it caches as any page; the islands load the signed-in
 * user's data); the builder preview and the staff review are made for the visitor from the
 * session and never cached, a 404 for anyone but the author or staff.
 */

const SELLER_AREAS: readonly Area[] = ['seller'];

const path = (request: PageRequest, name: RouteName) => routePath(name, request.world);

function signInHref(request: PageRequest): string | null {
  const login = path(request, 'login');
  return login ? `${login}?next=${encodeURIComponent(request.url.pathname + request.url.search)}` : null;
}

/** `?id=N` as a material id, or null. */
function idParam(request: PageRequest): number | null {
  const raw = request.url.searchParams.get('id');
  if (raw === null || !/^[1-9]\d{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

function SellerScreen({ routeName, children }: { routeName: RouteName; children?: ReactNode }) {
  const { t } = usePage();
  return (
    <section className="frame cabinet-screen seller-screen" data-screen={routeName}>
      <h1>{t(`meta:${routeName}.heading`)}</h1>
      <p className="lead">{t(`meta:${routeName}.description`)}</p>
      {children}
    </section>
  );
}

/** The world's school types, subjects, material types and text languages for the editor's choices. */
async function editorOptions(request: PageRequest): Promise<{ schoolTypes: EditorOption[]; subjects: EditorOption[]; materialTypes: EditorOption[]; languages: string[] }> {
  const [menu, filters] = await Promise.all([
    megaMenu(request.env, request.world),
    originJson<{ items: Filter[] }>(request.env, 'v1/filters', { world: request.world }).then((r) => r.items),
  ]);
  const subjects = new Map<number, string>();
  for (const entry of menu) for (const s of entry.subjects) subjects.set(s.id, s.title);
  return {
    // "All school types" is a school type of its own (materials for every stage); the mega menu leaves it out.
    schoolTypes: [
      { id: 'alle', title: request.t('seller:editor.allSchoolTypes') },
      ...menu.filter((e) => e.school_type !== 'alle').map((e) => ({ id: e.school_type, title: e.school_name })),
    ],
    subjects: [...subjects].map(([id, title]) => ({ id: String(id), title })).sort((a, b) => a.title.localeCompare(b.title)),
    materialTypes: (filters.find((f) => f.key === 'material_type')?.options ?? []).filter((o) => o.id !== 'bundle').map((o) => ({ id: o.id, title: o.title })),
    languages: [...textLanguages(request.world)],
  };
}

export const uploadEdit: PageModule = async (request) => {
  const id = idParam(request);
  const editHref = path(request, 'uploadEdit') ?? request.url.pathname;
  if (id === null) {
    return {
      kind: 'page',
      sheets: ['commerce', 'seller'],
      islandAreas: SELLER_AREAS,
      body: (
        <SellerScreen routeName="uploadEdit">
          <Island of={SellerMaterialList} props={{ signInHref: signInHref(request), editHref, becomeSellerHref: path(request, 'firstUpload') }} />
        </SellerScreen>
      ),
    };
  }
  const preview = path(request, 'builderPreview');
  const options = await editorOptions(request);
  return {
    kind: 'page',
    sheets: ['commerce', 'seller', 'sellerFiles', 'aiTools'],
    // The description field's "Draft a description" speaks the AI tools' words (docs/ai-tools.md).
    islandAreas: [...SELLER_AREAS, 'ai-tools'],
    body: (
      <SellerScreen routeName="uploadEdit">
        {/* Files and previews first (docs/seller-files.md), then what the material is about. */}
        <div className="material-files-slot">
          <Island of={MaterialFiles} props={{ materialId: id }} />
        </div>
        <Island
          of={MaterialEditor}
          props={{ materialId: id, signInHref: signInHref(request), listHref: editHref, previewHref: preview ? `${preview}?id=${id}` : null, options }}
        />
      </SellerScreen>
    ),
  };
};

/** The banner above the builder preview: whose page this is, and the way back to the editor. */
function PreviewBanner({ editHref }: { editHref: string | null }) {
  const { t } = usePage();
  return (
    <div className="notice preview-banner" data-screen="builderPreview">
      <p>{t('seller:editor.previewBanner')}</p>
      {editHref ? <a href={editHref}>{t('seller:editor.backToEditor')}</a> : null}
    </div>
  );
}

/**
 * The builder preview: the material page buyers see, rendered by the same component with the
 * author's material in any state (`GET v3/seller/materials/:id/preview` with the visitor's
 * session: the author only, 404 for anyone else). Made for this visitor, so never cached.
 */
export const builderPreview: PageModule = async (request) => {
  const id = idParam(request);
  if (id === null) return { kind: 'notFound' };
  const back = signInHref(request);
  if (!request.sessionToken) return back ? { kind: 'redirect', location: back, status: 302 } : NOT_FOUND_FOR_VIEWER;
  const preview = await askAsViewer<{ material: MaterialDetail }>(request, `v3/seller/materials/${id}/preview`);
  if (!preview) return NOT_FOUND_FOR_VIEWER;
  const outcome = await materialPageOutcome(request, preview.material, null);
  if (outcome.kind !== 'page') return NOT_FOUND_FOR_VIEWER;
  const edit = path(request, 'uploadEdit');
  const body = Promise.resolve(outcome.body).then((page) => (
    <>
      <PreviewBanner editHref={edit ? `${edit}?id=${id}` : null} />
      {page}
    </>
  ));
  return { ...outcome, head: { ...outcome.head, title: request.t('meta:builderPreview.title') }, sheets: ['seller'], body, personal: true };
};

/**
 * The staff review: a 404 for anyone but staff (the origin answers the queue only to staff, in
 * their own session), the review island for staff. Made for this visitor, so never cached.
 */
export const staffReview: PageModule = async (request) => {
  if (!(await askAsViewer<unknown>(request, 'v3/staff/review'))) return NOT_FOUND_FOR_VIEWER;
  return {
    kind: 'page',
    personal: true,
    sheets: ['commerce', 'seller'],
    islandAreas: SELLER_AREAS,
    body: (
      <SellerScreen routeName="staffReview">
        <Island of={StaffReview} props={{ materialId: idParam(request), signInHref: signInHref(request), queueHref: path(request, 'staffReview') ?? request.url.pathname }} />
      </SellerScreen>
    ),
  };
};
