import { describe, expect, it } from 'vitest';
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import origin from '../../src/origin/index';
import { FIXTURE } from './fixtures';

async function call(path: string, init?: RequestInit): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await origin.fetch(new Request(`https://origin.test/api/${path}`, init), env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

async function expectError(response: Response, status: number, code?: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toContain('application/json');
  const body = (await response.json()) as { error: { code: string; message: string } };
  expect(typeof body.error.message).toBe('string');
  if (code) expect(body.error.code).toBe(code);
}

const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('catalogue calls', () => {
  it('v1/filters counts the live materials of the world', async () => {
    const response = await call('v1/filters?world=de');
    const body = (await response.json()) as { data: { items: { key: string; options: { id: string; count: number }[] }[] } };
    expect(body.data.items.map((f) => f.key)).toEqual(['class_grade', 'learning_years', 'material_type', 'subject']);
    const subject = body.data.items.find((f) => f.key === 'subject')?.options.find((o) => o.id === String(FIXTURE.subjectDe));
    expect(subject?.count).toBe(3);
  });

  it('v3/mega-menu/get-subjects lists school types with grades and subjects with doc counts', async () => {
    const body = (await (await call('v3/mega-menu/get-subjects?world=de')).json()) as {
      data: { school_type: string; school_name: string; grades: number[]; subjects: { id: number; doc_count: number; material_category: string }[] }[];
    };
    const gym = body.data.find((e) => e.school_type === 'sek1-gym');
    expect(gym?.school_name).toBeTruthy();
    expect(gym?.subjects.find((s) => s.id === FIXTURE.subjectDe)).toMatchObject({ doc_count: 3, material_category: 'sciences' });
  });

  it('rejects bad input with a 4xx JSON error', async () => {
    await expectError(await call('v1/filters?world=zz'), 400, 'unknown_world');
    await expectError(await call('v1/filters?world=de&extra=1'), 400, 'invalid_query');
    await expectError(await call('v3/search?world=de&page=-1'), 400);
    await expectError(await call('v3/search?world=de&limit=100000'), 400);
    await expectError(await call(`v3/search?world=de&q=${'x'.repeat(10_000)}`), 400);
    await expectError(await call('v3/materials/abc'), 400);
    await expectError(await call('v3/materials/999999'), 404, 'not_found');
    await expectError(await call('v3/settings/variant/not-a-key'), 400);
    await expectError(await call('v3/settings/variant/NOPE'), 404);
    await expectError(await call('v3/nothing'), 404);
  });

  it('searches with diacritics folded and prefixes', async () => {
    for (const q of ['Übungen', 'ubungen', 'Bruch']) {
      const body = (await (await call(`v3/search?world=de&q=${encodeURIComponent(q)}`)).json()) as { data: { items: { id: number }[]; total: number } };
      expect(body.data.items.map((m) => m.id), q).toContain(FIXTURE.materialDe.id);
    }
    const quotes = await call(`v3/search?world=de&q=${encodeURIComponent('"AND OR NEAR( title:*')}`);
    expect(quotes.status).toBe(200);
  });

  it('draws watermarked previews with the height capped at 500', async () => {
    const response = await call(`v3/materials/${FIXTURE.materialDe.id}/preview/1.svg?watermark=1&h=900`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    const svg = await response.text();
    expect(svg).toContain('height="500"');
    expect(svg).toContain('Kreide');
  });
});

describe('location, settings and events', () => {
  it('set-country validates its body and answers the currency', async () => {
    const ok = await call('v3/location/set-country?world=de', json({ code: 'pl', name: 'Polska', expires_in: 3600 }));
    expect(await ok.json()).toMatchObject({ data: { code: 'PL', currencyCode: 'PLN' } });
    await expectError(await call('v3/location/set-country', json({ code: 'POL', name: 'x', expires_in: 1 })), 400, 'invalid_body');
    await expectError(await call('v3/location/set-country', json({ code: 'PL', name: 'x', expires_in: 1, extra: true })), 400);
    await expectError(await call('v3/location/set-country', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' }), 400, 'invalid_json');
    await expectError(await call('v3/location/set-country', { method: 'POST', body: 'code=PL' }), 415);
  });

  it('events/track stores events and answers a track_sid; bad input changes nothing', async () => {
    const before = await env.DB.prepare('SELECT COUNT(*) AS n FROM events').first<{ n: number }>();
    const response = await call('v3/events/track?world=fr', json({ events: [{ name: 'page_view' }, { name: 'add_to_cart', value: 450 }] }));
    const body = (await response.json()) as { data: { track_sid: string; accepted: number } };
    expect(body.data.accepted).toBe(2);
    expect(body.data.track_sid).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    await expectError(await call('v3/events/track', json({ events: [{ name: 'x', value: 4.5 }] })), 400);
    await expectError(await call('v3/events/track', json({ events: [] })), 400);
    const after = await env.DB.prepare('SELECT COUNT(*) AS n FROM events').first<{ n: number }>();
    expect((after?.n ?? 0) - (before?.n ?? 0)).toBe(2);
  });

  it('does not track prerender or UI-test agents', async () => {
    const response = await call('v3/events/track', { ...json({ events: [{ name: 'page_view' }] }), headers: { 'content-type': 'application/json', 'user-agent': 'kreide-ui-test' } });
    expect(((await response.json()) as { data: { accepted: number } }).data.accepted).toBe(0);
  });

  it('answers the A/B test definition', async () => {
    const body = (await (await call('v3/settings/variant/AF')).json()) as { data: { activeVariants: string[]; defaultVariant: string } };
    expect(body.data.activeVariants).toEqual(['C']);
    expect(body.data.defaultVariant).toBe('A');
  });
});
