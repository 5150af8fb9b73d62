import { SOCKET_PING } from '../../shared/notifications';

/** What this module needs of the browser's WebSocket (the file is also type-checked without the DOM). */
interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number): void;
  addEventListener(type: 'open' | 'close', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

const OPEN = 1;
const browser = globalThis as unknown as { location: { href: string }; WebSocket: new (url: string) => SocketLike };

/**
 * A learning room's live socket (docs/learning-rooms.md, "Sockets"): `/rooms/:code/socket` on the
 * site's own address. Reconnects after 2 s, one second longer per failed try; a ping every 30 s.
 * `stop()` ends it for good.
 */
export interface RoomSocket {
  send(message: unknown): boolean;
  stop(): void;
}

export function openRoomSocket(
  code: string,
  query: Record<string, string>,
  handlers: { onMessage: (message: unknown) => void; onStatus: (online: boolean) => void },
): RoomSocket {
  let ws: SocketLike | null = null;
  let stopped = false;
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let beat: ReturnType<typeof setInterval> | null = null;

  const connect = () => {
    if (stopped) return;
    const url = new URL(`/rooms/${encodeURIComponent(code)}/socket`, browser.location.href);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    const socket = new browser.WebSocket(url.toString());
    ws = socket;
    socket.addEventListener('open', () => {
      failures = 0;
      handlers.onStatus(true);
      beat = setInterval(() => socket.readyState === OPEN && socket.send(SOCKET_PING), 30_000);
    });
    socket.addEventListener('message', (event) => {
      try {
        handlers.onMessage(JSON.parse(String(event.data)));
      } catch {
        // Not ours: ignored.
      }
    });
    socket.addEventListener('close', () => {
      if (beat) clearInterval(beat);
      handlers.onStatus(false);
      if (stopped) return;
      failures += 1;
      retry = setTimeout(connect, 1000 + failures * 1000);
    });
  };
  connect();

  return {
    send(message) {
      if (ws?.readyState !== OPEN) return false;
      ws.send(JSON.stringify(message));
      return true;
    },
    stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      if (beat) clearInterval(beat);
      ws?.close(1000);
    },
  };
}
