import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { assertOriginEnv } from '../../../src/origin/env';
import { originEnv } from './origin-env';
import { paymentProviderFor } from '../../../src/origin/providers/payments';
import { createDemoProvider, demoPaymentEvent } from '../../../src/origin/providers/payments/demo';
import {
  createStripeProvider,
  fromStripeAmount,
  STRIPE_API_VERSION,
  stripeEventToPaymentEvent,
  toStripeAmount,
  verifyStripeWebhook,
  WebhookSignatureError,
  type StripeEventEnvelope,
} from '../../../src/origin/providers/payments/stripe';
import { PaymentProviderError, type PaymentStart } from '../../../src/origin/providers/payments/types';

const SECRET = 'whsec_test_secret_for_unit_tests';
const NOW = 1_800_000_000;

/** Stripe's signature, computed independently of the code under test (Node's crypto). */
function sign(body: string, timestamp: number, secret = SECRET): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

function eventBody(type: string, object: Record<string, unknown>, id = 'evt_1'): string {
  return JSON.stringify({ id, object: 'event', type, created: NOW - 5, livemode: false, data: { object } });
}

const sessionBody = eventBody('checkout.session.completed', {
  id: 'cs_test_1',
  object: 'checkout.session',
  payment_status: 'paid',
  amount_total: 1250,
  currency: 'eur',
  client_reference_id: 'ord_ABCDEFGH',
  metadata: { order_id: 'ord_ABCDEFGH' },
});

