import { useCallback, useEffect, useState } from 'react';
import { useIslandEnv } from '../island-env';
import { SignedInGate } from '../components/SignedInGate';
import { useLiveNotifications } from '../hooks/useLiveNotifications';
import { notificationText } from '../notifications/text';
import { formatDate } from '../../shared/format';
import { languageTag, worldLanguage } from '../../shared/worlds';

export interface NotificationListProps {
  signInHref: string | null;
}

/** All the signed-in user's notifications of this world, newest first, live (docs/notifications.md). */
export default function NotificationList({ signInHref }: NotificationListProps) {
  return <SignedInGate signInHref={signInHref}>{() => <Notifications />}</SignedInGate>;
}

type Loading = 'idle' | 'loading' | 'failed';

function Notifications() {
  const { t, world } = useIslandEnv();
  const { state, loadPage, markRead, markAllRead } = useLiveNotifications();
  const [next, setNext] = useState<number | null>(null);
  const [loading, setLoading] = useState<Loading>('loading');
  const [failed, setFailed] = useState(false);
  const tag = languageTag(worldLanguage(world));

  const fetchPage = useCallback(
    (before?: number) =>
      loadPage(before).then(
        (page) => {
          setNext(page.next);
          setLoading('idle');
        },
        () => setLoading('failed'),
      ),
    [loadPage],
  );
  const load = (before?: number) => {
    setLoading('loading');
    void fetchPage(before);
  };
  useEffect(() => {
    void fetchPage();
  }, [fetchPage]);

  const act = (action: Promise<unknown>) => {
    setFailed(false);
    action.catch(() => setFailed(true));
  };
  const unread = state.unread ?? 0;

  return (
    <section className="notification-list" aria-labelledby="notification-list-heading">
      <div className="notification-list-head">
        <h2 id="notification-list-heading">{t('header:notifications.listHeading')}</h2>
        {unread > 0 ? (
          <button type="button" className="button-secondary" onClick={() => act(markAllRead())}>
            {t('header:notifications.markAllRead')}
          </button>
        ) : null}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {t('header:notifications.label', { count: unread })}
      </p>
      {failed || loading === 'failed' ? (
        <p className="notice" role="alert">
          {t('header:notifications.failed')}
        </p>
      ) : null}
      {state.items.length === 0 && loading !== 'loading' ? <p>{t('header:notifications.empty')}</p> : null}
      <ul className="notification-items">
        {state.items.map((n) => (
          <li key={n.id} data-unread={n.read ? undefined : 'true'}>
            <div className="notification-text">
              {n.payload.href ? <a href={n.payload.href}>{notificationText(t, n)}</a> : notificationText(t, n)}
              <time dateTime={n.createdAt}>{formatDate(n.createdAt, tag)}</time>
            </div>
            {n.read ? null : (
              <button type="button" className="link-button" onClick={() => act(markRead([n.id]))}>
                {t('header:notifications.markRead')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {next !== null ? (
        <button type="button" className="button-secondary" disabled={loading === 'loading'} onClick={() => load(next)}>
          {t('header:notifications.more')}
        </button>
      ) : null}
    </section>
  );
}
