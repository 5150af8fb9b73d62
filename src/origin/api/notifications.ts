import { Hono, type Context } from 'hono';
import type { OriginEnv } from '../env';
import { ApiError } from '../http/errors';
import { requireUser } from '../http/auth';
import { validJson, validQuery } from '../http/validate';
import { requestWorld } from '../http/world';
import { noQuerySchema } from '../../shared/schemas/common';
import { notificationListQuerySchema, notificationReadSchema } from '../../shared/schemas/notifications';
import type { NotificationView } from '../../shared/notifications';
import { listNotifications, markAllRead, markRead, unreadCount } from '../db/notifications';
import { notificationView } from '../domain/notifications/rules';
import { SOCKET_HEADERS } from '../notifications/user-notifications';
import { userObject } from '../notifications/notify';

type Ctx = Context<{ Bindings: OriginEnv }>;

export interface NotificationList {
  items: NotificationView[];
  unread: number;
  /** The id to pass as `before` for the next page, or null at the end. */
  next: number | null;
}

/** Other tabs learn of a mark-read through the user's object; a failure only leaves their count stale until reload. */
function tellTabs(c: Ctx, userId: number, world: string, ids: number[] | 'all'): void {
  const told = userObject(c.env, userId)
    .markedRead(world, ids)
    .catch((error: unknown) => console.error('notification read push failed', error));
  c.executionCtx.waitUntil(told);
}

/**
 * The signed-in user's notifications of the request's world (docs/notifications.md): the list,
 * mark read, and the live socket, which the edge's `/notifications` passes here.
 */
export const notifications = new Hono<{ Bindings: OriginEnv }>()
  .get('/v3/notifications', async (c) => {
    const { userId } = await requireUser(c);
    const world = requestWorld(c);
    const query = validQuery(c, notificationListQuerySchema);
    const [rows, unread] = await Promise.all([listNotifications(c.env.DB, userId, world, query.limit, query.before), unreadCount(c.env.DB, userId, world)]);
    const next = rows.length === query.limit ? (rows.at(-1)?.id ?? null) : null;
    return c.json({ data: { items: rows.map(notificationView), unread, next } satisfies NotificationList });
  })
  .post('/v3/notifications/read', async (c) => {
    const { userId } = await requireUser(c);
    const world = requestWorld(c);
    const { ids } = await validJson(c, notificationReadSchema);
    const changed = await markRead(c.env.DB, userId, ids, new Date());
    if (changed.length > 0) tellTabs(c, userId, world, changed);
    return c.json({ data: { read: changed, unread: await unreadCount(c.env.DB, userId, world) } });
  })
  .post('/v3/notifications/read-all', async (c) => {
    const { userId } = await requireUser(c);
    const world = requestWorld(c);
    validQuery(c, noQuerySchema);
    const changed = await markAllRead(c.env.DB, userId, world, new Date());
    if (changed > 0) tellTabs(c, userId, world, 'all');
    return c.json({ data: { read: changed, unread: 0 } });
  })
  /** The live socket: a WebSocket upgrade with a signed-in session, handed to the user's object. */
  .get('/v3/notifications/live', async (c) => {
    if (c.req.header('upgrade')?.toLowerCase() !== 'websocket') throw new ApiError(426, 'upgrade_required', 'Open this call as a WebSocket.');
    const { userId, caller } = await requireUser(c);
    const world = requestWorld(c);
    const headers = new Headers({ upgrade: 'websocket' });
    headers.set(SOCKET_HEADERS.user, String(userId));
    headers.set(SOCKET_HEADERS.world, world);
    headers.set(SOCKET_HEADERS.session, caller.tokenHash);
    return userObject(c.env, userId).fetch('https://notifications.internal/socket', { headers });
  });
