import type { Context } from 'hono';
import type { OriginEnv } from '../env';
import type { Cart, CartMaterial } from '../../shared/schemas/commerce';
import type { Material } from '../../shared/schemas/materials';
import { worldCurrency, type World } from '../../shared/worlds';
import { convertMinor } from '../../shared/money';
import { findCurrency } from '../db/settings';
import { cachedJson } from '../http/cache';
import { cartTotals, type CartTotals, type VoucherRule } from '../domain/commerce/cart-totals';
import { isPlausibleToken, newSecretToken, tokenHash } from '../domain/identity/tokens';
import { bearerToken, requireCaller } from '../http/auth';
import { ApiError } from '../http/errors';
import { requestWorld } from '../http/world';
import {
  claimCart,
  findAnonymousCart,
  findUserCart,
  findVoucher,
  insertCart,
  loadCartMaterials,
  mergeCarts,
  voucherUsesByUser,
  type CartMaterialRow,
  type CartRow,
} from '../db/carts';
import { creditBalance } from '../db/credits';
import { findActiveOrderForCart, type OrderRow } from '../db/orders';

const CART_TOKEN_HEADER = 'x-cart-token';
const DEFAULT_AUTHOR_NAME = 'Kreide';

type Ctx = Context<{ Bindings: OriginEnv }>;

/** Who holds the cart: a signed-in user (full scope) or an anonymous visitor with a cart token. */
export interface CartHolder {
  world: World;
  userId: number | null;
  /** The X-Cart-Token the request carried, if any. */
  token: string | null;
}

/** Reads the caller without requiring a token: carts work for anonymous visitors too. */
export async function cartHolder(c: Ctx): Promise<CartHolder> {
  const world = requestWorld(c);
  const raw = c.req.header(CART_TOKEN_HEADER);
  let token: string | null = null;
  if (raw !== undefined && raw !== '' && raw !== 'null' && raw !== 'undefined') {
    if (!isPlausibleToken(raw)) throw new ApiError(400, 'invalid_cart_token', 'The cart token is not valid.');
    token = raw;
  }
  // A bad bearer token is a 401; no token is an anonymous visitor. The caller is looked up once per request.
  const caller = bearerToken(c) ? await requireCaller(c, 'public') : null;
  const userId = caller?.scope === 'full' ? caller.userId : null;
  return { world, userId, token };
}

export interface OpenCart {
  row: CartRow;
  /** The token to hand back: the visitor's own, or a fresh one for a new cart. */
  token: string | null;
}

/**
 * The holder's open cart in the request's world, merging an anonymous cart into the user's at
 * the first cart call after sign-in. With `create`, a missing cart is created.
 */
export async function openCart(db: D1Database, holder: CartHolder, create: boolean, now = new Date()): Promise<OpenCart | null> {
  const anonymous = holder.token ? await findAnonymousCart(db, await tokenHash(holder.token), holder.world) : null;
  if (holder.userId === null) {
    if (anonymous) return { row: anonymous, token: holder.token };
    if (!create) return null;
    const token = newSecretToken();
    const row = await insertCart(db, await tokenHash(token), holder.world, null, now);
    if (!row) throw new ApiError(409, 'cart_conflict', 'The cart changed at the same time; try again.');
    return { row, token };
  }

  let own = await findUserCart(db, holder.userId, holder.world);
  if (anonymous && !own) {
    if (await claimCart(db, anonymous.id, holder.userId, now)) return { row: { ...anonymous, user_id: holder.userId }, token: holder.token };
    own = await findUserCart(db, holder.userId, holder.world);
  }
  if (anonymous && own && anonymous.id !== own.id) {
    await mergeCarts(db, anonymous, own, holder.userId, now);
  }
  if (own) return { row: own, token: null };
  if (!create) return null;
  const token = newSecretToken();
  const row = (await insertCart(db, await tokenHash(token), holder.world, holder.userId, now)) ?? (await findUserCart(db, holder.userId, holder.world));
  if (!row) throw new ApiError(409, 'cart_conflict', 'The cart changed at the same time; try again.');
  return { row, token: null };
}

/** Everything pricing needs about one cart, read from D1. */
export interface PricedCart {
  pendingOrder: { id: string; payUrl: string | null } | null;
  items: CartMaterialRow[];
  voucher: VoucherRule | null;
  totals: CartTotals;
  availableCredits: number;
  currency: string;
}

/**
 * Prices a cart. `activeOrder` is the cart's active order when the caller has just read it
 * (null: none), so it is read once per request; left out, it is read here.
 */
