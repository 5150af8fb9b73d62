import { test, expect, waitForHydration, logIn, paidMaterials, pageApi } from './fixtures';

const TEACHER = 'lehrerin@demo.kreide.example';
const PASSWORD = 'Kreide-Demo-2026';

test('a favourite hearted as a visitor follows the teacher to her account and to another browser; she files a bought material in a folder', async ({ page, browser }) => {
  // A visitor hearts the first card on the search page: one island serves every heart.
  await page.goto('/de/suchergebnisse');
  await waitForHydration(page);
  expect(await page.locator('[data-island="FavouriteHearts"]').count()).toBe(1);
  const heart = page.locator('.material-card .favourite-heart').first();
  const materialId = await heart.getAttribute('data-material-id');
  const title = (await heart.locator('xpath=ancestor::article').locator('.card-title').textContent()) ?? '';
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  const saved = page.waitForResponse((r) => r.url().includes('/api/v3/wishlist/anonymous/add') && r.ok());
  await heart.focus();
  await page.keyboard.press('Enter');
  await saved;
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  // She signs in: the visitor's favourite is now her account's.
  await logIn(page, TEACHER, PASSWORD);
  await page.goto('/de/merkzettel');
  await waitForHydration(page);
  const list = page.getByRole('list', { name: 'Deine gemerkten Materialien' });
  await expect(list.getByRole('link', { name: title, exact: true })).toBeVisible();

  // A second browser, signed in as her, sees it too, and the search page's heart is pressed.
  const other = await browser.newContext();
  const second = await other.newPage();
  await logIn(second, TEACHER, PASSWORD);
  await second.goto('/de/merkzettel');
  await waitForHydration(second);
  await expect(second.getByRole('list', { name: 'Deine gemerkten Materialien' }).getByRole('link', { name: title, exact: true })).toBeVisible();
  await second.goto('/de/suchergebnisse');
  await waitForHydration(second);
  await expect(second.locator(`.favourite-heart[data-material-id="${materialId}"]`).first()).toHaveAttribute('aria-pressed', 'true');

  // She buys a material she does not have yet (demo payment) and files it in a new folder.
  const bought = await pageApi<{ items: { material: { id: number } }[] }>(second, 'v1/purchases?page=1');
  const owned = new Set(bought.items.map((p) => p.material.id));
  const candidates = (await paidMaterials(second.request, 2)).filter((m) => !owned.has(m.id));
  const material = candidates[Math.floor(Math.random() * candidates.length)];
  if (!material) throw new Error('no material left to buy');
  await pageApi(second, 'v1/cart/add', { materialId: material.id });
  const started = await pageApi<{ order: { id: string } }>(second, 'v1/cart/checkout', { idempotencyKey: `e2e-folders-${Date.now()}`, paymentMethod: 'demo', withdrawalConsent: true });
  await pageApi(second, `v3/payments/demo/${started.order.id}`, { outcome: 'paid' });

  await second.goto('/de/ordner/erworben');
  await waitForHydration(second);
  await expect(second.getByRole('heading', { level: 1, name: 'Ordner: gekaufte Materialien' })).toBeVisible();
  const folderName = `Klasse 3b ${Date.now()}`;
  await second.getByLabel('Name des Ordners').fill(folderName);
  await second.getByRole('button', { name: 'Ordner anlegen' }).click();
  await expect(second.getByText('Der Ordner ist angelegt.')).toBeVisible();
  const row = second.locator('.folder-file-row', { hasText: material.title });
  await row.getByLabel(`Ordner für „${material.title}“`).selectOption({ label: folderName });
  await row.getByRole('button', { name: 'Ablegen' }).click();
  await expect(second.getByText('Das Material liegt jetzt im Ordner.')).toBeVisible();
  await second.getByRole('navigation', { name: 'Ordner' }).getByRole('button', { name: new RegExp(folderName) }).click();
  await expect(second.getByRole('list', { name: `Materialien in „${folderName}“` }).getByRole('link', { name: material.title })).toBeVisible();
  await other.close();
});
