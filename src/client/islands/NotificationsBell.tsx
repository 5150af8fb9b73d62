import { useIslandEnv } from '../island-env';
import { useDisclosure } from '../hooks/useDisclosure';
import { useAfterHydration } from '../hooks/useAfterHydration';
import { useLiveNotifications } from '../hooks/useLiveNotifications';
import { Icon } from '../components/Icon';
import { notificationText } from '../notifications/text';
import { navigateTo } from '../dom';

/**
 * Its code loads at the first focus or tap on it, and — for a signed-in visitor — in idle time
 * after the page loaded (`wakeWhenSignedIn`, src/client/entry.tsx), so the unread count shows live
 * without a click and without delaying the first paint.
 */
export const hydrateWhen = 'interaction';
export const wakeWhenSignedIn = true;

/** How many notifications the panel shows; the list screen has them all. */
const SHOWN = 5;

export interface NotificationsBellProps {
  /** The notifications screen (with the notification settings), or null in a world without it. */
  listHref: string | null;
  /** Shown beside the bell (the simplified header, docs/experiments.md). */
  label?: string;
}

export default function NotificationsBell({ listHref, label }: NotificationsBellProps) {
  const { t } = useIslandEnv();
  const { state, markRead, markAllRead } = useLiveNotifications();
  const items = useAfterHydration(state.items, []);
  const unread = useAfterHydration(state.unread ?? 0, 0);
  const { toggle, rootRef, buttonProps, panelProps } = useDisclosure();

  const open = (id: number, href: string | null, read: boolean) => {
    if (!href) return;
    // Read on the way to what it is about; a failed call only leaves it unread.
    const marked = read ? Promise.resolve() : markRead([id]).catch(() => undefined);
    void marked.then(() => navigateTo(href));
  };

  return (
    <div className="disclosure notifications" ref={rootRef}>
      <button {...buttonProps} onClick={toggle} aria-label={t('header:notifications.label', { count: unread })}>
        <Icon name="bell" />
        {label ? <span className="icon-label" aria-hidden="true">{label}</span> : null}
        {unread > 0 ? (
          <span className="count" data-testid="notifications-count">
            {unread}
          </span>
        ) : null}
      </button>
      <div {...panelProps} className="disclosure-panel notifications-panel">
        {items.length === 0 ? (
          <p>{t('header:notifications.empty')}</p>
        ) : (
          <ul className="notification-items">
            {items.slice(0, SHOWN).map((n) => (
              <li key={n.id} data-unread={n.read ? undefined : 'true'}>
                {n.payload.href ? (
                  <a
                    href={n.payload.href}
                    onClick={(event) => {
                      event.preventDefault();
                      open(n.id, n.payload.href, n.read);
                    }}
                  >
                    {notificationText(t, n)}
                  </a>
                ) : (
                  notificationText(t, n)
                )}
              </li>
            ))}
          </ul>
        )}
        <p className="notification-actions">
          {unread > 0 ? (
            <button type="button" className="link-button" onClick={() => void markAllRead().catch(() => undefined)}>
              {t('header:notifications.markAllRead')}
            </button>
          ) : null}
          {listHref ? <a href={listHref}>{t('header:notifications.all')}</a> : null}
        </p>
      </div>
    </div>
  );
}
