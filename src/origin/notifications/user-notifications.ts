import { DurableObject } from 'cloudflare:workers';
import type { OriginEnv } from '../env';
import { clientMessageSchema } from '../../shared/schemas/notifications';
import { NO_RECONNECT, NO_RECONNECT_CODE, REDELIVER_LIMIT, SOCKET_PING, SOCKET_PONG, type NotificationView, type ServerMessage } from '../../shared/notifications';
import { acknowledge, setListener, unacknowledged, unreadCount } from '../db/notifications';
import { notificationView } from '../domain/notifications/rules';

/** What each socket carries through hibernation (its attachment): nothing lives only in memory. */
interface SocketFacts {
  userId: number;
  world: string;
  /** The hash of the session's token: a sign-out closes this session's sockets only. */
  session: string;
}

/** Headers the origin's socket call sets after it checked the session; nobody else reaches the object. */
export const SOCKET_HEADERS = { user: 'x-kreide-user', world: 'x-kreide-world', session: 'x-kreide-session' } as const;

const sessionTag = (hash: string) => `session:${hash}`;

/**
 * One per user (named by the user id): holds the user's open notification sockets with the
 * WebSocket Hibernation API and sends them what the origin stored (docs/notifications.md). The
 * notifications themselves live in D1; the object keeps no state of its own beyond each socket's
 * attachment, so an eviction or restart loses nothing: the next open socket gets every
 * notification no client has acknowledged.
 */
export class UserNotifications extends DurableObject<OriginEnv> {
  constructor(ctx: DurableObjectState, env: OriginEnv) {
    super(ctx, env);
    // The heartbeat is answered without waking the object.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(SOCKET_PING, SOCKET_PONG));
  }

  /** A socket the origin's socket call has authenticated (api/notifications.ts). */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('upgrade')?.toLowerCase() !== 'websocket') return new Response('expected a WebSocket upgrade', { status: 426 });
    const facts: SocketFacts = {
      userId: Number(request.headers.get(SOCKET_HEADERS.user)),
      world: request.headers.get(SOCKET_HEADERS.world) ?? '',
      session: request.headers.get(SOCKET_HEADERS.session) ?? '',
    };
    if (!Number.isSafeInteger(facts.userId) || facts.userId <= 0 || !facts.world || !facts.session) return new Response('missing socket facts', { status: 400 });
    const pair = new WebSocketPair();
    const [client, server] = [pair[0], pair[1]];
    this.ctx.acceptWebSocket(server, [sessionTag(facts.session), `world:${facts.world}`]);
    server.serializeAttachment(facts);
    const [unread, pending] = await Promise.all([
      unreadCount(this.env.DB, facts.userId, facts.world),
      unacknowledged(this.env.DB, facts.userId, facts.world, REDELIVER_LIMIT),
      setListener(this.env.DB, facts.userId, this.openSockets().length, new Date()),
    ]);
    send(server, { type: 'hello', unread });
    for (const row of pending) send(server, { type: 'notification', id: row.id, notification: notificationView(row) });
    return new Response(null, { status: 101, webSocket: client });
  }

  /** Acknowledgements (by id, the socket's user's own rows only); anything else is ignored. */
  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    const facts = ws.deserializeAttachment() as SocketFacts | null;
    if (!facts || typeof message !== 'string' || message.length > 4096) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(message);
    } catch {
      return;
    }
    const result = clientMessageSchema.safeParse(parsed);
    if (!result.success) return;
    if (result.data.type === 'ping') {
      send(ws, { type: 'pong' });
      return;
    }
    await acknowledge(this.env.DB, facts.userId, result.data.ids, new Date());
  }

  override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code, reason);
    } catch {
      // Already closed.
    }
    await this.countListeners(ws);
  }

  override async webSocketError(ws: WebSocket): Promise<void> {
    await this.countListeners(ws);
  }

  /** Sends stored notifications to the user's open sockets of their world; answers how many messages went out. */
  async deliver(notifications: NotificationView[]): Promise<number> {
    const sockets = this.openSockets();
    if (sockets.length === 0) return 0;
    // No write here: a push stays cheap, and `delivered_at` is stamped by the client's acknowledgement.
    let sent = 0;
    for (const ws of sockets) {
      const facts = ws.deserializeAttachment() as SocketFacts;
      for (const notification of notifications) {
        if (notification.world !== facts.world) continue;
        if (send(ws, { type: 'notification', id: notification.id, notification })) sent += 1;
      }
    }
    return sent;
  }

  /** Tells every tab of the world that these (or all) notifications were read elsewhere. */
  async markedRead(world: string, ids: number[] | 'all'): Promise<void> {
    for (const ws of this.ctx.getWebSockets(`world:${world}`)) send(ws, { type: 'read', ids });
  }

  /** A sign-out: this session's sockets are told not to reconnect and closed (all sessions' when no hash). */
  async endSession(sessionHash: string | null): Promise<number> {
    const sockets = sessionHash === null ? this.ctx.getWebSockets() : this.ctx.getWebSockets(sessionTag(sessionHash));
    let userId: number | null = null;
    for (const ws of sockets) {
      userId = (ws.deserializeAttachment() as SocketFacts).userId;
      send(ws, { type: NO_RECONNECT });
      try {
        ws.close(NO_RECONNECT_CODE, NO_RECONNECT);
      } catch {
        // Already closed.
      }
    }
    if (userId !== null) await setListener(this.env.DB, userId, this.openSockets(sockets).length, new Date());
    return sockets.length;
  }

  private openSockets(except: readonly WebSocket[] = []): WebSocket[] {
    return this.ctx.getWebSockets().filter((ws) => !except.includes(ws) && ws.readyState === WebSocket.OPEN);
  }

  private async countListeners(closed: WebSocket): Promise<void> {
    const facts = closed.deserializeAttachment() as SocketFacts | null;
    if (facts) await setListener(this.env.DB, facts.userId, this.openSockets([closed]).length, new Date());
  }
}

function send(ws: WebSocket, message: ServerMessage): boolean {
  try {
    ws.send(JSON.stringify(message));
    return true;
  } catch {
    return false;
  }
}
