import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './fixtures';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Home → mega menu → school type → subject: lands on search results filtered by both. */
async function browseToSubject(page: Page, world: string): Promise<void> {
  await page.goto(`/${world}`);
  await waitForHydration(page);
  const toggle = page.locator('.mega-toggle');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const schoolType = page.locator('.mega-types button').first();
  await schoolType.click();
  await expect(schoolType).toHaveAttribute('aria-pressed', 'true');
  await page.locator('.mega-subjects a[href*="subject="]').first().click();
  await expect(page).toHaveURL(/[?&]school_type=[^&]+.*&subject=\d+/);
  await expect(page.locator('.material-grid .material-card').first()).toBeVisible();
}

for (const world of ['de', 'fr', 'it'] as const) {
  test(`${world}: browse, filter by grade, sort, open a material and its author`, async ({ page, consoleErrors }) => {
    await browseToSubject(page, world);

    const facets = page.locator('aside.facets');
    await expect(facets).toHaveAttribute('aria-label', /.+/);
    await facets.locator('section[aria-labelledby="facet-grade"] a').first().click();
    await expect(page).toHaveURL(/[?&]grade=\d+/);
    await expect(page.locator('.chip-list .chip').first()).toBeVisible();

    // The order applies as soon as it is chosen.
    await waitForHydration(page);
    await page.locator('.sort-form select[name="sort"]').selectOption('newest');
    await expect(page).toHaveURL(/[?&]sort=newest/);
    const url = new URL(page.url());
    expect(url.searchParams.get('school_type')).toBeTruthy();
    expect(url.searchParams.get('subject')).toMatch(/^\d+$/);
    expect(url.searchParams.get('grade')).toMatch(/^\d+$/);
    await expect(page.locator('.sort-form select[name="sort"]')).toHaveValue('newest');
    const cards = page.locator('.material-grid .material-card-link');
    await expect(cards.first()).toBeVisible();

    await cards.first().click();
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('.previews img').first()).toBeVisible();
    await expect(page.locator('.feedback-section')).toBeVisible();
    const authorLink = page.locator('.author-box a');
    await expect(authorLink).toBeVisible();
    const authorName = ((await authorLink.textContent()) ?? '').trim();
    expect(authorName).not.toBe('');

    await authorLink.click();
    await expect(page.locator('h1')).toHaveText(authorName);
    await waitForHydration(page);
    expect(consoleErrors).toEqual([]);
  });
}

test('typing in the search box shows suggestions; ArrowDown and Enter open a material', async ({ page, consoleErrors }) => {
  await page.goto('/de');
  await waitForHydration(page);
  const box = page.locator('#site-search');
  await expect(box).toHaveAttribute('role', 'combobox');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  const material = await page.request.get('/api/v3/materials?world=de&limit=1');
  const title = ((await material.json()) as { data: { items: { title: string }[] } }).data.items[0]?.title ?? '';
  const word = title.split(/\s+/).find((w) => w.length >= 4) ?? 'Mathe';
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v3/search/suggest')) asked.push(new URL(request.url()).searchParams.get('q') ?? '');
  });
  await box.pressSequentially(word.slice(0, 4), { delay: 30 });
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  // debounced: typing in quick succession asks once or twice, never per key, and never for one character
  expect(asked.length).toBeLessThanOrEqual(2);
  expect(asked.every((q) => q.length >= 2)).toBe(true);
  const listId = await box.getAttribute('aria-controls');
  const options = page.locator(`[id="${listId}"] [role="option"]`);
  await expect(options.first()).toBeVisible();

  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id')) ?? '');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  const chosen = ((await options.first().textContent()) ?? '').trim();

  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/de\/material\/\d+\/[^/?]+$/);
  await expect(page.locator('h1')).toHaveText(chosen);
  expect(consoleErrors).toEqual([]);
});

test('one character asks for no suggestions, and the form still submits a plain search', async ({ page, consoleErrors }) => {
  // The page's timers run on Playwright's clock: moving it a second on is far past the suggestion
  // debounce (SUGGEST_DEBOUNCE_MS, 150 ms), so its timer has certainly fired, without real waiting.
  await page.clock.install();
  await page.goto('/fr');
  await waitForHydration(page);
  await page.clock.pauseAt(Date.now() + 1_000);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v3/search/suggest')) asked.push(new URL(request.url()).searchParams.get('q') ?? '');
  });
  const box = page.locator('#site-search');
  // The box's code loads at the first focus: measure once it is live.
  await box.focus();
  await expect(page.locator('[data-island="SearchSuggest"]').filter({ has: box })).toHaveAttribute('data-hydrated', 'true');
  await box.pressSequentially('m');
  await page.clock.runFor(1_000);
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  // A second character after the same pause does ask: the observation above could have seen a
  // call. Requests are reported in order, so a call for "m" would be listed before the one for "ma".
  const second = page.waitForRequest((request) => request.url().includes('/api/v3/search/suggest'));
  await box.pressSequentially('a');
  await page.clock.runFor(1_000);
  expect(new URL((await second).url()).searchParams.get('q')).toBe('ma');
  expect(asked).toEqual(['ma']);

  await box.press('Backspace');
  await expect(box).toHaveValue('m');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/fr\/[^?]+\?q=m$/);
  expect(consoleErrors).toEqual([]);
});

test('search results with facets have no WCAG 2.2 AA violations', async ({ page, consoleErrors }) => {
  await browseToSubject(page, 'de');
  await page.locator('aside.facets section[aria-labelledby="facet-grade"] a').first().click();
  await expect(page).toHaveURL(/[?&]grade=\d+/);
  await waitForHydration(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
