import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { expect, logIn, test, waitForHydration } from './fixtures';
import { apiUser, uniqueEmail } from './mailbox';

/**
 * Schools (docs/schools.md): the demo school's admin invites a new colleague by e-mail from
 * "my school"; the colleague, signed in with that address, opens the mailed link on a phone,
 * joins, sees the school's licence and downloads it; after leaving, the licence is gone.
 */

const SCHOOL_HEAD = 'schule@demo.kreide.example';
const PASSWORD = 'Kreide-Demo-2026';

/** The invitation link's path and query, read from the dev mailbox. */
async function invitationPath(request: APIRequestContext, email: string): Promise<string> {
  const mailbox = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  const { data } = (await mailbox.json()) as { data: { items: { text: string }[] } };
  const link = /https?:\/\/\S+\?invitation=[A-Za-z0-9_-]+/.exec(data.items[0]?.text ?? '')?.[0];
  if (!link) throw new Error(`no invitation mailed to ${email}`);
  const url = new URL(link);
  return url.pathname + url.search;
}

test('the school admin invites a colleague who joins and downloads the school licence', async ({ page, browser, baseURL }) => {
  // The colleague has an account with the invited address, in a phone-sized context of their own.
  const email = uniqueEmail('kollegin');
  const member = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  await apiUser(member.request, email, 'sicheres Passwort 1', 'Kollegin E2E');

  // The admin invites from "my school" (desktop).
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, SCHOOL_HEAD, PASSWORD);
  await page.goto('/de/meine-schule');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Schule' })).toBeVisible();
  await expect(page.getByText('Grundschule am Park (Demo)')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Mitglieder' })).toContainText('Jonas Becker');
  await expect(page.getByRole('list', { name: 'Schullizenzen' }).getByRole('listitem').first()).toBeVisible();
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByRole('button', { name: 'Einladung senden' }).click();
  await expect(page.getByText(`Einladung an ${email} gesendet.`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Offene Einladungen' })).toContainText(email);

  // The colleague opens the mailed link, joins and downloads the school's material.
  const memberPage = await member.newPage();
  await memberPage.goto(await invitationPath(member.request, email));
  await waitForHydration(memberPage);
  await expect(memberPage.getByRole('heading', { name: 'Einladung zu Grundschule am Park (Demo)' })).toBeVisible();
  await memberPage.getByRole('button', { name: 'Der Schule beitreten' }).click();
  const licences = memberPage.getByRole('list', { name: 'Schullizenzen' });
  await expect(licences.getByRole('listitem').first()).toBeVisible();
  await expect(memberPage.getByRole('list', { name: 'Mitglieder' })).toContainText('Kollegin E2E');
  const downloadButton = licences.getByRole('button', { name: /herunterladen/i }).first();
  const [download] = await Promise.all([memberPage.waitForEvent('download'), downloadButton.click()]);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  // Nothing runs past the phone's width.
  expect(await memberPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Leaving ends the school licence at once.
  memberPage.once('dialog', (dialog) => void dialog.accept());
  await memberPage.getByRole('button', { name: 'Schule verlassen' }).click();
  await expect(memberPage.getByText('Du gehörst noch zu keiner Schule.')).toBeVisible();
  const licencesAfter = await member.request.get('/api/v1/schools/mine/licences?world=de');
  expect(licencesAfter.status()).toBe(404);
  await member.close();
});
