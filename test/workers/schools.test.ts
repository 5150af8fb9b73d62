import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { data, get, post, publicToken, registerConfirmed, TEST_PASSWORD, makeStaff } from './accounts';
import { cartCall, checkout, checkoutResult, insertMaterial, newKey, quickUser } from './commerce-kit';
import type { MySchool, SchoolMembersAnswer, SchoolLicenceView, SchoolWishlistEntry, SchoolInvoiceView, StaffSchoolView, InvitationPreview } from '../../src/shared/schemas/schools';

type User = { userId: number; token: string };

const NEW_SCHOOL = {
  name: 'Gesamtschule Nord',
  street: 'Hauptstraße 1',
  postcode: '50667',
  city: 'Köln',
  country: 'DE',
  schoolType: 'sek1-gym',
  world: 'de',
  evidenceText: 'Ich bin Lehrerin für Mathematik an dieser Schule seit 2019.',
  evidenceDomain: 'commerce.example',
};

const ACCOUNT = {
  name: 'Gesamtschule Nord',
  street: 'Hauptstraße 1',
  postcode: '50667',
  city: 'Köln',
  country: 'DE',
  schoolType: 'sek1-gym',
  invoiceEmail: 'buchhaltung@gesamtschule.example',
  vatId: 'DE123456789',
};

async function errorOf(response: Response): Promise<{ status: number; code: string }> {
  const body = (await response.json()) as { error?: { code: string } };
  return { status: response.status, code: body.error?.code ?? '' };
}

async function emailOf(userId: number): Promise<string> {
  return ((await env.DB.prepare('SELECT email FROM users WHERE id = ?').bind(userId).first<{ email: string }>())?.email ?? '');
}

/** The token from the newest invitation e-mail to the address. */
async function invitationToken(to: string): Promise<string> {
  const row = await env.DB.prepare(`SELECT body_text FROM outbox WHERE to_email = ? AND template = 'school_invitation' ORDER BY id DESC LIMIT 1`).bind(to).first<{ body_text: string }>();
  const token = /[?&]invitation=([^\s&]+)/.exec(row?.body_text ?? '')?.[1];
  if (!token) throw new Error(`no invitation mailed to ${to}`);
  return decodeURIComponent(token);
}

async function invite(admin: User, member: User): Promise<string> {
  const email = await emailOf(member.userId);
  expect((await post('v1/schools/mine/invitations?world=de', { email }, admin.token)).status).toBe(201);
  return invitationToken(email);
}

/** A school written straight to D1 (the first user is its master admin); ids come from D1, so schools made through the API never collide. */
async function insertSchool(memberIds: number[], verified = true): Promise<number> {
  const now = new Date().toISOString();
  const row = await env.DB.prepare(`INSERT INTO schools (world, name, country, is_verified, invoice_email, created_at) VALUES ('de', 'Schule', 'DE', ?, 'sekretariat@schule.example', ?) RETURNING id`)
    .bind(verified ? 1 : 0, now)
    .first<{ id: number }>();
  const id = row?.id ?? 0;
  await env.DB.batch([
    env.DB.prepare('UPDATE schools SET name = ? WHERE id = ?').bind(`Grundschule ${id}`, id),
    ...memberIds.map((userId, index) =>
      env.DB.prepare('INSERT INTO school_members (user_id, school_id, role, created_at) VALUES (?, ?, ?, ?)').bind(userId, id, index === 0 ? 'master' : 'member', now),
    ),
  ]);
  return id;
}

async function isMember(userId: number): Promise<boolean> {
  return (await env.DB.prepare('SELECT 1 AS x FROM school_members WHERE user_id = ?').bind(userId).first()) !== null;
}

/** A school bought `item` on invoice (the admin's order); returns nothing, the purchase row carries the school. */
async function schoolBuys(admin: User, materialId: number): Promise<void> {
  await cartCall('v1/cart/add', { token: admin.token, body: { materialId } });
  await checkoutResult(await checkout(admin.token, { idempotencyKey: newKey(), paymentMethod: 'invoice', withdrawalConsent: true }));
}

