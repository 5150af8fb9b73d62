import { atom } from 'jotai';

export interface NotificationItem {
  id: string;
  text: string;
  href?: string;
  read: boolean;
}

/** Notifications received over the live socket (docs/product-rules.md, "Constants"), newest first. */
export const notificationsAtom = atom<NotificationItem[]>([]);
export const unreadCountAtom = atom((get) => get(notificationsAtom).filter((n) => !n.read).length);
