/**
 * Which country's VAT an order is charged, and when a business pays no VAT (docs/commerce.md,
 * "Place of supply" and "Reverse charge"): the probe's cases, end to end.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { PDFDocument } from 'pdf-lib';
import { pageContent } from '../unit/origin/commerce/pdf-content';
import { cartCall, checkoutResult, insertMaterial, newKey, payDemo, quickUser } from './commerce-kit';
import { createEdge } from './harness';
import { viaEdge } from './accounts';
import type { Order } from '../../src/shared/schemas/commerce';

async function errorOf(response: Response): Promise<{ status: number; code: string }> {
  const body = (await response.json()) as { error: { code: string } };
  return { status: response.status, code: body.error.code };
}

async function saveBilling(userId: number, country: string, vatId: string | null): Promise<void> {
  await env.DB.prepare(
    `INSERT INTO billing_addresses (user_id, name, company, street, postal_code, city, country, vat_id, updated_at)
     VALUES (?, 'Eva Beispiel', 'Lernwerkstatt GmbH', 'Ring 1', '1010', 'Wien', ?, ?, ?)`,
  )
    .bind(userId, country, vatId, new Date().toISOString())
    .run();
}

/** A buyer with one material of 13.50 € in the cart of /de. */
async function buyerWithCart(price = 1350): Promise<{ userId: number; token: string }> {
  const item = await insertMaterial({ price });
  const buyer = await quickUser();
  await cartCall('v1/cart/add', { token: buyer.token, body: { materialId: item.id } });
  return buyer;
}

/** A checkout as the edge forwards it: the facts in `headers` come with the edge key. */
async function checkoutWith(token: string, body: Record<string, unknown>, headers: Record<string, string>): Promise<Response> {
  return cartCall('v1/cart/checkout', { token, body: { idempotencyKey: newKey(), paymentMethod: 'demo', withdrawalConsent: true, ...body }, headers: { ...viaEdge(), ...headers } });
}

async function storedOrder(publicId: string) {
  return env.DB.prepare('SELECT buyer_country, buyer_vat_id, vat_verification_id, country_evidence FROM orders WHERE public_id = ?')
    .bind(publicId)
    .first<{ buyer_country: string; buyer_vat_id: string | null; vat_verification_id: number | null; country_evidence: string }>();
}

/** German consumer VAT of 13.50 €: 19 % included. */
const GERMAN_CONSUMER = { vatScheme: 'oss', vatRate: 19, gross: 1350, vatAmount: 216, net: 1134, amountDue: 1350, buyerCountry: 'DE' };
/** Austrian consumer VAT of 13.50 €: 20 % included. */
const AUSTRIAN_CONSUMER = { vatScheme: 'oss', vatRate: 20, gross: 1350, vatAmount: 225, net: 1125, amountDue: 1350, buyerCountry: 'AT' };

