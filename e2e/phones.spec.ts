import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, waitForHydration, paidMaterials, logIn } from './fixtures';

/**
 * Phones: no page is wider than the screen, the header's menu button opens the world switcher,
 * the account links and the mega menu, the search filters sit behind a "Filter" disclosure.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Puts a paid material the visitor does not own into their cart; returns its page. The demo teacher
 * owns some materials, and which one lists first depends on what other journeys did; the material
 * page asks the same relation call before it offers the cart or the downloads.
 */
async function fillCart(page: Page): Promise<string> {
  for (const material of await paidMaterials(page.request)) {
    const relation = await page.request.get(`/api/v3/seller/materials/${material.id}/relation?world=de`);
    if (relation.ok() && ((await relation.json()) as { data: { relation: string } }).data.relation !== 'none') continue;
    const href = `/de/material/${material.id}/${material.slug}`;
    await page.goto(href);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(page.locator('.add-to-cart .badge')).toHaveText('Im Warenkorb', { timeout: 15_000 });
    return href;
  }
  throw new Error('no paid de material the visitor does not own: is the demo data seeded?');
}

/** The document's width and the widest elements past the right edge, for the failure message. */
async function overflow(page: Page): Promise<{ scrollWidth: number; clientWidth: number; widest: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const widest = Array.from(document.querySelectorAll('body *'))
      .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 0.5)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')}`);
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, widest };
  });
}

