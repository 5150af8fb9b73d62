/**
 * Reliability of money paths under concurrency (docs/commerce.md): concurrent checkouts of one cart,
 * replayed and reordered payment webhooks, concurrent redemptions of a single-use voucher and
 * of the last credits. Every run asserts; `bench/commerce.mjs` collects the summary lines into
 * bench/results/commerce.md.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import origin from '../../src/origin/index';
import { placeOrder, type NewOrder } from '../../src/origin/db/orders';
import { cartCall, cartOf, grantCredits, insertMaterial, insertVoucher, newKey, quickUser } from './commerce-kit';
import type { CheckoutResult } from '../../src/shared/schemas/commerce';

const WEBHOOK_SECRET = 'whsec_reliability_test';
const stripeEnv = { ...env, PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_reliability', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET };
const RUNS = 200;

const sessions = new Map<string, number>();
/** What each opened Stripe session was asked to charge. */
const charged = new Map<string, number>();
let sessionCounter = 0;

async function stripeCall(path: string, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await origin.fetch(new Request(`https://origin.test/api/${path}`, init), stripeEnv, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

function checkoutWithStripe(token: string, key: string): Promise<Response> {
  return stripeCall('v1/cart/checkout?world=de', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ idempotencyKey: key, paymentMethod: 'stripe', withdrawalConsent: true }),
  });
}

async function hmacHex(secret: string, payload: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(payload)));
  return [...signature].map((b) => b.toString(16).padStart(2, '0')).join('');
}

async function deliver(event: object): Promise<Response> {
  const body = JSON.stringify(event);
  const t = Math.floor(Date.now() / 1000);
  const signature = `t=${t},v1=${await hmacHex(WEBHOOK_SECRET, `${t}.${body}`)}`;
  return stripeCall('v3/payments/stripe/webhook', { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body });
}

function sessionEvent(id: string, type: string, orderId: string, amount: number, paymentStatus: 'paid' | 'unpaid') {
  return {
    id,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: `cs_${orderId}`,
        object: 'checkout.session',
        client_reference_id: orderId,
        metadata: { order_id: orderId },
        amount_total: amount,
        currency: 'eur',
        payment_status: paymentStatus,
      },
    },
  };
}

function shuffle<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) % 2147483648;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

