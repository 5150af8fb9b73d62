import { Hono, type Context } from 'hono';
import type { OriginEnv } from '../env';
import { orderIdParamSchema } from '../../shared/schemas/commerce';
import {
  creditChangeSchema,
  refundRequestSchema,
  staffReasonBodySchema,
  staffSearchQuerySchema,
  staffUserIdSchema,
  type AuditView,
  type RefundView,
  type StaffRole,
} from '../../shared/schemas/operations';
import { requireStaffActor } from '../http/staff';
import { ApiError } from '../http/errors';
import { validJson, validParam, validQuery } from '../http/validate';
import { changeCredits, findUserForStaff, revokeSessions, searchEverything, setBlocked, userFacts } from '../db/operations';
import { orderView } from './order-view';
import { invoicesOfOrder } from '../db/invoices';
import { findOrder, type OrderRow } from '../db/orders';
import { refundItems, refundsOf, type RefundRow } from '../db/refunds';
import { auditOf, staffRolesOf, type AuditRow } from '../db/staff';
import { creditNoteOfRefund } from '../db/invoices';
import { paymentProviderFor } from '../providers/payments';
import { refundFromStaff } from './refund-order';

type Ctx = Context<{ Bindings: OriginEnv }>;

function auditView(row: AuditRow): AuditView {
  let changes: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(row.changes);
    if (parsed && typeof parsed === 'object') changes = parsed as Record<string, unknown>;
  } catch {
    // An unreadable row shows without its changes.
  }
  return {
    id: row.id,
    staff: { id: row.staff_id, name: row.staff_name ?? `#${row.staff_id}` },
    role: row.role,
    action: row.action,
    objectType: row.object_type,
    objectId: row.object_id,
    reason: row.reason,
    changes,
    createdAt: row.created_at,
  };
}

async function refundView(db: D1Database, row: RefundRow): Promise<RefundView> {
  const [items, creditNote] = await Promise.all([refundItems(db, row.id), creditNoteOfRefund(db, row.id)]);
  return {
    id: row.id,
    status: row.status,
    source: row.source,
    gross: row.gross,
    toPayment: row.to_payment,
    toCredits: row.to_credits,
    currency: row.currency,
    keepLicence: row.keep_licence === 1,
    completesOrder: row.completes_order === 1,
    reason: row.reason,
    creditNote,
    items: items.map((i) => ({ materialId: i.material_id, title: i.title, gross: i.gross })),
    createdAt: row.created_at,
    settledAt: row.settled_at,
    error: row.error,
  };
}

async function orderOf(c: Ctx): Promise<OrderRow> {
  const id = validParam(c.req.param('id'), orderIdParamSchema, 'order id');
  const order = await findOrder(c.env.DB, id);
  if (!order) throw new ApiError(404, 'not_found', 'Order not found.');
  return order;
}

async function userOf(c: Ctx) {
  const id = validParam(c.req.param('id'), staffUserIdSchema, 'user id');
  const user = await findUserForStaff(c.env.DB, id);
  if (!user) throw new ApiError(404, 'not_found', 'User not found.');
  return user;
}

async function viewerRoles(c: Ctx, staffId: number): Promise<StaffRole[]> {
  return (await staffRolesOf(c.env.DB, staffId)) ?? [];
}

async function userPage(c: Ctx, userId: number, staffId: number) {
  const user = await findUserForStaff(c.env.DB, userId);
  if (!user) throw new ApiError(404, 'not_found', 'User not found.');
  const [facts, audit, roles] = await Promise.all([userFacts(c.env.DB, userId, new Date()), auditOf(c.env.DB, 'user', userId), viewerRoles(c, staffId)]);
  return {
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      world: user.world,
      isStaff: user.is_staff === 1,
      isSeller: user.is_seller === 1,
      createdAt: user.created_at,
      blockedAt: user.blocked_at,
      blockedReason: user.blocked_reason,
    },
    orders: facts.orders.map((o) => ({ id: o.public_id, status: o.status, gross: o.gross, refunded: o.refunded, currency: o.currency, createdAt: o.created_at })),
    purchases: facts.purchases.map((p) => ({ materialId: p.material_id, title: p.title, orderId: p.order_public_id, createdAt: p.created_at })),
    credits: facts.balances,
    ledger: facts.ledger.map((l) => ({ id: l.id, currency: l.currency, amount: l.amount, reason: l.reason, note: l.note, orderId: l.order_public_id, createdAt: l.created_at })),
    sessions: facts.sessions.map((s) => ({ clientId: s.client_id, platform: s.platform, impersonated: s.impersonator_id !== null, createdAt: s.created_at, expiresAt: s.expires_at })),
    audit: audit.map(auditView),
    viewerRoles: roles,
  };
}

