import type { OriginEnv } from '../env';
import { routePath } from '../../shared/routes/match';
import type { RouteName } from '../../shared/routes/types';
import { isWorld } from '../../shared/worlds';
import { followersNotificationStatement, insertNotificationStatement, listenersNotifications, repliedComment, type NotificationDraft, type StoredNotification } from '../db/notifications';
import { notificationView } from '../domain/notifications/rules';

export type { NotificationDraft } from '../db/notifications';

/** What making and pushing notifications needs of the origin's bindings. */
export type NotifyEnv = Pick<OriginEnv, 'DB' | 'USER_NOTIFICATIONS'>;

/** Lets a push outlive the response (the call's `executionCtx.waitUntil`); without it the push is awaited. */
export type WaitUntil = (promise: Promise<unknown>) => void;

/** How many users' objects a push calls at once. */
const PUSH_CONCURRENCY = 50;

export function userObject(env: Pick<OriginEnv, 'USER_NOTIFICATIONS'>, userId: number) {
  return env.USER_NOTIFICATIONS.getByName(String(userId));
}

/**
 * Sends the stored notifications of these events to the users who have a socket open (the
 * `notification_listeners` rows): one call per user's object, PUSH_CONCURRENCY at a time. Everyone
 * else finds them stored at the next visit. Answers how many socket messages went out.
 */
async function pushEvents(env: NotifyEnv, events: readonly string[]): Promise<number> {
  const rows = await listenersNotifications(env.DB, events);
  const byUser = new Map<number, StoredNotification[]>();
  for (const row of rows) {
    const list = byUser.get(row.user_id) ?? [];
    list.push(row);
    byUser.set(row.user_id, list);
  }
  const users = [...byUser.entries()];
  let sent = 0;
  for (let i = 0; i < users.length; i += PUSH_CONCURRENCY) {
    const results = await Promise.allSettled(users.slice(i, i + PUSH_CONCURRENCY).map(([userId, list]) => userObject(env, userId).deliver(list.map(notificationView))));
    for (const result of results) {
      if (result.status === 'fulfilled') sent += result.value;
      // A failed push loses nothing: the row stays unacknowledged and goes out when a socket opens.
      else console.error('notification push failed', result.reason);
    }
  }
  return sent;
}

/** Runs a push after the response when the call can wait for it, else now; a push never fails the call. */
export function schedulePush(env: NotifyEnv, events: readonly string[], waitUntil?: WaitUntil): Promise<void> {
  const push = pushEvents(env, events).then(
    () => undefined,
    (error: unknown) => console.error('notification push failed', error),
  );
  if (waitUntil) {
    waitUntil(push);
    return Promise.resolve();
  }
  return push;
}

/**
 * Stores notifications (skipping users who switched the kind's topic off, and events a user was
 * already told of) and pushes them to open sockets (docs/notifications.md). For an action with its
 * own D1 batch, put `insertNotificationStatement` into that batch and call `schedulePush` after.
 *
 * The school invitation calls it once the invitation row is written, for an invitee who has an
 * account: `notify(c.env, [{ userId, kind: 'school_invitation', event: \`school_invitation:${id}\`,
 * world, payload: { title: schoolName, actor: inviterName, href } }], (p) => c.executionCtx.waitUntil(p))`.
 */
export async function notify(env: NotifyEnv, drafts: readonly NotificationDraft[], waitUntil?: WaitUntil, now = new Date()): Promise<void> {
  if (drafts.length === 0) return;
  await env.DB.batch(drafts.map((draft) => insertNotificationStatement(env.DB, draft, now)));
  await schedulePush(env, [...new Set(drafts.map((d) => d.event))], waitUntil);
}

/** A sign-out: the session's sockets get `no_reconnect` and close. A failure is logged, never the sign-out's. */
export async function endSessionSockets(env: Pick<OriginEnv, 'USER_NOTIFICATIONS'>, userId: number, sessionHash: string): Promise<void> {
  try {
    await userObject(env, userId).endSession(sessionHash);
  } catch (error) {
    console.error('closing notification sockets failed', error);
  }
}

/** The path of a thing in its world, for a notification's link; null when the world has no such screen. */
function notificationHref(name: RouteName, world: string, params: Record<string, string>): string | null {
  return isWorld(world) ? routePath(name, world, params) : null;
}

/** A material went live: its author's signed-in followers in its world are told (one statement, for the approval's batch). */
export function materialPublishedStatement(
  db: D1Database,
  material: { id: number; slug: string; world: string; title: string; author_id: number; author_name: string | null },
  now: Date,
): D1PreparedStatement {
  return followersNotificationStatement(
    db,
    material.author_id,
    {
      kind: 'material_published',
      event: materialPublishedEvent(material.id),
      world: material.world,
      payload: { title: material.title, actor: material.author_name, href: notificationHref('materialPage', material.world, { id: String(material.id), slug: material.slug }) },
    },
    now,
    { sql: `EXISTS (SELECT 1 FROM materials m WHERE m.id = ? AND m.state = 'published' AND m.deleted_at IS NULL)`, binds: [material.id] },
  );
}

export const materialPublishedEvent = (materialId: number) => `material:${materialId}`;

/**
 * A paid order: the buyer hears it is paid, each author of its materials of a sale. Called once the
 * order is paid (after the settle batch, with the paid-order mail); the events are the order's, so
 * a second call (a webhook delivered twice) stores nothing new.
 */
export async function notifyPaidOrder(
  env: NotifyEnv,
  order: { public_id: string; user_id: number; world: string },
  items: readonly { material_id: number; author_id: number; title: string; slug: string }[],
  waitUntil?: WaitUntil,
): Promise<void> {
  const titles = items.map((i) => i.title);
  const drafts: NotificationDraft[] = [
    {
      userId: order.user_id,
      kind: 'order_paid',
      event: `order:${order.public_id}`,
      world: order.world,
      payload: { title: titles.length > 1 ? `${titles[0]} (+${titles.length - 1})` : (titles[0] ?? order.public_id), actor: null, href: notificationHref('boughtMaterials', order.world, {}) },
    },
    ...items.map((item) => ({
      userId: item.author_id,
      kind: 'sale' as const,
      event: `sale:${order.public_id}:${item.material_id}`,
      world: order.world,
      payload: { title: item.title, actor: null, href: notificationHref('salesDownloads', order.world, {}) },
    })),
  ];
  await notify(env, drafts, waitUntil);
}

/** A reply to a comment: the comment's writer is told, unless they replied to themselves. */
export async function notifyCommentReply(
  env: NotifyEnv,
  reply: { id: number; parentId: number; userId: number; authorName: string | null },
  waitUntil?: WaitUntil,
): Promise<void> {
  const parent = await repliedComment(env.DB, reply.parentId);
  if (!parent || parent.user_id === reply.userId) return;
  await notify(
    env,
    [
      {
        userId: parent.user_id,
        kind: 'comment_reply',
        event: `comment:${reply.id}`,
        world: parent.world,
        payload: { title: parent.title, actor: reply.authorName, href: notificationHref('materialPage', parent.world, { id: String(parent.material_id), slug: parent.slug }) },
      },
    ],
    waitUntil,
  );
}
