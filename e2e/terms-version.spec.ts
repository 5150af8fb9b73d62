import { expect, logIn, test, waitForHydration } from './fixtures';
import { PASSWORD, STAFF, TEACHER, publish, writePage } from './content-editor';

/**
 * Terms versions (docs/content.md, "Terms versions"): staff publish a new terms version and a
 * teacher who signs in afterwards is asked to accept the terms and goes on. A new version asks every
 * account again, so this journey runs last, in a project of its own (playwright.config.ts).
 */
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