describe('creating a school', () => {
  it('makes the creator master admin of a school waiting for staff; a second school is refused', async () => {
    const creator = await quickUser('Frau Nord');
    const created = await post('v1/schools', NEW_SCHOOL, creator.token);
    expect(created.status).toBe(201);
    const mine = await data<MySchool>(created);
    expect(mine).toMatchObject({ role: 'master', userId: creator.userId, school: { name: 'Gesamtschule Nord', state: 'waiting', schoolType: 'sek1-gym', evidenceDomain: 'commerce.example' } });
    expect(await data<MySchool>(await get('v1/schools/mine', creator.token))).toEqual(mine);
    expect(await errorOf(await post('v1/schools', { ...NEW_SCHOOL, name: 'Zweite Schule' }, creator.token))).toEqual({ status: 409, code: 'already_in_school' });
    const count = await env.DB.prepare(`SELECT COUNT(*) AS n FROM schools WHERE name = 'Zweite Schule'`).first<{ n: number }>();
    expect(count?.n).toBe(0);
  });

  it('refuses bad input with 400 and writes nothing; visitors get 401/403', async () => {
    const user = await quickUser();
    const before = await env.DB.prepare('SELECT COUNT(*) AS n FROM schools').first<{ n: number }>();
    for (const body of [
      {},
      { ...NEW_SCHOOL, name: 'X' },
      { ...NEW_SCHOOL, country: 'Deutschland' },
      { ...NEW_SCHOOL, schoolType: 'uni' },
      { ...NEW_SCHOOL, evidenceText: 'zu kurz' },
      { ...NEW_SCHOOL, evidenceDomain: 'https://schule.example/' },
      { ...NEW_SCHOOL, world: 'xx' },
      { ...NEW_SCHOOL, isVerified: true },
    ]) {
      expect(await errorOf(await post('v1/schools', body, user.token))).toEqual({ status: 400, code: 'invalid_body' });
    }
    expect((await post('v1/schools', NEW_SCHOOL)).status).toBe(401);
    expect((await post('v1/schools', NEW_SCHOOL, await publicToken())).status).toBe(403);
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM schools').first<{ n: number }>())?.n).toBe(before?.n);
    expect(await data(await get('v1/schools/mine', user.token))).toBeNull();
    expect(await errorOf(await get('v1/schools/mine/members', user.token))).toEqual({ status: 404, code: 'no_school' });
  });
});

describe('the school account', () => {
  it('only the master admin edits it; a new name sends a verified school back to staff', async () => {
    const admin = await quickUser('Leitung');
    const member = await quickUser('Kollege');
    const schoolId = await insertSchool([admin.userId, member.userId], true);
    const same = { ...ACCOUNT, name: `Grundschule ${schoolId}` };
    expect(await errorOf(await post('v1/schools/mine/account', same, member.token))).toEqual({ status: 403, code: 'not_school_admin' });
    const kept = await data<MySchool>(await post('v1/schools/mine/account', same, admin.token));
    expect(kept.school).toMatchObject({ invoiceEmail: 'buchhaltung@gesamtschule.example', vatId: 'DE123456789', state: 'verified', city: 'Köln' });
    const renamed = await data<MySchool>(await post('v1/schools/mine/account', { ...same, name: 'Ganz andere Schule' }, admin.token));
    expect(renamed.school.state).toBe('waiting');
    expect(await errorOf(await post('v1/schools/mine/account', { ...same, invoiceEmail: 'keine-adresse' }, admin.token))).toEqual({ status: 400, code: 'invalid_body' });
  });

  it('a rejected school gives new evidence with its edit and waits again; a verified one keeps its evidence', async () => {
    const staff = await quickUser('Staff');
    await makeStaff(staff.userId);
    const creator = await quickUser('Neu');
    const mine = await data<MySchool>(await post('v1/schools', { ...NEW_SCHOOL, name: 'Schule mit Nachweis' }, creator.token));
    await post(`v1/staff/schools/${mine.school.id}/reject`, { reason: 'Bitte mehr Angaben.' }, staff.token);
    const account = { ...ACCOUNT, name: 'Schule mit Nachweis', evidenceText: 'Ich bin stellvertretende Schulleiterin und Klassenlehrerin der 5a.', evidenceDomain: 'schule-nachweis.example' };
    expect(await errorOf(await post('v1/schools/mine/account', { ...account, evidenceText: 'kurz' }, creator.token))).toEqual({ status: 400, code: 'invalid_body' });
    const edited = await data<MySchool>(await post('v1/schools/mine/account', account, creator.token));
    expect(edited.school).toMatchObject({ state: 'waiting', rejectionReason: null, evidenceText: account.evidenceText, evidenceDomain: 'schule-nachweis.example' });
    await post(`v1/staff/schools/${mine.school.id}/verify`, {}, staff.token);
    const kept = await data<MySchool>(await post('v1/schools/mine/account', { ...account, evidenceText: 'Etwas ganz anderes, das niemand geprüft hat.' }, creator.token));
    expect(kept.school).toMatchObject({ state: 'verified', evidenceText: account.evidenceText });
  });
});

