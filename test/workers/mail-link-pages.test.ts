import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { createEdge, forgetEdgeCaches, BROWSER } from './harness';
import { FIXTURE } from './fixtures';
import { post, registerConfirmed } from './accounts';
import { newMailLink } from '../../src/origin/api/mail-links';

const AUTHOR = FIXTURE.authorDe.id;
const ONE_CLICK = 'List-Unsubscribe=One-Click';
let ida: { userId: number; token: string };
let jon: { userId: number; token: string };

async function linkFor(userId: number, action: 'unfollow_author' | 'newsletter' | 'all_marketing'): Promise<string> {
  const link = await newMailLink(env.DB, { userId, action, subjectId: action === 'unfollow_author' ? AUTHOR : null, world: 'de' }, new Date());
  await link.statement.run();
  return link.token;
}

async function follows(userId: number): Promise<boolean> {
  return (await env.DB.prepare("SELECT 1 FROM subscriptions WHERE user_id = ? AND subject_type = 'author' AND subject_id = ?").bind(userId, AUTHOR).first()) !== null;
}

async function newsletter(userId: number): Promise<number> {
  return (await env.DB.prepare('SELECT double_opt_in AS n FROM users WHERE id = ?').bind(userId).first<{ n: number }>())?.n ?? -1;
}

beforeAll(async () => {
  ida = await registerConfirmed('ida@linkpages.example', { name: 'Ida' });
  jon = await registerConfirmed('jon@linkpages.example', { name: 'Jon' });
  for (const who of [ida, jon]) {
    await post('v3/subscriptions/subscribe', { subjectId: AUTHOR, subjectType: 'author', world: 'de' }, who.token);
    await post('v3/user/notification-preferences', { email: { newsletter: true } }, who.token);
  }
});

describe('mail-link screens', () => {
  beforeEach(forgetEdgeCaches);
  const edge = createEdge();

  it('GET shows one button and changes nothing (mail scanners open links); the page is never cached', async () => {
    const token = await linkFor(ida.userId, 'unfollow_author');
    const page = await edge.request(`/de/autor-entfolgen/${token}`, { headers: { 'user-agent': BROWSER } });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toMatch(/no-store|private/);
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    const html = await page.text();
    expect(html).toContain('Frau Müller');
    expect(html).toMatch(new RegExp(`<form[^>]*action="/de/autor-entfolgen/${token}"[^>]*method="post"`));
    expect(html).toContain('name="List-Unsubscribe" value="One-Click"');
    expect(await follows(ida.userId)).toBe(true);
  });

  it('the button unfollows without sign-in and the screen says so', async () => {
    const token = await linkFor(ida.userId, 'unfollow_author');
    const done = await edge.request(`/de/autor-entfolgen/${token}`, {
      method: 'POST',
      headers: { 'user-agent': BROWSER, accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      body: ONE_CLICK,
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`/de/autor-entfolgen/${token}?done=1`);
    expect(await follows(ida.userId)).toBe(false);
    expect(await follows(jon.userId)).toBe(true);
    const html = await (await edge.request(`/de/autor-entfolgen/${token}?done=1`, { headers: { 'user-agent': BROWSER } })).text();
    expect(html).toContain('data-link-state="done"');
    expect(html).toContain('Du folgst Frau Müller nicht mehr.');
    const again = await (await edge.request(`/de/autor-entfolgen/${token}`, { headers: { 'user-agent': BROWSER } })).text();
    expect(again).toContain('data-link-state="already"');
  });

  it("a mail client's RFC 8058 one-click POST unsubscribes with a plain answer and no page", async () => {
    const token = await linkFor(jon.userId, 'newsletter');
    const answer = await edge.request(`/de/newsletter-abmelden/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: ONE_CLICK,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain');
    expect(await newsletter(jon.userId)).toBe(0);
    expect(await newsletter(ida.userId)).toBe(1);
  });

  it('a POST without the one-click body, or with a forged token, changes nothing', async () => {
    const token = await linkFor(ida.userId, 'newsletter');
    const bare = await edge.request(`/de/newsletter-abmelden/${token}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'x=1' });
    expect(bare.status).toBe(400);
    const forged = await edge.request(`/de/newsletter-abmelden/${'B'.repeat(43)}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: ONE_CLICK });
    expect(forged.status).toBe(404);
    // Ida's newsletter link on the all-marketing screen is not a link there.
    const foreign = await edge.request(`/de/abmelden/${token}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: ONE_CLICK });
    expect(foreign.status).toBe(404);
    expect(await newsletter(ida.userId)).toBe(1);
  });

  it('a forged or expired link shows a clear page, never a 5xx', async () => {
    const forged = await edge.request(`/de/abmelden/${'C'.repeat(43)}`, { headers: { 'user-agent': BROWSER } });
    expect(forged.status).toBe(404);
    expect(await forged.text()).toContain('data-link-state="invalid"');
    const garbage = await edge.request('/de/abmelden/%27%3Cscript%3E', { headers: { 'user-agent': BROWSER } });
    expect(garbage.status).toBeLessThan(500);
    const token = await linkFor(ida.userId, 'all_marketing');
    await env.DB.prepare("UPDATE mail_links SET expires_at = '2000-01-01T00:00:00.000Z' WHERE user_id = ? AND action = 'all_marketing'").bind(ida.userId).run();
    const expired = await edge.request(`/es/baja/${token}`, { headers: { 'user-agent': BROWSER } });
    expect(expired.status).toBe(410);
    const html = await expired.text();
    expect(html).toContain('data-link-state="expired"');
    expect(html).toContain('/es/baja-por-enlace');
  });

  it('my subjects and unsubscribe by link are real screens', async () => {
    const mine = await edge.request('/de/meine-faecher', { headers: { 'user-agent': BROWSER } });
    expect(mine.status).toBe(200);
    const html = await mine.text();
    expect(html).toContain('data-island="MySubjectsForm"');
    expect(html).toContain('Mathe (Test)');
    const byLink = await edge.request('/de/abmelden-per-link', { headers: { 'user-agent': BROWSER } });
    expect(await byLink.text()).toContain('data-island="UnsubscribeByLinkForm"');
  });

  it('the home and the recommendations hold the "For your subjects" row as an island that waits until it is near the screen', async () => {
    for (const path of ['/de', '/de/empfehlungen']) {
      const html = await (await edge.request(path, { headers: { 'user-agent': BROWSER } })).text();
      expect(html).toMatch(/data-island="ForYourSubjects"[^>]*data-island-when="visible"/);
      expect(html).toContain('&quot;heading&quot;:&quot;Für deine Fächer&quot;');
      // Nothing of anybody's choice is in the cached HTML.
      expect(html).not.toContain('for-your-subjects-heading');
    }
  });
});
