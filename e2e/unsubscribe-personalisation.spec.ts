import { test, expect, logIn, waitForHydration } from './fixtures';
import { apiUser, mailedPath, uniqueEmail } from './mailbox';

/**
 * My subjects and the links in e-mails (docs/personalisation.md, docs/unsubscribe.md): a new
 * teacher gets the popup after 10 s, chooses subjects and finds them on the home page; an
 * unsubscribe link from the dev mailbox works in one click without signing in.
 */
const PASSWORD = 'sicheres Passwort 1';
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

test('a teacher chooses subjects from the popup and sees them on the home page', async ({ page, playwright, baseURL }) => {
  test.setTimeout(60_000);
  const email = uniqueEmail('faecher');
  const api = await playwright.request.newContext({ baseURL });
  await apiUser(api, email, PASSWORD, 'Fächer E2E');
  await logIn(page, email, PASSWORD);

  // The popup comes after 10 s, once.
  const popup = page.locator('[data-personalisation-popup]');
  await expect(popup).toBeVisible({ timeout: 20_000 });
  await expect(popup.getByRole('heading', { name: 'Was unterrichtest du?' })).toBeVisible();
  await popup.getByRole('link', { name: 'Meine Fächer wählen' }).click();
  await expect(page).toHaveURL(/\/de\/meine-faecher$/);
  await waitForHydration(page);

  const subjects = page.locator('fieldset[data-choice="subjects"] input[type="checkbox"]');
  await expect(subjects.first()).toBeVisible();
  const chosen = (await page.locator('fieldset[data-choice="subjects"] label').first().textContent()) ?? '';
  await subjects.first().check();
  await page.getByRole('button', { name: 'Meine Fächer speichern' }).click();
  await expect(page.getByText('Gespeichert.')).toBeVisible();

  await page.goto('/de');
  await waitForHydration(page);
  const row = page.locator('.for-your-subjects');
  await row.scrollIntoViewIfNeeded();
  await expect(row.getByRole('heading', { name: 'Für deine Fächer' })).toBeVisible();
  await expect(row.locator('.material-card').first()).toBeVisible();
  expect(chosen.trim()).not.toBe('');

  const state = await page.request.post('/api/v3/personalisations/get?world=de', { headers: SAME_ORIGIN, data: {} });
  expect(((await state.json()) as { data: { showPopup: boolean } }).data.showPopup).toBe(false);

  // The same screen works on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/de/meine-faecher');
  await waitForHydration(page);
  await expect(subjects.first()).toBeChecked();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await api.dispose();
});

test('an unsubscribe link from the dev mailbox unsubscribes in one click without sign-in', async ({ page, playwright, baseURL }) => {
  const email = uniqueEmail('abmelden');
  const api = await playwright.request.newContext({ baseURL });
  await apiUser(api, email, PASSWORD, 'Abmelden E2E');
  expect((await api.post('/api/v3/user/notification-preferences', { headers: SAME_ORIGIN, data: { email: { newsletter: true } } })).ok()).toBe(true);

  // Signed out: ask for a link.
  await page.goto('/de/abmelden-per-link');
  await waitForHydration(page);
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByRole('button', { name: 'Link senden' }).click();
  await expect(page.getByText('Wenn ein Konto diese Adresse nutzt')).toBeVisible();

  const path = await mailedPath(page, email, '/de/abmelden/');
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Abbestellen', exact: true })).toBeVisible();
  // Opening the link changed nothing yet; the one button does it.
  await page.getByRole('button', { name: 'Werbe-E-Mails abbestellen' }).click();
  await expect(page.getByText('Du bekommst keine Werbe-E-Mails mehr von Kreide.')).toBeVisible();

  const preferences = await api.get('/api/v3/user/notification-preferences?world=de');
  const { data } = (await preferences.json()) as { data: { email: Record<string, boolean> } };
  expect(data.email).toMatchObject({ newsletter: false, followed_authors: false, recommendations: false });

  // A mail client's one-click POST (RFC 8058) to a fresh link answers without a page.
  await page.goto('/de/abmelden-per-link');
  await waitForHydration(page);
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByRole('button', { name: 'Link senden' }).click();
  await expect(page.getByText('Wenn ein Konto diese Adresse nutzt')).toBeVisible();
  const second = await mailedPath(page, email, '/de/abmelden/');
  expect(second).not.toBe(path);
  const oneClick = await playwright.request.newContext({ baseURL });
  const answer = await oneClick.post(second, { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(answer.status()).toBe(200);
  await oneClick.dispose();
  await api.dispose();
});
