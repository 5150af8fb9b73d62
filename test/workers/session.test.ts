import { makeStaff } from './accounts';
import { beforeEach, describe, expect, it } from 'vitest';
import { createExecutionContext, env } from 'cloudflare:test';
import origin from '../../src/origin/index';
import { routePath } from '../../src/shared/routes/match';
import type { RouteName } from '../../src/shared/routes/types';
import { MAIN_WORLDS } from '../../src/shared/worlds';
import { createEdge, forgetEdgeCaches, shippedAreas, BROWSER } from './harness';
import { FIXTURE } from './fixtures';
import { tokenHash } from '../../src/origin/domain/identity/tokens';

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json', 'user-agent': BROWSER };

/** The cookies a response sets: name → { value, attributes }. */
function setCookies(response: Response): Map<string, { value: string; attributes: string[] }> {
  const out = new Map<string, { value: string; attributes: string[] }>();
  for (const line of response.headers.getSetCookie()) {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const separator = pair.indexOf('=');
    out.set(pair.slice(0, separator), { value: decodeURIComponent(pair.slice(separator + 1)), attributes });
  }
  return out;
}

/** A `Cookie` header with every cookie a response set and kept (Max-Age > 0). */
function cookieHeader(response: Response): string {
  return [...setCookies(response)]
    .filter(([, cookie]) => !cookie.attributes.includes('Max-Age=0') && cookie.value !== '')
    .map(([name, cookie]) => `${name}=${encodeURIComponent(cookie.value)}`)
    .join('; ');
}

async function lastLink(to: string): Promise<string> {
  const row = await env.DB.prepare('SELECT body_text FROM outbox WHERE to_email = ? ORDER BY id DESC LIMIT 1').bind(to).first<{ body_text: string }>();
  const link = /https?:\/\/\S+/.exec(row?.body_text ?? '')?.[0];
  if (!link) throw new Error(`no link mailed to ${to}`);
  return link;
}

const tokenOf = (link: string) => link.split('/').pop() ?? '';