describe('members and invitations', () => {
  it('an invited user joins by the mailed link; the invitation is kept as a row', async () => {
    const admin = await quickUser('Leitung');
    const teacher = await quickUser('Neue Lehrerin');
    const schoolId = await insertSchool([admin.userId], true);
    const token = await invite(admin, teacher);
    const row = await env.DB.prepare('SELECT school_id, invited_by, email FROM school_invitations WHERE school_id = ?').bind(schoolId).first();
    expect(row).toEqual({ school_id: schoolId, invited_by: admin.userId, email: await emailOf(teacher.userId) });
    // The invitee has an account: the bell tells them too, without the link's secret.
    const bell = await data<{ items: { kind: string; payload: { title: string; actor: string | null; href: string | null } }[] }>(await get('v3/notifications', teacher.token));
    expect(bell.items.filter((n) => n.kind === 'school_invitation')).toEqual([
      expect.objectContaining({ payload: { title: `Grundschule ${schoolId}`, actor: 'Leitung', href: null } }),
    ]);
    expect(JSON.stringify(bell)).not.toContain(token);
    const adminBell = await data<{ items: { kind: string }[] }>(await get('v3/notifications', admin.token));
    expect(adminBell.items.filter((n) => n.kind === 'school_invitation')).toEqual([]);
    const preview = await data<InvitationPreview>(await get(`v1/schools/invitations/preview?token=${token}`, await publicToken()));
    expect(preview).toEqual({ schoolName: `Grundschule ${schoolId}`, email: await emailOf(teacher.userId), state: 'open' });
    const joined = await data<MySchool>(await post('v1/schools/invitations/accept', { token }, teacher.token));
    expect(joined).toMatchObject({ role: 'member', school: { id: schoolId } });
    expect(await errorOf(await post('v1/schools/invitations/accept', { token }, teacher.token))).toEqual({ status: 410, code: 'invitation_closed' });
    const list = await data<SchoolMembersAnswer>(await get('v1/schools/mine/members', teacher.token));
    expect(list.members.map((m) => [m.userId, m.role])).toEqual([
      [admin.userId, 'master'],
      [teacher.userId, 'member'],
    ]);
    // Members see no invitations; the admin sees the open ones.
    expect(list.invitations).toEqual([]);
  });

  it('only the invited address may accept; someone in another school must leave it first', async () => {
    const admin = await quickUser();
    const invited = await quickUser();
    const thief = await quickUser();
    await insertSchool([admin.userId], true);
    const token = await invite(admin, invited);
    expect(await errorOf(await post('v1/schools/invitations/accept', { token }, thief.token))).toEqual({ status: 403, code: 'invitation_other_email' });
    expect(await isMember(thief.userId)).toBe(false);
    expect(await errorOf(await post('v1/schools/invitations/accept', { token: 'A'.repeat(43) }, invited.token))).toEqual({ status: 404, code: 'invitation_not_found' });
    expect(await errorOf(await post('v1/schools/invitations/accept', {}, invited.token))).toEqual({ status: 400, code: 'invalid_body' });

    const otherAdmin = await quickUser();
    await insertSchool([otherAdmin.userId, invited.userId], true);
    expect(await errorOf(await post('v1/schools/invitations/accept', { token }, invited.token))).toEqual({ status: 409, code: 'already_in_school' });
  });

  it('an expired or revoked invitation does not let anyone in', async () => {
    const admin = await quickUser();
    const late = await quickUser();
    const schoolId = await insertSchool([admin.userId], true);
    const token = await invite(admin, late);
    await env.DB.prepare(`UPDATE school_invitations SET expires_at = '2000-01-01T00:00:00.000Z' WHERE school_id = ?`).bind(schoolId).run();
    expect(await errorOf(await post('v1/schools/invitations/accept', { token }, late.token))).toEqual({ status: 410, code: 'invitation_closed' });

    const again = await invite(admin, late);
    const { invitations } = await data<SchoolMembersAnswer>(await get('v1/schools/mine/members', admin.token));
    expect(invitations).toHaveLength(1);
    expect((await post(`v1/schools/mine/invitations/${invitations[0]?.id}/revoke`, {}, admin.token)).status).toBe(200);
    expect(await errorOf(await post('v1/schools/invitations/accept', { token: again }, late.token))).toEqual({ status: 410, code: 'invitation_closed' });
    expect(await isMember(late.userId)).toBe(false);
  });

  it('a plain member cannot invite, remove or change roles; a member of school A cannot touch school B', async () => {
    const adminA = await quickUser();
    const memberA = await quickUser();
    const adminB = await quickUser();
    const memberB = await quickUser();
    await insertSchool([adminA.userId, memberA.userId], true);
    const schoolB = await insertSchool([adminB.userId, memberB.userId], true);
    const outsider = await quickUser();

    expect(await errorOf(await post('v1/schools/mine/invitations', { email: await emailOf(outsider.userId) }, memberA.token))).toEqual({ status: 403, code: 'not_school_admin' });
    expect(await errorOf(await post(`v1/schools/mine/members/${adminA.userId}/remove`, {}, memberA.token))).toEqual({ status: 403, code: 'not_school_admin' });
    expect(await errorOf(await post(`v1/schools/mine/members/${memberA.userId}/role`, { role: 'master' }, memberA.token))).toEqual({ status: 403, code: 'not_school_admin' });
    // School A's admin reaches no one of school B.
    expect(await errorOf(await post(`v1/schools/mine/members/${memberB.userId}/remove`, {}, adminA.token))).toEqual({ status: 404, code: 'not_found' });
    expect(await errorOf(await post(`v1/schools/mine/members/${memberB.userId}/role`, { role: 'master' }, adminA.token))).toEqual({ status: 404, code: 'not_found' });
    expect(await isMember(memberB.userId)).toBe(true);
    await post('v1/schools/mine/invitations', { email: await emailOf(outsider.userId) }, adminB.token);
    const invitationB = await env.DB.prepare('SELECT id FROM school_invitations WHERE school_id = ?').bind(schoolB).first<{ id: number }>();
    expect(await errorOf(await post(`v1/schools/mine/invitations/${invitationB?.id}/revoke`, {}, adminA.token))).toEqual({ status: 404, code: 'not_found' });
    const stillOpen = await env.DB.prepare('SELECT revoked_at FROM school_invitations WHERE id = ?').bind(invitationB?.id).first<{ revoked_at: string | null }>();
    expect(stillOpen?.revoked_at).toBeNull();
    const seen = await data<SchoolMembersAnswer>(await get('v1/schools/mine/members', adminA.token));
    expect(seen.members.map((m) => m.userId).sort()).toEqual([adminA.userId, memberA.userId].sort());
    // Bad input.
    expect(await errorOf(await post('v1/schools/mine/invitations', { email: 'kein-at' }, adminA.token))).toEqual({ status: 400, code: 'invalid_body' });
    expect(await errorOf(await post('v1/schools/mine/invitations', { email: await emailOf(memberA.userId) }, adminA.token))).toEqual({ status: 409, code: 'already_member' });
    expect(await errorOf(await post('v1/schools/mine/members/abc/remove', {}, adminA.token))).toEqual({ status: 400, code: 'invalid_parameter' });
    expect(await errorOf(await post(`v1/schools/mine/members/${memberA.userId}/role`, { role: 'owner' }, adminA.token))).toEqual({ status: 400, code: 'invalid_body' });
  });

  it('a school sends at most 50 invitations a day', async () => {
    const admin = await quickUser();
    const schoolId = await insertSchool([admin.userId], true);
    const now = new Date().toISOString();
    await env.DB.batch(
      Array.from({ length: 50 }, (_, i) =>
        env.DB.prepare(`INSERT INTO school_invitations (school_id, email, token_hash, invited_by, created_at, expires_at, revoked_at) VALUES (?, ?, ?, ?, ?, ?, ?)`).bind(
          schoolId, `spam-${i}@example.com`, `hash-${schoolId}-${i}`, admin.userId, now, now, now,
        ),
      ),
    );
    const before = await env.DB.prepare(`SELECT COUNT(*) AS n FROM outbox WHERE to_email = 'noch-eine@example.com'`).first<{ n: number }>();
    expect(await errorOf(await post('v1/schools/mine/invitations', { email: 'noch-eine@example.com' }, admin.token))).toEqual({ status: 429, code: 'too_many_invitations' });
    expect((await env.DB.prepare(`SELECT COUNT(*) AS n FROM outbox WHERE to_email = 'noch-eine@example.com'`).first<{ n: number }>())?.n).toBe(before?.n);
  });

  it('the admin removes a member; a member leaves; the last master admin only leaves after handing over', async () => {
    const admin = await quickUser();
    const stays = await quickUser();
    const removed = await quickUser();
    await insertSchool([admin.userId, stays.userId, removed.userId], true);
    expect(await errorOf(await post(`v1/schools/mine/members/${admin.userId}/remove`, {}, admin.token))).toEqual({ status: 400, code: 'remove_self' });
    expect((await post(`v1/schools/mine/members/${removed.userId}/remove`, {}, admin.token)).status).toBe(200);
    expect(await isMember(removed.userId)).toBe(false);

    expect(await errorOf(await post('v1/schools/mine/leave', {}, admin.token))).toEqual({ status: 409, code: 'last_school_admin' });
    expect(await errorOf(await post(`v1/schools/mine/members/${admin.userId}/role`, { role: 'member' }, admin.token))).toEqual({ status: 409, code: 'last_school_admin' });
    expect((await post(`v1/schools/mine/members/${stays.userId}/role`, { role: 'master' }, admin.token)).status).toBe(200);
    expect((await post('v1/schools/mine/leave', {}, admin.token)).status).toBe(200);
    expect(await isMember(admin.userId)).toBe(false);
    expect(await errorOf(await post('v1/schools/mine/leave', {}, stays.token))).toEqual({ status: 409, code: 'last_school_admin' });
  });
});

