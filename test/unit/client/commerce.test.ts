import { describe, expect, it, vi } from 'vitest';
import { CART_REFUSALS, type Cart, type Order } from '../../../src/shared/schemas/commerce';
import { ApiError } from '../../../src/client/api/api-error';
import type { ApiClient } from '../../../src/client/api/client';
import type { CartTokenStore } from '../../../src/client/api/cart-token';
import { cartRefusalOf, CART_REFUSAL_CODES } from '../../../src/client/commerce/codes';
import { cartIdentity, createCartClient, hasCartIdentity } from '../../../src/client/commerce/cart-client';
import {
  checkoutDestination,
  checkoutFailure,
  createCheckoutAttempts,
  isFollowableUrl,
  newIdempotencyKey,
  pollOrder,
  shouldPollAgain,
} from '../../../src/client/commerce/checkout';
import { bundledItemIds, cartTotalsLines, orderTotalsLines, vatPercent } from '../../../src/client/commerce/totals';

const CART: Cart = {
  cartItems: [],
  originalPrice: 1000,
  finalPrice: 1000,
  totalVoucherDiscount: 0,
  voucher: null,
  voucherError: null,
  usedCredits: 0,
  availableCredits: 0,
  useCredits: false,
  itemsInBundles: [],
  currency: 'EUR',
  visitorPrice: null,
  pendingOrder: null,
  world: 'de',
  token: null,
  loaded: true,
};

const ORDER: Order = {
  id: 'ord_12345678',
  world: 'de',
  status: 'pending',
  paymentMethod: 'demo',
  currency: 'EUR',
  originalPrice: 1190,
  voucherDiscount: 0,
  creditsUsed: 0,
  gross: 1190,
  net: 1000,
  vatAmount: 190,
  vatRate: 0.19,
  vatScheme: 'oss',
  buyerCountry: 'DE',
  amountDue: 1190,
  items: [],
  invoice: null,
  createdAt: '2026-01-01T00:00:00Z',
  paidAt: null,
  withdrawalConsentAt: null,
  refunded: 0,
};

describe('cart totals lines', () => {
  it('shows subtotal and total only when nothing is taken off', () => {
    expect(cartTotalsLines(CART).map((l) => l.kind)).toEqual(['subtotal', 'total']);
  });

  it('adds the voucher and the credits as negative lines', () => {
    const lines = cartTotalsLines({ ...CART, totalVoucherDiscount: 200, usedCredits: 300, finalPrice: 500 });
    expect(lines).toEqual([
      { kind: 'subtotal', amount: 1000 },
      { kind: 'voucher', amount: -200 },
      { kind: 'credits', amount: -300 },
      { kind: 'total', amount: 500 },
    ]);
  });

  it('gives an order its net and VAT, and credits with what remained to pay', () => {
    expect(orderTotalsLines(ORDER).map((l) => l.kind)).toEqual(['subtotal', 'total', 'net', 'vat']);
    const lines = orderTotalsLines({ ...ORDER, voucherDiscount: 100, creditsUsed: 500, amountDue: 590 });
    expect(lines.map((l) => l.kind)).toEqual(['subtotal', 'voucher', 'total', 'net', 'vat', 'credits', 'amountDue']);
    expect(lines.find((l) => l.kind === 'credits')?.amount).toBe(-500);
  });

  it('reads VAT rates given as a fraction or in percent', () => {
    expect(vatPercent(0.19)).toBe('19');
    expect(vatPercent(0.055)).toBe('5.5');
    expect(vatPercent(24)).toBe('24');
    expect(vatPercent(0)).toBe('0');
  });

  it('knows the items that come with a bundle', () => {
    expect([...bundledItemIds({ itemsInBundles: [{ materialId: 3, bundleId: 9 }] })]).toEqual([3]);
  });
});

