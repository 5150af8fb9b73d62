import { test, expect, waitForHydration, paidMaterials } from './fixtures';

/**
 * The vouchers screen (/de/gutscheine) for an anonymous visitor: a code redeemed there goes into
 * the visitor's cart; a refused code says why. Re-runnable: a fresh visitor (and cart) per run.
 */

test('an anonymous visitor redeems a voucher on the vouchers screen and finds it in the cart', async ({ page }) => {
  test.setTimeout(90_000);
  // A paid material without a fixed price, so KREIDE20 applies to it.
  const material = (await paidMaterials(page.request)).find((m) => !m.hasFixedPrice);
  if (!material) throw new Error('no paid de material without a fixed price: is the demo data seeded?');

  // Material page → add to cart
  await page.goto(`/de/material/${material.id}/${material.slug}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.locator('.add-to-cart .badge')).toHaveText('Im Warenkorb');

  // The vouchers screen: the redeem form, and a sign-in hint instead of the used vouchers
  await page.goto('/de/gutscheine');
  await waitForHydration(page);
  await expect(page.locator('h1')).toHaveText('Gutscheine');
  await expect(page.getByText('Melde dich an, um deine eingelösten Gutscheine zu sehen.')).toBeVisible();
  const redeem = page.getByRole('region', { name: 'Gutschein einlösen' });
  const code = redeem.getByLabel('Gutscheincode');

  // An expired code is refused with its reason
  await code.fill('ABGELAUFEN');
  await redeem.getByRole('button', { name: 'Einlösen' }).click();
  await expect(redeem.getByRole('alert')).toHaveText('Dieser Gutschein ist abgelaufen.');
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(code).toHaveAccessibleDescription('Dieser Gutschein ist abgelaufen.');

  // KREIDE20 goes into the cart
  await code.fill('KREIDE20');
  await expect(code).not.toHaveAttribute('aria-invalid', 'true');
  await redeem.getByRole('button', { name: 'Einlösen' }).click();
  await expect(redeem.getByText('Gutschein KREIDE20 ist jetzt in deinem Warenkorb.')).toBeVisible();
  await expect(redeem.getByRole('alert')).toHaveText('');

  // The cart shows the voucher and its discount
  await redeem.getByRole('link', { name: 'Zum Warenkorb' }).click();
  await expect(page).toHaveURL(/\/de\/warenkorb$/);
  await waitForHydration(page);
  await expect(page.getByText('Gutschein KREIDE20 eingelöst.')).toBeVisible();
  await expect(page.locator('.totals-voucher dt')).toHaveText('Gutschein KREIDE20');
  await expect(page.getByRole('list', { name: 'Materialien in deinem Warenkorb' }).getByRole('link', { name: material.title })).toBeVisible();
});
