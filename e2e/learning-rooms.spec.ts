import { readFile } from 'node:fs/promises';
import { test, expect, waitForHydration, logIn } from './fixtures';
import { decidedVisitor } from './visitor-state';

/**
 * A learning room (docs/learning-rooms.md): the teacher opens a room, three students join on
 * their phones with a nickname and answer, the teacher's page shows every answer live without
 * reload, and the results export as CSV.
 */

const DEMO_PASSWORD = 'Kreide-Demo-2026';
const PHONE = { width: 390, height: 844 };

const CONTENT = {
  title: 'Hauptstädte Europas',
  description: 'Zwei schnelle Fragen',
  feedback: 'each',
  questions: [
    { id: 'q1', kind: 'single', prompt: 'Was ist die Hauptstadt von Frankreich?', points: 2, options: [{ id: 'a', text: 'Paris' }, { id: 'b', text: 'Lyon' }], correct: 'a' },
    { id: 'q2', kind: 'true_false', prompt: 'Berlin liegt an der Spree.', points: 1, correct: true },
  ],
};

test('a teacher opens a room, three phones join and answer, the results arrive live and export as CSV', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  await logIn(page, 'lehrerin@demo.kreide.example', DEMO_PASSWORD);
  const created = await page.request.post('/api/v3/interactives?world=de', { data: { world: 'de', content: CONTENT }, headers: { origin: baseURL ?? '' } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: number } }).data;
  const published = await page.request.post(`/api/v3/interactives/${id}/publish?world=de`, { headers: { origin: baseURL ?? '' } });
  expect(published.ok(), await published.text()).toBe(true);

  // The teacher opens a room from the results screen and lands on its live page.
  await page.goto('/de/interactive/alle-ergebnisse');
  await waitForHydration(page);
  await page.getByLabel('Interaktives Material').selectOption({ label: CONTENT.title });
  await page.getByRole('button', { name: 'Lernraum öffnen' }).click();
  await expect(page).toHaveURL(/\/de\/interactive\/raum\/[A-Z2-9]{6}$/);
  await waitForHydration(page);
  const code = (await page.locator('[data-room-code]').getAttribute('data-room-code')) ?? '';
  expect(code).toMatch(/^[A-Z2-9]{6}$/);
  await expect(page.getByRole('link', { name: `${baseURL}/r/${code}` })).toBeVisible();
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  await expect(page.getByText('Warte auf die ersten Schülerinnen und Schüler …')).toBeVisible();

  // Three phones join: the code at /r, then a nickname. Ada and Ben answer by touch, Cem by keyboard.
  const students = [
    { name: 'Ada', capital: 'Paris', spree: 'Richtig', keyboard: false },
    { name: 'Ben', capital: 'Lyon', spree: 'Richtig', keyboard: false },
    { name: 'Cem', capital: 'Paris', spree: 'Falsch', keyboard: true },
  ];
  const phones = [];
  for (const student of students) {
    const context = await browser.newContext({ baseURL, viewport: PHONE, hasTouch: true, isMobile: true, storageState: decidedVisitor(baseURL ?? '') });
    const phone = await context.newPage();
    await phone.goto('/r');
    await phone.getByLabel('Raumcode').fill(code.toLowerCase());
    await phone.getByRole('button', { name: 'Weiter' }).click();
    await expect(phone).toHaveURL(new RegExp(`/r/${code}$`));
    await waitForHydration(phone);
    await phone.getByLabel('Spitzname').fill(student.name);
    await phone.getByRole('button', { name: 'Beitreten' }).click();
    await expect(phone.getByText(`Du bist ${student.name}`)).toBeVisible();
    phones.push({ context, phone, student });
  }

  // The teacher sees the three students without reload.
  const row = (name: string) => page.locator(`tr[data-student="${name}"]`);
  for (const { student } of phones) await expect(row(student.name)).toBeVisible();

  // Each phone answers both questions with the shared player (feedback after each question, as the
  // interactive says); the answers show up on the teacher's page as they come.
  for (const { phone, student } of phones) {
    const pick = async (label: string) => {
      const choice = phone.getByLabel(label, { exact: true });
      if (student.keyboard) {
        await choice.focus();
        await phone.keyboard.press('Space');
        await phone.keyboard.press('Enter');
      } else {
        await choice.tap();
        await phone.getByRole('button', { name: 'Prüfen' }).tap();
      }
    };
    await expect(phone.getByText('Frage 1 von 2')).toBeVisible();
    await pick(student.capital);
    await expect(phone.locator('.play-verdict')).toContainText(student.capital === 'Paris' ? 'Richtig!' : 'Nicht ganz.');
    await expect(row(student.name).locator('td[data-question]').first()).toHaveText(student.capital === 'Paris' ? '2' : '0');
    await phone.getByRole('button', { name: 'Nächste Frage' }).click();
    await expect(phone.getByText('Frage 2 von 2')).toBeVisible();
    await pick(student.spree);
    await expect(phone.locator('.play-verdict')).toContainText(student.spree === 'Richtig' ? 'Richtig!' : 'Nicht ganz.');
    await phone.getByRole('button', { name: 'Ergebnis ansehen' }).click();
    await expect(phone.getByRole('heading', { name: 'Dein Ergebnis' })).toBeVisible();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  }
  await expect(row('Ada').locator('[data-total]')).toHaveText('3 von 3');
  await expect(row('Ben').locator('[data-total]')).toHaveText('1 von 3');
  await expect(row('Cem').locator('[data-total]')).toHaveText('2 von 3');

  // A reload of a phone keeps the student and their answers (the key is kept on the phone): the summary again.
  const ada = phones[0]!.phone;
  await ada.reload();
  await waitForHydration(ada);
  await expect(ada.getByText('Du bist Ada · 2 von 2 beantwortet')).toBeVisible();
  await expect(ada.getByText('3 von 3 Punkten')).toBeVisible();

  // Reveal reaches the phones live; the CSV downloads with the room's name.
  const ben = phones[1]!.phone;
  await expect(ben.getByText('Die Lösung: Paris')).toHaveCount(0);
  await page.getByRole('button', { name: 'Lösungen zeigen' }).click();
  await expect(ben.getByText('Die Lösung: Paris')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'CSV exportieren' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^kreide-room-${code}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  expect(csv).toContain('Spitzname;Beigetreten;');
  expect(csv).toMatch(/\r\nAda;[^;]+;2;1;3;3\r\n/);

  // Closing ends the room on the phones; a new join is refused.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Raum schließen' }).click();
  await expect(page.locator('.room-live')).toHaveAttribute('data-room-state', 'closed');
  await expect(ada.getByText('Dieser Raum ist geschlossen.').first()).toBeVisible();
  for (const { context } of phones) await context.close();

  await page.screenshot({ path: test.info().outputPath('teacher-1280.png'), fullPage: true });
});

