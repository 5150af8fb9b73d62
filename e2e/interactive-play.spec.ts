import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, waitForHydration, logIn } from './fixtures';

/**
 * Solo play (docs/interactive-screens.md, "Solo play"): the demo quiz's material page offers
 * "Play" and "Open in a learning room" to whoever may use it, a locked teaser to everyone else;
 * the play screen plays it with the shared player on a phone, by touch and keyboard, axe clean.
 */

const DEMO_PASSWORD = 'Kreide-Demo-2026';
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const QUIZ_MATERIAL = 'Tiere und ihre Lebensräume – interaktives Quiz';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

async function expectAxeClean(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).withTags(WCAG_22_AA).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The demo quiz's material page, found by search as a teacher would. */
async function openQuizMaterial(page: Page) {
  await page.goto(`/de/suchergebnisse?q=${encodeURIComponent('Lebensräume Quiz')}`);
  await page.getByRole('link', { name: QUIZ_MATERIAL }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: QUIZ_MATERIAL })).toBeVisible();
  await waitForHydration(page);
}

const noOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test('the author finds her quiz, plays it alone on a phone by keyboard and touch, and may open a room with it', async ({ page }) => {
  await logIn(page, 'author1@demo.kreide.example', DEMO_PASSWORD);
  await openQuizMaterial(page);
  const box = page.locator('.material-interactive');
  await expect(box).toHaveAttribute('data-access', 'use');
  await expect(box.getByText('7 Fragen')).toBeVisible();
  await expect(box.getByRole('button', { name: 'In einem Lernraum öffnen' })).toBeVisible();
  await expectAxeClean(page, '.material-interactive');
  await box.getByRole('link', { name: 'Spielen' }).click();

  await expect(page).toHaveURL(/\/de\/interactive\/spielen\/\d+$/);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Tiere und ihre Lebensräume' })).toBeVisible();
  await expect(page.getByText('Frage 1 von 7')).toBeVisible();
  await expectAxeClean(page, '.interactive-screen');
  // Keyboard: the radio by Space, the check by Enter.
  await page.getByLabel('In der Arktis').focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Enter');
  await expect(page.locator('.play-verdict')).toContainText('Richtig!');
  await expectAxeClean(page, '.interactive-screen');
  await page.getByRole('button', { name: 'Nächste Frage' }).tap();
  await expect(page.getByText('Frage 2 von 7')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welche Tiere sind Säugetiere?' }).or(page.getByText('Welche Tiere sind Säugetiere?'))).toBeFocused();
  // Touch: a wrong pick, and the right answer in words.
  await page.getByLabel('Hai').tap();
  await page.getByRole('button', { name: 'Prüfen' }).tap();
  await expect(page.locator('.play-verdict')).toContainText('Nicht ganz.');
  await expect(page.locator('.play-verdict')).toContainText('Die Lösung: Delfin, Fledermaus');
  await expectAxeClean(page, '.interactive-screen');
  expect(await noOverflow(page)).toBe(true);
  await expect(page.getByRole('button', { name: 'Lernraum öffnen' })).toBeVisible();

  // My interactives leads to the same screen.
  await page.goto('/de/interactive/meine-interactives');
  await waitForHydration(page);
  const row = page.locator('.interactive-item', { hasText: 'Tiere und ihre Lebensräume' });
  await expect(row.getByRole('link', { name: 'Spielen' })).toHaveAttribute('href', /\/de\/interactive\/spielen\/\d+$/);
});

test('a teacher who has not bought it sees a locked teaser, and the play screen does not open for her', async ({ page }) => {
  await logIn(page, 'lehrerin@demo.kreide.example', DEMO_PASSWORD);
  await openQuizMaterial(page);
  const box = page.locator('.material-interactive');
  await expect(box).toHaveAttribute('data-access', 'locked');
  await expect(box.getByText('Gesperrt: Kauf das Material, um die Übung zu spielen und in Lernräumen zu nutzen.')).toBeVisible();
  await expect(box.getByRole('link', { name: 'Spielen' })).toHaveCount(0);
  await expectAxeClean(page, '.material-interactive');
  const playPath = (await page.request.get(`/api/v3/interactives/discover?world=de&q=${encodeURIComponent('Lebensräume')}`).then((r) => r.json())) as { data: { items: { id: number }[] } };
  const id = playPath.data.items[0]?.id;
  expect(id).toBeTruthy();
  const response = await page.goto(`/de/interactive/spielen/${id}`);
  expect(response?.status()).toBe(404);
});

test('a signed-out visitor sees the teaser with a way to sign in', async ({ page }) => {
  await openQuizMaterial(page);
  const box = page.locator('.material-interactive');
  await expect(box).toHaveAttribute('data-access', 'locked');
  await expect(box.getByRole('link', { name: 'Schon gekauft? Anmelden' })).toHaveAttribute('href', /^\/de\/anmelden\?next=/);
  await expectAxeClean(page, '.material-interactive');
  expect(await noOverflow(page)).toBe(true);
});