describe('school licences', () => {
  it('every member downloads what the school bought; who leaves or is removed loses it and keeps personal purchases', async () => {
    const admin = await quickUser('Leitung');
    const leaver = await quickUser('Geht');
    const removed = await quickUser('Entfernt');
    await insertSchool([admin.userId, leaver.userId, removed.userId], true);
    const schoolItem = await insertMaterial({ price: 1200 });
    const own = await insertMaterial({ price: 0 });
    await schoolBuys(admin, schoolItem.id);
    // A personal purchase of the leaver (free material, a personal order).
    await cartCall('v1/cart/add', { token: leaver.token, body: { materialId: own.id } });
    await checkoutResult(await checkout(leaver.token, { idempotencyKey: newKey(), paymentMethod: 'demo', withdrawalConsent: true }));

    const licences = await data<{ items: SchoolLicenceView[] }>(await get('v1/schools/mine/licences', leaver.token));
    expect(licences.items.map((l) => l.material.id)).toEqual([schoolItem.id]);
    expect(licences.items[0]?.files.map((f) => f.id)).toEqual([schoolItem.fileId]);
    for (const user of [leaver, removed]) expect((await cartCall(`v3/downloads/${schoolItem.fileId}/link`, { token: user.token, body: {} })).status).toBe(200);

    expect((await post('v1/schools/mine/leave', {}, leaver.token)).status).toBe(200);
    expect((await post(`v1/schools/mine/members/${removed.userId}/remove`, {}, admin.token)).status).toBe(200);
    for (const user of [leaver, removed]) {
      expect(await errorOf(await cartCall(`v3/downloads/${schoolItem.fileId}/link`, { token: user.token, body: {} }))).toEqual({ status: 403, code: 'not_owner' });
      expect(await errorOf(await get('v1/schools/mine/licences', user.token))).toEqual({ status: 404, code: 'no_school' });
    }
    expect((await cartCall(`v3/downloads/${own.fileId}/link`, { token: leaver.token, body: {} })).status).toBe(200);
  });

  it('who bought a material for the school and leaves loses it too: it was the school\'s', async () => {
    const admin = await quickUser('Leitung');
    const buyer = await quickUser('Bestellt');
    await insertSchool([admin.userId, buyer.userId], true);
    const item = await insertMaterial({ price: 1500 });
    await schoolBuys(buyer, item.id);
    for (const user of [admin, buyer]) expect((await cartCall(`v3/downloads/${item.fileId}/link`, { token: user.token, body: {} })).status).toBe(200);
    expect((await post('v1/schools/mine/leave', {}, buyer.token)).status).toBe(200);
    expect(await errorOf(await cartCall(`v3/downloads/${item.fileId}/link`, { token: buyer.token, body: {} }))).toEqual({ status: 403, code: 'not_owner' });
    expect((await cartCall(`v3/downloads/${item.fileId}/link`, { token: admin.token, body: {} })).status).toBe(200);
  });

  it('a non-member sees no licences, invoices or wishlist; only the admin sees the invoices', async () => {
    const admin = await quickUser();
    const member = await quickUser();
    const stranger = await quickUser();
    await insertSchool([admin.userId, member.userId], true);
    const item = await insertMaterial({ price: 900 });
    await schoolBuys(admin, item.id);
    const invoices = await data<{ items: SchoolInvoiceView[] }>(await get('v1/schools/mine/invoices', admin.token));
    expect(invoices.items).toHaveLength(1);
    expect(invoices.items[0]).toMatchObject({ kind: 'invoice', gross: 900, orderedBy: 'Käuferin Test' });
    expect(await errorOf(await get('v1/schools/mine/invoices', member.token))).toEqual({ status: 403, code: 'not_school_admin' });
    for (const path of ['v1/schools/mine/licences', 'v1/schools/mine/invoices', 'v1/schools/mine/wishlist', 'v1/schools/mine/members']) {
      expect(await errorOf(await get(path, stranger.token))).toEqual({ status: 404, code: 'no_school' });
    }
    expect(await errorOf(await post('v3/elastic-indexer/wishlist/school/query', { query: { limit: 200 } }, stranger.token))).toEqual({ status: 404, code: 'no_school' });
  });
});

