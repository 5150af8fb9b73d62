import type { Page } from '@playwright/test';
import { expect, logIn, test, waitForHydration } from './fixtures';

/**
 * Content pages (docs/content.md): staff edit a campaign page in the block editor and publish it,
 * and a visitor sees the change at once (the page cache is purged on publish); staff publish a new
 * terms version and a teacher who signs in afterwards is asked to accept the terms and goes on.
 * The journeys make the content they need themselves.
 */
const STAFF = 'staff@demo.kreide.example';
const TEACHER = 'lehrerin@demo.kreide.example';
const PASSWORD = 'Kreide-Demo-2026';

/** Opens the editor of a German page, replaces its title and blocks by one text block, saves with a note. */
async function writePage(page: Page, pageKey: string, title: string, text: string, note: string): Promise<void> {
  await page.goto(`/staff/content/de/${pageKey}`);
  await waitForHydration(page);
  const editor = page.locator('.cms-editor');
  await expect(editor.getByLabel('Titel', { exact: true })).toBeVisible();
  await editor.getByLabel('Titel', { exact: true }).fill(title);
  // Remove what is there, then add one text block.
  while ((await editor.getByRole('button', { name: /^Block \d+ entfernen$/ }).count()) > 0) {
    await editor.getByRole('button', { name: /^Block \d+ entfernen$/ }).first().click();
  }
  await editor.getByLabel('Neuer Block').selectOption('markdown');
  await editor.getByRole('button', { name: 'Block hinzufügen' }).click();
  await editor.getByLabel('Text', { exact: true }).fill(text);
  await editor.getByLabel('Notiz zu dieser Revision (was und warum)').fill(note);
  await editor.getByRole('button', { name: 'Entwurf speichern' }).click();
  await expect(editor.getByRole('status').filter({ hasText: 'Entwurf als neue Revision gespeichert.' })).toBeVisible();
  await expect(editor.locator('.cms-revisions li').first()).toContainText(note);
}

async function publish(page: Page, options: { newTermsVersion?: boolean } = {}): Promise<void> {
  const editor = page.locator('.cms-editor');
  if (options.newTermsVersion) await editor.getByLabel(/Neue AGB-Version/).check();
  await editor.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(editor.getByRole('status').filter({ hasText: 'Veröffentlicht. Besucher sehen jetzt die neue Seite.' })).toBeVisible();
}

test('staff edit a campaign page and publish it; a visitor sees the change at once', async ({ page, browser }) => {
  await logIn(page, STAFF, PASSWORD);
  const stamp = Date.now().toString(36);
  await writePage(page, 'climateCampaign', 'Klimawandel: jetzt handeln', `Erste Fassung ${stamp}`, 'Erste Fassung');
  await publish(page);

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  const open = async () => {
    const response = await visitorPage.goto('/de/klimawandel-jetzt-handeln');
    expect(response?.status()).toBe(200);
  };
  await open();
  await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText('Klimawandel: jetzt handeln');
  await expect(visitorPage.getByText(`Erste Fassung ${stamp}`)).toBeVisible();
  // Served from the page cache now; a second visit still shows it.
  await open();
  await expect(visitorPage.getByText(`Erste Fassung ${stamp}`)).toBeVisible();

  // Staff change the page: saving alone changes nothing for visitors, publishing does at once.
  await writePage(page, 'climateCampaign', 'Klimawandel: jetzt handeln!', `Zweite Fassung ${stamp}`, 'Neuer Aufruf');
  await open();
  await expect(visitorPage.getByText(`Erste Fassung ${stamp}`)).toBeVisible();
  await publish(page);
  await open();
  await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText('Klimawandel: jetzt handeln!');
  await expect(visitorPage.getByText(`Zweite Fassung ${stamp}`)).toBeVisible();
  await expect(visitorPage.getByText(`Erste Fassung ${stamp}`)).toHaveCount(0);

  // The revisions say who changed what; the first one can be restored into the draft.
  const revisions = page.locator('.cms-revisions li');
  await expect(revisions.first()).toContainText('Neuer Aufruf');
  await expect(revisions.first()).toContainText('veröffentlicht');
  await visitor.close();
});

test('a user who signs in after a new terms version is asked to accept the terms, accepts and goes on', async ({ page, browser }) => {
  await logIn(page, STAFF, PASSWORD);
  await writePage(page, 'terms', 'Allgemeine Geschäftsbedingungen', '# Datenschutz {#data_protection}\n\nWir schützen deine Daten.', 'Neue Fassung der AGB');
  await publish(page, { newTermsVersion: true });
  await expect(page.locator('.cms-revisions li').first()).toContainText(/AGB-Version \d+/);

  const teacher = await browser.newContext();
  const teacherPage = await teacher.newPage();
  await logIn(teacherPage, TEACHER, PASSWORD);
  const prompt = teacherPage.getByRole('region', { name: 'Unsere AGB haben sich geändert' });
  await expect(prompt).toBeVisible();
  // The prompt links the terms, which open at their anchors.
  await expect(prompt.getByRole('link', { name: 'AGB lesen' })).toHaveAttribute('href', '/de/info/agb');
  await prompt.getByRole('button', { name: 'AGB akzeptieren' }).click();
  await expect(prompt).toHaveCount(0);
  // Goes on: the next page is signed in and asks nothing.
  await teacherPage.goto('/de/info/agb#data_protection');
  await waitForHydration(teacherPage);
  await expect(teacherPage.locator('#data_protection')).toHaveText('Datenschutz');
  await expect(teacherPage.getByRole('region', { name: 'Unsere AGB haben sich geändert' })).toHaveCount(0);
  await expect(teacherPage.locator('.account-button')).toBeVisible();
  await teacher.close();
});
