import { describe, expect, it } from 'vitest';
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import origin from '../../src/origin/index';
import type { OriginEnv } from '../../src/origin/env';
import { call, data, get, post } from './accounts';
import { cartCall, checkout, checkoutResult, insertMaterial, newKey, payDemo, quickUser } from './commerce-kit';
import { AI_DAILY_LIMITS, type AiDocumentSummary, type AiDocumentView, type AiQuizMaterial, type AiUsage } from '../../src/shared/ai-tools';
import type { InteractiveDraftView } from '../../src/shared/interactive';

/** AI tools: who may generate what, daily limits, private documents, refused outputs (docs/ai-tools.md). */

type User = { userId: number; token: string };

const TEXT =
  'Die Photosynthese findet in den Blättern der Pflanzen statt. Dabei wandeln die Pflanzen Licht in chemische Energie um. ' +
  'Für die Photosynthese brauchen Pflanzen Wasser, Kohlendioxid und Licht. Das Chlorophyll färbt die Blätter grün und fängt das Licht ein. ' +
  'Bei der Photosynthese entsteht Sauerstoff, den Menschen und Tiere atmen. Ohne Photosynthese gäbe es kein Leben auf der Erde.';

async function seller(): Promise<User> {
  const user = await quickUser('Autorin KI');
  await env.DB.prepare('UPDATE users SET is_seller = 1 WHERE id = ?').bind(user.userId).run();
  return user;
}

async function materialWithText(authorId: number, price = 500): Promise<number> {
  const { id, fileId } = await insertMaterial({ authorId, price, title: 'Photosynthese verstehen' });
  await env.DB.prepare('INSERT INTO material_file_texts (file_id, material_id, text) VALUES (?, ?, ?)').bind(fileId, id, TEXT).run();
  return id;
}

async function buy(token: string, materialId: number): Promise<void> {
  expect((await cartCall('v1/cart/add', { token, body: { materialId } })).status).toBe(200);
  const started = await checkoutResult(await checkout(token, { idempotencyKey: newKey(), paymentMethod: 'demo', withdrawalConsent: true }));
  expect((await payDemo(token, started.order.id)).status).toBe('paid');
}

function put(path: string, body: unknown, token?: string): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  return call(path, { method: 'PUT', headers, body: JSON.stringify(body) });
}

async function errorOf(response: Response): Promise<{ status: number; code: string; details?: unknown }> {
  const body = (await response.json()) as { error: { code: string; details?: unknown } };
  return { status: response.status, code: body.error.code, details: body.error.details };
}

/** Fills the user's quota of a kind for today straight in D1. */
async function useUp(userId: number, kind: 'description' | 'quiz' | 'worksheet'): Promise<void> {
  const now = new Date().toISOString();
  const insert = env.DB.prepare(
    `INSERT INTO ai_generations (user_id, world, kind, inputs_json, provider, model, cost_neurons, created_at) VALUES (?, 'de', ?, '{}', 'local', 'extractive-v1', 0, ?)`,
  );
  await env.DB.batch(Array.from({ length: AI_DAILY_LIMITS[kind] }, () => insert.bind(userId, kind, now)));
}

const generations = async (userId: number) =>
  (await env.DB.prepare('SELECT COUNT(*) AS n FROM ai_generations WHERE user_id = ?').bind(userId).first<{ n: number }>())?.n ?? 0;

const WORKSHEET = { topic: 'Photosynthese', grade: 6, subject: 'Biologie' };

