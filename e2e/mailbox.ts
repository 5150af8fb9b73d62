import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Users for the journeys, through the local dev mailbox (`/dev/mailbox`, `GET /api/dev/mailbox`):
 * mail never leaves the machine, and the local database keeps its users between runs.
 */

/** A fresh address per run: the local database keeps its users between runs. */
export function uniqueEmail(who: string): string {
  return `${who}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}@e2e.kreide.example`;
}

/** The path of the newest link to `pathPart` mailed to `email`, read from the dev mailbox page. */
export async function mailedPath(page: Page, email: string, pathPart: string): Promise<string> {
  await page.goto('/dev/mailbox');
  const message = page.locator('.mailbox-message', { has: page.locator('.mailbox-to', { hasText: email }) }).first();
  const link = message.locator(`a[href*="${pathPart}"]`).first();
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  if (!href) throw new Error(`no ${pathPart} link mailed to ${email}`);
  // The mail links to PUBLIC_URL; the e2e server listens on its own port.
  return new URL(href).pathname;
}

/**
 * Registers, confirms (token from the dev mailbox API) and finishes a user through the API, in
 * the request context's own cookie jar; answers the user id. Use a context of its own
 * (`playwright.request.newContext({ baseURL })`) to leave the browser page signed out.
 */
export async function apiUser(request: APIRequestContext, email: string, password: string, publicName: string): Promise<number> {
  const headers = { 'sec-fetch-site': 'same-origin' };
  const registered = await request.post('/api/v3/registration/register?world=de', {
    headers,
    data: { email, password, public_name: publicName, accept_terms: true },
  });
  expect(registered.status()).toBe(202);
  const mailbox = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  const { data } = (await mailbox.json()) as { data: { items: { text: string }[] } };
  const token = /\/bestaetigen\/([A-Za-z0-9_-]+)/.exec(data.items[0]?.text ?? '')?.[1];
  if (!token) throw new Error(`no confirmation mail for ${email}`);
  const confirmed = await request.post('/api/v3/registration/confirm', { headers, data: { token } });
  const { data: confirm } = (await confirmed.json()) as { data: { finish_token: string } };
  const finished = await request.post('/api/v3/registration/finish', {
    headers,
    data: { token: confirm.finish_token, first_name: publicName, last_name: 'E2E' },
  });
  expect(finished.status()).toBe(200);
  return ((await finished.json()) as { data: { oauth_user_id: number } }).data.oauth_user_id;
}