describe('reverse charge needs a verified VAT id', () => {
  it('charges a buyer without billing address as a consumer, whatever VAT id and country cookie they send', async () => {
    const buyer = await buyerWithCart();
    // The probe: a Hungarian VAT id in the body and the country the visitor chose (HU).
    const result = await checkoutResult(await checkoutWith(buyer.token, { vatId: 'HU12345678' }, { 'x-kreide-country': 'HU', cookie: 'kreide_country=HU' }));
    expect(result.order).toMatchObject(GERMAN_CONSUMER);
    const stored = await storedOrder(result.order.id);
    expect(stored).toMatchObject({ buyer_country: 'DE', buyer_vat_id: null, vat_verification_id: null });
  });

  it('charges VAT even when the VAT id in the body is a verifiable one, as long as no billing address is saved', async () => {
    const buyer = await buyerWithCart();
    const result = await checkoutResult(await checkoutWith(buyer.token, { vatId: 'HU99999991' }, { 'x-kreide-country': 'HU' }));
    expect(result.order).toMatchObject(GERMAN_CONSUMER);
  });

  it('charges VAT through the edge too: the country cookie and a forged geolocation header count for nothing', async () => {
    const buyer = await buyerWithCart();
    const edge = createEdge();
    const response = await edge.request('/api/v1/cart/checkout?world=de', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${buyer.token}`,
        'content-type': 'application/json',
        cookie: 'kreide_country=HU',
        // A browser's own page: the edge's cross-site rule lets it through (docs/security.md).
        'sec-fetch-site': 'same-origin',
        'x-kreide-geo-country': 'HU',
      },
      body: JSON.stringify({ idempotencyKey: newKey(), paymentMethod: 'demo', withdrawalConsent: true, vatId: 'HU12345678' }),
    });
    expect((await checkoutResult(response)).order).toMatchObject(GERMAN_CONSUMER);
  });

  it('charges Austrian VAT when the verifier refuses the saved VAT id', async () => {
    const buyer = await buyerWithCart();
    await saveBilling(buyer.userId, 'AT', 'ATU00000000');
    const result = await checkoutResult(await checkoutWith(buyer.token, {}, {}));
    expect(result.order).toMatchObject(AUSTRIAN_CONSUMER);
    expect(await storedOrder(result.order.id)).toMatchObject({ buyer_vat_id: null, vat_verification_id: null });
    const answer = await env.DB.prepare("SELECT valid, verifier FROM vat_verifications WHERE vat_id = 'ATU00000000' ORDER BY id DESC").first();
    expect(answer).toEqual({ valid: 0, verifier: 'demo' });
  });

  it('applies reverse charge for a verified VAT id of the billing country, and names the verification on the order', async () => {
    const buyer = await buyerWithCart();
    await saveBilling(buyer.userId, 'AT', 'ATU99999991');
    const result = await checkoutResult(await checkoutWith(buyer.token, {}, { 'x-kreide-country': 'US' }));
    // The Austrian consumer rate (20 %) comes out of the list price; no VAT is charged.
    expect(result.order).toMatchObject({ vatScheme: 'reverse_charge', vatRate: 0, vatAmount: 0, gross: 1125, net: 1125, amountDue: 1125, buyerCountry: 'AT' });
    const stored = await storedOrder(result.order.id);
    expect(stored).toMatchObject({ buyer_country: 'AT', buyer_vat_id: 'ATU99999991' });
    const verification = await env.DB.prepare('SELECT vat_id, country, verifier, valid, name, consultation_number FROM vat_verifications WHERE id = ?')
      .bind(stored?.vat_verification_id ?? -1)
      .first();
    expect(verification).toMatchObject({ vat_id: 'ATU99999991', country: 'AT', verifier: 'demo', valid: 1, consultation_number: 'DEMO-ATU99999991' });

    // A second checkout with the same id relies on the stored answer: the verifier is not asked again.
    const again = await buyerWithCart();
    await saveBilling(again.userId, 'AT', 'ATU99999991');
    const second = await checkoutResult(await checkoutWith(again.token, {}, {}));
    expect(second.order.vatScheme).toBe('reverse_charge');
    expect((await storedOrder(second.order.id))?.vat_verification_id).toBe(stored?.vat_verification_id);
    const count = await env.DB.prepare("SELECT COUNT(*) AS n FROM vat_verifications WHERE vat_id = 'ATU99999991'").first<{ n: number }>();
    expect(count?.n).toBe(1);
  });

  it('applies reverse charge for a verified VAT id typed at checkout with a billing address of its country', async () => {
    const buyer = await buyerWithCart(1190);
    await saveBilling(buyer.userId, 'FR', null);
    expect(await errorOf(await checkoutWith(buyer.token, { vatId: 'FR123' }, {}))).toEqual({ status: 400, code: 'invalid_vat_id' });
    const result = await checkoutResult(await checkoutWith(buyer.token, { vatId: 'FR99999999991' }, {}));
    expect(result.order).toMatchObject({ vatScheme: 'reverse_charge', vatAmount: 0, buyerCountry: 'FR', gross: 992, net: 992, amountDue: 992 });
  });

  it('charges VAT when the verified id belongs to another country than the billing address', async () => {
    const buyer = await buyerWithCart();
    // HU99999991 is a verified test number, but the address is in Austria.
    await saveBilling(buyer.userId, 'AT', 'HU99999991');
    const result = await checkoutResult(await checkoutWith(buyer.token, {}, { 'x-kreide-country': 'HU' }));
    expect(result.order).toMatchObject(AUSTRIAN_CONSUMER);
    // Typed at checkout, it is refused as not valid for the billing country.
    const other = await buyerWithCart();
    await saveBilling(other.userId, 'AT', null);
    expect(await errorOf(await checkoutWith(other.token, { vatId: 'HU99999991' }, {}))).toEqual({ status: 400, code: 'invalid_vat_id' });
  });

  it('answers 409 and writes no order when the VAT id cannot be checked right now', async () => {
    const buyer = await buyerWithCart();
    await saveBilling(buyer.userId, 'AT', 'ATU99999990');
    expect(await errorOf(await checkoutWith(buyer.token, {}, {}))).toEqual({ status: 409, code: 'vat_id_unverifiable' });
    const orders = await env.DB.prepare('SELECT COUNT(*) AS n FROM orders WHERE user_id = ?').bind(buyer.userId).first<{ n: number }>();
    expect(orders?.n).toBe(0);
  });
});

/** The decoded content streams of a PDF's first page, as Latin-1 text. */
function firstPageContent(doc: PDFDocument): string {
  return pageContent(doc.getPage(0));
}

const drawn = (text: string) => `<${[...text].map((c) => (c.codePointAt(0) ?? 0).toString(16).padStart(2, '0')).join('').toUpperCase()}>`;

describe('place of supply', () => {
  let order: Order;
  let buyer: { userId: number; token: string };

  beforeAll(async () => {
    buyer = await buyerWithCart();
    // A German teacher in /de whose country cookie says US, without a billing address.
    const started = await checkoutResult(await checkoutWith(buyer.token, {}, { 'x-kreide-country': 'US', cookie: 'kreide_country=US' }));
    order = await payDemo(buyer.token, started.order.id);
  });

  it("charges the world's country, never the country the visitor chose", async () => {
    expect(order).toMatchObject({ ...GERMAN_CONSUMER, status: 'paid' });
    const evidence = JSON.parse((await storedOrder(order.id))?.country_evidence ?? '{}') as Record<string, unknown>;
    expect(evidence).toMatchObject({ billingCountry: null, geoCountry: null, worldCountry: 'DE', placeOfSupply: 'DE', basis: 'world_only' });
  });

  it('prints the place of supply on the invoice', async () => {
    const pdf = await cartCall(`v3/invoices/${order.invoice?.id}/pdf`, { token: buyer.token });
    expect(pdf.status).toBe(200);
    const content = firstPageContent(await PDFDocument.load(new Uint8Array(await pdf.arrayBuffer())));
    expect(content).toContain(drawn('DE'));
    expect(content).not.toContain(drawn('US'));
  });

  it('takes geolocation from the edge as evidence: agreeing with the world confirms it', async () => {
    const confirmed = await buyerWithCart();
    const result = await checkoutResult(await checkoutWith(confirmed.token, {}, { 'x-kreide-country': 'US', 'x-kreide-geo-country': 'DE' }));
    expect(result.order).toMatchObject(GERMAN_CONSUMER);
    expect(JSON.parse((await storedOrder(result.order.id))?.country_evidence ?? '{}')).toMatchObject({ geoCountry: 'DE', basis: 'world_confirmed' });
    // Geolocation outside the EU alone does not take the German VAT away.
    const abroad = await buyerWithCart();
    const away = await checkoutResult(await checkoutWith(abroad.token, {}, { 'x-kreide-geo-country': 'US' }));
    expect(away.order).toMatchObject(GERMAN_CONSUMER);
  });

  it('takes the billing address country first', async () => {
    const customer = await buyerWithCart();
    await saveBilling(customer.userId, 'AT', null);
    const result = await checkoutResult(await checkoutWith(customer.token, {}, { 'x-kreide-geo-country': 'DE', 'x-kreide-country': 'DE' }));
    expect(result.order).toMatchObject(AUSTRIAN_CONSUMER);
  });
});

describe('the edge passes geolocation separately from the visitor country', () => {
  it('sets x-kreide-geo-country from the runtime only and drops one the caller sent', async () => {
    const seen: Headers[] = [];
    const recording = {
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        seen.push(new Request(input, init).headers);
        return Response.json({ data: {} });
      },
      connect: () => {
        throw new Error('not supported');
      },
    } as unknown as Fetcher;
    const edge = createEdge({ ORIGIN: recording });
    await edge.request('/api/v3/orders/o_x', { headers: { cookie: 'kreide_country=HU', 'x-kreide-geo-country': 'HU' } });
    await edge.request('/api/v3/orders/o_x', { headers: { cookie: 'kreide_country=HU', 'x-kreide-geo-country': 'HU' }, cf: { country: 'AT' } } as RequestInit);
    expect(seen.map((h) => [h.get('x-kreide-country'), h.get('x-kreide-geo-country')])).toEqual([
      ['HU', null],
      ['HU', 'AT'],
    ]);
  });
});