describe('the checkout idempotency key', () => {
  it('is a UUID without dashes, valid for the contract', () => {
    const key = newIdempotencyKey(() => '123e4567-e89b-12d3-a456-426614174000');
    expect(key).toBe('123e4567e89b12d3a456426614174000');
    expect(newIdempotencyKey()).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });

  it('is reused on every retry, and a double click sends one call', async () => {
    const keys: string[] = [];
    let resolve: (value: string) => void = () => undefined;
    const send = vi.fn((key: string) => {
      keys.push(key);
      return new Promise<string>((r) => {
        resolve = r;
      });
    });
    const attempts = createCheckoutAttempts<string>('abcdefghijklmnop1234');
    const first = attempts.submit(send);
    const second = attempts.submit(send);
    expect(attempts.pending()).toBe(true);
    expect(send).toHaveBeenCalledTimes(1);
    resolve('done');
    expect(await first).toBe('done');
    expect(await second).toBe('done');
    expect(attempts.pending()).toBe(false);
    const retry = attempts.submit(send);
    resolve('again');
    await retry;
    expect(keys).toEqual(['abcdefghijklmnop1234', 'abcdefghijklmnop1234']);
  });

  it('frees the way for a retry after a failure', async () => {
    const attempts = createCheckoutAttempts<string>();
    await expect(attempts.submit(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    await expect(attempts.submit(() => Promise.resolve('ok'))).resolves.toBe('ok');
  });
});

describe('after the checkout', () => {
  const paths = { orderConfirmation: '/de/bestellbestaetigung', invoicePurchaseSuccess: '/de/rechnungskauf-erfolgreich' };

  it('follows the provider redirect, and only to http(s) or a path of this site', () => {
    expect(checkoutDestination({ order: ORDER, next: { type: 'redirect', url: '/dev/demo-payment/ord_12345678?world=de' } }, paths)).toBe(
      '/dev/demo-payment/ord_12345678?world=de',
    );
    expect(checkoutDestination({ order: ORDER, next: { type: 'redirect', url: 'https://checkout.stripe.com/c/pay/x' } }, paths)).toBe('https://checkout.stripe.com/c/pay/x');
    expect(checkoutDestination({ order: ORDER, next: { type: 'redirect', url: 'javascript:alert(1)' } }, paths)).toBeNull();
    expect(isFollowableUrl('//evil.example/')).toBe(false);
  });

  it('goes to the order confirmation, or the invoice success page for invoices', () => {
    expect(checkoutDestination({ order: { ...ORDER, status: 'paid' }, next: { type: 'done' } }, paths)).toBe('/de/bestellbestaetigung?order=ord_12345678');
    expect(checkoutDestination({ order: { ...ORDER, paymentMethod: 'invoice' }, next: { type: 'done' } }, paths)).toBe(
      '/de/rechnungskauf-erfolgreich?order=ord_12345678',
    );
  });

  it('tells the failures apart', () => {
    expect(checkoutFailure(401, null, 'status')).toBe('signIn');
    expect(checkoutFailure(403, 'forbidden', 'status')).toBe('signIn');
    expect(checkoutFailure(403, 'invoice_not_allowed', 'status')).toBe('invoiceNotAllowed');
    expect(checkoutFailure(409, 'cart_empty', 'status')).toBe('cartEmpty');
    expect(checkoutFailure(409, 'cart_changed', 'status')).toBe('cartChanged');
    expect(checkoutFailure(null, null, 'network')).toBe('network');
    expect(checkoutFailure(500, 'internal', 'status')).toBe('generic');
  });
});

describe('order polling', () => {
  it('asks again every 1.5 s while pending, 20 loads at most', async () => {
    const waits: number[] = [];
    const load = vi.fn(async () => ORDER);
    const seen: string[] = [];
    const last = await pollOrder({ load, onOrder: (o) => seen.push(o.status), wait: async (ms) => void waits.push(ms) });
    expect(load).toHaveBeenCalledTimes(20);
    expect(waits).toHaveLength(19);
    expect(new Set(waits)).toEqual(new Set([1500]));
    expect(last?.status).toBe('pending');
    expect(shouldPollAgain('pending', 20)).toBe(false);
  });

  it('stops at the first settled answer', async () => {
    const answers: Order['status'][] = ['pending', 'pending', 'paid'];
    const load = vi.fn(async () => ({ ...ORDER, status: answers.shift() ?? 'paid' }));
    const last = await pollOrder({ load, onOrder: () => undefined, wait: async () => undefined });
    expect(load).toHaveBeenCalledTimes(3);
    expect(last?.status).toBe('paid');
    expect(shouldPollAgain('failed', 1)).toBe(false);
  });

  it('stops when the page is left', async () => {
    let stopped = false;
    const load = vi.fn(async () => ORDER);
    await pollOrder({
      load,
      onOrder: () => undefined,
      wait: async () => {
        stopped = true;
      },
      stopped: () => stopped,
    });
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('cart calls', () => {
  it('knows every refusal code of the contract', () => {
    expect([...CART_REFUSAL_CODES].sort()).toEqual([...CART_REFUSALS].sort());
    const refusal = new ApiError({ kind: 'status', url: '/api/v1/cart/add', status: 409, body: { error: { code: 'already_bought', message: 'x' } } });
    expect(cartRefusalOf(refusal)).toBe('already_bought');
    expect(cartRefusalOf(new ApiError({ kind: 'status', url: 'u', status: 409, body: { error: { code: 'other', message: 'x' } } }))).toBeNull();
    expect(cartRefusalOf(new Error('x'))).toBeNull();
  });

  function memoryStore(initial: string | null = null): CartTokenStore & { value: string | null } {
    const store = {
      value: initial,
      read: () => store.value,
      write: (token: string | null) => {
        store.value = token;
      },
    };
    return store;
  }

  it('keeps the token of the cart the first add created, and sends the right bodies', async () => {
    const calls: [string, unknown][] = [];
    const api = {
      request: vi.fn(),
      get: vi.fn(async (path: string) => {
        calls.push([path, undefined]);
        return { items: { cart: { ...CART, token: 'tok-1' } } };
      }),
      post: vi.fn(async (path: string, body: unknown) => {
        calls.push([path, body]);
        return { items: { cart: { ...CART, token: 'tok-1' } } };
      }),
    } as unknown as ApiClient;
    const store = memoryStore();
    const client = createCartClient(api, store);
    const cart = await client.add(42);
    expect(cart.token).toBe('tok-1');
    expect(store.value).toBe('tok-1');
    await client.applyVoucher('SOMMER');
    await client.useCredits(true);
    await client.remove(42);
    await client.view();
    expect(calls).toEqual([
      ['v1/cart/add', { materialId: 42 }],
      ['v1/cart/voucher/apply', { code: 'SOMMER' }],
      ['v1/cart/credits', { use: true }],
      ['v1/cart/remove', { materialId: 42 }],
      ['v1/cart/view', undefined],
    ]);
  });

  it('loads a cart only for a token or a signed-in session', () => {
    expect(hasCartIdentity('', memoryStore())).toBe(false);
    expect(hasCartIdentity('', memoryStore('tok'))).toBe(true);
    expect(hasCartIdentity('a=1; kreide_logged_in=1', memoryStore())).toBe(true);
    expect(hasCartIdentity('kreide_logged_in=0', memoryStore())).toBe(false);
    expect(cartIdentity('kreide_logged_in=1')).toBe('signedIn');
    expect(cartIdentity('')).toBe('anonymous');
  });
});