describe('who may use the AI tools', () => {
  it('anonymous visitors get none (401)', async () => {
    expect((await get('v3/ai/usage?world=de')).status).toBe(401);
    expect((await post('v3/ai/description?world=de', { materialId: 1 })).status).toBe(401);
    expect((await post('v3/ai/quiz?world=de', { materialId: 1 })).status).toBe(401);
    expect((await post('v3/ai/documents?world=de', WORKSHEET)).status).toBe(401);
    expect((await get('v3/ai/documents?world=de')).status).toBe(401);
  });

  it('only the seller of a material drafts its description, and nothing is saved', async () => {
    const author = await seller();
    const materialId = await materialWithText(author.userId);
    const response = await post('v3/ai/description?world=de', { materialId }, author.token);
    expect(response.status).toBe(200);
    const draft = await data<{ text: string; provider: string; usage: AiUsage }>(response);
    expect(draft.provider).toBe('local');
    expect(draft.text).toContain('Photosynthese');
    expect(draft.usage).toEqual({ kind: 'description', limit: AI_DAILY_LIMITS.description, used: 1, remaining: AI_DAILY_LIMITS.description - 1 });
    // The material keeps its description until the author saves one.
    const row = await env.DB.prepare('SELECT description FROM materials WHERE id = ?').bind(materialId).first<{ description: string }>();
    expect(row?.description).toBe('Beschreibung');
    // The generation is stored for the operator with its inputs, provider and cost.
    const stored = await env.DB.prepare('SELECT kind, inputs_json, provider, model, cost_neurons FROM ai_generations WHERE user_id = ?').bind(author.userId).first();
    expect(stored).toEqual({ kind: 'description', inputs_json: JSON.stringify({ materialId }), provider: 'local', model: 'extractive-v1', cost_neurons: 0 });

    // Another seller, a buyer and a plain user get the same 404 as for a material that does not exist.
    const other = await seller();
    const buyer = await quickUser();
    await buy(buyer.token, materialId);
    for (const user of [other, buyer]) {
      expect(await errorOf(await post('v3/ai/description?world=de', { materialId }, user.token))).toMatchObject({ status: 404, code: 'not_found' });
      expect(await generations(user.userId)).toBe(0);
    }
    expect((await post('v3/ai/description?world=de', { materialId: 99_999_999 }, author.token)).status).toBe(404);
    expect((await post('v3/ai/description?world=de', { materialId: 'x' }, author.token)).status).toBe(400);
  });
});

describe('quiz from a material', () => {
  it('a buyer makes a quiz that becomes her interactive draft; others may not', async () => {
    const author = await seller();
    const materialId = await materialWithText(author.userId);
    const teacher = await quickUser('Lehrerin KI');
    expect(await errorOf(await post('v3/ai/quiz?world=de', { materialId }, teacher.token))).toMatchObject({ status: 403, code: 'no_right_to_use' });
    await buy(teacher.token, materialId);
    const listed = await data<{ items: AiQuizMaterial[] }>(await get('v3/ai/quiz-materials?world=de', teacher.token));
    expect(listed.items).toContainEqual({ id: materialId, title: 'Photosynthese verstehen', own: false, hasText: true });

    const response = await post('v3/ai/quiz?world=de', { materialId, questions: 6 }, teacher.token);
    expect(response.status).toBe(201);
    const made = await data<{ interactiveId: number; questionCount: number; provider: string; usage: AiUsage }>(response);
    expect(made).toMatchObject({ provider: 'local', questionCount: 6, usage: { kind: 'quiz', used: 1, remaining: AI_DAILY_LIMITS.quiz - 1 } });
    const draft = await data<InteractiveDraftView>(await get(`v3/interactives/${made.interactiveId}/draft?world=de`, teacher.token));
    expect(draft.state).toBe('draft');
    expect(draft.content.questions).toHaveLength(6);
    expect(draft.content.title).toBe('Quiz: Photosynthese verstehen');
    // The draft is the teacher's alone, and the publish check takes it as it is.
    expect((await get(`v3/interactives/${made.interactiveId}/draft?world=de`, author.token)).status).toBe(404);
    expect((await post(`v3/interactives/${made.interactiveId}/publish?world=de`, {}, teacher.token)).status).toBe(200);
    const stored = await env.DB.prepare('SELECT inputs_json FROM ai_generations WHERE user_id = ? AND kind = ?').bind(teacher.userId, 'quiz').first<{ inputs_json: string }>();
    expect(JSON.parse(stored?.inputs_json ?? '{}')).toEqual({ materialId, questions: 6, interactiveId: made.interactiveId });

    // The author makes one from her own material, bought or not.
    expect((await post('v3/ai/quiz?world=de', { materialId }, author.token)).status).toBe(201);
    expect((await post('v3/ai/quiz?world=de', { materialId: 99_999_999 }, teacher.token)).status).toBe(404);
  });

  it('an unpublished material of someone else does not exist', async () => {
    const author = await seller();
    const materialId = await materialWithText(author.userId);
    await env.DB.prepare("UPDATE materials SET state = 'draft' WHERE id = ?").bind(materialId).run();
    const teacher = await quickUser();
    expect(await errorOf(await post('v3/ai/quiz?world=de', { materialId }, teacher.token))).toMatchObject({ status: 404, code: 'not_found' });
  });
});

