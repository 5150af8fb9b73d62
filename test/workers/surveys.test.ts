import { beforeEach, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { data, get, post, makeStaff } from './accounts';
import { insertMaterial, quickUser } from './commerce-kit';
import { BROWSER, createEdge, forgetEdgeCaches } from './harness';
import { newSecretToken, tokenHash } from '../../src/origin/domain/identity/tokens';
import type { NpsResults, SurveyLinkView } from '../../src/shared/surveys';

/** Surveys answered from a mailed link (docs/surveys.md). */

beforeEach(forgetEdgeCaches);
const edge = createEdge();
const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();

async function staff(): Promise<{ userId: number; token: string }> {
  const user = await quickUser('Team');
  await makeStaff(user.userId);
  return user;
}

async function sale(buyerId: number, materialId: number, daysAgo: number): Promise<void> {
  await env.DB.prepare("INSERT INTO sales (material_id, buyer_id, price, currency, created_at) VALUES (?, ?, 500, 'EUR', ?)").bind(materialId, buyerId, ago(daysAgo)).run();
}

/** A survey link written straight to D1, as the send would write it. */
async function link(kind: 'nps' | 'rating', userId: number, options: { world?: string; materialId?: number; expiresInDays?: number; usedAt?: string } = {}): Promise<string> {
  const token = newSecretToken();
  await env.DB.prepare('INSERT INTO survey_links (token_hash, kind, user_id, world, material_id, created_at, expires_at, used_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
    .bind(await tokenHash(token), kind, userId, options.world ?? 'de', options.materialId ?? null, new Date().toISOString(), new Date(Date.now() + (options.expiresInDays ?? 30) * DAY).toISOString(), options.usedAt ?? null)
    .run();
  return token;
}

async function linkUsed(token: string): Promise<boolean> {
  const row = await env.DB.prepare('SELECT used_at FROM survey_links WHERE token_hash = ?').bind(await tokenHash(token)).first<{ used_at: string | null }>();
  return row?.used_at !== null && row?.used_at !== undefined;
}

async function answersOf(userId: number): Promise<{ score: number; comment: string }[]> {
  const { results } = await env.DB.prepare('SELECT score, comment FROM nps_answers WHERE user_id = ? ORDER BY id').bind(userId).all<{ score: number; comment: string }>();
  return results;
}

async function lastMailTo(email: string): Promise<{ body_text: string; template: string; list_unsubscribe: string | null } | null> {
  return env.DB.prepare('SELECT body_text, template, list_unsubscribe FROM outbox WHERE to_email = ? ORDER BY id DESC LIMIT 1').bind(email).first();
}

const emailOf = (userId: number) => `kaeufer-${userId}@commerce.example`;
const surveyToken = (body: string) => /[?&]t=([A-Za-z0-9_-]+)/.exec(body)?.[1] ?? '';
const page = (path: string) => edge.request(path, { headers: { 'user-agent': BROWSER } });

describe('NPS link', () => {
  it('answers once: a second POST is a 409 and stores nothing', async () => {
    const buyer = await quickUser();
    const token = await link('nps', buyer.userId);
    expect((await post('v3/surveys/nps/answer', { token, score: 9, comment: 'Sehr hilfreich' })).status).toBe(201);
    const again = await post('v3/surveys/nps/answer', { token, score: 2, comment: 'anders' });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('already_answered');
    expect(await answersOf(buyer.userId)).toEqual([{ score: 9, comment: 'Sehr hilfreich' }]);
  });

  it('a GET of the screen or of the link state never spends it; the POST does', async () => {
    const buyer = await quickUser();
    const token = await link('nps', buyer.userId);
    for (const path of [`/de/umfrage?t=${token}`, `/de/umfrage?t=${token}&score=9`]) {
      const response = await page(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toMatch(/no-store|private/);
      const html = await response.text();
      expect(html).toContain('data-island="NpsSurvey"');
    }
    expect((await data<SurveyLinkView>(await post('v3/surveys/link', { token, kind: 'nps' }))).state).toBe('open');
    expect(await linkUsed(token)).toBe(false);
    expect(await answersOf(buyer.userId)).toEqual([]);

    expect((await post('v3/surveys/nps/answer', { token, score: 10 })).status).toBe(201);
    expect(await linkUsed(token)).toBe(true);
    const after = await page(`/de/umfrage?t=${token}`);
    expect(after.status).toBe(200);
    expect(await after.text()).toContain('data-survey-state="already"');
  });

  it('the link may preselect a score without sending it', async () => {
    const buyer = await quickUser();
    const token = await link('nps', buyer.userId);
    const html = await (await page(`/de/umfrage?t=${token}&score=9`)).text();
    expect(html).toMatch(/<input type="radio" name="score" checked="" value="9"\/>/);
    expect(html.match(/checked=""/g)).toHaveLength(1);
    expect(await answersOf(buyer.userId)).toEqual([]);
  });

  it.each([[11], [-1], ['x'], [9.5], [null]])('a bad score (%s) is a 400 and spends and stores nothing', async (score) => {
    const buyer = await quickUser();
    const token = await link('nps', buyer.userId);
    const response = await post('v3/surveys/nps/answer', { token, score });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBeTruthy();
    expect(await linkUsed(token)).toBe(false);
    expect(await answersOf(buyer.userId)).toEqual([]);
  });

  it('unknown links are a 404, expired ones a 410, on the API and on the screen', async () => {
    const buyer = await quickUser();
    const unknown = newSecretToken();
    const expired = await link('nps', buyer.userId, { expiresInDays: -1 });
    expect((await post('v3/surveys/nps/answer', { token: unknown, score: 5 })).status).toBe(404);
    expect((await post('v3/surveys/nps/answer', { token: expired, score: 5 })).status).toBe(410);
    expect((await page(`/de/umfrage?t=${unknown}`)).status).toBe(404);
    const gone = await page(`/de/umfrage?t=${expired}`);
    expect(gone.status).toBe(410);
    expect(gone.headers.get('x-robots-tag')).toBe('noindex');
    expect(await answersOf(buyer.userId)).toEqual([]);
  });

  it('a rating link cannot answer the NPS question, nor the other way round', async () => {
    const buyer = await quickUser();
    const material = await insertMaterial();
    await sale(buyer.userId, material.id, 20);
    const ratingToken = await link('rating', buyer.userId, { materialId: material.id });
    const npsToken = await link('nps', buyer.userId);
    expect((await post('v3/surveys/nps/answer', { token: ratingToken, score: 5 })).status).toBe(404);
    expect((await post('v3/surveys/rating/answer', { token: npsToken, stars: 5 })).status).toBe(404);
  });
});

describe('staff send of the NPS mail', () => {
  it('mails buyers of N days ago through the outbox, not the unsubscribed, not twice within 90 days', async () => {
    const team = await staff();
    const material = await insertMaterial();
    const buyer = await quickUser();
    const recent = await quickUser();
    const unsubscribed = await quickUser();
    await sale(buyer.userId, material.id, 20);
    await sale(recent.userId, material.id, 1);
    await sale(unsubscribed.userId, material.id, 20);
    await env.DB.prepare("INSERT INTO notification_preferences (user_id, topic, email) VALUES (?, 'recommendations', 0)").bind(unsubscribed.userId).run();

    const sent = await post('v3/staff/surveys/send?world=de', { kind: 'nps', days: 14, limit: 200 }, team.token);
    expect(sent.status).toBe(200);
    const mail = await lastMailTo(emailOf(buyer.userId));
    expect(mail?.template).toBe('nps');
    expect(mail?.body_text).toMatch(/\/de\/umfrage\?t=[A-Za-z0-9_-]{40,}/);
    expect(mail?.list_unsubscribe).toMatch(/^<https?:\/\/.+\/de\/abmelden\//);
    expect(await lastMailTo(emailOf(recent.userId))).toBeNull();
    expect(await lastMailTo(emailOf(unsubscribed.userId))).toBeNull();

    // The mailed link works, and only its hash is stored.
    const token = surveyToken(mail?.body_text ?? '');
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM survey_links WHERE token_hash = ?').bind(token).first('n')).toBe(0);
    expect((await post('v3/surveys/nps/answer', { token, score: 8 })).status).toBe(201);

    const before = await env.DB.prepare('SELECT COUNT(*) AS n FROM outbox WHERE to_email = ?').bind(emailOf(buyer.userId)).first<number>('n');
    await post('v3/staff/surveys/send?world=de', { kind: 'nps', days: 14, limit: 200 }, team.token);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM outbox WHERE to_email = ?').bind(emailOf(buyer.userId)).first<number>('n')).toBe(before);
  });

  it('a bad send request is a 400 and sends nothing', async () => {
    const team = await staff();
    const before = await env.DB.prepare('SELECT COUNT(*) AS n FROM outbox').first<number>('n');
    for (const body of [{ kind: 'poll' }, { kind: 'nps', days: -1 }, { kind: 'nps', limit: 100000 }, { kind: 'nps', world: 'xx' }]) {
      expect((await post('v3/staff/surveys/send', body, team.token)).status).toBe(400);
    }
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM outbox').first<number>('n')).toBe(before);
  });
});

describe('rating e-mail landing', () => {
  it('the mailed link rates the link\'s material for its buyer only, once', async () => {
    const team = await staff();
    const material = await insertMaterial({ title: 'Bruchrechnen Stationen' });
    const other = await insertMaterial();
    const buyer = await quickUser();
    const bystander = await quickUser();
    await sale(buyer.userId, material.id, 10);
    await sale(buyer.userId, other.id, 1);

    expect((await post('v3/staff/surveys/send?world=de', { kind: 'rating', days: 7 }, team.token)).status).toBe(200);
    const mail = await lastMailTo(emailOf(buyer.userId));
    expect(mail?.template).toBe('rating_request');
    expect(mail?.body_text).toContain('Bruchrechnen Stationen');
    const token = surveyToken(mail?.body_text ?? '');

    // The screen shows the material and spends nothing.
    const screen = await page(`/de/bewertung-email?t=${token}`);
    expect(screen.status).toBe(200);
    const html = await screen.text();
    expect(html).toContain('Bruchrechnen Stationen');
    expect(html).toContain('data-island="RatingByMail"');
    expect(await linkUsed(token)).toBe(false);

    // A session of somebody else changes nothing: the link names the buyer.
    const answer = await post('v3/surveys/rating/answer', { token, stars: 4, text: 'Hat gut geklappt' }, bystander.token);
    expect(answer.status).toBe(201);
    const ratings = await env.DB.prepare('SELECT material_id, user_id, stars, body FROM ratings WHERE user_id IN (?, ?)').bind(buyer.userId, bystander.userId).all();
    expect(ratings.results).toEqual([{ material_id: material.id, user_id: buyer.userId, stars: 4, body: 'Hat gut geklappt' }]);
    expect(await env.DB.prepare('SELECT rating_count, rating_sum FROM materials WHERE id = ?').bind(material.id).first()).toEqual({ rating_count: 1, rating_sum: 4 });

    expect((await post('v3/surveys/rating/answer', { token, stars: 1 })).status).toBe(409);
    expect(await env.DB.prepare('SELECT stars FROM ratings WHERE material_id = ? AND user_id = ?').bind(material.id, buyer.userId).first('stars')).toBe(4);
    expect(await (await page(`/de/bewertung-email?t=${token}`)).text()).toContain('data-survey-state="already"');
  });

  it('edits the buyer\'s earlier rating (one per buyer and material)', async () => {
    const material = await insertMaterial();
    const buyer = await quickUser();
    await sale(buyer.userId, material.id, 10);
    expect((await post(`v3/materials/${material.id}/feedback`, { stars: 2, text: 'erst' }, buyer.token)).status).toBe(201);
    const token = await link('rating', buyer.userId, { materialId: material.id });
    expect((await post('v3/surveys/rating/answer', { token, stars: 5, text: 'doch gut' })).status).toBe(201);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n, MAX(stars) AS stars FROM ratings WHERE material_id = ? AND user_id = ?').bind(material.id, buyer.userId).first()).toEqual({ n: 1, stars: 5 });
    expect(await env.DB.prepare('SELECT rating_count, rating_sum FROM materials WHERE id = ?').bind(material.id).first()).toEqual({ rating_count: 1, rating_sum: 5 });
  });

  it('bad stars are a 400; a link of somebody who did not buy is refused; a gone material is a 410', async () => {
    const material = await insertMaterial();
    const buyer = await quickUser();
    await sale(buyer.userId, material.id, 10);
    const token = await link('rating', buyer.userId, { materialId: material.id });
    for (const stars of [0, 6, 'x', 2.5]) expect((await post('v3/surveys/rating/answer', { token, stars })).status).toBe(400);
    expect(await linkUsed(token)).toBe(false);

    const stranger = await quickUser();
    const notBought = await link('rating', stranger.userId, { materialId: material.id });
    expect((await post('v3/surveys/rating/answer', { token: notBought, stars: 5 })).status).toBe(403);
    expect(await linkUsed(notBought)).toBe(false);

    await env.DB.prepare('UPDATE materials SET is_active = 0 WHERE id = ?').bind(material.id).run();
    expect((await post('v3/surveys/rating/answer', { token, stars: 5 })).status).toBe(410);
    expect((await page(`/de/bewertung-email?t=${token}`)).status).toBe(410);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM ratings WHERE material_id = ?').bind(material.id).first('n')).toBe(0);
  });
});

describe('staff results', () => {
  it('compute the NPS, distribution, response rate and comments from the stored answers, by world', async () => {
    const team = await staff();
    // The answers of the other tests of this file would count too.
    await env.DB.batch([env.DB.prepare('DELETE FROM nps_answers'), env.DB.prepare("DELETE FROM survey_links WHERE kind = 'nps'")]);
    const scores = [10, 10, 9, 8, 7, 6, 0];
    const de = await quickUser();
    for (const [i, score] of scores.entries()) {
      const token = await link('nps', de.userId, { world: 'de' });
      expect((await post('v3/surveys/nps/answer', { token, score, comment: i === 0 ? 'Großartig' : '' })).status).toBe(201);
    }
    await link('nps', de.userId, { world: 'de' }); // sent, not answered
    const fr = await quickUser();
    const frToken = await link('nps', fr.userId, { world: 'fr' });
    await post('v3/surveys/nps/answer', { token: frToken, score: 0, comment: 'Bof' });

    const response = await get('v3/staff/surveys/results?world=de&filter_world=de&days=30', team.token);
    expect(response.status).toBe(200);
    const results = await data<NpsResults>(response);
    // 3 promoters, 2 passives, 2 detractors of 7: (3 − 2) / 7 = 14 %.
    expect(results).toMatchObject({ score: 14, count: 7, promoters: 3, passives: 2, detractors: 2, sent: 8, responseRate: 88 });
    expect(results.distribution).toEqual([1, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2]);
    expect(results.comments.map((c) => c.comment)).toEqual(['Großartig']);

    const all = await data<NpsResults>(await get('v3/staff/surveys/results?world=de&days=30', team.token));
    expect(all.count).toBeGreaterThanOrEqual(8);
    expect(all.comments.map((c) => c.comment)).toContain('Bof');
    expect((await get('v3/staff/surveys/results?world=de&days=7', team.token)).status).toBe(400);
  });

  it('staff calls and the staff screen are a 404 for teachers and visitors', async () => {
    const teacher = await quickUser();
    for (const token of [undefined, teacher.token]) {
      expect((await get('v3/staff/surveys/results?world=de', token)).status).toBe(404);
      expect((await post('v3/staff/surveys/send?world=de', { kind: 'nps' }, token)).status).toBe(404);
    }
    expect((await page('/staff/surveys')).status).toBe(404);
    const team = await staff();
    const screen = await edge.request('/staff/surveys', { headers: { 'user-agent': BROWSER, cookie: `kreide_session=${team.token}` } });
    expect(screen.status).toBe(200);
    expect(screen.headers.get('x-robots-tag')).toBe('noindex');
    expect(screen.headers.get('cache-control')).toMatch(/no-store|private/);
    expect(await screen.text()).toContain('data-island="StaffSurveys"');
  });
});