describe('the school wishlist', () => {
  it('members propose, the query answers {id,_total} of live materials, the admin removes; other schools see nothing', async () => {
    const admin = await quickUser();
    const member = await quickUser('Vorschlagende');
    const otherAdmin = await quickUser();
    await insertSchool([admin.userId, member.userId], true);
    await insertSchool([otherAdmin.userId], true);
    const first = await insertMaterial();
    const second = await insertMaterial({ world: 'fr' });
    const gone = await insertMaterial();
    for (const m of [first, second, gone]) expect(await data(await post('v3/wishlist/school/add', { materialId: m.id }, member.token))).toEqual({ onWishlist: true });
    await env.DB.prepare('UPDATE materials SET deleted_at = ? WHERE id = ?').bind(new Date().toISOString(), gone.id).run();

    const all = await data<{ wishlist: { id: number; _total: number }[] }>(await post('v3/elastic-indexer/wishlist/school/query', { query: { limit: 200 } }, admin.token));
    expect(all.wishlist.map((w) => w.id).sort()).toEqual([first.id, second.id].sort());
    expect(all.wishlist.every((w) => w._total === 2)).toBe(true);
    const de = await data<{ wishlist: { id: number; _total: number }[] }>(await post('v3/elastic-indexer/wishlist/school/query', { query: { limit: 200, world: 'de' } }, admin.token));
    expect(de.wishlist).toEqual([{ id: first.id, _total: 1 }]);
    expect(await errorOf(await post('v3/elastic-indexer/wishlist/school/query', { query: { limit: 201 } }, admin.token))).toEqual({ status: 400, code: 'invalid_body' });
    expect((await data<{ wishlist: unknown[] }>(await post('v3/elastic-indexer/wishlist/school/query', {}, otherAdmin.token))).wishlist).toEqual([]);

    const entries = await data<{ items: SchoolWishlistEntry[] }>(await get('v1/schools/mine/wishlist', admin.token));
    expect(entries.items.map((e) => [e.material.id, e.proposedBy, e.licensed])).toContainEqual([first.id, 'Vorschlagende', false]);
    // Another school's admin cannot take it off; the proposal stays.
    expect(await data(await post('v3/wishlist/school/remove', { materialId: first.id }, otherAdmin.token))).toEqual({ onWishlist: false });
    expect((await data<{ items: unknown[] }>(await get('v1/schools/mine/wishlist', admin.token))).items).toHaveLength(2);
    expect(await data(await post('v3/wishlist/school/remove', { materialId: first.id }, admin.token))).toEqual({ onWishlist: false });
    expect((await data<{ items: unknown[] }>(await get('v1/schools/mine/wishlist', member.token))).items).toHaveLength(1);
    expect(await errorOf(await post('v3/wishlist/school/add', { materialId: 999_999_999 }, member.token))).toEqual({ status: 404, code: 'not_found' });
    expect(await errorOf(await post('v3/wishlist/school/add', { materialId: 'x' }, member.token))).toEqual({ status: 400, code: 'invalid_body' });
  });

  it('a member removes only their own proposals', async () => {
    const admin = await quickUser();
    const a = await quickUser();
    const b = await quickUser();
    await insertSchool([admin.userId, a.userId, b.userId], true);
    const item = await insertMaterial();
    await post('v3/wishlist/school/add', { materialId: item.id }, a.token);
    expect(await errorOf(await post('v3/wishlist/school/remove', { materialId: item.id }, b.token))).toEqual({ status: 403, code: 'not_school_admin' });
    expect(await data(await post('v3/wishlist/school/remove', { materialId: item.id }, a.token))).toEqual({ onWishlist: false });
  });
});

