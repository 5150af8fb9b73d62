import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { test, expect, waitForHydration, logIn } from './fixtures';

/** The builder and the player of interactive materials (docs/interactive-screens.md). */

const DEMO_PASSWORD = 'Kreide-Demo-2026';
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

async function addQuestion(page: Page, kind: string): Promise<Locator> {
  await page.getByLabel('Fragetyp').selectOption({ label: kind });
  await page.getByRole('button', { name: 'Frage hinzufügen' }).click();
  const card = page.locator('.builder-question').last();
  await expect(card.getByLabel(/^(Frage|Aussage)$/)).toBeFocused();
  return card;
}

async function expectAxeClean(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).withTags(WCAG_22_AA).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Presses the player's main button from the keyboard. */
async function pressMain(page: Page, name: string | RegExp) {
  const button = page.locator('.builder-preview').getByRole('button', { name });
  await button.focus();
  await page.keyboard.press('Enter');
}

test('an author builds an interactive with several question types, plays its preview on a phone by keyboard and publishes it', async ({ page }) => {
  await logIn(page, 'author1@demo.kreide.example', DEMO_PASSWORD);
  await page.goto('/de/interactive/meine-interactives');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Neues interaktives Material' }).click();
  await expect(page).toHaveURL(/\/de\/interactive\/editor\/\d+$/);
  await waitForHydration(page);

  const title = `Europa-Quiz ${Date.now()}`;
  await page.getByLabel('Titel').fill(title);
  await page.getByLabel('Beschreibung').fill('Hauptstädte und Flüsse');

  // Single choice: the second option is right.
  const single = await addQuestion(page, 'Einfachauswahl');
  await single.getByLabel('Frage', { exact: true }).fill('Welcher Fluss fließt durch Wien?');
  await single.getByLabel('Antwort 1', { exact: true }).fill('Rhein');
  await single.getByLabel('Antwort 2', { exact: true }).fill('Donau');
  await single.getByLabel('Antwort 2 ist richtig').check();

  // Fill in the blanks with a case-insensitive accepted answer.
  const blanks = await addQuestion(page, 'Lückentext');
  await blanks.getByLabel('Frage', { exact: true }).fill('Ergänze den Satz.');
  await blanks.getByLabel('Text mit Lücken').fill('Die Hauptstadt von Frankreich ist [[stadt]].');
  await blanks.getByLabel('Akzeptierte Antworten').fill('Paris');

  // Ordering: the items in their right order.
  const ordering = await addQuestion(page, 'Reihenfolge');
  await ordering.getByLabel('Frage', { exact: true }).fill('Ordne von Nord nach Süd.');
  for (const [i, city] of ['Hamburg', 'Frankfurt', 'München'].entries()) await ordering.getByLabel(`Eintrag ${i + 1}`, { exact: true }).fill(city);

  // Matching.
  const matching = await addQuestion(page, 'Zuordnung');
  await matching.getByLabel('Frage', { exact: true }).fill('Welche Hauptstadt gehört zu welchem Land?');
  await matching.getByLabel('Links 1').fill('Italien');
  await matching.getByLabel('Passt zu 1').fill('Rom');
  await matching.getByLabel('Links 2').fill('Spanien');
  await matching.getByLabel('Passt zu 2').fill('Madrid');

  // Publishing too early names what is missing: a true/false question without a statement.
  const statement = await addQuestion(page, 'Richtig oder falsch');
  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(page.locator('.builder-actions .form-status')).toContainText('Vor dem Veröffentlichen fehlt noch 1 Angabe');
  await expect(statement.locator('.builder-problems')).toContainText('Schreib die Frage.');
  await statement.getByLabel('Aussage', { exact: true }).fill('Der Rhein ist länger als die Donau.');
  await statement.getByLabel('Falsch').check();

  await page.getByRole('button', { name: 'Entwurf speichern' }).click();
  await expect(page.locator('.builder-actions .form-status')).toHaveText('Entwurf gespeichert.');

  // The preview plays the draft: one question at a time, by keyboard.
  await page.getByRole('button', { name: 'Vorschau', exact: true }).click();
  const player = page.locator('.builder-preview');
  await expect(player.getByText('Frage 1 von 5')).toBeVisible();
  await expectAxeClean(page, '.builder-preview');

  // 1: choose "Donau" with the keyboard (arrow keys move within the radio group).
  await player.getByRole('radio', { name: 'Rhein' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(player.getByRole('radio', { name: 'Donau' })).toBeChecked();
  await pressMain(page, 'Prüfen');
  await expect(player.locator('.play-live')).toContainText('Richtig!');
  await pressMain(page, 'Nächste Frage');

  // 2: the gap, in lower case.
  await expect(player.getByText('Frage 2 von 5')).toBeVisible();
  await expect(player.locator('.play-prompt')).toBeFocused();
  await player.getByLabel('Lücke 1').focus();
  await page.keyboard.type('paris');
  await pressMain(page, 'Prüfen');
  await expect(player.locator('.play-live')).toContainText('Richtig!');
  await pressMain(page, 'Nächste Frage');

  // 3: put the shuffled cities in order with the move buttons.
  await expect(player.getByText('Frage 3 von 5')).toBeVisible();
  for (const [target, city] of ['Hamburg', 'Frankfurt', 'München'].entries()) {
    const texts = await player.locator('.play-order-text').allTextContents();
    for (let at = texts.indexOf(city); at > target; at--) {
      await player.getByRole('button', { name: `„${city}“ nach oben` }).focus();
      await page.keyboard.press('Enter');
    }
  }
  await expect(player.locator('.play-order-text')).toHaveText(['Hamburg', 'Frankfurt', 'München']);
  await pressMain(page, 'Prüfen');
  await expect(player.locator('.play-live')).toContainText('Richtig!');
  await pressMain(page, 'Nächste Frage');

  // 4: matching with selects; one pair wrong gives half the points and the solution.
  await expect(player.getByText('Frage 4 von 5')).toBeVisible();
  await player.getByLabel('Italien').selectOption({ label: 'Madrid' });
  await player.getByLabel('Spanien').selectOption({ label: 'Madrid' });
  await pressMain(page, 'Prüfen');
  await expect(player.locator('.play-live')).toContainText('Teilweise richtig.');
  await expect(player.locator('.play-live')).toContainText('Italien → Rom');
  await pressMain(page, 'Nächste Frage');

  // 5: true or false.
  await player.getByRole('radio', { name: 'Falsch' }).focus();
  await page.keyboard.press('Space');
  await pressMain(page, 'Prüfen');
  await expect(player.locator('.play-live')).toContainText('Richtig!');
  await pressMain(page, 'Ergebnis ansehen');
  await expect(player.getByRole('heading', { name: 'Dein Ergebnis' })).toBeFocused();
  await expect(player.locator('.play-total')).toHaveText('4,5 von 5 Punkten');
  await expectAxeClean(page, '.builder-preview');

  // Publish; my interactives lists it as published.
  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(page.locator('.builder-actions .form-status')).toHaveText('Veröffentlicht. Dein Material ist bereit für Lernräume.');
  await page.goto('/de/interactive/meine-interactives');
  await waitForHydration(page);
  const row = page.locator('.interactive-item', { hasText: title });
  await expect(row.locator('.state-badge')).toHaveText('Veröffentlicht');
  await expect(row).toContainText('5 Fragen');
});
