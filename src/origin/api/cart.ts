import { Hono, type Context } from 'hono';
import type { OriginEnv } from '../env';
import { recordConversion } from './experiment-conversions';
import { cartAddBodySchema, cartRemoveBodySchema, useCreditsBodySchema, voucherApplyBodySchema, type Cart } from '../../shared/schemas/commerce';
import { ApiError } from '../http/errors';
import { validJson } from '../http/validate';
import { addCartItem, findCartCandidate, removeCartItem, setCartCredits, setCartVoucher, type CartRow } from '../db/carts';
import { findSchoolMembership } from '../db/schools';
import { findActiveOrderForCart, type OrderRow } from '../db/orders';
import { cartBody, cartHolder, openCart, priceCart, visitorRates, type CartHolder } from './cart-session';
import { currencyForCountry } from '../../shared/countries';
import { worldCurrency, type World } from '../../shared/worlds';
import { visitorCountry } from '../http/country';

type Ctx = Context<{ Bindings: OriginEnv }>;

async function ratesFor(c: Ctx, world: World) {
  return visitorRates(c.env.DB, c.env.ORIGIN_CACHE, currencyForCountry(visitorCountry(c)), worldCurrency(world));
}

/** `active` is the cart's active order when the handler has just read it (see `priceCart`). */
async function respondWithCart(c: Ctx, holder: CartHolder, row: CartRow | null, token: string | null, override?: Partial<Cart>, active?: OrderRow | null) {
  const [priced, rates] = await Promise.all([row ? priceCart(c.env.DB, row, holder.userId, new Date(), active) : null, ratesFor(c, holder.world)]);
  const cart = { ...cartBody(row, priced, token, holder.world, rates), ...override };
  return c.json({ data: { items: { cart } } });
}

/**
 * A cart with an order waiting for payment is locked until that order is paid, fails or is
 * cancelled. Answers the cart's active order (none, or a paid one) for pricing the answer.
 */
async function assertUnlocked(db: D1Database, cart: CartRow): Promise<OrderRow | null> {
  const order = await findActiveOrderForCart(db, cart.id);
  if (order?.status === 'pending') {
    throw new ApiError(409, 'order_pending', 'An order of this cart is waiting for payment.', { orderId: order.public_id });
  }
  return order;
}

/**
 * The cart calls (`GET v1/cart/view` and the others in its style, docs/commerce.md). Every answer is the
 * whole cart as `items.cart`; the server prices it, whatever the request says.
 */
export const cart = new Hono<{ Bindings: OriginEnv }>()
  .get('/v1/cart/view', async (c) => {
    const holder = await cartHolder(c);
    const open = await openCart(c.env.DB, holder, false);
    return respondWithCart(c, holder, open?.row ?? null, open?.token ?? holder.token);
  })
  .post('/v1/cart/add', async (c) => {
    const holder = await cartHolder(c);
    const { materialId } = await validJson(c, cartAddBodySchema);
    const open = await openCart(c.env.DB, holder, false);
    const school = holder.userId === null ? null : await findSchoolMembership(c.env.DB, holder.userId);
    const candidate = await findCartCandidate(c.env.DB, materialId, holder.userId, school?.schoolId ?? null, open?.row.id ?? null);
    if (!candidate || !candidate.isLive) throw new ApiError(404, 'not_found', 'This material is not available.');
    if (candidate.world !== holder.world) throw new ApiError(409, 'other_world', 'This material belongs to another world.');
    if (holder.userId !== null && candidate.authorId === holder.userId) throw new ApiError(409, 'own_material', 'This is your own material.');
    if (candidate.owned) throw new ApiError(409, 'already_bought', 'You already own this material.');
    if (candidate.inBundleInCart) throw new ApiError(409, 'in_bundle_in_cart', 'A bundle in your cart already contains this material.');
    const target = open ?? (await openCart(c.env.DB, holder, true));
    if (!target) throw new ApiError(409, 'cart_conflict', 'The cart changed at the same time; try again.');
    const active = await assertUnlocked(c.env.DB, target.row);
    await addCartItem(c.env.DB, target.row.id, materialId, new Date());
    await recordConversion(c, 'add_to_cart');
    return respondWithCart(c, holder, target.row, target.token ?? holder.token, undefined, active);
  })
  .post('/v1/cart/remove', async (c) => {
    const holder = await cartHolder(c);
    const { materialId } = await validJson(c, cartRemoveBodySchema);
    const open = await openCart(c.env.DB, holder, false);
    const active = open ? await assertUnlocked(c.env.DB, open.row) : null;
    if (open) await removeCartItem(c.env.DB, open.row.id, materialId, new Date());
    return respondWithCart(c, holder, open?.row ?? null, open?.token ?? holder.token, undefined, active);
  })
  .post('/v1/cart/voucher/apply', async (c) => {
    const holder = await cartHolder(c);
    const { code } = await validJson(c, voucherApplyBodySchema);
    const open = await openCart(c.env.DB, holder, true);
    if (!open) throw new ApiError(409, 'cart_conflict', 'The cart changed at the same time; try again.');
    const active = await assertUnlocked(c.env.DB, open.row);
    // Price the cart as it would be with this code; keep the code only when it applies.
    const trial = { ...open.row, voucher_code: code };
    const priced = await priceCart(c.env.DB, trial, holder.userId, new Date(), active);
    if (priced.totals.voucherError === null) {
      await setCartVoucher(c.env.DB, open.row.id, priced.voucher?.code ?? code, new Date());
      return c.json({ data: { items: { cart: cartBody(trial, priced, open.token ?? holder.token, holder.world, await ratesFor(c, holder.world)) } } });
    }
    return respondWithCart(c, holder, open.row, open.token ?? holder.token, { voucherError: priced.totals.voucherError }, active);
  })
  .post('/v1/cart/voucher/remove', async (c) => {
    const holder = await cartHolder(c);
    const open = await openCart(c.env.DB, holder, false);
    const active = open ? await assertUnlocked(c.env.DB, open.row) : null;
    if (open) await setCartVoucher(c.env.DB, open.row.id, null, new Date());
    return respondWithCart(c, holder, open ? { ...open.row, voucher_code: null } : null, open?.token ?? holder.token, undefined, active);
  })
  .post('/v1/cart/credits', async (c) => {
    const holder = await cartHolder(c);
    const { use } = await validJson(c, useCreditsBodySchema);
    if (holder.userId === null) throw new ApiError(403, 'insufficient_scope', 'Sign in to use your credits.');
    const open = await openCart(c.env.DB, holder, true);
    if (!open) throw new ApiError(409, 'cart_conflict', 'The cart changed at the same time; try again.');
    const active = await assertUnlocked(c.env.DB, open.row);
    await setCartCredits(c.env.DB, open.row.id, use, new Date());
    return respondWithCart(c, holder, { ...open.row, use_credits: use ? 1 : 0 }, open.token ?? holder.token, undefined, active);
  });
