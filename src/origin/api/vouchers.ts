import { Hono } from 'hono';
import type { OriginEnv } from '../env';
import { listQuerySchema, type VoucherUses } from '../../shared/schemas/commerce';
import { requireUser } from '../http/auth';
import { validQuery } from '../http/validate';
import { voucherUses } from '../db/vouchers';

const PAGE_SIZE = 20;

/** `GET v1/vouchers`: the vouchers the signed-in user has used, one per order, newest first. */
export const vouchers = new Hono<{ Bindings: OriginEnv }>().get('/v1/vouchers', async (c) => {
  const { userId } = await requireUser(c);
  const { page } = validQuery(c, listQuerySchema);
  const { rows, total } = await voucherUses(c.env.DB, userId, PAGE_SIZE, (page - 1) * PAGE_SIZE);
  const body: VoucherUses = {
    items: rows.map((r) => ({
      code: r.code,
      kind: r.kind,
      value: r.value,
      discount: r.voucher_discount,
      currency: r.currency,
      orderId: r.public_id,
      orderStatus: r.status,
      orderedAt: r.created_at,
    })),
    page,
    total,
    pageSize: PAGE_SIZE,
  };
  return c.json({ data: body });
});
