import type { ServerMessage } from '../../shared/notifications';
import { systemTimers } from '../api/timers';
import { signedInFlag } from './signed-in';
import { startLiveSocket, type LiveSocket, type SocketLike } from './live-socket';

interface BrowserLocation {
  protocol: string;
  host: string;
}

let live: LiveSocket | null = null;
const listeners = new Set<(batch: ServerMessage[]) => void>();

/**
 * The page's one notification socket (docs/notifications.md), opened by the first island that
 * asks while the visitor is signed in; every asker gets each batch of messages.
 */
export function listenToNotifications(world: string, onBatch: (batch: ServerMessage[]) => void): () => void {
  listeners.add(onBatch);
  if (!live && signedInFlag()) {
    const { location, WebSocket: Socket } = globalThis as unknown as { location: BrowserLocation; WebSocket: new (url: string) => SocketLike };
    const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/notifications?world=${encodeURIComponent(world)}`;
    live = startLiveSocket({
      open: () => new Socket(url),
      timers: systemTimers,
      onBatch: (batch) => {
        for (const listener of listeners) listener(batch);
      },
    });
  }
  return () => {
    listeners.delete(onBatch);
  };
}
