import type { Page } from '@playwright/test';
import { expect, waitForHydration } from './fixtures';

/** The content editor as staff use it (docs/content.md), for the content journeys. */
export const STAFF = 'staff@demo.kreide.example';
export const TEACHER = 'lehrerin@demo.kreide.example';
export const PASSWORD = 'Kreide-Demo-2026';

/** Opens the editor of a German page, replaces its title and blocks by one text block, saves with a note. */
export async function writePage(page: Page, pageKey: string, title: string, text: string, note: string): Promise<void> {
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

export async function publish(page: Page, options: { newTermsVersion?: boolean } = {}): Promise<void> {
  const editor = page.locator('.cms-editor');
  if (options.newTermsVersion) await editor.getByLabel(/Neue AGB-Version/).check();
  await editor.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(editor.getByRole('status').filter({ hasText: 'Veröffentlicht. Besucher sehen jetzt die neue Seite.' })).toBeVisible();
}
