import { useAtomValue } from 'jotai';
import { Icon } from '../components/Icon';
import { notificationsAtom, unreadCountAtom } from '../atoms/notifications';
import { useIslandEnv } from '../island-env';
import { useDisclosure } from '../hooks/useDisclosure';
import { useAfterHydration } from '../hooks/useAfterHydration';

/** Its code loads at the first focus or tap on it (a click meanwhile is held, src/client/entry.tsx): until then it has nothing to show. */
export const hydrateWhen = 'interaction';

export default function NotificationsBell() {
  const { t } = useIslandEnv();
  const items = useAfterHydration(useAtomValue(notificationsAtom), []);
  const unread = useAfterHydration(useAtomValue(unreadCountAtom), 0);
  const { toggle, rootRef, buttonProps, panelProps } = useDisclosure();
  return (
    <div className="disclosure notifications" ref={rootRef}>
      <button {...buttonProps} onClick={toggle} aria-label={t('header:notifications.label', { count: unread })}>
        <Icon name="bell" />
        {unread > 0 ? <span className="count">{unread}</span> : null}
      </button>
      <div {...panelProps} className="disclosure-panel">
        {items.length === 0 ? (
          <p>{t('header:notifications.empty')}</p>
        ) : (
          <ul>
            {items.map((n) => (
              <li key={n.id}>{n.href ? <a href={n.href}>{n.text}</a> : n.text}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
