import { beforeAll, describe, expect, it } from 'vitest';
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { FIXTURE } from './fixtures';
import { call, data, get, post, registerConfirmed } from './accounts';
import { tellFollowersAboutMaterial } from '../../src/origin/api/author-news';
import { newMailLink } from '../../src/origin/api/mail-links';

const AUTHOR = FIXTURE.authorDe.id;
const follow = { subjectId: AUTHOR, subjectType: 'author', world: 'de' };

let alice: { userId: number; token: string };
let bob: { userId: number; token: string };

interface OutboxRow {
  body_text: string;
  template: string;
  list_unsubscribe: string | null;
  list_unsubscribe_post: string | null;
}

async function newest(to: string): Promise<OutboxRow | null> {
  return env.DB.prepare('SELECT body_text, template, list_unsubscribe, list_unsubscribe_post FROM outbox WHERE to_email = ? ORDER BY id DESC LIMIT 1')
    .bind(to)
    .first<OutboxRow>();
}

async function sendAuthorNews(): Promise<number> {
  const ctx = createExecutionContext();
  const told = await tellFollowersAboutMaterial(env, (p) => ctx.waitUntil(p), FIXTURE.materialDe.id, 'https://kreide.test');
  await waitOnExecutionContext(ctx);
  return told;
}

/** The token of the link to a screen in a mail body (`/de/autor-entfolgen/<token>`). */
function linkToken(body: string, screen: string): string {
  const match = new RegExp(`https?://[^/\\s]+/de/${screen}/([A-Za-z0-9_-]+)`).exec(body);
  if (!match?.[1]) throw new Error(`no ${screen} link in ${body}`);
  return match[1];
}

async function follows(userId: number): Promise<boolean> {
  const row = await env.DB.prepare("SELECT 1 AS yes FROM subscriptions WHERE user_id = ? AND subject_type = 'author' AND subject_id = ?").bind(userId, AUTHOR).first();
  return row !== null;
}

async function followersNumber(): Promise<number> {
  return (await env.DB.prepare('SELECT followers_number AS n FROM users WHERE id = ?').bind(AUTHOR).first<{ n: number }>())?.n ?? -1;
}

/** A link call without any session: the token is the credential. */
const useLink = (partition: string, token: string) => call(`v1/subscriptions/${partition}/${token}`, { method: 'POST' });

beforeAll(async () => {
  alice = await registerConfirmed('alice@maillinks.example', { name: 'Alice' });
  bob = await registerConfirmed('bob@maillinks.example', { name: 'Bob' });
});

describe('author news e-mails', () => {
  it('go to each follower with an unfollow link and List-Unsubscribe headers', async () => {
    for (const who of [alice, bob]) expect((await post('v3/subscriptions/subscribe', follow, who.token)).status).toBe(200);
    expect(await sendAuthorNews()).toBeGreaterThanOrEqual(2);
    const mail = await newest('alice@maillinks.example');
    expect(mail?.template).toBe('author_news');
    expect(mail?.body_text).toContain('Übungen zur Bruchrechnung');
    const unfollow = linkToken(mail?.body_text ?? '', 'autor-entfolgen');
    linkToken(mail?.body_text ?? '', 'abmelden');
    expect(mail?.list_unsubscribe).toBe(`<https://kreide.test/de/autor-entfolgen/${unfollow}>`);
    expect(mail?.list_unsubscribe_post).toBe('List-Unsubscribe=One-Click');
    // Only the hash is stored.
    expect(await env.DB.prepare('SELECT 1 FROM mail_links WHERE token_hash = ?').bind(unfollow).first()).toBeNull();
  });

  it('are not sent to followers who turned the topic off', async () => {
    const carol = await registerConfirmed('carol@maillinks.example', { name: 'Carol' });
    await post('v3/subscriptions/subscribe', follow, carol.token);
    await post('v3/user/notification-preferences', { email: { followed_authors: false } }, carol.token);
    const before = await newest('carol@maillinks.example');
    await sendAuthorNews();
    expect((await newest('carol@maillinks.example'))?.body_text).toBe(before?.body_text);
    expect((await newest('carol@maillinks.example'))?.template).not.toBe('author_news');
  });
});