describe('daily limits', () => {
  it('a reached limit is a 429 with remaining 0, and nothing is made', async () => {
    const author = await seller();
    const materialId = await materialWithText(author.userId);
    await useUp(author.userId, 'quiz');
    const refused = await errorOf(await post('v3/ai/quiz?world=de', { materialId }, author.token));
    expect(refused).toMatchObject({ status: 429, code: 'ai_limit_reached', details: { usage: { kind: 'quiz', remaining: 0 } } });
    const interactives = await env.DB.prepare('SELECT COUNT(*) AS n FROM interactives WHERE owner_id = ?').bind(author.userId).first<{ n: number }>();
    expect(interactives?.n).toBe(0);
    // Other kinds are counted apart.
    const usage = await data<{ provider: string; usage: AiUsage[] }>(await get('v3/ai/usage?world=de', author.token));
    expect(usage.provider).toBe('local');
    expect(usage.usage.find((u) => u.kind === 'quiz')).toMatchObject({ remaining: 0 });
    expect(usage.usage.find((u) => u.kind === 'worksheet')).toMatchObject({ used: 0, remaining: AI_DAILY_LIMITS.worksheet });

    await useUp(author.userId, 'worksheet');
    expect(await errorOf(await post('v3/ai/documents?world=de', WORKSHEET, author.token))).toMatchObject({ status: 429, details: { usage: { remaining: 0 } } });
    const documents = await data<{ items: AiDocumentSummary[] }>(await get('v3/ai/documents?world=de', author.token));
    expect(documents.items).toEqual([]);
  });

  it("yesterday's generations do not count", async () => {
    const user = await quickUser();
    const yesterday = new Date(Date.now() - 86_400_000 * 1.5).toISOString();
    const insert = env.DB.prepare(`INSERT INTO ai_generations (user_id, world, kind, inputs_json, provider, model, created_at) VALUES (?, 'de', 'worksheet', '{}', 'local', 'x', ?)`);
    await env.DB.batch(Array.from({ length: AI_DAILY_LIMITS.worksheet }, () => insert.bind(user.userId, yesterday)));
    expect((await post('v3/ai/documents?world=de', WORKSHEET, user.token)).status).toBe(201);
  });
});

describe('documents', () => {
  it('are generated, edited, saved and exported by their owner only', async () => {
    const owner = await quickUser('Lehrerin Blatt');
    const created = await post('v3/ai/documents?world=de', WORKSHEET, owner.token);
    expect(created.status).toBe(201);
    const { document, usage } = await data<{ document: AiDocumentView; usage: AiUsage }>(created);
    expect(usage.remaining).toBe(AI_DAILY_LIMITS.worksheet - 1);
    expect(document).toMatchObject({ topic: 'Photosynthese', grade: 6, subject: 'Biologie', provider: 'local', world: 'de' });
    expect(document.content.sections.length).toBeGreaterThanOrEqual(3);

    const edited = { title: 'Photosynthese – mein Blatt', sections: [{ heading: 'Aufgabe 1', body: 'Zähle die Blätter im Schulgarten.' }] };
    const saved = await put(`v3/ai/documents/${document.id}?world=de`, { content: edited }, owner.token);
    expect(saved.status).toBe(200);
    expect((await data<{ document: AiDocumentView }>(saved)).document.content).toEqual(edited);
    expect((await data<{ items: AiDocumentSummary[] }>(await get('v3/ai/documents?world=de', owner.token))).items.map((d) => d.title)).toEqual(['Photosynthese – mein Blatt']);

    const pdf = await get(`v3/ai/documents/${document.id}/pdf?world=de`, owner.token);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('cache-control')).toBe('private, no-store');
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');

    // Another user: every call is a 404, and nothing changes.
    const other = await quickUser();
    expect((await get(`v3/ai/documents/${document.id}?world=de`, other.token)).status).toBe(404);
    expect((await put(`v3/ai/documents/${document.id}?world=de`, { content: { title: 'x', sections: [{ heading: 'h', body: '' }] } }, other.token)).status).toBe(404);
    expect((await get(`v3/ai/documents/${document.id}/pdf?world=de`, other.token)).status).toBe(404);
    expect((await call(`v3/ai/documents/${document.id}?world=de`, { method: 'DELETE', headers: { authorization: `Bearer ${other.token}` } })).status).toBe(404);
    expect((await data<{ items: AiDocumentSummary[] }>(await get('v3/ai/documents?world=de', other.token))).items).toEqual([]);
    expect((await data<{ document: AiDocumentView }>(await get(`v3/ai/documents/${document.id}?world=de`, owner.token))).document.content).toEqual(edited);

    // A bad edit is a 400 and changes nothing.
    expect((await put(`v3/ai/documents/${document.id}?world=de`, { content: { title: '', sections: [] } }, owner.token)).status).toBe(400);
    expect((await call(`v3/ai/documents/${document.id}?world=de`, { method: 'DELETE', headers: { authorization: `Bearer ${owner.token}` } })).status).toBe(200);
    expect((await get(`v3/ai/documents/${document.id}?world=de`, owner.token)).status).toBe(404);
  });

  it('refuses bad generation inputs with a 400', async () => {
    const user = await quickUser();
    expect((await post('v3/ai/documents?world=de', { ...WORKSHEET, grade: 14 }, user.token)).status).toBe(400);
    expect((await post('v3/ai/documents?world=de', { ...WORKSHEET, topic: '' }, user.token)).status).toBe(400);
    expect(await generations(user.userId)).toBe(0);
  });
});

