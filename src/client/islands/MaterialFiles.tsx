import { useCallback, useEffect, useRef, useState, type DragEvent } from 'react';
import { useIslandEnv } from '../island-env';
import { formatFileSize } from '../commerce/cabinet-format';
import { FILE_KINDS, MAX_FILE_TEXT_CHARS, MAX_PREVIEW_PAGES, PREVIEW_PDF_PAGES, extensionOf, kindsOfExtension } from '../../shared/seller-files';
import type { SellerFile, SellerFiles } from '../../shared/schemas/seller-files';
import { ApiFailure, apiCall, cancelUpload, clearInput, filesOf, materialBase, onOnline, unfinishedNames, uploadFile } from '../seller/file-upload';
import { loadPdfPreviews } from '../pdf/lazy';

export interface MaterialFilesProps {
  materialId: number;
}

type Status = 'uploading' | 'retrying' | 'paused' | 'failed' | 'refused' | 'previews' | 'done';

interface Item {
  id: number;
  file: File;
  sent: number;
  status: Status;
  message: string | null;
}

/** Height the browser renders PDF pages at; the origin scales the public preview to 500. */
const RENDER_HEIGHT = 1000;
const ACCEPT = Object.values(FILE_KINDS)
  .flatMap((kind) => kind.extensions.map((ext) => `.${ext}`))
  .join(',');

/**
 * The files and previews of a material, for its author (docs/seller-files.md): choose or drop
 * files, each uploaded in parts with a progress bar, pause, resume and cancel; after a PDF,
 * previews and its text come from pdf.js in this browser; the files, the preview images, the
 * cover.
 */
