import { beforeEach, describe, expect, it } from 'vitest';
import { call, data, publicToken } from './accounts';
import { cartCall, cartOf, checkout, checkoutResult, insertMaterial, insertVoucher, newKey, payDemo, quickUser } from './commerce-kit';
import { createEdge, forgetEdgeCaches, BROWSER } from './harness';
import { voucherUsesSchema, type VoucherUses } from '../../src/shared/schemas/commerce';

beforeEach(forgetEdgeCaches);

async function usedVouchers(token: string, query = ''): Promise<VoucherUses> {
  const response = await cartCall(`v1/vouchers${query}`, { token });
  expect(response.status).toBe(200);
  return voucherUsesSchema.parse(await data<unknown>(response));
}

/** Buys one material with a voucher through the demo provider; returns the order's public id. */
async function buyWith(token: string, code: string | null, price = 1000): Promise<string> {
  const item = await insertMaterial({ price });
  await cartOf(await cartCall('v1/cart/add', { token, body: { materialId: item.id } }));
  if (code) expect((await cartOf(await cartCall('v1/cart/voucher/apply', { token, body: { code } }))).voucherError).toBeNull();
  const started = await checkoutResult(await checkout(token, { idempotencyKey: newKey(), paymentMethod: 'demo', withdrawalConsent: true }));
  await payDemo(token, started.order.id);
  return started.order.id;
}

describe('GET v1/vouchers', () => {
  it('lists the vouchers the user has used, newest first, with the discount and the order', async () => {
    const buyer = await quickUser('Gutschein Käuferin');
    const percent = await insertVoucher({ kind: 'percent', value: 20 });
    const fixed = await insertVoucher({ kind: 'fixed', value: 150 });
    const first = await buyWith(buyer.token, percent, 1000);
    await buyWith(buyer.token, null, 700); // an order without a voucher is not listed
    const second = await buyWith(buyer.token, fixed, 800);

    const answer = await usedVouchers(buyer.token);
    expect(answer.total).toBe(2);
    expect(answer.page).toBe(1);
    expect(answer.items).toHaveLength(2);
    expect(answer.items[0]).toMatchObject({ code: fixed, kind: 'fixed', value: 150, discount: 150, currency: 'EUR', orderId: second, orderStatus: 'paid' });
    expect(answer.items[1]).toMatchObject({ code: percent, kind: 'percent', value: 20, discount: 200, currency: 'EUR', orderId: first, orderStatus: 'paid' });
    expect(Number.isNaN(Date.parse(answer.items[0]?.orderedAt ?? ''))).toBe(false);
  });

  it('shows another user an empty list', async () => {
    const other = await quickUser('Niemand');
    expect(await usedVouchers(other.token)).toEqual({ items: [], page: 1, total: 0, pageSize: 20 });
  });

  it('needs a signed-in user: 401 without a token, 403 with a public one', async () => {
    expect((await call('v1/vouchers?world=de')).status).toBe(401);
    const visitor = await publicToken();
    expect((await call('v1/vouchers?world=de', { headers: { authorization: `Bearer ${visitor}` } })).status).toBe(403);
  });

  it('refuses a bad query parameter with a 400', async () => {
    const user = await quickUser();
    for (const query of ['?page=0', '?page=abc', '?sort=code']) {
      const response = await cartCall(`v1/vouchers${query}`, { token: user.token });
      expect(response.status, query).toBe(400);
    }
  });
});

describe('vouchers screen', () => {
  it('renders the wallet island, noindex, in every main world', async () => {
    const edge = createEdge();
    const response = await edge.request('/de/gutscheine', { headers: { 'user-agent': BROWSER } });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<h1>Gutscheine</h1>');
    expect(html).toContain('data-island="VoucherWallet"');
    const marker = /<div[^>]*data-island="VoucherWallet"[^>]*data-props="([^"]*)"/.exec(html);
    const props = JSON.parse((marker?.[1] ?? '{}').replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as Record<string, unknown>;
    expect(props).toMatchObject({
      signInHref: `/de/anmelden?next=${encodeURIComponent('/de/gutscheine')}`,
      cartHref: '/de/warenkorb',
      orderHref: '/de/bestellbestaetigung',
      page: 1,
      basePath: '/de/gutscheine',
    });
    // The redeem form is in the HTML; the user's list is loaded by the island, never on the edge.
    expect(html).toContain('Gutscheincode');
    expect(edge.originCalls.filter((c) => c.includes('v1/vouchers'))).toEqual([]);
    for (const path of ['/es/cupones', '/fr/bons-de-reduction', '/gr/kouponia', '/it/buoni-sconto']) {
      const localized = await edge.request(path);
      expect(localized.status, path).toBe(200);
      expect(await localized.text(), path).toContain('data-island="VoucherWallet"');
    }
  });
});
