import type { PaymentEvent, PaymentOutcome, PaymentProvider } from './types';

/**
 * DEMO ONLY — no money moves. The "hosted page" is Kreide's own `/dev/demo-payment/:orderId`,
 * where the buyer picks an outcome. For local development and tests; the origin refuses
 * `PAYMENT_PROVIDER=demo` in production (src/origin/env.ts).
 */
export function createDemoProvider({ publicUrl }: { publicUrl: string }): PaymentProvider {
  const base = publicUrl.replace(/\/+$/, '');
  return {
    name: 'demo',
    async start(p) {
      return {
        redirectUrl: `${base}/dev/demo-payment/${encodeURIComponent(p.orderId)}?world=${encodeURIComponent(p.world)}`,
        providerRef: `demo_${p.orderId}`,
      };
    },
    // The demo page answers only for pending orders: nothing to close.
    async cancel() {},
    // No money moved, so none goes back; the reference depends only on the key, like Stripe's idempotency.
    async refund(r) {
      return { refundRef: `demo_refund_${r.idempotencyKey}` };
    },
  };
}

/**
 * The event the demo page's answer stands for. Its id depends only on order and outcome, so
 * answering twice is a duplicate in `payment_events`, like a replayed webhook.
 */
export function demoPaymentEvent(orderId: string, outcome: PaymentOutcome, nowSeconds: number): PaymentEvent {
  return {
    provider: 'demo',
    eventId: `demo_${orderId}_${outcome}`,
    orderId,
    outcome,
    providerRef: `demo_${orderId}`,
    amount: null,
    currency: null,
    createdAt: nowSeconds,
  };
}
