import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';

/*
 * The cookie choice (docs/consent.md) in Chromium, for a fresh visitor with the browser's own user
 * agent (the journeys' `kreide-ui-test` agent is skipped by the origin's tracking, so it would
 * prove nothing): before a choice and after "Reject all" nothing but necessary storage and no
 * tracking call; accepting sends the page view; the footer reopens the dialog and withdrawing
 * deletes what statistics stored; terms show no dialog.
 */

/** Every cookie and storage key the site may keep without consent (docs/consent.md, "Storage"). */
const NECESSARY_COOKIES = new Set(['kreide_consent', 'kreide_session', 'kreide_uid', 'kreide_logged_in', 'kreide_impersonating', 'kreide_world', 'kreide_country', 'kreide_landing', 'c_t']);
const NECESSARY_STORAGE = [/^cart_token$/, /^kreide\.(userId|termsAccepted|publicToken|socialSignIn)$/, /^kreide\.upload\./, /^kreide\.tour\./, /^kreide_overlay_/];
const TRACK = '/api/v3/events/track';

async function freshVisitor(browser: Browser): Promise<BrowserContext> {
  // The default Playwright agent: Chromium's own, with nothing of the UI-test token.
  return browser.newContext({ storageState: { cookies: [], origins: [] }, userAgent: undefined });
}

function watchTracking(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(TRACK)) calls.push(request.postData() ?? '');
  });
  return calls;
}

/** What the page keeps that is not necessary: cookies (HttpOnly too) and both storages. */
async function unnecessaryStorage(context: BrowserContext, page: Page): Promise<string[]> {
  const cookies = (await context.cookies()).map((c) => c.name).filter((name) => !NECESSARY_COOKIES.has(name));
  const keys = await page.evaluate(() => [
    ...Object.keys(localStorage).map((key) => `local:${key}`),
    ...Object.keys(sessionStorage).map((key) => `session:${key}`),
    ...document.cookie.split(';').map((part) => `cookie:${part.split('=')[0]?.trim() ?? ''}`).filter((name) => name !== 'cookie:'),
  ]);
  const storage = keys.filter((key) => {
    if (key.startsWith('cookie:')) return !NECESSARY_COOKIES.has(key.slice(7));
    const name = key.slice(key.indexOf(':') + 1);
    return !NECESSARY_STORAGE.some((pattern) => pattern.test(name));
  });
  return [...cookies, ...storage];
}

const dialog = (page: Page) => page.getByRole('dialog', { name: /Cookies/ });

async function waitForPage(page: Page): Promise<void> {
  await expect(page.locator('body[data-hydrated="true"]')).toBeAttached();
}

test.describe('cookie consent', () => {
  test('before a choice and after rejecting: no tracking call, nothing but necessary storage', async ({ browser }) => {
    const context = await freshVisitor(browser);
    const page = await context.newPage();
    expect(await page.evaluate(() => navigator.userAgent)).not.toMatch(/kreide-ui-test/i);
    const tracking = watchTracking(page);

    await page.goto('/de');
    await waitForPage(page);
    await expect(dialog(page)).toBeVisible({ timeout: 15_000 });
    await expect(dialog(page)).toHaveAttribute('lang', 'de');
    // Reject is as easy as accept: both buttons, the same size.
    const reject = page.getByRole('button', { name: 'Alle ablehnen' });
    const accept = page.getByRole('button', { name: 'Alle akzeptieren' });
    const [rejectBox, acceptBox] = [await reject.boundingBox(), await accept.boundingBox()];
    expect(rejectBox?.height).toBe(acceptBox?.height);
    expect(Math.abs((rejectBox?.width ?? 0) - (acceptBox?.width ?? 1))).toBeLessThan(2);
    await expect(page.getByRole('switch', { name: /Notwendig/ })).toBeDisabled();
    await expect(page.getByRole('switch', { name: /Notwendig/ })).toBeChecked();
    await page.waitForTimeout(2_500);
    expect(tracking).toEqual([]);
    expect(await unnecessaryStorage(context, page)).toEqual([]);

    await reject.click();
    await expect(dialog(page)).toBeHidden();
    for (const path of ['/de', '/de/suchergebnisse?q=mathe', '/de']) {
      await page.goto(path);
      await waitForPage(page);
      await page.waitForTimeout(2_500);
      await expect(dialog(page)).toBeHidden();
    }
    await page.evaluate(() => new Promise((resolve) => { dispatchEvent(new Event('pagehide')); setTimeout(resolve, 300); }));
    expect(tracking).toEqual([]);
    expect(await unnecessaryStorage(context, page)).toEqual([]);
    await context.close();
  });

  test('accepting sends the page view; the footer reopens the dialog and withdrawing deletes the statistics storage', async ({ browser }) => {
    const context = await freshVisitor(browser);
    const page = await context.newPage();
    const tracking = watchTracking(page);
    await page.goto('/gr');
    await waitForPage(page);
    await expect(dialog(page)).toBeVisible({ timeout: 15_000 });
    await expect(dialog(page)).toHaveAttribute('lang', 'el');
    expect(tracking).toEqual([]);

    const sent = page.waitForRequest((request) => request.url().includes(TRACK));
    await page.getByRole('button', { name: 'Αποδοχή όλων' }).click();
    await expect(dialog(page)).toBeHidden();
    const body = JSON.parse((await sent).postData() ?? '{}') as { events: { name: string; properties?: { path?: string } }[] };
    expect(body.events.map((e) => e.name)).toContain('page_view');
    expect(body.events.find((e) => e.name === 'page_view')?.properties?.path).toBe('/gr');
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('kreide_stats_track_sid'))).not.toBeNull();

    // Whatever statistics stored: the A/B cookie (the edge's) and the kreide_stats_ keys.
    await page.evaluate(() => {
      document.cookie = 'kreide_ab=t.1; Path=/';
      localStorage.setItem('kreide_stats_error_sample', '1');
      sessionStorage.setItem('kreide_stats_failed_events', '[]');
    });

    await page.getByRole('button', { name: 'Ρυθμίσεις cookies' }).click();
    await expect(dialog(page)).toBeVisible();
    await expect(page.getByRole('switch', { name: /Στατιστικά/ })).toBeChecked();
    await expect(page.getByRole('heading', { name: /Cookies/ })).toBeFocused();
    await page.getByRole('switch', { name: /Στατιστικά/ }).uncheck();
    await page.getByRole('button', { name: 'Αποθήκευση επιλογής' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Ρυθμίσεις cookies' })).toBeFocused();

    const left = await page.evaluate(() => ({
      consent: document.cookie,
      local: Object.keys(localStorage).filter((key) => key.startsWith('kreide_stats_')),
      session: Object.keys(sessionStorage).filter((key) => key.startsWith('kreide_stats_')),
    }));
    expect(left.consent).toContain('kreide_consent=1.s0.m1');
    expect(left.consent).not.toContain('kreide_ab=');
    expect(left.local).toEqual([]);
    expect(left.session).toEqual([]);
    const before = tracking.length;
    await page.reload();
    await waitForPage(page);
    await page.waitForTimeout(2_500);
    expect(tracking.length).toBe(before);
    await context.close();
  });

  test('no dialog on the terms page, but the footer still opens it', async ({ browser }) => {
    const context = await freshVisitor(browser);
    const page = await context.newPage();
    await page.goto('/de/info/agb');
    await waitForPage(page);
    await page.waitForTimeout(2_500);
    await expect(dialog(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Cookie-Einstellungen' }).click();
    await expect(dialog(page)).toBeVisible();
    await context.close();
  });
});
