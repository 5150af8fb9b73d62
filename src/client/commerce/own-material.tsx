/**
 * The buy box for a visitor the material belongs to (docs/seller-earnings.md, "The buy box"):
 * its author gets Edit and Statistics, a buyer who owns it (bought, or through the school) gets
 * the download instead of "add to cart". The material page is cached and the same for everyone,
 * so this is decided here, from the session, after hydration.
 */
import { useEffect, useState } from 'react';
import type { MaterialRelation } from '../../shared/schemas/seller-earnings';
import { signedInUser } from '../atoms/auth';
import { createPageApiClient } from '../api/page-client';
import { useAuthState } from '../hooks/useAfterHydration';
import { useIslandEnv } from '../island-env';
import { navigateTo } from '../dom';

export type Ownership = { kind: 'unknown' } | { kind: 'author' } | { kind: 'owner'; files: MaterialRelation['files'] } | { kind: 'none' };

/** Who the signed-in visitor is to the material; `none` for visitors and on any error. */
export function useOwnership(materialId: number, authorId: number): Ownership {
  const { world } = useIslandEnv();
  const user = signedInUser(useAuthState());
  const userId = user?.id ?? null;
  const [fetched, setFetched] = useState<{ userId: number; ownership: Ownership } | null>(null);
  const asks = userId !== null && userId !== authorId;
  useEffect(() => {
    if (!asks || userId === null) return undefined;
    let live = true;
    const settle = (ownership: Ownership) => live && setFetched({ userId, ownership });
    createPageApiClient(world)
      .get<MaterialRelation>(`v3/seller/materials/${materialId}/relation`)
      .then(
        (answer) => settle(answer.relation === 'owner' ? { kind: 'owner', files: answer.files } : { kind: answer.relation === 'author' ? 'author' : 'none' }),
        () => settle({ kind: 'none' }),
      );
    return () => {
      live = false;
    };
  }, [world, materialId, asks, userId]);
  if (userId === null) return { kind: 'none' };
  if (userId === authorId) return { kind: 'author' };
  return fetched?.userId === userId ? fetched.ownership : { kind: 'unknown' };
}

export function AuthorActions({ materialId, editHref, chartsHref }: { materialId: number; editHref: string | null; chartsHref: string | null }) {
  const { t } = useIslandEnv();
  return (
    <div className="add-to-cart own-material">
      <p className="own-material-note">{t('material-page:ownership.yours')}</p>
      <p className="own-material-actions">
        {editHref ? (
          <a className="button button-primary" href={`${editHref}?id=${materialId}`}>
            {t('material-page:ownership.edit')}
          </a>
        ) : null}{' '}
        {chartsHref ? (
          <a className="button" href={`${chartsHref}?material=${materialId}`}>
            {t('material-page:ownership.statistics')}
          </a>
        ) : null}
      </p>
    </div>
  );
}

export function OwnerDownloads({ files }: { files: MaterialRelation['files'] }) {
  const { t, world } = useIslandEnv();
  const [pending, setPending] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const download = async (fileId: number) => {
    setPending(fileId);
    setFailed(false);
    try {
      const { url } = await createPageApiClient(world).post<{ url: string }>(`v3/downloads/${fileId}/link`, {});
      if (url.startsWith('/')) navigateTo(url);
    } catch {
      setFailed(true);
    } finally {
      setPending(null);
    }
  };
  return (
    <div className="add-to-cart own-material">
      <p className="own-material-note">{t('material-page:ownership.owned')}</p>
      {files.length === 0 ? <p>{t('material-page:ownership.noFiles')}</p> : null}
      {files.map((file) => (
        <button key={file.id} type="button" className="button button-primary" disabled={pending !== null} onClick={() => void download(file.id)}>
          {t('material-page:ownership.download', { name: file.name })}
        </button>
      ))}
      <p className="form-status form-status-error" role="alert">
        {failed ? t('material-page:ownership.failed') : ''}
      </p>
    </div>
  );
}
