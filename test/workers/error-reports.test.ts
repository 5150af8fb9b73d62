import { beforeEach, describe, expect, it } from 'vitest';
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import origin from '../../src/origin/index';
import { call, data, post, viaEdge, makeStaff } from './accounts';
import { quickUser } from './commerce-kit';
import { STALE_UPLOADS_CRON } from '../../src/origin/scheduled';
import { fingerprint, GROUP_RETENTION_DAYS, NEW_GROUPS_PER_HOUR, REPORTS_PER_GROUP_PER_HOUR, REQUESTS_PER_SENDER, hourOf } from '../../src/origin/domain/errors/reports';
import type { StaffErrorList } from '../../src/shared/error-reports';
import { BROWSER, createEdge, forgetEdgeCaches } from './harness';
import { FIXTURE } from './fixtures';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const IP = '203.0.113.61';

function report(extra: Record<string, unknown> = {}) {
  return { kind: 'error', message: 'Cannot read properties of undefined (reading "price")', page: 'materialPage', release: 'r-2026-05', stack: 'TypeError: x\n    at buy (https://kreide.test/assets/entry-Bx8f3kQ2.js:1:200)', ...extra };
}

function send(reports: unknown[], { ip = IP, agent = FIREFOX, extra = {} }: { ip?: string; agent?: string; extra?: Record<string, string> } = {}): Promise<Response> {
  return post('v3/errors/report', { reports }, undefined, { ...viaEdge({ clientIp: ip }), 'user-agent': agent, ...extra });
}

interface GroupRow {
  id: number;
  fingerprint: string;
  kind: string;
  release: string;
  message: string;
  sample_stack: string | null;
  count: number;
  pages: string;
  islands: string;
  browsers: string;
  hour_count: number;
}

async function groups(): Promise<GroupRow[]> {
  return (await env.DB.prepare('SELECT * FROM error_groups ORDER BY id').all<GroupRow>()).results;
}

async function staff(): Promise<{ userId: number; token: string }> {
  const user = await quickUser('Betrieb');
  await makeStaff(user.userId);
  return user;
}