describe('sharing a licensed material', () => {
  it('mails members of the own school only, and only for materials the school holds', async () => {
    const admin = await quickUser();
    const member = await quickUser();
    const otherAdmin = await quickUser();
    await insertSchool([admin.userId, member.userId], true);
    await insertSchool([otherAdmin.userId], true);
    const item = await insertMaterial({ price: 700, title: 'Bruchrechnen kompakt' });
    const notBought = await insertMaterial();
    await schoolBuys(admin, item.id);
    expect(await data(await post('v1/schools/mine/share', { materialId: item.id, message: 'Für die 6b' }, admin.token))).toEqual({ sent: 1 });
    const mail = await env.DB.prepare(`SELECT subject, body_text FROM outbox WHERE template = 'school_share' AND to_email = ? ORDER BY id DESC`).bind(await emailOf(member.userId)).first<{ subject: string; body_text: string }>();
    expect(mail?.subject).toContain('Bruchrechnen kompakt');
    expect(mail?.body_text).toContain('Für die 6b');
    expect(await errorOf(await post('v1/schools/mine/share', { materialId: notBought.id }, admin.token))).toEqual({ status: 404, code: 'not_licensed' });
    expect(await errorOf(await post('v1/schools/mine/share', { materialId: item.id, userIds: [otherAdmin.userId] }, admin.token))).toEqual({ status: 400, code: 'not_a_member' });
    expect(await errorOf(await post('v1/schools/mine/share', { materialId: item.id }, otherAdmin.token))).toEqual({ status: 404, code: 'not_licensed' });
  });
});

