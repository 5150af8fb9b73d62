import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
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

  it('answers unknown users and wrong passwords alike, and throttles', async () => {
    await registerConfirmed('throttle@example.org', { password: 'richtiges Passwort' });
    const unknown = await signIn('nobody@example.org', 'whatever-password', '198.51.100.7');
    const wrong = await signIn('throttle@example.org', 'falsches Passwort', '198.51.100.7');
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(((await unknown.json()) as { error: { message: string } }).error.message).toBe(((await wrong.json()) as { error: { message: string } }).error.message);
    for (let i = 0; i < 4; i++) await signIn('throttle@example.org', 'falsches Passwort', `198.51.100.${20 + i}`);
    const blocked = await signIn('throttle@example.org', 'richtiges Passwort', '198.51.100.99');
    expect(blocked.status).toBe(429);
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
