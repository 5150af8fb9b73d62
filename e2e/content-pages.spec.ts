import { expect, logIn, test } from './fixtures';
import { PASSWORD, STAFF, publish, writePage } from './content-editor';

/**
 * Content pages (docs/content.md): staff edit a campaign page in the block editor and publish it,
 * and a visitor sees the change at once (the page cache is purged on publish). The journey makes
 * the content it needs itself.
 */
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