describe('staff verification', () => {
  it('staff list waiting schools with their evidence, verify or reject with a reason; the admin sees the state', async () => {
    const staff = await quickUser('Staff');
    await makeStaff(staff.userId);
    const creator = await quickUser('Gründerin');
    const rejected = await quickUser('Abgelehnt');
    const mine = await data<MySchool>(await post('v1/schools', NEW_SCHOOL, creator.token));
    const other = await data<MySchool>(await post('v1/schools', { ...NEW_SCHOOL, name: 'Schule ohne Beleg', evidenceDomain: null }, rejected.token));

    const queue = await data<{ items: StaffSchoolView[] }>(await get('v1/staff/schools', staff.token));
    const entry = queue.items.find((s) => s.id === mine.school.id);
    expect(entry).toMatchObject({ evidenceText: NEW_SCHOOL.evidenceText, domainMatches: true, creator: { id: creator.userId } });
    expect(queue.items.find((s) => s.id === other.school.id)?.domainMatches).toBe(false);

    // Not staff: the calls do not exist.
    expect((await get('v1/staff/schools', creator.token)).status).toBe(404);
    expect((await post(`v1/staff/schools/${mine.school.id}/verify`, {}, creator.token)).status).toBe(404);
    expect((await data<MySchool>(await get('v1/schools/mine', creator.token))).school.state).toBe('waiting');

    expect((await data<{ state: string }>(await post(`v1/staff/schools/${mine.school.id}/verify`, {}, staff.token))).state).toBe('verified');
    expect(await errorOf(await post(`v1/staff/schools/${mine.school.id}/verify`, {}, staff.token))).toEqual({ status: 409, code: 'already_decided' });
    expect(await errorOf(await post(`v1/staff/schools/${other.school.id}/reject`, { reason: '' }, staff.token))).toEqual({ status: 400, code: 'invalid_body' });
    expect((await post(`v1/staff/schools/${other.school.id}/reject`, { reason: 'Kein Beleg, dass Sie dort arbeiten.' }, staff.token)).status).toBe(200);
    expect(await errorOf(await post('v1/staff/schools/99999999/verify', {}, staff.token))).toEqual({ status: 404, code: 'not_found' });

    expect((await data<MySchool>(await get('v1/schools/mine', creator.token))).school.state).toBe('verified');
    expect((await data<MySchool>(await get('v1/schools/mine', rejected.token))).school).toMatchObject({ state: 'rejected', rejectionReason: 'Kein Beleg, dass Sie dort arbeiten.' });
    // Invoice purchase follows the verification.
    expect((await data<{ methods: string[] }>(await cartCall('v3/payments/methods', { token: creator.token }))).methods).toContain('invoice');
    expect((await data<{ methods: string[] }>(await cartCall('v3/payments/methods', { token: rejected.token }))).methods).not.toContain('invoice');
  });
});

