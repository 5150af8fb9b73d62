import { atom } from 'jotai';

export interface NotificationItem {
  id: string;
  text: string;
  href?: string;
  read: boolean;
}

/** Notifications received over the live socket (spec §4), newest first. */
export const notificationsAtom = atom<NotificationItem[]>([]);
export const unreadCountAtom = atom((get) => get(notificationsAtom).filter((n) => !n.read).length);