describe('the browser session through the edge', () => {
  beforeEach(forgetEdgeCaches);
  const edge = createEdge();

  function post(path: string, body: unknown, headers: Record<string, string> = {}) {
    return edge.request(path, { method: 'POST', headers: { ...SAME_ORIGIN, ...headers }, body: JSON.stringify(body) });
  }

  /** Registers, confirms and finishes a user through the edge; answers the session cookies of the finish. */
  async function registeredUser(email: string, password: string): Promise<{ cookie: string; userId: number }> {
    expect((await post('/api/v3/registration/register?world=de', { email, password, public_name: 'Frau Sitzung', accept_terms: true })).status).toBe(202);
    const confirm = await post('/api/v3/registration/confirm', { token: tokenOf(await lastLink(email)) });
    expect(confirm.status).toBe(200);
    const { data } = (await confirm.json()) as { data: { finish_token: string } };
    const finish = await post('/api/v3/registration/finish', { token: data.finish_token, first_name: 'Erika', last_name: 'Sitzung' });
    expect(finish.status).toBe(200);
    const answer = (await finish.json()) as { data: { access_token: string | null; oauth_user_id: number } };
    expect(answer.data.access_token).toBeNull();
    return { cookie: cookieHeader(finish), userId: answer.data.oauth_user_id };
  }

  function signIn(username: string, password: string, extra: Record<string, unknown> = {}) {
    return post('/api/v3/oauth2/authenticate', { client_id: 'kreide-web', grant_type: 'password', username, password, scopes: 'full', ...extra });
  }

  it('keeps the token in an HttpOnly, Secure, SameSite=Lax cookie; the body carries none', async () => {
    const { userId } = await registeredUser('cookie@example.org', 'ein sicheres Passwort');
    const response = await signIn('cookie@example.org', 'ein sicheres Passwort');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { access_token: string | null; oauth_user_id: number } };
    expect(body.data.access_token).toBeNull();
    expect(body.data.oauth_user_id).toBe(userId);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const cookies = setCookies(response);
    const session = cookies.get('kreide_session');
    expect(session?.value.length).toBeGreaterThan(20);
    expect(session?.attributes).toEqual(expect.arrayContaining(['HttpOnly', 'Secure', 'SameSite=Lax', 'Path=/']));
    expect(cookies.get('kreide_logged_in')).toMatchObject({ value: '1' });
    expect(cookies.get('kreide_logged_in')?.attributes).not.toContain('HttpOnly');
    expect(cookies.get('kreide_uid')).toMatchObject({ value: String(userId) });
  });

  it('gives the apps (platform ios) the token in the body and sets no cookie', async () => {
    await registeredUser('app@example.org', 'ein App-Passwort 1');
    const response = await signIn('app@example.org', 'ein App-Passwort 1', { platform: 'ios', client_id: 'kreide-app' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { access_token: string | null } };
    expect(typeof body.data.access_token).toBe('string');
    expect(response.headers.getSetCookie()).toEqual([]);
    // the app sends its bearer header itself
    const me = await edge.request('/api/v1/user', { headers: { authorization: `Bearer ${body.data.access_token}` } });
    expect(me.status).toBe(200);
  });

  it('lets a cookie session reach GET /api/v1/user and validate', async () => {
    const { cookie, userId } = await registeredUser('reach@example.org', 'noch ein Passwort');
    const me = await edge.request('/api/v1/user', { headers: { cookie } });
    expect(me.status).toBe(200);
    const body = (await me.json()) as { data: { items: { id: number; details: { publicName: string } }[] } };
    expect(body.data.items[0]).toMatchObject({ id: userId, details: { publicName: 'Frau Sitzung' } });
    const valid = await edge.request('/api/v3/oauth2/validate', { headers: { cookie } });
    expect(valid.status).toBe(200);
    expect(((await valid.json()) as { data: { oauth_user_id: number } }).data.oauth_user_id).toBe(userId);
    expect((await edge.request('/api/v1/user')).status).toBe(401);
  });

  it('refuses a cross-site POST that rides on the cookie, and nothing changes', async () => {
    const { cookie } = await registeredUser('csrf@example.org', 'das alte Passwort');
    const change = { current_password: 'das alte Passwort', new_password: 'ein neues Passwort' };
    for (const site of ['cross-site', 'same-site']) {
      const response = await post('/api/v3/password/change', change, { cookie, 'sec-fetch-site': site });
      expect(response.status).toBe(403);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('cross_site_request');
    }
    const noHeaders = await edge.request('/api/v3/password/change', { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(change) });
    expect(noHeaders.status).toBe(403);
    const foreignOrigin = await edge.request('/api/v3/password/change', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify(change),
    });
    expect(foreignOrigin.status).toBe(403);
    // a session cannot be started cross-site either
    expect((await signIn('csrf@example.org', 'das alte Passwort', {})).status).toBe(200);
    const crossSignIn = await edge.request('/api/v3/oauth2/authenticate', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      body: JSON.stringify({ client_id: 'kreide-web', grant_type: 'password', username: 'csrf@example.org', password: 'das alte Passwort' }),
    });
    expect(crossSignIn.status).toBe(403);
    expect(crossSignIn.headers.getSetCookie()).toEqual([]);
    // the password is unchanged
    expect((await signIn('csrf@example.org', 'das alte Passwort')).status).toBe(200);
    expect((await signIn('csrf@example.org', 'ein neues Passwort')).status).toBe(401);
  });

  it('logs out: the cookies are cleared and the old cookie gets 401', async () => {
    const { cookie } = await registeredUser('logout@example.org', 'Abmelde-Passwort');
    const logout = await edge.request('/api/v3/oauth2/logout', { method: 'POST', headers: { cookie, 'sec-fetch-site': 'same-origin' } });
    expect(logout.status).toBe(200);
    const cleared = setCookies(logout);
    for (const name of ['kreide_session', 'kreide_logged_in', 'kreide_uid', 'kreide_impersonating']) {
      expect(cleared.get(name), name).toMatchObject({ value: '' });
      expect(cleared.get(name)?.attributes, name).toContain('Max-Age=0');
    }
    expect((await edge.request('/api/v1/user', { headers: { cookie } })).status).toBe(401);
    const validate = await edge.request('/api/v3/oauth2/validate', { headers: { cookie } });
    expect(validate.status).toBe(401);
    expect(((await validate.json()) as { data: { reason: string } }).data.reason).toBe('revoked_token');
  });

  it('gives visitors a public session cookie with the logged-in flag 0', async () => {
    const response = await post('/api/v3/oauth2/authenticate', { client_id: 'kreide-web', grant_type: 'client_credentials' });
    expect(response.status).toBe(200);
    const cookies = setCookies(response);
    expect(cookies.get('kreide_session')?.value.length).toBeGreaterThan(20);
    expect(cookies.get('kreide_logged_in')).toMatchObject({ value: '0' });
    expect((await edge.request('/api/v1/user', { headers: { cookie: cookieHeader(response) } })).status).toBe(403);
  });

  it('marks calls of staff acting as a user, so the origin tracks nothing', async () => {
    const staff = await registeredUser('staff@example.org', 'Mitarbeiter-Passwort');
    const target = await registeredUser('target@example.org', 'Ziel-Passwort 123');
    await makeStaff(staff.userId);
    const loginAs = await post('/api/v3/oauth2/login-as', { user_id: target.userId, reason: 'Support-Ticket 4711' }, { cookie: staff.cookie });
    expect(loginAs.status).toBe(200);
    expect(((await loginAs.json()) as { data: { access_token: string | null } }).data.access_token).toBeNull();
    const cookies = setCookies(loginAs);
    expect(cookies.get('kreide_impersonating')).toMatchObject({ value: '1' });
    const cookie = cookieHeader(loginAs);
    const me = (await (await edge.request('/api/v1/user', { headers: { cookie } })).json()) as { data: { items: { id: number; loggedInAsAnotherUser: boolean }[] } };
    expect(me.data.items[0]).toMatchObject({ id: target.userId, loggedInAsAnotherUser: true });

    const event = { events: [{ name: 'page_view' }] };
    const impersonated = await post('/api/v3/events/track?world=de', event, { cookie });
    expect(((await impersonated.json()) as { data: { accepted: number } }).data.accepted).toBe(0);
    const own = await post('/api/v3/events/track?world=de', event, { cookie: target.cookie });
    expect(((await own.json()) as { data: { accepted: number } }).data.accepted).toBe(1);
  });
});

