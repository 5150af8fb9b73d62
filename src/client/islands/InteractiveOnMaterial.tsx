import { useEffect, useState } from 'react';
import type { InteractiveAccess } from '../../shared/interactive';
import { CODE_PLACEHOLDER, type RoomListItem } from '../../shared/rooms';
import { useIslandEnv } from '../island-env';
import { createPageApiClient } from '../api/page-client';
import { navigateTo } from '../dom';

export interface InteractiveOnMaterialProps {
  interactiveId: number;
  /** The interactive's play screen. */
  playHref: string | null;
  /** A learning room's live page, with `__code__` for its code. */
  liveHref: string | null;
  signInHref: string | null;
}

/**
 * The interactive a material carries, on the material page (docs/interactive-screens.md, "Solo
 * play"): "Play" and "Open in a learning room" for whoever may use it (`GET
 * v3/interactives/:id/access`), a locked teaser for everyone else. The page is the same for everyone;
 * the right is asked after hydration.
 */
export default function InteractiveOnMaterial({ interactiveId, playHref, liveHref, signInHref }: InteractiveOnMaterialProps) {
  const { t, world } = useIslandEnv();
  const [access, setAccess] = useState<InteractiveAccess | null>(null);
  const [opening, setOpening] = useState<'idle' | 'pending' | 'failed'>('idle');

  useEffect(() => {
    createPageApiClient(world)
      .get<InteractiveAccess>(`v3/interactives/${interactiveId}/access`)
      .then(setAccess, () => setAccess({ canUse: false, signedIn: false, questionCount: 0 }));
  }, [interactiveId, world]);

  const openRoom = async () => {
    if (!liveHref) return;
    setOpening('pending');
    try {
      const room = await createPageApiClient(world).post<RoomListItem>('v3/rooms', { interactiveId });
      navigateTo(liveHref.replace(CODE_PLACEHOLDER, room.code));
    } catch {
      setOpening('failed');
    }
  };

  return (
    <section className="card material-interactive" aria-labelledby="material-interactive-heading" data-access={access ? (access.canUse ? 'use' : 'locked') : 'checking'}>
      <h2 id="material-interactive-heading">{t('material-page:interactive.heading')}</h2>
      {access && access.questionCount > 0 ? <p>{t('material-page:interactive.questions', { count: access.questionCount })}</p> : null}
      {access === null ? <p aria-busy="true">{t('material-page:interactive.checking')}</p> : null}
      {access?.canUse ? (
        <div className="material-interactive-actions">
          {playHref ? (
            <a className="button" href={playHref}>
              {t('material-page:interactive.play')}
            </a>
          ) : null}
          {access.signedIn && liveHref ? (
            <button type="button" className="button-secondary" onClick={() => void openRoom()} disabled={opening === 'pending'}>
              {t('material-page:interactive.openRoom')}
            </button>
          ) : signInHref ? (
            <a className="button-secondary button" href={signInHref}>
              {t('material-page:interactive.signInForRoom')}
            </a>
          ) : null}
          {opening === 'failed' ? (
            <p className="field-error" role="alert">
              {t('material-page:interactive.roomFailed')}
            </p>
          ) : null}
        </div>
      ) : null}
      {access && !access.canUse ? (
        <p className="material-interactive-locked">
          <svg className="material-interactive-lock" aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
            <path fill="currentColor" d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 0 1 6 0v3H9Z" />
          </svg>{' '}
          {t('material-page:interactive.locked')}{' '}
          {!access.signedIn && signInHref ? <a href={signInHref}>{t('material-page:interactive.signIn')}</a> : null}
        </p>
      ) : null}
    </section>
  );
}