const staffList = (token?: string, query = '') => call(`v3/staff/errors${query}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});

beforeEach(async () => {
  forgetEdgeCaches();
  await env.DB.batch([env.DB.prepare('DELETE FROM error_groups'), env.DB.prepare('DELETE FROM error_report_senders')]);
});

describe('error reports: storing', () => {
  it('stores a report as a group and counts the same error from another page and browser into it', async () => {
    expect((await send([report()])).status).toBe(202);
    const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.86 Safari/537.36';
    // Spacing, case and long numbers do not make a new group.
    const again = await send([report({ message: 'Cannot read properties of  undefined (reading "PRICE")', page: 'searchResults', island: 'AddToCartButton' })], { ip: '203.0.113.62', agent: chrome });
    expect(again.status).toBe(202);
    expect(await data(again)).toEqual({ accepted: 1 });
    const rows = await groups();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'error', release: 'r-2026-05', count: 2, hour_count: 2 });
    expect(JSON.parse(rows[0]?.pages ?? '')).toEqual(['materialPage', 'searchResults']);
    expect(JSON.parse(rows[0]?.islands ?? '')).toEqual(['AddToCartButton']);
    expect(JSON.parse(rows[0]?.browsers ?? '')).toEqual(['Firefox 128', 'Chrome 131']);
  });

  it('keeps releases and kinds apart', async () => {
    expect((await send([report(), report({ release: 'r-2026-06' }), report({ kind: 'rejection' })])).status).toBe(202);
    expect((await groups()).map((g) => `${g.kind}/${g.release}`).sort()).toEqual(['error/r-2026-05', 'error/r-2026-06', 'rejection/r-2026-05']);
  });

  it('stores no IP address, user agent, e-mail address, query string or token', async () => {
    const message = 'Failed https://kreide.test/de/material/4711?token=abcdef0123456789abcdef#mail for erika.muster@example.org, call 01761234567';
    const stack = 'Error: x\n    at load (https://kreide.test/api/v3/user?session=eyJhbGciOiJIUzI1NiJ9abcdEFGH1234#x:1:2)\n    at erika@example.org';
    expect((await send([report({ message, stack })])).status).toBe(202);
    const everything = JSON.stringify(await env.DB.prepare('SELECT * FROM error_groups').all());
    for (const secret of [IP, '203.0.113', 'Gecko', 'rv:128', 'erika', 'example.org', 'token=', 'abcdef0123456789', 'session=', 'eyJhbGci', '01761234567', '?', '#mail']) {
      expect(everything).not.toContain(secret);
    }
    const row = (await groups())[0];
    expect(row?.message).toBe('Failed https://kreide.test/de/material/4711 for [email], call [number]');
    expect(row?.sample_stack).toContain('https://kreide.test/api/v3/user:1:2');
    // Nor does the senders' table hold the address: only a keyed hash of it.
    const senders = JSON.stringify(await env.DB.prepare('SELECT * FROM error_report_senders').all());
    expect(senders).not.toContain('203.0.113');
  });

  it('answers bad input with 400 and stores nothing', async () => {
    const bad = [
      [report({ page: '/de/material/4711' })],
      [report({ page: 'noSuchScreen' })],
      [report({ kind: 'fatal' })],
      [report({ message: '' })],
      [report({ message: 'x'.repeat(501) })],
      [report({ stack: 'x'.repeat(4001) })],
      [report({ release: 'r 1' })],
      [report({ island: '<script>' })],
      [report({ email: 'erika@example.org' })],
      [],
      Array.from({ length: 6 }, (_, i) => report({ message: `error ${i}` })),
    ];
    for (const reports of bad) {
      const answer = await send(reports);
      expect(answer.status, JSON.stringify(reports).slice(0, 80)).toBe(400);
      expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('invalid_body');
    }
    expect(await groups()).toEqual([]);
  });

  it('drops reports of staff acting as a user and of prerender services, and keeps those of our UI tests', async () => {
    expect(await data(await send([report()], { extra: { 'x-kreide-impersonating': '1' } }))).toEqual({ accepted: 0 });
    expect(await data(await send([report()], { agent: 'Mozilla/5.0 Chrome/120 Prerender (+https://github.com/prerender/prerender)' }))).toEqual({ accepted: 0 });
    expect(await groups()).toEqual([]);
    expect(await data(await send([report()], { agent: `${FIREFOX} kreide-ui-test` }))).toEqual({ accepted: 1 });
    expect(await groups()).toHaveLength(1);
  });
});

describe('error reports: limits', () => {
  it('answers 429 to a client over its limit and stores nothing of that request', async () => {
    for (let i = 0; i < REQUESTS_PER_SENDER; i++) expect((await send([report({ message: `error ${i}` })])).status).toBe(202);
    const over = await send([report({ message: 'one too many' })]);
    expect(over.status).toBe(429);
    expect(((await over.json()) as { error: { code: string } }).error.code).toBe('too_many_reports');
    expect((await groups()).some((g) => g.message === 'one too many')).toBe(false);
    expect(await groups()).toHaveLength(REQUESTS_PER_SENDER);
    // Another client is not held back.
    expect((await send([report({ message: 'one too many' })], { ip: '198.51.100.7' })).status).toBe(202);
  });

  it('answers 429 when a group has its reports for this hour, whoever sends, and stores nothing', async () => {
    expect((await send([report()])).status).toBe(202);
    await env.DB.prepare('UPDATE error_groups SET count = ?1, hour_count = ?1').bind(REPORTS_PER_GROUP_PER_HOUR).run();
    const over = await send([report(), report({ message: 'another error' })], { ip: '198.51.100.8' });
    expect(over.status).toBe(429);
    const rows = await groups();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ count: REPORTS_PER_GROUP_PER_HOUR, hour_count: REPORTS_PER_GROUP_PER_HOUR });
    // The next hour the group counts again.
    await env.DB.prepare("UPDATE error_groups SET hour_start = '2000-01-01T00'").run();
    expect((await send([report()], { ip: '198.51.100.9' })).status).toBe(202);
    expect((await groups())[0]).toMatchObject({ count: REPORTS_PER_GROUP_PER_HOUR + 1, hour_count: 1, hour_start: hourOf(new Date()) });
  });

  it('answers 429 once the hour has its new groups', async () => {
    const now = new Date().toISOString();
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
       INSERT INTO error_groups (fingerprint, kind, release, message, count, first_seen, last_seen, hour_start, hour_count)
       SELECT 'seeded-' || i, 'error', 'r', 'seeded ' || i, 1, ?2, ?2, '2000-01-01T00', 1 FROM n`,
    ).bind(NEW_GROUPS_PER_HOUR, now).run();
    await env.DB.prepare("UPDATE error_groups SET fingerprint = ? WHERE message = 'seeded 1'").bind(await fingerprint('error', 'r', 'seeded 1')).run();
    expect((await send([report({ message: 'a new error' })])).status).toBe(429);
    expect(await groups()).toHaveLength(NEW_GROUPS_PER_HOUR);
    // A known group still counts.
    expect((await send([report({ message: 'seeded 1', release: 'r' })], { ip: '198.51.100.10' })).status).toBe(202);
  });

  it('removes groups past their retention in the hourly job', async () => {
    expect((await send([report(), report({ message: 'old one' })])).status).toBe(202);
    const old = new Date(Date.now() - (GROUP_RETENTION_DAYS + 1) * 24 * 3600_000).toISOString();
    await env.DB.prepare("UPDATE error_groups SET last_seen = ? WHERE message = 'old one'").bind(old).run();
    const ctx = createExecutionContext();
    await origin.scheduled(createScheduledController({ cron: STALE_UPLOADS_CRON, scheduledTime: new Date() }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect((await groups()).map((g) => g.message)).toEqual(['Cannot read properties of undefined (reading "price")']);
  });
});

