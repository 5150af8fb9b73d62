import AxeBuilder from '@axe-core/playwright';
import { test, expect, waitForHydration, paidMaterials, logIn } from './fixtures';
import { apiUser, uniqueEmail } from './mailbox';

/** The store's own pages beyond the catalogue: the world chooser, the cart's lines and the payment page's summary. */

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test('the root chooser shows the brand and every world with its flag and name', async ({ page }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.getByText('Kreide', { exact: true })).toBeVisible();
    const worlds = page.getByRole('navigation', { name: 'Alle Länderversionen' }).getByRole('link');
    await expect(worlds).toHaveCount(27);
    await expect(worlds.filter({ hasText: 'Ελλάδα' })).toHaveAttribute('hreflang', 'el');
    // Every flag loaded (a broken image has no natural width).
    const broken = await page.locator('.world-list img.flag').evaluateAll((images) => images.filter((img) => !(img as HTMLImageElement).naturalWidth).length);
    expect(broken).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  }
  expect((await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze()).violations).toEqual([]);
});

test('cart lines say what the voucher covers, remove by an icon button, and the payment page sums up beside the form', async ({ page, playwright, baseURL }) => {
  const email = uniqueEmail('cart-lines');
  const api = await playwright.request.newContext({ baseURL });
  await apiUser(api, email, 'ein sicheres Passwort 42', 'Carla Korb');
  await api.dispose();
  await logIn(page, email, 'ein sicheres Passwort 42');
  // One material the voucher covers and one whose author fixed the price, which it does not.
  const listed = await paidMaterials(page.request);
  const covered = listed.find((m) => !m.hasFixedPrice);
  const fixed = listed.find((m) => m.hasFixedPrice);
  if (!covered || !fixed) throw new Error('the demo data has paid materials with and without a fixed price');
  const materials = [covered, fixed];
  for (const material of materials) {
    await page.goto(`/de/material/${material.id}/${material.slug}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(page.locator('.add-to-cart .badge')).toHaveText('Im Warenkorb');
  }
  await page.goto('/de/warenkorb');
  await waitForHydration(page);
  const lines = page.getByRole('list', { name: 'Materialien in deinem Warenkorb' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await page.getByLabel('Gutscheincode').fill('WILLKOMMEN10');
  await page.getByRole('button', { name: 'Einlösen' }).click();
  const line = (title: string) => lines.filter({ hasText: title });
  await expect(line(covered.title)).toContainText('Gutschein WILLKOMMEN10 gilt für dieses Material.');
  await expect(line(covered.title)).toContainText('mit Gutschein');
  await expect(line(fixed.title)).toContainText('Der Autor hat einen Festpreis gesetzt: Gutscheine gelten hier nicht.');

  // The remove control is an icon button named after the material; it does not overlap the price.
  const remove = page.getByRole('button', { name: `„${covered.title}“ entfernen` });
  const [removeBox, priceBox] = await Promise.all([remove.boundingBox(), line(covered.title).locator('.cart-item-price').boundingBox()]);
  expect(removeBox && priceBox && (removeBox.x >= priceBox.x + priceBox.width || removeBox.y >= priceBox.y + priceBox.height)).toBe(true);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/de/bezahlung');
  await waitForHydration(page);
  const summary = page.getByRole('region', { name: 'Deine Bestellung' });
  await expect(summary.getByRole('listitem')).toHaveCount(2);
  const [summaryBox, payBox] = await Promise.all([summary.boundingBox(), page.getByRole('button', { name: /bezahlen/ }).boundingBox()]);
  expect(summaryBox && payBox && summaryBox.x > payBox.x + payBox.width).toBe(true);
  expect((await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze()).violations).toEqual([]);

  await page.goto('/de/warenkorb');
  await waitForHydration(page);
  await remove.click();
  await expect(lines).toHaveCount(1);
  await lines.first().getByRole('button').click();
  await expect(page.getByText('Dein Warenkorb ist leer.')).toBeVisible();
});

test('the search results sort as soon as an order is chosen; the button is only for pages without JavaScript', async ({ page }) => {
  await page.goto('/de/suchergebnisse?q=Mathe');
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Anwenden' })).toBeHidden();
  await page.getByLabel('Sortieren nach').selectOption('newest');
  await expect(page).toHaveURL(/[?&]sort=newest/);
  await expect(page).toHaveURL(/[?&]q=Mathe/);
  await expect(page.getByLabel('Sortieren nach')).toHaveValue('newest');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the sort order applies by its button', async ({ page }) => {
    await page.goto('/de/suchergebnisse?q=Mathe');
    await page.getByLabel('Sortieren nach').selectOption('newest');
    await page.getByRole('button', { name: 'Anwenden' }).click();
    await expect(page).toHaveURL(/[?&]sort=newest/);
  });
});

test('the preview pages open enlarged and turn by button, arrow key and swipe; Escape closes and returns focus', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const material = (await paidMaterials(page.request)).find((m) => m.title.length > 0);
  if (!material) throw new Error('no paid materials');
  await page.goto(`/de/material/${material.id}/${material.slug}`);
  await waitForHydration(page);
  const pages = page.getByRole('group', { name: 'Vorschau' }).getByRole('button');
  const count = await pages.count();
  expect(count).toBeGreaterThan(1);
  await pages.first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`Seite 1 von ${count}`);
  await dialog.getByRole('button', { name: 'Nächste Seite' }).click();
  await expect(dialog).toContainText(`Seite 2 von ${count}`);
  await page.keyboard.press('ArrowLeft');
  await expect(dialog).toContainText(`Seite 1 von ${count}`);
  // A swipe to the left turns to the next page.
  const box = await dialog.locator('.preview-dialog-page').boundingBox();
  if (!box) throw new Error('no enlarged page');
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(dialog).toContainText(`Seite 2 von ${count}`);
  expect((await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze()).violations).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(pages.first()).toBeFocused();
});
