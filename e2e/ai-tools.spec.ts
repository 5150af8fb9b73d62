import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import { test, expect, waitForHydration, logIn, paidMaterials, pageApi } from './fixtures';

/** The AI tools with the local provider (docs/ai-tools.md): a quiz from a material, a worksheet to PDF. */

const DEMO_PASSWORD = 'Kreide-Demo-2026';

/** The text of every page of a PDF, as pdf.js reads it. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await getDocument({ data: bytes, useSystemFonts: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n');
}

test('a teacher makes a quiz from a material she bought and lands in the builder with its questions', async ({ page }) => {
  await logIn(page, 'lehrerin@demo.kreide.example', DEMO_PASSWORD);
  // She buys a material she does not have yet (demo payment): now she may use it.
  const bought = await pageApi<{ items: { material: { id: number } }[] }>(page, 'v1/purchases?page=1');
  const owned = new Set(bought.items.map((p) => p.material.id));
  const candidates = (await paidMaterials(page.request, 3)).filter((m) => !owned.has(m.id));
  const material = candidates[Math.floor(Math.random() * candidates.length)];
  if (!material) throw new Error('no material left to buy');
  await pageApi(page, 'v1/cart/add', { materialId: material.id });
  const started = await pageApi<{ order: { id: string } }>(page, 'v1/cart/checkout', { idempotencyKey: `e2e-ai-${Date.now()}`, paymentMethod: 'demo', withdrawalConsent: true });
  await pageApi(page, `v3/payments/demo/${started.order.id}`, { outcome: 'paid' });

  await page.goto('/de/ai-tools/quiz');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quiz aus einem Material');
  await expect(page.locator('.ai-note')).toContainText('nicht von einem Sprachmodell');
  const list = page.getByRole('list', { name: 'Materialien, die du nutzen darfst' });
  const item = list.getByRole('listitem').filter({ hasText: material.title });
  await expect(item).toContainText('Gekauft');
  await item.getByRole('button', { name: `Quiz aus „${material.title}“ erstellen` }).click();

  await expect(page).toHaveURL(/\/de\/interactive\/editor\/\d+$/);
  await waitForHydration(page);
  await expect(page.getByLabel('Titel')).toHaveValue(`Quiz: ${material.title}`);
  await expect(page.locator('.builder-question').first()).toBeVisible();
  // The draft is hers: it is listed among her interactives.
  await page.goto('/de/interactive/meine-interactives');
  await waitForHydration(page);
  await expect(page.getByText(`Quiz: ${material.title}`).first()).toBeVisible();
});

test('a worksheet is generated, edited, saved and downloaded as a PDF with the edited text', async ({ page }) => {
  await logIn(page, 'lehrerin@demo.kreide.example', DEMO_PASSWORD);
  await page.goto('/de/ai-tools/documents');
  await waitForHydration(page);
  await page.getByLabel('Thema').fill('Photosynthese');
  await page.getByLabel('Klassenstufe').selectOption('6');
  await page.getByLabel('Fach').fill('Biologie');
  await page.getByRole('button', { name: 'Arbeitsblatt erstellen' }).click();

  await expect(page).toHaveURL(/\/de\/ai-tools\/document\/\d+$/);
  await waitForHydration(page);
  await expect(page.locator('.ai-note')).toContainText('nicht von einem Sprachmodell');
  const stamp = Date.now();
  const title = `Photosynthese – Blätter zählen ${stamp}`;
  await page.getByLabel('Titel', { exact: true }).fill(title);
  await page.getByLabel('Text von Abschnitt 1').fill(`Zähle die Blätter im Schulgarten (${stamp}).`);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.locator('.save-status')).toHaveText('Gespeichert.');

  // Saved: a fresh load shows the edit.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel('Titel', { exact: true })).toHaveValue(title);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Als PDF herunterladen' }).click();
  const download = await downloading;
  const bytes = await readFile((await download.path()) as string);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  expect(pdf.getTitle()).toBe(title);
  const text = (await pdfText(new Uint8Array(bytes))).replace(/\s+/g, ' ');
  expect(text).toContain(`Zähle die Blätter im Schulgarten (${stamp}).`);
  expect(text).toContain('Blätter zählen');

  // The list shows it with its PDF link.
  await page.goto('/de/ai-tools/documents');
  await waitForHydration(page);
  await expect(page.getByRole('link', { name: title })).toBeVisible();
});