export async function priceCart(db: D1Database, cart: CartRow, userId: number | null, now = new Date(), activeOrder?: OrderRow | null): Promise<PricedCart> {
  const currency = worldCurrency(cart.world as World);
  const [items, voucher, credits, active] = await Promise.all([
    loadCartMaterials(db, cart.id, DEFAULT_AUTHOR_NAME),
    cart.voucher_code ? findVoucher(db, cart.voucher_code) : Promise.resolve(null),
    userId === null ? Promise.resolve({ amount: 0, hadCredits: false }) : creditBalance(db, userId, currency),
    activeOrder === undefined ? findActiveOrderForCart(db, cart.id) : Promise.resolve(activeOrder),
  ]);
  const pendingOrder = active?.status === 'pending' ? { id: active.public_id, payUrl: active.redirect_url } : null;
  const usesByUser = voucher ? await voucherUsesByUser(db, voucher.id, userId) : 0;
  const totals = cartTotals({
    world: cart.world,
    items: items.map((i) => i.priced),
    voucher,
    unknownVoucherCode: cart.voucher_code !== null && voucher === null,
    voucherUsesByUser: usesByUser,
    signedIn: userId !== null,
    now,
    useCredits: cart.use_credits === 1,
    availableCredits: credits.amount,
  });
  return { pendingOrder, items, voucher, totals, availableCredits: credits.amount, currency };
}

/** What the cart, purchases and free downloads show of a material. */
export function cartMaterialOf(material: Material): CartMaterial {
  const { id, slug, title, price, sale, currency, hasFixedPrice, isBundle, imgUrl, author, world } = material;
  return { id, slug, title, price, sale, currency, hasFixedPrice, isBundle, imgUrl, author, world };
}

/** The cart of docs/product-rules.md, "Entities", for a priced cart. */
/** The visitor's currency and both rates, when it is not the cart's: for the estimate next to the total. */
export interface VisitorRates {
  currency: string;
  perEuroMicros: number;
  cartPerEuroMicros: number;
}

export async function visitorRates(db: D1Database, kv: KVNamespace, visitorCurrencyCode: string, cartCurrency: string): Promise<VisitorRates | null> {
  if (visitorCurrencyCode === cartCurrency) return null;
  const rate = (code: string) => cachedJson(kv, `currency:${code}`, 3600, () => findCurrency(db, code));
  const [visitor, cart] = await Promise.all([rate(visitorCurrencyCode), rate(cartCurrency)]);
  if (!visitor || !cart) return null;
  return { currency: visitor.code, perEuroMicros: visitor.perEuroMicros, cartPerEuroMicros: cart.perEuroMicros };
}

export function cartBody(cart: CartRow | null, priced: PricedCart | null, token: string | null, world: World, rates: VisitorRates | null = null): Cart {
  if (!cart || !priced) {
    return {
      cartItems: [],
      originalPrice: 0,
      finalPrice: 0,
      totalVoucherDiscount: 0,
      voucher: null,
      voucherError: null,
      usedCredits: 0,
      availableCredits: 0,
      useCredits: false,
      itemsInBundles: [],
      currency: worldCurrency(world),
      visitorPrice: null,
      pendingOrder: null,
      world,
      token,
      loaded: true,
    };
  }
  const lines = new Map(priced.totals.lines.map((l) => [l.materialId, l]));
  return {
    cartItems: priced.items.map(({ material }) => ({
      material: cartMaterialOf(material),
      finalPrice: lines.get(material.id)?.finalPrice ?? 0,
      voucherCoverage: lines.get(material.id)?.voucherCoverage ?? null,
    })),
    originalPrice: priced.totals.originalPrice,
    finalPrice: priced.totals.finalPrice,
    totalVoucherDiscount: priced.totals.totalVoucherDiscount,
    // The code stays on the cart while it is refused, so the visitor sees which one and why.
    voucher: priced.voucher ? { code: priced.voucher.code, kind: priced.voucher.kind, value: priced.voucher.value } : null,
    voucherError: priced.totals.voucherError,
    usedCredits: priced.totals.usedCredits,
    availableCredits: priced.availableCredits,
    useCredits: cart.use_credits === 1,
    itemsInBundles: priced.totals.itemsInBundles,
    currency: priced.currency,
    pendingOrder: priced.pendingOrder,
    visitorPrice: rates ? { currency: rates.currency, finalPrice: convertMinor(priced.totals.finalPrice, rates.cartPerEuroMicros, rates.perEuroMicros) } : null,
    world: cart.world,
    token,
    loaded: true,
  };
}