const SCREENS: Partial<Record<RouteName, { island: string; params?: Record<string, string> }>> = {
  login: { island: 'LoginForm' },
  authorize: { island: 'LoginForm' },
  loginAs: { island: 'LoginAsForm' },
  register: { island: 'RegisterForm' },
  registerConfirm: { island: 'RegisterConfirm', params: { registrationToken: 'a'.repeat(43) } },
  finishRegistration: { island: 'FinishRegistrationForm', params: { token: 'b'.repeat(43) } },
  forgotPassword: { island: 'ForgotPasswordForm' },
  passwordRecovery: { island: 'PasswordRecoveryForm', params: { token: 'c'.repeat(43) } },
  changePassword: { island: 'ChangePasswordForm' },
  changeEmail: { island: 'ChangeEmailForm' },
  confirmEmailChange: { island: 'ConfirmEmailChange', params: { confirmationToken: 'd'.repeat(43) } },
  changeCountry: { island: 'ChangeCountryForm' },
  billingAddress: { island: 'BillingAddressForm' },
  bankDetails: { island: 'BankDetailsForm' },
  notificationPreferences: { island: 'NotificationPreferencesForm' },
};

/** The screens of mailed links open only for a link we sent (docs/search-engines.md): these four are live links. */
for (const [purpose, token] of [['register_confirm', 'a'], ['finish_registration', 'b'], ['password_recovery', 'c'], ['email_change', 'd']] as const) {
  await env.DB.prepare('INSERT OR IGNORE INTO one_time_tokens (token_hash, purpose, user_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)')
    .bind(await tokenHash(token.repeat(43)), purpose, FIXTURE.buyer.id, new Date().toISOString(), new Date(Date.now() + 86_400_000).toISOString())
    .run();
}

