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
  // On a phone (filters folded away) the headings still descend one level at a time: the results'
  // h2 comes before the cards' h3, for those who move by headings.
  await page.setViewportSize({ width: 390, height: 844 });
  const levels = await Promise.all((await page.locator('main').getByRole('heading').all()).map((h) => h.evaluate((e) => Number(e.tagName[1]))));
  expect(levels.filter((level, i) => i > 0 && level - (levels[i - 1] ?? 0) > 1)).toEqual([]);
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

test('favourite hearts toggle and the header count follows', async ({ page }) => {
  const material = await firstMaterial(page, 'de');
  await page.goto(`/de/material/${material.id}/${material.slug}`);
  await waitForHydration(page);
  const heart = page.locator('.buy-box .favourite-heart');
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

test('static files carry the security headers, hashed assets are immutable, the manifest is private', async ({ page, request }) => {
  await page.goto('/de');
  const script = await page.locator('script[type="module"][src^="/assets/"]').first().getAttribute('src');
  expect(script).toMatch(/^\/assets\/.+-[\w-]{8,}\.js$/);
  const asset = await request.get(script ?? '');
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['x-content-type-options']).toBe('nosniff');
  for (const path of ['/favicon.svg', '/robots.txt']) {
    const file = await request.get(path);
    expect(file.status(), path).toBe(200);
    expect(file.headers()['x-content-type-options'], path).toBe('nosniff');
    expect(file.headers()['content-security-policy'], path).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(file.headers()['cache-control'] ?? '', path).not.toContain('immutable');
  }
  expect((await request.get('/assets/manifest.json')).status()).toBe(404);
});

test('the notifications bell, whose code loads at the first tap, opens on that first tap', async ({ page }) => {
  await page.goto('/de');
  await waitForHydration(page);
  const bell = page.locator('.notifications > button');
  await expect(page.locator('[data-island="NotificationsBell"]')).not.toHaveAttribute('data-hydrated', 'true');
  await bell.click();
  await expect(bell).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('.notifications .disclosure-panel')).toBeVisible();
});
