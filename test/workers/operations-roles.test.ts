import { describe, expect, it, beforeAll } from 'vitest';
import { env } from 'cloudflare:test';
import { apiApp } from '../../src/origin/index';
import { call, makeStaff } from './accounts';
import { cartCall, checkout, checkoutResult, insertMaterial, newKey, payDemo, quickUser } from './commerce-kit';
import { BROWSER, createEdge, forgetEdgeCaches } from './harness';
import type { StaffRole } from '../../src/shared/schemas/operations';

/**
 * Every staff call names the role it needs (docs/operations.md, "Roles"). This table is the
 * docs' table; the test finds every staff call of the router, so a new call without a row fails.
 */
const ROLE_BY_PREFIX: [RegExp, StaffRole][] = [
  [/^\/v3\/staff\/(content|help|review|surveys)\b/, 'content'],
  [/^\/v1\/staff\/schools\b/, 'support'],
  [/^\/v3\/oauth2\/login-as$/, 'support'],
  [/^\/v3\/staff\/users\b/, 'support'],
  [/^\/v3\/staff\/search\b/, 'support'],
  [/^\/v3\/staff\/orders\/[^/]+$/, 'support'],
  [/^\/v3\/staff\/orders\/[^/]+\/refunds$/, 'finance'],
  [/^\/v3\/staff\/credits\b/, 'finance'],
  [/^\/v3\/staff\/(payouts|dac7|credit-notes|school-invoices)\b/, 'finance'],
  [/^\/v3\/staff\/(errors|experiments)\b/, 'admin'],
];

function staffCalls(): { method: string; path: string }[] {
  const calls = new Map<string, { method: string; path: string }>();
  for (const route of apiApp.routes) {
    if (route.method === 'ALL') continue;
    if (!/\/staff\/|\/oauth2\/login-as$/.test(route.path)) continue;
    const path = route.path.replace(/^\/api/, '');
    calls.set(`${route.method} ${path}`, { method: route.method, path });
  }
  return [...calls.values()];
}

function roleOf(path: string): StaffRole | null {
  return ROLE_BY_PREFIX.find(([re]) => re.test(path))?.[1] ?? null;
}

function concrete(path: string): string {
  return path.replace(/:world/g, 'de').replace(/:page/g, 'imprint').replace(/:key/g, 'unknown-test').replace(/:[a-zA-Z]+/g, '1');
}

async function ask(method: string, path: string, token?: string): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const body = method === 'GET' ? undefined : path.endsWith('login-as') ? JSON.stringify({ user_id: 1, reason: 'Rollenprüfung im Test' }) : '{}';
  return call(`${concrete(path).replace(/^\//, '')}`, { method, headers, ...(body ? { body } : {}) });
}

let user: { userId: number; token: string };
const staffBy = new Map<StaffRole, { userId: number; token: string }>();

beforeAll(async () => {
  user = await quickUser('Keine Mitarbeiterin');
  for (const role of ['support', 'finance', 'content', 'admin'] as const) {
    const member = await quickUser(`Mitarbeiterin ${role}`);
    await makeStaff(member.userId, [role]);
    staffBy.set(role, member);
  }
});

