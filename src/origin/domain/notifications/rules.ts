import type { NotificationKind, NotificationPayload, NotificationView } from '../../../shared/notifications';
import type { NotificationTopic } from '../account/notifications';

/**
 * The preference topic that governs a kind (docs/notifications.md, "Preferences"): a topic switched
 * off in the notification settings means no notification of its kinds, neither in the bell nor by
 * e-mail. Kinds without a topic (a paid order, a school invitation) concern the account itself and
 * always arrive.
 */
export const KIND_TOPIC: Readonly<Record<NotificationKind, NotificationTopic | null>> = {
  material_published: 'followed_authors',
  sale: 'sales',
  comment_reply: 'comments',
  order_paid: null,
  school_invitation: null,
};

export interface NotificationRow {
  id: number;
  kind: NotificationKind;
  world: string;
  payload: string;
  created_at: string;
  read_at: string | null;
}

/** A stored row as the list and the socket show it; a payload that no longer parses shows as empty. */
export function notificationView(row: NotificationRow): NotificationView {
  return { id: row.id, kind: row.kind, world: row.world, payload: parsePayload(row.payload), createdAt: row.created_at, read: row.read_at !== null };
}

function parsePayload(text: string): NotificationPayload {
  try {
    const value = JSON.parse(text) as Partial<NotificationPayload>;
    return {
      href: typeof value.href === 'string' && value.href.startsWith('/') && !value.href.startsWith('//') ? value.href : null,
      title: typeof value.title === 'string' ? value.title : '',
      actor: typeof value.actor === 'string' ? value.actor : null,
    };
  } catch {
    return { href: null, title: '', actor: null };
  }
}