test('a course: the teacher finds its interactives by search, a phone plays part by part and looks back at an earlier part', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  await logIn(page, 'lehrerin@demo.kreide.example', DEMO_PASSWORD);
  // Unique titles per run: the teacher keeps the interactives of earlier runs.
  const run = Date.now().toString(36);
  const parts = [
    { title: `Flüsse ${run}`, feedback: 'each', prompt: 'Fließt der Rhein durch Köln?', answer: 'Richtig' },
    { title: `Berge ${run}`, feedback: 'end', prompt: 'Ist die Zugspitze der höchste Berg Deutschlands?', answer: 'Richtig' },
  ];
  for (const part of parts) {
    const content = { title: part.title, description: '', feedback: part.feedback, questions: [{ id: 'q1', kind: 'true_false', prompt: part.prompt, points: 1, correct: true }] };
    const created = await page.request.post('/api/v3/interactives?world=de', { data: { world: 'de', content }, headers: { origin: baseURL ?? '' } });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = ((await created.json()) as { data: { id: number } }).data;
    expect((await page.request.post(`/api/v3/interactives/${id}/publish?world=de`, { headers: { origin: baseURL ?? '' } })).ok()).toBe(true);
  }

  // The course editor finds them by asking the server, whatever the first page of the list holds.
  await page.goto('/de/interactive/kurse');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Neuer Kurs' }).click();
  await page.getByLabel('Titel des Kurses').fill(`Deutschland ${run}`);
  for (const part of parts) {
    await page.getByLabel('Interaktive Materialien suchen').fill(part.title);
    await page.getByLabel('Interaktive Materialien suchen').press('Enter');
    await expect(page.getByText(`1 Treffer für „${part.title}“`)).toBeVisible();
    await expect(page.getByLabel('Interaktives Material hinzufügen')).toHaveValue(/\d+/);
    await page.getByRole('button', { name: 'Hinzufügen', exact: true }).click();
    await expect(page.locator('.course-step', { hasText: part.title })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Kurs speichern' }).click();
  const course = page.locator('.course-item', { hasText: `Deutschland ${run}` });
  await expect(course).toBeVisible();
  await course.getByRole('button', { name: 'Lernraum öffnen' }).click();
  await expect(page).toHaveURL(/\/de\/interactive\/raum\/[A-Z2-9]{6}$/);
  await waitForHydration(page);
  const code = (await page.locator('[data-room-code]').getAttribute('data-room-code')) ?? '';

  const context = await browser.newContext({ baseURL, viewport: PHONE, hasTouch: true, isMobile: true, storageState: decidedVisitor(baseURL ?? '') });
  const phone = await context.newPage();
  await phone.goto(`/r/${code}`);
  await waitForHydration(phone);
  await phone.getByLabel('Spitzname').fill('Dora');
  await phone.getByRole('button', { name: 'Beitreten' }).click();

  // Part 1 (feedback after each question): answer, verdict, its summary, then on to part 2.
  await expect(phone.getByRole('heading', { name: `Teil 1 von 2: ${parts[0]!.title}` })).toBeVisible();
  await phone.getByLabel('Richtig', { exact: true }).tap();
  await phone.getByRole('button', { name: 'Prüfen' }).tap();
  await expect(phone.locator('.play-verdict')).toContainText('Richtig!');
  await phone.getByRole('button', { name: 'Ergebnis ansehen' }).tap();
  await expect(phone.getByRole('heading', { name: 'Dein Ergebnis' })).toBeVisible();
  await phone.getByRole('button', { name: 'Nächster Teil' }).tap();
  await expect(phone.getByRole('heading', { name: `Teil 2 von 2: ${parts[1]!.title}` })).toBeFocused();

  // Part 2 (feedback at the end): the answer is kept until the teacher reveals.
  await phone.getByLabel('Falsch', { exact: true }).tap();
  await phone.getByRole('button', { name: 'Fertig' }).tap();
  await expect(phone.getByText('Deine Antworten sind gespeichert. Die Ergebnisse zeigt dir deine Lehrkraft.')).toBeVisible();
  await expect(phone.getByText('Du hast alle Fragen des Kurses beantwortet.')).toBeVisible();

  // Back to part 1: read-only, the answer given and its verdict; no second answer.
  await phone.getByRole('button', { name: 'Vorheriger Teil' }).tap();
  await expect(phone.getByRole('heading', { name: `Teil 1 von 2: ${parts[0]!.title}` })).toBeFocused();
  await expect(phone.getByText('Deine Antwort: Richtig')).toBeVisible();
  await expect(phone.locator('.play-verdict')).toContainText('Richtig!');
  await expect(phone.getByRole('button', { name: 'Prüfen' })).toHaveCount(0);
  await phone.getByRole('button', { name: 'Nächster Teil' }).tap();

  // The teacher's reveal reaches part 2's summary live; a reload comes back to it.
  await page.getByRole('button', { name: 'Lösungen zeigen' }).click();
  await expect(phone.locator('.play-verdict')).toContainText('Nicht ganz.');
  await expect(phone.getByText('Die Lösung: Richtig')).toBeVisible();
  await phone.reload();
  await waitForHydration(phone);
  await expect(phone.getByRole('heading', { name: 'Dein Ergebnis' })).toBeVisible();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  await context.close();
});
