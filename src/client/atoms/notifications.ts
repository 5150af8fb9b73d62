import { atom } from 'jotai';
import type { NotificationView, ServerMessage } from '../../shared/notifications';

export type NotificationItem = NotificationView;

export interface NotificationsState {
  /** Newest first, each id once: what the socket and the list call brought. */
  items: NotificationItem[];
  /** The server's count of unread notifications in this world; null until the socket or the list said. */
  unread: number | null;
}

export const EMPTY_NOTIFICATIONS: NotificationsState = { items: [], unread: null };

/** How many notifications the header keeps (the list screen pages through the rest). */
const KEPT = 50;

/**
 * Applies a batch of socket messages (docs/notifications.md): a notification not seen before is
 * added and, when unread, counts; `read` marks items read and lowers the count; `hello` sets it.
 */
export function applyServerMessages(state: NotificationsState, batch: readonly ServerMessage[]): NotificationsState {
  let items = state.items;
  let unread = state.unread;
  for (const message of batch) {
    if (message.type === 'hello') {
      unread = message.unread;
    } else if (message.type === 'notification') {
      if (items.some((n) => n.id === message.id)) continue;
      items = [message.notification, ...items].sort((a, b) => b.id - a.id).slice(0, KEPT);
      if (!message.notification.read && unread !== null) unread += 1;
    } else if (message.type === 'read') {
      const all = message.ids === 'all';
      const ids = new Set(message.ids === 'all' ? [] : message.ids);
      const newlyRead = all ? null : items.filter((n) => !n.read && ids.has(n.id)).length;
      items = items.map((n) => (!n.read && (all || ids.has(n.id)) ? { ...n, read: true } : n));
      if (all) unread = 0;
      else if (unread !== null) unread = Math.max(0, unread - (newlyRead ?? 0));
    }
  }
  return items === state.items && unread === state.unread ? state : { items, unread };
}

/** Merges a page of the list call (it knows the exact count). */
export function applyListPage(state: NotificationsState, page: { items: NotificationItem[]; unread: number }): NotificationsState {
  const known = new Map(state.items.map((n) => [n.id, n]));
  for (const n of page.items) known.set(n.id, n);
  return { items: [...known.values()].sort((a, b) => b.id - a.id), unread: page.unread };
}

/** Received over the live socket (src/client/notifications/live.ts) and from the list call. */
export const notificationsAtom = atom<NotificationsState>(EMPTY_NOTIFICATIONS);