describe('a provider answering garbage', () => {
  /** The origin with Workers AI chosen and a fake binding answering `answer`. */
  async function withModel(answer: unknown, path: string, body: unknown, token: string): Promise<Response> {
    const fake: OriginEnv = { ...(env as unknown as OriginEnv), AI_PROVIDER: 'workers-ai', AI: { run: async () => answer } };
    const ctx = createExecutionContext();
    const response = await origin.fetch(
      new Request(`https://origin.test/api/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) }),
      fake,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    return response;
  }

  it('gets a 422 ai_output_invalid and nothing is saved', async () => {
    const author = await seller();
    const materialId = await materialWithText(author.userId);
    for (const answer of [{ response: 'Sure! Here is your quiz.' }, { response: '{"title":"x","questions":[{"type":"single","prompt":"p","options":["a"],"correct":[5]}]}' }, 'nonsense']) {
      expect(await errorOf(await withModel(answer, 'v3/ai/quiz?world=de', { materialId }, author.token))).toMatchObject({ status: 422, code: 'ai_output_invalid' });
    }
    expect(await errorOf(await withModel({ response: { sections: 'none' } }, 'v3/ai/documents?world=de', WORKSHEET, author.token))).toMatchObject({ status: 422, code: 'ai_output_invalid' });
    expect(await errorOf(await withModel({ response: '' }, 'v3/ai/description?world=de', { materialId }, author.token))).toMatchObject({ status: 422, code: 'ai_output_invalid' });
    expect(await generations(author.userId)).toBe(0);
    const interactives = await env.DB.prepare('SELECT COUNT(*) AS n FROM interactives WHERE owner_id = ?').bind(author.userId).first<{ n: number }>();
    expect(interactives?.n).toBe(0);
  });

  it('a good model answer is stored with the model and its cost in neurons', async () => {
    const author = await seller();
    const answer = {
      response: JSON.stringify({ title: 'Photosynthese', sections: [{ heading: 'Was weißt du?', body: '1. ____' }] }),
      usage: { prompt_tokens: 200, completion_tokens: 1000 },
    };
    expect((await withModel(answer, 'v3/ai/documents?world=de', WORKSHEET, author.token)).status).toBe(201);
    const stored = await env.DB.prepare('SELECT provider, model, cost_neurons FROM ai_generations WHERE user_id = ?').bind(author.userId).first();
    // 200 × 31,818 / 1e6 + 1,000 × 50,909 / 1e6 = 57.3 → 58
    expect(stored).toEqual({ provider: 'workers-ai', model: '@cf/mistralai/mistral-small-3.1-24b-instruct', cost_neurons: 58 });
  });
});
