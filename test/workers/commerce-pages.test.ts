import { beforeEach, describe, expect, it } from 'vitest';
import { createEdge, forgetEdgeCaches, BROWSER } from './harness';
import { FIXTURE } from './fixtures';

const headers = { 'user-agent': BROWSER };

/** The props an island was rendered with. */
function islandProps(html: string, name: string): Record<string, unknown> {
  const match = new RegExp(`data-island="${name}"[^>]*data-props="([^"]*)"`).exec(html) ?? new RegExp(`data-props="([^"]*)"[^>]*data-island="${name}"`).exec(html);
  if (!match) throw new Error(`no ${name} island`);
  const json = (match[1] ?? '').replaceAll('&quot;', '"').replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>');
  return JSON.parse(json) as Record<string, unknown>;
}

describe('the commerce screens', () => {
  beforeEach(forgetEdgeCaches);
  const edge = createEdge();

  it('renders the shopping cart with its island, not indexed', async () => {
    const response = await edge.request('/de/warenkorb', { headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('data-island="CartView"');
    expect(html).toContain('Warenkorb wird geladen');
    const props = islandProps(html, 'CartView');
    expect(props.paymentHref).toBe('/de/bezahlung');
    expect(props.materialHrefTemplate).toBe('/de/material/__id__/__slug__');
  });

  it('renders the payment page with the checkout and the sign-in it may need', async () => {
    const response = await edge.request('/fr/paiement', { headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    const html = await response.text();
    expect(html).toContain('data-island="Checkout"');
    const props = islandProps(html, 'Checkout');
    expect(props.cartHref).toBe('/fr/panier');
    expect((props.login as { next: string }).next).toBe('/fr/paiement');
  });

  it('renders the order confirmation and the invoice success page with the order id', async () => {
    const confirmation = await edge.request('/de/bestellbestaetigung?order=ord_abcdefgh', { headers });
    expect(confirmation.status).toBe(200);
    expect(confirmation.headers.get('x-robots-tag')).toBe('noindex');
    const html = await confirmation.text();
    expect(html).toContain('data-island="OrderStatus"');
    expect(islandProps(html, 'OrderStatus')).toMatchObject({ orderId: 'ord_abcdefgh', variant: 'confirmation', boughtHref: '/de/erworbene-materialien' });

    const invoice = await edge.request('/de/rechnungskauf-erfolgreich?order=ord_abcdefgh', { headers });
    expect(invoice.status).toBe(200);
    expect(islandProps(await invoice.text(), 'OrderStatus')).toMatchObject({ orderId: 'ord_abcdefgh', variant: 'invoice' });

    const malformed = await edge.request('/de/bestellbestaetigung?order=%3Cscript%3E', { headers });
    expect(islandProps(await malformed.text(), 'OrderStatus').orderId).toBeNull();
  });

  it('puts the add-to-cart button on the material page', async () => {
    const material = FIXTURE.materialDe;
    const html = await (await edge.request(`/de/material/${material.id}/${material.slug}`, { headers })).text();
    expect(html).toContain('data-island="AddToCartButton"');
    expect(islandProps(html, 'AddToCartButton')).toMatchObject({ materialId: material.id, cartHref: '/de/warenkorb' });
  });
});

describe('the demo payment provider page', () => {
  it('does not exist in production', async () => {
    const edge = createEdge({ ENVIRONMENT: 'production', EDGE_ORIGIN_KEY: 'a-real-production-edge-key' });
    const page = await edge.request('/dev/demo-payment/ord_abcdefgh?world=de', { headers });
    expect(page.status).toBe(404);
    const post = await edge.request('/dev/demo-payment/ord_abcdefgh?world=de', {
      method: 'POST',
      headers: { ...headers, 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=paid',
    });
    expect(post.status).toBe(404);
    expect(edge.originCalls).toEqual([]);
  });

  it('shows the banner and the three buttons, without script, and refuses cross-site posts', async () => {
    const edge = createEdge();
    const response = await edge.request('/dev/demo-payment/ord_abcdefgh?world=de', { headers });
    expect([200, 404]).toContain(response.status);
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('DEMO PAYMENT PROVIDER — no real money');
    expect(html).toContain('ord_abcdefgh');
    expect(html).toContain('action="/dev/demo-payment/ord_abcdefgh?world=de"');
    for (const outcome of ['paid', 'failed', 'cancelled']) expect(html).toContain(`value="${outcome}"`);
    expect(html).not.toContain('<script');

    const crossSite = await edge.request('/dev/demo-payment/ord_abcdefgh?world=de', {
      method: 'POST',
      headers: { ...headers, 'sec-fetch-site': 'cross-site', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=paid',
    });
    expect(crossSite.status).toBe(403);
    expect((await edge.request('/dev/demo-payment/x?world=de', { headers })).status).toBe(404);
  });
});
