/** The payment page's rules, free of the browser: the idempotency key, double clicks, where to go next, polling. */

import type { CheckoutResult, Order, OrderState } from '../../shared/schemas/commerce';

const KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** A fresh idempotency key: a random UUID without its dashes (32 hex digits). */
export function newIdempotencyKey(randomUUID: () => string = () => crypto.randomUUID()): string {
  const key = randomUUID().replace(/-/g, '');
  if (!KEY_PATTERN.test(key)) throw new Error('not a usable idempotency key');
  return key;
}

/**
 * One payment-page visit's checkout: every attempt (retries, double clicks) sends the same
 * idempotency key, and a second click while a call is out gets that call instead of a new one.
 */
export function createCheckoutAttempts<T>(key: string = newIdempotencyKey()) {
  let inFlight: Promise<T> | null = null;
  return {
    key,
    submit(send: (idempotencyKey: string) => Promise<T>): Promise<T> {
      if (!inFlight) {
        inFlight = send(key).finally(() => {
          inFlight = null;
        });
      }
      return inFlight;
    },
    pending: () => inFlight !== null,
  };
}

/** Localized paths of the screens a checkout continues to. */
export interface CheckoutPaths {
  orderConfirmation: string | null;
  invoicePurchaseSuccess: string | null;
}

/** A redirect target we follow: a path of this site or an http(s) address (the provider's hosted page). */
export function isFollowableUrl(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Where the browser goes after a successful checkout, or null when it cannot tell. */
export function checkoutDestination(result: Pick<CheckoutResult, 'order' | 'next'>, paths: CheckoutPaths): string | null {
  if (result.next.type === 'redirect') return isFollowableUrl(result.next.url) ? result.next.url : null;
  const base = result.order.paymentMethod === 'invoice' ? paths.invoicePurchaseSuccess : paths.orderConfirmation;
  return base ? `${base}?order=${encodeURIComponent(result.order.id)}` : null;
}

/** What the payment page shows for a failed checkout. */
export type CheckoutFailure = 'signIn' | 'cartEmpty' | 'cartChanged' | 'invoiceNotAllowed' | 'withdrawalConsent' | 'network' | 'generic';

export function checkoutFailure(status: number | null, code: string | null, kind: string): CheckoutFailure {
  if (kind === 'network' || kind === 'timeout') return 'network';
  if (code === 'invoice_not_allowed') return 'invoiceNotAllowed';
  if (code === 'cart_empty') return 'cartEmpty';
  if (code === 'withdrawal_consent_required') return 'withdrawalConsent';
  if (code === 'cart_changed') return 'cartChanged';
  if (status === 401 || status === 403) return 'signIn';
  return 'generic';
}

const ORDER_POLL_INTERVAL_MS = 1500;
const ORDER_POLL_MAX_ATTEMPTS = 20;

/** Whether the order confirmation asks again: the order is still pending and attempts remain. */
export function shouldPollAgain(status: OrderState, attemptsSoFar: number, maxAttempts: number = ORDER_POLL_MAX_ATTEMPTS): boolean {
  return status === 'pending' && attemptsSoFar < maxAttempts;
}

/**
 * Loads an order, and again every `intervalMs` while it is pending, at most `maxAttempts` loads
 * in all; each answer goes to `onOrder`. Resolves with the last order; `stopped()` ends it early.
 */
export async function pollOrder(options: {
  load: () => Promise<Order>;
  onOrder: (order: Order) => void;
  wait: (ms: number) => Promise<void>;
  stopped?: () => boolean;
  intervalMs?: number;
  maxAttempts?: number;
}): Promise<Order | null> {
  const interval = options.intervalMs ?? ORDER_POLL_INTERVAL_MS;
  const max = options.maxAttempts ?? ORDER_POLL_MAX_ATTEMPTS;
  let attempts = 0;
  let order: Order | null = null;
  for (;;) {
    if (options.stopped?.()) return order;
    order = await options.load();
    attempts += 1;
    if (options.stopped?.()) return order;
    options.onOrder(order);
    if (!shouldPollAgain(order.status, attempts, max)) return order;
    await options.wait(interval);
  }
}
