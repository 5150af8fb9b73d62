import type { Page } from '@playwright/test';
import { test, expect, waitForHydration, paidMaterials, type ListedMaterial } from './fixtures';

/**
 * Screenshot comparisons (e2e/README.md): the main page types at phone and desktop width against
 * the baselines in e2e/screenshots/, so that a moved block or a changed spacing fails the build.
 * What changes by itself (time, counters, other journeys' purchases and follows) is hidden by
 * e2e/screenshots.css; the settings are in playwright.config.ts. Its UI-test user agent gets every
 * A/B test's default variant (src/shared/agents.ts), so no variant cookie is needed.
 */

// The pages' Content-Security-Policy would block the style sheet that hides what changes by itself.
test.use({ bypassCSP: true });

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

/** The same paid German material every run (the lowest id of the first list page), with its author. */
async function stableMaterial(page: Page): Promise<ListedMaterial & { author: { id: number; slug: string } }> {
  const listed = await paidMaterials(page.request);
  const chosen = [...listed].sort((a, b) => a.id - b.id)[0];
  if (!chosen) throw new Error('no paid de material: is the demo data seeded?');
  const response = await page.request.get(`/api/v3/materials/${chosen.id}`);
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { material: { author: { id: number; slug: string } } } };
  return { ...chosen, author: data.material.author };
}

/** Waits until the page is loaded, hydrated, its fonts and the images on screen are there. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await waitForHydration(page);
  await page.evaluate(async () => {
    await document.fonts.ready;
    const images = Array.from(document.images).filter((img) => {
      const box = img.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight;
    });
    await Promise.all(
      images.map((img) => {
        img.loading = 'eager';
        if (img.complete) return img.decode().catch(() => undefined);
        return new Promise((resolve) => {
          img.addEventListener('load', resolve, { once: true });
          img.addEventListener('error', resolve, { once: true });
        });
      }),
    );
  });
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the world chooser', async ({ page }) => {
      await page.goto('/');
      await settle(page);
      await expect(page).toHaveScreenshot(`chooser-${viewport.name}.png`);
    });

    test('home', async ({ page }) => {
      await page.goto('/de');
      await settle(page);
      await expect(page).toHaveScreenshot(`home-${viewport.name}.png`);
    });

    test('search results', async ({ page }) => {
      await page.goto('/de/suchergebnisse?q=mathe');
      await settle(page);
      await expect(page).toHaveScreenshot(`search-${viewport.name}.png`);
    });

    test('a material', async ({ page }) => {
      const material = await stableMaterial(page);
      await page.goto(`/de/material/${material.id}/${material.slug}`);
      await settle(page);
      await expect(page).toHaveScreenshot(`material-${viewport.name}.png`);
    });

    test('the cart with one material', async ({ page }) => {
      const material = await stableMaterial(page);
      await page.goto(`/de/material/${material.id}/${material.slug}`);
      await waitForHydration(page);
      await page.getByRole('button', { name: 'In den Warenkorb' }).click();
      await expect(page.locator('.add-to-cart .badge')).toHaveText('Im Warenkorb');
      await page.goto('/de/warenkorb');
      await settle(page);
      await expect(page.getByRole('list', { name: 'Materialien in deinem Warenkorb' }).getByRole('listitem')).toHaveCount(1);
      await expect(page).toHaveScreenshot(`cart-${viewport.name}.png`);
    });

    test('login', async ({ page }) => {
      await page.goto('/de/anmelden');
      await settle(page);
      await expect(page).toHaveScreenshot(`login-${viewport.name}.png`);
    });

    test('an author page', async ({ page }) => {
      const { author } = await stableMaterial(page);
      await page.goto(`/de/autor/${author.id}/${author.slug}`);
      await settle(page);
      await expect(page).toHaveScreenshot(`author-${viewport.name}.png`);
    });
  });
}
