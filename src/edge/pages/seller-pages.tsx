import type { ReactNode } from 'react';
import { routePath } from '../../shared/routes/match';
import type { RouteName } from '../../shared/routes/types';
import type { Area } from '../../shared/i18n/areas';
import type { Filter } from '../../shared/schemas/catalogue';
import { textLanguages } from '../../shared/schemas/seller-materials';
import { Island, usePage } from '../../client/components/page-context';
import SellerMaterialList from '../../client/islands/SellerMaterialList';
import MaterialEditor, { type EditorOption } from '../../client/islands/MaterialEditor';
import BuilderPreview from '../../client/islands/BuilderPreview';
import StaffReview from '../../client/islands/StaffReview';
import { originJson } from '../origin-client';
import { megaMenu } from './mega-menu';
import type { PageModule, PageRequest } from './types';

/**
 * The seller's material screens (docs/seller-materials.md): the upload-edit screen (my materials,
 * or with `?id=N` the editor of one), the builder preview and the staff review. Like the cabinet
 * screens their HTML is the same for everyone (it caches as any page); the islands load the
 * signed-in user's data, and the origin answers only the author (or staff) — 404 for anyone else.
 */

const SELLER_AREAS: readonly Area[] = ['seller'];
const PREVIEW_AREAS: readonly Area[] = ['seller', 'material-page', 'material-feedbacks', 'comments', 'author-page', 'cart'];

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
    schoolTypes: menu.filter((e) => e.school_type !== 'alle').map((e) => ({ id: e.school_type, title: e.school_name })),
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
    sheets: ['commerce', 'seller'],
    islandAreas: SELLER_AREAS,
    body: (
      <SellerScreen routeName="uploadEdit">
        <Island
          of={MaterialEditor}
          props={{ materialId: id, signInHref: signInHref(request), listHref: editHref, previewHref: preview ? `${preview}?id=${id}` : null, options }}
        />
        <div className="material-files-slot" data-slot="material-files">
          {/* LEAD AT MERGE: mount the upload part's files and previews here, `island(MaterialFiles, { materialId: id })`. */}
        </div>
      </SellerScreen>
    ),
  };
};

export const builderPreview: PageModule = async (request) => {
  const id = idParam(request);
  if (id === null) return { kind: 'notFound' };
  const edit = path(request, 'uploadEdit');
  return {
    kind: 'page',
    sheets: ['commerce', 'seller'],
    islandAreas: PREVIEW_AREAS,
    body: (
      <section className="seller-screen" data-screen="builderPreview">
        <Island of={BuilderPreview} props={{ materialId: id, signInHref: signInHref(request), editHref: edit ? `${edit}?id=${id}` : null }} />
      </section>
    ),
  };
};

export const staffReview: PageModule = async (request) => ({
  kind: 'page',
  sheets: ['commerce', 'seller'],
  islandAreas: SELLER_AREAS,
  body: (
    <SellerScreen routeName="staffReview">
      <Island of={StaffReview} props={{ materialId: idParam(request), signInHref: signInHref(request), queueHref: path(request, 'staffReview') ?? request.url.pathname }} />
    </SellerScreen>
  ),
});
