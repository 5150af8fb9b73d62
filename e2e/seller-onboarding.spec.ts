import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, waitForHydration, logIn } from './fixtures';
import { apiUser, uniqueEmail } from './mailbox';

/**
 * Becoming a seller (docs/seller-profile.md): a new user runs the first-upload wizard, becomes an
 * author, sees the seller entries of the account menu, edits the author profile with its live
 * preview, and shares a free material. Creating the first draft is the lifecycle part's call and
 * is left to the seller journey.
 */

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const PASSWORD = 'sicheres Passwort 1';

async function noAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function openAccountMenu(page: Page) {
  const button = page.locator('.account-button');
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  return page.locator('.account-panel');
}

test('a new user becomes an author, gets the seller menu, edits the profile with a live preview and shares a free material', async ({ page, playwright, baseURL }) => {
  const email = uniqueEmail('autorin');
  const api = await playwright.request.newContext({ baseURL });
  await apiUser(api, email, PASSWORD, 'Frau Neu');
  await api.dispose();
  const publicName = `Frau Tafel ${Date.now().toString(36)}`;

  // Signed out, /de/autor asks for a login and comes back; not yet a seller, it leads to the sales cabinet
  await page.goto('/de/autor');
  await expect(page).toHaveURL(/\/de\/anmelden\?next=%2Fde%2Fautor$/);
  await logIn(page, email, PASSWORD);
  await page.goto('/de/autor');
  await expect(page).toHaveURL(/\/de\/verkaeufe-downloads$/);
  await waitForHydration(page);

  // Not a seller: the menu offers to become an author
  let menu = await openAccountMenu(page);
  await expect(menu.getByRole('link', { name: 'Mein Autorenprofil' })).toHaveCount(0);
  await menu.getByRole('link', { name: 'Autor werden' }).click();
  await expect(page).toHaveURL(/\/de\/erster-upload$/);
  await waitForHydration(page);
  await expect(page.locator('h1')).toHaveText('Lade dein erstes Material hoch');
  await expect(page).toHaveTitle(/^Lade dein erstes Material hoch \|/);
  await noAxeViolations(page);

  // The seller terms are required
  await page.getByLabel('Öffentlicher Name').fill(publicName);
  await page.getByRole('button', { name: 'Autor werden' }).click();
  const terms = page.getByLabel(/Ich akzeptiere die Verkaufsbedingungen/);
  await expect(terms).toHaveAttribute('aria-invalid', 'true');
  await terms.check();
  await page.getByRole('button', { name: 'Autor werden' }).click();
  await expect(page.locator('.seller-wizard')).toContainText('Willkommen! Du bist jetzt Autor auf Kreide.');
  await expect(page.getByRole('button', { name: 'Entwurf anlegen' })).toBeVisible();

  // A seller now: the wizard sends on to upload-edit, the menu has the seller screens under their page names
  await page.goto('/de/mein-autorenprofil');
  await waitForHydration(page);
  await expect(page.locator('h1')).toHaveText('Mein Autorenprofil');
  await expect(page).toHaveTitle(/^Mein Autorenprofil \|/);
  menu = await openAccountMenu(page);
  for (const name of ['Hochladen und bearbeiten', 'Meine Verkäufe und Downloads', 'Statistiken', 'Autorenhonorare und Gutschriften', 'Mein Autorenprofil', 'Materialien teilen']) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(menu.getByRole('link', { name: 'Autor werden' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The preview follows the typing, before anything is saved
  const preview = page.getByTestId('profile-preview');
  await expect(preview.getByRole('heading', { level: 2 })).toHaveText(publicName);
  await page.getByLabel('Untertitel').pressSequentially('Kunst in der Grundschule');
  await expect(preview).toContainText('Kunst in der Grundschule');
  await page.getByLabel('Instagram').fill('@frau.tafel');
  await expect(preview.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://www.instagram.com/frau.tafel');
  await noAxeViolations(page);

  // A link elsewhere is refused at its field
  await page.getByLabel('Facebook').fill('https://facebook.example/frau');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByLabel('Facebook')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Facebook').fill('');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.locator('.profile-editor')).toContainText('Dein Autorenprofil ist gespeichert.');

  // /de/autor now leads to the author's own page
  await page.goto('/de/autor');
  await expect(page).toHaveURL(/\/de\/autor\/\d+\/frau-tafel-[a-z0-9]+$/);

  // Share a free material; the link works without an account
  const search = await page.request.get('/api/v3/search?world=de&price=free');
  const free = ((await search.json()) as { data: { items: { id: number; title: string }[] } }).data.items[0];
  if (!free) throw new Error('no free material in de: is the demo data seeded?');
  await page.goto('/de/material-teilen');
  await waitForHydration(page);
  await expect(page.locator('h1')).toHaveText('Materialien teilen');
  await noAxeViolations(page);
  await page.getByLabel('Material', { exact: true }).selectOption('other');
  await page.getByLabel('Kostenloses Material (Adresse oder Nummer)').fill(String(free.id));
  await page.getByLabel('Link gültig für').selectOption('1');
  await page.getByRole('button', { name: 'Link erstellen' }).click();
  const link = page.locator('.share-url');
  await expect(link).toHaveValue(/\/de\/geteilt\/[A-Za-z0-9_-]{43}$/);
  const shared = new URL(await link.inputValue()).pathname;
  await expect(page.locator('.share-links')).toContainText(free.title);

  const visitor = await page.context().browser()!.newContext({ baseURL });
  const stranger = await visitor.newPage();
  await stranger.goto(shared);
  await expect(stranger.locator('h1')).toHaveText('Ein Material für dich');
  await expect(stranger.locator('.purchase-title')).toHaveText(free.title);

  // Withdrawn, the link says so
  await page.getByRole('button', { name: /Zurückziehen/ }).first().click();
  await expect(page.locator('.material-sharing')).toContainText('Der Link funktioniert nicht mehr.');
  const gone = await stranger.goto(shared);
  expect(gone?.status()).toBe(410);
  await expect(stranger.locator('h1')).toHaveText('Dieser Link funktioniert nicht mehr');
  await visitor.close();
});
