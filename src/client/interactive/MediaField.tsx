import { useState } from 'react';
import type { Media } from '../../shared/interactive';
import { createPageApiClient } from '../api/page-client';
import { ApiError } from '../api/api-error';
import { useIslandEnv } from '../island-env';
import { mediaSrc } from './media';
import { fieldValue } from '../dom';

const firstFile = (input: unknown): File | undefined => (input as { files?: ArrayLike<File> | null } | null)?.files?.[0];
const clear = (input: unknown) => {
  (input as { value: string }).value = '';
};

/**
 * An image of a question or option: upload (`POST v3/interactive-media`), its alt text, remove.
 * `required` for the options of an image question, whose image is the option.
 */
export function MediaField({ media, onChange, uid, required = false }: { media: Media | undefined; onChange: (m: Media | undefined) => void; uid: string; required?: boolean }) {
  const { t, world } = useIslandEnv();
  const [state, setState] = useState<'idle' | 'uploading' | 'failed' | 'unsupported'>('idle');
  const upload = async (file: File) => {
    setState('uploading');
    const form = new FormData();
    form.append('file', file);
    try {
      const { key } = await createPageApiClient(world).post<{ key: string }>('v3/interactive-media', form);
      onChange({ key, alt: media?.alt ?? '' });
      setState('idle');
    } catch (error) {
      setState(error instanceof ApiError && (error.status === 415 || error.status === 422 || error.status === 413) ? 'unsupported' : 'failed');
    }
  };
  const has = Boolean(media?.key);
  return (
    <div className="builder-media">
      {has && media ? <img src={mediaSrc(media.key)} alt="" className="builder-thumb" /> : null}
      <div className="field">
        <label htmlFor={`${uid}-file`}>{t(has ? 'new-interactive:builder.replaceImage' : required ? 'new-interactive:builder.imageRequired' : 'new-interactive:builder.addImage')}</label>
        <input
          id={`${uid}-file`}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          onChange={(e) => {
            const file = firstFile(e.target);
            if (file) void upload(file);
            clear(e.target);
          }}
          disabled={state === 'uploading'}
        />
        <p className="field-hint" role="status" aria-live="polite">
          {state === 'uploading' ? t('new-interactive:builder.uploading') : null}
          {state === 'failed' ? <span className="form-status-error">{t('new-interactive:builder.uploadFailed')}</span> : null}
          {state === 'unsupported' ? <span className="form-status-error">{t('new-interactive:builder.uploadUnsupported')}</span> : null}
        </p>
      </div>
      {has && media ? (
        <>
          <div className="field">
            <label htmlFor={`${uid}-alt`}>{t('new-interactive:builder.alt')}</label>
            <input id={`${uid}-alt`} type="text" value={media.alt} maxLength={300} onChange={(e) => onChange({ ...media, alt: fieldValue(e.target) })} aria-invalid={media.alt.trim() === ''} />
            <p className="field-hint">{t('new-interactive:builder.altHint')}</p>
          </div>
          {required ? null : (
            <button type="button" className="button-ghost" onClick={() => onChange(undefined)}>
              {t('new-interactive:builder.removeImage')}
            </button>
          )}
        </>
      ) : null}
    </div>
  );
}
