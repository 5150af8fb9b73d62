/** Calls of the origin API from workers tests, and a registered, confirmed user to act as. */
import { expect } from 'vitest';
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import origin from '../../src/origin/index';

export const TEST_PASSWORD = 'sicheres Passwort 1';

export async function call(path: string, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await origin.fetch(new Request(`https://origin.test/api/${path}`, init), env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** Headers of a call that passed the edge: the shared key and the facts the edge writes. */
export function viaEdge(facts: { clientIp?: string; country?: string; geoCountry?: string } = {}): Record<string, string> {
  const headers: Record<string, string> = { 'x-kreide-edge-key': env.EDGE_ORIGIN_KEY };
  if (facts.clientIp) headers['x-kreide-client-ip'] = facts.clientIp;
  if (facts.country) headers['x-kreide-country'] = facts.country;
  if (facts.geoCountry) headers['x-kreide-geo-country'] = facts.geoCountry;
  return headers;
}

export function post(path: string, body: unknown, token?: string, extra: Record<string, string> = {}): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...extra };
  if (token) headers.authorization = `Bearer ${token}`;
  return call(path, { method: 'POST', headers, body: JSON.stringify(body) });
}

export function get(path: string, token?: string): Promise<Response> {
  return call(path, token ? { headers: { authorization: `Bearer ${token}` } } : {});
}

export async function data<T>(response: Response): Promise<T> {
  return ((await response.json()) as { data: T }).data;
}

/** The link in the newest e-mail to an address (the outbox is the local mailbox). */
export async function lastLink(to: string): Promise<string> {
  const row = await env.DB.prepare('SELECT body_text FROM outbox WHERE to_email = ? ORDER BY id DESC LIMIT 1').bind(to).first<{ body_text: string }>();
  const link = /https?:\/\/\S+/.exec(row?.body_text ?? '')?.[0];
  if (!link) throw new Error(`no link mailed to ${to}`);
  return link;
}

export const tokenOf = (link: string) => link.split('/').pop() ?? '';

/** Registers, confirms from the mailed link and finishes: a signed-in user with a full token. */
export async function registerConfirmed(
  email: string,
  { password = TEST_PASSWORD, name = 'Frau Test' }: { password?: string; name?: string } = {},
): Promise<{ userId: number; token: string }> {
  expect((await post('v3/registration/register?world=de', { email, password, public_name: name, accept_terms: true })).status).toBe(202);
  const { finish_token } = await data<{ finish_token: string }>(await post('v3/registration/confirm', { token: tokenOf(await lastLink(email)) }));
  const session = await data<{ access_token: string; oauth_user_id: number }>(
    await post('v3/registration/finish', { token: finish_token, first_name: 'Erika', last_name: 'Test' }),
  );
  return { userId: session.oauth_user_id, token: session.access_token };
}

/** A public-scope (anonymous visitor) token. */
export async function publicToken(): Promise<string> {
  return (await data<{ access_token: string }>(await post('v3/oauth2/authenticate', { client_id: 'kreide-web', grant_type: 'client_credentials' }))).access_token;
}

/** Makes a user staff with the given roles (docs/operations.md, "Roles"); admin by default. */
export async function makeStaff(userId: number, roles: readonly ('support' | 'finance' | 'content' | 'admin')[] = ['admin']): Promise<void> {
  const now = new Date().toISOString();
  await env.DB.batch([
    env.DB.prepare('UPDATE users SET is_staff = 1 WHERE id = ?').bind(userId),
    ...roles.map((role) => env.DB.prepare('INSERT OR IGNORE INTO staff_roles (user_id, role, granted_at) VALUES (?, ?, ?)').bind(userId, role, now)),
  ]);
}
