import type { Translate } from '../../shared/i18n/translate';
import type { NotificationItem } from '../atoms/notifications';

/** A notification's sentence in the page's language (header:notifications.kinds.*). */
export function notificationText(t: Translate, n: NotificationItem): string {
  return t(`header:notifications.kinds.${n.kind}`, { title: n.payload.title, actor: n.payload.actor ?? t('header:notifications.someone') });
}
