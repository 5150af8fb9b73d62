import { beforeAll, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { PDFDocument } from 'pdf-lib';
import { call, data, viaEdge } from './accounts';
import {
  addToBundle,
  cartCall,
  cartOf,
  checkout,
  checkoutResult,
  grantCredits,
  insertMaterial,
  insertSchool,
  insertVoucher,
  newKey,
  payDemo,
  quickUser,
} from './commerce-kit';
import type { Credits, InvoiceSummary, Order, Purchase } from '../../src/shared/schemas/commerce';

async function errorOf(response: Response): Promise<{ status: number; code: string; details?: unknown }> {
  const body = (await response.json()) as { error: { code: string; details?: unknown } };
  return { status: response.status, code: body.error.code, details: body.error.details };
}

describe('cart', () => {
  let paid: { id: number; fileId: number };
  let other: { id: number; fileId: number };
  beforeAll(async () => {
    paid = await insertMaterial({ price: 500 });
    other = await insertMaterial({ price: 300, sale: 200 });
  });

  it('starts an anonymous cart with the first item and hands out its token', async () => {
    const empty = await cartOf(await cartCall('v1/cart/view'));
    expect(empty).toMatchObject({ cartItems: [], finalPrice: 0, token: null, loaded: true, currency: 'EUR' });

    const cart = await cartOf(await cartCall('v1/cart/add', { body: { materialId: paid.id } }));
    expect(cart.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(cart.cartItems.map((i) => i.material.id)).toEqual([paid.id]);
    expect(cart.originalPrice).toBe(500);

    const again = await cartOf(await cartCall('v1/cart/add', { cartToken: cart.token, body: { materialId: paid.id } }));
    expect(again.cartItems).toHaveLength(1);
    const both = await cartOf(await cartCall('v1/cart/add', { cartToken: cart.token, body: { materialId: other.id } }));
    expect(both.originalPrice).toBe(700);
    expect(both.finalPrice).toBe(700);
    const removed = await cartOf(await cartCall('v1/cart/remove', { cartToken: cart.token, body: { materialId: paid.id } }));
    expect(removed.cartItems.map((i) => i.material.id)).toEqual([other.id]);
  });

  it('refuses bad input with a 4xx and changes nothing', async () => {
    const cart = await cartOf(await cartCall('v1/cart/add', { body: { materialId: paid.id } }));
    const token = cart.token ?? '';
    for (const body of [{ materialId: paid.id, price: 1 }, { materialId: paid.id, quantity: 3 }, { materialId: -1 }, { materialId: 'x' }, {}]) {
      const response = await cartCall('v1/cart/add', { cartToken: token, body });
      expect(response.status).toBe(400);
    }
    expect((await errorOf(await cartCall('v1/cart/add', { cartToken: token, body: { materialId: 99_999_999 } }))).code).toBe('not_found');
    expect((await errorOf(await cartCall('v1/cart/view', { cartToken: 'bad token!' }))).status).toBe(400);
    const fr = await insertMaterial({ world: 'fr' });
    expect(await errorOf(await cartCall('v1/cart/add', { cartToken: token, body: { materialId: fr.id } }))).toMatchObject({ status: 409, code: 'other_world' });
    const after = await cartOf(await cartCall('v1/cart/view', { cartToken: token }));
    expect(after.cartItems.map((i) => i.material.id)).toEqual([paid.id]);
  });

  it('keeps carts per world and never lets an anonymous token read a user cart', async () => {
    const user = await quickUser();
    const own = await cartOf(await cartCall('v1/cart/add', { token: user.token, body: { materialId: paid.id } }));
    expect(own.cartItems).toHaveLength(1);
    const stolen = await cartOf(await cartCall('v1/cart/view', { cartToken: own.token }));
    expect(stolen.cartItems).toHaveLength(0);
    const inFr = await cartOf(await cartCall('v1/cart/view', { token: user.token, world: 'fr' }));
    expect(inFr.cartItems).toHaveLength(0);
  });

  it('does not charge items that come with a bundle in the cart, and refuses adding them again', async () => {
    const a = await insertMaterial({ price: 400 });
    const b = await insertMaterial({ price: 400 });
    const bundle = await insertMaterial({ price: 600, bundle: true });
    await addToBundle(bundle.id, [a.id, b.id]);
    const first = await cartOf(await cartCall('v1/cart/add', { body: { materialId: a.id } }));
    const withBundle = await cartOf(await cartCall('v1/cart/add', { cartToken: first.token, body: { materialId: bundle.id } }));
    expect(withBundle.itemsInBundles).toEqual([{ materialId: a.id, bundleId: bundle.id }]);
    expect(withBundle.originalPrice).toBe(600);
    expect(await errorOf(await cartCall('v1/cart/add', { cartToken: first.token, body: { materialId: b.id } }))).toMatchObject({ status: 409, code: 'in_bundle_in_cart' });
  });

  it('shows an estimate in the visitor\'s currency, charging the world\'s', async () => {
    const cart = await cartOf(await cartCall('v1/cart/add', { body: { materialId: paid.id }, headers: viaEdge({ country: 'PL' }) }));
    const rates = await env.DB.prepare(`SELECT code, per_euro_micros AS r FROM currencies WHERE code IN ('EUR', 'PLN')`).all<{ code: string; r: number }>();
    const rate = (code: string) => rates.results.find((x) => x.code === code)?.r ?? 0;
    expect(cart.currency).toBe('EUR');
    expect(cart.visitorPrice).toEqual({ currency: 'PLN', finalPrice: Math.round((cart.finalPrice * rate('PLN')) / rate('EUR')) });
    const home = await cartOf(await cartCall('v1/cart/view', { cartToken: cart.token, headers: viaEdge({ country: 'DE' }) }));
    expect(home.visitorPrice).toBeNull();
  });

  it('refuses own materials', async () => {
    const author = await quickUser('Autorin');
    const mine = await insertMaterial({ authorId: author.userId });
    expect(await errorOf(await cartCall('v1/cart/add', { token: author.token, body: { materialId: mine.id } }))).toMatchObject({ status: 409, code: 'own_material' });
  });
});

describe('vouchers', () => {
  it('gives every refusal its reason and applies a valid code', async () => {
    const item = await insertMaterial({ price: 1000 });
    const fixedPrice = await insertMaterial({ price: 500, fixed: true });
    const start = await cartOf(await cartCall('v1/cart/add', { body: { materialId: item.id } }));
    const token = start.token;
    await cartCall('v1/cart/add', { cartToken: token, body: { materialId: fixedPrice.id } });

    const refusal = async (code: string) => (await cartOf(await cartCall('v1/cart/voucher/apply', { cartToken: token, body: { code } }))).voucherError;
    expect(await refusal('NO-SUCH-CODE')).toBe('unknown');
    expect(await refusal(await insertVoucher({ until: '2021-01-01T00:00:00.000Z' }))).toBe('expired');
    expect(await refusal(await insertVoucher({ from: '2098-01-01T00:00:00.000Z' }))).toBe('not_started');
    expect(await refusal(await insertVoucher({ world: 'fr' }))).toBe('other_world');
    expect(await refusal(await insertVoucher({ minOrder: 5000 }))).toBe('min_order');
    expect(await refusal(await insertVoucher({ materialIds: [fixedPrice.id] }))).toBe('not_applicable');
    expect(await refusal(await insertVoucher({ maxPerUser: 1 }))).toBe('sign_in_required');

    const refused = await cartOf(await cartCall('v1/cart/view', { cartToken: token }));
    expect(refused.voucher).toBeNull();
    expect(refused.totalVoucherDiscount).toBe(0);

    const code = await insertVoucher({ kind: 'percent', value: 20 });
    const applied = await cartOf(await cartCall('v1/cart/voucher/apply', { cartToken: token, body: { code: code.toLowerCase() } }));
    expect(applied.voucherError).toBeNull();
    expect(applied.voucher?.code).toBe(code);
    // 20 % of the 10.00 item; the fixed-price item is not discounted.
    expect(applied.totalVoucherDiscount).toBe(200);
    expect(applied.finalPrice).toBe(1300);
    expect(applied.cartItems.find((i) => i.material.id === fixedPrice.id)?.finalPrice).toBe(500);
    // Each line says whether the voucher covers it, and why not.
    expect(applied.cartItems.map((i) => [i.material.id === fixedPrice.id, i.voucherCoverage])).toEqual(
      applied.cartItems.map((i) => (i.material.id === fixedPrice.id ? [true, 'fixed_price'] : [false, 'covered'])),
    );

    const gone = await cartOf(await cartCall('v1/cart/voucher/remove', { cartToken: token, body: {} }));
    expect(gone.voucher).toBeNull();
    expect(gone.cartItems.every((i) => i.voucherCoverage === null)).toBe(true);
    expect(gone.finalPrice).toBe(1500);
  });
});

describe('sign-in merges the anonymous cart', () => {
  it('moves the items into the user cart, skipping what the user owns', async () => {
    const a = await insertMaterial({ price: 250 });
    const b = await insertMaterial({ price: 350 });
    const user = await quickUser();
    await cartCall('v1/cart/add', { token: user.token, body: { materialId: b.id } });
    const anon = await cartOf(await cartCall('v1/cart/add', { body: { materialId: a.id } }));
    await cartCall('v1/cart/add', { cartToken: anon.token, body: { materialId: b.id } });

    const merged = await cartOf(await cartCall('v1/cart/view', { token: user.token, cartToken: anon.token }));
    expect(merged.cartItems.map((i) => i.material.id).sort()).toEqual([a.id, b.id].sort());
    expect(merged.originalPrice).toBe(600);
    const left = await cartOf(await cartCall('v1/cart/view', { cartToken: anon.token }));
    expect(left.cartItems).toHaveLength(0);
  });

  it('hands an anonymous cart to a user who has none', async () => {
    const a = await insertMaterial({ price: 250 });
    const user = await quickUser();
    const anon = await cartOf(await cartCall('v1/cart/add', { body: { materialId: a.id } }));
    const claimed = await cartOf(await cartCall('v1/cart/view', { token: user.token, cartToken: anon.token }));
    expect(claimed.cartItems.map((i) => i.material.id)).toEqual([a.id]);
  });
});

describe('checkout with the demo provider', () => {
  it('pays once, licenses the buyer, writes sales, royalties and an invoice, and releases nothing twice', async () => {
    const item = await insertMaterial({ price: 1190 });
    const second = await insertMaterial({ price: 595 });
    const buyer = await quickUser('Maria Muster');
    await grantCredits(buyer.userId, 300);
    const code = await insertVoucher({ kind: 'fixed', value: 100 });
    await cartCall('v1/cart/add', { token: buyer.token, body: { materialId: item.id } });
    await cartCall('v1/cart/add', { token: buyer.token, body: { materialId: second.id } });
    await cartCall('v1/cart/voucher/apply', { token: buyer.token, body: { code } });
    const cart = await cartOf(await cartCall('v1/cart/credits', { token: buyer.token, body: { use: true } }));
    expect(cart).toMatchObject({ originalPrice: 1785, totalVoucherDiscount: 100, usedCredits: 300, finalPrice: 1385, availableCredits: 300 });

    // Anything the server computes is refused in the request.
    for (const extra of [{ amount: 1 }, { price: 1 }, { currency: 'USD' }, { vatRate: 0 }, { quantity: 2 }]) {
      const refused = await checkout(buyer.token, { idempotencyKey: newKey(), paymentMethod: 'demo', withdrawalConsent: true, ...extra });
      expect(refused.status).toBe(400);
    }
    expect((await checkout(buyer.token, { idempotencyKey: 'short', paymentMethod: 'demo', withdrawalConsent: true })).status).toBe(400);
    expect((await checkout(buyer.token, { idempotencyKey: newKey(), paymentMethod: 'bitcoin' })).status).toBe(400);

    const key = newKey();
    const started = await checkoutResult(await checkout(buyer.token, { idempotencyKey: key, paymentMethod: 'demo', withdrawalConsent: true }));
    expect(started.order).toMatchObject({ status: 'pending', paymentMethod: 'demo', gross: 1685, creditsUsed: 300, amountDue: 1385, vatScheme: 'oss', buyerCountry: 'DE' });
    expect(started.order.vatAmount).toBe(Math.round((1685 * 1900) / 11900));
    expect(started.next).toEqual({ type: 'redirect', url: expect.stringContaining(`/dev/demo-payment/${started.order.id}`) });

    // Same key, or another key for the same cart: the same order.
    const again = await checkoutResult(await checkout(buyer.token, { idempotencyKey: key, paymentMethod: 'demo', withdrawalConsent: true }));
    expect(again.order.id).toBe(started.order.id);
    const otherKey = await checkoutResult(await checkout(buyer.token, { idempotencyKey: newKey(), paymentMethod: 'demo', withdrawalConsent: true }));
    expect(otherKey.order.id).toBe(started.order.id);

    // The credits and the voucher use are reserved; the cart is locked while the order waits.
    expect((await env.DB.prepare('SELECT amount FROM credit_balances WHERE user_id = ?').bind(buyer.userId).first<{ amount: number }>())?.amount).toBe(0);
    expect(await errorOf(await cartCall('v1/cart/add', { token: buyer.token, body: { materialId: (await insertMaterial()).id } }))).toMatchObject({ status: 409, code: 'order_pending' });

    const paid = await payDemo(buyer.token, started.order.id);
    expect(paid.status).toBe('paid');
    expect(paid.invoice?.number).toMatch(/^DE-\d{4}-\d{6}$/);
    const replay = await payDemo(buyer.token, started.order.id);
    expect(replay.status).toBe('paid');
    // One confirmation e-mail, also when the payment answer comes twice.
    const mails = await env.DB.prepare(`SELECT subject, body_text FROM outbox WHERE to_email = ? AND template = 'order_paid'`).bind(`kaeufer-${buyer.userId}@commerce.example`).all<{ subject: string; body_text: string }>();
    expect(mails.results).toHaveLength(1);
    expect(mails.results[0]?.subject).toContain(started.order.id);
    expect(mails.results[0]?.body_text).toContain('/de/erworbene-materialien');

    const purchases = await data<{ items: Purchase[]; total: number }>(await cartCall('v1/purchases', { token: buyer.token }));
    expect(purchases.items.map((p) => p.material.id).sort()).toEqual([item.id, second.id].sort());
    const order = await env.DB.prepare('SELECT id FROM orders WHERE public_id = ?').bind(started.order.id).first<{ id: number }>();
    const counts = await env.DB.prepare(
      `SELECT (SELECT COUNT(*) FROM sales WHERE buyer_id = ?) AS sales, (SELECT COUNT(*) FROM royalties WHERE order_id = ?) AS royalties,
         (SELECT COUNT(*) FROM invoices WHERE order_id = ?) AS invoices, (SELECT uses_count FROM vouchers WHERE code = ?) AS uses`,
    )
      .bind(buyer.userId, order?.id, order?.id, code)
      .first<{ sales: number; royalties: number; invoices: number; uses: number }>();
    expect(counts).toEqual({ sales: 2, royalties: 2, invoices: 1, uses: 1 });
    const royalty = await env.DB.prepare('SELECT SUM(net) AS net, SUM(amount) AS amount FROM royalties WHERE order_id = ?').bind(order?.id).first<{ net: number; amount: number }>();
    expect(royalty?.net).toBe(paid.net);
    expect(royalty?.amount).toBe(Math.floor((paid.items[0]?.net ?? 0) / 2) + Math.floor((paid.items[1]?.net ?? 0) / 2));

    // Bought: the next add is refused, a new cart starts empty.
    expect(await errorOf(await cartCall('v1/cart/add', { token: buyer.token, body: { materialId: item.id } }))).toMatchObject({ code: 'already_bought' });
    expect((await cartOf(await cartCall('v1/cart/view', { token: buyer.token }))).cartItems).toHaveLength(0);
    expect(await errorOf(await checkout(buyer.token, { idempotencyKey: newKey(), paymentMethod: 'demo', withdrawalConsent: true }))).toMatchObject({ status: 409, code: 'cart_empty' });

    const credits = await data<Credits>(await cartCall('v1/credits', { token: buyer.token }));
    expect(credits).toMatchObject({ availableCredits: 0, hadCredits: true });
    expect(credits.entries.map((e) => e.reason)).toEqual(['order', 'grant']);
  });

  it('gives back credits and the voucher use when the payment fails', async () => {
    const item = await insertMaterial({ price: 800 });
    const buyer = await quickUser();
    await grantCredits(buyer.userId, 100);
    const code = await insertVoucher({ maxTotal: 1 });
    await cartCall('v1/cart/add', { token: buyer.token, body: { materialId: item.id } });
    await cartCall('v1/cart/voucher/apply', { token: buyer.token, body: { code } });
    await cartCall('v1/cart/credits', { token: buyer.token, body: { use: true } });
    const started = await checkoutResult(await checkout(buyer.token, { idempotencyKey: newKey(), paymentMethod: 'demo', withdrawalConsent: true }));
    expect(started.order.creditsUsed).toBe(100);
    const failed = await payDemo(buyer.token, started.order.id, 'failed');
    expect(failed.status).toBe('failed');
    await payDemo(buyer.token, started.order.id, 'failed');
    expect((await env.DB.prepare('SELECT amount FROM credit_balances WHERE user_id = ?').bind(buyer.userId).first<{ amount: number }>())?.amount).toBe(100);
    expect((await env.DB.prepare('SELECT uses_count FROM vouchers WHERE code = ?').bind(code).first<{ uses_count: number }>())?.uses_count).toBe(0);
    // A late "paid" for a failed order changes nothing.
    expect((await payDemo(buyer.token, started.order.id, 'paid')).status).toBe('failed');
    // The cart is open again and can be checked out anew.
    const retry = await checkoutResult(await checkout(buyer.token, { idempotencyKey: newKey(), paymentMethod: 'demo', withdrawalConsent: true }));
    expect(retry.order.id).not.toBe(started.order.id);
  });

  it('shows a waiting order in the cart and lets the buyer cancel it to change the cart', async () => {
    const item = await insertMaterial({ price: 700 });
    const buyer = await quickUser();
    await grantCredits(buyer.userId, 200);
    await cartCall('v1/cart/add', { token: buyer.token, body: { materialId: item.id } });
    await cartCall('v1/cart/credits', { token: buyer.token, body: { use: true } });
    const started = await checkoutResult(await checkout(buyer.token, { idempotencyKey: newKey(), paymentMethod: 'demo', withdrawalConsent: true }));
    const locked = await cartOf(await cartCall('v1/cart/view', { token: buyer.token }));
    expect(locked.pendingOrder).toEqual({ id: started.order.id, payUrl: `/dev/demo-payment/${started.order.id}?world=de` });
    const stranger = await quickUser();
    expect((await cartCall(`v3/orders/${started.order.id}/cancel`, { token: stranger.token, body: {} })).status).toBe(404);
    const cancelled = await data<{ order: Order }>(await cartCall(`v3/orders/${started.order.id}/cancel`, { token: buyer.token, body: {} }));
    expect(cancelled.order.status).toBe('cancelled');
    expect(await errorOf(await cartCall(`v3/orders/${started.order.id}/cancel`, { token: buyer.token, body: {} }))).toMatchObject({ status: 409, code: 'not_pending' });
    const open = await cartOf(await cartCall('v1/cart/view', { token: buyer.token }));
    expect(open.pendingOrder).toBeNull();
    expect(open.availableCredits).toBe(200);
    expect((await cartCall('v1/cart/remove', { token: buyer.token, body: { materialId: item.id } })).status).toBe(200);
  });

  it('never charges for a material bought in the meantime: it is taken out of the cart first', async () => {
    const item = await insertMaterial({ price: 600 });
    const other = await insertMaterial({ price: 400 });
    const head = await quickUser('Schulleitung');
    const teacher = await quickUser('Lehrerin');
    await insertSchool([head.userId, teacher.userId], true);
    // The teacher fills a cart; meanwhile the school buys one of the materials on invoice.
    await cartCall('v1/cart/add', { token: teacher.token, body: { materialId: item.id } });
    await cartCall('v1/cart/add', { token: teacher.token, body: { materialId: other.id } });
    await cartCall('v1/cart/add', { token: head.token, body: { materialId: item.id } });
    await checkoutResult(await checkout(head.token, { idempotencyKey: newKey(), paymentMethod: 'invoice', withdrawalConsent: true }));
    const refused = await errorOf(await checkout(teacher.token, { idempotencyKey: newKey(), paymentMethod: 'demo', withdrawalConsent: true }));
    expect(refused).toMatchObject({ status: 409, code: 'cart_changed', details: { removed: [item.id] } });
    const cart = await cartOf(await cartCall('v1/cart/view', { token: teacher.token }));
    expect(cart.cartItems.map((i) => i.material.id)).toEqual([other.id]);
    const retry = await checkoutResult(await checkout(teacher.token, { idempotencyKey: newKey(), paymentMethod: 'demo', withdrawalConsent: true }));
    expect(retry.order.items.map((i) => i.materialId)).toEqual([other.id]);
  });

  it('settles free and credit-only orders without a provider', async () => {
    const free = await insertMaterial({ price: 0 });
    const buyer = await quickUser();
    await cartCall('v1/cart/add', { token: buyer.token, body: { materialId: free.id } });
    const freeOrder = await checkoutResult(await checkout(buyer.token, { idempotencyKey: newKey(), paymentMethod: 'demo', withdrawalConsent: true }));
    expect(freeOrder.order).toMatchObject({ status: 'paid', paymentMethod: 'free', amountDue: 0 });
    expect(freeOrder.next).toEqual({ type: 'done' });

    const cheap = await insertMaterial({ price: 200 });
    await grantCredits(buyer.userId, 1000);
    await cartCall('v1/cart/add', { token: buyer.token, body: { materialId: cheap.id } });
    await cartCall('v1/cart/credits', { token: buyer.token, body: { use: true } });
    const byCredits = await checkoutResult(await checkout(buyer.token, { idempotencyKey: newKey(), paymentMethod: 'demo', withdrawalConsent: true }));
    expect(byCredits.order).toMatchObject({ status: 'paid', paymentMethod: 'credits', creditsUsed: 200, amountDue: 0 });
  });

  it('applies reverse charge for a business in another EU country with a verified VAT id and refuses a malformed one', async () => {
    const item = await insertMaterial({ price: 1190 });
    const buyer = await quickUser();
    await env.DB.prepare(
      `INSERT INTO billing_addresses (user_id, name, company, street, postal_code, city, country, vat_id, updated_at) VALUES (?, 'Jean Dupont', 'École Soleil SARL', '1 rue de Paris', '75001', 'Paris', 'FR', NULL, ?)`,
    )
      .bind(buyer.userId, new Date().toISOString())
      .run();
    await cartCall('v1/cart/add', { token: buyer.token, body: { materialId: item.id } });
    expect(await errorOf(await checkout(buyer.token, { idempotencyKey: newKey(), paymentMethod: 'demo', withdrawalConsent: true, vatId: 'FR123' }))).toMatchObject({ status: 400, code: 'invalid_vat_id' });
    // A well-formed id the verifier does not confirm is charged VAT, as for a consumer (20 % in France).
    const unverified = await checkoutResult(await checkout(buyer.token, { idempotencyKey: newKey(), paymentMethod: 'demo', withdrawalConsent: true, vatId: 'FR40303265045' }));
    expect(unverified.order).toMatchObject({ vatScheme: 'oss', vatAmount: 198, buyerCountry: 'FR', gross: 1190 });
    await cartCall(`v3/orders/${unverified.order.id}/cancel`, { token: buyer.token, body: {} });
    // FR99999999991 is a test number the demo verifier confirms (docs/commerce.md).
    const result = await checkoutResult(await checkout(buyer.token, { idempotencyKey: newKey(), paymentMethod: 'demo', withdrawalConsent: true, vatId: 'FR99999999991' }));
    // The French consumer rate (20 %) comes out of the list price; no VAT is charged.
    expect(result.order).toMatchObject({ vatScheme: 'reverse_charge', vatAmount: 0, buyerCountry: 'FR', gross: 992, net: 992, amountDue: 992 });
  });
});

describe('invoices and downloads', () => {
  let buyer: { userId: number; token: string };
  let item: { id: number; fileId: number };
  let order: Order;

  beforeAll(async () => {
    item = await insertMaterial({ price: 990, title: 'Bruchrechnung – Übungen für Klasse 6' });
    buyer = await quickUser('Maria Muster');
    await cartCall('v1/cart/add', { token: buyer.token, body: { materialId: item.id } });
    const started = await checkoutResult(await checkout(buyer.token, { idempotencyKey: newKey(), paymentMethod: 'demo', withdrawalConsent: true }));
    order = await payDemo(buyer.token, started.order.id);
  });

  it('lists the invoice and serves it as a PDF to its owner only', async () => {
    const list = await data<{ items: InvoiceSummary[] }>(await cartCall('v1/invoices', { token: buyer.token }));
    expect(list.items[0]).toMatchObject({ number: order.invoice?.number, kind: 'invoice', orderId: order.id, gross: 990 });
    const pdf = await cartCall(`v3/invoices/${order.invoice?.id}/pdf`, { token: buyer.token });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(`${order.invoice?.number}.pdf`);
    const doc = await PDFDocument.load(new Uint8Array(await pdf.arrayBuffer()));
    expect(doc.getTitle()).toBe(order.invoice?.number);
    const stranger = await quickUser();
    expect((await cartCall(`v3/invoices/${order.invoice?.id}/pdf`, { token: stranger.token })).status).toBe(404);
    expect((await cartCall('v3/invoices/abc/pdf', { token: buyer.token })).status).toBe(400);
    expect((await cartCall(`v3/invoices/${order.invoice?.id}/pdf`)).status).toBe(401);
  });

  it('numbers invoices of a world without gaps', async () => {
    const { results } = await env.DB.prepare(`SELECT seq FROM invoices WHERE world = 'de' ORDER BY seq`).all<{ seq: number }>();
    expect(results.map((r) => r.seq)).toEqual(results.map((_, i) => i + 1));
  });

  it('downloads a bought file through a short-lived signed link, stamped with the licence', async () => {
    const link = await data<{ url: string; expiresAt: string }>(await cartCall(`v3/downloads/${item.fileId}/link`, { token: buyer.token, body: {} }));
    expect(new Date(link.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    const file = await call(link.url.replace(/^\/api\//, ''));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename=/);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-type')).toBe('application/pdf');
    const doc = await PDFDocument.load(new Uint8Array(await file.arrayBuffer()));
    expect(doc.getSubject() ?? '').toContain(`L-${order.id}-${item.id}`);

    const tampered = link.url.replace(/token=file\.(\d+)/, (_m, id: string) => `token=file.${Number(id) + 1}`);
    expect((await call(tampered.replace(/^\/api\//, ''))).status).toBe(403);
    const stranger = await quickUser();
    expect(await errorOf(await cartCall(`v3/downloads/${item.fileId}/link`, { token: stranger.token, body: {} }))).toMatchObject({ status: 403, code: 'not_owner' });
    expect((await cartCall('v3/downloads/file?token=nonsense')).status).toBe(400);
    expect((await cartCall('v3/downloads/file?token=file.1.2.3.nonsense-signature')).status).toBe(403);
  });

  it('lets a free material be downloaded by token, without an account', async () => {
    const free = await insertMaterial({ price: 0 });
    const paidOne = await insertMaterial({ price: 100 });
    expect(await errorOf(await cartCall('v3/free-downloads', { body: { materialId: paidOne.id } }))).toMatchObject({ status: 409, code: 'not_free' });
    const { token, url } = await data<{ token: string; url: string }>(await cartCall('v3/free-downloads', { body: { materialId: free.id } }));
    expect(url).toBe(`/de/gratis-material-download/${token}`);
    const page = await data<{ files: { url: string }[] }>(await cartCall(`v3/free-downloads/${encodeURIComponent(token)}`));
    expect(page.files).toHaveLength(1);
    const file = await call(page.files[0]!.url.replace(/^\/api\//, ''));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment/);
    expect((await cartCall('v3/free-downloads/free.1.2.AAAA')).status).toBe(404);
  });
});

describe('school purchase by invoice', () => {
  it('is for verified schools; every member may download what the school bought', async () => {
    const item = await insertMaterial({ price: 1500 });
    const admin = await quickUser('Schulleitung');
    const teacher = await quickUser('Lehrer Lampe');
    await insertSchool([admin.userId, teacher.userId], true);
    const methods = await data<{ methods: string[] }>(await cartCall('v3/payments/methods', { token: admin.token }));
    expect(methods.methods).toEqual(['demo', 'invoice']);
    await cartCall('v1/cart/add', { token: admin.token, body: { materialId: item.id } });
    const result = await checkoutResult(await checkout(admin.token, { idempotencyKey: newKey(), paymentMethod: 'invoice', withdrawalConsent: true }));
    expect(result.order).toMatchObject({ status: 'paid', paymentMethod: 'invoice' });
    expect(result.next).toEqual({ type: 'done' });
    const notice = await env.DB.prepare(`SELECT to_email, subject, body_text FROM outbox WHERE template = 'school_invoice' AND body_text LIKE ?`).bind(`%${result.order.invoice?.number}%`).first<{ to_email: string; subject: string; body_text: string }>();
    expect(notice?.to_email).toMatch(/^sekretariat-\d+@schule\.example$/);
    expect(notice?.body_text).toContain('Schulleitung');

    const link = await cartCall(`v3/downloads/${item.fileId}/link`, { token: teacher.token, body: {} });
    expect(link.status).toBe(200);
    const teacherList = await data<{ items: Purchase[] }>(await cartCall('v1/purchases', { token: teacher.token }));
    expect(teacherList.items[0]).toMatchObject({ viaSchool: true });
    expect(await errorOf(await cartCall('v1/cart/add', { token: teacher.token, body: { materialId: item.id } }))).toMatchObject({ code: 'already_bought' });

    const unverified = await quickUser();
    await insertSchool([unverified.userId], false);
    await cartCall('v1/cart/add', { token: unverified.token, body: { materialId: (await insertMaterial()).id } });
    expect(await errorOf(await checkout(unverified.token, { idempotencyKey: newKey(), paymentMethod: 'invoice', withdrawalConsent: true }))).toMatchObject({ status: 403, code: 'invoice_not_allowed' });
  });
});

describe('GDPR', () => {
  it('exports orders, invoices, credits and licences; erasure keeps what invoices need and empties the cart', async () => {
    const item = await insertMaterial({ price: 400 });
    const later = await insertMaterial({ price: 300 });
    const buyer = await quickUser('Erika Export');
    await grantCredits(buyer.userId, 50);
    await insertSchool([buyer.userId], true);
    await cartCall('v1/cart/add', { token: buyer.token, body: { materialId: item.id } });
    const started = await checkoutResult(await checkout(buyer.token, { idempotencyKey: newKey(), paymentMethod: 'demo', withdrawalConsent: true }));
    await payDemo(buyer.token, started.order.id);
    await cartCall('v1/cart/add', { token: buyer.token, body: { materialId: later.id } });

    const exported = (await (await cartCall('v3/user/export', { token: buyer.token })).json()) as Record<string, unknown>;
    expect(exported.orders).toEqual([expect.objectContaining({ public_id: started.order.id, status: 'paid', country_evidence: expect.objectContaining({ worldCountry: 'DE' }) })]);
    expect(exported.invoices).toEqual([expect.objectContaining({ kind: 'invoice' })]);
    expect(exported.credits).toEqual([expect.objectContaining({ amount: 50, reason: 'grant' })]);
    expect(exported.licences).toEqual([expect.objectContaining({ material_id: item.id })]);
    expect(exported.school).toEqual(expect.objectContaining({ role: 'master' }));
    expect(exported.cart).toEqual([expect.objectContaining({ material_id: later.id })]);

    const email = `kaeufer-${buyer.userId}@commerce.example`;
    expect((await cartCall('v3/user/delete', { token: buyer.token, body: { confirm_email: email } })).status).toBe(200);
    const left = await env.DB.prepare(
      `SELECT (SELECT COUNT(*) FROM orders WHERE user_id = ?1) AS orders, (SELECT COUNT(*) FROM invoices WHERE user_id = ?1) AS invoices,
         (SELECT COUNT(*) FROM cart_items ci JOIN carts c ON c.id = ci.cart_id WHERE c.user_id = ?1) AS cartItems,
         (SELECT COUNT(*) FROM school_members WHERE user_id = ?1) AS school`,
    )
      .bind(buyer.userId)
      .first();
    expect(left).toEqual({ orders: 1, invoices: 1, cartItems: 0, school: 0 });
  });
});

describe('the user call reports credits and the school', () => {
  it('fills availableCredits, hadCredits and schoolAccount', async () => {
    const user = await quickUser();
    await grantCredits(user.userId, 250);
    const school = await insertSchool([user.userId], true);
    const body = await data<{ items: { availableCredits: number; hadCredits: boolean; profileDetails: { details: { credits: unknown; schoolAccount: unknown } } }[] }>(
      await cartCall('v1/user', { token: user.token }),
    );
    const me = body.items[0];
    expect(me).toMatchObject({ availableCredits: 250, hadCredits: true });
    expect(me?.profileDetails.details).toMatchObject({ credits: { amount: 250, had_credits: true }, schoolAccount: { school_id: school, role: 'master', is_verified: true } });
  });
});