describe('identity screens', () => {
  beforeEach(forgetEdgeCaches);
  const edge = createEdge();

  const cases = MAIN_WORLDS.flatMap((world) => (Object.entries(SCREENS) as [RouteName, { island: string; params?: Record<string, string> }][]).map(([name, screen]) => ({ world, name, ...screen })));

  it.each(cases.map((c) => [`${c.world} ${c.name}`, c] as const))('%s answers 200 with its form island', async (_label, { world, name, island, params }) => {
    const path = routePath(name, world, params ?? {});
    expect(path).not.toBeNull();
    const response = await edge.request(path ?? '', { headers: { 'user-agent': BROWSER } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`data-island="${island}"`);
    expect(html).toContain(`data-screen="${name}"`);
    expect(html).not.toMatch(/ style="/);
    const token = params ? Object.values(params)[0] : undefined;
    if (token) expect(html).toContain(token);
  });

  it('ships the extra text areas the form islands read', async () => {
    const html = await (await edge.request('/de/anmelden', { headers: { 'user-agent': BROWSER } })).text();
    expect(shippedAreas(html).sort()).toEqual(['common', 'header', 'login']);
    const home = await (await edge.request('/de', { headers: { 'user-agent': BROWSER } })).text();
    expect(shippedAreas(home).sort()).toEqual(['common', 'header']);
  });

  it('passes a same-site next on to the login form and drops any other', async () => {
    const good = await (await edge.request('/de/anmelden?next=%2Fde%2Fpasswort-aendern', { headers: { 'user-agent': BROWSER } })).text();
    expect(good).toContain('&quot;next&quot;:&quot;/de/passwort-aendern&quot;');
    const evil = await (await edge.request('/de/anmelden?next=https%3A%2F%2Fevil.example%2F', { headers: { 'user-agent': BROWSER } })).text();
    expect(evil).toContain('&quot;next&quot;:null');
    expect(evil).not.toContain('evil.example');
  });

  it('offers countries of every world and more in the country forms', async () => {
    const html = await (await edge.request(routePath('changeCountry', 'de') ?? '', { headers: { 'user-agent': BROWSER } })).text();
    for (const code of ['DE', 'AT', 'CH', 'US', 'GB', 'PL', 'JP']) expect(html).toContain(`&quot;code&quot;:&quot;${code}&quot;`);
  });
});

describe('the dev mailbox', () => {
  it('lists a registration mail, newest first, with its link clickable', async () => {
    const edge = createEdge({ DEV_TOOLS: 'on' });
    await edge.request('/api/v3/registration/register?world=fr', {
      method: 'POST',
      headers: SAME_ORIGIN,
      body: JSON.stringify({ email: 'boite@example.org', password: 'mot de passe sûr', public_name: 'Boîte', accept_terms: true }),
    });
    const response = await edge.request('/dev/mailbox', { host: 'localhost:8787' });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'nonce-[^']+'/);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex,nofollow">');
    expect(html).toContain('boite@example.org');
    const link = await lastLink('boite@example.org');
    expect(html).toContain(`<a href="${link}">${link}</a>`);
    expect(link).toContain('/fr/inscription/confirmer/');
    const ids = [...html.matchAll(/id="mail-(\d+)"/g)].map((m) => Number(m[1]));
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('links the mails to the local address the developer opened, and to PUBLIC_URL otherwise', async () => {
    const register = (edge: ReturnType<typeof createEdge>, email: string, host: string) =>
      edge.request('/api/v3/registration/register?world=de', {
        method: 'POST',
        host,
        headers: SAME_ORIGIN,
        body: JSON.stringify({ email, password: 'ein sicheres Passwort', public_name: 'Port', accept_terms: true }),
      });
    await register(createEdge({ DEV_TOOLS: 'on' }), 'port@example.org', 'localhost:8799');
    expect(await lastLink('port@example.org')).toMatch(/^https:\/\/localhost:8799\/de\//);
    await register(createEdge({ DEV_TOOLS: 'on' }), 'staging@example.org', 'staging.kreide.example');
    expect((await lastLink('staging@example.org')).startsWith(env.PUBLIC_URL)).toBe(true);
    await register(createEdge({}), 'closed@example.org', 'localhost:8799');
    expect((await lastLink('closed@example.org')).startsWith(env.PUBLIC_URL)).toBe(true);
  });

  it('exists only when npm start switched it on, and only for this machine', async () => {
    for (const { flag, host } of [
      { flag: undefined, host: 'localhost:8787' },
      { flag: undefined, host: 'staging.kreide.example' },
      { flag: 'on', host: 'staging.kreide.example' },
      { flag: 'yes', host: '127.0.0.1:8787' },
    ]) {
      const edge = createEdge(flag ? { DEV_TOOLS: flag } : {});
      const response = await edge.request('/dev/mailbox', { host });
      expect(response.status, `${flag} ${host}`).toBe(404);
      expect(edge.originCalls).toEqual([]);
      const api = await edge.request('/api/dev/mailbox', { host });
      expect(api.status, `api ${flag} ${host}`).toBe(404);
    }
    // The origin answers only when the edge vouches for it: a direct call, or a forged claim without the key, gets nothing.
    const direct = (headers: Record<string, string>) => origin.fetch(new Request('http://localhost:8787/api/dev/mailbox', { headers }), env, createExecutionContext());
    expect((await direct({ 'x-kreide-dev-tools': 'on' })).status).toBe(404);
    expect((await direct({ 'x-kreide-dev-tools': 'on', 'x-kreide-edge-key': 'a guessed key, long enough' })).status).toBe(404);
    expect((await direct({ 'x-kreide-dev-tools': 'on', 'x-kreide-edge-key': env.EDGE_ORIGIN_KEY })).status).toBe(200);
  });
});
