import { useCallback, useEffect } from 'react';
import { useAtom } from 'jotai';
import { applyListPage, applyServerMessages, notificationsAtom, type NotificationItem } from '../atoms/notifications';
import { listenToNotifications } from '../notifications/live';
import { createPageApiClient } from '../api/page-client';
import { useIslandEnv } from '../island-env';

export interface NotificationPage {
  items: NotificationItem[];
  unread: number;
  next: number | null;
}

/**
 * The notifications of the page's shared store, kept live by the page's socket while the visitor
 * is signed in, with the list and mark-read calls (docs/notifications.md).
 */
export function useLiveNotifications() {
  const { world } = useIslandEnv();
  const [state, setState] = useAtom(notificationsAtom);
  useEffect(() => listenToNotifications(world, (batch) => setState((current) => applyServerMessages(current, batch))), [world, setState]);

  const loadPage = useCallback(
    async (before?: number): Promise<NotificationPage> => {
      const page = await createPageApiClient(world).get<NotificationPage>('v3/notifications', { query: before ? { limit: 20, before } : { limit: 20 } });
      setState((current) => applyListPage(current, page));
      return page;
    },
    [world, setState],
  );

  const markRead = useCallback(
    async (ids: number[]) => {
      const answer = await createPageApiClient(world).post<{ read: number[]; unread: number }>('v3/notifications/read', { ids });
      setState((current) => ({ ...applyServerMessages(current, [{ type: 'read', ids: answer.read }]), unread: answer.unread }));
    },
    [world, setState],
  );

  const markAllRead = useCallback(async () => {
    await createPageApiClient(world).post('v3/notifications/read-all');
    setState((current) => applyServerMessages(current, [{ type: 'read', ids: 'all' }]));
  }, [world, setState]);

  return { state, loadPage, markRead, markAllRead };
}
