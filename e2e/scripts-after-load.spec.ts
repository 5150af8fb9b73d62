import { test, expect, paidMaterials } from './fixtures';

/**
 * Scripts wait for the page (docs/decisions/019-scripts-after-load.md): no script is asked for
 * before the load event, and a tap on an island's button before its code is there is carried out
 * once the page is live, not lost.
 */

test('no script loads before the page has, and the islands still hydrate', async ({ page }) => {
  await page.goto('/de/suchergebnisse?q=mathe');
  await expect(page.locator('body')).toHaveAttribute('data-hydrated', 'true');
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const scripts = performance.getEntriesByType('resource').filter((entry) => /\/assets\/.+\.js$/.test(entry.name));
    return { loadStart: navigation.loadEventStart, scripts: scripts.map((entry) => entry.startTime) };
  });
  expect(timing.scripts.length).toBeGreaterThan(0);
  for (const start of timing.scripts) expect(start).toBeGreaterThanOrEqual(timing.loadStart);
});

test('"add to cart" tapped before the scripts arrive is carried out when they do', async ({ page }) => {
  const [material] = await paidMaterials(page.request);
  if (!material) throw new Error('the demo data has paid materials');
  // The entry arrives a second late, as on a slow phone connection.
  await page.route(/\/assets\/entry-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.goto(`/de/material/${material.id}/${material.slug}`);
  await expect(page.locator('body')).not.toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.locator('.add-to-cart .badge')).toHaveText('Im Warenkorb');
  await expect(page).toHaveURL(new RegExp(`/de/material/${material.id}/`));
});