describe('unfollow by link', () => {
  it("unfollows in one POST without sign-in, only the link's owner, and says so when repeated", async () => {
    const token = linkToken((await newest('alice@maillinks.example'))?.body_text ?? '', 'autor-entfolgen');
    const count = await followersNumber();
    expect(await data(await get(`v1/subscriptions/author/${token}`))).toEqual({ action: 'unfollow_author', state: 'pending', author: { id: AUTHOR, name: 'Frau Müller' } });
    // GET changes nothing (mail scanners follow links).
    expect(await follows(alice.userId)).toBe(true);

    const first = await useLink('author', token);
    expect(first.status).toBe(200);
    expect(await data(first)).toEqual({ action: 'unfollow_author', state: 'done', author: { id: AUTHOR, name: 'Frau Müller' } });
    expect(await follows(alice.userId)).toBe(false);
    expect(await follows(bob.userId)).toBe(true);
    expect(await followersNumber()).toBe(count - 1);

    expect(await data(await useLink('author', token))).toMatchObject({ state: 'already' });
    expect(await followersNumber()).toBe(count - 1);
    expect(await data(await get(`v1/subscriptions/author/${token}`))).toMatchObject({ state: 'already' });
  });

  it('refuses forged, malformed, foreign-partition and expired links with a clear 4xx and changes nothing', async () => {
    const bobToken = linkToken((await newest('bob@maillinks.example'))?.body_text ?? '', 'autor-entfolgen');
    const count = await followersNumber();
    const forged = await useLink('author', 'A'.repeat(43));
    expect(forged.status).toBe(404);
    expect(((await forged.json()) as { error: { code: string } }).error.code).toBe('invalid_link');
    expect((await useLink('author', 'short')).status).toBe(400);
    expect((await useLink('newsletter', bobToken)).status).toBe(404);
    expect((await useLink('school', bobToken)).status).toBe(404);
    await env.DB.prepare("UPDATE mail_links SET expires_at = '2000-01-01T00:00:00.000Z' WHERE user_id = ? AND action = 'unfollow_author'").bind(bob.userId).run();
    const expired = await useLink('author', bobToken);
    expect(expired.status).toBe(410);
    expect(((await expired.json()) as { error: { code: string } }).error.code).toBe('link_expired');
    expect((await get(`v1/subscriptions/author/${bobToken}`)).status).toBe(410);
    expect(await follows(bob.userId)).toBe(true);
    expect(await followersNumber()).toBe(count);
  });

  it('does nothing for a deleted account', async () => {
    const dora = await registerConfirmed('dora@maillinks.example', { name: 'Dora' });
    const link = await newMailLink(env.DB, { userId: dora.userId, action: 'all_marketing', subjectId: null, world: 'de' }, new Date());
    await link.statement.run();
    await env.DB.prepare('UPDATE users SET deleted_at = ? WHERE id = ?').bind(new Date().toISOString(), dora.userId).run();
    expect((await useLink('all', link.token)).status).toBe(404);
  });
});

describe('mailing unsubscribe and unsubscribe by link', () => {
  it('the newsletter link turns only the newsletter off, for its owner only', async () => {
    const erin = await registerConfirmed('erin@maillinks.example', { name: 'Erin' });
    const frank = await registerConfirmed('frank@maillinks.example', { name: 'Frank' });
    for (const who of [erin, frank]) await post('v3/user/notification-preferences', { email: { newsletter: true } }, who.token);
    const link = await newMailLink(env.DB, { userId: erin.userId, action: 'newsletter', subjectId: null, world: 'de' }, new Date());
    await link.statement.run();
    expect((await useLink('all', link.token)).status).toBe(404);
    expect(await data(await useLink('newsletter', link.token))).toMatchObject({ action: 'newsletter', state: 'done' });
    const erinPrefs = await data<{ email: Record<string, boolean> }>(await get('v3/user/notification-preferences', erin.token));
    expect(erinPrefs.email.newsletter).toBe(false);
    expect(erinPrefs.email.followed_authors).toBe(true);
    const frankPrefs = await data<{ email: Record<string, boolean> }>(await get('v3/user/notification-preferences', frank.token));
    expect(frankPrefs.email.newsletter).toBe(true);
    expect(await data(await useLink('newsletter', link.token))).toMatchObject({ state: 'already' });
  });

  it('unsubscribe by link mails a link (accounts only) that stops every marketing e-mail', async () => {
    const gina = await registerConfirmed('gina@maillinks.example', { name: 'Gina' });
    await post('v3/user/notification-preferences', { email: { newsletter: true } }, gina.token);
    const asked = await post('v3/mailing/unsubscribe-link?world=de', { email: 'Gina@MailLinks.example' });
    expect(asked.status).toBe(202);
    const mail = await newest('gina@maillinks.example');
    expect(mail?.template).toBe('unsubscribe_link');
    const token = linkToken(mail?.body_text ?? '', 'abmelden');
    // The same answer for an address without account, and no mail.
    expect((await post('v3/mailing/unsubscribe-link?world=de', { email: 'nobody@maillinks.example' })).status).toBe(202);
    expect(await newest('nobody@maillinks.example')).toBeNull();
    expect((await post('v3/mailing/unsubscribe-link', { email: 'not an address' })).status).toBe(400);
    expect((await post('v3/mailing/unsubscribe-link', { email: 'gina@maillinks.example', extra: 1 })).status).toBe(400);

    expect(await data(await useLink('all', token))).toMatchObject({ action: 'all_marketing', state: 'done' });
    const prefs = await data<{ email: Record<string, boolean> }>(await get('v3/user/notification-preferences', gina.token));
    expect(prefs.email).toMatchObject({ newsletter: false, followed_authors: false, recommendations: false, sales: true });
    expect(await data(await useLink('all', token))).toMatchObject({ state: 'already' });
  });

  it('sends at most three links per address and hour', async () => {
    await registerConfirmed('hank@maillinks.example', { name: 'Hank' });
    for (let i = 0; i < 5; i++) expect((await post('v3/mailing/unsubscribe-link', { email: 'hank@maillinks.example' })).status).toBe(202);
    const sent = await env.DB.prepare("SELECT COUNT(*) AS n FROM outbox WHERE to_email = 'hank@maillinks.example' AND template = 'unsubscribe_link'").first<{ n: number }>();
    expect(sent?.n).toBe(3);
  });
});
