import { test, expect, waitForHydration, firstMaterial } from './fixtures';

test('home shows the search box and the mega menu, and islands hydrate', async ({ page, consoleErrors }) => {
  await page.goto('/de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('search').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Materialien' })).toBeVisible();
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Materialien' }).click();
  await expect(page.locator('.mega-panel')).toBeVisible();
  await expect(page.locator('.mega-subjects a').first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a search from the home page lands on crawlable results', async ({ page }) => {
  await page.goto('/de');
  await waitForHydration(page);
  const box = page.locator('#home-search');
  await box.fill('Mathe');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/de\/suchergebnisse\?q=Mathe/);
  await expect(page.locator('h1')).toContainText('Mathe');
});

test('the world switcher keeps the screen on a switchable page', async ({ page }) => {
  await page.goto('/de/anmelden');
  await waitForHydration(page);
  await page.locator('.world-switcher button').click();
  await page.locator('.world-switcher a[hreflang="fr"]').click();
  await expect(page).toHaveURL(/\/fr\/connexion$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('an unknown path shows the not-found page with status 404', async ({ page }) => {
  const response = await page.goto('/de/diese-seite-gibt-es-nicht');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.getByRole('search').first()).toBeVisible();
  await waitForHydration(page);
});

test('favorite hearts toggle and the header count follows', async ({ page }) => {
  const material = await firstMaterial(page, 'de');
  await page.goto(`/de/material/${material.id}/${material.slug}`);
  await waitForHydration(page);
  const heart = page.locator('.buy-box .favorite-heart');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.header-actions a[href$="/merkzettel"] .count')).toHaveText('1');
});

test('header and mega menu work by keyboard alone', async ({ page }) => {
  await page.goto('/de');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  await expect(page.locator('.skip-link')).toBeFocused();
  const toggle = page.getByRole('button', { name: 'Materialien' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.locator('.mega-types button').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('.mega-types button').nth(1)).toBeFocused();
  await expect(page.locator('.mega-types button').nth(1)).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  const switcher = page.locator('.world-switcher button');
  await switcher.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.locator('.world-switcher a').first()).toBeFocused();
});
