import { useEffect, useId, useRef, useState } from 'react';
import type { Material } from '../../shared/schemas/materials';
import { browserLocalStorage } from '../api/browser';
import { createPageApiClient } from '../api/page-client';
import { signedInUser } from '../atoms/auth';
import { closeDialog, fieldChecked, openDialog } from '../dom';
import { fillHref } from '../href-template';
import { useAuthState } from '../hooks/useAfterHydration';
import { useIslandEnv } from '../island-env';
import { freeDownloadModalHidden, setFreeDownloadModalHidden, type FreeDownloadContext, type FreeFile } from './free-download';

/** How many of the author's other materials the modal lists. */
const MORE_COUNT = 3;

interface FollowState {
  subscribed: boolean;
}

/**
 * What a teacher sees once a free download has started (docs/tour.md, "The free-download modal"):
 * the files with a manual link, an invitation to rate the material after the lesson, the author
 * to follow and more of their materials, an account for visitors, and "don't show again". A
 * modal `<dialog>`: focus moves in, Escape closes, focus returns to the download button.
 */
export function FreeDownloadDialog({ context, files, materialId, onClose }: { context: FreeDownloadContext; files: readonly FreeFile[]; materialId: number; onClose: () => void }) {
  const { t, world } = useIslandEnv();
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const user = signedInUser(useAuthState());
  const userId = user?.id ?? null;
  const [more, setMore] = useState<Material[]>([]);
  const [follow, setFollow] = useState<FollowState | null>(null);
  const [followBusy, setFollowBusy] = useState(false);
  const [followFailed, setFollowFailed] = useState(false);
  const [hidden, setHidden] = useState(() => freeDownloadModalHidden(browserLocalStorage()));
  const name = context.authorName;
  const single = files.length === 1 ? files[0] : undefined;

  useEffect(() => {
    openDialog(dialog.current);
  }, []);

  useEffect(() => {
    let live = true;
    createPageApiClient(world)
      .get<{ items: Material[] }>(`v3/materials?author=${context.authorId}&limit=${MORE_COUNT + 1}`)
      .then((answer) => live && setMore(answer.items.filter((item) => item.id !== materialId).slice(0, MORE_COUNT)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [world, context.authorId, materialId]);

  useEffect(() => {
    if (userId === null || userId === context.authorId) return undefined;
    let live = true;
    createPageApiClient(world)
      .get<FollowState>(`v3/subscriptions/status?subjectType=author&subjectId=${context.authorId}`)
      .then((answer) => live && setFollow({ subscribed: answer.subscribed }))
      .catch(() => live && setFollow({ subscribed: false }));
    return () => {
      live = false;
    };
  }, [world, context.authorId, userId]);

  const toggleFollow = async () => {
    if (!follow) return;
    setFollowBusy(true);
    setFollowFailed(false);
    try {
      const answer = await createPageApiClient(world).post<FollowState>(`v3/subscriptions/${follow.subscribed ? 'unsubscribe' : 'subscribe'}`, {
        subjectId: context.authorId,
        subjectType: 'author',
        world,
      });
      setFollow({ subscribed: answer.subscribed });
    } catch {
      setFollowFailed(true);
    } finally {
      setFollowBusy(false);
    }
  };

  return (
    <dialog ref={dialog} className="free-download-dialog" aria-labelledby={`${id}-title`} onClose={onClose} data-free-download-modal>
      <div className="free-download-head">
        <h2 id={`${id}-title`}>{t(single ? 'cart:freeDownload.starting' : 'cart:freeDownload.ready')}</h2>
        <button type="button" className="dialog-close" aria-label={t('cart:freeDownload.close')} onClick={() => closeDialog(dialog.current)}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </div>
      <p className="free-download-title">{context.title}</p>
      {single ? (
        <p>
          <a href={single.url} download={single.name}>
            {t('cart:freeDownload.manual')}
          </a>
        </p>
      ) : (
        <>
          <p>{t('cart:freeDownload.files')}</p>
          <ul className="free-download-files">
            {files.map((file) => (
              <li key={file.id}>
                <a href={file.url} download>
                  {t('cart:freeDownload.fileLink', { name: file.name, format: file.format.toUpperCase() })}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
      <section className="free-download-section" aria-labelledby={`${id}-rate`}>
        <h3 id={`${id}-rate`}>{t('cart:freeDownload.rateHeading')}</h3>
        <p>
          {t('cart:freeDownload.rateText')}{' '}
          {context.feedbackHref ? <a href={context.feedbackHref}>{t('cart:freeDownload.rate')}</a> : null}
        </p>
      </section>
      <section className="free-download-section" aria-labelledby={`${id}-author`}>
        <div className="free-download-author">
          <h3 id={`${id}-author`}>{t('cart:freeDownload.authorHeading', { name })}</h3>
          {userId === context.authorId ? null : userId === null ? (
            context.signInHref ? (
              <a className="follow-button" href={context.signInHref}>
                {t('cart:freeDownload.followSignIn', { name })}
              </a>
            ) : null
          ) : (
            <button type="button" className="follow-button" aria-pressed={follow?.subscribed ?? false} disabled={!follow || followBusy} onClick={() => void toggleFollow()}>
              {t(follow?.subscribed ? 'cart:freeDownload.following' : 'cart:freeDownload.follow', { name })}
            </button>
          )}
        </div>
        {followFailed ? (
          <p className="field-error" role="alert">
            {t('cart:freeDownload.followFailed')}
          </p>
        ) : null}
      </section>
      <section aria-labelledby={more.length > 0 ? `${id}-more` : undefined}>
        {more.length > 0 ? (
          <>
            <h3 id={`${id}-more`}>{t('cart:freeDownload.more', { name })}</h3>
            <ul className="free-download-more">
              {more.map((item) => (
                <li key={item.id}>
                  <a href={fillHref(context.materialHrefTemplate, item.id, item.slug) ?? '#'}>{item.title}</a>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {context.authorHref ? (
          <p>
            <a href={context.authorHref}>{t('cart:freeDownload.allOf', { name })}</a>
          </p>
        ) : null}
      </section>
      {userId === null && (context.registerHref || context.signInHref) ? (
        <section className="free-download-section free-download-account">
          <p>{t('cart:freeDownload.accountText')}</p>
          <p className="dialog-actions">
            {context.registerHref ? (
              <a className="button button-primary" href={context.registerHref}>
                {t('cart:freeDownload.register')}
              </a>
            ) : null}
            {context.signInHref ? (
              <a className="button button-secondary" href={context.signInHref}>
                {t('cart:freeDownload.signIn')}
              </a>
            ) : null}
          </p>
        </section>
      ) : null}
      <div className="free-download-foot">
        <label className="free-download-dont-show">
          <input
            type="checkbox"
            checked={hidden}
            onChange={(event) => {
              const ticked = fieldChecked(event.target);
              setHidden(ticked);
              setFreeDownloadModalHidden(browserLocalStorage(), ticked);
            }}
          />{' '}
          {t('cart:freeDownload.dontShow')}
        </label>
        <button type="button" className="button button-secondary" onClick={() => closeDialog(dialog.current)}>
          {t('cart:freeDownload.close')}
        </button>
      </div>
    </dialog>
  );
}