beforeAll(() => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith('https://api.stripe.com/v1/checkout/sessions')) throw new Error(`unexpected fetch ${url}`);
    const form = new URLSearchParams(String(init?.body ?? ''));
    const orderId = form.get('client_reference_id') ?? '';
    sessions.set(orderId, (sessions.get(orderId) ?? 0) + 1);
    charged.set(orderId, Number(form.get('line_items[0][price_data][unit_amount]')));
    const id = `cs_test_${++sessionCounter}`;
    return new Response(JSON.stringify({ id, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${id}`, amount_total: Number(form.get('line_items[0][price_data][unit_amount]')) }), {
      headers: { 'content-type': 'application/json' },
    });
  });
});

afterAll(() => {
  vi.restoreAllMocks();
});

describe('concurrent checkout of one cart, webhooks replayed and out of order', () => {
  it(`never duplicates or loses an order over ${RUNS} runs`, async () => {
    const summary = { runs: RUNS, ordersCreated: 0, duplicateOrders: 0, lostOrders: 0, paidTwice: 0, stripeSessionsOpened: 0, webhookDeliveries: 0, checkoutRequests: 0 };
    for (let run = 0; run < RUNS; run++) {
      const buyer = await quickUser();
      const material = await insertMaterial({ price: 100 + run });
      await cartOf(await cartCall('v1/cart/add', { token: buyer.token, body: { materialId: material.id } }));
      const [k1, k2, k3] = [newKey(), newKey(), newKey()];
      const responses = await Promise.all([k1, k1, k2, k3, k1].map((key) => checkoutWithStripe(buyer.token, key)));
      summary.checkoutRequests += responses.length;
      const results = await Promise.all(
        responses.map(async (r) => {
          expect([200, 201]).toContain(r.status);
          return ((await r.json()) as { data: CheckoutResult }).data;
        }),
      );
      const ids = new Set(results.map((r) => r.order.id));
      // Every twin request is sent on to the one hosted payment page.
      expect(new Set(results.map((r) => (r.next.type === 'redirect' ? r.next.url : 'none'))).size).toBe(1);
      expect(results[0]?.next.type).toBe('redirect');
      const orders = await env.DB.prepare('SELECT public_id, amount_due FROM orders WHERE user_id = ?').bind(buyer.userId).all<{ public_id: string; amount_due: number }>();
      summary.ordersCreated += orders.results.length;
      if (orders.results.length > 1 || ids.size > 1) summary.duplicateOrders++;
      expect(orders.results).toHaveLength(1);
      expect(ids.size).toBe(1);
      const orderId = orders.results[0]?.public_id ?? '';
      const amount = orders.results[0]?.amount_due ?? 0;
      expect(amount).toBe(100 + run);
      summary.stripeSessionsOpened += sessions.get(orderId) ?? 0;
      expect(sessions.get(orderId)).toBe(1);
      // Stripe is asked for exactly what the server computed (EUR: minor units as they are).
      expect(charged.get(orderId)).toBe(amount);

      // Completed-but-unpaid, then the async success, each replayed; an expiry notice in a third of the runs; shuffled.
      const succeeded = sessionEvent(`evt_ok_${run}`, 'checkout.session.async_payment_succeeded', orderId, amount, 'paid');
      const completed = sessionEvent(`evt_done_${run}`, 'checkout.session.completed', orderId, amount, 'unpaid');
      const deliveries = [...Array(5).fill(succeeded), completed, completed];
      if (run % 3 === 0) deliveries.push(sessionEvent(`evt_late_expiry_${run}`, 'checkout.session.expired', orderId, amount, 'unpaid'));
      const ordered = shuffle(deliveries, run + 1);
      // The expiry, if any, comes after the success (Stripe does not expire a paid session).
      const answers = await Promise.all(ordered.filter((e) => e.type !== 'checkout.session.expired').map((e) => deliver(e)));
      for (const e of ordered.filter((e) => e.type === 'checkout.session.expired')) answers.push(await deliver(e));
      summary.webhookDeliveries += answers.length;
      for (const answer of answers) expect(answer.status).toBe(200);

      const state = await env.DB.prepare(
        `SELECT o.status, (SELECT COUNT(*) FROM invoices i WHERE i.order_id = o.id) AS invoices, (SELECT COUNT(*) FROM purchases p WHERE p.order_id = o.id) AS purchases,
           (SELECT COUNT(*) FROM sales s WHERE s.buyer_id = o.user_id) AS sales, (SELECT COUNT(*) FROM royalties r WHERE r.order_id = o.id) AS royalties
         FROM orders o WHERE o.public_id = ?`,
      )
        .bind(orderId)
        .first<{ status: string; invoices: number; purchases: number; sales: number; royalties: number }>();
      if (state?.status !== 'paid') summary.lostOrders++;
      if ((state?.invoices ?? 0) > 1 || (state?.sales ?? 0) > 1) summary.paidTwice++;
      expect(state).toEqual({ status: 'paid', invoices: 1, purchases: 1, sales: 1, royalties: 1 });
    }
    console.log(`RELIABILITY checkout ${JSON.stringify(summary)}`);
    expect(summary.duplicateOrders + summary.lostOrders + summary.paidTwice).toBe(0);
  }, 600_000);

  it('refuses forged, stale and wrong-amount webhooks and changes nothing', async () => {
    const buyer = await quickUser();
    const material = await insertMaterial({ price: 777 });
    await cartCall('v1/cart/add', { token: buyer.token, body: { materialId: material.id } });
    const { order } = ((await (await checkoutWithStripe(buyer.token, newKey())).json()) as { data: CheckoutResult }).data;
    const body = JSON.stringify(sessionEvent('evt_forged', 'checkout.session.completed', order.id, 777, 'paid'));
    const forged = await stripeCall('v3/payments/stripe/webhook', { method: 'POST', headers: { 'stripe-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` }, body });
    expect(forged.status).toBe(400);
    const old = Math.floor(Date.now() / 1000) - 3600;
    const stale = await stripeCall('v3/payments/stripe/webhook', { method: 'POST', headers: { 'stripe-signature': `t=${old},v1=${await hmacHex(WEBHOOK_SECRET, `${old}.${body}`)}` }, body });
    expect(stale.status).toBe(400);
    // A paid event for less than the server computed does not pay the order.
    expect((await deliver(sessionEvent('evt_cheap', 'checkout.session.completed', order.id, 1, 'paid'))).status).toBe(200);
    const row = await env.DB.prepare('SELECT status FROM orders WHERE public_id = ?').bind(order.id).first<{ status: string }>();
    expect(row?.status).toBe('pending');
    const stored = await env.DB.prepare('SELECT amount_due FROM orders WHERE public_id = ?').bind(order.id).first<{ amount_due: number }>();
    expect(stored?.amount_due).toBe(777);
  });

  it('refunds once: licence withdrawn, royalties reversed, a credit note numbered', async () => {
    const buyer = await quickUser();
    const material = await insertMaterial({ price: 1000 });
    await cartCall('v1/cart/add', { token: buyer.token, body: { materialId: material.id } });
    const { order } = ((await (await checkoutWithStripe(buyer.token, newKey())).json()) as { data: CheckoutResult }).data;
    await deliver(sessionEvent('evt_refund_paid', 'checkout.session.completed', order.id, 1000, 'paid'));
    const refund = {
      id: 'evt_refund_1',
      object: 'event',
      type: 'charge.refunded',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'ch_1', object: 'charge', refunded: true, amount_refunded: 1000, currency: 'eur', metadata: { order_id: order.id } } },
    };
    const answers = await Promise.all([deliver(refund), deliver(refund), deliver(refund)]);
    for (const a of answers) expect(a.status).toBe(200);
    const state = await env.DB.prepare(
      `SELECT o.status, (SELECT COUNT(*) FROM purchases p WHERE p.order_id = o.id) AS purchases,
         (SELECT SUM(amount) FROM royalties r WHERE r.order_id = o.id) AS royalty, (SELECT COUNT(*) FROM invoices i WHERE i.order_id = o.id AND i.kind = 'credit_note') AS notes
       FROM orders o WHERE o.public_id = ?`,
    )
      .bind(order.id)
      .first();
    expect(state).toEqual({ status: 'refunded', purchases: 0, royalty: 0, notes: 1 });
  });
});

