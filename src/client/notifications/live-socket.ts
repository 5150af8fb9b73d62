/**
 * The browser's end of the live notification socket (docs/notifications.md): reconnects after
 * 2 s + 1 s per failed try, never after `no_reconnect`; hands incoming messages over in one batch
 * every 100 ms; acknowledges every notification by id; sends the heartbeat every 30 s and, when a
 * heartbeat went unanswered, drops the socket and reconnects. Everything it touches is passed in,
 * so unit tests drive it with fake timers and a fake socket.
 */

import { HEARTBEAT_MS, NO_RECONNECT, SOCKET_PING, type ClientMessage, type ServerMessage } from '../../shared/notifications';
import type { Timers } from '../api/timers';

const RECONNECT_FIRST_MS = 2_000;
const RECONNECT_STEP_MS = 1_000;
const DISPATCH_EVERY_MS = 100;

/** The delay before reconnect try number `attempt` (0 for the first): 2 s, 3 s, 4 s, … */
export function reconnectDelay(attempt: number): number {
  return RECONNECT_FIRST_MS + RECONNECT_STEP_MS * attempt;
}

/** What the module needs of a WebSocket. */
export interface SocketLike {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
}

export interface LiveSocketDeps {
  open: () => SocketLike;
  timers: Timers;
  /** Every message of the last 100 ms, in order. */
  onBatch: (messages: ServerMessage[]) => void;
  /** The server said not to reconnect (a sign-out): the socket is gone for this page. */
  onEnd?: () => void;
}

export interface LiveSocket {
  stop(): void;
}

export function startLiveSocket({ open, timers, onBatch, onEnd }: LiveSocketDeps): LiveSocket {
  let socket: SocketLike | null = null;
  let attempt = 0;
  let stopped = false;
  let queue: ServerMessage[] = [];
  let dispatchTimer: unknown = null;
  let reconnectTimer: unknown = null;
  let heartbeatTimer: unknown = null;
  let awaitingPong = false;

  const dispatch = () => {
    dispatchTimer = null;
    const batch = queue;
    queue = [];
    if (batch.length > 0) onBatch(batch);
  };

  const heartbeat = () => {
    heartbeatTimer = null;
    if (!socket) return;
    if (awaitingPong) {
      // The last heartbeat went unanswered: the connection is dead although no close came.
      const dead = socket;
      drop();
      dead.close(4000, 'heartbeat');
      scheduleReconnect();
      return;
    }
    awaitingPong = true;
    socket.send(SOCKET_PING);
    heartbeatTimer = timers.setTimeout(heartbeat, HEARTBEAT_MS);
  };

  const drop = () => {
    if (socket) {
      socket.onopen = null;
      socket.onmessage = null;
      socket.onclose = null;
    }
    socket = null;
    awaitingPong = false;
    if (heartbeatTimer !== null) timers.clearTimeout(heartbeatTimer);
    heartbeatTimer = null;
  };

  const end = () => {
    stopped = true;
    drop();
    if (reconnectTimer !== null) timers.clearTimeout(reconnectTimer);
    reconnectTimer = null;
    onEnd?.();
  };

  const scheduleReconnect = () => {
    if (stopped || reconnectTimer !== null) return;
    reconnectTimer = timers.setTimeout(() => {
      reconnectTimer = null;
      attempt += 1;
      connect();
    }, reconnectDelay(attempt));
  };

  function connect() {
    if (stopped) return;
    const ws = open();
    socket = ws;
    ws.onopen = () => {
      attempt = 0;
      heartbeatTimer = timers.setTimeout(heartbeat, HEARTBEAT_MS);
    };
    ws.onmessage = (event) => {
      if (typeof event.data !== 'string') return;
      let message: ServerMessage;
      try {
        message = JSON.parse(event.data) as ServerMessage;
      } catch {
        return;
      }
      if (message.type === 'pong') {
        awaitingPong = false;
        return;
      }
      if (message.type === NO_RECONNECT) {
        end();
        return;
      }
      // Acknowledged on arrival: the server sends it again only to a socket that never confirmed it.
      if (message.type === 'notification') {
        const ack: ClientMessage = { type: 'ack', ids: [message.id] };
        ws.send(JSON.stringify(ack));
      }
      queue.push(message);
      dispatchTimer ??= timers.setTimeout(dispatch, DISPATCH_EVERY_MS);
    };
    ws.onclose = (event) => {
      drop();
      if (event.reason === NO_RECONNECT) end();
      else scheduleReconnect();
    };
  }

  connect();
  return {
    stop() {
      const ws = socket;
      stopped = true;
      drop();
      if (reconnectTimer !== null) timers.clearTimeout(reconnectTimer);
      if (dispatchTimer !== null) timers.clearTimeout(dispatchTimer);
      ws?.close(1000, 'page closed');
    },
  };
}
