import { useEffect, useState } from 'react';
import type { LikeState } from '../../shared/schemas/community';
import { signedInUser } from '../atoms/auth';
import { createPageApiClient } from '../api/page-client';
import { useIslandEnv } from '../island-env';
import { useAuthState } from '../hooks/useAfterHydration';

export interface LikeButtonProps {
  materialId: number;
  title: string;
  /** The count the cached page was rendered with; the signed-in visitor's own state comes after hydration. */
  count: number;
  signInHref: string | null;
}

/** `POST v3/materials/{id}/like|unlike`: a toggle with the count in a polite live region. */
export default function LikeButton({ materialId, title, count, signInHref }: LikeButtonProps) {
  const { t, world } = useIslandEnv();
  const user = signedInUser(useAuthState());
  const userId = user?.id ?? null;
  const [state, setState] = useState<LikeState>({ liked: false, count });
  const [pending, setPending] = useState(false);
  const [note, setNote] = useState<'signIn' | 'error' | null>(null);

  useEffect(() => {
    if (userId === null) return undefined;
    let live = true;
    createPageApiClient(world)
      .get<LikeState>(`v3/materials/${materialId}/like`)
      .then((answer) => {
        if (live) setState(answer);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [world, materialId, userId]);

  const toggle = async () => {
    if (userId === null) {
      setNote('signIn');
      return;
    }
    setPending(true);
    setNote(null);
    try {
      setState(await createPageApiClient(world).post<LikeState>(`v3/materials/${materialId}/${state.liked ? 'unlike' : 'like'}`, {}));
    } catch {
      setNote('error');
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="like-box">
      <button
        type="button"
        className="like-button"
        aria-pressed={state.liked}
        aria-label={t('material-page:likeAdd', { title })}
        disabled={pending}
        onClick={() => void toggle()}
      >
        <svg className="icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M2 21h4V9H2v12Zm20-11a2 2 0 0 0-2-2h-6.3l1-4.6v-.3a1.5 1.5 0 0 0-.4-1L13.2 1 7.6 6.6A2 2 0 0 0 7 8v11a2 2 0 0 0 2 2h9a2 2 0 0 0 1.8-1.2l3-7.1c.1-.2.2-.5.2-.7v-2Z"
            fill={state.liked ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth={state.liked ? 0 : 1.8}
          />
        </svg>
      </button>
      <span className="like-count" aria-live="polite">
        {t('material-page:likeCount', { count: state.count })}
      </span>
      <p className="like-note" role="status" aria-live="polite">
        {note === 'signIn' ? (
          signInHref ? <a href={signInHref}>{t('material-page:likeSignIn')}</a> : t('material-page:likeSignIn')
        ) : note === 'error' ? (
          t('common:form.genericError')
        ) : (
          ''
        )}
      </p>
    </div>
  );
}
