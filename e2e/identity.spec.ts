import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, waitForHydration, logIn } from './fixtures';
import { apiUser, mailedPath, uniqueEmail } from './mailbox';
import { makeStaff } from './staff';
import { CONSENT_COOKIE, serializeConsent } from '../src/shared/consent';

async function openAccountMenu(page: Page, name: string) {
  const button = page.locator('.account-button');
  await expect(button).toContainText(name);
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
}


test('register, confirm, finish, change the password, sign out, recover it and sign in again', async ({ page }) => {
  const email = uniqueEmail('erika');
  const first = 'erstes Passwort 1';
  const second = 'zweites Passwort 2';
  const third = 'drittes Passwort 3';

  await page.goto('/de/registrieren');
  await waitForHydration(page);
  // Empty submit: field errors, tied to their fields, and focus on the first one
  await page.getByRole('button', { name: 'Konto erstellen' }).click();
  const publicName = page.getByLabel('Öffentlicher Name');
  await expect(publicName).toHaveAttribute('aria-invalid', 'true');
  await expect(publicName).toBeFocused();
  await expect(publicName).toHaveAccessibleDescription(/Bitte fülle dieses Feld aus/);

  await publicName.fill('Erika E2E');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  const password = page.getByLabel('Passwort', { exact: true });
  await password.fill(first);
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Passwort anzeigen' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByLabel('Ich akzeptiere die AGB und die Datenschutzerklärung.').check();
  await page.getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(page.locator('.form-status')).toContainText(`Fast geschafft! Wir haben eine E-Mail an ${email} geschickt.`);

  // The confirmation link leads on to finishing the registration
  await page.goto(await mailedPath(page, email, '/de/registrieren/bestaetigen/'));
  await expect(page).toHaveURL(/\/de\/registrierung-abschliessen\//);
  await waitForHydration(page);
  await page.getByLabel('Vorname').fill('Erika');
  await page.getByLabel('Nachname').fill('Muster');
  await page.getByLabel('Ich möchte Materialien auf Kreide verkaufen').check();
  await page.getByRole('button', { name: 'Registrierung abschließen' }).click();

  // Signed in; "I want to sell" leads to the first-upload wizard (docs/seller-profile.md)
  await expect(page).toHaveURL(/\/de\/erster-upload$/);
  await waitForHydration(page);
  await openAccountMenu(page, 'Erika E2E');
  await page.getByRole('link', { name: 'Passwort ändern' }).click();

  // Change the password
  await expect(page).toHaveURL(/\/de\/passwort-aendern$/);
  await waitForHydration(page);
  await page.getByLabel('Aktuelles Passwort').fill(first);
  await page.getByLabel('Neues Passwort', { exact: true }).fill(second);
  await page.getByLabel('Neues Passwort wiederholen').fill(second);
  await page.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(page.locator('.form-status')).toContainText('Dein Passwort wurde geändert.');

  // Sign out
  await openAccountMenu(page, 'Erika E2E');
  // Logging out reloads the page: wait for that new document before looking at it.
  await Promise.all([page.waitForEvent('framenavigated'), page.getByRole('button', { name: 'Abmelden' }).click()]);
  await page.waitForLoadState('load');
  await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'kreide_logged_in')?.value ?? null).not.toBe('1');
  await waitForHydration(page);
  await expect(page.locator('.account-links').getByRole('link', { name: 'Anmelden' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('kreide.userId'))).toBeNull();

  // Forgot the password: the same answer for every address
  await page.goto('/de/passwort-vergessen');
  await waitForHydration(page);
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByRole('button', { name: 'Link zum Zurücksetzen senden' }).click();
  await expect(page.locator('.form-status')).toContainText(`Falls es ein Kreide-Konto für ${email} gibt`);

  // The reset link from the mailbox sets a new one
  await page.goto(await mailedPath(page, email, '/de/passwort-wiederherstellen/'));
  await waitForHydration(page);
  await page.getByLabel('Neues Passwort', { exact: true }).fill(third);
  await page.getByLabel('Neues Passwort wiederholen').fill('nicht dasselbe');
  await page.getByRole('button', { name: 'Neues Passwort speichern' }).click();
  await expect(page.getByLabel('Neues Passwort wiederholen')).toHaveAccessibleDescription('Die beiden Passwörter stimmen nicht überein.');
  await page.getByLabel('Neues Passwort wiederholen').fill(third);
  await page.getByRole('button', { name: 'Neues Passwort speichern' }).click();
  await expect(page.locator('.form-status')).toContainText('Dein Passwort wurde geändert. Du kannst dich jetzt damit anmelden.');

  // Sign in with it
  await logIn(page, email, third);
  await expect(page.locator('.account-button')).toContainText('Erika E2E');
});

