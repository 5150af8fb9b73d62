/**
 * Refunds from the staff screen (docs/operations.md, "Refunds"): full and partial, licences kept
 * or withdrawn, royalties reversed, credits and voucher back, a credit note per refund; safe
 * under concurrent clicks and replayed `charge.refunded` webhooks; sums reconcile in a
 * model-based run against D1.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import origin from '../../src/origin/index';
import { call, data, get, makeStaff } from './accounts';
import { cartCall, checkout, checkoutResult, grantCredits, insertMaterial, insertVoucher, newKey, payDemo, quickUser } from './commerce-kit';
import type { RefundView } from '../../src/shared/schemas/operations';

let finance: { userId: number; token: string };
let support: { userId: number; token: string };

beforeAll(async () => {
  finance = await quickUser('Finanzen Test');
  await makeStaff(finance.userId, ['finance']);
  support = await quickUser('Kundendienst Test');
  await makeStaff(support.userId, ['support']);
});

/** A paid demo order of the given materials (prices in cents), with credits and a voucher if asked. */
async function paidOrder(prices: number[], options: { credits?: number; voucher?: string } = {}): Promise<{ buyer: { userId: number; token: string }; orderId: string; materials: number[] }> {
  const buyer = await quickUser();
  const materials: number[] = [];
  for (const price of prices) {
    const m = await insertMaterial({ price });
    materials.push(m.id);
    await cartCall('v1/cart/add', { token: buyer.token, body: { materialId: m.id } });
  }
  if (options.credits) {
    await grantCredits(buyer.userId, options.credits);
    await cartCall('v1/cart/credits', { token: buyer.token, body: { use: true } });
  }
  if (options.voucher) await cartCall('v1/cart/voucher/apply', { token: buyer.token, body: { code: options.voucher } });
  const result = await checkoutResult(await checkout(buyer.token, { idempotencyKey: newKey(), paymentMethod: 'demo', withdrawalConsent: true }));
  if (result.order.status === 'pending') await payDemo(buyer.token, result.order.id);
  return { buyer, orderId: result.order.id, materials };
}

function refund(orderId: string, body: Record<string, unknown>, token = finance.token): Promise<Response> {
  return call(`v3/staff/orders/${orderId}/refunds`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ requestKey: newKey(), keepLicence: false, reason: 'Kundin hat doppelt gekauft', ...body }),
  });
}

async function state(orderId: string) {
  return env.DB.prepare(
    `SELECT o.status, o.gross, o.refunded, o.credits_used, o.amount_due,
       (SELECT COUNT(*) FROM purchases p WHERE p.order_id = o.id) AS purchases,
       (SELECT COALESCE(SUM(amount), 0) FROM royalties r WHERE r.order_id = o.id) AS royalty,
       (SELECT COALESCE(SUM(amount), 0) FROM royalties r WHERE r.order_id = o.id AND kind = 'sale') AS royaltySold,
       (SELECT COUNT(*) FROM invoices i WHERE i.order_id = o.id AND i.kind = 'credit_note') AS notes,
       (SELECT COUNT(*) FROM refunds f WHERE f.order_id = o.id AND f.status = 'done') AS done,
       (SELECT COALESCE(SUM(gross), 0) FROM refunds f WHERE f.order_id = o.id AND f.status = 'done') AS refundedDone,
       (SELECT COALESCE(SUM(to_payment), 0) FROM refunds f WHERE f.order_id = o.id AND f.status = 'done') AS toPayment,
       (SELECT COALESCE(SUM(to_credits), 0) FROM refunds f WHERE f.order_id = o.id AND f.status = 'done') AS toCredits,
       (SELECT COALESCE(SUM(amount), 0) FROM credit_ledger l WHERE l.order_id = o.id AND l.reason = 'refund') AS creditsBack,
       (SELECT COUNT(*) FROM staff_audit a WHERE a.object_type = 'order' AND a.object_id = o.public_id AND a.action = 'order.refund') AS audits
     FROM orders o WHERE o.public_id = ?`,
  )
    .bind(orderId)
    .first<Record<string, number | string>>();
}

