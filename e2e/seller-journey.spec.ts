import { readFile } from 'node:fs/promises';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Browser, Page } from '@playwright/test';
import { expect, logIn, test, waitForHydration } from './fixtures';
import { apiUser, uniqueEmail } from './mailbox';

/**
 * The seller area end to end (docs/seller-profile.md, seller-files.md, seller-materials.md,
 * seller-earnings.md): a new author runs the first-upload wizard, uploads a PDF made here with the
 * progress bar showing, gets previews made from it, fills in the material and submits it; staff
 * approve it; a teacher finds it by search, buys it and downloads the author's own file; the author
 * sees the sale in the statistics and among the royalties of the month.
 */

const PASSWORD = 'ein sicheres Passwort 7';
const STAFF = 'staff@demo.kreide.example';
const DEMO_PASSWORD = 'Kreide-Demo-2026';
/** An odd page size no generated demo file has: the download must be this very file. */
const PAGE_SIZE: [number, number] = [500, 700];

async function authorsPdf(word: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= 4; i++) {
    const page = doc.addPage(PAGE_SIZE);
    page.drawText(`${word} – Seite ${i}`, { x: 40, y: 640, size: 24, font });
    page.drawText('Brüche erweitern und kürzen: Übungen mit Lösungen für Klasse 6.', { x: 40, y: 600, size: 12, font });
    page.drawRectangle({ x: 40, y: 120, width: 420, height: 420, borderWidth: 3 });
  }
  return Buffer.from(await doc.save());
}

async function signedInPage(browser: Browser, baseURL: string, email: string, password: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, userAgent: 'Mozilla/5.0 (X11; Linux x86_64) kreide-ui-test' });
  const page = await context.newPage();
  await logIn(page, email, password);
  return page;
}

test('a new author uploads a PDF, staff approve it, a teacher buys it and gets the author’s file, the author sees the sale', async ({ page, browser, playwright, baseURL }) => {
  test.setTimeout(240_000);
  if (!baseURL) throw new Error('no baseURL');
  const word = `Zahlenmauer${Date.now().toString(36)}`;
  const title = `${word}: Brüche erweitern und kürzen`;

  // A new account becomes an author through the wizard, which creates the first draft
  const email = uniqueEmail('neue-autorin');
  const api = await playwright.request.newContext({ baseURL });
  await apiUser(api, email, PASSWORD, 'Nora Neu');
  await api.dispose();
  await logIn(page, email, PASSWORD);
  await page.goto('/de/erster-upload');
  await waitForHydration(page);
  await page.getByLabel('Öffentlicher Name').fill(`Nora Neu ${word.slice(-5)}`);
  await page.getByLabel(/Ich akzeptiere die Verkaufsbedingungen/).check();
  await page.getByRole('button', { name: 'Autor werden' }).click();
  await page.getByRole('button', { name: 'Entwurf anlegen' }).click();
  await expect(page).toHaveURL(/\/de\/hochladen-bearbeiten\?id=\d+$/);
  const materialId = Number(new URL(page.url()).searchParams.get('id'));
  await waitForHydration(page);

  // The file goes up with a progress bar; pdf.js makes the previews from its pages
  const pdf = await authorsPdf(word);
  await page.locator('.mf-choose input[type=file]').setInputFiles({ name: `${word}.pdf`, mimeType: 'application/pdf', buffer: pdf });
  const progress = page.getByRole('progressbar', { name: `Hochladen von ${word}.pdf` });
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute('value', String(pdf.byteLength));
  await expect(page.locator('.mf-previews img')).toHaveCount(4, { timeout: 45_000 });

  // What the material is, saved as it is typed
  await page.getByLabel('Titel').fill(title);
  await page.getByLabel('Beschreibung').fill(`${word}: zwanzig Übungen zum Erweitern und Kürzen von Brüchen, mit Lösungen und einem Test für Klasse 6.`);
  await page.getByLabel('Schulart').selectOption({ label: 'Gymnasium (Sek I)' });
  await page.getByLabel('Fach').selectOption({ index: 1 });
  await page.getByLabel('Materialart').selectOption({ index: 1 });
  await page.getByLabel('Ab Klasse').selectOption('6');
  await page.getByLabel('Bis Klasse').selectOption('6');
  await page.getByLabel('Preis (EUR)').fill('3,50');
  await expect(page.locator('.save-status')).toHaveText('Gespeichert', { timeout: 15_000 });
  await page.getByRole('button', { name: 'Zur Prüfung einreichen' }).click();
  await expect(page.getByText('Unser Team prüft dieses Material gerade.')).toBeVisible();

  // Staff approve it in the review queue
  const staff = await signedInPage(browser, baseURL, STAFF, DEMO_PASSWORD);
  await staff.goto(`/staff/review?id=${materialId}`);
  await waitForHydration(staff);
  await staff.getByRole('button', { name: 'Freigeben und veröffentlichen' }).click();
  await expect(staff.getByText('freigegeben').first()).toBeVisible();
  await staff.context().close();

  // A teacher finds it by a word of its title, buys it and downloads the author's own file
  const teacherEmail = uniqueEmail('kaeuferin');
  const teacherApi = await playwright.request.newContext({ baseURL });
  await apiUser(teacherApi, teacherEmail, PASSWORD, 'Tina Kauf');
  await teacherApi.dispose();
  const teacher = await signedInPage(browser, baseURL, teacherEmail, PASSWORD);
  await teacher.goto(`/de/suchergebnisse?q=${word}`);
  await teacher.getByRole('link', { name: title }).first().click();
  await waitForHydration(teacher);
  await teacher.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(teacher.locator('.add-to-cart .badge')).toHaveText('Im Warenkorb');
  await teacher.goto('/de/bezahlung');
  await waitForHydration(teacher);
  await teacher.locator('label[for="checkout-withdrawal"]').click();
  await teacher.getByRole('button', { name: /^Jetzt .* bezahlen$/ }).click();
  await expect(teacher).toHaveURL(/\/dev\/demo-payment\//);
  await teacher.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(teacher.locator('[data-order-status="paid"]')).toBeVisible();
  await teacher.goto('/de/erworbene-materialien');
  await waitForHydration(teacher);
  const purchase = teacher.locator('article.purchase', { has: teacher.getByRole('heading', { name: title }) });
  const [download] = await Promise.all([teacher.waitForEvent('download'), purchase.getByRole('button', { name: /herunterladen$/ }).first().click()]);
  const file = await PDFDocument.load(await readFile(await download.path()), { updateMetadata: false });
  expect(file.getPageCount()).toBe(4);
  expect(file.getPage(0).getSize()).toEqual({ width: PAGE_SIZE[0], height: PAGE_SIZE[1] });
  await teacher.context().close();

  // The author sees the sale in the statistics and the royalty of this month
  await page.goto(`/de/auswertung?material=${materialId}`);
  await waitForHydration(page);
  await expect(page.locator('main')).toContainText(title);
  await page.goto('/de/honorar');
  await waitForHydration(page);
  await expect(page.locator('main')).toContainText(title);
});
