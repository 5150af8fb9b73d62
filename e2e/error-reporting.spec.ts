import { test as base, type Page } from '@playwright/test';
import { expect, logIn, waitForHydration } from './fixtures';
import { CONSENT_COOKIE, serializeConsent } from '../src/shared/consent';

/** Error reports from the browser to the staff screen (docs/error-reporting.md). */
const test = base;
const PASSWORD = 'Kreide-Demo-2026';
const SAMPLE_KEY = 'kreide_stats_error_sample';

/** A visitor with statistics consent (or without) who is in the sample. */
function visitor(baseURL: string, statistics: boolean) {
  const { hostname, origin } = new URL(baseURL);
  return {
    cookies: [{ name: CONSENT_COOKIE, value: serializeConsent({ statistics, marketing: false }), domain: hostname, path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' as const }],
    origins: statistics ? [{ origin, localStorage: [{ name: SAMPLE_KEY, value: '1' }] }] : [],
  };
}

async function throwOnPage(page: Page, message: string): Promise<void> {
  await page.goto('/de');
  await waitForHydration(page);
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/v3/errors/report'), { timeout: 6_000 }).catch(() => null);
  await page.evaluate((text) => setTimeout(() => { throw new Error(text); }), `${message} for erika@example.org`);
  const request = await sent;
  if (request) await request.response();
}

test('an uncaught error of a consenting visitor reaches the staff screen, scrubbed; without consent nothing is sent', async ({ browser, baseURL }) => {
  const run = Date.now().toString(36);
  const consenting = await browser.newContext({ storageState: visitor(baseURL ?? '', true) });
  await throwOnPage(await consenting.newPage(), `e2e boom ${run}`);
  await consenting.close();

  const refusing = await browser.newContext({ storageState: visitor(baseURL ?? '', false) });
  const page = await refusing.newPage();
  const reports: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/errors/report')) reports.push(request.url());
  });
  await throwOnPage(page, `e2e refused ${run}`);
  expect(reports).toEqual([]);
  expect(await page.evaluate((key) => localStorage.getItem(key), SAMPLE_KEY)).toBeNull();
  await refusing.close();

  const staff = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const staffPage = await staff.newPage();
  await logIn(staffPage, 'staff@demo.kreide.example', PASSWORD);
  await staffPage.goto('/staff/errors');
  await waitForHydration(staffPage);
  const group = staffPage.locator('.error-group').filter({ hasText: `e2e boom ${run}` });
  await expect(group).toBeVisible();
  await expect(group).toContainText('[email]');
  await expect(group).not.toContainText('erika');
  await expect(staffPage.locator('.error-group').filter({ hasText: `e2e refused ${run}` })).toHaveCount(0);
  await staffPage.screenshot({ path: 'test-results/staff-errors-1280.png', fullPage: true });

  await staffPage.getByLabel('Art', { exact: true }).selectOption({ label: 'Langsamer API-Aufruf' });
  // The filter hides our uncaught error; whatever remains (slow calls of other journeys, or nothing) is a slow call.
  await expect(group).toHaveCount(0);
  for (const text of await staffPage.locator('.error-group').allTextContents()) expect(text).toContain('Langsamer API-Aufruf');
  await staffPage.getByLabel('Art', { exact: true }).selectOption({ value: '' });
  await expect(group).toBeVisible();
  await staffPage.getByLabel('Reihenfolge', { exact: true }).selectOption({ value: 'count' });
  await group.getByRole('button', { name: 'Als erledigt markieren' }).click();
  await expect(group.getByRole('button', { name: 'Wieder öffnen' })).toBeVisible();
  await staffPage.setViewportSize({ width: 390, height: 844 });
  await staffPage.screenshot({ path: 'test-results/staff-errors-390.png', fullPage: true });
  const overflow = await staffPage.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await staff.close();
});
