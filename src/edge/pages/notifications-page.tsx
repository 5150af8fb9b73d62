import { routePath } from '../../shared/routes/match';
import { NOTIFICATION_TOPICS } from '../../shared/schemas/account';
import { usePage } from '../../client/components/page-context';
import type { PageModule, PageRequest } from './types';
import NotificationList from '../../client/islands/NotificationList';
import NotificationPreferencesForm from '../../client/islands/NotificationPreferencesForm';

/**
 * The notifications screen (`/de/benachrichtigungen`): the signed-in user's notifications, live,
 * above their notification settings (docs/notifications.md). Nothing here depends on who is
 * signed in, so the HTML caches like any page; the islands load the user's data.
 */
function NotificationsScreen({ signInHref }: { signInHref: string | null }) {
  const { t, island } = usePage();
  return (
    <section className="frame account-screen notifications-screen" data-screen="notificationPreferences">
      <h1>{t('meta:notificationPreferences.title')}</h1>
      <p className="lead">{t('meta:notificationPreferences.description')}</p>
      {island(NotificationList, { signInHref })}
      <h2>{t('meta:notificationPreferences.heading')}</h2>
      {island(NotificationPreferencesForm, { signInHref, topics: NOTIFICATION_TOPICS })}
    </section>
  );
}

function signInHref(request: PageRequest): string | null {
  const login = routePath('login', request.world);
  return login ? `${login}?next=${encodeURIComponent(request.url.pathname)}` : null;
}

export const notificationsScreen: PageModule = async (request) => ({
  kind: 'page',
  islandAreas: ['cabinet-settings', 'login'],
  body: <NotificationsScreen signInHref={signInHref(request)} />,
});
