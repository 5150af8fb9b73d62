/**
 * The live notifications' shared facts (docs/notifications.md): kinds, what a stored notification
 * carries, and the socket's messages in both directions. Plain types and constants: the browser
 * imports this file, so no zod here (the origin's schemas are in ./schemas/notifications.ts).
 */

export const NOTIFICATION_KINDS = ['material_published', 'sale', 'comment_reply', 'order_paid', 'school_invitation'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What the text and the link of a notification need, fixed when it was made. */
export interface NotificationPayload {
  /** Where the notification leads (a path of its world), or null. */
  href: string | null;
  /** The material's title, the school's name, the order's number: the notification's subject. */
  title: string;
  /** Who did it: the author who published, the person who replied or invited; null when nobody. */
  actor: string | null;
}

/** A notification as the list and the socket send it. */
export interface NotificationView {
  id: number;
  kind: NotificationKind;
  world: string;
  payload: NotificationPayload;
  createdAt: string;
  read: boolean;
}

/** The socket's heartbeat (client → server every 30 s) and its answer, given without waking the object. */
export const SOCKET_PING = '{"type":"ping"}';
export const SOCKET_PONG = '{"type":"pong"}';
export const HEARTBEAT_MS = 30_000;

/** The close reason (and message type) after which a client never reconnects. */
export const NO_RECONNECT = 'no_reconnect';
/** The close code the server uses with `no_reconnect` (4000–4999 are the application's). */
export const NO_RECONNECT_CODE = 4001;

/** Server → client. Every `notification` is acknowledged by its id; `read` keeps other tabs' counts right. */
export type ServerMessage =
  | { type: 'hello'; unread: number }
  | { type: 'notification'; id: number; notification: NotificationView }
  | { type: 'read'; ids: number[] | 'all' }
  | { type: 'pong' }
  | { type: typeof NO_RECONNECT };

/** Client → server. */
export type ClientMessage = { type: 'ack'; ids: number[] } | { type: 'ping' };

/** The most ids one ack (or one mark-read call) may carry. */
export const MAX_IDS_PER_MESSAGE = 100;
/** The most unacknowledged notifications sent again when a socket opens (the list holds the rest). */
export const REDELIVER_LIMIT = 50;
