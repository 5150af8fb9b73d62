import { z } from 'zod';
import type { PaymentEvent, PaymentOutcome, PaymentProvider, PaymentStart } from './types';
import { PaymentProviderError } from './types';

/**
 * Stripe Checkout: the buyer pays on Stripe's hosted page, so card data never touches Kreide.
 * Which payment methods are offered (card, SEPA, PayPal, …) is set in Stripe's dashboard; the
 * session does not name them. See docs/payments.md.
 */

/** The API version every request is made with; webhook payloads follow the endpoint's version. */
/** How long a Stripe Checkout session stays open. */
const STRIPE_SESSION_SECONDS = 60 * 60;
export const STRIPE_API_VERSION = '2025-03-31.basil';

/**
 * Currencies Stripe counts in whole units (https://docs.stripe.com/currencies#zero-decimal).
 * Kreide's minor units are hundredths for every currency, so these are divided by 100.
 */
const STRIPE_ZERO_DECIMAL_CURRENCIES = [
  'BIF', 'CLP', 'DJF', 'GNF', 'JPY', 'KMF', 'KRW', 'MGA', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF',
] as const;

/** Currencies Stripe counts in thousandths (last digit 0): Kreide's hundredths are multiplied by 10. */
const STRIPE_THREE_DECIMAL_CURRENCIES = ['BHD', 'JOD', 'KWD', 'OMR', 'TND'] as const;

/** Two-decimal in Stripe's API but charged in whole units only: the amount must be divisible by 100. */
const STRIPE_WHOLE_UNIT_ONLY_CURRENCIES = ['ISK'] as const;

const includes = (list: readonly string[], currency: string) => list.includes(currency.toUpperCase());

/**
 * Kreide's minor units (hundredths) → the amount Stripe expects for the currency. Throws a
 * `PaymentProviderError` when the amount cannot be charged exactly (a fraction of a yen), so an
 * order is never charged a rounded amount.
 */
export function toStripeAmount(amount: number, currency: string): number {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new PaymentProviderError(`Stripe needs a positive whole amount of minor units, not ${amount}`, null, 'invalid_amount');
  }
  if (includes(STRIPE_ZERO_DECIMAL_CURRENCIES, currency) || includes(STRIPE_WHOLE_UNIT_ONLY_CURRENCIES, currency)) {
    if (amount % 100 !== 0) {
      throw new PaymentProviderError(`${currency.toUpperCase()} is charged in whole units; ${amount} hundredths is not one`, null, 'invalid_amount');
    }
    return includes(STRIPE_ZERO_DECIMAL_CURRENCIES, currency) ? amount / 100 : amount;
  }
  if (includes(STRIPE_THREE_DECIMAL_CURRENCIES, currency)) return amount * 10;
  return amount;
}

/** An amount Stripe reports → Kreide's minor units (hundredths). */
export function fromStripeAmount(amount: number, currency: string): number {
  if (includes(STRIPE_ZERO_DECIMAL_CURRENCIES, currency)) return amount * 100;
  if (includes(STRIPE_THREE_DECIMAL_CURRENCIES, currency)) return Math.round(amount / 10);
  return amount;
}

export interface StripeProviderOptions {
  secretKey: string;
  apiBase?: string;
  fetch: typeof fetch;
}

/** The form fields of `POST /v1/checkout/sessions` for one payment (exported for tests and docs). */
function checkoutSessionForm(p: PaymentStart): URLSearchParams {
  const form = new URLSearchParams();
  form.set('mode', 'payment');
  // One line with the amount due: after credits and a voucher the item prices no longer add up
  // to what is charged, and Stripe charges the sum of its lines. The items are on our invoice.
  form.set('line_items[0][quantity]', '1');
  form.set('line_items[0][price_data][currency]', p.currency.toLowerCase());
  form.set('line_items[0][price_data][unit_amount]', String(toStripeAmount(p.amountDue, p.currency)));
  form.set('line_items[0][price_data][product_data][name]', `Order ${p.orderId}`);
  const description = p.description.trim();
  if (description) form.set('line_items[0][price_data][product_data][description]', description.slice(0, 500));
  form.set('client_reference_id', p.orderId);
  form.set('metadata[order_id]', p.orderId);
  form.set('metadata[world]', p.world);
  // Copied onto the PaymentIntent and its charge, so `charge.refunded` names the order too.
  form.set('payment_intent_data[metadata][order_id]', p.orderId);
  form.set('success_url', p.successUrl);
  form.set('cancel_url', p.cancelUrl);
  form.set('customer_email', p.customerEmail);
  // An unpaid session closes after an hour (Stripe's minimum is 30 minutes); its `expired` event
  // cancels the order, which gives back voucher and credits and unlocks the cart.
  form.set('expires_at', String(Math.floor(Date.now() / 1000) + STRIPE_SESSION_SECONDS));
  return form;
}