const DESKTOP_BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

test('staff act as another user: a banner shows and nothing is tracked', async ({ page, playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const staffEmail = uniqueEmail('staff');
  const targetEmail = uniqueEmail('kundin');
  const password = 'Support-Passwort 1';
  await apiUser(api, staffEmail, password, 'Support E2E');
  const targetId = await apiUser(api, targetEmail, 'Kundinnen-Passwort', 'Kundin E2E');
  makeStaff(staffEmail, 'support');
  // Staff who allow statistics are tracked as themselves; acting as a user, nothing is (docs/consent.md).
  const { hostname } = new URL(baseURL ?? '');
  await page.context().addCookies([{ name: CONSENT_COOKIE, value: serializeConsent({ statistics: true, marketing: false }), domain: hostname, path: '/' }]);

  const tracked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v3/events/track')) tracked.push(request.url());
  });

  await logIn(page, staffEmail, password);
  await expect(page.locator('.account-button')).toContainText('Support E2E');
  await expect.poll(() => tracked.length).toBeGreaterThan(0);

  await page.goto('/de/anmelden-als');
  await waitForHydration(page);
  await page.getByLabel('Nutzer-ID').fill(String(targetId));
  await page.getByLabel('Grund').fill('E2E: Support-Ticket prüfen');
  await page.getByRole('button', { name: 'Als dieses Nutzerkonto anmelden' }).click();
  await expect(page).toHaveURL(/\/de$/);
  await waitForHydration(page);
  await expect(page.locator('.impersonation-banner')).toHaveText('Handelnd als Kundin E2E');
  await expect(page.locator('.account-button')).toContainText('Kundin E2E');

  // Pages viewed while impersonating send no tracking at all
  tracked.length = 0;
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('.impersonation-banner')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(tracked).toEqual([]);

  // And the origin stores nothing for calls the edge marks as impersonated
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'kreide_impersonating')?.value).toBe('1');
  const asTarget = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const event = { events: [{ name: 'e2e_check' }] };
  const headers = { 'sec-fetch-site': 'same-origin', 'user-agent': DESKTOP_BROWSER };
  const impersonated = await api.post('/api/v3/events/track?world=de', { headers: { ...headers, cookie: asTarget }, data: event });
  expect(((await impersonated.json()) as { data: { accepted: number } }).data.accepted).toBe(0);
  const plain = await api.post('/api/v3/events/track?world=de', { headers, data: event });
  expect(((await plain.json()) as { data: { accepted: number } }).data.accepted).toBe(1);
  await api.dispose();

  // Logging out ends the impersonation
  await openAccountMenu(page, 'Kundin E2E');
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'kreide_impersonating')?.value ?? null).toBeNull();
});

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test('the identity forms have no WCAG 2.2 AA violations, also with field errors shown', async ({ page }) => {
  for (const path of ['/de/registrieren', '/fr/connexion', '/it/password-dimenticata', '/de/passwort-aendern']) {
    await page.goto(path);
    await waitForHydration(page);
    const submit = page.locator('.form-submit');
    if (await submit.count()) {
      await submit.click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeFocused();
    } else {
      await expect(page.locator('.notice')).toContainText('Bitte melde dich an');
    }
    const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
    expect(results.violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});