export default function MaterialFiles({ materialId }: MaterialFilesProps) {
  const { t, world } = useIslandEnv();
  const [items, setItems] = useState<Item[]>([]);
  const [listed, setListed] = useState<SellerFiles>({ files: [], previews: [] });
  const [unfinished, setUnfinished] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const controllers = useRef(new Map<number, AbortController>());
  const nextId = useRef(1);
  const base = materialBase(materialId);
  const size = (bytes: number) => formatFileSize(bytes, world);

  const messageOf = useCallback(
    (error: unknown, name: string): string => {
      const code = error instanceof ApiFailure ? error.code : 'generic';
      const max = error instanceof ApiFailure && typeof error.details.maxBytes === 'number' ? formatFileSize(error.details.maxBytes, world) : String(error instanceof ApiFailure ? (error.details.max ?? '') : '');
      if (code === 'too_many_uploads' || code === 'type_mismatch' || code === 'unsupported_type' || code === 'file_too_large' || code === 'invalid_name' || code === 'unsupported_image' || code === 'not_seller') {
        return t(`seller:files.error.${code}`, { name, max });
      }
      if (error instanceof ApiFailure && error.status === 0) return t('seller:files.error.failed', { name });
      return t('seller:files.error.generic');
    },
    [t, world],
  );

  const refresh = useCallback(async () => {
    try {
      setListed(await apiCall<SellerFiles>(`${base}/files`));
    } catch (error) {
      setProblem(messageOf(error, ''));
    }
  }, [base, messageOf]);

  // The files and previews, and the uploads a reload left unfinished (read in the browser only).
  useEffect(() => {
    let live = true;
    apiCall<SellerFiles>(`${base}/files`).then(
      (answer) => {
        if (!live) return;
        setListed(answer);
        setUnfinished(unfinishedNames(materialId));
      },
      (error: unknown) => {
        if (live) setProblem(messageOf(error, ''));
      },
    );
    return () => {
      live = false;
    };
  }, [base, materialId, messageOf]);

  const update = (id: number, change: Partial<Item>) => setItems((all) => all.map((item) => (item.id === id ? { ...item, ...change } : item)));

  const makePreviews = async (id: number, file: File, stored: SellerFile) => {
    update(id, { status: 'previews' });
    try {
      const { readPdf } = await loadPdfPreviews();
      const reading = await readPdf(file, { pages: PREVIEW_PDF_PAGES, height: RENDER_HEIGHT, maxTextChars: MAX_FILE_TEXT_CHARS });
      for (const [index, image] of reading.images.entries()) setListed(await apiCall<SellerFiles>(`${base}/previews?page=${index + 1}`, 'POST', image));
      if (reading.text.trim()) await apiCall(`${base}/files/${stored.id}/text`, 'PUT', { text: reading.text });
      update(id, { status: 'done' });
    } catch (error) {
      update(id, { status: 'done', message: messageOf(error, file.name) });
    }
  };

  const start = async (id: number, file: File) => {
    const controller = new AbortController();
    controllers.current.set(id, controller);
    update(id, { status: 'uploading', message: null });
    try {
      const stored = await uploadFile(materialId, file, {
        signal: controller.signal,
        onProgress: (sent) => update(id, { sent, status: 'uploading' }),
        onRetry: () => update(id, { status: 'retrying' }),
      });
      setUnfinished(unfinishedNames(materialId));
      await refresh();
      update(id, { sent: file.size, status: 'done' });
      if (stored?.format === 'PDF') await makePreviews(id, file, stored);
    } catch (error) {
      if (error instanceof ApiFailure && error.code === 'aborted') return;
      const refused = error instanceof ApiFailure && error.status >= 400 && error.status < 500;
      // A refused file shows no bar at 100 %: nothing of it was kept.
      update(id, refused ? { status: 'refused', sent: 0, message: messageOf(error, file.name) } : { status: 'failed', message: messageOf(error, file.name) });
      setUnfinished(unfinishedNames(materialId));
    } finally {
      controllers.current.delete(id);
    }
  };

  // A connection that comes back resumes the uploads it broke off.
  useEffect(() =>
    onOnline(() => {
      for (const item of items) if (item.status === 'failed') void start(item.id, item.file);
    }),
  );

  const add = (files: File[]) => {
    for (const file of files) {
      const id = nextId.current++;
      setItems((all) => [...all, { id, file, sent: 0, status: 'uploading', message: null }]);
      if (kindsOfExtension(extensionOf(file.name)).length === 0) {
        update(id, { status: 'refused', message: t('seller:files.error.unsupported_type', { name: file.name }) });
        continue;
      }
      void start(id, file);
    }
  };

  const pause = (id: number) => {
    controllers.current.get(id)?.abort();
    update(id, { status: 'paused' });
  };

  const cancel = async (item: Item) => {
    controllers.current.get(item.id)?.abort();
    setItems((all) => all.filter((other) => other.id !== item.id));
    await cancelUpload(materialId, item.file);
    setUnfinished(unfinishedNames(materialId));
  };

  const change = async (path: string, method: string, body?: object) => {
    setProblem(null);
    try {
      setListed(await apiCall<SellerFiles>(`${base}${path}`, method, body));
    } catch (error) {
      setProblem(messageOf(error, ''));
    }
  };

  const addImages = async (target: unknown) => {
    const files = filesOf(target);
    clearInput(target);
    let page = Math.max(0, ...listed.previews.map((p) => p.page));
    for (const image of files) {
      if (page >= MAX_PREVIEW_PAGES) break;
      page += 1;
      await change(`/previews?page=${page}`, 'POST', image);
    }
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add(filesOf(event.dataTransfer));
  };

  return (
    <section className="material-files" aria-labelledby={`mf-heading-${materialId}`}>
      <h2 id={`mf-heading-${materialId}`}>{t('seller:files.heading')}</h2>
      <div
        className={dragging ? 'mf-drop mf-drop-active' : 'mf-drop'}
        onDragOver={(event) => (event.preventDefault(), setDragging(true))}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <label className="button mf-choose">
          {t('seller:files.choose')}
          <input type="file" multiple accept={ACCEPT} onChange={(event) => (add(filesOf(event.target)), clearInput(event.target))} />
        </label>
        <span>{t('seller:files.drop')}</span>
        <small>{t('seller:files.types')}</small>
      </div>
      {unfinished
        .filter((name) => !items.some((item) => item.file.name === name))
        .map((name) => (
          <p key={name} className="mf-note" role="status">
            {t('seller:files.unfinished', { name })}
          </p>
        ))}
      {items.length > 0 && (
        <ul className="mf-uploads">
          {items.map((item) => {
            const percent = Math.floor((item.sent / Math.max(1, item.file.size)) * 100);
            const active = item.status === 'uploading' || item.status === 'retrying';
            return (
              <li key={item.id} className={`mf-upload mf-${item.status}`}>
                <span className="mf-name">{item.file.name}</span>
                <progress max={item.file.size} value={item.sent} aria-label={t('seller:files.progress', { name: item.file.name })} />
                <span className="mf-bytes">
                  {t('seller:files.bytes', { sent: size(item.sent), total: size(item.file.size), percent })}
                  {item.status === 'retrying' && ` · ${t('seller:files.retrying')}`}
                  {item.status === 'paused' && ` · ${t('seller:files.paused')}`}
                  {item.status === 'previews' && ` · ${t('seller:files.previewsWorking')}`}
                  {item.status === 'done' && ` · ${t('seller:files.done')}`}
                </span>
                <span className="mf-actions">
                  {active && (
                    <button type="button" onClick={() => pause(item.id)}>
                      {t('seller:files.pause')}
                    </button>
                  )}
                  {(item.status === 'paused' || item.status === 'failed') && (
                    <button type="button" onClick={() => void start(item.id, item.file)}>
                      {t('seller:files.resume')}
                    </button>
                  )}
                  {item.status !== 'done' && item.status !== 'previews' && (
                    <button type="button" onClick={() => void cancel(item)}>
                      {t('seller:files.cancel')}
                    </button>
                  )}
                </span>
                {item.message && (
                  <p className="mf-error" role="alert">
                    {item.message}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {problem && (
        <p className="mf-error" role="alert">
          {problem}
        </p>
      )}
      <h3>{t('seller:files.filesHeading')}</h3>
      {listed.files.length === 0 ? (
        <p>{t('seller:files.noFiles')}</p>
      ) : (
        <ul className="mf-files">
          {listed.files.map((file) => (
            <li key={file.id}>
              <span className="mf-name">{file.name}</span>
              <span>
                {file.format} · {size(file.sizeBytes)}
              </span>
              <button type="button" aria-label={t('seller:files.removeFile', { name: file.name })} onClick={() => void change(`/files/${file.id}`, 'DELETE')}>
                {t('seller:files.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <h3>{t('seller:files.previewsHeading')}</h3>
      {listed.previews.length === 0 && <p>{t('seller:files.noPreviews')}</p>}
      <ul className="mf-previews">
        {listed.previews.map((preview) => (
          <li key={preview.page}>
            <img src={preview.url} alt={t('seller:files.previewAlt', { page: preview.page })} width={preview.width} height={preview.height} loading="lazy" />
            {preview.isCover ? (
              <strong className="mf-cover">{t('seller:files.cover')}</strong>
            ) : (
              <button type="button" onClick={() => void change('/previews/cover', 'PUT', { page: preview.page })}>
                {t('seller:files.makeCover')}
              </button>
            )}
            <button type="button" aria-label={t('seller:files.removePreview', { page: preview.page })} onClick={() => void change(`/previews/${preview.page}`, 'DELETE')}>
              {t('seller:files.remove')}
            </button>
          </li>
        ))}
      </ul>
      <label className="mf-images">
        {t('seller:files.addImages')}
        <input type="file" multiple accept="image/png,image/jpeg" onChange={(event) => void addImages(event.target)} />
      </label>
    </section>
  );
}