export function createStripeProvider({ secretKey, apiBase = 'https://api.stripe.com', fetch: fetcher }: StripeProviderOptions): PaymentProvider {
  const redact = (text: string) => (secretKey ? text.split(secretKey).join('[redacted]') : text);
  return {
    name: 'stripe',
    async start(p) {
      const body = checkoutSessionForm(p).toString();
      let response: Response;
      try {
        response = await fetcher(`${apiBase.replace(/\/+$/, '')}/v1/checkout/sessions`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${secretKey}`,
            'content-type': 'application/x-www-form-urlencoded',
            'idempotency-key': p.idempotencyKey,
            'stripe-version': STRIPE_API_VERSION,
          },
          body,
        });
      } catch {
        throw new PaymentProviderError('Stripe could not be reached');
      }
      const answer = (await response.json().catch(() => null)) as unknown;
      if (!response.ok) {
        const error = stripeErrorSchema.safeParse(answer);
        const message = error.success && error.data.error.message ? error.data.error.message : `Stripe answered ${response.status}`;
        const code = error.success ? (error.data.error.code ?? error.data.error.type ?? null) : null;
        throw new PaymentProviderError(redact(message), response.status, code);
      }
      const session = sessionSchema.safeParse(answer);
      if (!session.success) throw new PaymentProviderError('Stripe answered without a checkout session url', response.status);
      return { redirectUrl: session.data.url, providerRef: session.data.id };
    },
    /**
     * `GET /v1/checkout/sessions/{id}` names the session's PaymentIntent; `POST /v1/refunds` gives
     * the amount back, with the refund request's key as `Idempotency-Key`: a repeated request
     * (two clicks, a retry after a timeout) gets the same refund from Stripe, never a second one.
     */
    async refund(r) {
      const base = apiBase.replace(/\/+$/, '');
      const headers = { authorization: `Bearer ${secretKey}`, 'stripe-version': STRIPE_API_VERSION };
      const ask = async (url: string, init: RequestInit): Promise<unknown> => {
        let response: Response;
        try {
          response = await fetcher(url, init);
        } catch {
          throw new PaymentProviderError('Stripe could not be reached');
        }
        const answer = (await response.json().catch(() => null)) as unknown;
        if (!response.ok) {
          const error = stripeErrorSchema.safeParse(answer);
          const message = error.success && error.data.error.message ? error.data.error.message : `Stripe answered ${response.status}`;
          throw new PaymentProviderError(redact(message), response.status, error.success ? (error.data.error.code ?? error.data.error.type ?? null) : null);
        }
        return answer;
      };
      const session = sessionIntentSchema.safeParse(await ask(`${base}/v1/checkout/sessions/${encodeURIComponent(r.providerRef)}`, { headers }));
      if (!session.success || !session.data.payment_intent) throw new PaymentProviderError('Stripe names no payment for this checkout session');
      const form = new URLSearchParams();
      form.set('payment_intent', session.data.payment_intent);
      form.set('amount', String(toStripeAmount(r.amount, r.currency)));
      form.set('reason', 'requested_by_customer');
      form.set('metadata[order_id]', r.orderId);
      form.set('metadata[refund_id]', String(r.refundId));
      const refund = refundSchema.safeParse(
        await ask(`${base}/v1/refunds`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': r.idempotencyKey },
          body: form.toString(),
        }),
      );
      if (!refund.success) throw new PaymentProviderError('Stripe answered without a refund id');
      if (refund.data.status === 'failed' || refund.data.status === 'canceled') throw new PaymentProviderError(`Stripe refund ${refund.data.status}`, null, refund.data.status);
      return { refundRef: refund.data.id };
    },
    async cancel(sessionId) {
      let response: Response;
      try {
        response = await fetcher(`${apiBase.replace(/\/+$/, '')}/v1/checkout/sessions/${encodeURIComponent(sessionId)}/expire`, {
          method: 'POST',
          headers: { authorization: `Bearer ${secretKey}`, 'stripe-version': STRIPE_API_VERSION },
        });
      } catch {
        throw new PaymentProviderError('Stripe could not be reached');
      }
      if (!response.ok) {
        const answer = (await response.json().catch(() => null)) as unknown;
        const error = stripeErrorSchema.safeParse(answer);
        const message = error.success && error.data.error.message ? error.data.error.message : `Stripe answered ${response.status}`;
        throw new PaymentProviderError(redact(message), response.status, error.success ? (error.data.error.code ?? null) : null);
      }
    },
  };
}

const stripeErrorSchema = z.object({
  error: z.object({ message: z.string().optional(), type: z.string().optional(), code: z.string().optional() }),
});
const sessionSchema = z.object({ id: z.string().min(1), url: z.url() });
const sessionIntentSchema = z.object({ payment_intent: z.string().min(1).nullable() });
const refundSchema = z.object({ id: z.string().min(1), status: z.string().nullable().optional() });

// Webhooks

/** The parts of a Stripe event this code reads; `data.object` is the session or charge. */
const envelopeSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  created: z.number().int(),
  livemode: z.boolean().optional(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
export type StripeEventEnvelope = z.infer<typeof envelopeSchema>;

/** The webhook's signature or body is not acceptable: answer 400, Stripe retries later. */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

const HEX_SHA256 = /^[0-9a-f]{64}$/;

/** Equal length strings compared without an early exit; lengths are not secret. */
function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

async function hmacSha256Hex(secret: string, message: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(message)));
  return Array.from(signature, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Checks Stripe's `Stripe-Signature` header (`t=<unix s>,v1=<hex>[,v1=<hex>…]`, several v1 while
 * a secret is being rolled) against HMAC-SHA256(secret, `${t}.${rawBody}`), refuses timestamps
 * more than `toleranceSeconds` from now (replays), and answers the parsed event. `rawBody` must be
 * the request body exactly as received.
 */
export async function verifyStripeWebhook(
  rawBody: string,
  signatureHeader: string | null,
  secret: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): Promise<StripeEventEnvelope> {
  if (!secret) throw new WebhookSignatureError('no webhook secret configured');
  if (!signatureHeader) throw new WebhookSignatureError('missing Stripe-Signature header');
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of signatureHeader.split(',')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const key = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (key === 't' && timestamp === null && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && HEX_SHA256.test(value.toLowerCase())) signatures.push(value.toLowerCase());
  }
  if (timestamp === null) throw new WebhookSignatureError('no timestamp in Stripe-Signature header');
  if (signatures.length === 0) throw new WebhookSignatureError('no v1 signature in Stripe-Signature header');
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) throw new WebhookSignatureError('timestamp outside the tolerance');

  const expected = await hmacSha256Hex(secret, `${timestamp}.${rawBody}`);
  let matched = false;
  for (const signature of signatures) matched = constantTimeEqual(signature, expected) || matched;
  if (!matched) throw new WebhookSignatureError('signature does not match');

  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    throw new WebhookSignatureError('body is not JSON');
  }
  const envelope = envelopeSchema.safeParse(parsed);
  if (!envelope.success) throw new WebhookSignatureError('body is not a Stripe event');
  return envelope.data;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const integer = (value: unknown): number | null => (typeof value === 'number' && Number.isSafeInteger(value) ? value : null);
const metadataOrderId = (object: Record<string, unknown>): string | null => {
  const metadata = object.metadata;
  return metadata && typeof metadata === 'object' && !Array.isArray(metadata) ? text((metadata as Record<string, unknown>).order_id) : null;
};

/**
 * The payment event a Stripe event stands for, or null for events that change nothing (they are
 * acknowledged and ignored): other types, a completed session still waiting for an asynchronous
 * payment (`payment_status` `unpaid`; `async_payment_succeeded` follows), a partial refund, and
 * events that name no order. Amounts are converted back to Kreide's hundredths.
 */
export function stripeEventToPaymentEvent(envelope: StripeEventEnvelope): PaymentEvent | null {
  const object = envelope.data.object;
  let outcome: PaymentOutcome | null = null;
  let orderId: string | null = null;
  let amount: number | null = null;
  switch (envelope.type) {
    case 'checkout.session.completed':
      outcome = object.payment_status === 'paid' ? 'paid' : null;
      break;
    case 'checkout.session.async_payment_succeeded':
      outcome = 'paid';
      break;
    case 'checkout.session.async_payment_failed':
      outcome = 'failed';
      break;
    case 'checkout.session.expired':
      outcome = 'cancelled';
      break;
    case 'charge.refunded':
      outcome = object.refunded === true ? 'refunded' : null;
      break;
  }
  if (!outcome) return null;
  if (envelope.type === 'charge.refunded') {
    orderId = metadataOrderId(object);
    amount = integer(object.amount_refunded);
  } else {
    orderId = metadataOrderId(object) ?? text(object.client_reference_id);
    amount = integer(object.amount_total);
  }
  if (!orderId) return null;
  const currency = text(object.currency)?.toUpperCase() ?? null;
  return {
    provider: 'stripe',
    eventId: envelope.id,
    orderId,
    outcome,
    providerRef: text(object.id),
    amount: amount === null || currency === null ? amount : fromStripeAmount(amount, currency),
    currency,
    createdAt: envelope.created,
  };
}
