import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, waitForHydration, firstMaterial } from './fixtures';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectNoViolations(page: Page) {
  await waitForHydration(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('home has no WCAG 2.2 AA violations', async ({ page }) => {
  await page.goto('/de');
  await expectNoViolations(page);
});

test('a material page has no WCAG 2.2 AA violations', async ({ page }) => {
  const material = await firstMaterial(page, 'de');
  await page.goto(`/de/material/${material.id}/${material.slug}`);
  await expectNoViolations(page);
});

test('login has no WCAG 2.2 AA violations', async ({ page }) => {
  await page.goto('/de/anmelden');
  await expectNoViolations(page);
});
