import type { Browser, BrowserContext, Page } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';
import { CONSENT_COOKIE, serializeConsent } from '../src/shared/consent';
import { TOUR_STORAGE_KEY } from '../src/client/tour/tour-state';

/**
 * The new-feature tour and the free-download modal (docs/tour.md). These journeys start as a
 * visitor who has made a cookie choice but has not seen the tour: their own storage state, not the
 * journeys' shared one (which has every tour finished).
 */
const shots = process.env.TOUR_SHOTS;

async function freshVisitor(browser: Browser, baseURL: string, width: number, height: number): Promise<BrowserContext> {
  const context = await browser.newContext({
    storageState: { cookies: [], origins: [] },
    viewport: { width, height },
    baseURL,
    acceptDownloads: true,
  });
  await context.addCookies([{ name: CONSENT_COOKIE, value: serializeConsent({ statistics: false, marketing: false }), url: baseURL }]);
  return context;
}

for (const [label, width, height] of [
  ['1280', 1280, 800],
  ['390', 390, 844],
] as const) {
  test(`the tour shows after load, steps over the present targets and stays finished (${label} px)`, async ({ browser, baseURL }) => {
    const context = await freshVisitor(browser, baseURL ?? '', width, height);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/de');
    await waitForHydration(page);

    const popover = page.getByRole('dialog', { name: 'Neu bei Kreide' });
    await expect(popover).toBeVisible();
    await expect(popover).toBeFocused();
    // Home shows the header's school menu and the school-type tiles; the simplified header's extras
    // are not there in the default variant, so that step is skipped: two steps.
    await expect(popover.getByText('1 / 2')).toBeVisible();
    await expect(popover).toContainText('Entdecke Materialien nach Schulart, Klassenstufe und Fach.');
    const menuTarget = page.locator('[data-tour="schools-menu"]:visible');
    await expect(menuTarget).toHaveCount(1);
    // On phones the step points at the menu button, on wide screens at the school menu's button.
    await expect(menuTarget).toHaveClass(width < 1024 ? /menu-button/ : /mega-toggle/);
    const box = await popover.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    if (shots) await page.screenshot({ path: `${shots}/tour-home-step1-${label}.png` });

    await popover.getByRole('button', { name: 'Weiter' }).click();
    await expect(popover.getByText('2 / 2')).toBeVisible();
    await expect(popover).toContainText('Wähle eine Schulart und entdecke ihre Fächer.');
    await expect(page.locator('[data-tour="schools-slider"]')).toBeInViewport();
    if (shots) await page.screenshot({ path: `${shots}/tour-home-step2-${label}.png` });
    await popover.getByRole('button', { name: 'Verstanden' }).click();
    await expect(popover).toBeHidden();
    expect(await page.evaluate((key) => localStorage.getItem(key), TOUR_STORAGE_KEY)).toBe('["explore"]');

    await page.reload();
    await waitForHydration(page);
    await page.waitForTimeout(600);
    await expect(page.locator('[data-tour-popover]')).toHaveCount(0);

    // A school-type page has the second tour: the subjects and the breadcrumbs; Escape closes it.
    await page.goto('/de/schulmaterialen/grundschule');
    await waitForHydration(page);
    const second = page.getByRole('dialog', { name: 'Neu bei Kreide' });
    await expect(second.getByText('1 / 2')).toBeVisible();
    await expect(second).toContainText('Blättere hier durch Fächer und Kategorien.');
    if (shots) await page.screenshot({ path: `${shots}/tour-school-step1-${label}.png` });
    await second.getByRole('button', { name: 'Weiter' }).click();
    await expect(second).toContainText('Über den Pfad springst du schnell vor und zurück.');
    await expect(page.locator('[data-tour="school-breadcrumbs"]')).toBeInViewport();
    if (shots) await page.screenshot({ path: `${shots}/tour-school-step2-${label}.png` });
    await page.keyboard.press('Escape');
    await expect(second).toBeHidden();
    expect(await page.evaluate((key) => localStorage.getItem(key), TOUR_STORAGE_KEY)).toBe('["explore","school-pages"]');
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('the tour waits for the cookie choice and never shows on the cart, the material page or staff screens', async ({ browser, baseURL }) => {
  const decided = await freshVisitor(browser, baseURL ?? '', 1280, 800);
  const screens = await decided.newPage();
  for (const path of ['/de/warenkorb', '/de/anmelden', '/staff/content', `/de/material/${(await freeMaterial(screens, () => true)).id}`]) {
    await screens.goto(path);
    await screens.waitForLoadState('load');
    await screens.waitForTimeout(800);
    await expect(screens.locator('[data-tour-popover]'), path).toHaveCount(0);
  }
  await decided.close();

  const context = await browser.newContext({ storageState: { cookies: [], origins: [] }, baseURL: baseURL ?? '' });
  const page = await context.newPage();
  await page.goto('/de');
  await waitForHydration(page);
  await page.waitForTimeout(800);
  // No choice yet (the consent dialog's turn): no tour.
  await expect(page.locator('[data-tour-popover]')).toHaveCount(0);
  await page.evaluate(() => {
    document.cookie = 'kreide_consent=1.s0.m0; Path=/';
    dispatchEvent(new CustomEvent('kreide:consent', { detail: { statistics: false, marketing: false } }));
  });
  await expect(page.getByRole('dialog', { name: 'Neu bei Kreide' })).toBeVisible();
  await context.close();
});

for (const [label, width, height] of [
  ['1280', 1280, 800],
  ['390', 390, 844],
] as const) {
  test(`the free-download modal starts the download and offers rating, the author and more (${label} px)`, async ({ browser, baseURL }) => {
    const context = await freshVisitor(browser, baseURL ?? '', width, height);
    // This journey is about the modal: the tour counts as finished.
    await context.addInitScript((key) => localStorage.setItem(key, '["explore","school-pages"]'), TOUR_STORAGE_KEY);
    const page = await context.newPage();
    const material = await freeMaterial(page, (files) => files === 1);
    await page.goto(`/de/material/${material.id}/${material.slug}`);
    await waitForHydration(page);

    const downloadStarted = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Jetzt herunterladen, ohne Konto' }).click();
    const modal = page.getByRole('dialog');
    await expect(modal).toBeVisible();
    const download = await downloadStarted;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/i);
    await expect(modal.getByRole('heading', { level: 2 })).toHaveText('Dein Download startet');
    await expect(modal.getByRole('link', { name: 'Material bewerten' })).toHaveAttribute('href', `/de/material-rueckmeldung/${material.id}`);
    const name = material.author.publicName;
    await expect(modal.getByRole('link', { name: `Anmelden und ${name} folgen` })).toHaveAttribute('href', /\/de\/anmelden\?next=/);
    await expect(modal.getByRole('link', { name: `Alle Materialien von ${name}` })).toHaveAttribute('href', /\/de\/autor\//);
    await expect(modal.getByRole('link', { name: 'Kostenloses Konto anlegen' })).toHaveAttribute('href', '/de/registrieren');
    await expect(modal.getByText(`Mehr von ${name}`)).toBeVisible();
    const box = await modal.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    if (shots) await page.screenshot({ path: `${shots}/free-download-${label}.png` });

    // The manual link downloads too.
    const manual = modal.getByRole('link', { name: 'Startet nichts? Hier herunterladen.' });
    const again = page.waitForEvent('download');
    await manual.click();
    await again;

    // "Don't show again" is remembered; the next free download starts without the modal.
    await modal.getByLabel('Nicht mehr anzeigen').check();
    await modal.getByRole('button', { name: 'Schließen' }).last().click();
    await expect(modal).toBeHidden();
    await expect(page.getByRole('button', { name: 'Jetzt herunterladen, ohne Konto' })).toBeFocused();
    expect(await page.evaluate(() => localStorage.getItem('kreide_free_download_modal'))).toBe('hidden');
    await page.reload();
    await waitForHydration(page);
    const third = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Jetzt herunterladen, ohne Konto' }).click();
    await third;
    await page.waitForTimeout(300);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await context.close();
  });
}

test('a signed-in teacher follows the author from the free-download modal', async ({ browser, baseURL }) => {
  const context = await freshVisitor(browser, baseURL ?? '', 1280, 800);
  await context.addInitScript((key) => localStorage.setItem(key, '["explore","school-pages"]'), TOUR_STORAGE_KEY);
  const page = await context.newPage();
  await page.goto('/de/anmelden');
  await waitForHydration(page);
  await page.getByLabel('E-Mail-Adresse').fill('lehrerin@demo.kreide.example');
  await page.getByLabel('Passwort', { exact: true }).fill('Kreide-Demo-2026');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(/\/de$/);
  // Several files: none starts by itself, the modal lists them and each link downloads.
  const material = await freeMaterial(page, (files) => files > 1);
  await page.goto(`/de/material/${material.id}/${material.slug}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Jetzt herunterladen, ohne Konto' }).click();
  const modal = page.getByRole('dialog', { name: 'Deine Dateien sind bereit' });
  await expect(modal).toBeVisible();
  const links = modal.locator('.free-download-files a');
  expect(await links.count()).toBeGreaterThan(1);
  const downloadStarted = page.waitForEvent('download');
  await links.first().click();
  await downloadStarted;
  if (shots) await page.screenshot({ path: `${shots}/free-download-files-signed-in-1280.png` });
  const name = material.author.publicName;
  const follow = modal.getByRole('button', { name: new RegExp(`(${name} folgen|Du folgst ${name})`) });
  await expect(follow).toBeEnabled();
  const before = await follow.getAttribute('aria-pressed');
  await follow.click();
  await expect(follow).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true');
  // The follow is real: the API says so.
  const status = await page.request.get(`/api/v3/subscriptions/status?subjectType=author&subjectId=${await authorIdOf(page, material.id)}&world=de`);
  const body = (await status.json()) as { data: { subscribed: boolean } };
  expect(body.data.subscribed).toBe(before !== 'true');
  // Signed in: no invitation to an account.
  await expect(modal.getByRole('link', { name: 'Kostenloses Konto anlegen' })).toHaveCount(0);
  await context.close();
});

/** A free material of the de catalogue whose number of files fits. */
async function freeMaterial(page: Page, fits: (files: number) => boolean) {
  const found = await page.request.get('/api/v3/search?world=de&price=free&limit=48');
  expect(found.ok()).toBe(true);
  const { data } = (await found.json()) as { data: { items: { id: number; slug: string }[] } };
  for (const item of data.items) {
    const response = await page.request.get(`/api/v3/materials/${item.id}?world=de`);
    const detail = ((await response.json()) as { data: { material: { materialFiles: unknown[]; author: { id: number; publicName: string } } } }).data.material;
    if (fits(detail.materialFiles.length)) return { ...item, author: detail.author };
  }
  throw new Error('no fitting free material in de: is the demo data seeded?');
}

async function authorIdOf(page: Page, materialId: number): Promise<number> {
  const response = await page.request.get(`/api/v3/materials/${materialId}?world=de`);
  const { data } = (await response.json()) as { data: { material: { author: { id: number } } } };
  return data.material.author.id;
}
