import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useIslandEnv } from '../island-env';
import { closeDialog, focusElement, openDialog, showChild } from '../dom';

export interface PreviewViewerProps {
  title: string;
  /** The preview pages' addresses, first page first. */
  pages: readonly string[];
}

/** A swipe shorter than this many CSS pixels is a tap. */
const SWIPE_PX = 40;

/**
 * The material's preview pages: a strip to scroll with arrows (buttons and the arrow keys), each
 * page opening an enlarged view — a modal dialog with the page large, previous and next by button,
 * arrow key or swipe, Escape closing it and focus returning to the page it came from.
 */
export default function PreviewViewer({ title, pages }: PreviewViewerProps) {
  const { t } = useIslandEnv();
  const strip = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const openers = useRef<(HTMLButtonElement | null)[]>([]);
  const [shown, setShown] = useState(0);
  const [enlarged, setEnlarged] = useState<number | null>(null);
  const swipeStart = useRef<number | null>(null);
  const count = pages.length;
  const last = count - 1;

  const scrollTo = (index: number) => {
    const page = Math.min(Math.max(index, 0), last);
    setShown(page);
    showChild(strip.current, page);
  };
  const open = (index: number) => {
    setEnlarged(index);
    openDialog(dialog.current);
  };
  const close = () => {
    const from = enlarged ?? 0;
    closeDialog(dialog.current);
    setEnlarged(null);
    focusElement(openers.current[from]);
  };
  const step = (delta: number) => setEnlarged((page) => (page === null ? page : Math.min(Math.max(page + delta, 0), last)));

  const onStripKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') scrollTo(shown + 1);
    else if (event.key === 'ArrowLeft') scrollTo(shown - 1);
    else return;
    event.preventDefault();
  };
  const onDialogKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null) return;
    const moved = event.clientX - start;
    if (Math.abs(moved) >= SWIPE_PX) step(moved < 0 ? 1 : -1);
  };

  return (
    <div className="preview-viewer">
      <div className="previews" ref={strip} tabIndex={0} role="group" aria-label={t('material-page:previews')} onKeyDown={onStripKey}>
        {pages.map((src, i) => (
          <button
            key={src}
            type="button"
            className="preview-page"
            ref={(button) => {
              openers.current[i] = button;
            }}
            aria-label={t('material-page:viewer.enlarge', { page: i + 1 })}
            onClick={() => open(i)}
          >
            <img src={src} alt={t('material-page:previewAlt', { page: i + 1, title })} width={353} height={500} loading={i === 0 ? 'eager' : 'lazy'} fetchPriority={i === 0 ? 'high' : undefined} />
          </button>
        ))}
      </div>
      {count > 1 ? (
        <p className="preview-controls">
          <button type="button" className="button-secondary button-icon" aria-label={t('material-page:viewer.previous')} disabled={shown === 0} onClick={() => scrollTo(shown - 1)}>
            ‹
          </button>
          <span aria-live="polite">{t('material-page:viewer.position', { page: shown + 1, count })}</span>
          <button type="button" className="button-secondary button-icon" aria-label={t('material-page:viewer.next')} disabled={shown === last} onClick={() => scrollTo(shown + 1)}>
            ›
          </button>
        </p>
      ) : null}
      <dialog ref={dialog} className="preview-dialog" aria-label={t('material-page:viewer.dialog', { title })} onClose={() => setEnlarged(null)} onKeyDown={onDialogKey}>
        {enlarged !== null ? (
          <>
            <div className="preview-dialog-page" onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
              <img src={pages[enlarged]} alt={t('material-page:previewAlt', { page: enlarged + 1, title })} width={707} height={1000} draggable={false} />
            </div>
            <p className="preview-controls">
              <button type="button" className="button-secondary button-icon" aria-label={t('material-page:viewer.previous')} disabled={enlarged === 0} onClick={() => step(-1)}>
                ‹
              </button>
              <span aria-live="polite">{t('material-page:viewer.position', { page: enlarged + 1, count })}</span>
              <button type="button" className="button-secondary button-icon" aria-label={t('material-page:viewer.next')} disabled={enlarged === last} onClick={() => step(1)}>
                ›
              </button>
              <button type="button" className="button-secondary preview-close" onClick={close}>
                {t('material-page:viewer.close')}
              </button>
            </p>
          </>
        ) : null}
      </dialog>
    </div>
  );
}
