/**
 * The payment providers behind one interface (docs/payments.md). A provider starts a payment on
 * its hosted page; what happened there comes back as a `PaymentEvent` (Stripe's signed webhook,
 * or the demo page's answer), de-duplicated by (provider, eventId) in `payment_events`.
 */

export interface PaymentStart {
  /** The order's public id. */
  orderId: string;
  /** Minor units (hundredths, for every currency: src/shared/money.ts); more than 0. */
  amountDue: number;
  currency: string;
  world: string;
  description: string;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
  /** Sent to the provider so a retried start opens the same payment, never a second one. */
  idempotencyKey: string;
  lines: { title: string; amount: number }[];
}

export type PaymentOutcome = 'paid' | 'failed' | 'cancelled' | 'refunded';

export interface PaymentEvent {
  provider: 'stripe' | 'demo';
  eventId: string;
  /** The order's public id. */
  orderId: string;
  outcome: PaymentOutcome;
  providerRef: string | null;
  /** Minor units (hundredths) as the provider reports them, for the caller to compare with the order. */
  amount: number | null;
  /** Upper case ISO code, or null when the provider does not say. */
  currency: string | null;
  /** Unix seconds. */
  createdAt: number;
}

export interface PaymentProvider {
  readonly name: 'stripe' | 'demo';
  start(p: PaymentStart): Promise<{ redirectUrl: string; providerRef: string }>;
  /**
   * Closes the hosted payment page of a pending order so it can no longer be paid. Throws
   * `PaymentProviderError` when that is no longer possible (the buyer just paid).
   */
  cancel(providerRef: string): Promise<void>;
  /**
   * Gives `amount` of a paid order back to the buyer's payment (docs/operations.md, "Refunds").
   * The same `idempotencyKey` never refunds twice. Answers the provider's refund id.
   */
  refund(r: PaymentRefund): Promise<{ refundRef: string }>;
}

export interface PaymentRefund {
  /** `orders.provider_ref`: the payment's reference at the provider (Stripe: the checkout session). */
  providerRef: string;
  /** The order's public id and Kreide's refund id, kept with the provider's refund. */
  orderId: string;
  refundId: number;
  /** Minor units (hundredths), more than 0. */
  amount: number;
  currency: string;
  idempotencyKey: string;
}

/** The provider refused or could not be reached; the message is safe to log (never a key). */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    /** The provider's HTTP status, or null when it was not reached or not asked. */
    readonly status: number | null = null,
    /** The provider's error code, e.g. Stripe's `amount_too_small`. */
    readonly code: string | null = null,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
