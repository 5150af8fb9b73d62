import AxeBuilder from '@axe-core/playwright';
import { test, expect, waitForHydration } from './fixtures';

/**
 * The API reference (/{w}/api, docs/api-reference.md): every call of the OpenAPI document is on
 * the page, a call opens to its fields, nothing is wider than a phone even with every call open,
 * and the page has no WCAG 2.2 AA violations.
 */

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test('the API reference lists every call of the document and opens one to its body fields', async ({ page }) => {
  const document = (await (await page.request.get('/api/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
  const calls = Object.values(document.paths).reduce((sum, item) => sum + Object.keys(item).length, 0);

  await page.goto('/de/api');
  await expect(page.locator('h1')).toHaveText('Die Kreide-API');
  await expect(page.locator('.api-call')).toHaveCount(calls);

  const checkout = page.locator('#post-api-v1-cart-checkout');
  await checkout.getByText('/api/v1/cart/checkout').click();
  await expect(checkout.getByText('idempotencyKey')).toBeVisible();
  await expect(checkout.getByText('Wer darf aufrufen:')).toBeVisible();

  // A link from the list of areas lands on its section.
  await page.getByRole('link', { name: 'Staff' }).click();
  await expect(page).toHaveURL(/#api-staff$/);
});

for (const width of [390, 1280]) {
  test(`at ${width} px nothing is wider than the screen, with every call open`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/fr/api');
    await page.evaluate(() => document.querySelectorAll('.api-call details').forEach((d) => d.setAttribute('open', '')));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBe(0);
  });
}

test('the API reference has no WCAG 2.2 AA violations', async ({ page }) => {
  await page.goto('/de/api');
  await waitForHydration(page);
  await page.locator('#post-api-v3-oauth2-authenticate summary').click();
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
