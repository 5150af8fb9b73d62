import { test, expect, logIn, waitForHydration } from './fixtures';
import { decidedVisitor } from './visitor-state';

/**
 * The NPS question from a mailed link (docs/surveys.md): staff send the mails, the link from the
 * dev mailbox opens the question without signing in, the answer thanks, and the link then says
 * it was already answered.
 */
test('a mailed NPS link is answered once', async ({ page, browser, baseURL }) => {
  // Staff send the NPS mail to buyers (the demo data has purchases).
  await logIn(page, 'staff@demo.kreide.example', 'Kreide-Demo-2026');
  await page.goto('/staff/surveys');
  await waitForHydration(page);
  await page.getByLabel('Kauf vor mindestens so vielen Tagen').fill('0');
  await page.getByLabel('Höchstens so viele Mails').fill('3');
  await page.getByRole('button', { name: 'Mails senden' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Mails gesendet/ })).toBeVisible();

  // The newest NPS mail in the dev mailbox.
  const mailbox = await page.request.get('/api/dev/mailbox?limit=50');
  const { data } = (await mailbox.json()) as { data: { items: { template: string; text: string }[] } };
  const mail = data.items.find((item) => item.template === 'nps');
  const link = /https?:\/\/\S+\/de\/umfrage\?t=[A-Za-z0-9_-]+/.exec(mail?.text ?? '')?.[0];
  expect(link, 'an NPS link in the dev mailbox').toBeTruthy();
  const path = new URL(link ?? '').pathname + new URL(link ?? '').search;

  // Without signing in: a fresh visitor who has chosen their cookies.
  const visitor = await browser.newContext({ baseURL, storageState: decidedVisitor(baseURL ?? 'http://localhost') });
  const survey = await visitor.newPage();
  await survey.goto(path);
  await waitForHydration(survey);
  const scale = survey.getByRole('radiogroup');
  await expect(scale).toBeVisible();
  // Keyboard: focus 0, arrow to 2, then pick 9.
  await survey.getByRole('radio', { name: '0', exact: true }).focus();
  await survey.keyboard.press('ArrowRight');
  await survey.keyboard.press('ArrowRight');
  await expect(survey.getByRole('radio', { name: '2', exact: true })).toBeChecked();
  await survey.getByRole('radio', { name: '9', exact: true }).check();
  await expect(survey.getByRole('radio', { name: '9', exact: true })).toBeChecked();
  await survey.getByLabel(/wichtigste Grund/).fill('Viel gutes Material für meine Klassen.');
  await survey.getByRole('button', { name: 'Antwort senden' }).click();
  await expect(survey.locator('[data-survey-state="thanks"]')).toBeVisible();

  // The same link again: already answered.
  await survey.goto(path);
  await expect(survey.locator('[data-survey-state="already"]')).toBeVisible();
  await visitor.close();
});
