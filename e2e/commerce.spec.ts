import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { test, expect, waitForHydration, logIn, paidMaterials, type ListedMaterial } from './fixtures';
import { apiUser, uniqueEmail } from './mailbox';

/**
 * Buying (docs/commerce.md) in the de world, against the demo payment provider: an anonymous
 * visitor's cart with vouchers, sign-in at payment (the cart merges), the demo provider's page,
 * the order confirmation with its invoice PDF and the stamped download; and a verified school's
 * head buying on invoice. Re-runnable on the same local database: a fresh buyer per run, and the
 * school picks a material it does not own yet.
 */

const DEMO_PASSWORD = 'Kreide-Demo-2026';
const SCHOOL_HEAD = 'schule@demo.kreide.example';
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const materialPath = (m: Pick<ListedMaterial, 'id' | 'slug'>) => `/de/material/${m.id}/${m.slug}`;

/** An amount as the de pages show it ("12,50 €", "-2,50 €") in cents, without its sign. */
function cents(text: string | null): number {
  const match = /(\d{1,3}(?:\.\d{3})*),(\d{2})/.exec(text ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`no amount in ${JSON.stringify(text)}`);
  return Number(match[1].replace(/\./g, '')) * 100 + Number(match[2]);
}

/** No serious or critical WCAG 2.2 AA violation on the page as it is now. */
async function expectNoSeriousViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect.soft(serious.map((v) => `${where} ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The bytes of a finished download. */
async function downloaded(download: Download): Promise<Buffer> {
  return readFile(await download.path());
}

test('a visitor fills the cart, signs in at payment, pays with the demo provider, gets the invoice and the stamped file', async ({ page, playwright, baseURL }) => {
  test.setTimeout(120_000);
  if (!baseURL) throw new Error('no baseURL');
  const material = (await paidMaterials(page.request)).find((m) => !m.hasFixedPrice);
  if (!material) throw new Error('no paid de material without a fixed price: is the demo data seeded?');

  // Material page → add to cart → the header badge counts 1
  await page.goto(materialPath(material));
  await waitForHydration(page);
  await expect(page.locator('h1')).toHaveText(material.title);
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.locator('.add-to-cart .badge')).toHaveText('Im Warenkorb');
  const badge = page.getByRole('link', { name: 'Warenkorb, 1 Artikel' });
  await expect(badge).toBeVisible();
  await expect(badge.locator('.count')).toHaveText('1');

  // Cart: an expired voucher is refused with its reason, KREIDE20 takes 20 % off
  await page.goto('/de/warenkorb');
  await waitForHydration(page);
  const items = page.getByRole('list', { name: 'Materialien in deinem Warenkorb' });
  await expect(items.getByRole('listitem')).toHaveCount(1);
  await expect(items.getByRole('link', { name: material.title })).toBeVisible();
  const voucher = page.getByLabel('Gutscheincode');
  await voucher.fill('ABGELAUFEN');
  await page.getByRole('button', { name: 'Einlösen' }).click();
  await expect(page.locator('.cart-voucher').getByRole('alert')).toHaveText('Dieser Gutschein ist abgelaufen.');
  await expect(voucher).toHaveAttribute('aria-invalid', 'true');
  await expect(voucher).toHaveAccessibleDescription('Dieser Gutschein ist abgelaufen.');
  await expect(page.locator('.totals-voucher')).toHaveCount(0);
  const subtotal = cents(await page.locator('.totals-subtotal dd').textContent());
  expect(subtotal).toBe(material.price);
  expect(cents(await page.locator('.totals-total dd').textContent())).toBe(subtotal);

  await voucher.fill('KREIDE20');
  await page.getByRole('button', { name: 'Einlösen' }).click();
  await expect(page.getByText('Gutschein KREIDE20 eingelöst.')).toBeVisible();
  await expect(page.locator('.totals-voucher dt')).toHaveText('Gutschein KREIDE20');
  const discount = cents(await page.locator('.totals-voucher dd').textContent());
  expect(discount).toBe(Math.round(material.price * 0.2));
  const total = cents(await page.locator('.totals-total dd').textContent());
  expect(total).toBe(subtotal - discount);
  expect(total).toBeLessThan(subtotal);
  await expect(page.locator('dl.totals[aria-label="Gesamtsumme"]')).toBeVisible();

  // Payment asks a visitor to sign in first
  await page.getByRole('link', { name: 'Weiter zur Bezahlung' }).click();
  await expect(page).toHaveURL(/\/de\/bezahlung$/);
  await waitForHydration(page);
  const signIn = page.getByRole('region', { name: 'Zum Bezahlen anmelden' });
  await expect(signIn).toBeVisible();

  // A buyer registered meanwhile in a request context of its own: this page is still anonymous
  const email = uniqueEmail('kaeufer');
  const password = 'Kauf-Passwort 1';
  const api = await playwright.request.newContext({ baseURL });
  await apiUser(api, email, password, 'Käufer E2E');
  await api.dispose();
  await signIn.getByLabel('E-Mail-Adresse').fill(email);
  await signIn.getByLabel('Passwort', { exact: true }).fill(password);
  await signIn.getByRole('button', { name: 'Anmelden', exact: true }).click();

  // Back on payment, signed in: the anonymous cart merged with its item and voucher
  await expect(page).toHaveURL(/\/de\/bezahlung$/);
  await waitForHydration(page);
  await expect(page.locator('.account-button')).toContainText('Käufer E2E');
  const checkout = page.locator('form.checkout');
  await expect(checkout.locator('.checkout-items li')).toHaveCount(1);
  await expect(checkout.locator('.checkout-items')).toContainText(material.title);
  await expect(checkout.locator('.totals-voucher dt')).toHaveText('Gutschein KREIDE20');
  expect(cents(await checkout.locator('.totals-total dd').textContent())).toBe(total);

  // Chosen through its label: the radio itself is drawn 0 px wide (see the accessibility test below)
  const demo = checkout.getByRole('radio', { name: /Demo-Zahlung/ });
  await expect(checkout.getByRole('radio')).toHaveCount(1);
  await checkout.locator('label[for="checkout-method-demo"]').click();
  await expect(demo).toBeChecked();

  // The demo provider's page, then Pay
  await checkout.locator('label[for="checkout-withdrawal"]').click();
  await checkout.getByRole('button', { name: /^Jetzt .* bezahlen$/ }).click();
  await expect(page).toHaveURL(/\/dev\/demo-payment\/o_[A-Za-z0-9_-]+\?world=de$/);
  await expect(page.locator('.demo-banner')).toHaveText('DEMO PAYMENT PROVIDER — no real money');
  expect(cents(await page.locator('.demo-amount').textContent())).toBe(total);
  await expect(page.locator('.demo-status')).toHaveText('pending');
  const orderId = ((await page.locator('.demo-order-id').textContent()) ?? '').trim();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  // Order confirmation: paid, with the invoice
  await expect(page).toHaveURL(`/de/bestellbestaetigung?order=${encodeURIComponent(orderId)}`);
  await waitForHydration(page);
  await expect(page.locator('[data-order-status="paid"]')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Vielen Dank!' })).toContainText('Vielen Dank! Deine Zahlung ist eingegangen.');
  await expect(page.getByRole('heading', { name: `Bestellung ${orderId}` })).toBeVisible();
  const invoiceLink = page.getByRole('link', { name: /^Rechnung .+ herunterladen \(PDF\)$/ });
  await expect(invoiceLink).toBeVisible();
  const invoiceNumber = /^Rechnung (\S+) herunterladen/.exec((await invoiceLink.textContent()) ?? '')?.[1] ?? '';
  expect(invoiceNumber).toMatch(/^DE-\d{4}-\d{6}$/);

  const [invoiceDownload] = await Promise.all([page.waitForEvent('download'), invoiceLink.click()]);
  const invoicePdf = await downloaded(invoiceDownload);
  expect(invoicePdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const invoiceDoc = await PDFDocument.load(invoicePdf, { updateMetadata: false });
  expect(invoiceDoc.getTitle()).toBe(invoiceNumber);

  // Bought materials: the file, stamped with the licence shown
  await page.goto('/de/erworbene-materialien');
  await waitForHydration(page);
  const bought = page.getByRole('list', { name: 'Deine erworbenen Materialien' });
  await expect(bought.getByRole('listitem').filter({ has: page.locator('.purchase') })).toHaveCount(1);
  const purchase = bought.locator('article.purchase', { has: page.getByRole('heading', { name: material.title }) });
  await expect(purchase).toBeVisible();
  const licenceId = ((await purchase.locator('dd code').textContent()) ?? '').trim();
  expect(licenceId).toMatch(new RegExp(`^L-.+-${material.id}$`));
  const files = purchase.getByRole('list', { name: `Dateien von „${material.title}“` });
  const downloadButton = files.getByRole('button', { name: /herunterladen$/ }).first();
  const [fileDownload] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
  const filePdf = await downloaded(fileDownload);
  expect(filePdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const fileDoc = await PDFDocument.load(filePdf, { updateMetadata: false });
  expect(fileDoc.getSubject() ?? '').toContain(licenceId);
});


/** Every material id the signed-in user owns, bought by them or by their school. */
async function ownedMaterialIds(request: APIRequestContext): Promise<Set<number>> {
  const owned = new Set<number>();
  for (let page = 1; page <= 100; page += 1) {
    const response = await request.get(`/api/v1/purchases?world=de&page=${page}`);
    expect(response.ok()).toBe(true);
    const { data } = (await response.json()) as { data: { items: { material: { id: number } }[]; total: number } };
    for (const item of data.items) owned.add(item.material.id);
    if (data.items.length === 0 || owned.size >= data.total) break;
  }
  return owned;
}

/** Empties the signed-in user's de cart (left over by an earlier, interrupted run). */
async function emptyCart(request: APIRequestContext) {
  const view = await request.get('/api/v1/cart/view?world=de');
  expect(view.ok()).toBe(true);
  const { data } = (await view.json()) as { data: { items: { cart: { cartItems: { material: { id: number } }[]; voucher: unknown } } } };
  for (const { material } of data.items.cart.cartItems) {
    expect((await request.post('/api/v1/cart/remove?world=de', { headers: SAME_ORIGIN, data: { materialId: material.id } })).ok()).toBe(true);
  }
  if (data.items.cart.voucher) expect((await request.post('/api/v1/cart/voucher/remove?world=de', { headers: SAME_ORIGIN, data: {} })).ok()).toBe(true);
}

test('the head of a verified school buys a material on invoice', async ({ page }) => {
  await logIn(page, SCHOOL_HEAD, DEMO_PASSWORD);
  await expect(page.locator('.account-button')).toContainText('Schulleitung Demo');

  const owned = await ownedMaterialIds(page.request);
  let material: ListedMaterial | undefined;
  for (let listPage = 1; !material && listPage <= 20; listPage += 1) {
    material = (await paidMaterials(page.request, listPage)).find((m) => !owned.has(m.id));
  }
  if (!material) throw new Error('the demo school owns every paid de material listed');
  await emptyCart(page.request);

  await page.goto(materialPath(material));
  await waitForHydration(page);
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.locator('.add-to-cart .badge')).toHaveText('Im Warenkorb');
  await expect(page.getByRole('link', { name: 'Warenkorb, 1 Artikel' })).toBeVisible();

  await page.goto('/de/bezahlung');
  await waitForHydration(page);
  const checkout = page.locator('form.checkout');
  await expect(checkout.locator('.checkout-items')).toContainText(material.title);
  const invoice = checkout.getByRole('radio', { name: 'Rechnung an meine Schule' });
  await expect(checkout.getByRole('radio', { name: /Demo-Zahlung/ })).toBeChecked();
  await checkout.locator('label[for="checkout-method-invoice"]').click();
  await expect(invoice).toBeChecked();
  await checkout.locator('label[for="checkout-withdrawal"]').click();
  await checkout.getByRole('button', { name: /^Jetzt .* bezahlen$/ }).click();

  await expect(page).toHaveURL(/\/de\/rechnungskauf-erfolgreich\?order=o_[A-Za-z0-9_-]+$/);
  await waitForHydration(page);
  await expect(page.getByRole('status').filter({ hasText: 'Vielen Dank!' })).toContainText('Vielen Dank! Dein Kauf auf Rechnung ist abgeschlossen.');
  await expect(page.locator('.order-items')).toContainText(material.title);

  // Bought materials: newest first, the school's purchase marked as such
  await page.goto('/de/erworbene-materialien');
  await waitForHydration(page);
  const purchase = page.locator('article.purchase', { has: page.getByRole('heading', { name: material.title }) });
  await expect(purchase).toBeVisible();
  await expect(purchase.locator('dd code')).toHaveText(new RegExp(`^L-.+-${material.id}$`));
  await expect(purchase.locator('dd time')).toHaveAttribute('datetime', new Date().toISOString().slice(0, 10));
  await expect(purchase.getByRole('button', { name: /herunterladen$/ }).first()).toBeEnabled();
  // "Über deine Schule" marks licences another member of the school bought (viaSchool = buyer is
  // someone else); the head bought this one himself.
  await expect(purchase.locator('.badge-school')).toHaveCount(0);
});

test('the cart with an item and the payment page have no serious or critical WCAG 2.2 AA violations', async ({ page, playwright, baseURL }) => {
  const material = (await paidMaterials(page.request))[0];
  if (!material) throw new Error('no paid de material: is the demo data seeded?');
  await page.goto(materialPath(material));
  await waitForHydration(page);
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.locator('.add-to-cart .badge')).toHaveText('Im Warenkorb');

  // The cart with its item, and with a refused voucher's error shown
  await page.goto('/de/warenkorb');
  await waitForHydration(page);
  await expect(page.getByRole('list', { name: 'Materialien in deinem Warenkorb' }).getByRole('listitem')).toHaveCount(1);
  await expectNoSeriousViolations(page, 'cart');
  await page.getByLabel('Gutscheincode').fill('ABGELAUFEN');
  await page.getByRole('button', { name: 'Einlösen' }).click();
  await expect(page.locator('.cart-voucher').getByRole('alert')).toHaveText('Dieser Gutschein ist abgelaufen.');
  await expectNoSeriousViolations(page, 'cart with a voucher error');

  // Payment: the sign-in form, then the order with its payment methods
  await page.goto('/de/bezahlung');
  await waitForHydration(page);
  const signIn = page.getByRole('region', { name: 'Zum Bezahlen anmelden' });
  await expect(signIn).toBeVisible();
  await expectNoSeriousViolations(page, 'payment, signed out');

  const email = uniqueEmail('axe');
  const password = 'Axe-Passwort 1';
  const api = await playwright.request.newContext({ baseURL });
  await apiUser(api, email, password, 'Axe E2E');
  await api.dispose();
  await signIn.getByLabel('E-Mail-Adresse').fill(email);
  await signIn.getByLabel('Passwort', { exact: true }).fill(password);
  await signIn.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.locator('.account-button')).toContainText('Axe E2E');
  await waitForHydration(page);
  const demo = page.locator('form.checkout').getByRole('radio', { name: /Demo-Zahlung/ });
  await expect(demo).toBeChecked();
  await expectNoSeriousViolations(page, 'payment, signed in');
  // A sighted keyboard or pointer user must see which payment method is chosen
  await expect.soft(demo, 'the payment method radio is drawn (not 0 px wide)').toBeVisible();
});