describe('staff roles (docs/operations.md, "Roles")', () => {
  it('knows the role of every staff call', () => {
    const calls = staffCalls();
    expect(calls.length).toBeGreaterThan(30);
    expect(calls.filter((c) => roleOf(c.path) === null).map((c) => `${c.method} ${c.path}`)).toEqual([]);
  });

  it('refuses every staff call to visitors and users with the 404 of an unknown call, to staff without the role with 403, and lets the role and admin through', async () => {
    for (const { method, path } of staffCalls()) {
      const role = roleOf(path) as StaffRole;
      const label = `${method} ${path}`;
      const login = path.endsWith('login-as');
      // Visitors and users: a staff call does not exist (login-as answers 401/403 as before).
      const anonymous = await ask(method, path);
      expect(anonymous.status, label).toBe(login ? 401 : 404);
      const plain = await ask(method, path, user.token);
      expect(plain.status, label).toBe(login ? 403 : 404);
      // Staff with another role only: 403 staff_role_required.
      for (const other of ['support', 'finance', 'content'] as const) {
        if (other === role) continue;
        const refused = await ask(method, path, staffBy.get(other)!.token);
        expect(refused.status, `${label} as ${other}`).toBe(403);
        expect(((await refused.json()) as { error: { code: string } }).error.code, `${label} as ${other}`).toBe('staff_role_required');
      }
      // The role itself and admin get past the guard (the call may still refuse the empty input).
      for (const allowed of new Set<StaffRole>([role, 'admin'])) {
        const passed = await ask(method, path, staffBy.get(allowed)!.token);
        const body = (await passed.clone().text()).slice(0, 300);
        expect(passed.status, `${label} as ${allowed}: ${body}`).not.toBe(403);
        expect(body, `${label} as ${allowed}`).not.toContain('No API call');
      }
    }
  });

  it('staff acting as a user are that user: staff calls do not exist for the session', async () => {
    const admin = staffBy.get('admin')!;
    const target = await quickUser('Kundin Test');
    const session = await call('v3/oauth2/login-as', {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ user_id: target.userId, reason: 'Hilfe bei einer Bestellung' }),
    });
    expect(session.status).toBe(200);
    const { data } = (await session.json()) as { data: { access_token: string } };
    expect((await ask('GET', '/v1/staff/schools', data.access_token)).status).toBe(404);
  });

  it('writes the impersonation into the audit log, which refuses to be changed or deleted', async () => {
    const support = staffBy.get('support')!;
    const target = await quickUser('Kundin Audit');
    const session = await call('v3/oauth2/login-as', {
      method: 'POST',
      headers: { authorization: `Bearer ${support.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ user_id: target.userId, reason: 'Kundin fragt nach ihrem Kauf' }),
    });
    expect(session.status).toBe(200);
    const row = await env.DB.prepare(`SELECT * FROM staff_audit WHERE object_type = 'user' AND object_id = ?`).bind(String(target.userId)).first<Record<string, unknown>>();
    expect(row).toMatchObject({ staff_id: support.userId, role: 'support', action: 'user.impersonate', reason: 'Kundin fragt nach ihrem Kauf' });
    await expect(env.DB.prepare('UPDATE staff_audit SET reason = ? WHERE id = ?').bind('x', row!.id).run()).rejects.toThrow(/append-only/);
    await expect(env.DB.prepare('DELETE FROM staff_audit WHERE id = ?').bind(row!.id).run()).rejects.toThrow(/append-only/);
  });

  it('staff without any role may do nothing', async () => {
    const bare = await quickUser('Rollenlos');
    await env.DB.prepare('UPDATE users SET is_staff = 1 WHERE id = ?').bind(bare.userId).run();
    const refused = await ask('GET', '/v1/staff/schools', bare.token);
    expect(refused.status).toBe(403);
  });
});

describe('user help by support and credits by finance (docs/operations.md)', () => {
  const ask2 = (path: string, token: string, body?: unknown) =>
    call(path, { method: body === undefined ? 'GET' : 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

  it('finds a user by e-mail, blocks them (no sign-in, sessions end) and unblocks them, each with an audit row', async () => {
    const support = staffBy.get('support')!;
    const target = await quickUser('Gesperrte Kundin');
    const email = `kaeufer-${target.userId}@commerce.example`;
    const found = (await (await ask2(`v3/staff/search?q=${encodeURIComponent(email)}`, support.token)).json()) as { data: { users: { id: number }[] } };
    expect(found.data.users.map((u) => u.id)).toContain(target.userId);
    expect((await ask2(`v3/staff/users/${target.userId}/block`, support.token, { reason: '' })).status).toBe(400);
    const blocked = await ask2(`v3/staff/users/${target.userId}/block`, support.token, { reason: 'Zahlungsbetrug' });
    expect(blocked.status).toBe(200);
    // The session stops at once.
    expect((await call('v1/cart/view?world=de', { headers: { authorization: `Bearer ${target.token}` } })).status).toBe(401);
    expect((await ask2(`v3/staff/users/${target.userId}/block`, support.token, { reason: 'noch einmal' })).status).toBe(409);
    const unblocked = await ask2(`v3/staff/users/${target.userId}/unblock`, support.token, { reason: 'Irrtum geklärt' });
    expect(unblocked.status).toBe(200);
    const { results } = await env.DB.prepare(`SELECT action, reason FROM staff_audit WHERE object_type = 'user' AND object_id = ? ORDER BY id`).bind(String(target.userId)).all();
    expect(results).toEqual([
      { action: 'user.block', reason: 'Zahlungsbetrug' },
      { action: 'user.unblock', reason: 'Irrtum geklärt' },
    ]);
    // Blocking is support's: finance may not.
    expect((await ask2(`v3/staff/users/${target.userId}/block`, staffBy.get('finance')!.token, { reason: 'Versuch' })).status).toBe(403);
  });

  it('grants and withdraws credits as ledger entries the user sees, never below zero', async () => {
    const finance = staffBy.get('finance')!;
    const target = await quickUser('Kundin Guthaben');
    expect((await ask2('v3/staff/credits', finance.token, { userId: target.userId, currency: 'EUR', amount: -100, reason: 'zu viel' })).status).toBe(409);
    expect((await ask2('v3/staff/credits', finance.token, { userId: target.userId, currency: 'EUR', amount: 500, reason: 'Entschädigung für defekte Datei' })).status).toBe(200);
    expect((await ask2('v3/staff/credits', finance.token, { userId: target.userId, currency: 'EUR', amount: -200, reason: 'Teil zurückgenommen' })).status).toBe(200);
    expect((await ask2('v3/staff/credits', finance.token, { userId: target.userId, currency: 'EUR', amount: -301, reason: 'zu viel' })).status).toBe(409);
    expect((await ask2('v3/staff/credits', staffBy.get('support')!.token, { userId: target.userId, currency: 'EUR', amount: 100, reason: 'Versuch' })).status).toBe(403);
    const credits = (await (await call('v1/credits?world=de', { headers: { authorization: `Bearer ${target.token}` } })).json()) as { data: { availableCredits: number; entries: { amount: number }[] } };
    expect(credits.data.availableCredits).toBe(300);
    expect(credits.data.entries.map((e) => e.amount)).toEqual([-200, 500]);
    const audit = await env.DB.prepare(`SELECT COUNT(*) AS n FROM staff_audit WHERE object_type = 'user' AND object_id = ? AND action LIKE 'credits.%'`).bind(String(target.userId)).first<{ n: number }>();
    expect(audit?.n).toBe(2);
  });

  it('ends every session of a user', async () => {
    const support = staffBy.get('support')!;
    const target = await quickUser('Kundin Sitzungen');
    const answer = await ask2(`v3/staff/users/${target.userId}/sessions/revoke`, support.token, { reason: 'Gerät verloren' });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { data: { revoked: number } }).data.revoked).toBe(1);
    expect((await call('v1/cart/view?world=de', { headers: { authorization: `Bearer ${target.token}` } })).status).toBe(401);
  });
});

describe('the staff screens through the edge (docs/operations.md, "Staff screens")', () => {
  it('are the not-found page for visitors and users, and for staff noindex, never cached, with the order\'s refund form', async () => {
    forgetEdgeCaches();
    const buyer = await quickUser('Kundin Screens');
    const m = await insertMaterial({ price: 990 });
    await cartCall('v1/cart/add', { token: buyer.token, body: { materialId: m.id } });
    const { order } = await checkoutResult(await checkout(buyer.token, { idempotencyKey: newKey(), paymentMethod: 'demo', withdrawalConsent: true }));
    await payDemo(buyer.token, order.id);
    const edge = createEdge();
    const as = (path: string, token: string | null) => edge.request(path, { headers: { 'user-agent': BROWSER, ...(token ? { cookie: `kreide_session=${token}` } : {}) } });
    const support = staffBy.get('support')!;
    for (const path of ['/staff/operations?q=kaeufer', `/staff/operations/users/${buyer.userId}`, `/staff/operations/orders/${order.id}`]) {
      expect((await as(path, null)).status, path).toBe(404);
      expect((await as(path, buyer.token)).status, path).toBe(404);
      const response = await as(path, support.token);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('x-robots-tag')).toBe('noindex');
      expect(response.headers.get('cache-control')).toContain('no-store');
    }
    const html = await (await as(`/staff/operations/orders/${order.id}`, support.token)).text();
    expect(html).toContain('data-island="StaffOrder"');
    expect(html).toContain('Erstatten darf nur das Team Finanzen.');
    expect((await as('/staff/operations/users/not-a-number', support.token)).status).toBe(404);
    expect((await as('/staff/operations/orders/unknown-order-1', support.token)).status).toBe(404);
  });
});