describe('refunds from the staff screen', () => {
  it('refunds a whole order: licences withdrawn, royalties reversed, credits and voucher back, a credit note in the buyer\'s invoice list, an audit row', async () => {
    const code = await insertVoucher({ kind: 'fixed', value: 100, maxPerUser: 1 });
    const { buyer, orderId, materials } = await paidOrder([800, 600], { credits: 300, voucher: code });
    const before = await state(orderId);
    expect(before).toMatchObject({ status: 'paid', purchases: 2, credits_used: 300 });
    const response = await refund(orderId, { items: materials.map((materialId) => ({ materialId })) });
    expect(response.status).toBe(201);
    const body = await data<{ refund: RefundView; audit: { action: string; reason: string }[] }>(response);
    expect(body.refund).toMatchObject({ status: 'done', gross: before!.gross, toCredits: 300, completesOrder: true });
    expect(body.refund.creditNote?.number).toMatch(/^DE-\d{4}-\d{6}$/);
    expect(body.audit[0]).toMatchObject({ action: 'order.refund', reason: 'Kundin hat doppelt gekauft' });
    expect(await state(orderId)).toMatchObject({ status: 'refunded', refunded: before!.gross, purchases: 0, royalty: 0, notes: 1, creditsBack: 300, audits: 1 });
    const balance = await env.DB.prepare('SELECT amount FROM credit_balances WHERE user_id = ?').bind(buyer.userId).first<{ amount: number }>();
    expect(balance?.amount).toBe(300);
    const uses = await env.DB.prepare('SELECT uses FROM voucher_user_uses vu JOIN vouchers v ON v.id = vu.voucher_id WHERE v.code = ?').bind(code).first<{ uses: number }>();
    expect(uses?.uses).toBe(0);
    const list = await data<{ items: { kind: string; number: string; gross: number }[] }>(await get('v1/invoices?world=de', buyer.token));
    expect(list.items[0]).toMatchObject({ kind: 'credit_note', number: body.refund.creditNote!.number, gross: -(before!.gross as number) });
    // The credit note's PDF renders the refund.
    const note = await get(`v3/invoices/${body.refund.creditNote!.id}/pdf`, buyer.token);
    expect(note.status).toBe(200);
    expect(note.headers.get('content-type')).toBe('application/pdf');
    // Nothing left: a second refund is refused.
    expect((await refund(orderId, { items: [{ materialId: materials[0] }] })).status).toBe(409);
  });

  it('refunds one item in part and keeps the licence: the order stays paid, only that royalty goes back, the item cannot be refunded again', async () => {
    const { orderId, materials } = await paidOrder([1000, 500]);
    const response = await refund(orderId, { items: [{ materialId: materials[0], amount: 400 }], keepLicence: true });
    expect(response.status).toBe(201);
    const after = await state(orderId);
    expect(after).toMatchObject({ status: 'paid', refunded: 400, purchases: 2, notes: 1 });
    expect(after!.royalty).toBeGreaterThan(0);
    expect(after!.royalty).toBeLessThan(after!.royaltySold as number);
    const again = await refund(orderId, { items: [{ materialId: materials[0], amount: 100 }] });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('already_refunded');
    const tooMuch = await refund(orderId, { items: [{ materialId: materials[1], amount: 501 }] });
    expect(tooMuch.status).toBe(400);
    expect(((await tooMuch.json()) as { error: { code: string } }).error.code).toBe('invalid_amount');
    expect(await state(orderId)).toMatchObject({ refunded: 400, notes: 1 });
  });

  it('is refused to support-only staff (403) and to users (404), and refuses bad input with 400', async () => {
    const { buyer, orderId, materials } = await paidOrder([700]);
    const asSupport = await refund(orderId, { items: [{ materialId: materials[0] }] }, support.token);
    expect(asSupport.status).toBe(403);
    expect((await refund(orderId, { items: [{ materialId: materials[0] }] }, buyer.token)).status).toBe(404);
    expect((await refund(orderId, { items: [] })).status).toBe(400);
    expect((await refund(orderId, { items: [{ materialId: materials[0] }], reason: '' })).status).toBe(400);
    expect((await refund(orderId, { items: [{ materialId: 1 }] })).status).toBe(400);
    expect(await state(orderId)).toMatchObject({ status: 'paid', refunded: 0, notes: 0 });
  });

  it('refunds once under ten concurrent clicks with one key, and once for one item under concurrent requests with different keys', async () => {
    const { orderId, materials } = await paidOrder([900, 300]);
    const key = newKey();
    const body = { requestKey: key, items: [{ materialId: materials[0] }], keepLicence: false, reason: 'Doppelklick-Test' };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(`v3/staff/orders/${orderId}/refunds`, { method: 'POST', headers: { authorization: `Bearer ${finance.token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      ),
    );
    const ids = new Set<number>();
    for (const a of answers) {
      expect([201, 202]).toContain(a.status);
      ids.add((await data<{ refund: RefundView }>(a)).refund.id);
    }
    expect(ids.size).toBe(1);
    const others = await Promise.all(Array.from({ length: 6 }, () => refund(orderId, { items: [{ materialId: materials[1] }] })));
    expect(others.filter((a) => a.status === 201).length).toBe(1);
    expect(await state(orderId)).toMatchObject({ status: 'refunded', refunded: 1200, done: 2, notes: 2, purchases: 0, royalty: 0, audits: 2 });
  });
});

describe('concurrent refunds of different items of an order paid partly with credits', () => {
  it('never send more back to the payment than it paid, nor more credits than were used', async () => {
    // 1,000 cents paid as 600 credits and 400 through the provider; two items of 500 each.
    const { buyer, orderId, materials } = await paidOrder([500, 500], { credits: 600 });
    const answers = await Promise.all(materials.map((materialId) => refund(orderId, { items: [{ materialId }] })));
    for (const a of answers) expect([201, 409]).toContain(a.status);
    // A refund refused because another took the payment's share at the same time goes through when asked again.
    for (const [i, a] of answers.entries()) if (a.status === 409) expect((await refund(orderId, { items: [{ materialId: materials[i]! }] })).status).toBe(201);
    const end = await state(orderId);
    expect(end).toMatchObject({ status: 'refunded', refunded: 1000, toPayment: 400, toCredits: 600, creditsBack: 600, notes: 2 });
    const balance = await env.DB.prepare('SELECT amount FROM credit_balances WHERE user_id = ?').bind(buyer.userId).first<{ amount: number }>();
    expect(balance?.amount).toBe(600);
  });
});

describe('a Stripe order refunded from the staff screen, with charge.refunded replayed', () => {
  const SECRET = 'whsec_refund_test';
  const stripeEnv = { ...env, PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_refunds', STRIPE_WEBHOOK_SECRET: SECRET };
  const stripeRefunds = new Map<string, { id: string; amount: number }>();
  let counter = 0;

  async function stripeCall(path: string, init: RequestInit): Promise<Response> {
    const ctx = createExecutionContext();
    const response = await origin.fetch(new Request(`https://origin.test/api/${path}`, init), stripeEnv, ctx);
    await waitOnExecutionContext(ctx);
    return response;
  }

  async function deliver(event: object): Promise<Response> {
    const body = JSON.stringify(event);
    const t = Math.floor(Date.now() / 1000);
    const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(SECRET), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    const mac = [...new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${t}.${body}`)))].map((b) => b.toString(16).padStart(2, '0')).join('');
    return stripeCall('v3/payments/stripe/webhook', { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': `t=${t},v1=${mac}` }, body });
  }

  beforeAll(() => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const json = (value: unknown) => new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } });
      if (url === 'https://api.stripe.com/v1/checkout/sessions') {
        const id = `cs_refund_${++counter}`;
        return json({ id, url: `https://checkout.stripe.com/c/pay/${id}` });
      }
      if (url.startsWith('https://api.stripe.com/v1/checkout/sessions/')) return json({ id: url.split('/').pop(), payment_intent: 'pi_refund_test' });
      if (url === 'https://api.stripe.com/v1/refunds') {
        // Stripe's idempotency: the same key answers the same refund.
        const key = new Headers(init?.headers).get('idempotency-key') ?? '';
        const form = new URLSearchParams(String(init?.body ?? ''));
        if (!stripeRefunds.has(key)) stripeRefunds.set(key, { id: `re_${stripeRefunds.size + 1}`, amount: Number(form.get('amount')) });
        return json({ id: stripeRefunds.get(key)!.id, status: 'succeeded' });
      }
      throw new Error(`unexpected fetch ${url}`);
    });
  });

  afterAll(() => {
    vi.restoreAllMocks();
  });

  it('refunds at Stripe once with the request key, and the replayed charge.refunded changes nothing', async () => {
    const buyer = await quickUser();
    const material = await insertMaterial({ price: 1500 });
    await cartCall('v1/cart/add', { token: buyer.token, body: { materialId: material.id } });
    const started = await stripeCall('v1/cart/checkout?world=de', {
      method: 'POST',
      headers: { authorization: `Bearer ${buyer.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ idempotencyKey: newKey(), paymentMethod: 'stripe', withdrawalConsent: true }),
    });
    const { order } = await data<{ order: { id: string } }>(started);
    const paid = { id: `evt_paid_${order.id}`, object: 'event', type: 'checkout.session.completed', created: Math.floor(Date.now() / 1000), data: { object: { id: 'cs_x', object: 'checkout.session', metadata: { order_id: order.id }, amount_total: 1500, currency: 'eur', payment_status: 'paid' } } };
    expect((await deliver(paid)).status).toBe(200);
    const key = newKey();
    const body = JSON.stringify({ requestKey: key, items: [{ materialId: material.id }], keepLicence: false, reason: 'Widerruf aus Kulanz' });
    const headers = { authorization: `Bearer ${finance.token}`, 'content-type': 'application/json' };
    const answers = await Promise.all([0, 1, 2].map(() => stripeCall(`v3/staff/orders/${order.id}/refunds`, { method: 'POST', headers, body })));
    for (const a of answers) expect([201, 202]).toContain(a.status);
    expect(stripeRefunds.get(`refund_${key}`)?.amount).toBe(1500);
    const charge = { id: `evt_refunded_${order.id}`, object: 'event', type: 'charge.refunded', created: Math.floor(Date.now() / 1000), data: { object: { id: 'ch_1', object: 'charge', refunded: true, amount_refunded: 1500, currency: 'eur', metadata: { order_id: order.id } } } };
    const replays = await Promise.all([deliver(charge), deliver(charge), deliver(charge)]);
    for (const r of replays) expect(r.status).toBe(200);
    expect(await state(order.id)).toMatchObject({ status: 'refunded', refunded: 1500, done: 1, notes: 1, purchases: 0, royalty: 0 });
  });

  it('a partial staff refund, then charge.refunded for the rest made in Stripe\'s dashboard: the rest is refunded once', async () => {
    const buyer = await quickUser();
    const [a, b] = [await insertMaterial({ price: 1000 }), await insertMaterial({ price: 400 })];
    await cartCall('v1/cart/add', { token: buyer.token, body: { materialId: a.id } });
    await cartCall('v1/cart/add', { token: buyer.token, body: { materialId: b.id } });
    const started = await stripeCall('v1/cart/checkout?world=de', {
      method: 'POST',
      headers: { authorization: `Bearer ${buyer.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ idempotencyKey: newKey(), paymentMethod: 'stripe', withdrawalConsent: true }),
    });
    const { order } = await data<{ order: { id: string } }>(started);
    await deliver({ id: `evt_paid_${order.id}`, object: 'event', type: 'checkout.session.completed', created: Math.floor(Date.now() / 1000), data: { object: { id: 'cs_y', object: 'checkout.session', metadata: { order_id: order.id }, amount_total: 1400, currency: 'eur', payment_status: 'paid' } } });
    const partial = await stripeCall(`v3/staff/orders/${order.id}/refunds`, {
      method: 'POST',
      headers: { authorization: `Bearer ${finance.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ requestKey: newKey(), items: [{ materialId: b.id }], keepLicence: false, reason: 'Datei defekt' }),
    });
    expect(partial.status).toBe(201);
    const charge = { id: `evt_dash_${order.id}`, object: 'event', type: 'charge.refunded', created: Math.floor(Date.now() / 1000), data: { object: { id: 'ch_2', object: 'charge', refunded: true, amount_refunded: 1400, currency: 'eur', metadata: { order_id: order.id } } } };
    await Promise.all([deliver(charge), deliver(charge)]);
    await deliver(charge);
    expect(await state(order.id)).toMatchObject({ status: 'refunded', refunded: 1400, done: 2, notes: 2, purchases: 0, royalty: 0 });
  });
});

describe('refund sums reconcile (model-based, against D1)', () => {
  it('order, credit notes, royalties and credits agree after any sequence of refunds', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 100, max: 3000 }), { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 0, max: 2000 }),
        fc.array(fc.record({ item: fc.nat({ max: 2 }), part: fc.option(fc.integer({ min: 1, max: 100 }), { nil: undefined }), keep: fc.boolean() }), { minLength: 1, maxLength: 4 }),
        async (prices, credits, steps) => {
          const { buyer, orderId, materials } = await paidOrder(prices, { credits: credits > 0 ? credits : undefined });
          const start = await state(orderId);
          const balanceBefore = (await env.DB.prepare('SELECT COALESCE(SUM(amount), 0) AS n FROM credit_balances WHERE user_id = ?').bind(buyer.userId).first<{ n: number }>())!.n;
          const model = { refunded: 0, items: new Set<number>() };
          for (const step of steps) {
            const index = step.item % materials.length;
            const materialId = materials[index]!;
            const price = prices[index]!;
            const amount = step.part === undefined ? undefined : Math.max(1, Math.floor((price * step.part) / 100));
            const response = await refund(orderId, { items: [{ materialId, ...(amount === undefined ? {} : { amount }) }], keepLicence: step.keep });
            if (model.items.has(materialId)) {
              expect(response.status).toBe(409);
            } else {
              expect(response.status).toBe(201);
              model.items.add(materialId);
              model.refunded += amount ?? price;
            }
          }
          const end = (await state(orderId))!;
          const gross = end.gross as number;
          // The order: what was refunded, never more than it cost; refunded whole means the state says so.
          expect(end.refunded).toBe(model.refunded);
          expect(end.refundedDone).toBe(model.refunded);
          expect(model.refunded).toBeLessThanOrEqual(gross);
          expect(end.status).toBe(model.refunded === gross ? 'refunded' : 'paid');
          // One credit note per refund; the money went back to the payment first, then as credits.
          expect(end.notes).toBe(end.done);
          expect(end.toPayment).toBe(Math.min(model.refunded, end.amount_due as number));
          expect(end.toCredits).toBe(Math.max(0, model.refunded - (end.amount_due as number)));
          expect(end.toCredits).toBeLessThanOrEqual(start!.credits_used as number);
          expect(end.creditsBack).toBe(end.toCredits);
          const balanceAfter = (await env.DB.prepare('SELECT COALESCE(SUM(amount), 0) AS n FROM credit_balances WHERE user_id = ?').bind(buyer.userId).first<{ n: number }>())!.n;
          expect(balanceAfter - balanceBefore).toBe(end.toCredits);
          // Royalties: never below zero, exactly zero when refunded whole.
          expect(end.royalty).toBeGreaterThanOrEqual(0);
          if (model.refunded === gross) expect(end.royalty).toBe(0);
          // Credit note amounts in the buyer's list add up to the refunds.
          const list = await data<{ items: { kind: string; orderId: string; gross: number }[] }>(await get('v1/invoices?world=de', buyer.token));
          const noted = list.items.filter((i) => i.kind === 'credit_note' && i.orderId === orderId).reduce((sum, i) => sum - i.gross, 0);
          expect(noted).toBe(model.refunded);
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe('the withdrawal rule at checkout (docs/operations.md, "Withdrawal")', () => {
  it('charges nothing without the buyer\'s consent to immediate delivery, and keeps the time of the consent on the order', async () => {
    const buyer = await quickUser();
    const m = await insertMaterial({ price: 650 });
    await cartCall('v1/cart/add', { token: buyer.token, body: { materialId: m.id } });
    const refused = await checkout(buyer.token, { idempotencyKey: newKey(), paymentMethod: 'demo' });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('withdrawal_consent_required');
    const orders = await env.DB.prepare('SELECT COUNT(*) AS n FROM orders WHERE user_id = ?').bind(buyer.userId).first<{ n: number }>();
    expect(orders?.n).toBe(0);
    const { order } = await checkoutResult(await checkout(buyer.token, { idempotencyKey: newKey(), paymentMethod: 'demo', withdrawalConsent: true }));
    const shown = await data<{ order: { withdrawalConsentAt: string | null } }>(await get(`v3/orders/${order.id}?world=de`, buyer.token));
    expect(shown.order.withdrawalConsentAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});
