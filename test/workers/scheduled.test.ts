import { afterEach, describe, expect, it, vi } from 'vitest';
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import origin from '../../src/origin/index';
import { CREDIT_NOTES_CRON, SCHEDULED_JOBS, SEARCH_TERMS_CRON, STALE_UPLOADS_CRON, TIMED_SALES_CRON } from '../../src/origin/scheduled';
import type { SearchResponse } from '../../src/shared/schemas/search';
import { FIXTURE } from './fixtures';

async function search(q: string): Promise<number[]> {
  const ctx = createExecutionContext();
  const response = await origin.fetch(new Request(`https://origin.test/api/v3/search?world=de&q=${encodeURIComponent(q)}`), env, ctx);
  await waitOnExecutionContext(ctx);
  expect(response.status, q).toBe(200);
  return ((await response.json()) as { data: SearchResponse }).data.items.map((m) => m.id);
}

/** Runs the origin's scheduled handler as the runtime would for this cron. */
async function scheduled(cron: string): Promise<void> {
  const controller = createScheduledController({ cron, scheduledTime: new Date('2026-11-22T03:17:00Z') });
  const ctx = createExecutionContext();
  await origin.scheduled(controller, env, ctx);
  await waitOnExecutionContext(ctx);
}

async function insertMaterial(id: number, title: string): Promise<void> {
  await env.DB.prepare(
    `INSERT INTO materials (id, world, author_id, slug, title, description, language, school_type, subject_id, material_type,
       grade_from, grade_to, price, currency, popularity, created_at)
     VALUES (?, 'de', ?, ?, ?, 'Ein Lesetext.', 'de', 'grundschule', ?, 'worksheet', 2, 3, 200, 'EUR', 5, ?)`,
  )
    .bind(id, FIXTURE.authorDe.id, `scheduled-${id}`, title, FIXTURE.subjectDe, new Date().toISOString())
    .run();
}

async function hasTerm(term: string): Promise<boolean> {
  return (await env.DB.prepare('SELECT 1 FROM search_terms WHERE term = ?').bind(term).first()) !== null;
}

const termCount = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM search_terms').first<{ n: number }>())?.n ?? 0;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('origin scheduled handler', () => {
  it('maps the wrangler crons to the search_terms refresh, the stale upload clean-up, the monthly credit notes and the timed sales', () => {
    expect(SEARCH_TERMS_CRON).toBe('17 3 * * *');
    expect(STALE_UPLOADS_CRON).toBe('41 * * * *');
    expect(CREDIT_NOTES_CRON).toBe('7 4 1 * *');
    expect(TIMED_SALES_CRON).toBe('*/10 * * * *');
    expect(Object.keys(SCHEDULED_JOBS)).toEqual([SEARCH_TERMS_CRON, STALE_UPLOADS_CRON, CREDIT_NOTES_CRON, TIMED_SALES_CRON]);
  });

  it('refreshes search_terms on its cron, so prefix search finds brand-new words', async () => {
    const log = vi.spyOn(console, 'log');
    // A new word whose prefix the list does not know yet: the FTS5 prefix query still finds it.
    await insertMaterial(8301, 'Quokkainsel Lesetext');
    expect(await hasTerm('quokkainsel')).toBe(false);
    expect(await search('quokka')).toEqual([8301]);

    await scheduled(SEARCH_TERMS_CRON);
    expect(await hasTerm('quokkainsel')).toBe(true);
    const terms = await termCount();
    expect(log).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`^search_terms refreshed: ${terms} terms in \\d+ ms$`)));

    // Now the list knows "quokka…" with another word: a second new word is found by its whole
    // form, but not by its prefix, until the next refresh.
    await insertMaterial(8302, 'Quokkafamilie Arbeitsblatt');
    expect(await hasTerm('quokkafamilie')).toBe(false);
    expect(await search('quokkafamilie')).toEqual([8302]);
    expect(await search('quokka')).toEqual([8301]);

    await scheduled(SEARCH_TERMS_CRON);
    expect(await hasTerm('quokkafamilie')).toBe(true);
    expect(log).toHaveBeenLastCalledWith(expect.stringMatching(new RegExp(`^search_terms refreshed: ${await termCount()} terms in \\d+ ms$`)));
    expect(new Set(await search('quokka'))).toEqual(new Set([8301, 8302]));
    expect(await search('quok')).toHaveLength(2);
  });

  it('writes the search stems of materials that have none on the ten-minute cron, so their word forms are found', async () => {
    const log = vi.spyOn(console, 'log');
    // Rows from before migration 0017 (here: written without stems) are found as typed only.
    await insertMaterial(8311, 'Bruchrechnen Zebuherde');
    expect(await search('Zebuherde')).toEqual([8311]);
    expect(await search('Brüche Zebuherde')).toEqual([]);

    await scheduled(TIMED_SALES_CRON);
    const row = await env.DB.prepare('SELECT stems_title, stems_body FROM materials WHERE id = 8311').first<{ stems_title: string; stems_body: string }>();
    expect(row).toEqual({ stems_title: 'bruchrechn zebuherd', stems_body: 'lesetext' });
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM materials WHERE stems_title IS NULL').first<{ n: number }>()).toEqual({ n: 0 });
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/^search stems written: \d+ materials$/));
    expect(await search('Brüche Zebuherde')).toEqual([8311]);
    expect(await search('Bruchrechnung Zebuherden')).toEqual([8311]);
  });

  it('does nothing for an unknown cron, without throwing', async () => {
    const log = vi.spyOn(console, 'log');
    await insertMaterial(8303, 'Wombatbau Steckbrief');
    const before = await termCount();
    await expect(scheduled('0 0 * * *')).resolves.toBeUndefined();
    expect(await hasTerm('wombatbau')).toBe(false);
    expect(await termCount()).toBe(before);
    expect(log).toHaveBeenCalledWith('scheduled: no job for cron "0 0 * * *", nothing to do');
  });
});
