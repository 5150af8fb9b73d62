import { test, expect, logIn, waitForHydration } from './fixtures';

/**
 * An author writes a post in the post editor and publishes it; it appears on the blog of their
 * author page and opens there (docs/blog.md).
 */
test('an author writes a post, publishes it, and it appears on their author blog', async ({ page }) => {
  const title = `Unsere Klassenfahrt an die Nordsee ${Date.now()}`;
  await logIn(page, 'author1@demo.kreide.example', 'Kreide-Demo-2026');
  await page.goto('/de/post-editor');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Deine Beiträge' })).toBeVisible();
  await page.getByRole('button', { name: 'Neuer Beitrag' }).click();
  await page.getByLabel('Titel').fill(title);
  await page.getByLabel('Text').fill('# Der erste Tag\n\nWir haben das **Watt** erkundet und Krebse gezählt.');
  await page.getByRole('button', { name: 'Vorschau' }).click();
  await expect(page.locator('.post-preview strong')).toHaveText('Watt');
  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Der Beitrag ist veröffentlicht.' })).toBeVisible();

  // The post page, then the author page's blog through the author link.
  await page.getByRole('link', { name: 'Ansehen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('.post-body h2')).toHaveText('Der erste Tag');
  await page.locator('.post-meta a').first().click();
  await expect(page).toHaveURL(/\/de\/autor\/\d+\/[^/]+$/);
  await page.getByRole('link', { name: 'Blog', exact: true }).click();
  await expect(page).toHaveURL(/\/blog$/);
  const card = page.locator('.post-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  await card.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('a teacher without a shop is told they cannot write posts', async ({ page }) => {
  await logIn(page, 'lehrerin@demo.kreide.example', 'Kreide-Demo-2026');
  await page.goto('/de/post-editor');
  await waitForHydration(page);
  await expect(page.getByText('Beiträge schreiben Autorinnen und Autoren mit eigenem Shop')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Neuer Beitrag' })).toHaveCount(0);
});
