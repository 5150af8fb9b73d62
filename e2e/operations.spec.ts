import type { Browser, Page } from '@playwright/test';
import { test, expect, waitForHydration, logIn, paidMaterials, pageApi } from './fixtures';

/**
 * Operating the marketplace (docs/operations.md): staff find the demo teacher, refund one of her
 * paid orders from the order screen, and the credit note appears in her invoice list; a
 * support-only account is refused the refund.
 */

const PASSWORD = 'Kreide-Demo-2026';
const TEACHER = 'lehrerin@demo.kreide.example';

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, email, PASSWORD);
  return page;
}

test('staff refund a paid order of the demo teacher from the order screen; the credit note reaches her invoices; support alone may not refund', async ({ page, browser }) => {
  // The teacher buys a material she does not own yet (demo payment, with her consent to immediate delivery).
  await logIn(page, TEACHER, PASSWORD);
  await page.goto('/de/');
  const bought = await pageApi<{ items: { material: { id: number } }[] }>(page, 'v1/purchases?page=1');
  const owned = new Set(bought.items.map((p) => p.material.id));
  const candidates = [...(await paidMaterials(page.request, 1)), ...(await paidMaterials(page.request, 2))].filter((m) => !owned.has(m.id));
  const material = candidates[Math.floor(Math.random() * candidates.length)];
  if (!material) throw new Error('no material left to buy');
  await pageApi(page, 'v1/cart/add', { materialId: material.id });
  const started = await pageApi<{ order: { id: string } }>(page, 'v1/cart/checkout', { idempotencyKey: `e2e-ops-${Date.now()}`, paymentMethod: 'demo', withdrawalConsent: true });
  await pageApi(page, `v3/payments/demo/${started.order.id}`, { outcome: 'paid' });
  const orderId = started.order.id;

  // Support finds her order but may not refund it.
  const support = await signedIn(browser, 'support@demo.kreide.example');
  await support.goto(`/staff/operations/orders/${orderId}`);
  await waitForHydration(support);
  await expect(support.getByText('Erstatten darf nur das Team Finanzen.')).toBeVisible();
  await support.getByLabel('Grund (kommt ins Protokoll)').fill('Versuch ohne Rolle');
  await support.getByRole('button', { name: 'Erstattung auslösen' }).click();
  await expect(support.getByRole('alert')).toContainText('Dafür fehlt dir die Rolle im Team.');

  // Staff search for her by e-mail, open her page and the order.
  const staff = await signedIn(browser, 'staff@demo.kreide.example');
  await staff.goto('/staff/operations');
  await waitForHydration(staff);
  await staff.getByLabel('Suche nach ID, E-Mail, Nummer oder Name').fill(TEACHER);
  await staff.locator('#main').getByRole('button', { name: 'Suchen' }).click();
  await staff.getByRole('link', { name: TEACHER }).click();
  await waitForHydration(staff);
  await expect(staff.getByRole('heading', { level: 1 })).toContainText('Lehrerin');
  await staff.getByRole('link', { name: orderId }).first().click();
  await waitForHydration(staff);
  await expect(staff.locator('[data-order-status]')).toContainText('bezahlt');
  await expect(staff.getByText(/Zustimmung zur sofortigen Lieferung am/)).toBeVisible();

  // The whole order, licence withdrawn, with a reason.
  await staff.getByLabel('Grund (kommt ins Protokoll)').fill('Doppelt gekauft, Kulanz');
  await staff.getByRole('button', { name: 'Erstattung auslösen' }).click();
  const done = staff.getByRole('status').filter({ hasText: 'Erstattet. Gutschrift' });
  await expect(done).toBeVisible();
  const number = /DE-\d{4}-\d{6}/.exec((await done.textContent()) ?? '')?.[0];
  expect(number).toBeTruthy();
  await expect(staff.locator('[data-order-status]')).toContainText('erstattet');
  await expect(staff.locator('.staff-ops-audit')).toContainText('order.refund');

  // The teacher sees the credit note in her invoice list.
  await page.goto('/de/rechnungen-steuerbelege');
  await waitForHydration(page);
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: number!, exact: true }) });
  await expect(row).toContainText('Gutschrift');
  await expect(row).toContainText(orderId);
  await expect(row).toContainText('-');
});
