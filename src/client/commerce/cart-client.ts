/**
 * The cart calls of the browser (`v1/cart/*`, `v1/cart/checkout`): each answer's cart token is
 * kept (local storage and the `c_t` cookie), so the next call carries it as `X-Cart-Token`.
 */

import type { Cart, CheckoutBody, CheckoutResult } from '../../shared/schemas/commerce';
import type { World } from '../../shared/worlds';
import type { ApiClient } from '../api/client';
import { CART_TOKEN_COOKIE, createCartTokenStore, type CartTokenStore } from '../api/cart-token';
import { createPageApiClient } from '../api/page-client';
import { cartIdentity } from './cart-identity';

export { cartIdentity, hasCartIdentity } from './cart-identity';

/** How long the `c_t` cookie lives: 90 days. */
const CART_COOKIE_MAX_AGE = 90 * 24 * 60 * 60;

interface CartAnswer {
  items: { cart: Cart };
}

/** Stores a cart token in local storage and the `c_t` cookie (null forgets both). */
function storeCartToken(token: string | null, store: CartTokenStore = createCartTokenStore()): void {
  store.write(token);
  const doc = (globalThis as { document?: { cookie: string } }).document;
  if (!doc) return;
  const secure = (globalThis as { location?: { protocol?: string } }).location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie =
    token === null
      ? `${CART_TOKEN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
      : `${CART_TOKEN_COOKIE}=${encodeURIComponent(token)}; Path=/; Max-Age=${CART_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
}

export interface CartClient {
  view(): Promise<Cart>;
  add(materialId: number): Promise<Cart>;
  remove(materialId: number): Promise<Cart>;
  applyVoucher(code: string): Promise<Cart>;
  removeVoucher(): Promise<Cart>;
  useCredits(use: boolean): Promise<Cart>;
  checkout(body: CheckoutBody): Promise<CheckoutResult>;
}

/** Counts the cart changes of this page, so a slower initial load never overwrites a newer cart. */
let changes = 0;

export function createCartClient(api: ApiClient, store: CartTokenStore = createCartTokenStore()): CartClient {
  const keep = (answer: CartAnswer): Cart => {
    const cart = answer.items.cart;
    if (cart.token) storeCartToken(cart.token, store);
    return cart;
  };
  const change = (answer: CartAnswer): Cart => {
    changes += 1;
    return keep(answer);
  };
  return {
    view: async () => keep(await api.get<CartAnswer>('v1/cart/view')),
    add: async (materialId) => change(await api.post<CartAnswer>('v1/cart/add', { materialId })),
    remove: async (materialId) => change(await api.post<CartAnswer>('v1/cart/remove', { materialId })),
    applyVoucher: async (code) => change(await api.post<CartAnswer>('v1/cart/voucher/apply', { code })),
    removeVoucher: async () => change(await api.post<CartAnswer>('v1/cart/voucher/remove', {})),
    useCredits: async (use) => change(await api.post<CartAnswer>('v1/cart/credits', { use })),
    checkout: (body) => api.post<CheckoutResult>('v1/cart/checkout', body),
  };
}

export function pageCartClient(world: World): CartClient {
  return createCartClient(createPageApiClient(world));
}

let loadedFor: string | null = null;

/**
 * Loads the page's cart once per identity and hands it to `apply`: islands share one store, so
 * the first island asking loads it for all. A sign-in changes the identity and loads it again,
 * which makes the server merge the anonymous cart. Returns whether a load started.
 */
export function loadPageCartOnce(
  world: World,
  apply: { loading(): void; loaded(cart: Cart): void; failed(error: unknown): void },
  identity: string = cartIdentity(),
): boolean {
  if (loadedFor === identity) return false;
  loadedFor = identity;
  apply.loading();
  const before = changes;
  pageCartClient(world)
    .view()
    .then((cart) => {
      if (changes === before) apply.loaded(cart);
    }, (error: unknown) => {
      if (loadedFor === identity) loadedFor = null;
      apply.failed(error);
    });
  return true;
}
