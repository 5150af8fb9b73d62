import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reconnectDelay, startLiveSocket, type SocketLike } from '../../../src/client/notifications/live-socket';
import { applyServerMessages, EMPTY_NOTIFICATIONS } from '../../../src/client/atoms/notifications';
import { systemTimers } from '../../../src/client/api/timers';
import type { NotificationView, ServerMessage } from '../../../src/shared/notifications';

class FakeSocket implements SocketLike {
  sent: string[] = [];
  closed: { code?: number; reason?: string } | null = null;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number, reason?: string) {
    this.closed = { code, reason };
  }
  receive(message: ServerMessage) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(code = 1006, reason = '') {
    this.onclose?.({ code, reason });
  }
}

const view = (id: number, read = false): NotificationView => ({
  id,
  kind: 'material_published',
  world: 'de',
  payload: { title: `M${id}`, actor: 'Anna', href: `/de/material/${id}/m` },
  createdAt: '2026-11-24T12:00:00.000Z',
  read,
});

function start() {
  const sockets: FakeSocket[] = [];
  const batches: ServerMessage[][] = [];
  const ended = vi.fn();
  const live = startLiveSocket({
    open: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    timers: systemTimers,
    onBatch: (batch) => batches.push(batch),
    onEnd: ended,
  });
  return { sockets, batches, ended, live };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the live socket', () => {
  it('reconnects after 2 s, then 1 s longer per failed try, and from 2 s again after an open', () => {
    expect([0, 1, 2, 3].map(reconnectDelay)).toEqual([2000, 3000, 4000, 5000]);
    const { sockets } = start();
    sockets[0]?.drop();
    vi.advanceTimersByTime(1999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1]?.drop();
    vi.advanceTimersByTime(2999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    sockets[2]?.onopen?.();
    sockets[2]?.drop();
    vi.advanceTimersByTime(2000);
    expect(sockets).toHaveLength(4);
  });

  it('never reconnects after no_reconnect, as a message or as the close reason', () => {
    const first = start();
    first.sockets[0]?.receive({ type: 'no_reconnect' });
    first.sockets[0]?.drop(4001, 'no_reconnect');
    vi.advanceTimersByTime(60_000);
    expect(first.sockets).toHaveLength(1);
    expect(first.ended).toHaveBeenCalledTimes(1);

    const second = start();
    second.sockets[0]?.drop(4001, 'no_reconnect');
    vi.advanceTimersByTime(60_000);
    expect(second.sockets).toHaveLength(1);
    expect(second.ended).toHaveBeenCalledTimes(1);
  });

  it('hands messages over in one batch every 100 ms and acknowledges each notification by id', () => {
    const { sockets, batches } = start();
    const socket = sockets[0];
    socket?.onopen?.();
    socket?.receive({ type: 'hello', unread: 2 });
    socket?.receive({ type: 'notification', id: 7, notification: view(7) });
    vi.advanceTimersByTime(50);
    socket?.receive({ type: 'notification', id: 8, notification: view(8) });
    expect(batches).toEqual([]);
    vi.advanceTimersByTime(50);
    expect(batches).toHaveLength(1);
    expect(batches[0]?.map((m) => m.type)).toEqual(['hello', 'notification', 'notification']);
    expect(socket?.sent).toEqual([JSON.stringify({ type: 'ack', ids: [7] }), JSON.stringify({ type: 'ack', ids: [8] })]);
    socket?.receive({ type: 'notification', id: 9, notification: view(9) });
    vi.advanceTimersByTime(99);
    expect(batches).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(batches).toHaveLength(2);
  });

  it('sends the heartbeat every 30 s and reconnects when one goes unanswered', () => {
    const { sockets } = start();
    const socket = sockets[0];
    socket?.onopen?.();
    vi.advanceTimersByTime(30_000);
    expect(socket?.sent).toEqual(['{"type":"ping"}']);
    socket?.receive({ type: 'pong' });
    vi.advanceTimersByTime(30_000);
    expect(socket?.sent).toHaveLength(2);
    // No pong this time: the next beat drops the socket and a new one follows after 2 s.
    vi.advanceTimersByTime(30_000);
    expect(socket?.closed).toEqual({ code: 4000, reason: 'heartbeat' });
    vi.advanceTimersByTime(2_000);
    expect(sockets).toHaveLength(2);
  });

  it('stops for good when the page stops it', () => {
    const { sockets, live } = start();
    live.stop();
    expect(sockets[0]?.closed).toEqual({ code: 1000, reason: 'page closed' });
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });
});

describe('the notifications atom', () => {
  it('counts new unread notifications once, and lowers the count for reads', () => {
    let state = applyServerMessages(EMPTY_NOTIFICATIONS, [{ type: 'hello', unread: 1 }]);
    state = applyServerMessages(state, [
      { type: 'notification', id: 3, notification: view(3) },
      { type: 'notification', id: 3, notification: view(3) },
      { type: 'notification', id: 5, notification: view(5) },
    ]);
    expect(state.unread).toBe(3);
    expect(state.items.map((n) => n.id)).toEqual([5, 3]);
    state = applyServerMessages(state, [{ type: 'read', ids: [3, 99] }]);
    expect(state.unread).toBe(2);
    expect(state.items.find((n) => n.id === 3)?.read).toBe(true);
    state = applyServerMessages(state, [{ type: 'read', ids: 'all' }]);
    expect(state.unread).toBe(0);
    expect(state.items.every((n) => n.read)).toBe(true);
  });
});
