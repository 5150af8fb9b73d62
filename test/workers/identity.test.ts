import { describe, expect, it } from 'vitest';
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import origin from '../../src/origin/index';
import { call, lastLink, post, registerConfirmed, tokenOf, viaEdge } from './accounts';

async function signIn(username: string, password: string, ip = '203.0.113.1') {
  return post('v3/oauth2/authenticate', { client_id: 'kreide-web', grant_type: 'password', username, password, scopes: 'full' }, undefined, viaEdge({ clientIp: ip }));
}

describe('registration with double opt-in and password sign-in', () => {
  it('registers, confirms from the mail, finishes, signs in, validates, logs out', async () => {
    const { userId, token } = await registerConfirmed('erika@example.org', { password: 'sicheres Passwort 1' });
    expect(userId).toBeGreaterThan(0);
    const me = (await (await call('v1/user', { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { items: { email: string; isAgbAccepted: boolean }[] } };
    expect(me.data.items[0]).toMatchObject({ email: 'erika@example.org', isAgbAccepted: true });

    const signedIn = await signIn('Erika@Example.org', 'sicheres Passwort 1');
    expect(signedIn.status).toBe(200);
    const grant = (await signedIn.json()) as { data: { access_token: string; oauth_user_id: number } };
    expect(grant.data.oauth_user_id).toBe(userId);
    const stored = await env.DB.prepare('SELECT token_hash FROM access_tokens WHERE token_hash = ?').bind(grant.data.access_token).first();
    expect(stored).toBeNull();

    const valid = await call('v3/oauth2/validate', { headers: { 'x-access-token': grant.data.access_token } });
    expect(valid.status).toBe(200);
    expect((await call('v3/oauth2/logout', { headers: { authorization: `Bearer ${grant.data.access_token}` } })).status).toBe(200);
    const revoked = await call('v3/oauth2/validate', { headers: { 'x-access-token': grant.data.access_token } });
    expect(revoked.status).toBe(401);
    expect(((await revoked.json()) as { data: { reason: string } }).data.reason).toBe('revoked_token');
    expect((await call('v1/user', { headers: { authorization: `Bearer ${grant.data.access_token}` } })).status).toBe(401);
  });

  it('does not sign in before the e-mail address is confirmed, and links are single-use', async () => {
    await post('v3/registration/register?world=fr', { email: 'jean@example.org', password: 'mot de passe 12', public_name: 'Jean', accept_terms: true });
    expect((await signIn('jean@example.org', 'mot de passe 12')).status).toBe(403);
    const token = tokenOf(await lastLink('jean@example.org'));
    expect((await lastLink('jean@example.org')).includes('/fr/')).toBe(true);
    expect((await post('v3/registration/confirm', { token })).status).toBe(200);
    expect((await post('v3/registration/confirm', { token })).status).toBe(400);
  });

  it('answers unknown users and wrong passwords alike, and throttles per account and IP', async () => {
    await registerConfirmed('throttle@example.org', { password: 'richtiges Passwort' });
    const unknown = await signIn('nobody@example.org', 'whatever-password', '198.51.100.7');
    const wrong = await signIn('throttle@example.org', 'falsches Passwort', '198.51.100.7');
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(((await unknown.json()) as { error: { message: string } }).error.message).toBe(((await wrong.json()) as { error: { message: string } }).error.message);
    // Failures from other IPs do not lock the account (docs/identity.md "Throttling").
    for (let i = 0; i < 4; i++) await signIn('throttle@example.org', 'falsches Passwort', `198.51.100.${20 + i}`);
    expect((await signIn('throttle@example.org', 'richtiges Passwort', '198.51.100.99')).status).toBe(200);
    for (let i = 0; i < 4; i++) await signIn('throttle@example.org', 'falsches Passwort', '198.51.100.7');
    expect((await signIn('throttle@example.org', 'richtiges Passwort', '198.51.100.7')).status).toBe(429);
  });

  it('does not reveal whether an address is registered', async () => {
    await registerConfirmed('taken@example.org', { password: 'ein Passwort 123' });
    const again = await post('v3/registration/register?world=de', { email: 'taken@example.org', password: 'anderes Passwort', public_name: 'X Y', accept_terms: true });
    expect(again.status).toBe(202);
    const forgotUnknown = await post('v3/password/forgot', { email: 'unknown@example.org' });
    const forgotKnown = await post('v3/password/forgot', { email: 'taken@example.org' });
    expect(forgotUnknown.status).toBe(forgotKnown.status);
    expect(await forgotUnknown.text()).toBe(await forgotKnown.text());
  });

  it('recovers a forgotten password and revokes old sessions', async () => {
    const { token } = await registerConfirmed('vergesslich@example.org', { password: 'altes Passwort 1' });
    await post('v3/password/forgot?world=it', { email: 'vergesslich@example.org' });
    const link = await lastLink('vergesslich@example.org');
    expect(link).toContain('/it/');
    expect((await post('v3/password/recover', { token: tokenOf(link), password: 'neues Passwort 2' })).status).toBe(200);
    expect((await call('v1/user', { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
    expect((await signIn('vergesslich@example.org', 'altes Passwort 1')).status).toBe(401);
    expect((await signIn('vergesslich@example.org', 'neues Passwort 2')).status).toBe(200);
  });

  it('changes the password and the e-mail address', async () => {
    const { token } = await registerConfirmed('wechsel@example.org', { password: 'erstes Passwort' });
    expect((await post('v3/password/change', { current_password: 'falsch', new_password: 'zweites Passwort' }, token)).status).toBe(400);
    expect((await post('v3/password/change', { current_password: 'erstes Passwort', new_password: 'zweites Passwort' }, token)).status).toBe(200);
    expect((await post('v3/user/change-email', { new_email: 'neu@example.org', password: 'zweites Passwort' }, token)).status).toBe(202);
    const link = await lastLink('neu@example.org');
    expect((await post('v3/user/change-email/confirm', { token: tokenOf(link) })).status).toBe(200);
    expect((await signIn('neu@example.org', 'zweites Passwort')).status).toBe(200);
  });

  it('gives public tokens to anonymous visitors and refuses them on full-scope calls', async () => {
    const response = await post('v3/oauth2/authenticate', { client_id: 'kreide-web', grant_type: 'client_credentials' });
    const { data } = (await response.json()) as { data: { access_token: string; scope: string; oauth_user_id: null } };
    expect(data.scope).toBe('public');
    expect((await call('v1/user', { headers: { authorization: `Bearer ${data.access_token}` } })).status).toBe(403);
  });

  it('rejects bad input with 4xx and changes nothing', async () => {
    const users = await env.DB.prepare('SELECT COUNT(*) AS n FROM users').first<{ n: number }>();
    for (const body of [
      { email: 'not-an-email', password: 'long enough 1', public_name: 'Name', accept_terms: true },
      { email: 'a@example.org', password: 'short', public_name: 'Name', accept_terms: true },
      { email: 'a@example.org', password: 'long enough 1', public_name: 'Name', accept_terms: false },
      { email: 'a@example.org', password: 'x'.repeat(200), public_name: 'Name', accept_terms: true },
    ]) {
      expect((await post('v3/registration/register', body)).status).toBe(400);
    }
    expect((await post('v3/oauth2/authenticate', { client_id: 'evil', grant_type: 'client_credentials' })).status).toBe(400);
    expect((await post('v3/oauth2/authenticate', { client_id: 'kreide-web', grant_type: 'magic' })).status).toBe(400);
    expect((await post('v3/password/recover', { token: 'x'.repeat(43), password: 'neues Passwort 2' })).status).toBe(400);
    expect((await call('v1/user', { headers: { authorization: 'Bearer undefined' } })).status).toBe(401);
    const after = await env.DB.prepare('SELECT COUNT(*) AS n FROM users').first<{ n: number }>();
    expect(after?.n).toBe(users?.n);
  });
});

/** Moves every counted event back by 20 minutes: the 15-minute window has passed. */
async function windowPasses(): Promise<void> {
  await env.DB.prepare("UPDATE throttle_events SET at = strftime('%Y-%m-%dT%H:%M:%fZ', at, '-20 minutes')").run();
}

async function errorOf(response: Response): Promise<{ code: string; details?: { reason?: string } }> {
  return ((await response.json()) as { error: { code: string; details?: { reason?: string } } }).error;
}

describe('throttling every password check', () => {
  it('refuses wrong current passwords on a password change past the limit, then the right one until the window passes', async () => {
    const { token } = await registerConfirmed('pw-change-throttle@example.org', { password: 'richtiges Passwort' });
    const ip = viaEdge({ clientIp: '192.0.2.10' });
    for (let i = 0; i < 5; i++) {
      expect((await post('v3/password/change', { current_password: `falsch ${i}`, new_password: 'neues Passwort 9' }, token, ip)).status).toBe(400);
    }
    const blocked = await post('v3/password/change', { current_password: 'falsch 6', new_password: 'neues Passwort 9' }, token, ip);
    expect(blocked.status).toBe(429);
    expect((await errorOf(blocked)).code).toBe('too_many_attempts');
    expect((await post('v3/password/change', { current_password: 'richtiges Passwort', new_password: 'neues Passwort 9' }, token, ip)).status).toBe(429);
    await windowPasses();
    expect((await post('v3/password/change', { current_password: 'richtiges Passwort', new_password: 'neues Passwort 9' }, token, ip)).status).toBe(200);
  });

  it('refuses wrong passwords on an e-mail change past the limit, then the right one until the window passes', async () => {
    const { token } = await registerConfirmed('mail-change-throttle@example.org', { password: 'richtiges Passwort' });
    const ip = viaEdge({ clientIp: '192.0.2.11' });
    for (let i = 0; i < 5; i++) {
      expect((await post('v3/user/change-email', { new_email: 'ziel@example.org', password: `falsch ${i}` }, token, ip)).status).toBe(400);
    }
    expect((await post('v3/user/change-email', { new_email: 'ziel@example.org', password: 'falsch 6' }, token, ip)).status).toBe(429);
    expect((await post('v3/user/change-email', { new_email: 'ziel@example.org', password: 'richtiges Passwort' }, token, ip)).status).toBe(429);
    await windowPasses();
    expect((await post('v3/user/change-email', { new_email: 'ziel@example.org', password: 'richtiges Passwort' }, token, ip)).status).toBe(202);
  });

  it('lets the owner sign in from another IP after an attacker failed 5 times from one IP', async () => {
    await registerConfirmed('owner@example.org', { password: 'Passwort der Besitzerin' });
    for (let i = 0; i < 5; i++) expect((await signIn('owner@example.org', `geraten ${i}`, '203.0.113.66')).status).toBe(401);
    expect((await signIn('owner@example.org', 'Passwort der Besitzerin', '203.0.113.66')).status).toBe(429);
    expect((await signIn('owner@example.org', 'Passwort der Besitzerin', '198.51.100.200')).status).toBe(200);
  });

  it('still limits one IP across accounts', async () => {
    await registerConfirmed('ip-limit@example.org', { password: 'ein gutes Passwort' });
    for (let i = 0; i < 30; i++) expect((await signIn(`sprayed-${i}@example.org`, 'Sommer2026!', '203.0.113.77')).status).toBe(401);
    expect((await signIn('ip-limit@example.org', 'ein gutes Passwort', '203.0.113.77')).status).toBe(429);
    expect((await signIn('ip-limit@example.org', 'ein gutes Passwort', '203.0.113.78')).status).toBe(200);
  });

  it('past 100 consecutive failures only the reset link opens the account, and it clears the counts', async () => {
    await registerConfirmed('streak@example.org', { password: 'altes Passwort 1' });
    await env.DB.prepare('INSERT INTO password_failure_streaks (account, failures, last_failed_at) VALUES (?, 100, ?)')
      .bind('streak@example.org', new Date().toISOString())
      .run();
    const refused = await signIn('streak@example.org', 'altes Passwort 1', '198.51.100.150');
    expect(refused.status).toBe(429);
    expect((await errorOf(refused)).details?.reason).toBe('reset_required');
    expect((await post('v3/password/forgot', { email: 'streak@example.org' }, undefined, viaEdge({ clientIp: '198.51.100.150' }))).status).toBe(202);
    expect((await post('v3/password/recover', { token: tokenOf(await lastLink('streak@example.org')), password: 'neues Passwort 2' })).status).toBe(200);
    expect((await signIn('streak@example.org', 'neues Passwort 2', '198.51.100.150')).status).toBe(200);
  });
});

async function recoveryMails(to: string): Promise<number> {
  const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM outbox WHERE to_email = ? AND template = 'password_recovery'").bind(to).first<{ n: number }>();
  return row?.n ?? 0;
}

function forgot(email: string, ip: string): Promise<Response> {
  return post('v3/password/forgot', { email }, undefined, viaEdge({ clientIp: ip }));
}

describe('forgot password', () => {
  it('throttles per address: every answer is the accepted one, but no mail goes out past the limit', async () => {
    await registerConfirmed('flooded@example.org');
    const answers: string[] = [];
    for (let i = 0; i < 8; i++) {
      const response = await forgot('flooded@example.org', `192.0.2.${100 + i}`);
      expect(response.status).toBe(202);
      answers.push(await response.text());
    }
    expect(new Set(answers).size).toBe(1);
    expect(await recoveryMails('flooded@example.org')).toBe(3);
  });

  it('throttles per IP, unknown addresses included, with the same answer', async () => {
    await registerConfirmed('ip-flood@example.org');
    const accepted = await (await forgot('first-unknown@example.org', '192.0.2.200')).text();
    for (let i = 0; i < 9; i++) expect((await forgot(`unknown-${i}@example.org`, '192.0.2.200')).status).toBe(202);
    const throttled = await forgot('ip-flood@example.org', '192.0.2.200');
    expect(throttled.status).toBe(202);
    expect(await throttled.text()).toBe(accepted);
    expect(await recoveryMails('ip-flood@example.org')).toBe(0);
    expect((await forgot('ip-flood@example.org', '192.0.2.201')).status).toBe(202);
    expect(await recoveryMails('ip-flood@example.org')).toBe(1);
  });

  it('answers before any database work: the lookup, the link and the mail come after the response', async () => {
    await registerConfirmed('after-response@example.org');
    // Every statement waits for the gate; the answer must not.
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const touched: string[] = [];
    const gated = (statement: D1PreparedStatement, sql: string): D1PreparedStatement =>
      new Proxy(statement, {
        get(target, key) {
          if (key === 'bind') return (...args: unknown[]) => gated(target.bind(...args), sql);
          if (key === 'first' || key === 'run' || key === 'all' || key === 'raw') {
            return async (...args: unknown[]) => {
              touched.push(sql);
              await gate;
              return (target[key] as (...a: unknown[]) => unknown).apply(target, args);
            };
          }
          return Reflect.get(target, key) as unknown;
        },
      });
    const db = new Proxy(env.DB, {
      get(target, key) {
        if (key === 'prepare') return (sql: string) => gated(target.prepare(sql), sql);
        if (key === 'batch') {
          return async (statements: D1PreparedStatement[]) => {
            touched.push('batch');
            await gate;
            return target.batch(statements);
          };
        }
        return Reflect.get(target, key) as unknown;
      },
    });
    const ctx = createExecutionContext();
    const request = new Request('https://origin.test/api/v3/password/forgot', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...viaEdge({ clientIp: '192.0.2.230' }) },
      body: JSON.stringify({ email: 'after-response@example.org' }),
    });
    const answer = await Promise.race([
      origin.fetch(request, { ...env, DB: db }, ctx),
      new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 2000)),
    ]);
    expect(answer).not.toBe('waited');
    expect((answer as Response).status).toBe(202);
    expect(await recoveryMails('after-response@example.org')).toBe(0);
    open();
    await waitOnExecutionContext(ctx);
    expect(touched.length).toBeGreaterThan(0);
    expect(await recoveryMails('after-response@example.org')).toBe(1);
  });
});

describe('reset links', () => {
  it('refuses an older reset link after a reset', async () => {
    await registerConfirmed('two-links@example.org', { password: 'altes Passwort 1' });
    await forgot('two-links@example.org', '192.0.2.50');
    const older = tokenOf(await lastLink('two-links@example.org'));
    await forgot('two-links@example.org', '192.0.2.51');
    const newer = tokenOf(await lastLink('two-links@example.org'));
    expect(newer).not.toBe(older);
    expect((await post('v3/password/recover', { token: newer, password: 'neues Passwort 2' })).status).toBe(200);
    const refused = await post('v3/password/recover', { token: older, password: 'drittes Passwort 3' });
    expect(refused.status).toBe(400);
    expect((await signIn('two-links@example.org', 'neues Passwort 2', '192.0.2.52')).status).toBe(200);
  });

  it('refuses an open reset link after a password change', async () => {
    const { token } = await registerConfirmed('changed-then-link@example.org', { password: 'altes Passwort 1' });
    await forgot('changed-then-link@example.org', '192.0.2.60');
    const link = tokenOf(await lastLink('changed-then-link@example.org'));
    expect((await post('v3/password/change', { current_password: 'altes Passwort 1', new_password: 'neues Passwort 2' }, token)).status).toBe(200);
    expect((await post('v3/password/recover', { token: link, password: 'fremdes Passwort 3' })).status).toBe(400);
    expect((await signIn('changed-then-link@example.org', 'neues Passwort 2', '192.0.2.61')).status).toBe(200);
  });
});
