import { useState } from 'react';
import { isApiError } from '../api/api-error';
import { createPageApiClient } from '../api/page-client';
import { useIslandEnv } from '../island-env';
import { formatFileSize, safeDownloadUrl } from '../commerce/cabinet-format';
import { navigateTo } from '../dom';

/** One file of a bought or school-licensed material, as the download calls answer it. */
export interface DownloadFile {
  id: number;
  name: string;
  format: string;
  sizeBytes: number;
}

/**
 * Asks for a short-lived signed link of one file (`POST v3/downloads/{fileId}/link`) and goes
 * there: the answer is an attachment stamped with the buyer's name and licence, so the page stays.
 * Used by the bought materials and by my school's licences.
 */
export function DownloadButton({ file }: { file: DownloadFile }) {
  const { t, world } = useIslandEnv();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    setPending(true);
    setError(null);
    try {
      const link = await createPageApiClient(world).post<{ url: string; expiresAt: string }>(`v3/downloads/${file.id}/link`);
      const url = safeDownloadUrl(link.url);
      if (!url) throw new Error('unusable download link');
      navigateTo(url);
    } catch (failure) {
      setError(downloadError(failure, t));
    } finally {
      setPending(false);
    }
  };

  const size = formatFileSize(file.sizeBytes, world);
  return (
    <div className="purchase-file">
      <button type="button" onClick={() => void download()} disabled={pending} aria-disabled={pending || undefined}>
        {pending ? t('cabinet-materials:bought.preparing') : t('cabinet-materials:bought.download', { name: file.name })}
      </button>{' '}
      <span className="purchase-file-meta">{size ? `${file.format.toUpperCase()}, ${size}` : file.format.toUpperCase()}</span>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function downloadError(failure: unknown, t: (key: string) => string): string {
  if (!isApiError(failure)) return t('common:form.genericError');
  if (failure.kind === 'network' || failure.kind === 'timeout') return t('common:form.networkError');
  if (failure.serverError?.code === 'not_owner' || failure.status === 403) return t('cabinet-materials:bought.notOwner');
  if (failure.status === 429) return t('common:form.tooManyAttempts');
  return t('cabinet-materials:bought.downloadFailed');
}
