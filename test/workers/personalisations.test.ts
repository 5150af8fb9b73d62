import { beforeAll, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { FIXTURE } from './fixtures';
import { call, data, get, post, publicToken, registerConfirmed, makeStaff } from './accounts';
import { insertTokenStatement } from '../../src/origin/db/identity';
import { newSecretToken, tokenHash } from '../../src/origin/domain/identity/tokens';
import type { PersonalisationAnswer } from '../../src/shared/schemas/personalisation';

let alice: { userId: number; token: string };
let bob: { userId: number; token: string };

const personalisation = async (token: string, world = 'de') => data<PersonalisationAnswer>(await post(`v3/personalisations/get?world=${world}`, {}, token));
const choose = (token: string, body: unknown, world = 'de') => post(`v3/personalisations/update?world=${world}`, body, token);

beforeAll(async () => {
  alice = await registerConfirmed('alice@subjects.example', { name: 'Alice' });
  bob = await registerConfirmed('bob@subjects.example', { name: 'Bob' });
});

describe('POST v3/personalisations/get and popup-shown', () => {
  it('a visitor gets no choice and no popup', async () => {
    expect(await personalisation(await publicToken())).toEqual({ result: null, showPopup: false, needActualisation: false });
    expect((await call('v3/personalisations/get', { method: 'POST' })).status).toBe(401);
  });

  it('a new teacher gets the popup once; after popup-shown not again', async () => {
    expect(await personalisation(alice.token)).toEqual({ result: null, showPopup: true, needActualisation: false });
    expect((await post('v3/personalisations/popup-shown', {}, alice.token)).status).toBe(200);
    expect((await personalisation(alice.token)).showPopup).toBe(false);
    // Bob's popup state is his own.
    expect((await personalisation(bob.token)).showPopup).toBe(true);
    expect((await post('v3/personalisations/popup-shown', {}, await publicToken())).status).toBe(403);
  });

  it('never shows the popup to staff, to staff acting as a user, or to a school admin', async () => {
    const staff = await registerConfirmed('staff@subjects.example', { name: 'Staff' });
    await makeStaff(staff.userId);
    expect((await personalisation(staff.token)).showPopup).toBe(false);

    const carol = await registerConfirmed('carol@subjects.example', { name: 'Carol' });
    const acting = newSecretToken();
    await insertTokenStatement(env.DB, { hash: await tokenHash(acting), userId: carol.userId, clientId: 'kreide-web', scope: 'full', platform: 'web', impersonatorId: staff.userId, ttlSeconds: 3600 }, new Date()).run();
    expect((await personalisation(acting)).showPopup).toBe(false);
    // Staff looking as Carol do not use up her popup.
    expect(await data(await post('v3/personalisations/popup-shown', {}, acting))).toEqual({ recorded: false });
    expect((await personalisation(carol.token)).showPopup).toBe(true);

    const dora = await registerConfirmed('dora@subjects.example', { name: 'Dora' });
    const now = new Date().toISOString();
    const school = await env.DB.prepare("INSERT INTO schools (world, name, country, created_at) VALUES ('de', 'Testschule', 'DE', ?) RETURNING id").bind(now).first<{ id: number }>();
    await env.DB.prepare("INSERT INTO school_members (user_id, school_id, role, created_at) VALUES (?, ?, 'master', ?)").bind(dora.userId, school?.id, now).run();
    expect((await personalisation(dora.token)).showPopup).toBe(false);
  });

  it('refuses a query or a non-JSON body', async () => {
    expect((await post('v3/personalisations/get?foo=1', {}, alice.token)).status).toBe(400);
    const text = await call('v3/personalisations/get', { method: 'POST', headers: { authorization: `Bearer ${alice.token}`, 'content-type': 'text/plain' }, body: 'x' });
    expect(text.status).toBe(415);
  });
});

describe('POST v3/personalisations/update (My subjects)', () => {
  it('saves the subjects and school types of the world and answers the fresh state', async () => {
    const answer = await data<PersonalisationAnswer>(await choose(alice.token, { subjectIds: [FIXTURE.subjectDe, FIXTURE.subjectDe], schoolTypes: ['sek1-gym'] }));
    expect(answer.result).toMatchObject({ subjectIds: [FIXTURE.subjectDe], schoolTypes: ['sek1-gym'] });
    expect(answer).toMatchObject({ showPopup: false, needActualisation: false });
    // Bob's choice did not change, and his answer does not show Alice's.
    expect((await personalisation(bob.token)).result).toBeNull();
    // Subjects belong to a world: in fr Alice has chosen none yet, but her school types hold.
    expect((await personalisation(alice.token, 'fr')).result).toMatchObject({ subjectIds: [], schoolTypes: ['sek1-gym'] });
  });

  it('refuses unknown subjects, subjects of another world, unknown school types and bad bodies, changing nothing', async () => {
    const bad = [
      { subjectIds: [FIXTURE.subjectFr], schoolTypes: [] },
      { subjectIds: [999999], schoolTypes: [] },
      { subjectIds: [], schoolTypes: ['hogwarts'] },
      { subjectIds: ['x'], schoolTypes: [] },
      { subjectIds: [FIXTURE.subjectDe] },
      { subjectIds: [FIXTURE.subjectDe], schoolTypes: [], userId: bob.userId },
      { subjectIds: Array.from({ length: 31 }, (_, i) => i + 1), schoolTypes: [] },
    ];
    for (const body of bad) {
      const answer = await choose(alice.token, body);
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { error: { code: string } }).error.code).toMatch(/invalid_body|unknown_subject|unknown_school_type/);
    }
    expect((await personalisation(alice.token)).result).toMatchObject({ subjectIds: [FIXTURE.subjectDe], schoolTypes: ['sek1-gym'] });
    expect((await choose(await publicToken(), { subjectIds: [], schoolTypes: [] })).status).toBe(403);
    expect((await call('v3/personalisations/update', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(401);
  });

  it('asks for a fresh look after a year, and shows the popup once more for it', async () => {
    const old = new Date(Date.now() - 400 * 86_400_000).toISOString();
    const shownBefore = new Date(Date.now() - 500 * 86_400_000).toISOString();
    await env.DB.prepare('UPDATE personalisations SET updated_at = ?, popup_shown_at = ? WHERE user_id = ?').bind(old, shownBefore, alice.userId).run();
    expect(await personalisation(alice.token)).toMatchObject({ showPopup: true, needActualisation: true });
    await post('v3/personalisations/popup-shown', {}, alice.token);
    expect(await personalisation(alice.token)).toMatchObject({ showPopup: false, needActualisation: true });
    await choose(alice.token, { subjectIds: [FIXTURE.subjectDe], schoolTypes: [] });
    expect(await personalisation(alice.token)).toMatchObject({ showPopup: false, needActualisation: false });
  });
});

describe('GET v3/personalisations/materials', () => {
  it("lists live materials of the caller's own subjects, never cached", async () => {
    const answer = await get('v3/personalisations/materials?world=de', alice.token);
    expect(answer.headers.get('cache-control')).toContain('no-store');
    const { items } = await data<{ items: { id: number; subject: { id: number } | null }[] }>(answer);
    expect(items.length).toBeGreaterThan(0);
    expect(items.map((m) => m.id)).toContain(FIXTURE.materialDe.id);
    expect((await data<{ items: unknown[] }>(await get('v3/personalisations/materials?world=de', bob.token))).items).toEqual([]);
    expect((await get('v3/personalisations/materials?world=de', await publicToken())).status).toBe(403);
    expect((await get('v3/personalisations/materials?world=de&limit=5', alice.token)).status).toBe(400);
  });
});