for (const viewport of [PHONE, DESKTOP]) {
  test(`no page is wider than the screen at ${viewport.width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    const material = await fillCart(page);
    const pages = {
      home: '/de',
      search: '/de/suchergebnisse?q=Mathe',
      material,
      login: '/de/anmelden',
      register: '/de/registrieren',
      cart: '/de/warenkorb',
    };
    for (const [name, href] of Object.entries(pages)) {
      await page.goto(href);
      await waitForHydration(page);
      if (name === 'cart') await expect(page.getByRole('list', { name: 'Materialien in deinem Warenkorb' }).getByRole('listitem')).toHaveCount(1);
      const { scrollWidth, clientWidth, widest } = await overflow(page);
      expect(scrollWidth, `${name} at ${viewport.width} px is ${scrollWidth} px wide (${widest.join(', ')})`).toBeLessThanOrEqual(clientWidth);
      await page.screenshot({ path: testInfo.outputPath(`${name}-${viewport.width}.png`) });
    }
  });
}

test('at 1280 px the header shows the account links and the mega menu button, no menu button', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/de');
  await waitForHydration(page);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Anmelden' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Länderversion: DE. Andere auswählen' })).toBeVisible();
  await expect(header.locator('.mega-toggle')).toBeVisible();
  await expect(header.locator('.menu-button')).toBeHidden();
});

test.describe('at 390 px', () => {
  test.use({ viewport: PHONE });

  test('the menu button opens the menu by click: world switcher, account links, school types and subjects', async ({ page }) => {
    await page.goto('/de');
    await waitForHydration(page);
    const header = page.getByRole('banner');
    const menu = header.locator('.menu-button');
    await expect(header.getByRole('link', { name: 'Anmelden' })).toBeHidden();
    await expect(header.locator('.mega-types')).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(header.getByRole('link', { name: 'Anmelden' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Registrieren' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Länderversion: DE. Andere auswählen' })).toBeVisible();
    await expect(header.locator('.mega-types button').first()).toBeVisible();
    await expect(header.locator('.mega-subjects a').first()).toBeVisible();
    // The menu covers the screen; the page behind it is inert
    await expect(page.locator('main')).toHaveJSProperty('inert', true);
    const { scrollWidth, clientWidth } = await overflow(page);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(header.getByRole('link', { name: 'Anmelden' })).toBeHidden();
    await expect(page.locator('main')).toHaveJSProperty('inert', false);
  });

  test('the menu opens with Enter, moves focus into it, and Escape closes it with focus back on the button', async ({ page }) => {
    await page.goto('/de');
    await waitForHydration(page);
    const menu = page.locator('.menu-button');
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    // Focus moved into the menu: the world switcher is its first control
    await expect(page.getByRole('button', { name: 'Länderversion: DE. Andere auswählen' })).toBeFocused();
    // Tab walks the header in document order (bell, favourites, cart, then the account links)
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Anmelden' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Anmelden' })).toBeHidden();
  });

  test('the search filters open from the "Filter" button with the result count', async ({ page }) => {
    await page.goto('/de/suchergebnisse?q=Mathe');
    await waitForHydration(page);
    const filters = page.getByRole('complementary', { name: 'Filter' });
    const summary = page.locator('.filter-drawer > summary');
    await expect(summary).toBeVisible();
    await expect(summary).toContainText(/^Filter \(\d[\d.]* Materiali?e?n?\)$/);
    await expect(filters).toBeHidden();
    // The button sits above the cards, not below them
    const buttonTop = (await summary.boundingBox())?.y ?? Infinity;
    const cardsTop = (await page.getByRole('list', { name: 'Suchergebnisse' }).boundingBox())?.y ?? -Infinity;
    expect(buttonTop).toBeLessThan(cardsTop);

    await summary.click();
    await expect(filters).toBeVisible();
    await expect(filters.getByRole('link').first()).toBeVisible();
    await summary.press('Enter');
    await expect(filters).toBeHidden();
  });

  test('two material cards per row, and the material page keeps its buy bar at the bottom of the screen', async ({ page }) => {
    await page.goto('/de/suchergebnisse?q=Mathe');
    await waitForHydration(page);
    const cards = page.locator('.material-grid').first().locator(':scope > li');
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(first && second && Math.abs(first.y - second.y) < 1 && second.x > first.x).toBe(true);
    // The home's rows show two cards side by side and a peek of the third (e2e/storefront.spec.ts checks them all)
    await page.goto('/de');
    const row = page.locator('.card-row').first().locator(':scope > li');
    const [a, b, c] = [await row.nth(0).boundingBox(), await row.nth(1).boundingBox(), await row.nth(2).boundingBox()];
    expect(a && b && c && Math.abs(a.y - b.y) < 1 && b.x > a.x && b.x + b.width <= PHONE.width && c.x < PHONE.width).toBe(true);

    const material = (await paidMaterials(page.request))[0];
    if (!material) throw new Error('no paid de material: is the demo data seeded?');
    await page.goto(`/de/material/${material.id}/${material.slug}`);
    await waitForHydration(page);
    const bar = page.locator('.buy-bar');
    await expect(bar).toHaveCSS('position', 'sticky');
    await expect(bar.getByRole('button', { name: 'In den Warenkorb' })).toBeInViewport();
    const box = await bar.boundingBox();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(PHONE.height);
  });

  test('home with the menu closed and open has no WCAG 2.2 AA violations', async ({ page }) => {
    await page.goto('/de');
    await waitForHydration(page);
    const closed = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
    expect(closed.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await page.locator('.menu-button').click();
    await expect(page.locator('.menu-button')).toHaveAttribute('aria-expanded', 'true');
    const open = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
    expect(open.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

test('at 360 px a signed-in teacher\'s header keeps logo, icons with their counts and the menu button on one line', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await logIn(page, 'lehrerin@demo.kreide.example', 'Kreide-Demo-2026');
  await fillCart(page);
  await page.goto('/de');
  await waitForHydration(page);
  // The cart's count is there, and the demo teacher's favourites and notifications have theirs.
  await expect(page.locator('.header-actions a[href="/de/warenkorb"] .count')).toBeVisible();
  const tops = await page.locator('.header-bar').evaluate((bar) =>
    ['.logo', '.notifications > button', 'a[href="/de/merkzettel"]', 'a[href="/de/warenkorb"]', '.menu-button'].map((selector) => {
      const box = bar.querySelector(selector)?.getBoundingClientRect();
      return box ? Math.round(box.top + box.height / 2) : -1;
    }),
  );
  expect(tops.every((top) => top > 0 && Math.abs(top - (tops[0] ?? 0)) <= 4), `vertical centres ${tops.join(', ')}`).toBe(true);
  expect((await overflow(page)).scrollWidth).toBeLessThanOrEqual(360);
});