describe('error reports: the staff list', () => {
  it('is a 404 for visitors, teachers and staff acting as a user, and lists the groups for staff', async () => {
    expect((await send([report(), report({ kind: 'slow_request', message: 'Slow API call GET /api/v3/search', release: 'r-2026-06' })])).status).toBe(202);
    const teacher = await quickUser('Lehrerin');
    const admin = await staff();
    const actingAs = await data<{ access_token: string }>(await post('v3/oauth2/login-as', { user_id: teacher.userId, reason: 'Support-Ticket 4712' }, admin.token));
    for (const token of [undefined, teacher.token, actingAs.access_token]) {
      const answer = await staffList(token);
      expect(answer.status).toBe(404);
      expect(JSON.stringify(await answer.json())).not.toContain('price');
    }
    const list = await data<StaffErrorList>(await staffList(admin.token));
    expect(list.items.map((g) => g.kind).sort()).toEqual(['error', 'slow_request']);
    expect(list.releases.sort()).toEqual(['r-2026-05', 'r-2026-06']);
    const error = list.items.find((g) => g.kind === 'error');
    expect(error).toMatchObject({ count: 1, pages: ['materialPage'], browsers: ['Firefox 128'], resolved: false });
    expect(error?.stack).toContain('at buy');
    const slow = await data<StaffErrorList>(await staffList(admin.token, '?kind=slow_request'));
    expect(slow.items.map((g) => g.message)).toEqual(['Slow API call GET /api/v3/search']);
    expect((await data<StaffErrorList>(await staffList(admin.token, '?release=r-2026-05'))).items.map((g) => g.kind)).toEqual(['error']);
    expect((await staffList(admin.token, '?order=biggest')).status).toBe(400);
  });

  it('lets staff mark a group resolved until it is reported again', async () => {
    expect((await send([report()])).status).toBe(202);
    const admin = await staff();
    const teacher = await quickUser('Lehrerin');
    const id = (await groups())[0]?.id;
    const mark = (token: string, resolved: boolean) =>
      call(`v3/staff/errors/${id}/resolved`, { method: 'PUT', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ resolved }) });
    expect((await mark(teacher.token, true)).status).toBe(404);
    expect((await mark(admin.token, true)).status).toBe(200);
    expect((await data<StaffErrorList>(await staffList(admin.token))).items[0]?.resolved).toBe(true);
    expect((await send([report()], { ip: '198.51.100.11' })).status).toBe(202);
    expect((await data<StaffErrorList>(await staffList(admin.token))).items[0]?.resolved).toBe(false);
  });
});

describe('error reports: through the edge', () => {
  it('shows /staff/errors to staff only, never cached and not indexed', async () => {
    expect((await send([report()])).status).toBe(202);
    const admin = await staff();
    const teacher = await quickUser('Lehrerin');
    const edge = createEdge();
    const as = (token: string | null) => edge.request('/staff/errors', { headers: { 'user-agent': BROWSER, ...(token ? { cookie: `kreide_session=${token}` } : {}) } });
    expect((await as(null)).status).toBe(404);
    expect((await as(teacher.token)).status).toBe(404);
    const response = await as(admin.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(response.headers.get('cache-control')).toContain('no-store');
    const html = await response.text();
    expect(html).toContain('data-island="StaffErrors"');
    expect(html).toContain('Cannot read properties of undefined');
    expect((await as(null)).status, 'after staff').toBe(404);
  });

  it('names the screen and the release in the page state, never the path', async () => {
    const html = await (await createEdge().request(`/de/material/${FIXTURE.materialDe.id}/${FIXTURE.materialDe.slug}`, { headers: { 'user-agent': BROWSER } })).text();
    const state = JSON.parse(/<script type="application\/json" id="kreide-state">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}') as { screen?: string; release?: string };
    expect(state.screen).toBe('materialPage');
    expect(state.release).toBe('test');
  });

  it('takes reports from the site\'s pages through the API proxy', async () => {
    const answer = await createEdge().request('/api/v3/errors/report', {
      method: 'POST',
      headers: { 'user-agent': BROWSER, origin: 'https://kreide.test', 'content-type': 'application/json' },
      body: JSON.stringify({ reports: [report({ message: 'from the edge' })] }),
    });
    expect(answer.status).toBe(202);
    expect((await groups()).map((g) => [g.message, g.browsers])).toEqual([['from the edge', '["Chrome 156"]']]);
  });

  it('lists the staff screens, the error reports among them, in the account menu', async () => {
    const menu = (await (await createEdge().request('/api/v3/header-menu?world=de')).json()) as { data: { account: { staffLinks: { name: string; href: string }[] } } };
    expect(menu.data.account.staffLinks).toContainEqual(expect.objectContaining({ name: 'staffErrors', href: '/staff/errors' }));
  });
});
