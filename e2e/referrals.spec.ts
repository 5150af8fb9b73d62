import { test, expect, waitForHydration, logIn } from './fixtures';
import { mailedPath, uniqueEmail } from './mailbox';
import { decidedVisitor } from './visitor-state';

/** The referral programme (docs/referrals.md): a teacher shares the link, a colleague signs up through it. */

const DEMO_PASSWORD = 'Kreide-Demo-2026';

test('a teacher copies the invitation link; a new colleague signs up through it and has the welcome credit', async ({ page, browser, baseURL }) => {
  // The teacher's invitation page: the link with copy and share buttons, the rules, no invitees yet.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await logIn(page, 'lehrerin@demo.kreide.example', DEMO_PASSWORD);
  await page.goto('/de/einladung');
  await waitForHydration(page);
  const input = page.getByLabel('Dein persönlicher Einladungslink');
  await expect(input).toHaveValue(/\/de\/registrieren\?ref=[0-9A-Z]{10}$/);
  await page.getByRole('button', { name: 'Link kopieren' }).click();
  await expect(page.getByText('Link kopiert.')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(await input.inputValue());
  await expect(page.getByRole('link', { name: 'Per WhatsApp' })).toHaveAttribute('href', new RegExp(`^https://wa\\.me/\\?text=.*${encodeURIComponent(link).replace(/[.?]/g, '\\$&')}`));
  await expect(page.getByText('bekommt 5,00 € Guthaben')).toBeVisible();

  // A new visitor opens the link: the inviter is named, the code is kept in a cookie and leaves the address bar.
  const visitor = await browser.newContext({ baseURL, storageState: decidedVisitor(baseURL ?? '') });
  const colleague = await visitor.newPage();
  await colleague.goto(new URL(link).pathname + new URL(link).search);
  await waitForHydration(colleague);
  await expect(colleague.locator('.referral-note')).toContainText('lädt dich zu Kreide ein.');
  await expect(colleague).toHaveURL(/\/de\/registrieren$/);
  const code = new URL(link).searchParams.get('ref');
  expect((await visitor.cookies()).find((c) => c.name === 'kreide_ref')?.value).toBe(code);

  const email = uniqueEmail('eingeladen');
  await colleague.getByLabel('Öffentlicher Name').fill('Neue Kollegin');
  await colleague.getByLabel('E-Mail-Adresse').fill(email);
  await colleague.getByLabel('Passwort', { exact: true }).fill('ein gutes Passwort 1');
  await colleague.getByLabel('Ich akzeptiere die AGB und die Datenschutzerklärung.').check();
  await colleague.getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(colleague.locator('.form-status')).toContainText('Fast geschafft!');
  expect((await visitor.cookies()).find((c) => c.name === 'kreide_ref')).toBeUndefined();

  // Confirm and finish: the welcome credit is on the new account.
  await colleague.goto(await mailedPath(colleague, email, '/de/registrieren/bestaetigen/'));
  await expect(colleague).toHaveURL(/\/de\/registrierung-abschliessen\//);
  await waitForHydration(colleague);
  await colleague.getByLabel('Vorname').fill('Nina');
  await colleague.getByLabel('Nachname').fill('Neu');
  await colleague.getByRole('button', { name: 'Registrierung abschließen' }).click();
  await expect(colleague.getByText('Dein Konto ist bereit.')).toBeVisible();
  await colleague.goto('/de/guthaben');
  await waitForHydration(colleague);
  await expect(colleague.locator('.credit-amount')).toHaveText('5,00 €');
  await visitor.close();

  // The teacher sees a signed-up invitee, without name or address.
  await page.goto('/de/einladung');
  await waitForHydration(page);
  const invitees = page.locator('.referral-invitees');
  await expect(invitees).toContainText('Angemeldet – wartet auf den ersten Kauf');
  await expect(invitees).not.toContainText(email);
});