async function orderPage(c: Ctx, order: OrderRow, staffId: number) {
  const [view, refunds, audit, invoices, buyer, roles] = await Promise.all([
    orderView(c.env.DB, order),
    refundsOf(c.env.DB, order.id),
    auditOf(c.env.DB, 'order', order.public_id),
    invoicesOfOrder(c.env.DB, order.id),
    findUserForStaff(c.env.DB, order.user_id),
    viewerRoles(c, staffId),
  ]);
  return {
    order: view,
    buyer: { id: order.user_id, email: buyer?.email ?? '', name: buyer?.name ?? '' },
    refunds: await Promise.all(refunds.map((r) => refundView(c.env.DB, r))),
    invoices,
    audit: audit.map(auditView),
    viewerRoles: roles,
  };
}

/** Staff operations (docs/operations.md): search, users, credits, orders and refunds, each action audited. */
export const staffOperations = new Hono<{ Bindings: OriginEnv }>()
  .get('/v3/staff/search', async (c) => {
    await requireStaffActor(c, 'support');
    const { q } = validQuery(c, staffSearchQuerySchema);
    if (q.length === 0) return c.json({ data: { users: [], orders: [], invoices: [], materials: [], schools: [] } });
    const hits = await searchEverything(c.env.DB, q);
    return c.json({
      data: {
        users: hits.users.map((u) => ({ id: u.id, email: u.email, name: u.name, world: u.world, blocked: u.blocked === 1 })),
        orders: hits.orders.map((o) => ({ id: o.public_id, status: o.status, gross: o.gross, currency: o.currency, email: o.email, createdAt: o.created_at })),
        invoices: hits.invoices.map((i) => ({ id: i.id, number: i.number, kind: i.kind, orderId: i.order_public_id })),
        materials: hits.materials.map((m) => ({ id: m.id, title: m.title, world: m.world, authorId: m.author_id })),
        schools: hits.schools.map((s) => ({ id: s.id, name: s.name, world: s.world, verified: s.is_verified === 1 })),
      },
    });
  })
  .get('/v3/staff/users/:id', async (c) => {
    const actor = await requireStaffActor(c, 'support');
    const user = await userOf(c);
    return c.json({ data: await userPage(c, user.id, actor.userId) });
  })
  .post('/v3/staff/users/:id/block', async (c) => {
    const actor = await requireStaffActor(c, 'support');
    const user = await userOf(c);
    const { reason } = await validJson(c, staffReasonBodySchema);
    if (user.is_staff === 1) throw new ApiError(409, 'staff_target', 'Staff accounts cannot be blocked here.');
    if (!(await setBlocked(c.env.DB, actor, user.id, true, reason, new Date()))) throw new ApiError(409, 'already_blocked', 'This account is blocked already.');
    return c.json({ data: await userPage(c, user.id, actor.userId) });
  })
  .post('/v3/staff/users/:id/unblock', async (c) => {
    const actor = await requireStaffActor(c, 'support');
    const user = await userOf(c);
    const { reason } = await validJson(c, staffReasonBodySchema);
    if (!(await setBlocked(c.env.DB, actor, user.id, false, reason, new Date()))) throw new ApiError(409, 'not_blocked', 'This account is not blocked.');
    return c.json({ data: await userPage(c, user.id, actor.userId) });
  })
  .post('/v3/staff/users/:id/sessions/revoke', async (c) => {
    const actor = await requireStaffActor(c, 'support');
    const user = await userOf(c);
    const { reason } = await validJson(c, staffReasonBodySchema);
    const revoked = await revokeSessions(c.env.DB, actor, user.id, reason, new Date());
    return c.json({ data: { revoked, ...(await userPage(c, user.id, actor.userId)) } });
  })
  .post('/v3/staff/credits', async (c) => {
    const actor = await requireStaffActor(c, 'finance');
    const body = await validJson(c, creditChangeSchema);
    const user = await findUserForStaff(c.env.DB, body.userId);
    if (!user) throw new ApiError(404, 'not_found', 'User not found.', { field: 'userId' });
    if (!(await changeCredits(c.env.DB, actor, user.id, body.currency, body.amount, body.reason, new Date()))) {
      throw new ApiError(409, 'insufficient_credits', 'The user has fewer credits than that.', { field: 'amount' });
    }
    return c.json({ data: await userPage(c, user.id, actor.userId) });
  })
  .get('/v3/staff/orders/:id', async (c) => {
    const actor = await requireStaffActor(c, 'support');
    const order = await orderOf(c);
    return c.json({ data: await orderPage(c, order, actor.userId) });
  })
  .post('/v3/staff/orders/:id/refunds', async (c) => {
    const actor = await requireStaffActor(c, 'finance');
    const order = await orderOf(c);
    const body = await validJson(c, refundRequestSchema);
    const refund = await refundFromStaff(
      c.env.DB,
      paymentProviderFor(c.env),
      order,
      { requestKey: body.requestKey, lines: body.items, keepLicence: body.keepLicence, reason: body.reason },
      actor,
    );
    const fresh = (await findOrder(c.env.DB, order.public_id)) ?? order;
    return c.json({ data: { refund: await refundView(c.env.DB, refund), ...(await orderPage(c, fresh, actor.userId)) } }, refund.status === 'done' ? 201 : 202);
  });
