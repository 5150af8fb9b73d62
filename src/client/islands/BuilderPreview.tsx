import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { MaterialDetail } from '../../shared/schemas/materials';
import { routePath } from '../../shared/routes/match';
import { worldLanguage } from '../../shared/worlds';
import { useIslandEnv } from '../island-env';
import { SignedInGate } from '../components/SignedInGate';
import { PageContextProvider } from '../components/page-context';
import { createPageApiClient } from '../api/page-client';
import { MaterialPage } from '../pages/MaterialPage';

export interface BuilderPreviewProps {
  materialId: number;
  signInHref: string | null;
  /** The editor of this material. */
  editHref: string | null;
}

/**
 * The builder preview (docs/seller-materials.md, "Builder preview"): the author's material, in any
 * state, rendered by the material page component buyers see. Only the author can load it
 * (`GET v3/seller/materials/:id/preview`); the page's controls are inert here.
 */
export default function BuilderPreview(props: BuilderPreviewProps) {
  return <SignedInGate signInHref={props.signInHref}>{() => <Preview {...props} />}</SignedInGate>;
}

/** Islands inside the previewed page render as plain components: this island already runs in the browser. */
function inline<P extends object>(Island: ComponentType<P>, props: P): ReactNode {
  return <Island {...props} />;
}

function Preview({ materialId, editHref }: BuilderPreviewProps) {
  const { t, world } = useIslandEnv();
  const [material, setMaterial] = useState<MaterialDetail | null | 'failed'>(null);
  useEffect(() => {
    createPageApiClient(world)
      .get<{ material: MaterialDetail }>(`v3/seller/materials/${materialId}/preview`)
      .then(
        (r) => setMaterial(r.material),
        () => setMaterial('failed'),
      );
  }, [materialId, world]);
  if (material === 'failed') {
    return (
      <p className="notice notice-error" role="alert">
        {t('seller:editor.notFound')}
      </p>
    );
  }
  if (!material) {
    return (
      <p className="form-status" role="status" aria-live="polite">
        {t('common:form.loading')}
      </p>
    );
  }
  return (
    <>
      <div className="notice preview-banner">
        <p>{t('seller:editor.previewBanner')}</p>
        {editHref ? <a href={editHref}>{t('seller:editor.backToEditor')}</a> : null}
      </div>
      <div className="builder-preview" inert>
        <PageContextProvider
          value={{ world, language: worldLanguage(world), t, path: (name, params) => routePath(name, world, params), island: inline }}
        >
          <MaterialPage data={{ material, now: new Date().toISOString(), signInHref: null }} />
        </PageContextProvider>
      </div>
    </>
  );
}
