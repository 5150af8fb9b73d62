import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';
import { mailedPath, uniqueEmail } from './mailbox';

/** Registers through the forms, confirms from the dev mailbox and finishes: signed in at home. */
async function register(page: Page, email: string, password: string, publicName: string) {
  await page.goto('/de/registrieren');
  await waitForHydration(page);
  await page.getByLabel('Öffentlicher Name').fill(publicName);
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByLabel('Ich akzeptiere die AGB und die Datenschutzerklärung.').check();
  await page.getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(page.locator('.form-status')).toContainText(`Fast geschafft! Wir haben eine E-Mail an ${email} geschickt.`);

  await page.goto(await mailedPath(page, email, '/de/registrieren/bestaetigen/'));
  await expect(page).toHaveURL(/\/de\/registrierung-abschliessen\//);
  await waitForHydration(page);
  await page.getByLabel('Vorname').fill('Greta');
  await page.getByLabel('Nachname').fill('Datenschutz');
  await page.getByRole('button', { name: 'Registrierung abschließen' }).click();
  await expect(page.getByRole('heading', { name: 'Willkommen bei Kreide, Greta!' })).toBeFocused();
  await page.getByRole('link', { name: 'Zur Startseite', exact: true }).click();
  await expect(page).toHaveURL(/\/de$/);
  await waitForHydration(page);
  await expect(page.locator('.account-button')).toContainText(publicName);
}

/**
 * Console errors and page errors with the address they concern. Browsers log every failed call,
 * so the journey's expected refusals (and Chromium's own favicon request: the site has none)
 * are named at the end; anything else fails the test.
 */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${message.text()} ${new URL(message.location().url || page.url()).pathname}`);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test('download my data, delete my account, and the account is gone', async ({ page }) => {
  const problems = watchConsole(page);
  const email = uniqueEmail('greta');
  const password = 'Datenschutz-Passwort 1';
  await register(page, email, password, 'Greta GDPR');

  await page.goto('/de/einstellungen');
  await waitForHydration(page);
  const form = page.locator('[data-island="DeleteAccountForm"]');
  await expect(form.getByRole('button', { name: 'Mein Konto löschen' })).toBeVisible();

  // The export: a JSON attachment of this account, through the session cookie
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Meine Daten herunterladen' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.json$/);
  const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as { profile: { email: string; public_name: string } };
  expect(exported.profile).toMatchObject({ email, public_name: 'Greta GDPR' });

  // Nothing happens without the confirmation; a wrong password is named at its field
  await form.getByLabel('Dein Passwort').fill('nicht mein Passwort');
  await form.getByRole('button', { name: 'Mein Konto löschen' }).click();
  const confirm = form.getByLabel('Mir ist klar, dass sich das nicht rückgängig machen lässt.');
  await expect(confirm).toHaveAttribute('aria-invalid', 'true');
  await expect(confirm).toBeFocused();
  await confirm.check();
  await form.getByRole('button', { name: 'Mein Konto löschen' }).click();
  await expect(form.getByLabel('Dein Passwort')).toHaveAccessibleDescription(/Dieses Passwort stimmt nicht\./);

  // Deleted: a notice, then logged out at home
  await form.getByLabel('Dein Passwort').fill(password);
  await form.getByRole('button', { name: 'Mein Konto löschen' }).click();
  await expect(form.getByRole('status')).toContainText('Dein Konto wurde gelöscht.');
  // The address becomes home before the reload: wait for the reloaded page, which has no such form.
  await expect(page.getByRole('button', { name: 'Mein Konto löschen' })).toHaveCount(0, { timeout: 15_000 });
  await expect(page).toHaveURL(/\/de$/);
  await waitForHydration(page);
  await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'kreide_logged_in')?.value ?? null).not.toBe('1');
  // The session runner may reload once more as it signs the deleted account out: read again until it settles.
  await expect
    .poll(async () => page.evaluate(() => window.localStorage.getItem('kreide.userId')).catch(() => 'reloading'))
    .toBeNull();
  await expect(page.locator('.account-links').getByRole('link', { name: 'Anmelden' })).toBeVisible();

  // Signing in with the old address and password fails like any unknown account
  await page.goto('/de/anmelden');
  await waitForHydration(page);
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.locator('.form-status')).toContainText('Die E-Mail-Adresse oder das Passwort stimmt nicht.');
  await expect(page).toHaveURL(/\/de\/anmelden$/);

  expect(problems.filter((problem) => !problem.endsWith(' /favicon.ico'))).toEqual([
    expect.stringMatching(/status of 400 .* \/api\/v3\/user\/delete$/),
    expect.stringMatching(/status of 401 .* \/api\/v3\/oauth2\/authenticate$/),
  ]);
});
