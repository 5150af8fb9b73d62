import { test } from '@playwright/test';
import { expect, logIn, waitForHydration } from './fixtures';

const PASSWORD = 'Kreide-Demo-2026';

/** The help centre (docs/help-centre.md) with the demo articles `npm start` writes. */
test.describe('help centre', () => {
  test('a teacher searches the help centre and opens an article', async ({ page }) => {
    await logIn(page, 'lehrerin@demo.kreide.example', PASSWORD);
    await page.goto('/de/hilfe');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wie können wir helfen?');
    const search = page.locator('main form.help-search');
    await search.getByRole('searchbox', { name: 'Im Hilfe-Center suchen' }).fill('rechnung');
    await search.getByRole('button', { name: 'Suchen', exact: true }).click();
    await expect(page).toHaveURL(/\/de\/hilfe\?q=rechnung$/);
    const results = page.locator('.help-hits');
    await expect(results.locator('mark').first()).toHaveText(/rechnung/i);
    await results.getByRole('link', { name: 'Wo finde ich meine Rechnung?' }).click();
    await expect(page).toHaveURL(/\/de\/hilfe\/\d+\/rechnung-finden$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wo finde ich meine Rechnung?');
    const crumbs = page.getByRole('navigation', { name: 'Navigationspfad' });
    await expect(crumbs.getByRole('link', { name: 'Zahlung und Rechnungen' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Welche Zahlungsarten gibt es?' })).toBeVisible();

    // Nothing found: said plainly, with a way on.
    await page.goto('/de/hilfe?q=%22NEAR(xyzzy');
    await expect(page.getByRole('heading', { name: /Nichts gefunden/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Häufig gestellte Fragen lesen' })).toBeVisible();
  });

  test('staff write an article, change it and publish it: the change shows on its page', async ({ page }) => {
    // A new article each run: a page visitors have already seen stays in the page cache for up
    // to five minutes (docs/help-centre.md, "Pages").
    const run = Date.now();
    const title = `Tafelbild speichern ${run}`;
    await logIn(page, 'staff@demo.kreide.example', PASSWORD);
    await page.goto('/staff/help');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Neuer Artikel' }).click();
    await page.getByLabel('Kategorie').selectOption({ label: 'Kaufen und Herunterladen' });
    await page.getByLabel('Titel').fill(title);
    await expect(page.getByLabel('Adresse (Slug)')).toHaveValue(`tafelbild-speichern-${run}`);
    await page.getByLabel('Text (Markdown)').fill('Ein Entwurf.');
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Gespeichert.' })).toBeVisible();

    const row = page.locator('li[data-article]').filter({ hasText: title });
    await expect(row).toContainText('Entwurf');
    await expect(row).toContainText('Kreide Support');
    await row.getByRole('button', { name: `Bearbeiten: ${title}` }).click();
    const sentence = 'Speichere dein Tafelbild als PDF über **Drucken**.';
    await page.getByLabel('Text (Markdown)').fill(`# So geht es\n\n${sentence}\n\n<script>alert(1)</script>`);
    await page.getByRole('button', { name: 'Vorschau' }).click();
    const preview = page.locator('.help-editor-preview');
    await expect(preview.getByRole('heading', { name: 'So geht es' })).toBeVisible();
    await expect(preview.locator('strong')).toHaveText('Drucken');
    await page.getByLabel('Auch als Frage auf der FAQ-Seite zeigen').check();
    await page.getByLabel('Status').selectOption('published');
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Gespeichert.' })).toBeVisible();
    await expect(row).toContainText('Veröffentlicht');

    await row.getByRole('link', { name: 'Ansehen' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const prose = page.locator('.help-prose');
    await expect(prose).toContainText('Speichere dein Tafelbild als PDF über Drucken.');
    await expect(prose).toContainText('<script>alert(1)</script>');
    await expect(prose.locator('script')).toHaveCount(0);
  });
});