describe('following a school', () => {
  it('needs a school that exists', async () => {
    const user = await quickUser();
    const admin = await quickUser();
    const schoolId = await insertSchool([admin.userId], true);
    expect((await post('v3/subscriptions/subscribe', { subjectId: schoolId, subjectType: 'school', world: 'de' }, user.token)).status).toBe(200);
    expect(await errorOf(await post('v3/subscriptions/subscribe', { subjectId: 987_654_321, subjectType: 'school', world: 'de' }, user.token))).toEqual({ status: 404, code: 'not_found' });
    expect(await errorOf(await post('v3/subscriptions/anonymous/subscribe', { subjectId: 987_654_321, subjectType: 'school', world: 'de' }, await publicToken()))).toEqual({ status: 404, code: 'not_found' });
  });

  it('has its own follow and unfollow calls, which name only the school', async () => {
    const user = await quickUser();
    const admin = await quickUser();
    const schoolId = await insertSchool([admin.userId], true);
    const status = async () =>
      (await data<{ subscribed: boolean }>(await get(`v3/subscriptions/status?subjectType=school&subjectId=${schoolId}`, user.token))).subscribed;
    expect((await post('v3/subscriptions/school/subscribe', { subjectId: schoolId, world: 'de' }, user.token)).status).toBe(200);
    expect(await status()).toBe(true);
    expect((await post('v3/subscriptions/school/unsubscribe', { subjectId: schoolId, world: 'de' }, user.token)).status).toBe(200);
    expect(await status()).toBe(false);
    expect(await errorOf(await post('v3/subscriptions/school/subscribe', { subjectId: 987_654_321, world: 'de' }, user.token))).toEqual({ status: 404, code: 'not_found' });
    // Another subject type is no field of these calls; a visitor has no account to follow with.
    expect((await errorOf(await post('v3/subscriptions/school/subscribe', { subjectId: schoolId, subjectType: 'author', world: 'de' }, user.token))).status).toBe(400);
    expect((await post('v3/subscriptions/school/subscribe', { subjectId: schoolId, world: 'de' }, await publicToken())).status).toBe(403);
    expect(await status()).toBe(false);
  });
});

describe('erasing an account', () => {
  it('hands the school to the longest-standing member when its last master admin erases their account', async () => {
    // Last in this file: a registered user takes the next free id, which quickUser would take later.
    const first = await quickUser('Erste');
    const second = await quickUser('Zweite');
    const head = await registerConfirmed('schulleitung-loescht@schule.example');
    const schoolId = await insertSchool([head.userId, first.userId, second.userId], true);
    await env.DB.prepare(`UPDATE school_members SET created_at = '2020-01-01T00:00:00.000Z' WHERE user_id = ?`).bind(first.userId).run();
    expect((await post('v3/user/delete', { password: TEST_PASSWORD }, head.token)).status).toBe(200);
    const roles = await env.DB.prepare('SELECT user_id, role FROM school_members WHERE school_id = ? ORDER BY user_id').bind(schoolId).all<{ user_id: number; role: string }>();
    expect(roles.results).toEqual([
      { user_id: first.userId, role: 'master' },
      { user_id: second.userId, role: 'member' },
    ]);
  });
});