describe('verifyStripeWebhook', () => {
  it('accepts a correctly signed body and answers the event', async () => {
    const event = await verifyStripeWebhook(sessionBody, `t=${NOW},v1=${sign(sessionBody, NOW)}`, SECRET, NOW);
    expect(event.id).toBe('evt_1');
    expect(event.type).toBe('checkout.session.completed');
    expect(event.data.object.id).toBe('cs_test_1');
  });

  it('refuses a tampered body', async () => {
    const header = `t=${NOW},v1=${sign(sessionBody, NOW)}`;
    const tampered = sessionBody.replace('1250', '1');
    await expect(verifyStripeWebhook(tampered, header, SECRET, NOW)).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it('refuses a signature made with another secret', async () => {
    const header = `t=${NOW},v1=${sign(sessionBody, NOW, 'whsec_someone_else')}`;
    await expect(verifyStripeWebhook(sessionBody, header, SECRET, NOW)).rejects.toThrow('signature does not match');
  });

  it('refuses timestamps outside the tolerance, in both directions', async () => {
    const old = NOW - 301;
    await expect(verifyStripeWebhook(sessionBody, `t=${old},v1=${sign(sessionBody, old)}`, SECRET, NOW)).rejects.toThrow('tolerance');
    const future = NOW + 301;
    await expect(verifyStripeWebhook(sessionBody, `t=${future},v1=${sign(sessionBody, future)}`, SECRET, NOW)).rejects.toThrow('tolerance');
    const edge = NOW - 300;
    await expect(verifyStripeWebhook(sessionBody, `t=${edge},v1=${sign(sessionBody, edge)}`, SECRET, NOW)).resolves.toMatchObject({ id: 'evt_1' });
    await expect(verifyStripeWebhook(sessionBody, `t=${old},v1=${sign(sessionBody, old)}`, SECRET, NOW, 600)).resolves.toMatchObject({ id: 'evt_1' });
  });

  it('refuses a missing or malformed header', async () => {
    await expect(verifyStripeWebhook(sessionBody, null, SECRET, NOW)).rejects.toThrow('missing');
    await expect(verifyStripeWebhook(sessionBody, '', SECRET, NOW)).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(verifyStripeWebhook(sessionBody, `v1=${sign(sessionBody, NOW)}`, SECRET, NOW)).rejects.toThrow('timestamp');
    await expect(verifyStripeWebhook(sessionBody, `t=${NOW}`, SECRET, NOW)).rejects.toThrow('v1');
    // A v0 (test-mode legacy) signature is not accepted in place of v1.
    await expect(verifyStripeWebhook(sessionBody, `t=${NOW},v0=${sign(sessionBody, NOW)}`, SECRET, NOW)).rejects.toThrow('v1');
  });

  it('accepts a header with several v1 signatures when one of them is valid (secret rolling)', async () => {
    const header = `t=${NOW},v1=${sign(sessionBody, NOW, 'whsec_old_secret')},v1=${sign(sessionBody, NOW)},v0=${'0'.repeat(64)}`;
    await expect(verifyStripeWebhook(sessionBody, header, SECRET, NOW)).resolves.toMatchObject({ id: 'evt_1' });
    const none = `t=${NOW},v1=${sign(sessionBody, NOW, 'whsec_a')},v1=${sign(sessionBody, NOW, 'whsec_b')}`;
    await expect(verifyStripeWebhook(sessionBody, none, SECRET, NOW)).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it('refuses a signed body that is not a Stripe event', async () => {
    const body = '{"hello":"world"}';
    await expect(verifyStripeWebhook(body, `t=${NOW},v1=${sign(body, NOW)}`, SECRET, NOW)).rejects.toThrow('not a Stripe event');
  });
});

describe('stripeEventToPaymentEvent', () => {
  const envelope = (type: string, object: Record<string, unknown>): StripeEventEnvelope => ({ id: 'evt_9', type, created: NOW, data: { object } });
  const session = (extra: Record<string, unknown> = {}) => ({
    id: 'cs_test_9',
    payment_status: 'paid',
    amount_total: 4990,
    currency: 'eur',
    client_reference_id: 'ord_client_ref',
    metadata: { order_id: 'ord_metadata' },
    ...extra,
  });

  it('maps a paid completed session', () => {
    expect(stripeEventToPaymentEvent(envelope('checkout.session.completed', session()))).toEqual({
      provider: 'stripe',
      eventId: 'evt_9',
      orderId: 'ord_metadata',
      outcome: 'paid',
      providerRef: 'cs_test_9',
      amount: 4990,
      currency: 'EUR',
      createdAt: NOW,
    });
  });

  it('ignores a completed session still waiting for an asynchronous payment', () => {
    expect(stripeEventToPaymentEvent(envelope('checkout.session.completed', session({ payment_status: 'unpaid' })))).toBeNull();
  });

  it('maps asynchronous success and failure, and expiry', () => {
    expect(stripeEventToPaymentEvent(envelope('checkout.session.async_payment_succeeded', session()))?.outcome).toBe('paid');
    expect(stripeEventToPaymentEvent(envelope('checkout.session.async_payment_failed', session({ payment_status: 'unpaid' })))?.outcome).toBe('failed');
    expect(stripeEventToPaymentEvent(envelope('checkout.session.expired', session({ payment_status: 'unpaid' })))?.outcome).toBe('cancelled');
  });

  it('falls back to client_reference_id when the metadata names no order', () => {
    expect(stripeEventToPaymentEvent(envelope('checkout.session.completed', session({ metadata: {} })))?.orderId).toBe('ord_client_ref');
    expect(stripeEventToPaymentEvent(envelope('checkout.session.completed', session({ metadata: {}, client_reference_id: null })))).toBeNull();
  });

  it('maps a full refund by the charge metadata, and ignores partial refunds', () => {
    const charge = { id: 'ch_1', object: 'charge', refunded: true, amount: 4990, amount_refunded: 4990, currency: 'eur', metadata: { order_id: 'ord_metadata' } };
    expect(stripeEventToPaymentEvent(envelope('charge.refunded', charge))).toMatchObject({
      outcome: 'refunded',
      orderId: 'ord_metadata',
      providerRef: 'ch_1',
      amount: 4990,
      currency: 'EUR',
    });
    expect(stripeEventToPaymentEvent(envelope('charge.refunded', { ...charge, refunded: false, amount_refunded: 1000 }))).toBeNull();
    // A charge has no client_reference_id; without metadata the order is unknown.
    expect(stripeEventToPaymentEvent(envelope('charge.refunded', { ...charge, metadata: {}, client_reference_id: 'ord_x' }))).toBeNull();
  });

  it('ignores other event types', () => {
    expect(stripeEventToPaymentEvent(envelope('payment_intent.succeeded', session()))).toBeNull();
    expect(stripeEventToPaymentEvent(envelope('customer.created', {}))).toBeNull();
  });

  it('converts zero-decimal amounts back to hundredths', () => {
    expect(stripeEventToPaymentEvent(envelope('checkout.session.completed', session({ amount_total: 500, currency: 'jpy' }))))
      .toMatchObject({ amount: 50_000, currency: 'JPY' });
  });
});

describe('zero-decimal and three-decimal currencies', () => {
  it('sends hundredths unchanged for two-decimal currencies', () => {
    expect(toStripeAmount(1250, 'EUR')).toBe(1250);
    expect(toStripeAmount(1250, 'usd')).toBe(1250);
    expect(toStripeAmount(1234, 'HUF')).toBe(1234);
  });

  it('divides by 100 for zero-decimal currencies and refuses fractions', () => {
    expect(toStripeAmount(50_000, 'JPY')).toBe(500);
    expect(toStripeAmount(1_000_000, 'krw')).toBe(10_000);
    expect(toStripeAmount(990_000, 'CLP')).toBe(9_900);
    expect(() => toStripeAmount(1250, 'CLP')).toThrow(PaymentProviderError);
    expect(() => toStripeAmount(50_050, 'JPY')).toThrow(/whole units/);
  });

  it('keeps ISK two-decimal but whole', () => {
    expect(toStripeAmount(50_000, 'ISK')).toBe(50_000);
    expect(() => toStripeAmount(50_010, 'ISK')).toThrow(PaymentProviderError);
  });

  it('multiplies by 10 for three-decimal currencies', () => {
    expect(toStripeAmount(1250, 'KWD')).toBe(12_500);
    expect(fromStripeAmount(12_500, 'KWD')).toBe(1250);
  });

  it('refuses nothing-to-pay and non-integer amounts', () => {
    expect(() => toStripeAmount(0, 'EUR')).toThrow(PaymentProviderError);
    expect(() => toStripeAmount(12.5, 'EUR')).toThrow(PaymentProviderError);
  });
});

const start: PaymentStart = {
  orderId: 'ord_ABCDEFGH',
  amountDue: 990,
  currency: 'EUR',
  world: 'de',
  description: 'Kreide order ord_ABCDEFGH',
  customerEmail: 'lehrerin@demo.kreide.example',
  successUrl: 'https://kreide.example/de/checkout/success?order=ord_ABCDEFGH',
  cancelUrl: 'https://kreide.example/de/cart',
  idempotencyKey: 'idem_0123456789abcdef',
  // Do not add up to amountDue (credits were used): Stripe still gets one line with amountDue.
  lines: [
    { title: 'Bruchrechnen Klasse 5', amount: 700 },
    { title: 'Satzglieder', amount: 500 },
  ],
};

interface Captured {
  url: string;
  method: string | undefined;
  headers: Headers;
  form: URLSearchParams;
}

function fakeFetch(status: number, answer: unknown): { fetch: typeof fetch; calls: Captured[] } {
  const calls: Captured[] = [];
  const fetcher: typeof fetch = async (input, init) => {
    calls.push({ url: String(input), method: init?.method, headers: new Headers(init?.headers), form: new URLSearchParams(String(init?.body)) });
    return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
  };
  return { fetch: fetcher, calls };
}

describe('Stripe provider start()', () => {
  const KEY = 'sk_test_51SuperSecretKeyValue';

  it('creates a checkout session with one line of the amount due', async () => {
    const fake = fakeFetch(200, { id: 'cs_test_new', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_test_new' });
    const provider = createStripeProvider({ secretKey: KEY, apiBase: 'https://stripe.test/', fetch: fake.fetch });
    expect(provider.name).toBe('stripe');
    expect(await provider.start(start)).toEqual({ redirectUrl: 'https://checkout.stripe.com/c/pay/cs_test_new', providerRef: 'cs_test_new' });

    expect(fake.calls).toHaveLength(1);
    const call = fake.calls[0]!;
    expect(call.url).toBe('https://stripe.test/v1/checkout/sessions');
    expect(call.method).toBe('POST');
    expect(call.headers.get('authorization')).toBe(`Bearer ${KEY}`);
    expect(call.headers.get('idempotency-key')).toBe('idem_0123456789abcdef');
    expect(call.headers.get('stripe-version')).toBe(STRIPE_API_VERSION);
    expect(call.headers.get('content-type')).toBe('application/x-www-form-urlencoded');

    const form = Object.fromEntries(call.form);
    expect(form).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '990',
      'line_items[0][price_data][product_data][name]': 'Order ord_ABCDEFGH',
      client_reference_id: 'ord_ABCDEFGH',
      'metadata[order_id]': 'ord_ABCDEFGH',
      'payment_intent_data[metadata][order_id]': 'ord_ABCDEFGH',
      success_url: start.successUrl,
      cancel_url: start.cancelUrl,
      customer_email: start.customerEmail,
    });
    expect(call.form.has('line_items[1][price_data][unit_amount]')).toBe(false);
    expect([...call.form.keys()].some((key) => key.startsWith('payment_method_types'))).toBe(false);
  });

  it('sends zero-decimal currencies in whole units', async () => {
    const fake = fakeFetch(200, { id: 'cs_test_jpy', url: 'https://checkout.stripe.com/c/pay/cs_test_jpy' });
    await createStripeProvider({ secretKey: KEY, fetch: fake.fetch }).start({ ...start, currency: 'JPY', amountDue: 150_000 });
    expect(fake.calls[0]!.url).toBe('https://api.stripe.com/v1/checkout/sessions');
    expect(fake.calls[0]!.form.get('line_items[0][price_data][currency]')).toBe('jpy');
    expect(fake.calls[0]!.form.get('line_items[0][price_data][unit_amount]')).toBe('1500');
  });

  it("throws Stripe's message on an error answer, without the key", async () => {
    const fake = fakeFetch(401, { error: { type: 'invalid_request_error', message: `Invalid API Key provided: ${KEY}` } });
    const failure = await createStripeProvider({ secretKey: KEY, fetch: fake.fetch }).start(start).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PaymentProviderError);
    const error = failure as PaymentProviderError;
    expect(error.status).toBe(401);
    expect(error.code).toBe('invalid_request_error');
    expect(error.message).toContain('Invalid API Key provided');
    expect(error.message).not.toContain(KEY);
  });

  it('throws on an amount Stripe cannot charge exactly, before calling Stripe', async () => {
    const fake = fakeFetch(200, {});
    await expect(createStripeProvider({ secretKey: KEY, fetch: fake.fetch }).start({ ...start, currency: 'JPY', amountDue: 150_050 })).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
    expect(fake.calls).toHaveLength(0);
  });

  it('throws when Stripe cannot be reached', async () => {
    const failing: typeof fetch = async () => {
      throw new TypeError('network down');
    };
    await expect(createStripeProvider({ secretKey: KEY, fetch: failing }).start(start)).rejects.toThrow('Stripe could not be reached');
  });
});

describe('demo provider', () => {
  it('sends the buyer to the local demo page', async () => {
    const provider = createDemoProvider({ publicUrl: 'http://localhost:8787/' });
    expect(provider.name).toBe('demo');
    expect(await provider.start(start)).toEqual({
      redirectUrl: 'http://localhost:8787/dev/demo-payment/ord_ABCDEFGH?world=de',
      providerRef: 'demo_ord_ABCDEFGH',
    });
  });

  it('gives a replayed answer the same event id', () => {
    const first = demoPaymentEvent('ord_ABCDEFGH', 'paid', NOW);
    const replay = demoPaymentEvent('ord_ABCDEFGH', 'paid', NOW + 60);
    expect(first.eventId).toBe('demo_ord_ABCDEFGH_paid');
    expect(replay.eventId).toBe(first.eventId);
    expect(first).toMatchObject({ provider: 'demo', orderId: 'ord_ABCDEFGH', outcome: 'paid', providerRef: 'demo_ord_ABCDEFGH' });
    expect(demoPaymentEvent('ord_ABCDEFGH', 'failed', NOW).eventId).not.toBe(first.eventId);
  });
});

describe('payment settings', () => {
  const env = originEnv;
  const production = { ENVIRONMENT: 'production', PASSWORD_PEPPER: 'a-real-production-pepper-value', MAIL_PROVIDER: 'http', EDGE_ORIGIN_KEY: 'a-real-production-edge-key' } as const;

  it('defaults to the demo provider outside production', () => {
    expect(() => assertOriginEnv(env({}))).not.toThrow();
    expect(paymentProviderFor(env({})).name).toBe('demo');
  });

  it('refuses the demo provider in production, explicit or by default', () => {
    expect(() => assertOriginEnv(env({ ...production, PAYMENT_PROVIDER: 'demo' }))).toThrow(/PAYMENT_PROVIDER=stripe/);
    expect(() => assertOriginEnv(env(production))).toThrow(/PAYMENT_PROVIDER=stripe/);
  });

  it('requires both Stripe secrets with PAYMENT_PROVIDER=stripe', () => {
    expect(() => assertOriginEnv(env({ ...production, PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_live_x' }))).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => assertOriginEnv(env({ PAYMENT_PROVIDER: 'stripe', STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_SECRET_KEY: '' }))).toThrow(/STRIPE_SECRET_KEY/);
    const ok = env({ ...production, PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', VAT_VERIFIER: 'vies' });
    expect(() => assertOriginEnv(ok)).not.toThrow();
    expect(paymentProviderFor(ok).name).toBe('stripe');
  });

  it('refuses an unknown provider', () => {
    expect(() => assertOriginEnv(env({ PAYMENT_PROVIDER: 'paypal' as never }))).toThrow();
  });
});

describe('Stripe provider cancel()', () => {
  const KEY = 'sk_test_51CancelKeyValue';

  it('expires the checkout session', async () => {
    const fake = fakeFetch(200, { id: 'cs_test_1', status: 'expired' });
    await createStripeProvider({ secretKey: KEY, apiBase: 'https://stripe.test', fetch: fake.fetch }).cancel('cs_test_1');
    expect(fake.calls[0]).toMatchObject({ url: 'https://stripe.test/v1/checkout/sessions/cs_test_1/expire', method: 'POST' });
    expect(fake.calls[0]!.headers.get('authorization')).toBe(`Bearer ${KEY}`);
  });

  it('refuses when the session can no longer be expired (just paid), without leaking the key', async () => {
    const fake = fakeFetch(400, { error: { type: 'invalid_request_error', message: `Session is complete (${KEY})` } });
    const failure = await createStripeProvider({ secretKey: KEY, fetch: fake.fetch }).cancel('cs_test_2').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PaymentProviderError);
    expect(String((failure as Error).message)).not.toContain(KEY);
  });

  it('sets an expiry on new sessions', async () => {
    const fake = fakeFetch(200, { id: 'cs_test_3', url: 'https://checkout.stripe.com/c/pay/cs_test_3' });
    const before = Math.floor(Date.now() / 1000);
    await createStripeProvider({ secretKey: KEY, fetch: fake.fetch }).start({
      orderId: 'o_expiry_test',
      amountDue: 500,
      currency: 'EUR',
      world: 'de',
      description: '',
      customerEmail: 'a@b.example',
      successUrl: 'https://kreide.example/ok',
      cancelUrl: 'https://kreide.example/back',
      idempotencyKey: 'key-expiry-test-0001',
      lines: [],
    });
    const expires = Number(fake.calls[0]!.form.get('expires_at'));
    expect(expires - before).toBeGreaterThanOrEqual(30 * 60);
    expect(expires - before).toBeLessThanOrEqual(24 * 3600);
  });
});

describe('the edge key', () => {
  it('refuses the development key in production', () => {
    const production = { ENVIRONMENT: 'production', PASSWORD_PEPPER: 'a-real-production-pepper-value', MAIL_PROVIDER: 'http', PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', VAT_VERIFIER: 'vies' } as const;
    const env = (key: string) => originEnv({ ...production, PUBLIC_URL: 'https://kreide.example', EDGE_ORIGIN_KEY: key });
    expect(() => assertOriginEnv(env('kreide-local-development-edge-key'))).toThrow(/EDGE_ORIGIN_KEY/);
    expect(() => assertOriginEnv(env('a-real-production-edge-key'))).not.toThrow();
  });
});
