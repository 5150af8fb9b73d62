import type { NotificationKind, NotificationPayload } from '../../shared/notifications';
import { KIND_TOPIC, type NotificationRow } from '../domain/notifications/rules';

/** SQL of the live notifications (docs/notifications.md). */

export interface NotificationDraft {
  userId: number;
  kind: NotificationKind;
  /** What happened, unique per user: `material:12`, `order:K-…`, `comment:55`, `school_invitation:3`. */
  event: string;
  world: string;
  payload: NotificationPayload;
}

/** The user has not switched the kind's topic off (KIND_TOPIC; no row means on). */
const WANTS = `NOT EXISTS (SELECT 1 FROM notification_preferences p WHERE p.user_id = ? AND p.topic = ? AND p.email = 0)`;

/** One notification, unless the user switched its topic off or already has one for this event. */
export function insertNotificationStatement(db: D1Database, draft: NotificationDraft, now: Date, guard?: { sql: string; binds: unknown[] }): D1PreparedStatement {
  const topic = KIND_TOPIC[draft.kind];
  const conditions = [`EXISTS (SELECT 1 FROM users u WHERE u.id = ? AND u.deleted_at IS NULL)`];
  const binds: unknown[] = [draft.userId, draft.kind, draft.event, draft.world, JSON.stringify(draft.payload), now.toISOString(), draft.userId];
  if (topic !== null) {
    conditions.push(WANTS);
    binds.push(draft.userId, topic);
  }
  if (guard) {
    conditions.push(guard.sql);
    binds.push(...guard.binds);
  }
  return db
    .prepare(
      `INSERT INTO notifications (user_id, kind, event, world, payload, created_at)
       SELECT ?, ?, ?, ?, ?, ? WHERE ${conditions.join(' AND ')}
       ON CONFLICT (user_id, event) DO NOTHING`,
    )
    .bind(...binds);
}

/**
 * The same notification for every signed-in follower of an author in the world (one statement, so
 * it runs in the batch of the action that caused it, however many followers there are).
 */
export function followersNotificationStatement(
  db: D1Database,
  authorId: number,
  draft: Omit<NotificationDraft, 'userId'>,
  now: Date,
  guard?: { sql: string; binds: unknown[] },
): D1PreparedStatement {
  const topic = KIND_TOPIC[draft.kind];
  return db
    .prepare(
      `INSERT INTO notifications (user_id, kind, event, world, payload, created_at)
       SELECT s.user_id, ?, ?, ?, ?, ? FROM subscriptions s JOIN users u ON u.id = s.user_id AND u.deleted_at IS NULL
       WHERE s.subject_type = 'author' AND s.subject_id = ? AND s.user_id IS NOT NULL AND s.world = ?
         AND NOT EXISTS (SELECT 1 FROM notification_preferences p WHERE p.user_id = s.user_id AND p.topic = ? AND p.email = 0)
         ${guard ? `AND ${guard.sql}` : ''}
       ON CONFLICT (user_id, event) DO NOTHING`,
    )
    .bind(draft.kind, draft.event, draft.world, JSON.stringify(draft.payload), now.toISOString(), authorId, draft.world, topic ?? '', ...(guard?.binds ?? []));
}

export interface StoredNotification extends NotificationRow {
  user_id: number;
}

const COLUMNS = 'n.id, n.user_id, n.kind, n.world, n.payload, n.created_at, n.read_at';

/** The stored notifications of these events whose users have a socket open: what a push sends. */
export async function listenersNotifications(db: D1Database, events: readonly string[]): Promise<StoredNotification[]> {
  if (events.length === 0) return [];
  const rows = await db
    .prepare(
      `SELECT ${COLUMNS} FROM notification_listeners l JOIN notifications n ON n.user_id = l.user_id
       WHERE n.event IN (${events.map(() => '?').join(', ')}) AND n.acknowledged_at IS NULL ORDER BY n.id`,
    )
    .bind(...events)
    .all<StoredNotification>();
  return rows.results;
}