describe('single-use voucher and last credits under 100 concurrent requests', () => {
  it('redeems a single-use voucher exactly once', async () => {
    const code = await insertVoucher({ maxTotal: 1, kind: 'percent', value: 50 });
    const buyers = [];
    for (let i = 0; i < 100; i++) {
      const buyer = await quickUser();
      const material = await insertMaterial({ price: 1000 });
      await cartCall('v1/cart/add', { token: buyer.token, body: { materialId: material.id } });
      const cart = await cartOf(await cartCall('v1/cart/voucher/apply', { token: buyer.token, body: { code } }));
      expect(cart.voucherError).toBeNull();
      buyers.push(buyer);
    }
    const responses = await Promise.all(buyers.map((b) => cartCall('v1/cart/checkout', { token: b.token, body: { idempotencyKey: newKey(), paymentMethod: 'demo', withdrawalConsent: true } })));
    const statuses = responses.map((r) => r.status);
    const placed = statuses.filter((s) => s === 201).length;
    const refused = statuses.filter((s) => s === 409).length;
    const voucher = await env.DB.prepare('SELECT id, uses_count FROM vouchers WHERE code = ?').bind(code).first<{ id: number; uses_count: number }>();
    const withVoucher = await env.DB.prepare('SELECT COUNT(*) AS n FROM orders WHERE voucher_id = ?').bind(voucher?.id).first<{ n: number }>();
    console.log(`RELIABILITY voucher ${JSON.stringify({ requests: 100, placed, refused, usesCount: voucher?.uses_count, ordersWithVoucher: withVoucher?.n })}`);
    expect(placed).toBe(1);
    expect(refused).toBe(99);
    expect(voucher?.uses_count).toBe(1);
    expect(withVoucher?.n).toBe(1);
  });

  it('spends the last credits exactly once through the API (one cart, 100 keys)', async () => {
    const buyer = await quickUser();
    await grantCredits(buyer.userId, 500);
    const material = await insertMaterial({ price: 500 });
    await cartCall('v1/cart/add', { token: buyer.token, body: { materialId: material.id } });
    await cartCall('v1/cart/credits', { token: buyer.token, body: { use: true } });
    const responses = await Promise.all(Array.from({ length: 100 }, () => cartCall('v1/cart/checkout', { token: buyer.token, body: { idempotencyKey: newKey(), paymentMethod: 'demo', withdrawalConsent: true } })));
    const ids = new Set(await Promise.all(responses.map(async (r) => ((await r.json()) as { data: CheckoutResult }).data.order.id)));
    const balance = await env.DB.prepare('SELECT amount FROM credit_balances WHERE user_id = ?').bind(buyer.userId).first<{ amount: number }>();
    const spent = await env.DB.prepare(`SELECT COUNT(*) AS n, SUM(amount) AS total FROM credit_ledger WHERE user_id = ? AND reason = 'order'`).bind(buyer.userId).first<{ n: number; total: number }>();
    console.log(`RELIABILITY credits-api ${JSON.stringify({ requests: 100, orders: ids.size, balance: balance?.amount, spendEntries: spent?.n })}`);
    expect(ids.size).toBe(1);
    expect(balance?.amount).toBe(0);
    expect(spent).toEqual({ n: 1, total: -500 });
  });

  it('lets only one of 100 concurrent orders take the last credits (100 carts of one user)', async () => {
    const buyer = await quickUser();
    await grantCredits(buyer.userId, 300);
    const material = await insertMaterial({ price: 300 });
    const now = new Date().toISOString();
    const carts: number[] = [];
    for (let i = 0; i < 100; i++) {
      const row = await env.DB.prepare(`INSERT INTO carts (token_hash, world, user_id, status, created_at, updated_at) VALUES (?, 'de', ?, 'merged', ?, ?) RETURNING id`)
        .bind(`credit-race-${buyer.userId}-${i}`, buyer.userId, now, now)
        .first<{ id: number }>();
      carts.push(row?.id ?? 0);
    }
    const order = (cartId: number, i: number): NewOrder => ({
      publicId: `o_credit_race_${buyer.userId}_${i}`,
      world: 'de',
      userId: buyer.userId,
      cartId,
      schoolId: null,
      idempotencyKey: `credit-race-${i}-${newKey()}`,
      paymentMethod: 'credits',
      withdrawalConsentAt: null,
      currency: 'EUR',
      originalPrice: 300,
      voucherId: null,
      voucherMaxUsesPerUser: null,
      voucherDiscount: 0,
      creditsUsed: 300,
      gross: 300,
      net: 252,
      vatAmount: 48,
      vatRateBp: 1900,
      vatScheme: 'oss',
      buyerCountry: 'DE',
      buyerVatId: null,
      vatVerificationId: null,
      countryEvidence: {},
      billing: {},
      amountDue: 0,
      items: [{ materialId: material.id, authorId: 7001, title: 't', listPrice: 300, finalPrice: 300, voucherDiscount: 0, net: 252, vatAmount: 48 }],
    });
    const results = await Promise.all(carts.map((cartId, i) => placeOrder(env.DB, order(cartId, i), new Date())));
    const placed = results.filter((r) => r.placed).length;
    const balance = await env.DB.prepare('SELECT amount FROM credit_balances WHERE user_id = ?').bind(buyer.userId).first<{ amount: number }>();
    console.log(`RELIABILITY credits-race ${JSON.stringify({ requests: 100, placed, refused: 100 - placed, balance: balance?.amount })}`);
    expect(placed).toBe(1);
    expect(results.filter((r) => !r.placed && r.reason === 'credits_changed')).toHaveLength(99);
    expect(balance?.amount).toBe(0);
  });
});
