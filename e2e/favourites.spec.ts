import { test, expect, firstMaterial, waitForHydration } from './fixtures';

test('a kept favourite shows as a pressed heart without a touch (hearts hydrate when near the screen)', async ({ page }) => {
  const material = await firstMaterial(page, 'de');
  await page.goto('/de');
  await page.evaluate((id) => localStorage.setItem('kreide.favorites', JSON.stringify([id])), material.id);
  await page.goto(`/de/material/${material.id}/${material.slug}`);
  await waitForHydration(page);
  await expect(page.locator('.buy-box .favourite-heart')).toHaveAttribute('aria-pressed', 'true');
  await page.evaluate(() => localStorage.removeItem('kreide.favorites'));
});

test('a favourite appears on the favourites screen and leaves it with its heart', async ({ page }) => {
  const material = await firstMaterial(page, 'de');
  const other = await firstMaterial(page, 'fr');
  await page.goto(`/de/material/${material.id}/${material.slug}`);
  await waitForHydration(page);
  const heart = page.locator('.buy-box .favourite-heart');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  // A favourite kept in another world's edition does not show on the German screen.
  await page.evaluate((id) => {
    const ids = JSON.parse(localStorage.getItem('kreide.favorites') ?? '[]') as number[];
    localStorage.setItem('kreide.favorites', JSON.stringify([id, ...ids]));
  }, other.id);

  const link = page.locator('.header-actions a[href$="/merkzettel"]');
  await expect(link.locator('.count')).toHaveText('1');
  await link.click();
  await expect(page).toHaveURL(/\/de\/merkzettel$/);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Favoriten' })).toBeVisible();

  const list = page.getByRole('list', { name: 'Deine gemerkten Materialien' });
  const card = list.locator('.material-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('link', { name: material.title })).toHaveAttribute('href', `/de/material/${material.id}/${material.slug}`);
  await expect(page.getByText(other.title)).toHaveCount(0);
  await expect(page.getByText('Hier erscheinen nur Favoriten aus dieser Länderausgabe.')).toBeVisible();

  const remove = card.locator('.favourite-heart');
  await expect(remove).toHaveAttribute('aria-pressed', 'true');
  await remove.click();
  await expect(list).toHaveCount(0);
  await expect(page.getByText('Du hast hier noch keine Favoriten.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Unterrichtsmaterialien finden' })).toHaveAttribute('href', /^\/de\//);
  // Stored favourites moved to the server (the visitor's list) and left the browser's storage.
  expect(await page.evaluate(() => localStorage.getItem('kreide.favorites'))).toBeNull();

  // The list is read from the server again on the next visit.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByText('Du hast hier noch keine Favoriten.', { exact: false })).toBeVisible();
});
