import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expect, logIn, test, waitForHydration } from './fixtures';

/**
 * The author's files and previews (docs/seller-files.md) on the upload-edit screen: a multi-page
 * PDF made here goes up with a progress bar, pdf.js in the browser makes its previews, the author
 * picks the cover.
 */
const AUTHOR = 'author1@demo.kreide.example';
const PASSWORD = 'Kreide-Demo-2026';

async function threePagePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= 3; i++) {
    const page = doc.addPage([595, 842]);
    page.drawText(`Bruchrechnen – Seite ${i}`, { x: 60, y: 760, size: 32, font });
    page.drawRectangle({ x: 60, y: 200, width: 400, height: 400, borderWidth: 4 });
  }
  return Buffer.from(await doc.save());
}

test('an author uploads a PDF with a progress bar, gets its previews and picks the cover', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, AUTHOR, PASSWORD);
  const me = (await (await page.request.get('/api/v1/user')).json()) as { data: { items: { id: number }[] } };
  const authorId = me.data.items[0]?.id;
  const listed = (await (await page.request.get(`/api/v3/materials?world=de&author=${authorId}&limit=1`)).json()) as { data: { items: { id: number }[] } };
  const materialId = listed.data.items[0]?.id;
  expect(materialId).toBeTruthy();

  await page.goto(`/de/hochladen-bearbeiten?id=${materialId}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Dateien und Vorschau' })).toBeVisible();

  const pdf = await threePagePdf();
  await page.locator('.mf-choose input[type=file]').setInputFiles({ name: 'Bruchrechnen Klasse 6.pdf', mimeType: 'application/pdf', buffer: pdf });
  const progress = page.getByRole('progressbar', { name: 'Hochladen von Bruchrechnen Klasse 6.pdf' });
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute('value', String(pdf.byteLength));
  await expect(page.locator('.mf-bytes').first()).toContainText('100 %');
  await expect(page.locator('.mf-files')).toContainText('Bruchrechnen Klasse 6.pdf');

  // pdf.js renders the three pages; the origin watermarks them.
  const previews = page.locator('.mf-previews img');
  await expect(previews).toHaveCount(3, { timeout: 30_000 });
  await expect(page.locator('.mf-bytes').first()).toContainText('Hochgeladen');
  await expect(previews.first()).toHaveJSProperty('complete', true);
  expect(await previews.first().evaluate((img: HTMLImageElement) => img.naturalHeight)).toBeLessThanOrEqual(500);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  await page.screenshot({ path: 'test-results/seller-files-390.png', fullPage: true });

  // Any page that is not the cover yet can become it (a run before may have picked one).
  const items = page.locator('.mf-previews li');
  const coverIndex = await items.evaluateAll((all) => all.findIndex((li) => !li.querySelector('.mf-cover')));
  await items.nth(coverIndex).getByRole('button', { name: 'Als Titelbild wählen' }).click();
  await expect(items.nth(coverIndex).locator('.mf-cover')).toBeVisible();

  // A PNG named .pdf is refused by its content, in the author's language.
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5b3e3a60000000049454e44ae426082', 'hex');
  await page.locator('.mf-choose input[type=file]').setInputFiles({ name: 'Bild.pdf', mimeType: 'application/pdf', buffer: png });
  await expect(page.getByRole('alert')).toContainText('passt nicht zur Dateiendung');
  // The browser logs the refused call; that one is expected.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !error.includes('status of 415')));

  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  await page.screenshot({ path: 'test-results/seller-files-1280.png', fullPage: true });

  // The material page now shows the uploaded previews instead of the generated placeholders.
  const detail = (await (await page.request.get(`/api/v3/materials/${materialId}?world=de`)).json()) as { data: { material: { preview: string[]; imgUrl: string } } };
  expect(detail.data.material.preview[0]).toMatch(new RegExp(`/preview/${coverIndex + 1}\\.jpg\\?v=\\d+$`));
  const image = await page.request.get(detail.data.material.preview[0] ?? '');
  expect(image.headers()['content-type']).toBe('image/jpeg');
});