/** Not yet acknowledged by any client of the user in this world, oldest first: sent when a socket opens. */
export async function unacknowledged(db: D1Database, userId: number, world: string, limit: number): Promise<StoredNotification[]> {
  const rows = await db
    .prepare(
      `SELECT * FROM (SELECT ${COLUMNS} FROM notifications n WHERE n.user_id = ? AND n.world = ? AND n.acknowledged_at IS NULL ORDER BY n.id DESC LIMIT ?) ORDER BY id`,
    )
    .bind(userId, world, limit)
    .all<StoredNotification>();
  return rows.results;
}

function idList(ids: readonly number[]): string {
  return ids.map(() => '?').join(', ');
}

/** The user's own rows only: another user's ids change nothing. */
export async function acknowledge(db: D1Database, userId: number, ids: readonly number[], now: Date): Promise<number> {
  const stamp = now.toISOString();
  const result = await db
    .prepare(`UPDATE notifications SET acknowledged_at = ?, delivered_at = COALESCE(delivered_at, ?) WHERE user_id = ? AND acknowledged_at IS NULL AND id IN (${idList(ids)})`)
    .bind(stamp, stamp, userId, ...ids)
    .run();
  return result.meta.changes;
}

export async function listNotifications(db: D1Database, userId: number, world: string, limit: number, before: number | undefined): Promise<StoredNotification[]> {
  const rows = await db
    .prepare(`SELECT ${COLUMNS} FROM notifications n WHERE n.user_id = ? AND n.world = ? AND n.id < ? ORDER BY n.id DESC LIMIT ?`)
    .bind(userId, world, before ?? Number.MAX_SAFE_INTEGER, limit)
    .all<StoredNotification>();
  return rows.results;
}

export async function unreadCount(db: D1Database, userId: number, world: string): Promise<number> {
  const row = await db.prepare('SELECT COUNT(*) AS n FROM notifications WHERE user_id = ? AND world = ? AND read_at IS NULL').bind(userId, world).first<{ n: number }>();
  return row?.n ?? 0;
}

/** Marks the user's own unread rows of these ids read (reading counts as acknowledging); answers the ids that changed. */
export async function markRead(db: D1Database, userId: number, ids: readonly number[], now: Date): Promise<number[]> {
  const stamp = now.toISOString();
  const rows = await db
    .prepare(
      `UPDATE notifications SET read_at = ?, acknowledged_at = COALESCE(acknowledged_at, ?) WHERE user_id = ? AND read_at IS NULL AND id IN (${idList(ids)}) RETURNING id`,
    )
    .bind(stamp, stamp, userId, ...ids)
    .all<{ id: number }>();
  return rows.results.map((r) => r.id);
}

export async function markAllRead(db: D1Database, userId: number, world: string, now: Date): Promise<number> {
  const stamp = now.toISOString();
  const result = await db
    .prepare('UPDATE notifications SET read_at = ?, acknowledged_at = COALESCE(acknowledged_at, ?) WHERE user_id = ? AND world = ? AND read_at IS NULL')
    .bind(stamp, stamp, userId, world)
    .run();
  return result.meta.changes;
}

/** The user's open sockets, as their object counts them: no row when none. */
export async function setListener(db: D1Database, userId: number, sockets: number, now: Date): Promise<void> {
  if (sockets > 0) {
    await db
      .prepare('INSERT INTO notification_listeners (user_id, sockets, updated_at) VALUES (?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET sockets = excluded.sockets, updated_at = excluded.updated_at')
      .bind(userId, sockets, now.toISOString())
      .run();
  } else {
    await db.prepare('DELETE FROM notification_listeners WHERE user_id = ?').bind(userId).run();
  }
}

export interface RepliedComment {
  user_id: number;
  material_id: number;
  slug: string;
  title: string;
  world: string;
}

/** The comment a reply answers, with its material: who is told, and where the link goes. */
export async function repliedComment(db: D1Database, parentId: number): Promise<RepliedComment | null> {
  return db
    .prepare('SELECT c.user_id, m.id AS material_id, m.slug, m.title, m.world FROM comments c JOIN materials m ON m.id = c.material_id WHERE c.id = ?')
    .bind(parentId)
    .first<RepliedComment>();
}
