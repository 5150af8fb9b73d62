import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

/** Every journey fails on a console error or an uncaught page error. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
    expect(errors, 'console errors').toEqual([]);
  },
});

export { expect };

export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('body')).toHaveAttribute('data-hydrated', 'true');
}

/** A live material of a world, straight from the API. */
export async function firstMaterial(page: Page, world: string): Promise<{ id: number; slug: string; title: string }> {
  const response = await page.request.get(`/api/v3/materials?world=${world}&limit=1`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { items: { id: number; slug: string; title: string }[] } };
  const material = body.data.items[0];
  if (!material) throw new Error(`no materials in ${world}: is the demo data seeded?`);
  return material;
}

/** Signs in through the German login page: lands at home, signed in. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/de/anmelden');
  await waitForHydration(page);
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(/\/de$/);
  await waitForHydration(page);
}

/** A material as the catalogue API lists it, with what the commerce journeys pick by. */
export interface ListedMaterial {
  id: number;
  slug: string;
  title: string;
  price: number;
  sale: number | null;
  isBundle: boolean;
  hasFixedPrice: boolean;
}

/** Paid materials of the de catalogue (price > 0, no sale, not a bundle), page by page. */
export async function paidMaterials(request: APIRequestContext, page = 1): Promise<ListedMaterial[]> {
  const response = await request.get(`/api/v3/materials?world=de&limit=48&page=${page}`);
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { items: ListedMaterial[] } };
  return data.items.filter((m) => m.price > 0 && m.sale === null && !m.isBundle);
}

/** A same-origin JSON call of the API from the page, with its session cookie (GET, or POST with a body); answers `data`. */
export async function pageApi<T>(page: Page, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(`/api/${path}`, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
      return ((await response.json()) as { data: unknown }).data;
    },
    { path, body },
  ) as Promise<T>;
}
