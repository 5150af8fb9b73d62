import { useEffect, useState } from 'react';
import { signedInUser } from '../atoms/auth';
import { createPageApiClient } from '../api/page-client';
import { useIslandEnv } from '../island-env';
import { useAuthState } from '../hooks/useAfterHydration';

export interface FollowButtonProps {
  authorId: number;
  name: string;
  /** The follower count the cached page was rendered with; the visitor's own state comes after hydration. */
  count: number;
  /** The login page with this page to come back to (`next`), for signed-out visitors. */
  signInHref: string | null;
}

interface SubscriptionState {
  subscribed: boolean;
  followersNumber: number | null;
}

/** `POST v3/subscriptions/subscribe|unsubscribe` for an author: a toggle with the follower count. */
export default function FollowButton({ authorId, name, count, signInHref }: FollowButtonProps) {
  const { t, world } = useIslandEnv();
  const user = signedInUser(useAuthState());
  const userId = user?.id ?? null;
  const [state, setState] = useState<{ subscribed: boolean; count: number }>({ subscribed: false, count });
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (userId === null) return undefined;
    let live = true;
    createPageApiClient(world)
      .get<SubscriptionState>(`v3/subscriptions/status?subjectType=author&subjectId=${authorId}`)
      .then((answer) => {
        if (live) setState({ subscribed: answer.subscribed, count: answer.followersNumber ?? count });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [world, authorId, userId, count]);

  const toggle = async () => {
    setPending(true);
    setFailed(false);
    try {
      const answer = await createPageApiClient(world).post<SubscriptionState>(`v3/subscriptions/${state.subscribed ? 'unsubscribe' : 'subscribe'}`, {
        subjectId: authorId,
        subjectType: 'author',
        world,
      });
      setState({ subscribed: answer.subscribed, count: answer.followersNumber ?? state.count });
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="follow-box">
      {/* Nobody follows themselves: the author sees only the count. */}
      {userId === authorId ? null : userId === null ? (
        signInHref ? (
          <a className="follow-button" href={signInHref} aria-label={t('author-page:follow.signIn', { name })}>
            {t('author-page:follow.follow')}
          </a>
        ) : null
      ) : (
        <button
          type="button"
          className="follow-button"
          aria-pressed={state.subscribed}
          aria-label={t('author-page:follow.label', { name })}
          disabled={pending}
          onClick={() => void toggle()}
        >
          {t(state.subscribed ? 'author-page:follow.unfollow' : 'author-page:follow.follow')}
        </button>
      )}{' '}
      <span className="follow-count" aria-live="polite">
        {t('author-page:follow.followers', { count: state.count })}
      </span>
      {failed ? (
        <p className="follow-note" role="status">
          {t('common:form.genericError')}
        </p>
      ) : null}
    </div>
  );
}
